//go:build !windows

package main

import (
	"fmt"
	"os"
	"syscall"
)

// windowProgram is the file name of the window's program, cmd/janggi-window.
const windowProgram = "janggi-window"

// startWindow replaces this program with the window's, so that the window is the process that
// was started: what a desktop, a script or a test waits for, signals or kills.
func startWindow(path string, args []string) error {
	err := syscall.Exec(path, append([]string{path}, args...), os.Environ())
	return fmt.Errorf("play: starting the window %s: %w", path, err)
}
