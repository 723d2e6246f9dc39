package match

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

// TestLowerPriority checks that the search's thread runs below the window's priority and that
// the lowered thread is not handed back to other goroutines.
func TestLowerPriority(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := threadNice()
	type seen struct{ nice, tid int }
	got := make(chan seen)
	go func() {
		lowerPriority()
		got <- seen{threadNice(), syscall.Gettid()}
	}()
	s := <-got
	if want := max(before, searchNice); s.nice < want {
		t.Errorf("the search thread's nice value is %d, want %d or more", s.nice, want)
	}
	if s.tid == syscall.Gettid() || threadNice() != before {
		t.Errorf("the caller's thread changed: nice %d, was %d", threadNice(), before)
	}
}
