package regfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadRegularFileWithinLimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(path, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(path, link); err != nil {
		t.Skip(err)
	}
	for _, p := range []string{path, link} {
		if got, err := Read(p, 5); err != nil || string(got) != "12345" {
			t.Errorf("Read(%s, 5) = %q, %v", p, got, err)
		}
	}
	if _, err := Read(path, 4); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), path) {
		t.Errorf("Read(%s, 4): %v, want it refused as too large, naming the file", path, err)
	}
}

// TestFolderIsEISDIR: a folder is named as one, and matches EISDIR as the system's own error for
// reading a folder does.
func TestFolderIsEISDIR(t *testing.T) {
	_, _, err := Open(t.TempDir())
	if !errors.Is(err, syscall.EISDIR) || !errors.Is(err, ErrNotRegular) || !strings.HasSuffix(err.Error(), ": a folder, not a regular file") {
		t.Errorf("a folder: %v", err)
	}
}
