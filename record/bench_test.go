package record

import (
	"bytes"
	"math/rand/v2"
	"sync"
	"testing"

	"janggi/game"
	"janggi/game/port"
)

// benchCorpus is a collection of .gib files like a club's archive: random legal games of 60 to
// 200 moves (real games run 80 to 200), one a file, written as Korean programs write them.
var benchCorpus = sync.OnceValue(func() [][]byte {
	rng := rand.New(rand.NewPCG(7, 7))
	var files [][]byte
	for range 300 {
		g := randomGame(rng, game.Standard(), 60+rng.IntN(140))
		var buf bytes.Buffer
		if err := WriteGIB(&buf, FromGame(port.GameOf(g)), CP949); err != nil {
			panic(err)
		}
		files = append(files, buf.Bytes())
	}
	return files
})

// BenchmarkReadGIB reads .gib files one after the other on one goroutine and reports games and
// moves a second: what "janggi record check" does with a folder of records, per core.
func BenchmarkReadGIB(b *testing.B) {
	files := benchCorpus()
	moves := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		recs, err := ReadGIB(files[i%len(files)], nil)
		if err != nil {
			b.Fatal(err)
		}
		moves += len(recs[0].Moves)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
