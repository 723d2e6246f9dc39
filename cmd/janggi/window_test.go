package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"janggi/internal/testenv"
)

// TestTheCommandLineLinksNoWindow: janggi must answer every subcommand where there is no display,
// and a program that links Ebitengine panics at its start there. No package janggi links, for
// Linux or Windows, may be Ebitengine's.
func TestTheCommandLineLinksNoWindow(t *testing.T) {
	for _, goos := range []string{"linux", "windows"} {
		for _, pkg := range testenv.Deps(t, "janggi/cmd/janggi", goos) {
			if testenv.Ebitengine(pkg) || strings.HasPrefix(pkg, "janggi/render") {
				t.Errorf("janggi for %s links %s: the window's packages belong in cmd/janggi-window", goos, pkg)
			}
		}
	}
}

// builtJanggi is janggi built once for the tests that run it.
var builtJanggi = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "janggi-cmd-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "janggi")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", errors.New("go build: " + err.Error() + "\n" + string(out))
	}
	return bin, nil
})

func TestMain(m *testing.M) {
	code := m.Run()
	if bin, err := builtJanggi(); err == nil && strings.Contains(bin, "janggi-cmd-") {
		os.RemoveAll(filepath.Dir(bin))
	}
	os.Exit(code)
}

// janggiBinary returns the built janggi, or skips in -short runs.
func janggiBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin, err := builtJanggi()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// noDisplay is the environment with no display at all.
func noDisplay() []string {
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			env = append(env, e)
		}
	}
	return env
}

// TestTheCommandLineRunsWithoutADisplay runs the built janggi with no display: --version, --help
// and a UCI session answer as anywhere, and janggi alone says in one line that the window needs a
// desktop and where the rest is listed (on Linux, where that is what a missing display means).
func TestTheCommandLineRunsWithoutADisplay(t *testing.T) {
	bin := janggiBinary(t)
	run := func(stdin string, args ...string) (string, string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Env = noDisplay()
		cmd.Stdin = strings.NewReader(stdin)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		return out.String(), errOut.String(), err
	}
	if out, errOut, err := run("", "--version"); err != nil || !strings.HasPrefix(out, "janggi ") {
		t.Errorf("janggi --version: %v, printed %q, %q", err, out, errOut)
	}
	out, errOut, err := run("", "--help")
	if err != nil || !strings.Contains(out, "\n  uci ") || !strings.Contains(out, "\n  play ") || errOut != "" {
		t.Errorf("janggi --help: %v, printed %q, %q; want the commands on standard output", err, out, errOut)
	}
	out, errOut, err = run("uci\nisready\nquit\n", "uci")
	if err != nil || !strings.Contains(out, "\nuciok\n") || !strings.HasSuffix(out, "readyok\n") {
		t.Errorf("janggi uci: %v, answered %q, %q", err, out, errOut)
	}
	if runtime.GOOS != "linux" {
		return
	}
	for _, args := range [][]string{nil, {"--lang", "en"}, {"play"}, {"game.gib"}} {
		out, errOut, err = run("", args...)
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || out != "" || strings.Count(errOut, "\n") != 1 ||
			!strings.Contains(errOut, "needs a desktop") || !strings.Contains(errOut, "janggi --help") {
			t.Errorf("janggi %q without a display: %v, printed %q, %q; want one line saying it needs a desktop", args, err, out, errOut)
		}
	}
}

// fakeWindow writes a stand-in for the window's program at path: it prints its process id and
// its arguments, one a line.
func fakeWindow(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	script := "#!/bin/sh\necho $$\nfor a in \"$@\"; do echo \"$a\"; done\n"
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

// copyProgram copies the built janggi to path.
func copyProgram(t *testing.T, bin, path string) {
	t.Helper()
	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o755); err != nil {
		t.Fatal(err)
	}
}

