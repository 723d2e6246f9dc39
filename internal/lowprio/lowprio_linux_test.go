package lowprio

import (
	"runtime"
	"syscall"
	"testing"
)

// TestLower checks that a lowered thread runs below the window's priority and that
// the lowered thread is not handed back to other goroutines.
func TestLower(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := Current()
	type seen struct{ nice, tid int }
	got := make(chan seen)
	go func() {
		release := Lower()
		s := seen{Current(), syscall.Gettid()}
		release()
		got <- s
	}()
	s := <-got
	if want := max(before, Nice); s.nice < want {
		t.Errorf("the lowered thread's nice value is %d, want %d or more", s.nice, want)
	}
	if s.tid == syscall.Gettid() || Current() != before {
		t.Errorf("the caller's thread changed: nice %d, was %d", Current(), before)
	}
}

// TestHelpersTakeTheCallersPriority checks that a helper thread of a search started from a
// lowered thread (as the window starts its searches) runs at that priority, on a thread of its
// own, and that from a thread at the normal priority nothing changes.
func TestHelpersTakeTheCallersPriority(t *testing.T) {
	type seen struct{ nice, tid int }
	run := func(lower bool) seen {
		got := make(chan seen)
		go func() {
			release := func() {}
			if lower {
				release = Lower()
			}
			caller := Current()
			helper := make(chan seen)
			go func() {
				release := LowerTo(caller)
				s := seen{Current(), syscall.Gettid()}
				release()
				helper <- s
			}()
			s := <-helper
			release()
			got <- s
		}()
		return <-got
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := Current()
	if s := run(true); s.nice < Nice {
		t.Errorf("a helper of a search at nice %d runs at nice %d", Nice, s.nice)
	}
	if s := run(false); s.nice != before {
		t.Errorf("a helper of a search at the normal priority runs at nice %d, want %d", s.nice, before)
	}
	if Current() != before {
		t.Errorf("the test's own thread changed priority: %d, was %d", Current(), before)
	}
}

// TestBackground checks that background work runs at Idle and is marked as yielding, that the
// helper threads of a search it starts (LowerTo(Current())) run at Idle too, that a thread
// lowered to Nice is not marked, and that the caller is untouched (not marked, even after the
// background work's threads ended: their numbers are forgotten).
func TestBackground(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := Current()
	type seen struct {
		level, nice int
		yields      bool
	}
	look := func() seen {
		prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
		if err != nil {
			t.Errorf("getpriority: %v", err)
		}
		return seen{Current(), 20 - prio, Yielding()}
	}
	got := make(chan [3]seen)
	go func() {
		release := Background()
		main := look()
		helper := make(chan seen)
		go func() {
			release := LowerTo(main.level)
			s := look()
			release()
			helper <- s
		}()
		h := <-helper
		release()
		nice := make(chan seen)
		go func() {
			release := Lower()
			s := look()
			release()
			nice <- s
		}()
		got <- [3]seen{main, h, <-nice}
	}()
	all := <-got
	if s := all[0]; s.level != Idle || s.nice != Idle || !s.yields {
		t.Errorf("the background work's thread: %+v, want level and nice %d, yielding", s, Idle)
	}
	if s := all[1]; s.level != Idle || s.nice != Idle || s.yields {
		// The search tells its helpers to yield: they are not marked.
		t.Errorf("a helper thread of the background work: %+v, want level and nice %d, not marked", s, Idle)
	}
	if s := all[2]; s.level != Nice || s.yields {
		t.Errorf("a thread lowered to Nice: %+v, want level %d, not yielding", s, Nice)
	}
	if now := look(); now.level != before || now.yields {
		t.Errorf("the caller's thread changed: %+v, was level %d", now, before)
	}
	Yield() // returns
}
