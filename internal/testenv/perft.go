package testenv

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// PerftRow is one row of a perft table: the variant (Fairy-Stockfish's UCI_Variant name), the
// position, the depth and the number of leaves at that depth.
type PerftRow struct {
	Variant string
	FEN     string
	Depth   int
	Nodes   uint64
}

// PerftTable reads the perft table at path: a row a line, variant<TAB>fen<TAB>depth<TAB>nodes,
// with empty lines, # comments and a header row (variant fen depth nodes) skipped. It fails the
// test on a file it cannot read or a line that is no such row, naming the line.
func PerftTable(t testing.TB, path string) []PerftRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []PerftRow
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "variant\t") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 4 {
			t.Fatalf("%s:%d: want variant<TAB>fen<TAB>depth<TAB>nodes, got %q", path, line, text)
		}
		depth, err1 := strconv.Atoi(cols[2])
		nodes, err2 := strconv.ParseUint(cols[3], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad numbers in %q", path, line, text)
		}
		rows = append(rows, PerftRow{cols[0], cols[1], depth, nodes})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}
