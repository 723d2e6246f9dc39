package ai

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"janggi/game"
)

// TestReadTrainingPositions checks that a log holding each game twice (as a self-play match at a
// fixed number of nodes writes it) gives each game's positions once, as many as the tuner reads
// from the games once, and that each position's board, side, result and evaluation are the
// position's own, the evaluation from Cho's view.
func TestReadTrainingPositions(t *testing.T) {
	rules := game.MustPreset("casual")
	once := randomGamesLog(rules, 4, rand.New(rand.NewPCG(3, 4)))
	dir := t.TempDir()
	onceLog, twiceLog := filepath.Join(dir, "once.log"), filepath.Join(dir, "twice.log")
	if err := os.WriteFile(onceLog, once, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(twiceLog, bytes.Repeat(once, 2), 0o644); err != nil {
		t.Fatal(err)
	}
	samples, err := readTuneSamples([]TuneLog{{Path: onceLog}}, rules)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadTrainingPositions([]TuneLog{{Path: twiceLog}}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) == 0 || len(got) != len(samples) {
		t.Fatalf("%d positions from the log with every game twice, %d samples from the games once; want the same, not 0", len(got), len(samples))
	}
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	for i, tp := range got {
		sm := samples[i]
		if tp.Side != sm.pos.SideToMove() || tp.Result != sm.result || tp.Score != sm.score {
			t.Fatalf("position %d: side %v result %v score %v, want %v %v %v", i, tp.Side, tp.Result, tp.Score, sm.pos.SideToMove(), sm.result, sm.score)
		}
		for sq := range tp.Board {
			if tp.Board[sq] != sm.pos.At(game.Square(sq)) {
				t.Fatalf("position %d: %v on %v, want %v", i, tp.Board[sq], game.Square(sq), sm.pos.At(game.Square(sq)))
			}
		}
		w.prepare(s, sm.pos, nil)
		ev := float64(w.evaluate())
		if tp.Side == game.Han {
			ev = -ev
		}
		if tp.Eval != ev {
			t.Fatalf("position %d: evaluation %v, want %v (Cho's view)", i, tp.Eval, ev)
		}
	}
}

// TestMirrorTrainingPositions checks that a position turned left to right has every piece on the
// turned point, the same side, score and result, and that turning it back gives the position again,
// our evaluation included.
func TestMirrorTrainingPositions(t *testing.T) {
	rules := game.MustPreset("casual")
	path := filepath.Join(t.TempDir(), "games.log")
	if err := os.WriteFile(path, randomGamesLog(rules, 3, rand.New(rand.NewPCG(5, 6))), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := ReadTrainingPositions([]TuneLog{{Path: path}}, rules)
	if err != nil {
		t.Fatal(err)
	}
	turned, err := MirrorTrainingPositions(ps, rules)
	if err != nil {
		t.Fatal(err)
	}
	back, err := MirrorTrainingPositions(turned, rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 || len(turned) != len(ps) || len(back) != len(ps) {
		t.Fatalf("%d positions, %d turned, %d turned back: want the same, not 0", len(ps), len(turned), len(back))
	}
	asymmetric := 0
	for i := range ps {
		p, m := &ps[i], &turned[i]
		for sq := range p.Board {
			at := game.Square(sq)
			if other := game.SquareAt(game.Files-1-at.File(), at.Rank()); m.Board[other] != p.Board[sq] {
				t.Fatalf("position %d: %v on %v, turned %v on %v", i, p.Board[sq], at, m.Board[other], other)
			}
		}
		if m.Side != p.Side || m.Score != p.Score || m.Result != p.Result {
			t.Fatalf("position %d turned: side %v score %v result %v, want %v %v %v", i, m.Side, m.Score, m.Result, p.Side, p.Score, p.Result)
		}
		if back[i] != *p {
			t.Fatalf("position %d turned and back: %+v, want %+v", i, back[i], *p)
		}
		if m.Board != p.Board {
			asymmetric++
		}
	}
	if asymmetric == 0 {
		t.Error("every position is its own mirror image: the test checked nothing")
	}
}
