package ai

import (
	"context"
	"errors"
	"testing"
	"time"

	"janggi/game"
)

// position parses a FEN under a preset, failing the test on an error.
func position(t testing.TB, preset, fen string) *game.Position {
	t.Helper()
	p, err := game.ParseFEN(game.MustPreset(preset), fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// searchDepth searches p to a fixed depth on a fresh engine.
func searchDepth(t testing.TB, p *game.Position, depth int) Result {
	t.Helper()
	res, err := NewEngine(16).Search(context.Background(), p, Limits{Depth: depth}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestMateInTwo checks the score of a mate in two and that the move found really forces mate:
// every reply allows a move that checkmates.
func TestMateInTwo(t *testing.T) {
	p := position(t, "casual", "3k5/9/9/9/9/9/9/9/4K4/RR7 w - - 0 1")
	res := searchDepth(t, p, 5)
	if res.Score != MateScore(2) {
		t.Fatalf("score %v (pv %s), want mate 2\n%s", res.Score, game.FormatMoves(res.PV), p.Diagram())
	}
	p.Make(res.Move)
	for _, reply := range p.LegalMoves(nil) {
		p.Make(reply)
		mated := false
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			mated = mated || p.Result().Reason == game.Checkmate
			p.Unmake()
		}
		if !mated {
			t.Errorf("after %s %s Cho has no mate\n%s", res.Move, reply, p.Diagram())
		}
		p.Unmake()
	}
}

// TestCountedPass checks that the search plays the pass by the counting rules: after the
// opponent's pass, the side ahead on points passes back and wins; the side behind does not.
func TestCountedPass(t *testing.T) {
	// Han has a chariot more and Cho has just passed: Han passes too and wins on points.
	p := position(t, "standard", "4k3r/9/9/9/9/9/9/9/3K5/9 w - - 0 1")
	p.Play("d2d2")
	if res := searchDepth(t, p, 3); !res.Move.IsPass() || res.Score != MateScore(1) {
		t.Errorf("Han ahead after Cho's pass: %s %v, want the pass winning at once", res.Move, res.Score)
	}
	// Cho is behind (no 덤) with equal pieces: after Han's pass, passing back would lose.
	p = position(t, "standard", "4k3r/9/9/9/9/9/9/9/3K5/R8 b - - 0 1")
	p.Play("e10e10")
	if res := searchDepth(t, p, 3); res.Move.IsPass() {
		t.Errorf("Cho behind on points passed back (%v) and lost by counting", res.Score)
	}
}

// TestDeterministic checks that a fixed-depth search gives the same move, score and node count
// on fresh engines and after NewGame, even when the engine searched another position before it.
func TestDeterministic(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.EHHE)
	p.Play("c4c5 c7c6 b1c3")
	e := NewEngine(16)
	var first Result
	for i := 0; i < 3; i++ {
		switch i {
		case 1: // what a search of another position taught must be forgotten
			q := game.NewPosition(game.Standard(), game.EHEH, game.HEHE)
			q.Play("a4b4 i7h7")
			if _, err := e.Search(context.Background(), q, Limits{Depth: 7}, nil); err != nil {
				t.Fatal(err)
			}
		case 2:
			e = NewEngine(16)
		}
		if err := e.NewGame(); err != nil {
			t.Fatal(err)
		}
		res, err := e.Search(context.Background(), p, Limits{Depth: 7}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = res
			continue
		}
		if res.Move != first.Move || res.Score != first.Score || res.Nodes != first.Nodes {
			t.Errorf("run %d: %s %v %d nodes, first run %s %v %d nodes", i, res.Move, res.Score, res.Nodes, first.Move, first.Score, first.Nodes)
		}
	}
}

// TestCancel checks that cancelling its context stops a search that has no other limit, and that
// the search still answers with a legal move: cancelled before it starts, and from its progress
// callback after an iteration, which makes the moment independent of the machine's speed. How
// soon the answer comes is measured by BenchmarkCancel; the minute here only turns a search that
// never stops into a failure rather than a hung test.
func TestCancel(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	e := NewEngine(16)
	for _, after := range []int{0, 1, 5} {
		ctx, cancel := context.WithCancel(context.Background())
		if after == 0 {
			cancel()
		}
		type answer struct {
			res Result
			err error
		}
		done := make(chan answer, 1)
		go func() {
			res, err := e.Search(ctx, p, Limits{Infinite: true}, func(i Info) {
				if i.Depth >= after {
					cancel()
				}
			})
			done <- answer{res, err}
		}()
		select {
		case a := <-done:
			if a.err != nil {
				t.Fatalf("cancelled after depth %d: %v", after, a.err)
			}
			if !p.IsLegal(a.res.Move) || a.res.Depth < max(after, 1) {
				t.Errorf("cancelled after depth %d: answered %s at depth %d, want a legal move from depth %d or more", after, a.res.Move, a.res.Depth, max(after, 1))
			}
		case <-time.After(time.Minute):
			t.Fatalf("cancelled after depth %d: no answer a minute later", after)
		}
		cancel()
	}
}

// TestBusy checks that a second search on a busy engine is refused, and that the engine searches
// again once the first is done. It runs two threads, for the race detector.
func TestBusy(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	e := NewEngine(16)
	if err := e.SetThreads(2); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	started := make(chan struct{})
	go func() {
		_, err := e.Search(ctx, p, Limits{Infinite: true}, func(Info) {
			select {
			case started <- struct{}{}:
			default:
			}
		})
		done <- err
	}()
	<-started
	if _, err := e.BestMove(context.Background(), p, MaxLevel, nil); !errors.Is(err, ErrBusy) {
		t.Errorf("second search during the first: err %v, want ErrBusy", err)
	}
	if err := e.SetHash(8); !errors.Is(err, ErrBusy) {
		t.Errorf("SetHash during a search: err %v, want ErrBusy", err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	m, err := e.BestMove(context.Background(), p, 1, nil)
	if err != nil || !p.IsLegal(m) {
		t.Errorf("search after the first: %s, %v", m, err)
	}
}

// TestGameOver checks that a finished game is refused with an error rather than a move.
func TestGameOver(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	p.Play("e2e2 e9e9")
	if _, err := NewEngine(1).BestMove(context.Background(), p, 3, nil); err == nil {
		t.Error("BestMove after a double pass: no error")
	}
	if _, err := NewEngine(1).BestMove(context.Background(), game.NewPosition(game.Standard(), game.HEEH, game.HEEH), MaxLevel+1, nil); err == nil {
		t.Error("BestMove at a level above MaxLevel: no error")
	}
}

// TestProgress checks the progress callback of BestMove: increasing depths, legal lines.
func TestProgress(t *testing.T) {
	p := game.NewPosition(game.Standard(), game.EHEH, game.HEHE)
	last := 0
	var lines int
	m, err := NewEngine(8).BestMove(context.Background(), p, 5, func(depth, score int, pv []game.Move) {
		lines++
		if depth <= last {
			t.Errorf("depth %d after %d", depth, last)
		}
		last = depth
		q := p.Clone()
		for _, x := range pv {
			if !q.IsLegal(x) {
				t.Errorf("depth %d: pv %s has illegal move %s", depth, game.FormatMoves(pv), x)
				break
			}
			q.Make(x)
		}
	})
	if err != nil || !p.IsLegal(m) || lines == 0 {
		t.Errorf("BestMove: %s, %v, %d progress calls", m, err, lines)
	}
}
