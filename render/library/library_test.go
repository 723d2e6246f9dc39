package library

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/port"
	"janggi/record"
	"janggi/render/match"
)

// sampleGame returns a short game's record with players and a clock state.
func sampleGame(t *testing.T, moves ...string) *record.Record {
	t.Helper()
	g := game.NewGame(game.Standard(), game.HEEH, game.HEEH)
	for _, m := range moves {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := record.FromGame(port.GameOf(g))
	rec.Cho, rec.Han = "김철수", "Computer 3 · Casual"
	rec.TimeControl = "5m 3x30s"
	rec.Clock = "control=5m 3x30s; cho=4m12.5s; han=4m40s; periods=3/3; turn=han; running"
	return rec
}

func write(t *testing.T, path, text string, mod time.Time) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mod, mod); err != nil {
		t.Fatal(err)
	}
}

func TestListFindsRecordFilesNewestFirst(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	now := time.Now()
	write(t, filepath.Join(dir, "old.gib"), "x", now.Add(-time.Hour))
	write(t, filepath.Join(dir, "new.PGN"), "x", now)
	write(t, filepath.Join(dir, "notes.txt"), "x", now)
	write(t, filepath.Join(other, "pos.fen"), "x", now.Add(-time.Minute))
	if err := os.Mkdir(filepath.Join(dir, "folder.gib"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := List(dir, other, dir, filepath.Join(dir, "missing"))
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
	}
	if got := strings.Join(names, " "); got != "new.PGN pos.fen old.gib" {
		t.Errorf("List = %s, want new.PGN pos.fen old.gib (newest first, once each, no folders or other files)", got)
	}
	if len(files) == 3 && files[1].Dir != other {
		t.Errorf("pos.fen is listed in %s, want %s", files[1].Dir, other)
	}
}

func TestReadSaysWhatIsWrongWithAFile(t *testing.T) {
	cases := []struct {
		name, data string
		want       []string // parts of the error
	}{
		{"empty.pgn", "  \n", []string{"empty.pgn", "empty"}},
		{"photo.gib", strings.Repeat("x", MaxFileSize+1), []string{"photo.gib", "at most 4 MB"}},
		{"bad.fen", "not a position at all\n", []string{"bad.fen"}},
	}
	for _, c := range cases {
		_, _, err := Read(c.name, []byte(c.data), nil)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", c.name, err, w)
			}
		}
	}
	// A record that stops at a fault opens up to there, and says where and why.
	rec, _, err := Read("broken.gib", []byte("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 99차11\n"), nil)
	if err != nil || len(rec.Moves) != 1 || rec.Stopped == nil || rec.Stopped.Move != 2 || rec.Stopped.Text != "99차11" || rec.Stopped.Line != 4 {
		t.Errorf("broken.gib: %v, %+v", err, rec)
	}
	// A file whose first game reads and whose second does not opens its first.
	rec, n, err := Read("stops.gib", []byte("[대회명 \"a\"]\n1. 79졸78\n[대회명 \"b\"]\n1. 79졸78 2. 55병54\n"), nil)
	if err != nil || n != 2 || len(rec.Moves) != 1 || rec.Stopped != nil {
		t.Errorf("a file whose second game stops: %v, %d games, %+v", err, n, rec)
	}
	two := "[Variant \"Janggi\"]\n\n1. Hc3 *\n\n[Variant \"Janggi\"]\n\n1. Hg3 *\n"
	rec, n, err = Read("two.pgn", []byte(two), nil)
	if err != nil || n != 2 || len(rec.Moves) != 1 || rec.Moves[0] != "b1c3" {
		t.Errorf("a file of two games: first %v, count %d, err %v", rec, n, err)
	}
	// Every game of the file is counted, one that cannot be read too (only the first is read).
	three := two + "\n[FEN \"not a position\"]\n\n1. Hc3 *\n"
	if recs, _ := record.Read([]byte(three), record.PGN, record.Options{}); len(recs) != 2 {
		t.Fatalf("the third game of three.pgn gives a record: %d records", len(recs))
	}
	rec, n, err = Read("three.pgn", []byte(three), nil)
	if err != nil || n != 3 || len(rec.Moves) != 1 || rec.Moves[0] != "b1c3" {
		t.Errorf("a file of three games, the last unreadable: first %v, count %d, err %v", rec, n, err)
	}
}

