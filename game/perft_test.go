package game

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

type perftCase struct {
	variant string
	fen     string
	depth   int
	nodes   uint64
}

// readPerftTable reads testdata/perft.tsv (Fairy-Stockfish's counts) and keeps the rows of the 9×10 games.
func readPerftTable(t testing.TB) []perftCase {
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.HasPrefix(line, "variant\t") || strings.TrimSpace(line) == "" {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 4 {
			t.Fatalf("bad perft row %q", line)
		}
		if !strings.HasPrefix(cols[0], "janggi") && cols[0] != "xiangqi" {
			continue
		}
		d, _ := strconv.Atoi(cols[2])
		n, _ := strconv.ParseUint(cols[3], 10, 64)
		out = append(out, perftCase{cols[0], cols[1], d, n})
	}
	return out
}

// TestPerftTable checks every Janggi and Xiangqi row of the reference table up to depth 5.
func TestPerftTable(t *testing.T) {
	for _, c := range readPerftTable(t) {
		if c.depth > 5 || (testing.Short() && c.nodes > 2_000_000) {
			continue
		}
		rules := MustPreset(c.variant)
		p, err := ParseFEN(rules, c.fen)
		if err != nil {
			t.Fatalf("%s %s: %v", c.variant, c.fen, err)
		}
		before := p.FEN()
		hash := p.Hash()
		if got := p.Perft(c.depth); got != c.nodes {
			t.Errorf("%s perft(%d) = %d, want %d\n%s", c.variant, c.depth, got, c.nodes, p.Diagram())
		}
		if p.FEN() != before || p.Hash() != hash {
			t.Errorf("%s: perft changed the position: %s", c.variant, p.FEN())
		}
	}
}
