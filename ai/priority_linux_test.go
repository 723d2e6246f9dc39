package ai

import (
	"runtime"
	"syscall"
	"testing"
)

// TestHelpersTakeTheCallersPriority checks that a helper thread of a search started from a thread
// of lowered priority (as the window starts its searches) runs at that priority, on a thread of
// its own that no other goroutine gets back, and that at the normal priority nothing changes.
func TestHelpersTakeTheCallersPriority(t *testing.T) {
	type seen struct{ nice, tid int }
	run := func(nice int) seen {
		got := make(chan seen)
		go func() {
			// Locked as the window's search goroutine is, and never unlocked: the thread, whose
			// priority changes, ends with the goroutine instead of serving others.
			runtime.LockOSThread()
			if nice > 0 {
				if err := syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), nice); err != nil {
					t.Error(err)
				}
			}
			caller := callerNice()
			go func() {
				niceHelper(caller)
				got <- seen{callerNice(), syscall.Gettid()}
			}()
		}()
		return <-got
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := callerNice()
	if s := run(10); s.nice < 10 {
		t.Errorf("a helper of a search at nice 10 runs at nice %d", s.nice)
	}
	if s := run(0); s.nice != before {
		t.Errorf("a helper of a search at the normal priority runs at nice %d, want %d", s.nice, before)
	}
	if callerNice() != before {
		t.Errorf("the test's own thread changed priority: %d, was %d", callerNice(), before)
	}
}
