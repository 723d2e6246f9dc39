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
		release() // before the test goes on, which counts GOMAXPROCS
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
			release() // before the test goes on, which counts GOMAXPROCS
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

// TestBackground checks that background work runs under SCHED_IDLE at nice 19, that the helper
// threads of a search it starts (LowerTo(Current())) do too, and that the caller is untouched.
func TestBackground(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := Current()
	type seen struct {
		level, policy, nice int
	}
	look := func() seen {
		tid := syscall.Gettid()
		policy, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(tid), 0, 0)
		if errno != 0 {
			t.Errorf("sched_getscheduler: %v", errno)
		}
		prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid)
		if err != nil {
			t.Errorf("getpriority: %v", err)
		}
		return seen{Current(), int(policy), 20 - prio}
	}
	got := make(chan [2]seen)
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
		got <- [2]seen{main, h}
	}()
	for i, s := range <-got {
		if s.level != Idle || s.policy != schedIdle || s.nice != 19 {
			t.Errorf("thread %d of the background work: Current %d, policy %d, nice %d; want %d, %d (SCHED_IDLE), 19", i, s.level, s.policy, s.nice, Idle, schedIdle)
		}
	}
	if now := look(); now.level != before || now.policy == schedIdle {
		t.Errorf("the caller's thread changed: %+v, was level %d", now, before)
	}
}
