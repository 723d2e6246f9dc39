package game

import (
	"strings"
	"testing"

	"janggi/internal/testenv"
)

// readPerftTable reads testdata/perft.tsv (Fairy-Stockfish's counts) and keeps the rows of the 9×10 games.
func readPerftTable(t testing.TB) []testenv.PerftRow {
	var out []testenv.PerftRow
	for _, r := range testenv.PerftTable(t, "testdata/perft.tsv") {
		if strings.HasPrefix(r.Variant, "janggi") || r.Variant == "xiangqi" {
			out = append(out, r)
		}
	}
	return out
}

// TestPerftTable checks every Janggi and Xiangqi row of the reference table up to depth 5.
func TestPerftTable(t *testing.T) {
	t.Parallel() // pure computation, and one of the package's two longest tests
	for _, c := range readPerftTable(t) {
		if c.Depth > 5 || (testing.Short() && c.Nodes > 2_000_000) {
			continue
		}
		rules := MustPreset(c.Variant)
		p, err := ParseFEN(rules, c.FEN)
		if err != nil {
			t.Fatalf("%s %s: %v", c.Variant, c.FEN, err)
		}
		before := p.FEN()
		hash := p.Hash()
		if got := p.Perft(c.Depth); got != c.Nodes {
			t.Errorf("%s perft(%d) = %d, want %d\n%s", c.Variant, c.Depth, got, c.Nodes, p.Diagram())
		}
		if p.FEN() != before || p.Hash() != hash {
			t.Errorf("%s: perft changed the position: %s", c.Variant, p.FEN())
		}
	}
}
