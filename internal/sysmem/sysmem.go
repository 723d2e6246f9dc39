// Package sysmem tells how much memory the machine has, so that a program can refuse a request it
// cannot hold (a hash table of 64 GB on a 24 GB machine) with a message instead of dying out of
// memory: Go cannot recover from a failed allocation.
package sysmem

import "sync/atomic"

// Info is the machine's memory, in bytes. A figure the system does not give is 0.
type Info struct {
	// Total is the physical memory the program may use: the machine's, or its container's limit
	// when that is lower.
	Total uint64
	// Available is what can be allocated now without swapping or evicting others (Linux's
	// MemAvailable, Windows' available physical memory), within the container's limit.
	Available uint64
}

// Read returns the machine's memory. On a system it does not know, both figures are 0.
func Read() Info {
	if f := fake.Load(); f != nil {
		return *f
	}
	return read()
}

// fake is what Read returns instead of the machine's figures, for tests.
var fake atomic.Pointer[Info]

// Fake makes Read return in until restore is called: a test sees a machine of its choosing (a
// container of 2 GB) without allocating anything.
func Fake(in Info) (restore func()) {
	fake.Store(&in)
	return func() { fake.Store(nil) }
}