// TestJanggiStartsTheWindow lays janggi and a stand-in for the window out as the archives (side
// by side) and the Debian package (/usr/games/janggi, /usr/libexec/janggi/janggi-window, and a
// link to janggi elsewhere) do, and checks that janggi becomes the window's program (the same
// process: what the desktop started is the window) with its arguments passed on, a record named
// instead of a command among them; and what it says when the window is nowhere.
func TestJanggiStartsTheWindow(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in for the window is a shell script")
	}
	bin := janggiBinary(t)
	root := t.TempDir()
	beside := filepath.Join(root, "archive", "janggi")
	copyProgram(t, bin, beside)
	fakeWindow(t, filepath.Join(root, "archive", "janggi-window"))
	usr := filepath.Join(root, "usr")
	games := filepath.Join(usr, "games", "janggi")
	copyProgram(t, bin, games)
	fakeWindow(t, filepath.Join(usr, "libexec", "janggi", "janggi-window"))
	link := filepath.Join(root, "bin", "janggi")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(games, link); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(root, "a game") // no record's ending, but a file: the desktop said what it is
	if err := os.WriteFile(record, []byte("1. 79졸78\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, prog := range []string{beside, games, link} {
		for _, tt := range []struct{ args, want []string }{
			{nil, nil},
			{[]string{"play", "--lang", "en", "--trace"}, []string{"--lang", "en", "--trace"}},
			{[]string{"--puzzles"}, []string{"--puzzles"}},
			{[]string{"game.gib", "--lang", "en"}, []string{"game.gib", "--lang", "en"}},
			{[]string{record}, []string{record}},
			{[]string{"play", "--open", "x.pgn"}, []string{"--open", "x.pgn"}},
		} {
			cmd := exec.Command(prog, tt.args...)
			cmd.Env = append(noDisplay(), "DISPLAY=:janggi-test")
			out, err := cmd.Output()
			if err != nil {
				t.Errorf("%s %q: %v", prog, tt.args, err)
				continue
			}
			lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if pid := strconv.Itoa(cmd.Process.Pid); lines[0] != pid {
				t.Errorf("%s %q: the window ran as process %s, not as janggi's own %s", prog, tt.args, lines[0], pid)
			}
			if got := lines[1:]; strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("%s %q: the window got %q, want %q", prog, tt.args, got, tt.want)
			}
		}
	}
	alone := filepath.Join(root, "alone", "janggi")
	copyProgram(t, bin, alone)
	cmd := exec.Command(alone)
	cmd.Env = append(noDisplay(), "DISPLAY=:janggi-test")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), filepath.Join(root, "alone", "janggi-window")) ||
		!strings.Contains(string(out), filepath.Join(root, "libexec", "janggi", "janggi-window")) {
		t.Errorf("janggi with no window anywhere: %v, said %q; want both places named", err, out)
	}
	cmd = exec.Command(alone, "nonsense")
	cmd.Env = append(noDisplay(), "DISPLAY=:janggi-test")
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), `unknown command "nonsense"`) {
		t.Errorf("janggi nonsense: %v, said %q; want an unknown command", err, out)
	}
}

// TestOpensRecord: a subcommand's name is a subcommand even where a file of that name exists; a
// record's name is a record even before it exists (the window then says it does not).
func TestOpensRecord(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, name := range []string{"uci", "help", "notes"} {
		if err := os.WriteFile(name, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for arg, want := range map[string]bool{
		"uci": false, "help": false, "perft": false, "nonsense": false,
		"notes": true, "game.gib": true, "GAME.PGN": true, "pos.fen": true, "x/y.gib": true,
	} {
		if got := opensRecord(arg); got != want {
			t.Errorf("opensRecord(%q) = %v, want %v", arg, got, want)
		}
	}
}

// TestNeedDesktop: on Linux and the BSDs the window needs an X display; elsewhere there is always
// a desktop.
func TestNeedDesktop(t *testing.T) {
	none := func(string) string { return "" }
	x := func(k string) string {
		if k == "DISPLAY" {
			return ":0"
		}
		return ""
	}
	if err := needDesktop(x); err != nil {
		t.Errorf("with DISPLAY=:0: %v", err)
	}
	err := needDesktop(none)
	switch runtime.GOOS {
	case "windows", "darwin":
		if err != nil {
			t.Errorf("on %s: %v", runtime.GOOS, err)
		}
	default:
		if !errors.Is(err, errNoDesktop) || strings.Contains(err.Error(), "\n") {
			t.Errorf("without DISPLAY on %s: %v, want the one line of errNoDesktop", runtime.GOOS, err)
		}
	}
}

// TestTheManualNamesEveryCommand: the manual (packaging/linux/janggi.6, installed by the Debian
// package) has an entry for every subcommand.
func TestTheManualNamesEveryCommand(t *testing.T) {
	data, err := os.ReadFile("../../packaging/linux/janggi.6")
	if err != nil {
		t.Fatal(err)
	}
	man := string(data)
	for name := range commands {
		if !strings.Contains(man, "\n.B "+name) && !strings.Contains(man, "\n.BI \""+name) && !strings.Contains(man, "\n.BR "+name) {
			t.Errorf("the manual has no entry for janggi %s", name)
		}
	}
}
