//go:build unix

package testenv

import (
	"os"
	"testing"
	"time"
)

// CallNearFIFO runs f, which may open the named pipe fifo, and returns its error. A program that
// opens a pipe for reading waits for a writer; if f has not returned after 10 s, the test fails
// and the pipe's writing end is opened, so that f returns and the test ends instead of hanging.
func CallNearFIFO(t testing.TB, fifo string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Errorf("blocked on the named pipe %s until a writer came", fifo)
		return <-done
	}
}
