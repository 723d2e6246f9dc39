package lowprio

import "syscall"

// setNice gives the calling OS thread the nice value nice.
func setNice(nice int) { _ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), nice) }

// Current returns the nice value of the calling OS thread (0 when it cannot be read). It is
// meaningful when the caller's goroutine is locked to its thread, as a lowered one is.
func Current() int {
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		return 0
	}
	return 20 - prio // the raw system call answers 20 - nice
}
