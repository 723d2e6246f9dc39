package clipboard

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// fakeXclip writes a script named xclip into a new folder that keeps the clipboard in a file, as
// xclip keeps it in the X server, and returns the folder.
func fakeXclip(t *testing.T, store string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake clipboard program is a shell script")
	}
	dir := t.TempDir()
	script := "#!/bin/sh\ncase \"$*\" in\n*-in*) cat > '" + store + "' ;;\n*-out*) cat '" + store + "' 2>/dev/null || { echo 'Error: target STRING not available' >&2; exit 1; } ;;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestCopyThenPasteGoesThroughTheProgram(t *testing.T) {
	store := filepath.Join(t.TempDir(), "clipboard")
	dir := fakeXclip(t, store)
	look := func(name string) (string, error) {
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); err != nil {
			return "", err
		}
		return p, nil
	}
	c := find(tools("linux", false), look)
	if c == nil {
		t.Fatal("the fake xclip is not found")
	}
	if c.Name() != "xclip/xclip" {
		t.Errorf("Name() = %q", c.Name())
	}
	if _, err := c.Paste(); err == nil || !strings.Contains(err.Error(), "target STRING not available") {
		t.Errorf("pasting an empty clipboard: %v, want xclip's complaint", err)
	}
	const fen = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
	if err := c.Copy(fen); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(store); string(data) != fen {
		t.Errorf("xclip was given %q", data)
	}
	got, err := c.Paste()
	if err != nil || got != fen {
		t.Errorf("Paste() = %q, %v; want %q", got, err, fen)
	}
}

func TestTheFirstToolFoundIsUsed(t *testing.T) {
	found := map[string]bool{"xsel": true, "wl-copy": true, "wl-paste": true}
	look := func(name string) (string, error) {
		if found[name] {
			return "/usr/bin/" + name, nil
		}
		return "", errors.New("not found")
	}
	if c := find(tools("linux", false), look); c == nil || c.Name() != "xsel/xsel" {
		t.Errorf("X11 with xsel and wl-clipboard: %v", c)
	}
	if c := find(tools("linux", true), look); c == nil || c.Name() != "wl-copy/wl-paste" {
		t.Errorf("Wayland with xsel and wl-clipboard: %v", c)
	}
	found = map[string]bool{"wl-copy": true} // half a pair is no clipboard
	if c := find(tools("linux", true), look); c != nil {
		t.Errorf("wl-copy without wl-paste: %v", c.Name())
	}
	if c := find(tools("windows", false), func(name string) (string, error) { return name, nil }); c == nil || c.Name() != "clip/powershell" {
		t.Errorf("Windows: %v", c)
	}
}

// TestPasteIsBounded: a clipboard of a megabyte is refused with ErrTooLong rather than held in
// memory; one of exactly MaxPaste bytes is pasted whole.
func TestPasteIsBounded(t *testing.T) {
	store := filepath.Join(t.TempDir(), "clipboard")
	dir := fakeXclip(t, store)
	c := find(tools("linux", false), func(name string) (string, error) { return filepath.Join(dir, name), nil })
	fits := strings.Repeat("a", MaxPaste)
	if err := os.WriteFile(store, []byte(fits), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := c.Paste(); err != nil || got != fits {
		t.Errorf("a clipboard of %d bytes: %d bytes, %v", MaxPaste, len(got), err)
	}
	if err := os.WriteFile(store, []byte(strings.Repeat("a", 1<<20)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := c.Paste(); !errors.Is(err, ErrTooLong) || got != "" {
		t.Errorf("a clipboard of 1 MB: %d bytes, %v; want ErrTooLong", len(got), err)
	}
	// A clipboard owner that writes without end is stopped once MaxPaste bytes are in, and the
	// paste says the clipboard is too long (not that the program was killed at the timeout).
	endless := filepath.Join(t.TempDir(), "xclip")
	if err := os.WriteFile(endless, []byte("#!/bin/sh\nexec yes\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	c = find(tools("linux", false), func(name string) (string, error) { return filepath.Join(filepath.Dir(endless), name), nil })
	if got, err := c.Paste(); !errors.Is(err, ErrTooLong) || got != "" {
		t.Errorf("a clipboard without end: %d bytes, %v; want ErrTooLong", len(got), err)
	}
}
