//go:build unix

package regfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
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
		done := make(chan error, 1)
		go func() { done <- open() }()
		select {
		case err := <-done:
			var nr *NotRegularError
			if !errors.As(err, &nr) || nr.What != "a named pipe" {
				t.Errorf("a named pipe: %v", err)
			}
		case <-time.After(10 * time.Second):
			if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
				w.Close()
			}
			<-done
			t.Fatal("opening a named pipe blocked until a writer came")
		}
	}
	if _, _, err := Open("/dev/zero"); !errors.Is(err, ErrNotRegular) || err.Error() != "open /dev/zero: a device, not a regular file" {
		t.Errorf("/dev/zero: %v", err)
	}
}
