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
