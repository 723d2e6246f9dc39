package port

import (
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/internal/testenv"
)

// perft counts the leaves of the legal move tree below p through the port alone.
func perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	moves := p.LegalMoves(make([]Move, 0, MaxMoves))
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += perft(p, depth-1)
		p.Unmake()
	}
	return n
}

// corePerft is the perft of the rules core behind p, by the core's own Perft.
func corePerft(t *testing.T, p Position, depth int) uint64 {
	if c, ok := Core[*game.Position](p); ok {
		return c.Perft(depth)
	}
	if c, ok := Core[*twelve.Position](p); ok {
		return c.Perft(depth)
	}
	t.Fatalf("%s: no core behind the position", p.FEN())
	return 0
}

// TestPerftThroughThePort walks the reference positions of both cores (Fairy-Stockfish's counts
// for Janggi under its presets, Xiangqi and Dobutsu; positions of Twelve Janggi, which
// Fairy-Stockfish lacks) through the port and wants the counts of the table and of the core's own
// perft, and the position as it was after the walk.
func TestPerftThroughThePort(t *testing.T) {
	limit := uint64(1_100_000)
	if testing.Short() {
		limit = 100_000
	}
	type row struct {
		rules Rules
		fen   string
		depth int
		nodes uint64 // 0: the core's count is the reference
	}
	var rows []row
	for _, path := range []string{"../testdata/perft.tsv", "../twelve/testdata/perft.tsv"} {
		for _, r := range testenv.PerftTable(t, path) {
			rules, err := Lookup(r.Variant)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			rows = append(rows, row{rules, r.FEN, r.Depth, r.Nodes})
		}
	}
	tw := MustFor(kind.Twelve, nil)
	rows = append(rows, row{tw, tw.StartFEN(), 6, 60233}, row{tw, "1l1/3/3/1L1[GCEgce] w - - 0 1", 3, 15693},
		row{tw, "gLe/lc1/1C1/E1G[] b - - 0 1", 2, 0}, row{tw, "g1e/1cL/lC1/E1G[] w - - 4 3", 4, 1824})
	games := map[kind.Game]int{}
	for _, r := range rows {
		if r.nodes > limit {
			continue
		}
		p, err := r.rules.ParseFEN(r.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", r.rules.Game(), r.fen, err)
		}
		before, hash := p.FEN(), p.Hash()
		got := perft(p, r.depth)
		if want := corePerft(t, p, r.depth); got != want || got != r.nodes {
			t.Errorf("%s %s: perft(%d) through the port = %d, the core's %d, the table's %d", r.rules.Game(), r.fen, r.depth, got, want, r.nodes)
		}
		if p.FEN() != before || p.Hash() != hash || p.Ply() != 0 {
			t.Errorf("%s: the walk changed the position to %s", before, p.FEN())
		}
		games[r.rules.Game()]++
	}
	for g := kind.Game(0); g.Valid(); g++ {
		if games[g] == 0 {
			t.Errorf("no reference position of %s walked", g)
		}
	}
}

// BenchmarkPerftThroughThePort measures what the port costs a walk of the move tree, in nodes a
// second to compare with package game's BenchmarkPerft5Start on the same position.
func BenchmarkPerftThroughThePort(b *testing.B) {
	p, err := MustFor(kind.Janggi, nil).ParseFEN(game.DefaultFEN)
	if err != nil {
		b.Fatal(err)
	}
	var n uint64
	for b.Loop() {
		n += perft(p, 4)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
}
