package main

import (
	"fmt"
	"math"
)

// tally counts a match's results from the first player's (our engine's) view.
type tally struct{ wins, draws, losses int }

func (t *tally) add(points float64) {
	switch points {
	case 1:
		t.wins++
	case 0:
		t.losses++
	default:
		t.draws++
	}
}

func (t tally) games() int { return t.wins + t.draws + t.losses }

// elo returns the Elo difference the score implies and the half-width of its 95% confidence
// interval (normal approximation over the games' scores, as cutechess-cli and fishtest report it).
func (t tally) elo() (diff, margin float64) {
	n := float64(t.games())
	if n == 0 {
		return 0, 0
	}
	s := (float64(t.wins) + float64(t.draws)/2) / n
	variance := (float64(t.wins)*(1-s)*(1-s) + float64(t.draws)*(0.5-s)*(0.5-s) + float64(t.losses)*s*s) / n
	dev := 1.96 * math.Sqrt(variance/n)
	return eloOf(s), (eloOf(min(s+dev, 1)) - eloOf(max(s-dev, 0))) / 2
}

// eloOf converts an expected score to an Elo difference; a perfect or null score is infinite.
func eloOf(s float64) float64 { return -400 * math.Log10(1/s-1) }

func (t tally) String() string {
	d, m := t.elo()
	n := t.games()
	return fmt.Sprintf("+%d =%d -%d of %d, score %.1f%%, Elo %+.0f ± %.0f", t.wins, t.draws, t.losses, n,
		100*(float64(t.wins)+float64(t.draws)/2)/float64(max(n, 1)), d, m)
}
