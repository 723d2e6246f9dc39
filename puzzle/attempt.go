package puzzle

import (
	"janggi/game"
)

// Attempt is a player working through one puzzle: the position reached, and what the next right
// move is.
type Attempt struct {
	P   *Puzzle
	Pos *game.Position // the position now; the solver is to move unless Solved
	// Played are the moves made so far, the solver's and the replies.
	Played []game.Move
	// onLine is true while every move made is the solution's own.
	onLine bool
	Solved bool
}

// Verdict is what Try says of a move.
type Verdict struct {
	Right  bool
	Reply  game.Move // the opponent's answer to a right move, NoMove when the puzzle is solved
	Solved bool
}

// NewAttempt starts p from its position.
func NewAttempt(p *Puzzle) *Attempt {
	return &Attempt{P: p, Pos: p.Position(), onLine: true}
}

// step returns the number of the solver's moves made so far.
func (a *Attempt) step() int { return (len(a.Played) + 1) / 2 }

// left returns the number of the solver's moves still to make.
func (a *Attempt) left() int { return a.P.Moves() - a.step() }

// Try judges the solver's move m. A right move is made, with the opponent's reply when the
// puzzle goes on; a wrong one changes nothing.
//
// In a mate the first move must be the solution's (the only one that mates in time: the
// generator keeps no other); from the second on, any move that still mates in the moves left
// is right, and off the solution's line the opponent answers with the reply that holds out
// longest. In the other themes only the solution's moves are right.
func (a *Attempt) Try(m game.Move) Verdict {
	if a.Solved || !a.Pos.IsLegal(m) {
		return Verdict{}
	}
	k := len(a.Played)
	right := a.onLine && m == a.P.Line[k]
	if !right && a.P.Theme.MateIn() > 0 && k > 0 {
		a.Pos.Make(m)
		ok, err := MatedIn(a.Pos, a.left()-1, DefaultBudget)
		a.Pos.Unmake()
		right = ok && err == nil
	}
	if !right {
		return Verdict{}
	}
	if m != a.P.Line[k] || !a.onLine {
		a.onLine = false
	}
	a.Pos.Make(m)
	a.Played = append(a.Played, m)
	if a.left() == 0 || a.Pos.Result().Over() {
		a.Solved = true
		return Verdict{Right: true, Solved: true}
	}
	reply := game.NoMove
	if a.onLine {
		reply = a.P.Line[k+1]
	} else {
		r, _, err := LongestDefence(a.Pos, a.left(), DefaultBudget)
		if err != nil || r == game.NoMove {
			a.Solved = true // cannot happen for a move proven to mate; end as solved rather than hang
			return Verdict{Right: true, Solved: true}
		}
		reply = r
	}
	a.Pos.Make(reply)
	a.Played = append(a.Played, reply)
	return Verdict{Right: true, Reply: reply}
}

// Next returns a right move for the solver now (the hint, and the solution shown): the
// solution's while on its line, else one that mates in the moves left.
func (a *Attempt) Next() game.Move {
	if a.Solved {
		return game.NoMove
	}
	if a.onLine {
		return a.P.Line[len(a.Played)]
	}
	ms, err := MatingMoves(a.Pos, a.left(), DefaultBudget)
	if err != nil || len(ms) == 0 {
		return game.NoMove
	}
	return ms[0]
}
