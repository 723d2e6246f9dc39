// Package regfile opens the files a user names (records, settings, the puzzles' progress, networks,
// logs) for reading, and only regular files: a named pipe would block the program until someone
// writes to it, a device such as /dev/zero never ends, /dev/stdin would swallow the input meant
// for the program, and a folder reads as an error deep in a parser. Checking the path first and
// opening it after leaves a window in which the path can change, and opening a named pipe blocks
// before any check: so the file is opened without blocking and the opened file is checked.
package regfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is the reason Open gives for a path that is not a regular file; errors.Is also
// matches syscall.EISDIR for a folder.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is the reason Read gives for a file over its limit.
var ErrTooLarge = errors.New("file too large")

// NotRegularError says what a path is when it is not a regular file: "a named pipe, not a
// regular file".
type NotRegularError struct {
	What string // "a folder", "a named pipe", "a socket", "a device", "something other than a file"
	dir  bool
}

func (e *NotRegularError) Error() string { return e.What + ", not a regular file" }

// Is matches ErrNotRegular, and syscall.EISDIR for a folder.
func (e *NotRegularError) Is(target error) bool {
	return target == ErrNotRegular || (e.dir && target == syscall.EISDIR)
}

// Check returns a *NotRegularError naming what st is, or nil for a regular file.
func Check(st fs.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		return nil
	}
	e := &NotRegularError{What: "something other than a file"}
	switch {
	case m.IsDir():
		e.What, e.dir = "a folder", true
	case m&fs.ModeNamedPipe != 0:
		e.What = "a named pipe"
	case m&fs.ModeSocket != 0:
		e.What = "a socket"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		e.What = "a device"
	}
	return e
}

// Open opens path for reading if it is a regular file, and returns it with what fstat says of
// it (its size). It never blocks on a named pipe: the open does not wait for a writer, and what
// was opened, not what the path named a moment before, is checked. A path that is not a regular
// file gives an *fs.PathError, as os.Open's errors are, whose Err is a *NotRegularError:
// "open /tmp/p: a named pipe, not a regular file".
func Open(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err == nil {
		if err = Check(st); err != nil {
			err = &fs.PathError{Op: "open", Path: path, Err: err}
		}
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, st, nil
}

// Read returns the contents of the regular file at path, of at most max bytes: a larger file is
// refused (an error wrapping ErrTooLarge) before it is read, or once max+1 bytes are in when its
// size said less (a file that grows). Errors other than Open's name path.
func Read(path string, max int64) ([]byte, error) {
	f, st, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st.Size() > max {
		return nil, fmt.Errorf("%s: %w: %d bytes, at most %d are read", path, ErrTooLarge, st.Size(), max)
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s: %w: more than %d bytes", path, ErrTooLarge, max)
	}
	return data, nil
}

// ReadFile is os.ReadFile for a regular file only, without a limit: for the developer tools'
// inputs, files another tool of the repository wrote.
func ReadFile(path string) ([]byte, error) {
	f, _, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}
