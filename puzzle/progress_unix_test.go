//go:build unix

package puzzle

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"janggi/internal/testenv"
)

// TestProgressNamedPipe: a named pipe as the progress file blocked the window before its first
// frame (--puzzles) or when Puzzles opened, for it was opened before it was checked. It is refused
// at once, named. The 10 s are a guard that ends a hung open (by opening the pipe's other end) so
// the test fails instead of hanging.
func TestProgressNamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "puzzle-progress.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	err := testenv.CallNearFIFO(t, fifo, func() error {
		_, err := LoadProgress(fifo)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), fifo+": a named pipe, not a regular file") {
		t.Errorf("LoadProgress(a named pipe): %v, want it refused as a named pipe", err)
	}
}
