package ai

import (
	"testing"
)

// TestPalaceSafety checks the general's safe squares and the attacked points of its palace as the
// evaluation counts them, by giving each count a weight of its own and reading the difference.
func TestPalaceSafety(t *testing.T) {
	tests := []struct {
		name, fen  string
		hits, safe int // of Han's palace, Han's general; Cho's palace is not attacked
	}{
		// Chariots on the d and f files take six points; the general keeps e8 and e10.
		{"two files", "9/4k4/9/4p4/9/3R1R3/9/9/4K4/9 w - - 0 1", 6, 2},
		// One chariot on the d file: the general at e9 keeps the e and f points, five in all.
		{"one file", "9/4k4/9/4p4/9/3R5/9/9/4K4/9 w - - 0 1", 3, 3},
		// The general in the corner d10 can step to d9, e10 and e9 (the diagonal); a chariot on
		// the e file takes e8, e9 and e10, one on rank 9 d9, e9 and f9: nothing is safe.
		{"corner", "3k5/R8/9/p8/9/9/9/4R4/4K4/9 w - - 0 1", 5, 0},
	}
	for _, tc := range tests {
		eval := func(wt *weights) Score {
			w := newWorker(0)
			w.prepare(&search{tt: newTable(1)}, position(t, "casual", tc.fen), nil)
			w.weights = wt
			return w.evaluate()
		}
		base := *janggiWeights
		base.escape, base.palaceHits = [4][2]Score{}, [2]Score{}
		hits, escape := base, base
		hits.palaceHits = [2]Score{1, 1}
		escape.escape = [4][2]Score{{1000, 1000}, {100, 100}, {10, 10}, {1, 1}}
		want := [4]Score{1000, 100, 10, 1}[min(tc.safe, 3)]
		// Cho is to move: Han's terms count against it.
		if got := eval(&base) - eval(&hits); got != Score(tc.hits) {
			t.Errorf("%s: attacked points of Han's palace %d, want %d", tc.name, got, tc.hits)
		}
		if got := eval(&base) - eval(&escape); got != want {
			t.Errorf("%s: Han's general's safe-square weight %d, want %d (%d safe squares)", tc.name, got, want, tc.safe)
		}
	}
}
