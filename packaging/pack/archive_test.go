package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"janggi/internal/testenv"
)

// makeTree writes a small release folder: an executable, a Korean text file, a sub-folder, a
// name that sorts between a folder and its contents ("icons-x" < "icons/"), an empty folder.
func makeTree(t *testing.T, dir string) {
	t.Helper()
	files := map[string]string{
		"janggi":                         "\x7fELF program",
		"HOW-TO-PLAY.txt":                "장기 두는 법\nHow to play\n",
		"icons/hicolor/16x16/janggi.png": "png",
		"icons-x":                        "x",
	}
	writeTree(t, dir, files, 0o600)
	if err := os.Chmod(filepath.Join(dir, "janggi"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "empty"), 0o700); err != nil {
		t.Fatal(err)
	}
}

var wantNames = []string{
	"top/", "top/HOW-TO-PLAY.txt", "top/empty/", "top/icons/", "top/icons-x",
	"top/icons/hicolor/", "top/icons/hicolor/16x16/", "top/icons/hicolor/16x16/janggi.png", "top/janggi",
}

// TestArchivesReproducible writes both kinds of archive of the same files twice, the second time
// with other file times and permissions, and wants the same bytes; then reads them back.
func TestArchivesReproducible(t *testing.T) {
	mtime := time.Date(2026, 11, 30, 1, 2, 3, 0, time.UTC)
	var first [2][]byte
	for round := 0; round < 2; round++ {
		dir := t.TempDir()
		makeTree(t, dir)
		if round == 1 {
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				os.Chtimes(p, time.Now(), time.Now().Add(-time.Hour))
				if !d.IsDir() && d.Name() != "janggi" {
					os.Chmod(p, 0o664)
				}
				return nil
			})
			os.Chmod(filepath.Join(dir, "janggi"), 0o775)
		}
		entries, err := readTree(dir, "top", false)
		if err != nil {
			t.Fatal(err)
		}
		var tgz, zp bytes.Buffer
		if err := writeTarGz(&tgz, entries, mtime); err != nil {
			t.Fatal(err)
		}
		if err := writeZip(&zp, entries, mtime); err != nil {
			t.Fatal(err)
		}
		if round == 0 {
			first = [2][]byte{tgz.Bytes(), zp.Bytes()}
			continue
		}
		if !bytes.Equal(first[0], tgz.Bytes()) {
			t.Error("the .tar.gz changed with the files' times and permissions")
		}
		if !bytes.Equal(first[1], zp.Bytes()) {
			t.Error("the .zip changed with the files' times and permissions")
		}
	}
	gz, err := gzip.NewReader(bytes.NewReader(first[0]))
	if err != nil {
		t.Fatal(err)
	}
	if gz.Name != "" || !gz.ModTime.IsZero() {
		t.Errorf("gzip header holds name %q, time %v; want neither", gz.Name, gz.ModTime)
	}
	tr := tar.NewReader(gz)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, h.Name)
		wantMode := int64(0o644)
		if h.Typeflag == tar.TypeDir || h.Name == "top/janggi" {
			wantMode = 0o755
		}
		if h.Mode != wantMode || h.Uid != 0 || h.Gid != 0 || h.Uname != "" || !h.ModTime.Equal(mtime) {
			t.Errorf("tar %s: mode %o uid %d gid %d user %q time %v; want %o, root, %v", h.Name, h.Mode, h.Uid, h.Gid, h.Uname, h.ModTime, wantMode, mtime)
		}
		if h.Name == "top/janggi" {
			body, _ := io.ReadAll(tr)
			if string(body) != "\x7fELF program" {
				t.Errorf("tar top/janggi holds %q", body)
			}
		}
	}
	if !slices.Equal(names, wantNames) {
		t.Errorf("tar entries\n%q\nwant\n%q", names, wantNames)
	}
	zr, err := zip.NewReader(bytes.NewReader(first[1]), int64(len(first[1])))
	if err != nil {
		t.Fatal(err)
	}
	names = nil
	for _, f := range zr.File {
		names = append(names, f.Name)
		if !f.Modified.Equal(mtime) {
			t.Errorf("zip %s: time %v, want %v", f.Name, f.Modified, mtime)
		}
		if f.Name == "top/janggi" && f.Mode().Perm() != 0o755 {
			t.Errorf("zip top/janggi: mode %v, want executable", f.Mode())
		}
	}
	if !slices.Equal(names, wantNames) {
		t.Errorf("zip entries\n%q\nwant\n%q", names, wantNames)
	}
}

