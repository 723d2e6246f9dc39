//go:build unix

package ai

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"janggi/internal/testenv"
)

// TestSetEvalFileRefusesWhatIsNotAFile: a named pipe as EvalFile blocked the engine for good (UCI
// answered no isready, heard no quit) and a folder was "not a network file". Each is refused at
// once, named for what it is, the evaluation kept. The 10 s are a guard that ends a hung open
// (by opening the pipe's other end) so the test can fail instead of hanging.
func TestSetEvalFileRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "net.nnue")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(1)
	for path, what := range map[string]string{fifo: "a named pipe", dir: "a folder", "/dev/zero": "a device"} {
		err := testenv.CallNearFIFO(t, fifo, func() error { return e.SetEvalFile(path) })
		if err == nil || !strings.Contains(err.Error(), path+": "+what+", not a regular file") {
			t.Errorf("SetEvalFile(%s): %v, want it refused as %s", path, err, what)
		}
		if what == "a folder" && !errors.Is(err, syscall.EISDIR) {
			t.Errorf("SetEvalFile(%s): %v, want EISDIR", path, err)
		}
	}
	if !e.builtin || e.net != nil {
		t.Errorf("the evaluation changed after refused files: want the built-in network still")
	}
}
