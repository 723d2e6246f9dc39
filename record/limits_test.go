package record

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"janggi/record/recordtest"
)

// TestLongLinesReadWhole reads games whose moves are all on one line, up to the most a game may
// hold. (How fast is BenchmarkOneLine's business: reading is linear in the moves.)
func TestLongLinesReadWhole(t *testing.T) {
	sizes := []int{40_000, MaxMoves}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		recs, err := ReadGIB(recordtest.Shuffle(n), nil)
		if err != nil || len(recs) != 1 || len(recs[0].Moves) != n {
			t.Fatalf("%d moves on one line: %v", n, err)
		}
		if recs[0].Moves[n-1] != "g8h10" {
			t.Errorf("%d moves: the last is %s", n, recs[0].Moves[n-1])
		}
	}
}

// TestMovesLimit reads a game of MaxMoves moves whole and one of MaxMoves+1 up to the limit, with
// a message that says so.
func TestMovesLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 400,000 moves")
	}
	recs, err := ReadGIB(recordtest.Shuffle(MaxMoves+1), nil)
	if err == nil || ProblemOf(err) != ProblemLimit || len(recs) != 1 || len(recs[0].Moves) != MaxMoves ||
		!strings.Contains(err.Error(), "move 200001") || !strings.Contains(err.Error(), "at most 200000 moves") {
		t.Fatalf("%d moves: %v", MaxMoves+1, err)
	}
	// PGN too.
	var b strings.Builder
	for i := range MaxMoves + 1 {
		b.WriteString([4]string{"Hc3 ", "Hc8 ", "Hb1 ", "Hb10 "}[i%4])
	}
	recs, err = ReadPGN([]byte(b.String()))
	if err == nil || ProblemOf(err) != ProblemLimit || len(recs) != 1 || len(recs[0].Moves) != MaxMoves {
		t.Fatalf("PGN of %d moves: %v", MaxMoves+1, err)
	}
	recs, err = ReadPGN([]byte(b.String()[:strings.LastIndex(strings.TrimSpace(b.String()), " ")]))
	if err != nil || len(recs[0].Moves) != MaxMoves {
		t.Fatalf("PGN of %d moves: %v", MaxMoves, err)
	}
}

// TestGamesLimit reads a file of MaxGames games whole and one of MaxGames+1 up to the limit.
func TestGamesLimit(t *testing.T) {
	game := "[대회명 \"x\"]\n1. 한수쉼\n"
	recs, err := ReadGIB([]byte(strings.Repeat(game, MaxGames)), nil)
	if err != nil || len(recs) != MaxGames {
		t.Fatalf("%d games: %d read, %v", MaxGames, len(recs), err)
	}
	recs, err = ReadGIB([]byte(strings.Repeat(game, MaxGames+1)), nil)
	if err == nil || ProblemOf(err) != ProblemLimit || len(recs) != MaxGames || !strings.Contains(err.Error(), "more than 10000 games") {
		t.Fatalf("%d games: %d read, %v", MaxGames+1, len(recs), err)
	}
	pgn := "[Event \"x\"]\n\n1. Hc3 *\n"
	if recs, err := ReadPGN([]byte(strings.Repeat(pgn, MaxGames))); err != nil || len(recs) != MaxGames {
		t.Fatalf("PGN of %d games: %d read, %v", MaxGames, len(recs), err)
	}
	recs, err = ReadPGN([]byte(strings.Repeat(pgn, MaxGames+1)))
	if err == nil || ProblemOf(err) != ProblemLimit || len(recs) != MaxGames {
		t.Fatalf("PGN of %d games: %d read, %v", MaxGames+1, len(recs), err)
	}
}

