package twelve

import (
	"testing"

	"janggi/game/twelve"
)

func TestTableStoresAndFinds(t *testing.T) {
	tt := newTable(1)
	m := twelve.NewDrop(twelve.General, twelve.B2)
	for _, c := range []struct{ score, depth, ply int }{
		{123, 5, 0}, {-456, 0, 3}, {winIn(7), 9, 4}, {lossIn(12), 30, 10},
	} {
		key := uint64(c.score)*0x9e3779b97f4a7c15 | 1
		tt.store(key, m, toTT(c.score, c.ply), c.depth, boundLower)
		e, ok := tt.probe(key)
		if !ok || e.move != m || fromTT(e.score, c.ply) != c.score || e.depth != c.depth || e.bound != boundLower {
			t.Errorf("stored %+v, found %+v (ok %v)", c, e, ok)
		}
		if _, ok := tt.probe(key ^ 1<<40); ok {
			t.Errorf("found an entry for a key never stored")
		}
	}
}

// TestTableScoresMoveWithDistance checks that a win stored at one ply reads back at another as
// the same number of plies from the position itself.
func TestTableScoresMoveWithDistance(t *testing.T) {
	stored := toTT(winIn(9), 4) // a win 5 plies after the position, stored at ply 4
	if got := fromTT(stored, 2); got != winIn(7) {
		t.Errorf("read at ply 2: %s, want %s", FormatScore(got), FormatScore(winIn(7)))
	}
}

// TestTableKeepsDeepEntries checks replacement: filling one bucket past its size evicts the
// shallowest entry, never the deepest.
func TestTableKeepsDeepEntries(t *testing.T) {
	tt := newTable(0) // one bucket: every key lands in it
	depths := []int{9, 2, 7, 5, 3}
	for i, d := range depths {
		tt.store(uint64(i+1), twelve.NoMove, 0, d, boundExact)
	}
	if _, ok := tt.probe(1); !ok {
		t.Error("the deepest entry was evicted")
	}
	if _, ok := tt.probe(2); ok {
		t.Error("the shallowest entry survived a full bucket")
	}
	if _, ok := tt.probe(5); !ok {
		t.Error("the newest entry was not stored")
	}
}

func TestScoreText(t *testing.T) {
	for _, c := range []struct {
		score int
		plies int
		text  string
	}{
		{winIn(3), 3, "win in 3"}, {lossIn(4), -4, "loss in 4"}, {125, 0, "+1.25"}, {-40, 0, "-0.40"}, {0, 0, "+0.00"},
	} {
		if got := MatePlies(c.score); got != c.plies {
			t.Errorf("MatePlies(%d) = %d, want %d", c.score, got, c.plies)
		}
		if got := FormatScore(c.score); got != c.text {
			t.Errorf("FormatScore(%d) = %q, want %q", c.score, got, c.text)
		}
	}
}
