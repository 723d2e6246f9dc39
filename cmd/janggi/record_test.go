package main

import (
	"bytes"
	"fmt"
	"io"
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

// TestRecordCheckFolder checks a folder of records (the fixtures of every variant) and a few
// things that are no record: one line a game, one message for each that does not read whole,
// and a summary that counts files, games, moves and failures by reason.
func TestRecordCheckFolder(t *testing.T) {
	dir := t.TempDir()
	variants := filepath.Join("..", "..", "record", "testdata", "variants")
	entries, _ := os.ReadDir(variants)
	files := 0
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".gib") || strings.HasSuffix(e.Name(), ".pgn") {
			data, _ := os.ReadFile(filepath.Join(variants, e.Name()))
			os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
			os.WriteFile(filepath.Join(dir, "sub", e.Name()), data, 0o644)
			files++
		}
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a record"), 0o644) // not looked at
	os.WriteFile(filepath.Join(dir, "empty.gib"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "bad.pgn"), []byte("1. Pab4 Pih7 2. Rxa1\n"), 0o644)
	args := []string{"check", "-q", dir, "/dev/zero"}
	if fifo := filepath.Join(t.TempDir(), "pipe.gib"); mkfifo(fifo) == nil {
		args = append(args, fifo)
	}
	var out bytes.Buffer
	err := recordCommand(args, &out, io.Discard)
	text := out.String()
	if err == nil {
		t.Fatalf("checking a folder with bad records succeeded:\n%s", text)
	}
	for _, want := range []string{
		filepath.Join(dir, "bad.pgn") + `: line 1: move 3 "Rxa1": no chariot can move to a1 here (the 2 moves before it are read)`,
		filepath.Join(dir, "empty.gib") + ": no game found",
		"/dev/zero: a device, not a regular file",
		filepath.Join(dir, "sub", "stops-midway.gib") + `: game 2: line 13: move 7 "58졸48병"`,
		fmt.Sprintf("summary: %d files, ", files+2+len(args)-3), // the folder's and the others named
		"summary: read under another preset than asked: 2 casual",
		"illegal move",
		"unreadable file",
		"no game",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("check says\n%s\nwithout %q", text, want)
		}
	}
	if strings.Contains(text, "notes.txt") || strings.Count(text, "Rxa1") != 1 {
		t.Errorf("check says\n%s", text)
	}
}

// TestRecordCheckFolderCountsSymlinks: a symbolic link by a record's name in a folder was skipped
// without being counted. A link to a record is read, one to something else (a folder, a missing
// file) is a failure named in the output; every one counts as a file.
func TestRecordCheckFolderCountsSymlinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(t.TempDir(), "game.pgn")
	if err := os.WriteFile(real, []byte("[Event \"x\"]\n\n1. e2e3 a10a9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, to := range map[string]string{"linked.pgn": real, "folder.gib": t.TempDir(), "gone.gib": filepath.Join(dir, "missing")} {
		if err := os.Symlink(to, filepath.Join(dir, name)); err != nil {
			t.Skip(err)
		}
	}
	var out bytes.Buffer
	err := recordCommand([]string{"check", dir}, &out, io.Discard)
	text := out.String()
	for _, want := range []string{
		filepath.Join(dir, "linked.pgn") + ": game 1:",
		filepath.Join(dir, "folder.gib") + ": a folder, not a regular file",
		filepath.Join(dir, "gone.gib") + ":",
		"summary: 3 files, 1 game ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("check says\n%s\nwithout %q", text, want)
		}
	}
	if err == nil {
		t.Error("check succeeded with two links that lead to no record")
	}
}
