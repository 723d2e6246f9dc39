//go:build unix

package regfile

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"

	"janggi/internal/testenv"
)

// TestNamedPipeDoesNotBlock: opening a named pipe with no writer returns at once, refused. Before
// the open was non-blocking it waited for a writer for good; the test then opens the write end
// itself so that the blocked open ends and the test can say so.
func TestNamedPipeDoesNotBlock(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, open := range []func() error{
		func() error { _, _, err := Open(fifo); return err },
		func() error { _, err := Read(fifo, 10); return err },
	} {
		err := testenv.CallNearFIFO(t, fifo, open)
		var nr *NotRegularError
		if !errors.As(err, &nr) || nr.What != "a named pipe" {
			t.Errorf("a named pipe: %v", err)
		}
	}
	if _, _, err := Open("/dev/zero"); !errors.Is(err, ErrNotRegular) || err.Error() != "open /dev/zero: a device, not a regular file" {
		t.Errorf("/dev/zero: %v", err)
	}
}
