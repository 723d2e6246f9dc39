package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// writeAnonymous writes data to a file with no name in dir (O_TMPFILE), flushes it, and only then
// links it in under a temporary name and renames that over path: a kill -9 during the write, which
// for a record of megabytes is most of the time spent, leaves nothing behind, where a named
// temporary file stayed as a hidden leftover. It reports false, having changed nothing, where the
// file system or the kernel cannot do it (Write then uses a named temporary file).
func writeAnonymous(dir, base, path string, data []byte, perm os.FileMode) (bool, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_CLOEXEC, uint32(perm))
	if err != nil {
		return false, nil
	}
	f := os.NewFile(uintptr(fd), path)
	defer f.Close()
	if _, err := f.Write(data); err != nil {
		return true, err
	}
	if err := f.Chmod(perm); err != nil { // the umask applied at open
		return true, err
	}
	if err := f.Sync(); err != nil {
		return true, err
	}
	if beforeLink != nil {
		beforeLink()
	}
	// A name for the rename, which alone replaces a file atomically (a link cannot).
	proc := "/proc/self/fd/" + strconv.Itoa(fd)
	for try := 0; try < 8; try++ {
		tmp := filepath.Join(dir, fmt.Sprintf(".%s.tmp-%d-%d", base, os.Getpid(), time.Now().UnixNano()))
		err = unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, tmp, unix.AT_SYMLINK_FOLLOW)
		if errors.Is(err, unix.EEXIST) {
			continue
		}
		if err != nil {
			return false, nil // no /proc: the named temporary file, from the start
		}
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(tmp)
			return true, err
		}
		return true, nil
	}
	return false, nil
}
