//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package instance

import (
	"errors"
	"syscall"
)

// lock does nothing where the system has no flock: two starts at the same moment might both
// become the window there.
func lock(string) (func(), error) { return func() {}, nil }

// isRefused reports whether a dial found a socket file nobody accepts on.
func isRefused(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) }
