package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCloneRecentJudgesAsClone plays random games under every preset, preferring quiet moves so
// that the plies since a capture run long, and checks at every ply that a CloneRecent copy gives
// the same result, legal moves and move-limit verdict as the position with its whole history.
func TestCloneRecentJudgesAsClone(t *testing.T) {
	for _, r := range Presets() {
		rng := rand.New(rand.NewPCG(51, 7))
		for range 12 {
			p := NewPosition(r, HEEH, HEEH)
			for ply := 0; ply < 400; ply++ {
				q := p.CloneRecent()
				if got, want := q.Result(), p.Result(); got != want {
					t.Fatalf("%s ply %d: CloneRecent's result %v, the position's %v", r.Name, ply, got, want)
				}
				if got, want := q.MoveLimitReached(), p.MoveLimitReached(); got != want {
					t.Fatalf("%s ply %d: move limit %v, want %v", r.Name, ply, got, want)
				}
				moves := p.LegalMoves(nil)
				if got := q.LegalMoves(nil); !slices.Equal(got, moves) {
					t.Fatalf("%s ply %d: legal moves %v, want %v", r.Name, ply, got, moves)
				}
				if len(moves) == 0 || p.Result().Over() {
					break
				}
				m := moves[rng.IntN(len(moves))]
				for try := 0; try < 8 && p.At(m.To()) != NoPiece; try++ {
					m = moves[rng.IntN(len(moves))]
				}
				// Going back where the side came from makes repetitions, back-and-forth and
				// perpetual checks, which look furthest back.
				if h := p.Moves(); len(h) >= 2 && rng.IntN(4) > 0 {
					if back := NewMove(h[len(h)-2].To(), h[len(h)-2].From()); slices.Contains(moves, back) {
						m = back
					}
				}
				p.Make(m)
			}
		}
	}
}
