// Package twelvetest holds what the tests of the Twelve Janggi packages share: positions reached
// by random games, to check a table, an evaluation or a key against the rules on.
package twelvetest

import (
	"math/rand/v2"

	"janggi/game/twelve"
)

// RandomGame returns the position after plies random legal moves of variant v from the start,
// drawn from rng; fewer when a position has no legal move.
func RandomGame(rng *rand.Rand, v twelve.Variant, plies int) *twelve.Position {
	p := twelve.NewPosition(v)
	for range plies {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		p.Make(moves[rng.IntN(len(moves))])
	}
	return p
}

// RandomPositions returns n positions of variant v whose games are not over, each the end of a
// RandomGame of 0 to 39 plies drawn from rng.
func RandomPositions(rng *rand.Rand, v twelve.Variant, n int) []*twelve.Position {
	var out []*twelve.Position
	for len(out) < n {
		if p := RandomGame(rng, v, rng.IntN(40)); !p.Result().Over() {
			out = append(out, p)
		}
	}
	return out
}
