package ai

import (
	"context"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"janggi/game"
	"janggi/internal/lowprio"
)

// TestSetNice checks the engine's priority option: a search at a nice value runs on a thread at
// that value (on Linux: read back from the thread), the caller's thread keeps its own, GOMAXPROCS
// is left as the program set it, at 0 the search runs on the caller's thread, and a value outside
// 0..19 is refused by name.
func TestSetNice(t *testing.T) {
	runtime.LockOSThread() // so that Current reads the thread the test's goroutine runs on
	defer runtime.UnlockOSThread()
	before, procs := lowprio.Current(), runtime.GOMAXPROCS(0)
	e := NewEngine(8)
	if err := e.SetThreads(2); err != nil {
		t.Fatal(err)
	}
	p := position(t, "standard", game.DefaultFEN)
	for _, nice := range []int{lowprio.Nice, 0} {
		if err := e.SetNice(nice); err != nil {
			t.Fatal(err)
		}
		var seen, seenProcs []int
		info := func(Info) { // on the search's main thread
			seen, seenProcs = append(seen, lowprio.Current()), append(seenProcs, runtime.GOMAXPROCS(0))
		}
		if _, err := e.Search(context.Background(), p, Limits{Depth: 3}, info); err != nil {
			t.Fatal(err)
		}
		want := before
		if nice > 0 && runtime.GOOS == "linux" {
			want = max(before, nice) // a thread cannot raise its priority: a test run under nice stays there
		}
		if len(seen) == 0 {
			t.Fatalf("nice %d: no report from the search", nice)
		}
		for i := range seen {
			if seen[i] != want || seenProcs[i] != procs {
				t.Errorf("nice %d: the search ran at nice %d with GOMAXPROCS %d, want %d and %d", nice, seen[i], seenProcs[i], want, procs)
			}
		}
		if now := lowprio.Current(); now != before {
			t.Errorf("nice %d: the caller's thread is at nice %d after the search, was %d", nice, now, before)
		}
	}
	for _, bad := range []int{-1, 20} {
		if err := e.SetNice(bad); err == nil || !strings.Contains(err.Error(), strconv.Itoa(bad)) {
			t.Errorf("SetNice(%d): %v, want an error naming the value", bad, err)
		}
	}
}
