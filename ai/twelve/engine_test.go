package twelve

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
	"unsafe"

	"janggi/game/twelve"
)

// midgame is a position with captures, drops and no quick result, for tests that need real work.
const midgame = "g1e/1l1/cL1/E1G[C] w - - 0 3"

func TestSearchLeavesPositionUnchanged(t *testing.T) {
	p := twelve.NewPosition(twelve.TwelveJanggi)
	for _, m := range []string{"b2b3", "b4b3", "b1b2"} {
		mv, err := p.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		p.Make(mv)
	}
	fen, n := p.FEN(), p.HistoryLen()
	r := search(t, p, Limits{Depth: 6})
	if p.FEN() != fen || p.HistoryLen() != n {
		t.Errorf("position changed: %s with %d moves, was %s with %d", p.FEN(), p.HistoryLen(), fen, n)
	}
	if !p.IsLegal(r.Move) {
		t.Errorf("best move %v is not legal\n%s", r.Move, p.Diagram())
	}
	if len(r.PV) == 0 || r.PV[0] != r.Move || r.Depth != 6 {
		t.Errorf("result %+v: want depth 6 and a PV starting with the move", r)
	}
}

// TestFixedDepthIsDeterministic checks that fresh engines, and one engine after NewGame, give the
// same result at a fixed depth and at a fixed node count.
func TestFixedDepthIsDeterministic(t *testing.T) {
	p := mustParse(t, twelve.TwelveJanggi, midgame)
	for _, lim := range []Limits{{Depth: 7}, {Nodes: 20000}} {
		e := NewEngine(16) // the size search uses, so that the tables fill alike
		var results []Result
		for range 2 {
			r, err := e.Search(context.Background(), p, lim, nil)
			if err != nil {
				t.Fatal(err)
			}
			results = append(results, r)
			e.NewGame()
		}
		results = append(results, search(t, p, lim))
		for _, r := range results[1:] {
			if r.Move != results[0].Move || r.Score != results[0].Score || r.Nodes != results[0].Nodes || !slices.Equal(r.PV, results[0].PV) {
				t.Errorf("%+v: results differ: %+v and %+v", lim, results[0], r)
			}
		}
		if lim.Nodes > 0 && results[0].Nodes > lim.Nodes {
			t.Errorf("node limit %d: searched %d", lim.Nodes, results[0].Nodes)
		}
	}
}

func TestSearchErrors(t *testing.T) {
	e := NewEngine(1)
	ctx := context.Background()
	over := mustParse(t, twelve.TwelveJanggi, "1l1/3/3/1L1[] w - - 0 1")
	over.Make(must(over.ParseMove("b1b2")))
	over.Make(must(over.ParseMove("b4b3")))
	over.Make(must(over.ParseMove("b2b3"))) // Cho takes the king
	start := twelve.NewPosition(twelve.TwelveJanggi)
	if _, err := e.Search(ctx, nil, Limits{Depth: 1}, nil); err == nil {
		t.Error("nil position: no error")
	}
	if _, err := e.Search(ctx, over, Limits{Depth: 1}, nil); !errors.Is(err, ErrGameOver) {
		t.Errorf("finished game: error %v, want ErrGameOver", err)
	}
	if _, err := e.Search(ctx, start, Limits{}, nil); err == nil {
		t.Error("no limit and a background context: no error")
	}
	if _, err := e.Search(ctx, start, Limits{Depth: -1}, nil); err == nil {
		t.Error("negative depth: no error")
	}
	for _, level := range []int{0, MaxLevel + 1, -3} {
		if _, err := e.BestMove(ctx, start, level, nil); err == nil {
			t.Errorf("level %d: no error", level)
		}
	}
	if _, err := e.BestMove(ctx, over, 1, nil); !errors.Is(err, ErrGameOver) {
		t.Errorf("BestMove in a finished game: error %v, want ErrGameOver", err)
	}
}

func must(m twelve.Move, err error) twelve.Move {
	if err != nil {
		panic(err)
	}
	return m
}

