package lowprio

import (
	"runtime"
	"syscall"
)

// Lower pins the calling goroutine to its own OS thread and lowers that thread's scheduling
// priority by Nice. The thread ends with the goroutine (it stays locked), so no other goroutine
// ever runs at the lowered priority. Errors are ignored: at the normal priority the work merely
// competes with the window as before.
func Lower() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), Nice)
}
