package ai

import (
	"runtime"
	"syscall"
)

// callerNice returns the nice value of the calling OS thread (0 when it cannot be read). It is
// meaningful when the caller's goroutine is locked to its thread, as the window's search is.
func callerNice() int {
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		return 0
	}
	return 20 - prio // the raw system call answers 20 - nice
}

// niceHelper locks the calling goroutine (a helper thread) to its OS thread and gives the thread
// the nice value nice, when that is above 0: a search the window started on a thread of lowered
// priority keeps every one of its threads below the window's. The thread ends with the goroutine
// (it stays locked), so no other goroutine inherits the priority. Errors are ignored: the helper
// then merely runs at the normal priority.
func niceHelper(nice int) {
	if nice <= 0 {
		return
	}
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), nice)
}
