package main

import (
	"context"
	"janggi/ai/twelve/internal/book"
	"testing"

	"janggi/ai/twelve"
	rules "janggi/game/twelve"
)

// TestSolveAgreesWithSearch solves small games (few pieces, all positions reachable from a
// handful of pieces) and checks one position in 17 against the engine's exact search: a win or loss in
// n plies is found at depth n with that score, and a draw shows no forced result within 7 plies.
func TestSolveAgreesWithSearch(t *testing.T) {
	for _, c := range []struct {
		v   rules.Variant
		fen string
	}{
		{rules.TwelveJanggi, "1l1/3/3/1L1[Gg] w"},
		{rules.Dobutsu, "1l1/3/3/1L1[Ee] w"},
		{rules.TwelveJanggi, "1l1/1c1/1C1/1L1[] w"},
	} {
		p, err := rules.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		d := newDB(c.v, 16)
		stats, err := d.solve(book.StateOf(p), nil)
		if err != nil {
			t.Fatal(err)
		}
		draws := stats.positions - stats.won - stats.lost
		if stats.won == 0 || stats.lost == 0 || draws == 0 {
			t.Errorf("%v %s: %+v: want wins, losses and draws to check", c.v, c.fen, stats)
		}
		e := twelve.NewEngine(16)
		for i, k := range d.keys {
			if k == 0 || i%17 != 0 {
				continue
			}
			st := book.FromKey(k)
			q, err := st.Position(c.v)
			if err != nil {
				t.Fatal(err)
			}
			status, plies, _ := d.lookup(st)
			depth := 7
			if status != unknown {
				depth = plies
			}
			e.NewGame() // the table of one search must not carry repetition draws into the next
			r, err := e.Search(context.Background(), q, twelve.Limits{Depth: depth, Exact: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			switch status {
			case won:
				want = twelve.Mate - plies
			case lost:
				want = -twelve.Mate + plies
			}
			if r.Score != want {
				t.Fatalf("%v %s: solved %s, search at depth %d %s", c.v, st.FEN(), twelve.FormatScore(want), depth, twelve.FormatScore(r.Score))
			}
		}
		t.Logf("%v %s: %d positions, %d won, %d lost, %d drawn, longest win %d plies", c.v, c.fen, stats.positions, stats.won, stats.lost, draws, stats.longest)
	}
}
