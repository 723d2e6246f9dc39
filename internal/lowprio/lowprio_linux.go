package lowprio

import (
	"syscall"
	"unsafe"
)

// schedIdle is Linux's SCHED_IDLE scheduling policy.
const schedIdle = 5

// setNice gives the calling OS thread the nice value nice; at Idle, nice 19 and the SCHED_IDLE
// policy.
func setNice(nice int) {
	tid := syscall.Gettid()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, min(nice, 19))
	if nice >= Idle {
		var param struct{ priority int32 } // SCHED_IDLE takes priority 0
		_, _, _ = syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle, uintptr(unsafe.Pointer(&param)))
	}
}

// Current returns the nice value of the calling OS thread, or Idle under SCHED_IDLE (0 when it
// cannot be read). It is meaningful when the caller's goroutine is locked to its thread, as a
// lowered one is.
func Current() int {
	tid := syscall.Gettid()
	if policy, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(tid), 0, 0); errno == 0 && policy == schedIdle {
		return Idle
	}
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid)
	if err != nil {
		return 0
	}
	return 20 - prio // the raw system call answers 20 - nice
}
