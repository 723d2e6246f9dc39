package ai

import (
	"context"
	"sync/atomic"
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

// steppingClock is a clock for tests that moves on by step every time it is read, so that a
// search's time limits take effect after a number of readings, however fast or busy the machine.
type steppingClock struct {
	step  time.Duration
	reads atomic.Int64
}

func (c *steppingClock) now() time.Time {
	return time.Unix(1_000_000, 0).Add(time.Duration(c.reads.Add(1)) * c.step)
}

// stopClock stops e's clock: its time limits never end a search, which ends by its depth or
// node bound alone, the same on any machine however busy.
func stopClock(e *Engine) {
	start := time.Unix(1_000_000, 0)
	e.now = func() time.Time { return start }
	e.after = func(time.Duration) <-chan time.Time { return nil }
}

// TestLevelsAreBounded checks that every level stops within its time and that a level's depth
// bound holds. The time is the engine's clock, which here moves on by a tenth of the level's time
// at every reading (the search reads it every 1024 nodes and after each iteration while it has a
// time limit), so the bound is reached after some thousands of nodes on any machine; a node limit
// far beyond that ends the search if the level's time did not, and fails the test. Wall-clock
// time is the benchmarks' business.
func TestLevelsAreBounded(t *testing.T) {
	p := position(t, "standard", benchFENs[5])
	for lv := 1; lv <= MaxLevel; lv++ {
		clk := &steppingClock{step: LevelTime(lv) / 50}
		e := NewEngine(8)
		e.now = clk.now
		var deepest int
		const nodeLimit = 500_000
		res, err := e.Search(context.Background(), p, Limits{Level: lv, Nodes: nodeLimit}, func(i Info) { deepest = max(deepest, i.Depth) })
		if err != nil {
			t.Fatal(err)
		}
		if res.Nodes >= nodeLimit {
			t.Errorf("level %d ran to the node limit (%d nodes, depth %d, %v on its clock): its time did not stop it", lv, res.Nodes, res.Depth, res.Time)
		}
		// The reading that finds the time up, the one the result reports, and the hard-limit
		// timer's one at the start.
		if bound := LevelTime(lv) + 2*clk.step; res.Time > bound {
			t.Errorf("level %d searched %v on its clock (%d nodes, depth %d), bound %v", lv, res.Time, res.Nodes, res.Depth, LevelTime(lv))
		}
		if d := levels[lv-1].depth; d > 0 && deepest > d {
			t.Errorf("level %d searched depth %d, bound %d", lv, deepest, d)
		}
	}
}
