// Package atomicfile writes files so that a crash, a power cut or kill -9 at any moment leaves
// either the old content or the new one, never a mix or a truncated file: the data goes to a
// temporary file in the same folder, is flushed to disk, and then renamed over the target, and
// the folder itself is flushed so that the rename survives a power cut. On Linux the temporary
// file has no name until its data is on disk (O_TMPFILE), so that a kill -9 during the write
// leaves no hidden leftover beside the target.
//
// The autosave (package record) and the settings file (package config) both use it.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
)

// Write replaces the file at path with data, atomically. The folder must exist. perm applies
// when the file is new; an existing file keeps its permissions. A symbolic link is written
// through, as editors do: its target gets the data and the link stays a link (a user who keeps
// the settings in a folder of their own and links them into place keeps it so). Errors name
// path, the file the caller knows, never the temporary file: "open ro/x.pgn: permission denied".
func Write(path string, data []byte, perm os.FileMode) (err error) {
	user := path
	defer func() {
		if err != nil {
			err = named(err, user)
		}
	}()
	if path, err = target(path); err != nil {
		return err
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file", path)
		}
		perm = st.Mode().Perm()
	}
	if done, err := writeAnonymous(dir, base, path, data, perm); done {
		if err != nil {
			return err
		}
		return syncDir(dir)
	}
	// The temporary name starts with a dot and the target's name, so a leftover from a crash
	// between create and rename is recognisable and never read as a record or settings file.
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return syncDir(dir)
}

// beforeLink, when not nil, is called once the data is written and flushed, before the file has
// a name: a test looks at the folder there, where a kill -9 would find it.
var beforeLink func()

// maxLinks bounds the symbolic links followed to a target, as the system's own bound (40 on
// Linux) ends a loop of links.
const maxLinks = 40

// target returns the file a write to path lands in: path, or the end of the symbolic links it
// starts, which may not exist yet (a link to a file to be made).
func target(path string) (string, error) {
	for range maxLinks {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		to, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(path), to)
		}
		path = to
	}
	return "", fmt.Errorf("more than %d symbolic links in a row", maxLinks)
}

// named returns err about path: an *fs.PathError or *os.LinkError about the temporary file
// becomes one about path with the same operation and cause.
func named(err error, path string) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		op := pe.Op
		if op == "createtemp" {
			op = "open"
		}
		return &fs.PathError{Op: op, Path: path, Err: pe.Err}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return &fs.PathError{Op: "write", Path: path, Err: le.Err}
	}
	return fmt.Errorf("%s: %w", path, err)
}

// syncDir flushes a folder's entries to disk, so that a rename in it is durable. Windows cannot
// sync a folder handle, and some file systems answer EINVAL: there the rename is as durable as the
// system makes it, which is the best a program can do.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return err
	}
	return nil
}
