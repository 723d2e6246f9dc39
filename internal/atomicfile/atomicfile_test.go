package atomicfile

import (
	"os"
	"path/filepath"
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
