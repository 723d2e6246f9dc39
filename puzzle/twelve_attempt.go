package puzzle

import (
	"janggi/game"
	"janggi/game/twelve"
)

// Game returns the game of the puzzle as the progress file names it: Twelve.
func (p *TwelvePuzzle) Game() string { return Twelve }

// Solver returns the side the player plays.
func (p *TwelvePuzzle) Solver() game.Color { return p.Position().SideToMove() }

// Moves returns the number of the solver's moves in the line.
func (p *TwelvePuzzle) Moves() int { return (len(p.Line) + 1) / 2 }

// TwelveAttempt is a player working through one Twelve Janggi puzzle, as Attempt is for the
// others: the position reached, and what the next right move is.
type TwelveAttempt struct {
	P   *TwelvePuzzle
	Pos *twelve.Position // the position now; the solver is to move unless Solved
	// Played are the moves made so far, the solver's and the replies.
	Played []twelve.Move
	onLine bool // every move made is the solution's own
	Solved bool
}

// TwelveVerdict is what TwelveAttempt.Try says of a move.
type TwelveVerdict struct {
	Right bool
	// Reply is the opponent's answer to a right move, NoMove when the solver's move ended the
	// game. A solved puzzle can have one: after the solver's king steps into the other camp to
	// stay, the game is won only once the opponent has moved (any move: none saves it).
	Reply  twelve.Move
	Solved bool
}

// NewTwelveAttempt starts p from its position.
func NewTwelveAttempt(p *TwelvePuzzle) *TwelveAttempt {
	return &TwelveAttempt{P: p, Pos: p.Position(), onLine: true}
}

// step returns the number of the solver's moves made so far.
func (a *TwelveAttempt) step() int { return (len(a.Played) + 1) / 2 }

// left returns the number of the solver's moves still to make.
func (a *TwelveAttempt) left() int { return a.P.Moves() - a.step() }

// Try judges the solver's move m, as VerifyTwelve judges the puzzle. A right move is made, with
// the opponent's reply when there is one; a wrong one changes nothing.
//
// The first move must be the solution's: VerifyTwelve proves it the only one that wins in the
// theme's moves (a move that wins later is wrong). From the second on, any move that still wins
// in the moves left is right, by the same exact search, and off the solution's line the opponent
// answers with the reply that holds out longest. When the solver's move leaves every reply lost
// at once (its king in the other camp to stay), the opponent's reply is played and the puzzle is
// solved with it.
func (a *TwelveAttempt) Try(m twelve.Move) TwelveVerdict {
	if a.Solved || !a.Pos.IsLegal(m) {
		return TwelveVerdict{}
	}
	k := len(a.Played)
	right := a.onLine && m == a.P.Line[k]
	if !right && k > 0 {
		a.Pos.Make(m)
		ok, err := TwelveLostIn(a.Pos, a.left()-1, DefaultBudget)
		a.Pos.Unmake()
		right = ok && err == nil
	}
	if !right {
		return TwelveVerdict{}
	}
	if m != a.P.Line[k] {
		a.onLine = false
	}
	a.Pos.Make(m)
	a.Played = append(a.Played, m)
	if a.Pos.Result().Over() {
		a.Solved = true
		return TwelveVerdict{Right: true, Solved: true}
	}
	if lost, err := TwelveLostIn(a.Pos, 0, DefaultBudget); a.left() == 0 || lost && err == nil {
		// every reply ends the game in the solver's favour: the first is played, to end it
		replies := a.Pos.LegalMoves(nil)
		a.Solved = true
		if len(replies) == 0 {
			return TwelveVerdict{Right: true, Solved: true}
		}
		a.Pos.Make(replies[0])
		a.Played = append(a.Played, replies[0])
		return TwelveVerdict{Right: true, Reply: replies[0], Solved: true}
	}
	reply := twelve.NoMove
	if a.onLine {
		reply = a.P.Line[k+1]
	} else {
		r, _, err := TwelveLongestDefence(a.Pos, a.left(), DefaultBudget)
		if err != nil || r == twelve.NoMove {
			a.Solved = true // cannot happen for a move proven to win; end as solved rather than hang
			return TwelveVerdict{Right: true, Solved: true}
		}
		reply = r
	}
	a.Pos.Make(reply)
	a.Played = append(a.Played, reply)
	return TwelveVerdict{Right: true, Reply: reply}
}

// Next returns a right move for the solver now (the hint, and the solution shown): the
// solution's while on its line, else one that wins in the moves left.
func (a *TwelveAttempt) Next() twelve.Move {
	if a.Solved {
		return twelve.NoMove
	}
	if a.onLine {
		return a.P.Line[len(a.Played)]
	}
	ms, err := TwelveWinningMoves(a.Pos, a.left(), DefaultBudget)
	if err != nil || len(ms) == 0 {
		return twelve.NoMove
	}
	return ms[0]
}
