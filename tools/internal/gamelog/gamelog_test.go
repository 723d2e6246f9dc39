package gamelog

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/ai"
	"janggi/game"
	"janggi/tools/internal/gamelog/gamelogtest"
)

// TestReadTrainingPositions checks that a log holding each game twice (as a self-play match at a
// fixed number of nodes writes it) gives each game's positions once, as many as Read gives
// from the games once, and that each position's board, side, result and evaluation are the
// position's own, the evaluation from Cho's view.
func TestReadTrainingPositions(t *testing.T) {
	rules := game.MustPreset("casual")
	once := gamelogtest.RandomGames(rules, 4, rand.New(rand.NewPCG(3, 4)))
	dir := t.TempDir()
	onceLog, twiceLog := filepath.Join(dir, "once.log"), filepath.Join(dir, "twice.log")
	if err := os.WriteFile(onceLog, once, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(twiceLog, bytes.Repeat(once, 2), 0o644); err != nil {
		t.Fatal(err)
	}
	samples, err := Read([]Log{{Path: onceLog}}, rules)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadTrainingPositions([]Log{{Path: twiceLog}}, rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) == 0 || len(got) != len(samples) {
		t.Fatalf("%d positions from the log with every game twice, %d samples from the games once; want the same, not 0", len(got), len(samples))
	}
	pr := ai.NewProbe()
	for i, tp := range got {
		sm := samples[i]
		if tp.Side != sm.Pos.SideToMove() || tp.Result != sm.Result || tp.Score != sm.Score {
			t.Fatalf("position %d: side %v result %v score %v, want %v %v %v", i, tp.Side, tp.Result, tp.Score, sm.Pos.SideToMove(), sm.Result, sm.Score)
		}
		for sq := range tp.Board {
			if tp.Board[sq] != sm.Pos.At(game.Square(sq)) {
				t.Fatalf("position %d: %v on %v, want %v", i, tp.Board[sq], game.Square(sq), sm.Pos.At(game.Square(sq)))
			}
		}
		if ev := float64(pr.Eval(sm.Pos)); tp.Eval != ev {
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
	if err := os.WriteFile(path, gamelogtest.RandomGames(rules, 3, rand.New(rand.NewPCG(5, 6))), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := ReadTrainingPositions([]Log{{Path: path}}, rules)
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

// TestOpponentOnly checks that a log read with OpponentOnly gives only the positions the
// opponent of the engine named by "engine=" was to move in, with the opponent's scores, and that a
// game line naming no side is an error that says so.
func TestOpponentOnly(t *testing.T) {
	rules := game.MustPreset("casual")
	rng := rand.New(rand.NewPCG(5, 6))
	p := game.NewPosition(rules, game.HEEH, game.EHHE)
	start := p.FEN()
	var moves, scores []string
	for ply := 0; ply < 40 && !p.Result().Over(); ply++ {
		legal := p.LegalMoves(nil)
		m := legal[rng.IntN(len(legal))]
		// Each side's scores tell which side gave them: Cho 111, Han 222, from the mover's view.
		score := "cp:111"
		if p.SideToMove() == game.Han {
			score = "cp:222"
		}
		moves, scores = append(moves, m.String()), append(scores, score)
		p.Make(m)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		engine string
		want   float64 // the opponent's score from Cho's view
	}{{"Cho", -222}, {"Han", 111}} {
		path := filepath.Join(dir, c.engine+".log")
		log := fmt.Sprintf("game 1 engine=%s result=1/2-1/2\nfen %s\nmoves %s\nscores %s\n\n", c.engine, start,
			strings.Join(moves, " "), strings.Join(scores, " "))
		if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
			t.Fatal(err)
		}
		all, err := Read([]Log{{Path: path}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		only, err := Read([]Log{{Path: path, OpponentOnly: true}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if len(only) == 0 || len(only) >= len(all) {
			t.Fatalf("engine %s: %d samples of the opponent's out of %d, want some but not all", c.engine, len(only), len(all))
		}
		for _, s := range only {
			if s.Score != c.want {
				t.Errorf("engine %s: a sample scored %v, want only the opponent's %v", c.engine, s.Score, c.want)
			}
		}
	}
	path := filepath.Join(dir, "noside.log")
	if err := os.WriteFile(path, []byte(fmt.Sprintf("game 1 result=1-0\nfen %s\nmoves %s\nscores %s\n", start,
		strings.Join(moves, " "), strings.Join(scores, " "))), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Read([]Log{{Path: path, OpponentOnly: true}}, rules); err == nil || !strings.Contains(err.Error(), "engine=Cho") {
		t.Errorf("a game naming no engine side: %v, want an error saying so", err)
	}
	path = filepath.Join(dir, "noheader.log")
	if err := os.WriteFile(path, []byte(fmt.Sprintf("fen %s\nmoves %s\nscores %s\n", start,
		strings.Join(moves, " "), strings.Join(scores, " "))), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Read([]Log{{Path: path, OpponentOnly: true}}, rules); err == nil || !strings.Contains(err.Error(), "engine=Cho|Han") {
		t.Errorf("scores without a game line: %v, want an error saying so", err)
	}
}
