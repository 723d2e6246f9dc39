package ai

import (
	"context"
	"testing"
	"time"

	"janggi/game"
)

// TestWeakLevelsStayReasonable checks what the weak levels promise: by their own reckoning they
// never play a move further below the best than their blunder margin (so never a chariot for
// nothing), and in a quiet position their moves vary from game to game.
func TestWeakLevelsStayReasonable(t *testing.T) {
	for i, fen := range []string{benchFENs[0], benchFENs[3], benchFENs[7], benchFENs[12]} {
		p := position(t, "standard", fen)
		for lv := 1; lv <= 4; lv++ {
			spec := levels[lv-1]
			chosen := map[game.Move]bool{}
			e := NewEngine(8)
			for seed := uint64(0); seed < 30; seed++ {
				if err := e.SetSeed(seed); err != nil {
					t.Fatal(err)
				}
				if err := e.NewGame(); err != nil {
					t.Fatal(err)
				}
				res, err := e.Search(context.Background(), p, Limits{Level: lv}, nil)
				if err != nil {
					t.Fatal(err)
				}
				chosen[res.Move] = true
				best := res.Lines[0].Score
				if best-res.Score > max(spec.margin, spec.blunderMargin) || res.PV[0] != res.Move {
					t.Errorf("position %d level %d played %s scored %v, best %v: beyond its margin\n%s", i, lv, res.Move, res.Score, best, p.Diagram())
				}
			}
			// The weaker the level, the more its opening moves vary.
			if want := 3 - lv/3; i == 0 && lv <= 3 && len(chosen) < want {
				t.Errorf("level %d played %d different moves from the start with 30 seeds, want %d or more", lv, len(chosen), want)
			}
		}
	}
}

// TestLevelsAreBounded checks that the lower levels answer within their time bound (with room for
// a slow machine) and that a level's depth bound holds.
func TestLevelsAreBounded(t *testing.T) {
	p := position(t, "standard", benchFENs[5])
	for lv := 1; lv <= 5; lv++ {
		var deepest int
		start := time.Now()
		_, err := NewEngine(8).BestMove(context.Background(), p, lv, func(depth, _ int, _ []game.Move) { deepest = depth })
		if err != nil {
			t.Fatal(err)
		}
		if el := time.Since(start); el > 2*LevelTime(lv)+time.Second {
			t.Errorf("level %d took %v, bound %v", lv, el, LevelTime(lv))
		}
		if d := levels[lv-1].depth; deepest > d {
			t.Errorf("level %d searched depth %d, bound %d", lv, deepest, d)
		}
	}
}
