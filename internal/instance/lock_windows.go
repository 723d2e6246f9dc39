package instance

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lock takes the exclusive lock on the file at path (made if missing), waiting for it, and
// returns its release. The system releases it if the process dies.
func lock(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	var ol windows.Overlapped
	if err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK, 0, 1, 0, &ol); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil // closing the handle releases the lock
}

// isRefused reports whether a dial found a socket file nobody accepts on.
func isRefused(err error) bool { return errors.Is(err, windows.WSAECONNREFUSED) }
