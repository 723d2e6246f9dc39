package record

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"janggi/game"
	"janggi/game/port"
)

// largestPGN is a PGN file as large as the readers take (MaxFileSize): one random game of casual
// rules of 400 moves (no counting ends it early), with a comment and a glyph now and then, written
// again and again; and the moves of the whole file.
var largestPGN = sync.OnceValues(func() ([]byte, int) {
	rng := rand.New(rand.NewPCG(5, 12))
	rec := FromGame(port.GameOf(randomGame(rng, game.MustPreset("casual"), 400)))
	for i := 0; i < len(rec.Moves); i += 7 {
		rec.addNote(i, 2, "a comment")
	}
	var one strings.Builder
	if err := Write(&one, PGN, rec, Options{}); err != nil {
		panic(err)
	}
	n := MaxFileSize / (one.Len() + 1)
	return []byte(strings.Repeat(one.String()+"\n", n)), n * len(rec.Moves)
})

// readWorkBound is the most the readers may allocate for each move they read, in bytes. Reading
// the file above takes a few hundred bytes a move (the position's history, the moves' text, the
// notation's regular expressions); anything built afresh for every move (a string replacer, say)
// blows the bound, and would cost gigabytes on the window's largest file.
const readWorkBound = 1024

// TestTheLargestFileReadsInBoundedWork reads a PGN file of MaxFileSize bytes and bounds what the
// reader allocates by the moves it holds: a file the window may open must not churn through
// gigabytes.
func TestTheLargestFileReadsInBoundedWork(t *testing.T) {
	if testing.Short() {
		t.Skip("reads a 4 MB file of 600,000 moves")
	}
	data, moves := largestPGN()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	recs, err := Read(data, PGN, Options{})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	for _, r := range recs {
		read += len(r.Moves)
	}
	if read != moves {
		t.Fatalf("read %d moves, want %d", read, moves)
	}
	perMove := float64(after.TotalAlloc-before.TotalAlloc) / float64(moves)
	t.Logf("%d games, %d moves, %d bytes: %.0f MB allocated, %.0f bytes a move", len(recs), moves, len(data), float64(after.TotalAlloc-before.TotalAlloc)/(1<<20), perMove)
	if perMove > readWorkBound {
		t.Errorf("reading the file allocated %.0f bytes a move, want at most %d", perMove, readWorkBound)
	}
}

// BenchmarkReadLargestPGN reads the file above: what opening the largest record file costs.
func BenchmarkReadLargestPGN(b *testing.B) {
	data, moves := largestPGN()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(data, PGN, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkReadFirstLargestPGN opens the file above as the window does: its first game read, the
// others counted (ReadFirst).
func BenchmarkReadFirstLargestPGN(b *testing.B) {
	data, _ := largestPGN()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ReadFirst(data, PGN, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