// TestArchiveCommand runs pack archive as the release does: a zip whose text files Windows
// Notepad reads, checked by unzip where it is installed, and the errors of bad arguments.
func TestArchiveCommand(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	makeTree(t, src)
	out := filepath.Join(dir, "x.zip")
	args := []string{"-o", out, "-root", "top", "-mtime", "1795000000", "-crlf", src}
	if err := runArchive(args); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name != "top/HOW-TO-PLAY.txt" && f.Name != "top/janggi" {
			continue
		}
		rc, _ := f.Open()
		body, _ := io.ReadAll(rc)
		rc.Close()
		want := "\x7fELF program" // not text: unchanged
		if f.Name == "top/HOW-TO-PLAY.txt" {
			want = "\uFEFF장기 두는 법\r\nHow to play\r\n"
		}
		if string(body) != want {
			t.Errorf("%s holds %q, want %q", f.Name, body, want)
		}
	}
	if testenv.Has(t, testenv.RequireTools, "Debian package unzip", "unzip") {
		if msg, err := exec.Command("unzip", "-tq", out).CombinedOutput(); err != nil {
			t.Errorf("unzip -t: %v\n%s", err, msg)
		}
	}
	if err := runArchive(args); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("writing the archive again: %v, want a refusal to overwrite", err)
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"-o", filepath.Join(dir, "y.rar"), "-root", "top", "-mtime", "1795000000", src}, ".tar.gz or .zip"},
		{[]string{"-o", filepath.Join(dir, "y.zip"), "-root", "a/b", "-mtime", "1795000000", src}, "plain folder name"},
		{[]string{"-o", filepath.Join(dir, "y.zip"), "-root", "top", "-mtime", "yesterday", src}, "-mtime"},
		{[]string{"-o", filepath.Join(dir, "y.zip"), "-root", "top", "-mtime", "1795000000"}, "one folder"},
		{[]string{"-root", "top", "-mtime", "1795000000", src}, "-o is required"},
		{[]string{"-o", filepath.Join(dir, "y.zip"), "-root", "top", "-mtime", "1795000000", filepath.Join(src, "janggi")}, "is not a folder"},
	}
	for _, b := range bad {
		if err := runArchive(b.args); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("pack archive %q: %v, want an error with %q", b.args, err, b.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "y.zip")); err == nil {
		t.Error("a failed pack archive left its output behind")
	}
}

func TestArchiveRefusesLinksAndBadText(t *testing.T) {
	dir := t.TempDir()
	makeTree(t, dir)
	if err := os.Symlink("janggi", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	if _, err := readTree(dir, "top", false); err == nil || !strings.Contains(err.Error(), "link") {
		t.Errorf("readTree with a symlink: %v, want an error naming it", err)
	}
	os.Remove(filepath.Join(dir, "link"))
	os.WriteFile(filepath.Join(dir, "latin1.txt"), []byte("caf\xe9\n"), 0o644)
	if _, err := readTree(dir, "top", true); err == nil || !strings.Contains(err.Error(), "latin1.txt: not UTF-8") {
		t.Errorf("readTree -crlf with Latin-1 text: %v, want an error naming the file", err)
	}
}

// TestWindowsText checks the conversion is idempotent: text already in Windows form keeps one
// BOM and single CRs.
func TestWindowsText(t *testing.T) {
	for _, in := range []string{"a\nb\n", "a\r\nb\r\n", "\uFEFFa\r\nb\n"} {
		got, err := windowsText([]byte(in))
		if err != nil || string(got) != "\uFEFFa\r\nb\r\n" {
			t.Errorf("windowsText(%q) = %q, %v", in, got, err)
		}
	}
}
