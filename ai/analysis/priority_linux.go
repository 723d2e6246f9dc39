package analysis

import (
	"runtime"
	"syscall"
)

// backgroundNice is the nice value of the analysing threads when Options.Background is set.
const backgroundNice = 10

// lowerPriority locks the calling goroutine to its thread and lowers the thread's priority; the
// thread ends with the goroutine, so no other goroutine inherits it. Errors are ignored: the
// thread then runs at the normal priority.
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), backgroundNice)
}
