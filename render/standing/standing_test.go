package standing

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game/kind"
	"janggi/internal/regfile"
)

var day = time.Date(2026, 12, 6, 21, 30, 0, 0, time.Local)

func TestCountsAndRoundTrip(t *testing.T) {
	s := New()
	for _, o := range []Outcome{Won, Lost, Drawn, Won, Won, Lost, Won, Won} {
		s.Add(kind.Janggi, 3, o, day)
	}
	s.Add(kind.Xiangqi, 3, Lost, day.AddDate(0, 0, -2))
	got := s.Of(kind.Janggi, 3)
	if got.Won != 5 || got.Drawn != 1 || got.Lost != 2 {
		t.Fatalf("janggi level 3: %+v, want 5 won 1 drawn 2 lost", got)
	}
	if r := string(outcomes(got.Recent)); r != "DWWLWW" { // the last MaxRecent
		t.Fatalf("recent %s, want DWWLWW", r)
	}
	if got.Last.Format(dateLayout) != "2026-12-06" {
		t.Errorf("last played %v", got.Last)
	}
	if s.Of(kind.Janggi, 4).Games() != 0 || s.Of(kind.Twelve, 3).Games() != 0 {
		t.Error("a level never played has games")
	}
	path := filepath.Join(t.TempDir(), "record.txt")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []key{{kind.Janggi, 3}, {kind.Xiangqi, 3}} {
		a, b := s.Of(k.game, k.level), back.Of(k.game, k.level)
		if a.Won != b.Won || a.Drawn != b.Drawn || a.Lost != b.Lost || !a.Last.Equal(b.Last) || string(outcomes(a.Recent)) != string(outcomes(b.Recent)) {
			t.Errorf("%v: saved %+v, loaded %+v", k, a, b)
		}
	}
	if back.Of(kind.Xiangqi, 3).Last.Format(dateLayout) != "2026-12-04" {
		t.Errorf("xiangqi's day: %v", back.Of(kind.Xiangqi, 3).Last)
	}
}

func outcomes(os []Outcome) []byte {
	b := make([]byte, len(os))
	for i, o := range os {
		b[i] = letters[o]
	}
	return b
}

func TestMissingFileIsANewPlayer(t *testing.T) {
	s, err := Load(filepath.Join(t.TempDir(), "none.txt"))
	if err != nil || s.Of(kind.Janggi, 1).Games() != 0 {
		t.Fatalf("Load of a missing file: %v, %+v", err, s.Of(kind.Janggi, 1))
	}
}

func TestSuggestNext(t *testing.T) {
	cases := []struct {
		recent string
		want   bool
	}{
		{"", false},
		{"WW", false},
		{"WWW", true},
		{"LWWW", true},
		{"WWWL", false},
		{"WLWWL", false},  // three wins of five: not yet two thirds of six
		{"WLWDWW", true},  // four of the last six
		{"WLWDWL", false}, // three of six
	}
	for _, c := range cases {
		var tl Tally
		for _, r := range c.recent {
			tl.Recent = append(tl.Recent, Outcome(strings.IndexRune(letters, r)))
		}
		if got := tl.SuggestNext(); got != c.want {
			t.Errorf("%q: SuggestNext = %v, want %v", c.recent, got, c.want)
		}
	}
}

// TestCorruptFile checks that a file that does not read is an error naming the file and the line,
// never a panic, and that Load then gives a new player's record (the window writes nothing over it).
func TestCorruptFile(t *testing.T) {
	cases := []struct{ text, want string }{
		{"janggi 3 1 0 0 2026-12-06 W\nchess 3 1 0 0 2026-12-06 W\n", "line 2: game \"chess\""},
		{"janggi 0 1 0 0 2026-12-06 W\n", "line 1: level \"0\""},
		{"janggi 100 1 0 0 2026-12-06 W\n", "line 1: level \"100\""},
		{"janggi 3 -1 0 0 2026-12-06 W\n", "line 1: won \"-1\""},
		{"janggi 3 1 0 99999999999999999999 2026-12-06 W\n", "line 1: lost"},
		{"janggi 3 0 0 0 2026-12-06 W\n", "line 1: no games"},
		{"janggi 3 1 0 0 06.12.2026 W\n", "line 1: last played \"06.12.2026\""},
		{"janggi 3 1 0 0 2026-12-06 WW\n", "line 1: recent \"WW\""},
		{"janggi 3 9 0 0 2026-12-06 WWWWWWW\n", "line 1: recent"},
		{"janggi 3 1 0 0 2026-12-06 X\n", "line 1: recent \"X\""},
		{"janggi 3 1 0 0 2026-12-06\n", "line 1: 6 fields"},
		{"# c\njanggi 3 1 0 0 2026-12-06 W\njanggi 3 1 0 0 2026-12-06 W\n", "line 3: janggi level 3 is written twice"},
		{"\x00\xff\xfe", "line 1:"},
	}
	for _, c := range cases {
		path := filepath.Join(t.TempDir(), "record.txt")
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := Load(path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%q: error %v, want one naming the file and %q", c.text, err, c.want)
		}
		if s == nil || s.Of(kind.Janggi, 3).Games() != 0 {
			t.Errorf("%q: not a new player's record after the error", c.text)
		}
	}
}

// TestFileSizeLimit checks the bound docs/limits.md gives: a file of MaxFileSize bytes is read, one
// byte more is refused, and only a regular file is read.
func TestFileSizeLimit(t *testing.T) {
	dir := t.TempDir()
	line := "janggi 3 1 0 0 2026-12-06 W\n"
	at := []byte(line + strings.Repeat("#", MaxFileSize-len(line)-1) + "\n")
	path := filepath.Join(dir, "at.txt")
	if err := os.WriteFile(path, at, 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := Load(path); err != nil || s.Of(kind.Janggi, 3).Won != 1 {
		t.Fatalf("a file of %d bytes: %v", len(at), err)
	}
	past := filepath.Join(dir, "past.txt")
	if err := os.WriteFile(past, append(at, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(past); !errors.Is(err, regfile.ErrTooLarge) {
		t.Errorf("a file one byte past the bound: %v, want ErrTooLarge", err)
	}
	if _, err := Load(dir); !errors.Is(err, regfile.ErrNotRegular) {
		t.Errorf("a folder: %v, want ErrNotRegular", err)
	}
}
