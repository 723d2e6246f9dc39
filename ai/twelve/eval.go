package twelve

import (
	"janggi/ai/twelve/internal/geom"
	"janggi/game"
	"janggi/game/twelve"
)

// The evaluation is a sum of terms from the side to move's view. The search is deep for so small a
// board (depth 15 or more in a second), so the terms only steer it where it cannot see the end:
// material (pieces in hand count more than on the board, since a drop goes anywhere), mobility,
// the safety of the squares around each king, kings and soldiers advancing, and a threat to win by
// the camp rule on the next move.

// relativeRank returns how far square s is from side c's back row: 0 on it, 3 on the opponent's.
func relativeRank(c game.Color, s twelve.Square) int {
	if c == game.Cho {
		return s.Rank()
	}
	return twelve.Ranks - 1 - s.Rank()
}

// Piece values on the board and in hand. A lord is worth more than a soldier on the board, but
// when captured it goes to the captor's hand as a soldier, so winning one gains less than its value.
var (
	boardValue = [6]int{twelve.General: 340, twelve.Elephant: 300, twelve.Soldier: 100, twelve.Lord: 400}
	handValue  = [6]int{twelve.General: 380, twelve.Elephant: 340, twelve.Soldier: 140}
)

// Weights of the positional terms.
const (
	mobilityWeight   = 6   // per square a piece (not the king) can move to
	kingZoneAttacked = 18  // per square next to the king the opponent attacks
	kingZoneGuarded  = 6   // per square next to the king its own side guards, the king excluded
	campThreat       = 250 // the side not to move can enter the opponent's camp safely next turn
	tempo            = 15  // the side to move chooses first
)

// kingAdvance and soldierAdvance are bonuses by rank from the piece's own back row.
var (
	kingAdvance    = [twelve.Ranks]int{0, 20, 45, 0}
	soldierAdvance = [twelve.Ranks]int{0, 0, 35, 0}
)

// evaluate returns the static score of p from the side to move's view. It is only called on
// positions whose game is not over and whose side to move cannot win at once (see terminal).
func evaluate(p *twelve.Position) int {
	var (
		occ    [2]geom.Set
		att    [2]geom.Set // squares each side attacks
		guards [2]geom.Set // the same without the king's attacks
		score  [2]int
		kings  [2]twelve.Square
	)
	for s := range twelve.Square(twelve.SquareCount) {
		if pc := p.PieceAt(s); pc != twelve.NoPiece {
			occ[pc.Color()] |= geom.Bit(s)
		}
	}
	for s := range twelve.Square(twelve.SquareCount) {
		pc := p.PieceAt(s)
		if pc == twelve.NoPiece {
			continue
		}
		c, t := pc.Color(), pc.Type()
		a := geom.Attacks(c, t, s)
		att[c] |= a
		switch t {
		case twelve.King:
			kings[c] = s
			score[c] += kingAdvance[relativeRank(c, s)]
			continue
		case twelve.Soldier:
			score[c] += soldierAdvance[relativeRank(c, s)]
		}
		guards[c] |= a
		score[c] += boardValue[t] + mobilityWeight*(a&^occ[c]).Count()
	}
	for c := range game.Color(2) {
		for t := twelve.General; t <= twelve.Soldier; t++ {
			score[c] += p.Hand(c, t) * handValue[t]
		}
	}
	us := p.SideToMove()
	for c := range game.Color(2) {
		them := c ^ 1
		zone := geom.Attacks(c, twelve.King, kings[c])
		score[c] -= kingZoneAttacked * (zone & att[them]).Count()
		score[c] += kingZoneGuarded * (zone & guards[c]).Count()
		if c != us {
			// The side to move wins at once when it can; the other side's safe camp entry is a
			// threat the side to move must answer now.
			entries := zone & geom.Rank(geom.BackRank(them)) &^ occ[c] &^ att[them]
			if entries != 0 {
				score[c] += campThreat
			}
		}
	}
	return score[us] - score[us^1] + tempo
}
