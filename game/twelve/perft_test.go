package twelve

import (
	"strconv"
	"testing"

	"janggi/internal/testenv"
)

// perftCase is one line of a perft table.
type perftCase struct {
	variant Variant
	fen     string
	depth   int
	nodes   uint64
}

// readPerftTable reads testdata/perft.tsv, Fairy-Stockfish's perft counts for dobutsu.
func readPerftTable(t testing.TB) []perftCase {
	t.Helper()
	var cases []perftCase
	for _, r := range testenv.PerftTable(t, "testdata/perft.tsv") {
		if r.Variant != "dobutsu" {
			t.Fatalf("testdata/perft.tsv: a %s row, want only dobutsu: %v", r.Variant, r)
		}
		cases = append(cases, perftCase{Dobutsu, r.FEN, r.Depth, r.Nodes})
	}
	return cases
}

// twelvePerft is our own Twelve Janggi table. Fairy-Stockfish has no such variant; the move sets it
// counts are the ones the differential test checks ply by ply against dobutsu (Fairy-Stockfish's set
// without the drops into the opponent's camp), and the game ends follow the documented camp rule.
var twelvePerft = []perftCase{
	{TwelveJanggi, startFEN, 1, 4},
	{TwelveJanggi, startFEN, 2, 17},
	{TwelveJanggi, startFEN, 3, 118},
	{TwelveJanggi, startFEN, 4, 898},
	{TwelveJanggi, startFEN, 5, 7166},
	{TwelveJanggi, startFEN, 6, 60233},
	{TwelveJanggi, startFEN, 7, 510008},
	{TwelveJanggi, startFEN, 8, 4335684},
	{TwelveJanggi, "g1e/1cL/lC1/E1G[] w - - 4 3", 4, 1824},
	// Both hands full: drops dominate the tree.
	{TwelveJanggi, "1l1/3/3/1L1[GCEgce] w - - 0 1", 3, 15693},
	// A king that just walked into the camp: the opponent moves, then the game is over.
	{TwelveJanggi, "gLe/lc1/1C1/E1G[] b - - 0 1", 1, 5},
	{TwelveJanggi, "gLe/lc1/1C1/E1G[] b - - 0 1", 2, 0},
}

func TestPerftDobutsu(t *testing.T) {
	for _, c := range readPerftTable(t) {
		if c.depth > 8 {
			continue // BenchmarkPerftDobutsuDeep
		}
		checkPerft(t, c)
	}
}

func TestPerftTwelve(t *testing.T) {
	for _, c := range twelvePerft {
		checkPerft(t, c)
	}
}

func checkPerft(t *testing.T, c perftCase) {
	t.Helper()
	p, err := ParseFEN(c.variant, c.fen)
	if err != nil {
		t.Fatal(err)
	}
	before, hash := p.FEN(), p.Hash()
	got := p.Perft(c.depth)
	if got != c.nodes {
		t.Errorf("%s perft(%d) = %d, want %d\n%s", c.variant, c.depth, got, c.nodes, p.Diagram())
	}
	if p.FEN() != before || p.Hash() != hash || p.HistoryLen() != 0 {
		t.Errorf("perft changed the position: %s -> %s", before, p.FEN())
	}
}

// BenchmarkPerftDobutsuDeep checks the depth 9 and 10 rows of the reference table; one iteration
// takes seconds, so run it on its own: go test -run NONE -bench PerftDobutsuDeep -benchtime 1x.
func BenchmarkPerftDobutsuDeep(b *testing.B) {
	for _, c := range readPerftTable(b) {
		if c.depth < 9 {
			continue
		}
		b.Run("depth"+strconv.Itoa(c.depth), func(b *testing.B) {
			p, err := ParseFEN(c.variant, c.fen)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if got := p.Perft(c.depth); got != c.nodes {
					b.Fatalf("perft(%d) = %d, want %d", c.depth, got, c.nodes)
				}
			}
			b.ReportMetric(float64(c.nodes)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// BenchmarkPerft measures move generation with make/unmake: perft 7 from the start position,
// reported as leaves and as visited (made) positions per second.
func BenchmarkPerft(b *testing.B) {
	for _, v := range []Variant{Dobutsu, TwelveJanggi} {
		b.Run(v.String(), func(b *testing.B) {
			p := NewPosition(v)
			var leaves uint64
			for b.Loop() {
				leaves = p.Perft(7)
			}
			var made uint64
			for d := 1; d <= 6; d++ {
				made += p.Perft(d)
			}
			s := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(leaves)/s, "leaves/s")
			b.ReportMetric(float64(made)/s, "makes/s")
		})
	}
}

// BenchmarkMakeUnmake measures one Make and Unmake with move generation at every node (no bulk counting).
func BenchmarkMakeUnmake(b *testing.B) {
	p := NewPosition(Dobutsu)
	var walk func(d int) uint64
	bufs := make([][MaxMoves]Move, 6)
	walk = func(d int) uint64 {
		if d == 0 {
			return 1
		}
		var n uint64
		for _, m := range p.LegalMoves(bufs[d][:0]) {
			p.Make(m)
			n += walk(d - 1)
			p.Unmake()
		}
		return n
	}
	var nodes uint64
	for b.Loop() {
		nodes = walk(5)
	}
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
