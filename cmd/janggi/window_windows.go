package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"unsafe"
)

// windowProgram is the file name of the window's program, cmd/janggi-window.
const windowProgram = "janggi-window.exe"

// startWindow runs the window's program, a GUI program of its own (no console), with this
// program's standard input, output and error, and ends with its exit status. Started by a
// double-click (its console is its own), janggi.exe only starts the window and ends at once, so
// that its console closes rather than staying open beside the game.
func startWindow(path string, args []string) error {
	cmd := exec.Command(path, args...)
	if ownConsole() {
		if err := cmd.Start(); err != nil {
			return fmt.Errorf("play: starting the window %s: %w", path, err)
		}
		return cmd.Process.Release()
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		os.Exit(exit.ExitCode()) // the window has said why on standard error
	}
	if err != nil {
		return fmt.Errorf("play: starting the window %s: %w", path, err)
	}
	return nil
}

// ownConsole reports whether this program's console was made for it alone, as Windows does for
// a console program started from Explorer, the Start menu or a shortcut; a console shared with a
// shell (cmd, PowerShell, a terminal) lists the shell too.
func ownConsole() bool {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")
	if proc.Find() != nil {
		return false
	}
	var ids [2]uint32
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&ids[0])), uintptr(len(ids)))
	return n == 1
}
