package lowprio

import (
	"syscall"
)

// setNice gives the calling OS thread the nice value nice.
func setNice(nice int) {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), min(nice, 19))
}

// Current returns the nice value of the calling OS thread (0 when it cannot be read). It is
// meaningful when the caller's goroutine is locked to its thread, as a lowered one is.
func Current() int {
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		return 0
	}
	return 20 - prio // the raw system call answers 20 - nice
}

// Yield gives the calling thread's core to any other thread that wants it, and comes back at
// once when none does. Background work calls it every fraction of a millisecond: its thread,
// when it is off its core on a busy machine, is then almost always inside this system call,
// whose place in Go's scheduler the garbage collector takes without waiting for the thread. A
// thread stopped in its own code must get a core again before a collection can go on, and a
// low-priority one on a machine whose every core is busy may wait for that a long time, the whole
// program with it.
func Yield() {
	_, _, _ = syscall.Syscall(syscall.SYS_SCHED_YIELD, 0, 0, 0)
}

// threadID returns the calling thread's number in the system.
func threadID() int { return syscall.Gettid() }