// TestFileSizeLimit reads a file of MaxFileSize bytes and refuses one a byte longer, by its size
// and, for a source whose size says nothing, by what it reads.
func TestFileSizeLimit(t *testing.T) {
	dir := t.TempDir()
	head := "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78\n"
	at := filepath.Join(dir, "at.gib")
	over := filepath.Join(dir, "over.gib")
	os.WriteFile(at, []byte(head+strings.Repeat(" ", MaxFileSize-len(head))), 0o644)
	os.WriteFile(over, []byte(head+strings.Repeat(" ", MaxFileSize-len(head)+1)), 0o644)
	if recs, err := ReadFile(at, Options{}); err != nil || len(recs[0].Moves) != 1 {
		t.Errorf("a file of %d bytes: %v", MaxFileSize, err)
	}
	_, err := ReadFile(over, Options{})
	if err == nil || ProblemOf(err) != ProblemLimit || !strings.Contains(err.Error(), over) || !strings.Contains(err.Error(), "at most 4 MB") {
		t.Errorf("a file of %d bytes: %v", MaxFileSize+1, err)
	}
	if _, err := ReadLimited(strings.NewReader(strings.Repeat("x", MaxFileSize+1)), "stdin"); err == nil || ProblemOf(err) != ProblemLimit {
		t.Errorf("a stream of %d bytes: %v", MaxFileSize+1, err)
	}
	if data, err := ReadLimited(strings.NewReader(strings.Repeat("x", MaxFileSize)), "stdin"); err != nil || len(data) != MaxFileSize {
		t.Errorf("a stream of %d bytes: %v", MaxFileSize, err)
	}
}

// BenchmarkOneLine reads games whose moves are all on one line: the time a move stays the same
// from 40,000 moves to 160,000 (it grew with the line's length before: 40,000 took 16 s).
func BenchmarkOneLine(b *testing.B) {
	for _, n := range []int{40_000, 160_000} {
		data := recordtest.Shuffle(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				if _, err := ReadGIB(data, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/move")
		})
	}
}

// TestHostileShapes reads files of one thing repeated to the limits: passes (every one after the
// second is played after the game ended), headers, braces, digits. Each reads, or stops with one
// message, without reading more than once per preset.
func TestHostileShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("reads files of megabytes")
	}
	recs, err := ReadGIB([]byte(strings.Repeat("한수쉼 ", MaxMoves)), nil)
	if err != nil || len(recs[0].Moves) != MaxMoves {
		t.Errorf("%d passes: %v", MaxMoves, err)
	}
	recs, err = ReadGIB([]byte(strings.Repeat("[a \"b\"]\n", 2*maxHeaders)+"1. 79졸78\n"), nil)
	if err != nil || len(recs) != 1 || len(recs[0].Tags) != maxHeaders || !strings.Contains(strings.Join(recs[0].Warnings, " "), "more than 1000 headers") {
		t.Errorf("%d headers: %v, %d kept", 2*maxHeaders, err, len(recs[0].Tags))
	}
	if _, err := ReadGIB([]byte(strings.Repeat("{", 1<<20)), nil); ProblemOf(err) != ProblemNoGame {
		t.Errorf("a megabyte of '{': %v", err)
	}
	_, err = ReadGIB([]byte(strings.Repeat("1", 1<<20)), nil)
	if err == nil || len(err.Error()) > 300 {
		t.Errorf("a megabyte of '1': %d bytes of message", len(err.Error()))
	}
}

// TestWriteFileReadsBack: WriteFile refuses, before writing anything, records whose text would be
// larger than the readers take, so that every file it writes reads back.
func TestWriteFileReadsBack(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 200,000 moves")
	}
	recs, err := ReadGIB(recordtest.Shuffle(MaxMoves), nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// Two copies of the longest game fit in a .pgn (1.5 MB each); three do not.
	for _, n := range []int{2, 3} {
		many := make([]*Record, n)
		for i := range many {
			many[i] = recs[0]
		}
		path := filepath.Join(dir, strconv.Itoa(n)+".pgn")
		err := WriteFile(path, many, Options{}, false)
		if n == 2 {
			if err != nil {
				t.Fatalf("%d games: %v", n, err)
			}
			if back, err := ReadFile(path, Options{}); err != nil || len(back) != n {
				t.Errorf("%d games written do not read back: %v", n, err)
			}
			continue
		}
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "at most 4 MB") {
			t.Errorf("%d games: %v, want ErrTooLarge", n, err)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%d games: a file was written: %v", n, err)
		}
	}
}
