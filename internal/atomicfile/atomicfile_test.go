package atomicfile

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestWriteReplacesAndLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := Write(path, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "two" {
		t.Fatalf("content %q, %v; want two", got, err)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o640 {
		t.Errorf("permissions %v, want the existing file's 0640", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestWriteRefusesAFolderAndAMissingFolder(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, []byte("x"), 0o600); err == nil {
		t.Error("writing over a folder succeeded")
	}
	if err := Write(filepath.Join(dir, "no", "such", "f"), []byte("x"), 0o600); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
}

// TestErrorsNameTheTarget: whatever step fails, the error names the file the caller asked for,
// never the temporary file beside it (".x.pgn.tmp-3062466761").
func TestErrorsNameTheTarget(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "such", "x.pgn")
	err := Write(missing, []byte("x"), 0o600)
	if err == nil || !strings.Contains(err.Error(), missing+":") || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("into a missing folder: %v", err)
	}
	if os.Geteuid() == 0 {
		return // root writes into a read-only folder
	}
	ro := filepath.Join(dir, "ro")
	if err := os.Mkdir(ro, 0o555); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(ro, "x.pgn")
	err = Write(target, []byte("x"), 0o600)
	if err == nil || err.Error() != "open "+target+": permission denied" {
		t.Errorf("into a read-only folder: %v, want open %s: permission denied", err, target)
	}
}

// TestWriteThroughSymlinks: a symbolic link to the file (or to a file not made yet, or to a link)
// was replaced by a regular file, the user's file left behind unchanged. The data now goes to
// the target and the link stays a link.
func TestWriteThroughSymlinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real", "settings.toml")
	if err := os.Mkdir(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink("real/settings.toml", link); err != nil {
		t.Skip(err)
	}
	chain := filepath.Join(dir, "chain.toml")
	if err := os.Symlink(link, chain); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "new.toml")
	if err := os.Symlink(filepath.Join(dir, "real", "new.toml"), dangling); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, target, data string }{
		{link, real, "one"}, {chain, real, "two"}, {dangling, filepath.Join(dir, "real", "new.toml"), "three"},
	} {
		if err := Write(tc.path, []byte(tc.data), 0o644); err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		if st, err := os.Lstat(tc.path); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a symbolic link", tc.path)
		}
		if got, err := os.ReadFile(tc.target); err != nil || string(got) != tc.data {
			t.Errorf("%s: the target holds %q, %v; want %q", tc.path, got, err, tc.data)
		}
	}
	if st, _ := os.Stat(real); st.Mode().Perm() != 0o600 {
		t.Errorf("the target's permissions are %v, want its own 0600", st.Mode().Perm())
	}
	loop := filepath.Join(dir, "loop")
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	if err := Write(loop, []byte("x"), 0o644); err == nil || !strings.Contains(err.Error(), loop) {
		t.Errorf("a link to itself: %v, want an error naming it", err)
	}
}

// TestNoLeftoverWhileWriting looks at the folder once the data is written, before the rename,
// where a kill -9 during the write would leave it: on Linux the new content has no name there yet
// (a named temporary file stayed behind as a hidden leftover).
func TestNoLeftoverWhileWriting(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("an unnamed temporary file is Linux's")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "games.pgn")
	if err := Write(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var seen []string
	beforeLink = func() {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			seen = append(seen, e.Name())
		}
	}
	defer func() { beforeLink = nil }()
	if err := Write(path, []byte(strings.Repeat("new ", 1<<16)), 0o644); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || seen[0] != "games.pgn" {
		t.Errorf("the folder during the write: %v, want only games.pgn", seen)
	}
	if got, _ := os.ReadFile(path); !strings.HasPrefix(string(got), "new new") {
		t.Errorf("the file holds %.20q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("after the write: %v", entries)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("permissions %v", st.Mode().Perm())
	}
}
