package lowprio

import (
	"runtime"
	"syscall"
	"testing"
)

// threadNice returns the nice value of the calling OS thread, or -100 if it cannot be read.
func threadNice() int {
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		return -100
	}
	return 20 - prio // the raw system call answers 20 - nice
}

// TestLower checks that a lowered thread runs below the window's priority and that
// the lowered thread is not handed back to other goroutines.
func TestLower(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := threadNice()
	type seen struct{ nice, tid int }
	got := make(chan seen)
	go func() {
		Lower()
		got <- seen{threadNice(), syscall.Gettid()}
	}()
	s := <-got
	if want := max(before, Nice); s.nice < want {
		t.Errorf("the lowered thread's nice value is %d, want %d or more", s.nice, want)
	}
	if s.tid == syscall.Gettid() || threadNice() != before {
		t.Errorf("the caller's thread changed: nice %d, was %d", threadNice(), before)
	}
}
