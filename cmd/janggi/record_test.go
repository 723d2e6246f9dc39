package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordConvertAndCheck converts a real .gib to PGN and back through the command, refuses to
// overwrite without --force, and checks the results.
func TestRecordConvertAndCheck(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join("..", "..", "record", "testdata", "gib", "game-2017-02-07-122-moves.gib")
	pgn, gib, fen := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.gib"), filepath.Join(dir, "c.fen")
	var out, errOut bytes.Buffer
	if err := recordCommand([]string{"convert", src, pgn}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if err := recordCommand([]string{"convert", pgn, gib, "--encoding", "utf-8"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if err := recordCommand([]string{"convert", "--game", "1", gib, fen}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(pgn)
	err := recordCommand([]string{"convert", gib, pgn}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("converting onto an existing file: %v", err)
	}
	if after, _ := os.ReadFile(pgn); !bytes.Equal(before, after) {
		t.Fatal("the existing file was changed")
	}
	out.Reset()
	if err := recordCommand([]string{"check", src, pgn, gib}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[3], "summary: 3 files, 3 games (3 read whole), 366 moves in ") || lines[4] != "summary: no failures" {
		t.Fatalf("check printed %q", out.String())
	}
	lines = lines[:3]
	for _, l := range lines {
		if !strings.Contains(l, "122 moves") || !strings.Contains(l, "초 마상마상 / 한 마상상마") || !strings.Contains(l, "0-1 (checkmate)") {
			t.Errorf("check line %q", l)
		}
	}
	data, _ := os.ReadFile(fen)
	if !strings.HasSuffix(string(data), " w - - 4 62\n") {
		t.Errorf("final position FEN %q", data)
	}

	bad := filepath.Join(dir, "bad.gib")
	os.WriteFile(bad, []byte("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 71졸72 2. 41병42 3. 72마73\n"), 0o644)
	out.Reset()
	if err := recordCommand([]string{"check", bad}, &out, &errOut); err == nil || !strings.Contains(out.String(), `move 3 "72마73"`) {
		t.Errorf("checking a bad record: %v, printed %q", err, out.String())
	}
	for _, args := range [][]string{{}, {"frobnicate"}, {"convert", src}, {"check"}, {"convert", "--preset", "nope", src, pgn}, {"convert", src, filepath.Join(dir, "x.txt")}} {
		if err := recordCommand(args, &out, &errOut); err == nil {
			t.Errorf("record %q succeeded", args)
		}
	}
}
