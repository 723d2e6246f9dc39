package testenv

import (
	"io"
	"os/exec"
	"testing"
)

// Pipes starts cmd with pipes on its standard input and output, or fails the test. The caller
// ends the process (closing in, or killing it) and waits for it.
func Pipes(t testing.TB, cmd *exec.Cmd) (in io.WriteCloser, out io.ReadCloser) {
	t.Helper()
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if out, err = cmd.StdoutPipe(); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", cmd.Path, err)
	}
	return in, out
}

// Parse returns parse(s), or fails the test with parse's error: how tests write a square, a time
// control or a move as text.
func Parse[T any](t testing.TB, parse func(string) (T, error), s string) T {
	t.Helper()
	v, err := parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