// TestSaveAsKeepsTheClock checks that a game saved as .gib or .pgn reads back with its moves,
// players and clock state.
func TestSaveAsKeepsTheClock(t *testing.T) {
	dir := t.TempDir()
	rec := sampleGame(t, "b1c3", "b10c8", "a4a5")
	when := time.Date(2024, 5, 1, 15, 42, 0, 0, time.Local)
	for _, f := range []record.Format{record.GIB, record.PGN} {
		p := filepath.Join(dir, FileName(rec, when, f))
		if err := SaveAs(p, rec, false); err != nil {
			t.Fatal(err)
		}
		back, _, err := ReadFile(p, nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if strings.Join(back.Moves, " ") != "b1c3 b10c8 a4a5" || back.Cho != rec.Cho {
			t.Errorf("%s read back: moves %v, Cho %q", f, back.Moves, back.Cho)
		}
		clk, err := match.ClockOf(back, nil)
		if err != nil || clk == nil {
			t.Fatalf("%s: the clock state did not come back: %v", f, err)
		}
		if r := clk.Read(game.Cho); r.Main != 4*time.Minute+12500*time.Millisecond {
			t.Errorf("%s: Cho's clock read back as %v, saved 4m12.5s", f, r.Main)
		}
	}
}

func TestFileNameKeepsOnlySafeCharacters(t *testing.T) {
	rec := &record.Record{Cho: "a/b\\c: d*?", Han: ""}
	got := FileName(rec, time.Date(2024, 1, 2, 3, 4, 0, 0, time.UTC), record.PGN)
	if got != "2024-01-02_0304_a-b-c-d-vs-Han.pgn" {
		t.Errorf("FileName = %q", got)
	}
}

func TestResumableOffersOnlyAnUnfinishedGame(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.pgn")
	if rec, err := Resumable(path); rec != nil || err != nil {
		t.Errorf("no autosave: %v, %v", rec, err)
	}
	if err := record.Autosave(path, sampleGame(t, "b1c3")); err != nil {
		t.Fatal(err)
	}
	if rec, err := Resumable(path); err != nil || rec == nil || len(rec.Moves) != 1 {
		t.Fatalf("an unfinished game: %v, %v", rec, err)
	}
	done := sampleGame(t, "b1c3")
	done.Result = game.Result{Outcome: game.Win(game.Han), Reason: game.Resignation}
	if err := record.Autosave(path, done); err != nil {
		t.Fatal(err)
	}
	if rec, err := Resumable(path); rec != nil || err != nil {
		t.Errorf("a finished game is offered: %v, %v", rec, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the finished game's autosave is still there: %v", err)
	}
	write(t, path, markLine(t)+"[Variant \"Janggi\"]\n\n1. Zz9 *\n", time.Now())
	rec, err := Resumable(path)
	if rec != nil || err == nil || !strings.Contains(err.Error(), "kept as") {
		t.Fatalf("a corrupt autosave: %v, %v; want an error saying where it is kept", rec, err)
	}
	kept, _ := filepath.Glob(path + ".unreadable-*")
	if len(kept) != 1 {
		t.Fatalf("the corrupt autosave was not kept aside: %v", kept)
	}
	if data, _ := os.ReadFile(kept[0]); !strings.Contains(string(data), "Zz9") {
		t.Errorf("the kept file lost its content: %q", data)
	}
}

// TestResumableSaysWhatACutAutosaveLost: an autosave cut short after 6 of its 10 moves is offered
// with its 6 moves, the error says the last 4 are lost and where the file is kept, and the file
// itself stays as it was beside the next autosave.
func TestResumableSaysWhatACutAutosaveLost(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.pgn")
	if err := record.Autosave(path, sampleGame(t, "b1c3", "b10c8", "a4b4", "i7h7", "h1g3", "h10g8", "i1i2", "i10i9", "a1a2", "a10a9")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	cut := data[:strings.Index(string(data), "4. ")]
	write(t, path, string(cut), time.Now())
	rec, err := Resumable(path)
	if rec == nil || len(rec.Moves) != 6 || err == nil || !strings.Contains(err.Error(), "the file holds 6 of its 10 moves: the last 4 are lost") ||
		!strings.Contains(err.Error(), "kept as") {
		t.Fatalf("a cut autosave: %v, %v", rec, err)
	}
	kept, _ := filepath.Glob(path + ".unreadable-*")
	if len(kept) != 1 {
		t.Fatalf("the cut autosave was not kept aside: %v", kept)
	}
	if got, _ := os.ReadFile(kept[0]); string(got) != string(cut) {
		t.Errorf("the kept file changed")
	}
}

// markLine returns the first line of every autosave, the mark that makes it the program's.
func markLine(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "autosave.pgn")
	if err := record.Autosave(path, sampleGame(t)); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	return string(data[:strings.IndexByte(string(data), '\n')+1])
}

// TestResumableLeavesTheUsersFile points the autosave at a finished record and at any other file
// the program did not write as its autosave: neither is offered, removed, replaced or moved
// aside, and the error says the file is left as it is.
func TestResumableLeavesTheUsersFile(t *testing.T) {
	dir := t.TempDir()
	done := sampleGame(t, "b1c3", "b10c8")
	done.Result = game.Result{Outcome: game.Win(game.Han), Reason: game.Resignation}
	var b strings.Builder
	if err := record.WritePGN(&b, done, record.PGNOptions{}); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{"finished.pgn": b.String(), "notes.txt": "[Variant \"Janggi\"]\n\n1. Zz9 *\n"} {
		path := filepath.Join(dir, name)
		write(t, path, content, time.Now())
		rec, err := Resumable(path)
		if rec != nil || !errors.Is(err, record.ErrNotAutosave) || !strings.Contains(err.Error(), "left as it is") {
			t.Errorf("%s: %v, %v; want an error saying the file is left as it is", name, rec, err)
		}
		k := NewKeeper(path)
		k.Save(sampleGame(t))
		if err := k.Close(); !errors.Is(err, record.ErrNotAutosave) {
			t.Errorf("%s: the keeper's save: %v, want ErrNotAutosave", name, err)
		}
		k = NewKeeper(path)
		k.Clear()
		if err := k.Close(); !errors.Is(err, record.ErrNotAutosave) {
			t.Errorf("%s: the keeper's removal: %v, want ErrNotAutosave", name, err)
		}
		if data, err := os.ReadFile(path); err != nil || string(data) != content {
			t.Errorf("%s was changed or removed: %v", name, err)
		}
	}
	folder := filepath.Join(dir, "games")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	if rec, err := Resumable(folder); rec != nil || !errors.Is(err, record.ErrNotAutosave) {
		t.Errorf("a folder as the autosave: %v, %v; want ErrNotAutosave", rec, err)
	}
	if st, err := os.Stat(folder); err != nil || !st.IsDir() {
		t.Errorf("the folder is gone: %v", err)
	}
	if aside, _ := filepath.Glob(filepath.Join(dir, "*.unreadable-*")); len(aside) > 0 {
		t.Errorf("moved aside: %v", aside)
	}
}
