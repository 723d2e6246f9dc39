package twelve

import "fmt"

// Scores are in hundredths of a soldier from the side to move's view. A game won n plies after the
// root scores Mate-n and a lost one -(Mate-n), so the search prefers the quickest win and the
// slowest loss, and a score says how far the end is.
const (
	// Mate is the score of a win on the board at the root itself.
	Mate = 32000
	// MateBound is the smallest magnitude that means a forced win or loss rather than an evaluation:
	// no evaluation reaches it, and no search is deeper than maxPly.
	MateBound = Mate - maxPly
	infinite  = Mate + 1
)

// maxPly bounds the depth of the search tree, quiescence included.
const maxPly = 128

// IsMate reports whether score is a forced win or loss rather than an evaluation.
func IsMate(score int) bool { return score >= MateBound || score <= -MateBound }

// MatePlies returns the number of plies to the end of the game a win or loss score announces:
// positive when the side to move wins, negative when it loses, 0 for other scores.
func MatePlies(score int) int {
	switch {
	case score >= MateBound:
		return Mate - score
	case score <= -MateBound:
		return -(Mate + score)
	}
	return 0
}

// FormatScore writes a score for people and logs: "+1.25", "-0.40", "win in 5", "loss in 4".
func FormatScore(score int) string {
	switch n := MatePlies(score); {
	case n > 0:
		return fmt.Sprintf("win in %d", n)
	case n < 0:
		return fmt.Sprintf("loss in %d", -n)
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

func winIn(ply int) int  { return Mate - ply }
func lossIn(ply int) int { return -Mate + ply }

// toTT and fromTT store win and loss scores relative to the node rather than the root, so that an
// entry found at another ply gives the right distance to the end.
func toTT(score, ply int) int {
	switch {
	case score >= MateBound:
		return score + ply
	case score <= -MateBound:
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	switch {
	case score >= MateBound:
		return score - ply
	case score <= -MateBound:
		return score + ply
	}
	return score
}
