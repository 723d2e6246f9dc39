package match

import (
	"runtime"
	"syscall"
)

// searchNice is how much lower than the window the computer's search runs (a nice value).
const searchNice = 10

// lowerPriority pins the calling goroutine to its own OS thread and lowers that thread's
// scheduling priority, so that on a busy machine the window's thread, and the X server that
// shows its frames, get a core before the computer's search does: the search only loses the time
// the window needed, the window no longer waits behind the search. The thread ends with the
// goroutine (it stays locked), so no other goroutine ever runs at the lowered priority. Errors
// are ignored: at the normal priority the search merely competes as before.
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), searchNice)
}
