package ai

import (
	"context"
	"testing"

	"janggi/game"
)

// TestThreadsReachDepth checks that a search with two threads to a fixed depth completes that
// depth (whichever thread gets there first ends it) with a legal move, on every kind of bench
// position. Run with -race, it also checks that the threads share the table cleanly.
func TestThreadsReachDepth(t *testing.T) {
	e := NewEngine(8)
	if err := e.SetThreads(2); err != nil {
		t.Fatal(err)
	}
	for _, bp := range []BenchPosition{BenchPositions[0], BenchPositions[20], BenchPositions[24]} {
		p := position(t, "standard", bp.FEN)
		if err := e.NewGame(); err != nil {
			t.Fatal(err)
		}
		res, err := e.Search(context.Background(), p, Limits{Depth: 6}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Depth != 6 || !p.IsLegal(res.Move) || len(res.PV) == 0 || res.PV[0] != res.Move {
			t.Errorf("%s: depth %d, move %s, pv %v; want depth 6 and a legal move heading its line", bp.Name, res.Depth, res.Move, res.PV)
		}
	}
}

// TestWeakLevelsUseOneThread checks that levels 1-7 search on one thread whatever SetThreads says:
// with the same seed, an engine of four threads searches exactly the nodes an engine of one does
// and chooses the same move (helper threads would add nodes and change the tree). Level 2 searches
// to depth 1, where the depth and not the clock ends its search, so that the node counts do not
// depend on the machine's speed; should the clock (300 ms) stop a search before depth 1 on a
// loaded machine, which says nothing about threads, the pair is searched again.
func TestWeakLevelsUseOneThread(t *testing.T) {
	p := position(t, "standard", benchFENs[3])
	const level, depth = 2, 1
	for attempt := 1; ; attempt++ {
		var res [2]Result
		for i, threads := range []int{1, 4} {
			e := NewEngine(4)
			if err := e.SetThreads(threads); err != nil {
				t.Fatal(err)
			}
			if err := e.SetSeed(7); err != nil {
				t.Fatal(err)
			}
			r, err := e.Search(context.Background(), p, Limits{Level: level}, nil)
			if err != nil {
				t.Fatal(err)
			}
			res[i] = r
		}
		if res[0].Depth < depth || res[1].Depth < depth {
			if attempt == 20 {
				t.Fatalf("the clock stopped level %d before depth %d in 20 attempts (depths %d and %d)", level, depth, res[0].Depth, res[1].Depth)
			}
			continue
		}
		if res[0].Nodes != res[1].Nodes || res[0].Move != res[1].Move {
			t.Errorf("level %d: one thread %d nodes and %s, four threads %d nodes and %s; want the same", level, res[0].Nodes, res[0].Move, res[1].Nodes, res[1].Move)
		}
		return
	}
}

// TestBestHelper checks which thread's result a search plays: a helper's only when it completed a
// deeper iteration than the main thread with a score at least as good, or reached the depth limit.
func TestBestHelper(t *testing.T) {
	mk := func(completed int, score Score) *worker {
		w := &worker{completed: completed, rootMoves: []rootMove{{move: game.NewMove(1, 2), score: score}}}
		w.lastBest = rootMove{move: game.NewMove(3, 4), score: score}
		return w
	}
	main := mk(10, 50)
	for _, tt := range []struct {
		name   string
		helper *worker
		limit  int
		want   bool
	}{
		{"deeper and better", mk(11, 60), 0, true},
		{"deeper and as good", mk(11, 50), 0, true},
		{"deeper but worse", mk(11, 20), 0, false},
		{"as deep and better", mk(10, 90), 0, false},
		{"deeper but worse, at the depth limit", mk(11, 20), 11, true},
		{"nothing completed", &worker{completed: 12}, 0, false},
	} {
		got := bestHelper(main, []*worker{tt.helper}, tt.limit) != nil
		if got != tt.want {
			t.Errorf("%s: helper chosen %v, want %v", tt.name, got, tt.want)
		}
	}
	deeper := mk(12, 70)
	if got := bestHelper(main, []*worker{mk(11, 60), deeper}, 0); got != deeper {
		t.Errorf("of two better helpers the deeper one must be chosen")
	}
}

// TestLevelHash checks that an engine following the levels grows its table to each level's size,
// keeps it for weaker levels, and shrinks it again for a new game; and that the sizes grow with
// the level and stay within a sixteenth of the machine's limit.
func TestLevelHash(t *testing.T) {
	for lv := 2; lv <= MaxLevel; lv++ {
		if LevelHash(lv) < LevelHash(lv-1) {
			t.Errorf("LevelHash(%d) = %d is smaller than level %d's %d", lv, LevelHash(lv), lv-1, LevelHash(lv-1))
		}
	}
	if LevelHash(MaxLevel) < 16 {
		t.Errorf("the strongest level gets a table of %d MB", LevelHash(MaxLevel))
	}
	e := NewEngine(64)
	if err := e.SetLevelHash(true); err != nil {
		t.Fatal(err)
	}
	if got := e.HashSize(); got != LevelHash(1) {
		t.Errorf("SetLevelHash: %d MB, want level 1's %d", got, LevelHash(1))
	}
	p := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	search := func(lim Limits) {
		t.Helper()
		if _, err := e.Search(context.Background(), p, lim, nil); err != nil {
			t.Fatal(err)
		}
	}
	search(Limits{Level: 8, Depth: 2})
	if got := e.HashSize(); got != LevelHash(8) {
		t.Errorf("after a level 8 search: %d MB, want %d", got, LevelHash(8))
	}
	search(Limits{Level: 3})
	search(Limits{Depth: 2})
	if got := e.HashSize(); got != LevelHash(8) {
		t.Errorf("after weaker searches: %d MB, want level 8's %d kept", got, LevelHash(8))
	}
	if err := e.NewGame(); err != nil {
		t.Fatal(err)
	}
	if got := e.HashSize(); got != LevelHash(1) {
		t.Errorf("after NewGame: %d MB, want %d", got, LevelHash(1))
	}

	fakeMemory(t, 256<<20, 200<<20) // a machine of 256 MB: tables up to 128 MB, a level's up to 8
	if got := LevelHash(MaxLevel); got != 8 {
		t.Errorf("LevelHash(%d) on a 256 MB machine = %d, want 8", MaxLevel, got)
	}
}

// TestWorkersSearchCopiesInsideThemselves checks that each search thread's copy of the position is
// part of its worker (posBuf), where no other thread's data shares its cache lines, and is a copy:
// moves made on it leave the caller's position and the other thread's copy as they were. Copies
// made by Clone are small heap objects that may lie side by side, in a cache line both threads
// write at every move, which costs the second thread a tenth of its speed (docs/ai.md, "Why it is
// built so").
func TestWorkersSearchCopiesInsideThemselves(t *testing.T) {
	p := position(t, "standard", benchFENs[3])
	fen := p.FEN()
	s := &search{tt: newTable(1)}
	a, b := newWorker(0), newWorker(1)
	a.prepare(s, p, nil)
	b.prepare(s, p, nil)
	for _, w := range []*worker{a, b} {
		if w.pos != &w.posBuf {
			t.Fatalf("worker %d searches a position outside itself", w.id)
		}
	}
	a.pos.Make(p.LegalMoves(nil)[0])
	if p.FEN() != fen || b.pos.FEN() != fen {
		t.Errorf("a move on one thread's copy changed the position: caller %q, other thread %q; want %q", p.FEN(), b.pos.FEN(), fen)
	}
}
