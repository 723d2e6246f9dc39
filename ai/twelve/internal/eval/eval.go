// Package eval is the static evaluation of the Twelve Janggi engine. Its parameters are a Weights
// value, so that cmd/twelvelab can tune them against the solved game; Default holds the tuned ones.
package eval

import (
	"janggi/ai/twelve/internal/geom"
	"janggi/game"
	"janggi/game/twelve"
)

// Weights are the evaluation's parameters, in hundredths of a soldier. The evaluation sums, for
// each side, the pieces on the board (value, square, mobility) and in hand, the safety of the
// squares around its king, and the threats it holds, and returns the difference.
type Weights struct {
	// Board and Hand are the values of each piece type on the board and in hand. A piece in hand
	// can be dropped almost anywhere, so it is usually worth more.
	Board, Hand [twelve.Lord + 1]int
	// Square adds, per piece type, a value by square: Square[t][r][f] for the piece's rank r
	// counted from its own back row and its file f counted from the nearer edge (0 edge, 1 centre),
	// so that the two sides and the mirror images score alike.
	Square [twelve.Lord + 1][twelve.Ranks][2]int
	// Mobility is per piece type and per square the piece can move to.
	Mobility [twelve.Lord + 1]int
	// ZoneAttacked and ZoneGuarded count the squares next to the king that the opponent attacks
	// and that the king's own side guards with other pieces than the king.
	ZoneAttacked, ZoneGuarded int
	// DropThreat counts the empty squares next to the opponent's king on which the side could
	// drop a piece from its hand.
	DropThreat int
	// CampThreat is for the side not to move whose king could enter the opponent's camp on an
	// unattacked square next turn (the side to move must answer; if it cannot, the search sees it).
	CampThreat int
	// Tempo is for the side to move.
	Tempo int
}

// Default are the weights the engine plays with.
var Default = Weights{
	Board: [twelve.Lord + 1]int{twelve.General: 340, twelve.Elephant: 300, twelve.Soldier: 100, twelve.Lord: 400},
	Hand:  [twelve.Lord + 1]int{twelve.General: 380, twelve.Elephant: 340, twelve.Soldier: 140},
	Square: [twelve.Lord + 1][twelve.Ranks][2]int{
		twelve.King:    {{0, 0}, {20, 20}, {45, 45}, {0, 0}},
		twelve.Soldier: {{0, 0}, {0, 0}, {35, 35}, {0, 0}},
	},
	Mobility:     [twelve.Lord + 1]int{twelve.General: 6, twelve.Elephant: 6, twelve.Soldier: 6, twelve.Lord: 6},
	ZoneAttacked: 18,
	ZoneGuarded:  6,
	CampThreat:   250,
	Tempo:        15,
}

// relativeRank returns how far square s is from side c's back row: 0 on it, 3 on the opponent's.
func relativeRank(c game.Color, s twelve.Square) int {
	if c == game.Cho {
		return s.Rank()
	}
	return twelve.Ranks - 1 - s.Rank()
}

// centre returns 1 for a square on the middle file, 0 on an edge file.
func centre(s twelve.Square) int { return s.File() & 1 }

// Evaluate returns the static score of p from the side to move's view. It is meant for positions
// whose game is not over and whose side to move cannot win at once (the search's shortcuts
// settle those).
func Evaluate(p *twelve.Position, w *Weights) int {
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
		score[c] += w.Square[t][relativeRank(c, s)][centre(s)]
		if t == twelve.King {
			kings[c] = s
			continue
		}
		guards[c] |= a
		score[c] += w.Board[t] + w.Mobility[t]*(a&^occ[c]).Count()
	}
	empty := ^(occ[0] | occ[1])
	var holds [2]bool // whether a side has a piece in hand
	for c := range game.Color(2) {
		for t := twelve.General; t <= twelve.Soldier; t++ {
			if n := p.Hand(c, t); n > 0 {
				score[c] += n * w.Hand[t]
				holds[c] = true
			}
		}
	}
	us := p.SideToMove()
	for c := range game.Color(2) {
		them := c ^ 1
		zone := geom.Attacks(c, twelve.King, kings[c])
		score[c] -= w.ZoneAttacked * (zone & att[them]).Count()
		score[c] += w.ZoneGuarded * (zone & guards[c]).Count()
		if holds[them] {
			score[them] += w.DropThreat * (zone & empty).Count()
		}
		if c != us {
			// The side to move wins at once when it can; the other side's safe camp entry is a
			// threat the side to move must answer now.
			if zone&geom.Rank(geom.BackRank(them))&^occ[c]&^att[them] != 0 {
				score[c] += w.CampThreat
			}
		}
	}
	return score[us] - score[us^1] + w.Tempo
}
