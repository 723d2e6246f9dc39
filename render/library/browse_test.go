package library

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"janggi/game"
	"janggi/record"
)

func TestBrowseListsFoldersThenRecordFiles(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"club", "Archive", ".hidden"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	write(t, filepath.Join(dir, "a.gib"), "x", now.Add(-time.Hour))
	write(t, filepath.Join(dir, "b.pgn"), "x", now)
	write(t, filepath.Join(dir, "notes.txt"), "x", now)
	l, err := Browse(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Folders, []string{"Archive", "club"}) {
		t.Errorf("folders %v, want Archive club (name order, hidden left out)", l.Folders)
	}
	var names []string
	for _, f := range l.Files {
		names = append(names, f.Name)
	}
	if !slices.Equal(names, []string{"b.pgn", "a.gib"}) {
		t.Errorf("files %v, want b.pgn a.gib", names)
	}
	if l.Parent != filepath.Dir(l.Dir) || !filepath.IsAbs(l.Dir) {
		t.Errorf("dir %q parent %q", l.Dir, l.Parent)
	}
	if _, err := Browse(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing folder lists without an error")
	}
}

func TestSaveAsNeverReplacesUnlessTold(t *testing.T) {
	dir := t.TempDir()
	rec := sampleGame(t, "a4a5", "a7a6")
	path := filepath.Join(dir, "mine.gib")
	if err := SaveAs(path, rec, false); err != nil {
		t.Fatal(err)
	}
	if err := SaveAs(path, rec, false); !errors.Is(err, record.ErrExists) {
		t.Fatalf("a second save under the same name: %v, want ErrExists", err)
	}
	rec2 := sampleGame(t, "a4a5")
	if err := SaveAs(path, rec2, true); err != nil {
		t.Fatal(err)
	}
	got, _, err := ReadFile(path, nil)
	if err != nil || len(got.Moves) != 1 {
		t.Fatalf("after replacing: %v moves, %v; want the new game's 1", got, err)
	}
	if err := SaveAs(filepath.Join(dir, "x.fen"), rec, false); err == nil {
		t.Error("a game saved as .fen")
	}
}

func TestDescribeSaysDatePlayersResultAndLength(t *testing.T) {
	dir := t.TempDir()
	rec := sampleGame(t, "a4a5", "a7a6", "b1c3")
	rec.Date = "2024.05.01"
	rec.Result = game.Result{Outcome: game.ChoWins, Reason: game.Resignation}
	path := filepath.Join(dir, "r.pgn")
	if err := SaveAs(path, rec, false); err != nil {
		t.Fatal(err)
	}
	s := Describe(path)
	if s.Err != nil || s.Date != "2024.05.01" || s.Cho != "김철수" || s.Han != rec.Han || s.Moves != 3 || s.Games != 1 ||
		s.Record.Result.Outcome != game.ChoWins || s.Record.Result.Reason != game.Resignation {
		t.Errorf("Describe = %+v (result %v)", s, s.Record.Result)
	}
	write(t, filepath.Join(dir, "bad.gib"), "1. 99차11\n", time.Now())
	if s := Describe(filepath.Join(dir, "bad.gib")); s.Err == nil {
		t.Error("a broken record described without an error")
	}
}

func TestSuggestedNameSkipsNamesTaken(t *testing.T) {
	dir := t.TempDir()
	rec := sampleGame(t)
	when := time.Date(2024, 5, 1, 15, 42, 0, 0, time.UTC)
	first := SuggestedName(dir, rec, when, record.GIB)
	if first != FileName(rec, when, record.GIB) {
		t.Fatalf("in an empty folder: %s", first)
	}
	write(t, filepath.Join(dir, first), "x", when)
	if got := SuggestedName(dir, rec, when, record.GIB); got != "2024-05-01_1542_김철수-vs-Computer-3-Casual-2.gib" {
		t.Errorf("with the name taken: %s", got)
	}
}
