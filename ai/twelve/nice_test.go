package twelve

import (
	"context"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"janggi/game/twelve"
	"janggi/internal/lowprio"
)

// TestSetNice checks the engine's priority option, for Search and for BestMove: a search at a
// nice value runs on a thread at that value (on Linux: read back from the thread) and does not
// yield (it is the computer's move, not background work), the caller's thread keeps its own,
// GOMAXPROCS is left as the program set it, at 0 the search runs on the caller's thread, and a
// value outside 0..19 is refused by name.
func TestSetNice(t *testing.T) {
	runtime.LockOSThread() // so that Current reads the thread the test's goroutine runs on
	defer runtime.UnlockOSThread()
	before, procs := lowprio.Current(), runtime.GOMAXPROCS(0)
	e := NewEngine(8)
	for _, nice := range []int{lowprio.Nice, 0} {
		if err := e.SetNice(nice); err != nil {
			t.Fatal(err)
		}
		want := before
		if nice > 0 && runtime.GOOS == "linux" {
			want = max(before, nice) // a thread cannot raise its priority: a test run under nice stays there
		}
		for _, call := range []string{"Search", "BestMove"} {
			var seen, seenProcs []int
			progress := func(int, int, []twelve.Move) { // on the searching thread
				seen, seenProcs = append(seen, lowprio.Current()), append(seenProcs, runtime.GOMAXPROCS(0))
			}
			var err error
			if call == "Search" {
				_, err = e.Search(context.Background(), twelve.NewPosition(twelve.TwelveJanggi), Limits{Depth: 4}, progress)
			} else {
				// A position past the opening book, so that the level searches.
				p := twelve.NewPosition(twelve.TwelveJanggi)
				for range 3 {
					p.Make(p.LegalMoves(nil)[0])
				}
				_, err = e.BestMove(context.Background(), p, 1, progress)
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(seen) == 0 {
				t.Fatalf("%s at nice %d: no report from the search", call, nice)
			}
			for i := range seen {
				if seen[i] != want || seenProcs[i] != procs {
					t.Errorf("%s at nice %d: the search ran at nice %d with GOMAXPROCS %d, want %d and %d", call, nice, seen[i], seenProcs[i], want, procs)
				}
			}
			if e.s.yield {
				t.Errorf("%s at nice %d: the search yields, as background work does", call, nice)
			}
			if now := lowprio.Current(); now != before {
				t.Errorf("%s at nice %d: the caller's thread is at nice %d after the search, was %d", call, nice, now, before)
			}
		}
	}
	for _, bad := range []int{-1, 20} {
		if err := e.SetNice(bad); err == nil || !strings.Contains(err.Error(), strconv.Itoa(bad)) {
			t.Errorf("SetNice(%d): %v, want an error naming the value", bad, err)
		}
	}
}
