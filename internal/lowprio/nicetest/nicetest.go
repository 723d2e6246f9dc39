// Package nicetest checks an engine's priority option (SetNice) the same way for every engine.
package nicetest

import (
	"runtime"
	"strconv"
	"strings"
	"testing"

	"janggi/internal/lowprio"
)

// A Search runs one search of the engine under test; the search calls report on the thread it
// searches on (from its progress or info callback) at least once.
type Search func(report func()) error

// Check sets each nice value (lowprio.Nice, then 0) with setNice and runs every search in
// searches: each must report from a thread at that value (on Linux: read back from the thread;
// at 0 the caller's own), with GOMAXPROCS left as the program set it, and leave the caller's
// thread at its own value. after, if not nil, is called after each search for the engine's own
// checks. Then a value outside 0..19 must be refused by an error naming it.
func Check(t *testing.T, setNice func(int) error, searches map[string]Search, after func(name string, nice int)) {
	t.Helper()
	runtime.LockOSThread() // so that Current reads the thread the test's goroutine runs on
	defer runtime.UnlockOSThread()
	before, procs := lowprio.Current(), runtime.GOMAXPROCS(0)
	for _, nice := range []int{lowprio.Nice, 0} {
		if err := setNice(nice); err != nil {
			t.Fatal(err)
		}
		want := before
		if nice > 0 && runtime.GOOS == "linux" {
			want = max(before, nice) // a thread cannot raise its priority: a test run under nice stays there
		}
		for name, search := range searches {
			var seen, seenProcs []int
			if err := search(func() { seen, seenProcs = append(seen, lowprio.Current()), append(seenProcs, runtime.GOMAXPROCS(0)) }); err != nil {
				t.Fatalf("%s at nice %d: %v", name, nice, err)
			}
			if len(seen) == 0 {
				t.Fatalf("%s at nice %d: no report from the search", name, nice)
			}
			for i := range seen {
				if seen[i] != want || seenProcs[i] != procs {
					t.Errorf("%s at nice %d: the search ran at nice %d with GOMAXPROCS %d, want %d and %d", name, nice, seen[i], seenProcs[i], want, procs)
				}
			}
			if after != nil {
				after(name, nice)
			}
			if now := lowprio.Current(); now != before {
				t.Errorf("%s at nice %d: the caller's thread is at nice %d after the search, was %d", name, nice, now, before)
			}
		}
	}
	for _, bad := range []int{-1, 20} {
		if err := setNice(bad); err == nil || !strings.Contains(err.Error(), strconv.Itoa(bad)) {
			t.Errorf("SetNice(%d): %v, want an error naming the value", bad, err)
		}
	}
}
