package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/internal/testenv"
	"janggi/record"
	"janggi/render/library"
)

// window is a janggi-window process started by a test, its trace read line by line.
type window struct {
	t      *testing.T
	cmd    *exec.Cmd
	lines  chan string
	stderr *bytes.Buffer
	seen   []string
}

// hang bounds every wait on a window: far beyond a loaded machine's slowest start, only so that a
// window that never answers fails the test instead of hanging it.
const hang = 2 * time.Minute

// startWindow runs the built window in dir (its settings, records and HOME) with args, tracing.
func startWindow(t *testing.T, bin, dir string, args ...string) *window {
	t.Helper()
	args = append([]string{"--settings", filepath.Join(dir, "settings.toml"), "--records", filepath.Join(dir, "records"),
		"--pos", "0,0", "--width", "800", "--height", "600", "--sound=false", "--trace", "--welcome=false"}, args...)
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	w := &window{t: t, cmd: cmd, lines: make(chan string, 1024), stderr: &bytes.Buffer{}}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			w.lines <- sc.Text()
		}
		close(w.lines)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("%s trace:\n%s\nstderr:\n%s", args, strings.Join(w.seen, "\n"), w.stderr)
		}
	})
	return w
}

// waitFor returns the first trace line from now on that starts with prefix.
func (w *window) waitFor(prefix string) string {
	w.t.Helper()
	limit := time.After(hang)
	for {
		select {
		case l, ok := <-w.lines:
			if !ok {
				w.t.Fatalf("the window ended before a trace line %q", prefix)
			}
			w.seen = append(w.seen, l)
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-limit:
			w.t.Fatalf("no trace line %q within %v", prefix, hang)
		}
	}
}

// press clicks the button id of the window's report of its screen (the trace's "ui" lines, the
// last one that has the button) with xdotool, the button held until the window has seen it go
// down: the window is at 0,0 on a screen with no window manager.
func (w *window) press(id string) {
	w.t.Helper()
	var x, y int
	for found := false; !found; {
		var r struct {
			Buttons []struct {
				ID         string
				X, Y, W, H int
			}
		}
		if err := json.Unmarshal([]byte(strings.TrimPrefix(w.waitFor("ui "), "ui ")), &r); err != nil {
			w.t.Fatal(err)
		}
		for _, b := range r.Buttons {
			if b.ID == id {
				x, y, found = b.X+b.W/2, b.Y+b.H/2, true
			}
		}
	}
	xdotool := func(args ...string) {
		if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
			w.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
		}
	}
	xdotool("mousemove", fmt.Sprint(x), fmt.Sprint(y), "mousedown", "1")
	w.waitFor("press ")
	xdotool("mouseup", "1")
}

// TestASecondStartHandsTheRunningWindowItsRecord starts the window on an autosave with the
// computer playing itself, then opens a record with a second start on the same autosave, as a
// desktop does when a .gib is opened while the game runs: the second start ends at once, saying
// where the record went; the first window asks before it leaves the unfinished game, and once
// told to, opens the record; the game it was playing stays in the autosave, move for move. A
// third start, after the first window was killed (its socket left behind), is the window again
// and offers that game to resume.
func TestASecondStartHandsTheRunningWindowItsRecord(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the window")
	}
	testenv.Programs(t, testenv.RequireTools, "Debian package xdotool", "xdotool")
	dir := t.TempDir()
	bin := filepath.Join(dir, "janggi-window")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	autosave := filepath.Join(dir, "autosave.pgn")
	first := startWindow(t, bin, dir, "--autosave", autosave, "--mode", "aivsai", "--level", "1")
	first.waitFor("ready ")
	first.waitFor("move ply=2 ")

	pgn := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(pgn, []byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second := exec.Command(bin, "--settings", filepath.Join(dir, "settings.toml"), "--autosave", autosave, "game.pgn")
	second.Dir = dir
	said, err := second.CombinedOutput()
	if err != nil || !strings.Contains(string(said), "already open opens "+pgn) {
		t.Fatalf("the second start: %v, said %q; want it to hand the record to the window", err, said)
	}
	first.waitFor("request open " + pgn)
	first.waitFor("ask Leave it")
	first.press("confirm:yes")
	first.waitFor("open game.pgn plies=3")
	// The game left behind was saved as it stood: every move the window traced before the record.
	var played []string
	for _, l := range first.seen {
		if f := strings.Fields(l); len(f) >= 3 && f[0] == "move" {
			played = append(played, f[2])
		}
	}
	want := strings.Join(played, " ")
	var kept string
	for limit := time.Now().Add(hang); kept != want; time.Sleep(20 * time.Millisecond) { // the autosave is written in the background
		if time.Now().After(limit) {
			t.Fatalf("the autosave holds %q, want the game left: %q", kept, want)
		}
		if rec, err := record.LoadAutosave(autosave); err == nil {
			kept = strings.Join(rec.Moves, " ")
		}
	}
	if rec, err := library.Resumable(autosave); err != nil || rec == nil {
		t.Fatalf("the game left is not resumable: %v, %v", rec, err)
	}

	// The window dies as in a crash; the next start takes its place and offers the game.
	first.cmd.Process.Kill()
	first.cmd.Wait()
	third := startWindow(t, bin, dir, "--autosave", autosave)
	if got, want := third.waitFor("resume offered"), fmt.Sprintf("resume offered plies=%d", len(played)); got != want {
		t.Errorf("the start after a crash: %q, want %q", got, want)
	}
}
