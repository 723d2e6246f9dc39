package hygiene

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// maxSize is the largest file the repository holds without a word: larger ones are data that
// should be made by a script or downloaded, or a mistake.
const maxSize = 2 << 20

// bigAllowed are the files larger than maxSize that belong here, each with why.
var bigAllowed = map[string]string{}

// rootAllowed are the only files at the repository's root; everything else lives in a folder.
var rootAllowed = map[string]bool{
	".gitignore":      true,
	"CONTRIBUTING.md": true,
	"LICENSE":         true,
	"README.md":       true,
	"go.mod":          true,
	"go.sum":          true,
}

// program names the kind of executable the first bytes of a file are, or "" for none: ELF (Linux),
// PE (Windows: an MZ header whose pointer leads to "PE\0\0"), Mach-O (macOS, thin or universal),
// or an ar archive (what go build -buildmode=archive and C libraries make).
func program(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("\x7fELF")):
		return "an ELF program"
	case bytes.HasPrefix(head, []byte("!<arch>\n")):
		return "an ar archive"
	case len(head) >= 4:
		switch binary.BigEndian.Uint32(head) {
		case 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe:
			return "a Mach-O program"
		}
	}
	if len(head) >= 0x40 && bytes.HasPrefix(head, []byte("MZ")) {
		if off := int(binary.LittleEndian.Uint32(head[0x3c:])); off+4 <= len(head) && string(head[off:off+4]) == "PE\x00\x00" {
			return "a Windows (PE) program"
		}
	}
	return ""
}

// TestNoProgramsLargeOrStrayFiles fails on a committed program, a file over maxSize not on
// bigAllowed, and a file at the root not on rootAllowed.
func TestNoProgramsLargeOrStrayFiles(t *testing.T) {
	root := testenv.ModuleRoot(t)
	files := testenv.RepoFiles(t, root)
	if len(files) < 100 {
		t.Fatalf("%d files in the repository: the list is not the repository's", len(files))
	}
	for _, name := range files {
		if !strings.Contains(name, "/") && !rootAllowed[name] {
			t.Errorf("%s: a stray file at the repository's root (git rm it, or add it to rootAllowed saying why)", name)
		}
		f, err := os.Open(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			if os.IsNotExist(err) {
				continue // deleted in the work tree, not yet committed
			}
			t.Fatal(err)
		}
		head := make([]byte, 512)
		n, err := io.ReadFull(f, head)
		info, serr := f.Stat()
		f.Close()
		if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
			t.Fatalf("%s: %v", name, err)
		}
		if serr != nil {
			t.Fatalf("%s: %v", name, serr)
		}
		if kind := program(head[:n]); kind != "" {
			t.Errorf("%s is %s: build outputs are not committed (git rm --cached it and list it in .gitignore)", name, kind)
		}
		if info.Size() > maxSize && bigAllowed[name] == "" {
			t.Errorf("%s: %d bytes, over the %d a file may have without being on bigAllowed", name, info.Size(), maxSize)
		}
	}
}

// TestProgramKnowsExecutables checks program on the first bytes of each kind of executable it
// must refuse and on text that must pass, among it text that starts like one.
func TestProgramKnowsExecutables(t *testing.T) {
	pe := make([]byte, 0x80)
	copy(pe, "MZ")
	binary.LittleEndian.PutUint32(pe[0x3c:], 0x40)
	copy(pe[0x40:], "PE\x00\x00")
	macho := binary.LittleEndian.AppendUint32(nil, 0xfeedfacf) // a little-endian 64-bit Mach-O
	for _, tt := range []struct {
		head []byte
		want string
	}{
		{[]byte("\x7fELF\x02\x01\x01\x00"), "an ELF program"},
		{pe, "a Windows (PE) program"},
		{macho, "a Mach-O program"},
		{[]byte{0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2}, "a Mach-O program"},
		{[]byte("!<arch>\n__.PKGDEF"), "an ar archive"},
		{[]byte("package main\n"), ""},
		{[]byte("MZ is how a DOS program starts, and this text is long enough to hold a PE pointer"), ""},
		{[]byte("\x7fEL"), ""},
		{nil, ""},
	} {
		if got := program(tt.head); got != tt.want {
			t.Errorf("program(%q) = %q, want %q", tt.head, got, tt.want)
		}
	}
}
