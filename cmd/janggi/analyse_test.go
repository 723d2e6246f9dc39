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
	} {
		var out, errOut bytes.Buffer
		err := analyseCommand(context.Background(), c.args, &out, &errOut)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error with %q", c.args, err, c.want)
		}
	}
}
