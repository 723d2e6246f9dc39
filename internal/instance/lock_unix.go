//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package instance

import (
	"errors"
	"os"
	"syscall"
)

// lock takes the exclusive lock on the file at path (made if missing), waiting for it, and
// returns its release. The system releases it if the process dies.
func lock(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil // closing the file releases the lock
}

// isRefused reports whether a dial found a socket file nobody accepts on.
func isRefused(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) }
