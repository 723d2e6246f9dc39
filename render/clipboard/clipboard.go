// Package clipboard copies text to the system clipboard and pastes it back through the programs
// that every desktop has or can install: wl-copy and wl-paste under Wayland, xclip or xsel under
// X11, pbcopy and pbpaste on macOS, clip and PowerShell on Windows. Ebitengine has no clipboard,
// and a Go clipboard module would need cgo and X11's development files to build: a program found
// in PATH needs neither. Where none is found the window falls back on a text field.
package clipboard

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// Clipboard copies and pastes text. Copy and Paste may take a moment (they run a program): call
// them off the window's loop.
type Clipboard interface {
	Copy(text string) error
	Paste() (string, error)
	Name() string // the program behind it, for messages
}

// Timeout bounds a copy or a paste: a clipboard owner that does not answer must not leave a paste
// waiting for ever.
const Timeout = 3 * time.Second

// MaxPaste is the most of the clipboard's text Paste keeps, in bytes: what the window pastes is a
// FEN, well under it, and a clipboard of megabytes of text must not be held in memory for it.
const MaxPaste = 4096

// ErrTooLong is the reason Paste gives for a clipboard that holds more than MaxPaste bytes.
var ErrTooLong = fmt.Errorf("the clipboard holds more than %d bytes", MaxPaste)

// tool is a pair of commands: one reads the text to copy on its standard input, the other writes
// the clipboard's text on its standard output.
type tool struct {
	copy, paste []string
}

// tools returns the candidates for the system, the most fitting first.
func tools(goos string, wayland bool) []tool {
	switch goos {
	case "windows":
		return []tool{{copy: []string{"clip"}, paste: []string{"powershell", "-NoProfile", "-Command", "Get-Clipboard"}}}
	case "darwin":
		return []tool{{copy: []string{"pbcopy"}, paste: []string{"pbpaste"}}}
	}
	x11 := []tool{
		{copy: []string{"xclip", "-selection", "clipboard", "-in"}, paste: []string{"xclip", "-selection", "clipboard", "-out"}},
		{copy: []string{"xsel", "--clipboard", "--input"}, paste: []string{"xsel", "--clipboard", "--output"}},
	}
	wl := tool{copy: []string{"wl-copy"}, paste: []string{"wl-paste", "--no-newline"}}
	if wayland {
		return append([]tool{wl}, x11...)
	}
	return append(x11, wl)
}

// System returns the system's clipboard, or nil when none of the programs is in PATH (or, under
// X11 and Wayland, there is no display to reach).
func System() Clipboard {
	wayland := os.Getenv("WAYLAND_DISPLAY") != ""
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" && !wayland && os.Getenv("DISPLAY") == "" {
		return nil
	}
	return find(tools(runtime.GOOS, wayland), exec.LookPath)
}

// find returns the first tool whose two programs are found by look.
func find(ts []tool, look func(string) (string, error)) Clipboard {
	for _, t := range ts {
		cp, err1 := look(t.copy[0])
		ps, err2 := look(t.paste[0])
		if err1 == nil && err2 == nil {
			c := &command{copy: append([]string{cp}, t.copy[1:]...), paste: append([]string{ps}, t.paste[1:]...)}
			return c
		}
	}
	return nil
}

// command is a clipboard reached through a pair of programs.
type command struct {
	copy, paste []string
}

func (c *command) Name() string {
	return strings.Join([]string{baseName(c.copy[0]), baseName(c.paste[0])}, "/")
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// Copy puts text on the clipboard.
func (c *command) Copy(text string) error {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.copy[0], c.copy[1:]...)
	cmd.Stdin = strings.NewReader(text)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	// xclip and xsel stay behind to serve the selection, with the standard error inherited: do
	// not wait for it to close.
	cmd.WaitDelay = 100 * time.Millisecond
	if err := cmd.Run(); err != nil && !errors.Is(err, exec.ErrWaitDelay) {
		return fmt.Errorf("%s: %w%s", baseName(c.copy[0]), err, detail(stderr.String()))
	}
	return nil
}

// Paste returns the clipboard's text.
func (c *command) Paste() (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.paste[0], c.paste[1:]...)
	// Past MaxPaste the program is stopped: a clipboard owner that writes without end must
	// not keep the paste waiting for Timeout.
	stdout, stderr := &capped{max: MaxPaste, full: cancel}, &capped{max: 1024}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	err := cmd.Run()
	if stdout.over {
		return "", ErrTooLong
	}
	if err != nil {
		return "", fmt.Errorf("%s: %w%s", baseName(c.paste[0]), err, detail(stderr.String()))
	}
	return stdout.String(), nil
}

// capped keeps the first max bytes written to it and marks the rest as over, calling full (when
// set) the first time: memory holds no more than max bytes. (It has no ReadFrom, which io.Copy
// would use instead of Write.)
type capped struct {
	buf  bytes.Buffer
	max  int
	over bool
	full func()
}

func (c *capped) Write(p []byte) (int, error) {
	if room := c.max - c.buf.Len(); len(p) > room {
		c.buf.Write(p[:max(room, 0)])
		if !c.over && c.full != nil {
			c.full()
		}
		c.over = true
		return len(p), nil
	}
	return c.buf.Write(p)
}

func (c *capped) String() string { return c.buf.String() }

// detail returns a program's complaint to append to an error: its first line.
func detail(stderr string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(stderr), "\n")
	if line == "" {
		return ""
	}
	return ": " + line
}
