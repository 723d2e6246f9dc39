package grid

import (
	"strings"
	"testing"
)

// TestNamesReadBack names every square of both boards and reads each name back, alone and
// followed by more text.
func TestNamesReadBack(t *testing.T) {
	for _, b := range [][2]int{{9, 10}, {3, 4}} {
		files, ranks := b[0], b[1]
		names := Names(files, ranks)
		if len(names) != files*ranks || names[0] != "a1" || names[len(names)-1] != string(rune('a'+files-1))+map[int]string{10: "10", 4: "4"}[ranks] {
			t.Fatalf("%d×%d: names %v", files, ranks, names)
		}
		for i, name := range names {
			f, r, err := Parse(name, files, ranks)
			if err != nil || f+r*files != i {
				t.Errorf("%d×%d: %q reads as %d,%d (%v), want square %d", files, ranks, name, f, r, err, i)
			}
			if f, r, n := Scan(name+"b2", files, ranks); n != len(name) || f+r*files != i {
				t.Errorf("%d×%d: %q then b2 scans as %d,%d, %d bytes", files, ranks, name, f, r, n)
			}
		}
	}
}

// TestNotASquare refuses what lies off the board or is no square at all, with the board's bounds
// in the error.
func TestNotASquare(t *testing.T) {
	for _, c := range []struct {
		text         string
		files, ranks int
		want         string
	}{
		{"j1", 9, 10, "want a file a-i and a rank 1-10"},
		{"a11", 9, 10, "a rank 1-10"},
		{"a0", 9, 10, "a rank 1-10"},
		{"a01", 9, 10, "a rank 1-10"},
		{"A1", 9, 10, "a file a-i"},
		{"d1", 3, 4, "want a file a-c and a rank 1-4"},
		{"a5", 3, 4, "a rank 1-4"},
		{"a10", 3, 4, "a rank 1-4"},
		{"", 3, 4, "bad square"},
		{"b", 3, 4, "bad square"},
	} {
		if _, _, err := Parse(c.text, c.files, c.ranks); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q on %d×%d: %v, want an error with %q", c.text, c.files, c.ranks, err, c.want)
		}
	}
}
