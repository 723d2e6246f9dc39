//go:build !linux

package lowprio

// setNice does nothing outside Linux, where the system already favours the window in the
// foreground; the lowered goroutine still has a place of its own in GOMAXPROCS when the program
// set it by Procs.
func setNice(int) {}

// Current returns 0 outside Linux, where threads have no nice value of their own: a search's
// helpers then run as ordinary goroutines, and only the search's own goroutine is locked to a thread.
func Current() int { return 0 }

// Yield does nothing outside Linux.
func Yield() {}

// threadID returns 0: outside Linux no thread is said to yield (Yield does nothing).
func threadID() int { return 0 }
