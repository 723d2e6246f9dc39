package eval

import (
	"math/rand/v2"
	"testing"

	"janggi/ai/twelve/internal/book"
	"janggi/game/twelve"
	"janggi/game/twelve/twelvetest"
)

// TestEvaluationIsSymmetric checks that turning the board to the other side, or mirroring it,
// leaves the evaluation (from the side to move's view) unchanged, with the default weights and
// with random ones, so that no weight a tuning may set can break the symmetry.
func TestEvaluationIsSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	random := func() Weights {
		var w Weights
		for _, p := range []*[twelve.Lord + 1]int{&w.Board, &w.Hand, &w.Mobility} {
			for i := range p {
				p[i] = rng.IntN(400)
			}
		}
		for t := range w.Square {
			for r := range w.Square[t] {
				for f := range w.Square[t][r] {
					w.Square[t][r][f] = rng.IntN(100) - 50
				}
			}
		}
		w.ZoneAttacked, w.ZoneGuarded, w.DropThreat, w.CampThreat, w.Tempo = rng.IntN(50), rng.IntN(50), rng.IntN(50), rng.IntN(300), rng.IntN(30)
		return w
	}
	weights := []Weights{Default, random(), random()}
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		for range 300 {
			p := twelvetest.RandomGame(rng, v, rng.IntN(40))
			if p.Result().Over() {
				continue
			}
			st := book.StateOf(p)
			for _, other := range []book.State{st.Flip(), st.Mirror(), st.Flip().Mirror()} {
				q, err := other.Position(v)
				if err != nil {
					t.Fatal(err)
				}
				for i := range weights {
					if a, b := Evaluate(p, &weights[i]), Evaluate(q, &weights[i]); a != b {
						t.Fatalf("weights %d: %s evaluates %d, %s %d", i, p.FEN(), a, q.FEN(), b)
					}
				}
			}
		}
	}
}
