//go:build unix

package record

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOnlyRegularFilesAreRead: a device reads as size 0 and never ends, a named pipe blocks
// until someone writes: both are refused at once, with a message, and so is a folder.
func TestOnlyRegularFilesAreRead(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.gib")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	paths := map[string]string{t.TempDir(): "a folder", "/dev/zero": "a device", fifo: "a named pipe"}
	for path, what := range paths {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(path, Options{})
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), path+": "+what+", not a regular file") || ProblemOf(err) != ProblemFile {
				t.Errorf("%s: %v", path, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: reading it has not returned in 10 s", path)
		}
		if _, err := LoadAutosave(path); !errors.Is(err, ErrNotRegular) {
			t.Errorf("LoadAutosave(%s): %v", path, err)
		}
	}
}
