package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

func init() {
	addCommand("play", "open the game window (the default): play [FILE.gib|.pgn|.fen] [--open FILE] [--puzzles] [--settings FILE] [--mode ai|hotseat|aivsai] ... (janggi play -h lists all)", runWindow)
}

// runWindow starts the game's window with args, its flags and record file: the window's program
// replaces this one where the system can (Unix), or runs while this one waits for it and ends
// with its exit status (Windows). Without a desktop it says so in one line instead.
func runWindow(args []string) error {
	if err := needDesktop(os.Getenv); err != nil {
		return err
	}
	path, err := findWindow()
	if err != nil {
		return err
	}
	return startWindow(path, args)
}

// errNoDesktop is what janggi says when it is asked for its window where no desktop could show
// one: the one line, and where the commands that need none are listed.
var errNoDesktop = errors.New("the game's window needs a desktop, and there is none here (DISPLAY is not set); " +
	"janggi --help lists the commands that work without one")

// needDesktop reports whether the window can open at all: on Linux and the BSDs Ebitengine draws
// through X11 (a Wayland desktop runs XWayland and sets DISPLAY), and without an X display its
// initialisation panics before the window's program could say anything. Windows and macOS always
// have their desktop.
func needDesktop(getenv func(string) string) error {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js", "wasip1":
		return nil
	}
	if getenv("DISPLAY") == "" {
		return errNoDesktop
	}
	return nil
}

// findWindow returns the window's program: beside this one (an unpacked archive, the Windows
// folder, a developer's build folder), or in ../libexec/janggi from this one's folder (a package
// installing janggi in /usr/games and the window, which nobody types, out of the PATH).
func findWindow() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("play: cannot find the window's program: %w", err)
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real // a link to janggi in a bin folder: the window is beside the program itself
	}
	dir := filepath.Dir(exe)
	places := windowPlaces(dir)
	for _, p := range places {
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p, nil
		}
	}
	return "", fmt.Errorf("play: the game's window, %s, is neither in %s; reinstall the game, or build the window beside janggi (go build -o %s ./cmd/janggi-window)",
		windowProgram, strings.Join(places, " nor in "), dir)
}

// windowPlaces are where findWindow looks for the window's program, from janggi's folder dir.
func windowPlaces(dir string) []string {
	return []string{
		filepath.Join(dir, windowProgram),
		filepath.Join(filepath.Dir(dir), "libexec", "janggi", windowProgram),
	}
}

// recordExts are the file name endings janggi opens in the window when a file is named instead
// of a subcommand (janggi game.gib): what the window's Open list shows.
var recordExts = []string{".gib", ".pgn", ".fen"}

// opensRecord reports whether the first argument arg names a record for the window rather than a
// subcommand: not a subcommand's name, and a record's name or a file that exists (a desktop
// passes the file a player opened, whose type it may have told by its content, not its name).
func opensRecord(arg string) bool {
	if _, ok := commands[arg]; ok || arg == "help" {
		return false
	}
	ext := strings.ToLower(filepath.Ext(arg))
	for _, e := range recordExts {
		if ext == e {
			return true
		}
	}
	_, err := os.Stat(arg)
	return err == nil
}
