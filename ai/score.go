package ai

import "fmt"

// Score is a search result in centipawns from the side to move's view, or a win or loss in a
// known number of plies: a checkmate, or an ending the preset decides by counting points.
type Score int

// Score bounds. A won ending n plies away scores Mate-n; a lost one -(Mate-n).
const (
	Mate     Score = 32000
	Infinite Score = 32001
	// MateBound is the smallest score that means a forced win (ends within maxPly plies).
	MateBound Score = Mate - maxPly
	// noScore marks an entry without a score; it is outside every window.
	noScore Score = -32500
)

// winIn returns the score of a win ply plies from the root.
func winIn(ply int) Score { return Mate - Score(ply) }

// lossIn returns the score of a loss ply plies from the root.
func lossIn(ply int) Score { return -Mate + Score(ply) }

// IsMate reports whether the score is a forced win or loss rather than an evaluation.
func (s Score) IsMate() bool { return s >= MateBound || s <= -MateBound }

// MateIn returns the number of moves (not plies) to the end of a won (positive) or lost (negative)
// game, as UCI's "score mate" wants it. It is 0 for other scores.
func (s Score) MateIn() int {
	switch {
	case s >= MateBound:
		return int(Mate-s+1) / 2
	case s <= -MateBound:
		return -int(Mate+s) / 2
	}
	return 0
}

// String writes the score as UCI does: "cp 35" or "mate -3".
func (s Score) String() string {
	if s.IsMate() {
		return fmt.Sprintf("mate %d", s.MateIn())
	}
	return fmt.Sprintf("cp %d", int(s))
}

// toTT and fromTT store win and loss scores relative to the node rather than the root, so that an
// entry found at another ply gives the right distance to the end.
func toTT(s Score, ply int) Score {
	switch {
	case s >= MateBound:
		return s + Score(ply)
	case s <= -MateBound:
		return s - Score(ply)
	}
	return s
}

func fromTT(s Score, ply int) Score {
	switch {
	case s == noScore:
		return s
	case s >= MateBound:
		return s - Score(ply)
	case s <= -MateBound:
		return s + Score(ply)
	}
	return s
}

// MateScore returns the score of a forced ending n moves away as UCI's "score mate n" gives it:
// a win when n > 0, a loss when n <= 0.
func MateScore(n int) Score {
	if n > 0 {
		return Mate - Score(2*n-1)
	}
	return -Mate + Score(-2*n)
}
