package analyser

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"janggi/analysis"
	"janggi/game/kind"
	"janggi/internal/sysmem"
	"janggi/record"
	"janggi/record/recordtest"
)

// shuffleRecord returns a .gib game of n moves: the horses going out and back, no capture ever,
// read on past the repetition that ends it under the rules, as records of other sites are.
func shuffleRecord(t testing.TB, n int) *record.Record {
	t.Helper()
	recs, _ := record.ReadGIB(recordtest.Shuffle(n), nil)
	if len(recs) != 1 || len(recs[0].Moves) != n {
		t.Fatalf("the shuffle of %d moves does not read", n)
	}
	return recs[0]
}

// TestLongGameLinear analyses the longest game a record may hold at depth 1 and bounds the memory
// allocated for it by a constant a position: a copy of the whole history for every position made
// it quadratic (10,000 moves took 2.8 s, 200,000 did not end in 300 s). The bound is checked as the
// analysis goes, so that a quadratic analysis fails within a few thousand positions.
func TestLongGameLinear(t *testing.T) {
	n := record.MaxMoves
	if testing.Short() {
		n = 40_000
	}
	rec := shuffleRecord(t, n)
	const perPosition, fixed = 4 << 10, 64 << 20
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	start := ms.TotalAlloc
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var over string
	rep, err := Run(ctx, rec, analysis.Options{Depth: 1, Threads: 2}, func(u analysis.Update) {
		if u.Done%1000 != 0 {
			return
		}
		runtime.ReadMemStats(&ms)
		if used := ms.TotalAlloc - start; used > uint64(fixed+perPosition*u.Done) {
			over = fmt.Sprintf("%d MB allocated for %d positions, more than %d kB each", used>>20, u.Done, perPosition>>10)
			cancel()
		}
	})
	if over != "" {
		t.Fatal(over)
	}
	if err != nil || !rep.Complete() {
		t.Fatalf("%d of %d positions: %v", rep.Done, n+1, err)
	}
	runtime.ReadMemStats(&ms)
	t.Logf("%d positions: %d bytes allocated a position", n+1, (ms.TotalAlloc-start)/uint64(n+1))
}

// TestRunnerKeepsItsEngines analyses several games through one Runner and wants one engine a
// thread in all, not one a thread for every game: a file of 2,200 games peaked at 991 MB making a
// hash table for each.
func TestRunnerKeepsItsEngines(t *testing.T) {
	made := 0
	newAnalyserHook = func() { made++ }
	defer func() { newAnalyserHook = nil }()
	r, err := NewRunner(analysis.Options{Depth: 2, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		rec := record.New(kind.Janggi, nil)
		rec.Moves = blunderGame
		if rep, err := r.Run(context.Background(), rec, nil); err != nil || !rep.Complete() {
			t.Fatalf("%v", err)
		}
	}
	if made != 2 {
		t.Errorf("%d engines made for 5 games on 2 threads, want 2", made)
	}
}

// TestHashTotal: the threads' hash tables together must fit the machine. In a container of 2 GB
// (half of it for hash tables), 2 threads of 1000 MB each are refused before any is made, though
// each alone would fit; 2 of 500 MB are taken.
func TestHashTotal(t *testing.T) {
	defer sysmem.Fake(sysmem.Info{Total: 2 << 30, Available: 1800 << 20})()
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // nothing is searched, whatever the check says
	rec := record.New(kind.Janggi, nil)
	rec.Moves = blunderGame
	_, err := Run(ctx, rec, analysis.Options{Depth: 1, Threads: 2, HashMB: 1000}, nil)
	if err == nil || !strings.Contains(err.Error(), "2000 MB in all") || !strings.Contains(err.Error(), "1024 MB") {
		t.Errorf("2 threads of 1000 MB in 2 GB: %v, want an error naming the total and the bound", err)
	}
	if _, err := NewRunner(analysis.Options{Depth: 1, Threads: 2, HashMB: 500}); err != nil {
		t.Errorf("2 threads of 500 MB in 2 GB: %v", err)
	}
}
