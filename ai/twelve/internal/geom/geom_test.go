package geom

import (
	"math/rand/v2"
	"testing"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/game/twelve/twelvetest"
)

// TestAttacksMatchTheRules checks the table against the rules package on positions from random
// games: a square is attacked by a side exactly when one of its pieces' attack sets holds it.
func TestAttacksMatchTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 1))
	for range 300 {
		p := twelvetest.RandomGame(rng, twelve.Variant(rng.IntN(2)), rng.IntN(40))
		var att [2]Set
		for s := range twelve.Square(twelve.SquareCount) {
			if pc := p.PieceAt(s); pc != twelve.NoPiece {
				att[pc.Color()] |= Attacks(pc.Color(), pc.Type(), s)
			}
		}
		for c := range game.Color(2) {
			for s := range twelve.Square(twelve.SquareCount) {
				if att[c].Has(s) != p.Attacked(s, c) {
					t.Fatalf("%s attacks %s: table says %v, rules %v\n%s", c, s, att[c].Has(s), p.Attacked(s, c), p.Diagram())
				}
			}
		}
	}
}

func TestSets(t *testing.T) {
	b := Bit(twelve.B2) | Bit(twelve.C4)
	if !b.Has(twelve.C4) || b.Has(twelve.A1) || b.Count() != 2 || b.First() != twelve.B2 {
		t.Errorf("set %012b: Has, Count or First wrong", b)
	}
	if Rank(3) != Bit(twelve.A4)|Bit(twelve.B4)|Bit(twelve.C4) || BackRank(game.Cho) != 0 || BackRank(game.Han) != 3 {
		t.Error("Rank or BackRank wrong")
	}
}
