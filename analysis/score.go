package analysis

import (
	"fmt"
	"math"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// Kind says what a Score is.
type Kind uint8

// The kinds of score.
const (
	// Eval is the engine's evaluation, in centipawns (CP).
	Eval Kind = iota
	// ChoWins is a forced win for Cho, Plies plies from the position (0: the game is over).
	ChoWins
	// HanWins is a forced win for Han.
	HanWins
	// Drawn is a draw known for certain: the game ended drawn, or (Twelve Janggi) the solved
	// value of the position is a draw.
	Drawn
)

// Score is the value of a position from Cho's view: an evaluation, or a known result.
type Score struct {
	Kind  Kind
	CP    int // centipawns from Cho's view, when Kind is Eval
	Plies int // plies to the end, when Kind is ChoWins or HanWins
}

// String writes the score for people and logs from Cho's view: "+0.35", "-2.10", "Cho wins in
// 5 plies", "Han wins", "draw".
func (s Score) String() string {
	switch s.Kind {
	case ChoWins, HanWins:
		who := "Cho"
		if s.Kind == HanWins {
			who = "Han"
		}
		if s.Plies == 0 {
			return who + " wins"
		}
		return fmt.Sprintf("%s wins in %d plies", who, s.Plies)
	case Drawn:
		return "draw"
	}
	return fmt.Sprintf("%+.2f", float64(s.CP)/100)
}

// For returns the score from side c's view as a signed number for graphs and sorting: centipawns,
// or ±(Mate - plies) for a win or loss, 0 for a draw.
func (s Score) For(c game.Color) int {
	v := s.CP
	switch s.Kind {
	case ChoWins:
		v = Mate - s.Plies
	case HanWins:
		v = -(Mate - s.Plies)
	case Drawn:
		v = 0
	}
	if c == game.Han {
		return -v
	}
	return v
}

// Mate is the magnitude For gives a win on the board (a win in n plies is Mate-n).
const Mate = 32000

// RecordEval returns the score as a record's [%eval] holds it (pawns, or a forced end in moves),
// and false for a game already over, which has no evaluation to write.
func (s Score) RecordEval() (record.Eval, bool) {
	switch s.Kind {
	case ChoWins, HanWins:
		if s.Plies == 0 {
			return record.Eval{}, false
		}
		moves := (s.Plies + 1) / 2
		if s.Kind == HanWins {
			moves = -moves
		}
		return record.Eval{Mate: moves}, true
	case Drawn:
		return record.Eval{}, true
	}
	return record.Eval{Pawns: float64(s.CP) / 100}, true
}

// The win-probability mapping. An evaluation of x centipawns gives the side it favours an
// expected score (a win 1, a draw ½) of
//
//	W(x) = 1 / (1 + exp(-x / scale))
//
// the logistic curve chess sites use (lichess's is the same curve with scale 272 for chess's
// centipawns). The scales are chosen for this program's engines, whose units differ from chess's,
// so that a piece up weighs about what it does in chess: Janggi's weights put a soldier at some 220
// to 270 centipawns and a chariot at about 1300, so with scale 600 a soldier up is about 60% and a
// chariot up 90% (chess's pawn and rook up are 59% and 86% on lichess's curve; Xiangqi's weights,
// which value its pieces less, share the scale); Twelve Janggi's pieces are worth 100 to 400 on a
// board of twelve squares, where a general up decides most games, so its scale is 150 (a soldier
// up 66%, a general up 91%). A known result is 1, ½ or 0.
//
// games are what the analysis knows of each game, the one place it tells them apart: the scale of
// its evaluations, and whether its engine solves it (finds the forced result of most positions,
// so that a move that changes the result is counted: Twelve Janggi and Dobutsu).
var games = [...]struct {
	scale  float64
	solved bool
}{
	kind.Janggi: {600, false}, kind.Xiangqi: {600, false}, kind.Twelve: {150, true}, kind.Dobutsu: {150, true},
}

// Scale returns the logistic scale of game g's evaluations: 600 for Janggi and Xiangqi, 150 for
// Twelve Janggi and Dobutsu, Janggi's for no game.
func Scale(g kind.Game) float64 {
	if !g.Valid() {
		return games[kind.Janggi].scale
	}
	return games[g].scale
}

// Solved reports whether the engine of game g solves it: its searches find a forced result in
// most positions, so a report counts the moves that change the result (Summary.Changes).
func Solved(g kind.Game) bool { return g.Valid() && games[g].solved }

// WinChance returns side c's expected score (0 to 1) in a position of game g scored s.
func WinChance(g kind.Game, s Score, c game.Color) float64 {
	var cho float64
	switch s.Kind {
	case ChoWins:
		cho = 1
	case HanWins:
		cho = 0
	case Drawn:
		cho = 0.5
	default:
		cho = 1 / (1 + math.Exp(-float64(s.CP)/Scale(g)))
	}
	if c == game.Han {
		return 1 - cho
	}
	return cho
}

// Class is the verdict on one move, from the expected score it loses (see Classify).
type Class uint8

// The classes, best first.
const (
	Best Class = iota
	Good
	Inaccuracy
	Mistake
	Blunder
	ClassCount
)

var classNames = [ClassCount]string{"best", "good", "inaccuracy", "mistake", "blunder"}

// String returns the class's English name: "best", "good", "inaccuracy", "mistake", "blunder".
func (c Class) String() string {
	if c < ClassCount {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// NAG returns the PGN glyph of the class ($6 inaccuracy, $2 mistake, $4 blunder), or 0 for best
// and good moves, which get none.
func (c Class) NAG() int {
	switch c {
	case Inaccuracy:
		return record.NAGInaccuracy
	case Mistake:
		return record.NAGMistake
	case Blunder:
		return record.NAGBlunder
	}
	return 0
}

// The class thresholds on the expected score a move loses (chess.com's and lichess's bands, on
// the 0-1 scale of a game's points): less than 0.02 is best (so is the engine's own move, always),
// less than 0.05 good, then inaccuracy, from 0.10 a mistake and from 0.20 a blunder.
const (
	BestLoss       = 0.02
	GoodLoss       = 0.05
	InaccuracyLoss = 0.10
	MistakeLoss    = 0.20
)

// Classify returns the class of a move that loses loss of the mover's expected score; engineMove
// says the move is the one the engine chose, which is best whatever the scores say (they come
// from searches of two positions, whose depths differ by a ply).
func Classify(loss float64, engineMove bool) Class {
	switch {
	case engineMove || loss < BestLoss:
		return Best
	case loss < GoodLoss:
		return Good
	case loss < InaccuracyLoss:
		return Inaccuracy
	case loss < MistakeLoss:
		return Mistake
	}
	return Blunder
}

// MoveAccuracy returns a move's accuracy in percent from the expected score it loses: lichess's
// formula, 103.1668·exp(-0.04354·L) - 3.1669 with L the loss in percentage points, within 0..100.
// A side's accuracy is the mean over its moves.
func MoveAccuracy(loss float64) float64 {
	a := 103.1668*math.Exp(-0.04354*loss*100) - 3.1669
	return min(max(a, 0), 100)
}