// TestCancelStopsTheSearch checks that a search without limits, and the highest level, stop when
// their context is cancelled and still answer with a legal move. The cancel comes from the
// progress callback after the second iteration, so the moment does not depend on the machine's
// speed; how soon the answer follows is BenchmarkCancel's measure, and the minute here only turns
// a search that never stops into a failure rather than a hung test.
func TestCancelStopsTheSearch(t *testing.T) {
	p := mustParse(t, twelve.TwelveJanggi, midgame)
	e := NewEngine(16)
	for name, run := range map[string]func(ctx context.Context, progress func(int, int, []twelve.Move)) (twelve.Move, error){
		"search": func(ctx context.Context, progress func(int, int, []twelve.Move)) (twelve.Move, error) {
			r, err := e.Search(ctx, p, Limits{}, progress)
			return r.Move, err
		},
		"level": func(ctx context.Context, progress func(int, int, []twelve.Move)) (twelve.Move, error) {
			return e.BestMove(ctx, p, MaxLevel, progress)
		},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		type answer struct {
			m   twelve.Move
			err error
		}
		done := make(chan answer, 1)
		go func() {
			m, err := run(ctx, func(depth, _ int, _ []twelve.Move) {
				if depth >= 2 {
					cancel()
				}
			})
			done <- answer{m, err}
		}()
		select {
		case a := <-done:
			if a.err != nil || !p.IsLegal(a.m) {
				t.Errorf("%s, cancelled: move %v, error %v", name, a.m, a.err)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: no answer a minute after the cancel", name)
		}
		cancel()
	}
}

// TestConcurrentUse runs searches on one engine and on two engines from several goroutines at
// once, with progress callbacks; run with -race it checks that nothing is shared unguarded.
func TestConcurrentUse(t *testing.T) {
	shared := NewEngine(4)
	p := mustParse(t, twelve.TwelveJanggi, midgame)
	var wg sync.WaitGroup
	for i := range 4 {
		e := shared
		if i%2 == 1 {
			e = NewEngine(4)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			var depths []int
			m, err := e.BestMove(context.Background(), p, 5, func(depth, score int, pv []twelve.Move) {
				depths = append(depths, depth)
			})
			if err != nil || !p.IsLegal(m) {
				t.Errorf("move %v, error %v", m, err)
			}
			if len(depths) == 0 || depths[len(depths)-1] != levels[5].depth {
				t.Errorf("progress reported depths %v; want 1..%d", depths, levels[5].depth)
			}
		}()
	}
	wg.Wait()
}

// TestProgressReportsEachIteration checks the callback's arguments: rising depths, the score the
// result carries, and a principal variation of legal moves that the callee may keep.
func TestProgressReportsEachIteration(t *testing.T) {
	p := mustParse(t, twelve.TwelveJanggi, midgame)
	var depths []int
	var pvs [][]twelve.Move
	var last int
	r, err := NewEngine(8).Search(context.Background(), p, Limits{Depth: 6}, func(depth, score int, pv []twelve.Move) {
		depths, last = append(depths, depth), score
		pvs = append(pvs, pv)
	})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(depths, []int{1, 2, 3, 4, 5, 6}) || last != r.Score {
		t.Errorf("depths %v, last score %d; want 1..6 and the result's score %d", depths, last, r.Score)
	}
	for i, pv := range pvs {
		q := p.Clone()
		for _, m := range pv {
			if !q.IsLegal(m) {
				t.Fatalf("depth %d: pv %v has an illegal move %v", depths[i], pv, m)
			}
			q.Make(m)
		}
	}
	if !slices.Equal(pvs[len(pvs)-1], r.PV) {
		t.Errorf("last pv %v, result pv %v", pvs[len(pvs)-1], r.PV)
	}
}

// TestTableMadeByTheFirstSearch checks that an engine holds no table until it searches (the
// window makes one at start whether or not Twelve Janggi is played), that NewGame before then is
// harmless, and that the first search makes a table of the size asked for.
func TestTableMadeByTheFirstSearch(t *testing.T) {
	e := NewEngine(2)
	if e.tt != nil {
		t.Fatal("NewEngine made a table before any search")
	}
	e.NewGame()
	p := twelve.NewPosition(twelve.TwelveJanggi)
	if _, err := e.Search(context.Background(), p, Limits{Depth: 3}, nil); err != nil {
		t.Fatal(err)
	}
	if e.tt == nil || e.s.tt != e.tt || tableBytes(e.tt) > 2<<20 || tableBytes(e.tt) < 1<<20 {
		t.Errorf("after the first search: table %p, searcher's %p; want one table of 2 MB", e.tt, e.s.tt)
	}
}

func tableBytes(t *table) int { return len(t.buckets) * int(unsafe.Sizeof(t.buckets[0])) }
