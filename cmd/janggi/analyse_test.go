package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/game/kind"
	"janggi/record"
)

// TestAnalyseCommand analyses a game in which Cho gives a chariot away, wants the summary to
// count the blunder, the annotated record to carry it, and an existing file to be refused
// without --force.
func TestAnalyseCommand(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.pgn")
	rec := record.New(kind.Janggi, nil)
	rec.Cho, rec.Han = "Kim", "Lee"
	rec.Moves = []string{"a4b4", "a7a6", "a1a5", "a6a5", "b1c3", "b10c8"}
	if err := record.WriteFile(in, []*record.Record{rec}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if err := analyseCommand(context.Background(), []string{in, "--depth", "4", "--threads", "2"}, &out, &errOut); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	text := out.String()
	dest := filepath.Join(dir, "game.analysed.pgn")
	for _, want := range []string{"Cho Kim", "blunders 1", "2. Ra5: blunder", "wrote " + dest} {
		if !strings.Contains(text, want) {
			t.Errorf("the summary has no %q:\n%s", want, text)
		}
	}
	if !strings.Contains(errOut.String(), "7 of 7 positions") {
		t.Errorf("progress: %q", errOut.String())
	}
	recs, err := record.ReadFile(dest, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if note := recs[0].Note(2); len(note.NAGs) == 0 || note.NAGs[0] != record.NAGBlunder {
		t.Errorf("the blunder's annotation: %+v", note)
	}

	before, _ := os.ReadFile(dest)
	err = analyseCommand(context.Background(), []string{in, "--depth", "2"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("analysing onto an existing file: %v", err)
	}
	if after, _ := os.ReadFile(dest); !bytes.Equal(before, after) {
		t.Fatal("the existing file was changed")
	}
	gib := filepath.Join(dir, "out.gib")
	if err := analyseCommand(context.Background(), []string{in, "--depth", "2", "-q", "--out", gib, "--encoding", "utf-8"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(gib); !strings.Contains(string(data), "{??") {
		t.Errorf("the .gib has no blunder mark:\n%s", data)
	}
	if err := analyseCommand(context.Background(), []string{in, "--depth", "2", "--force", "--out", dest}, &out, &errOut); err != nil {
		t.Errorf("--force: %v", err)
	}
}

// TestAnalyseFlags: wrong flags are refused with a message naming them.
func TestAnalyseFlags(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "game.pgn")
	rec := record.New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4"}
	if err := record.WriteFile(in, []*record.Record{rec}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.pgn")
	if err := record.WriteFile(empty, []*record.Record{record.New(kind.Janggi, nil)}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{in, "--depth", "3", "--movetime", "100"}, "not both"},
		{[]string{in, "--depth", "0"}, "--depth 0"},
		{[]string{in, "--movetime", "-5"}, "--movetime -5"},
		{[]string{in, "--threads", "0"}, "--threads 0"},
		{[]string{in, "--out", filepath.Join(dir, "x.fen")}, ".pgn or .gib"},
		{[]string{in, "--game", "2"}, "holds 1 games"},
		{[]string{empty}, "no moves"},
		{[]string{filepath.Join(dir, "missing.pgn")}, "missing.pgn"},
		{[]string{}, "want one record FILE"},
		// Checked before the analysis, with the flag's name, not the first game's.
		{[]string{in, "--movetime", "9223372036854775807"}, "--movetime 9223372036854775807: want 1 to 3600000"},
		{[]string{in, "--depth", "99"}, "--depth 99: want 1 to 64"},
		{[]string{in, "--threads", "100000"}, "--threads 100000"},
		{[]string{in, "--out", filepath.Join(dir, "no", "such", "x.pgn")}, "no such file or directory"},
		{[]string{in, "--out", filepath.Join(dir, "folder.pgn"), "--force"}, "is a folder, not a regular file"},
		{[]string{in, "--out", filepath.Join(in, "x.pgn")}, "is not a folder"},
	} {
		os.Mkdir(filepath.Join(dir, "folder.pgn"), 0o755)
		var out, errOut bytes.Buffer
		err := analyseCommand(context.Background(), c.args, &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), c.want) || (strings.HasPrefix(c.want, "--") && strings.Contains(err.Error(), "game 1")) {
			t.Errorf("%v: %v, want an error with %q", c.args, err, c.want)
		}
		if strings.Contains(errOut.String(), "game 1 of 1: ") {
			t.Errorf("%v: the analysis ran before the error: %q", c.args, errOut.String())
		}
	}
}

// cancelOn is a progress writer that cancels the analysis once a line with text is written.
type cancelOn struct {
	text   string
	cancel context.CancelFunc
	seen   strings.Builder
}

func (c *cancelOn) Write(b []byte) (int, error) {
	c.seen.Write(b)
	if strings.Contains(string(b), c.text) {
		c.cancel()
	}
	return len(b), nil
}

// TestAnalyseInterruptedWritesFinished interrupts the analysis of a file of three games in its
// second game: the first game, finished, is written and the error says so.
func TestAnalyseInterruptedWritesFinished(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "games.pgn")
	rec := record.New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4", "a7a6", "a1a5", "a6a5", "b1c3", "b10c8"}
	if err := record.WriteFile(in, []*record.Record{rec, rec, rec}, record.Options{}, false); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	progress := &cancelOn{text: "game 2 of 3: ", cancel: cancel}
	var out bytes.Buffer
	err := analyseCommand(ctx, []string{in, "--depth", "3", "--threads", "1"}, &out, progress)
	if err == nil || !strings.Contains(err.Error(), "interrupted in game 2 of 3") || !strings.Contains(err.Error(), "the 1 games finished before it are written") {
		t.Fatalf("interrupted: %v\n%s", err, progress.seen.String())
	}
	recs, err := record.ReadFile(filepath.Join(dir, "games.analysed.pgn"), record.Options{})
	if err != nil || len(recs) != 1 {
		t.Fatalf("the finished game is not written: %v", err)
	}
	if len(recs[0].Notes) == 0 {
		t.Errorf("the finished game is written without its analysis")
	}
	progress = &cancelOn{text: "game 1 of 3: ", cancel: cancel}
	ctx, cancel = context.WithCancel(context.Background())
	progress.cancel = cancel
	err = analyseCommand(ctx, []string{in, "--depth", "3", "--out", filepath.Join(dir, "none.pgn")}, &out, progress)
	if err == nil || !strings.Contains(err.Error(), "nothing written") {
		t.Errorf("interrupted in the first game: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "none.pgn")); !os.IsNotExist(err) {
		t.Errorf("a file was written with no game finished: %v", err)
	}
}

// TestAnalyseSplitsWhatItCannotReadBack analyses a file of three of the longest games a record
// may hold: their annotated records together are larger than a record file may be, so they are
// written to two files, each of which reads back.
func TestAnalyseSplitsWhatItCannotReadBack(t *testing.T) {
	if testing.Short() {
		t.Skip("reads and writes 600,000 moves")
	}
	cycle := [4]string{"b1c3", "b10c8", "c3b1", "c8b10"}
	rec := record.New(kind.Janggi, nil)
	for i := range record.MaxMoves {
		rec.Moves = append(rec.Moves, cycle[i%4])
	}
	dest := filepath.Join(t.TempDir(), "long.pgn")
	wrote, skipped, err := writeAnalysed(dest, []*record.Record{rec, rec, rec}, record.Options{}, false)
	if err != nil || len(skipped) > 0 || len(wrote) != 2 || wrote[1] != strings.TrimSuffix(dest, ".pgn")+".2.pgn" {
		t.Fatalf("wrote %v, skipped %v: %v", wrote, skipped, err)
	}
	games := 0
	for _, name := range wrote {
		recs, err := record.ReadFile(name, record.Options{})
		if err != nil {
			t.Fatalf("%s does not read back: %v", name, err)
		}
		games += len(recs)
	}
	if games != 3 {
		t.Errorf("%d games read back, want 3", games)
	}
}
