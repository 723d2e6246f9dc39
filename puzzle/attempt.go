package puzzle

import "janggi/game/port"

// Attempt is a player working through one puzzle: the position reached, and what the next right
// move is. Every game's moves are judged by the exact search of mate.go.
type Attempt struct {
	Pos port.Position // the position now; the solver is to move unless Solved
	// Played are the moves made so far, the solver's and the replies.
	Played []port.Move
	Solved bool

	line   []port.Move // the solution: the solver's moves and the replies in turn
	moves  int         // the number of the solver's moves in line
	theme  Theme       // a mate theme (a win in Twelve Janggi) takes another move that wins in time
	onLine bool        // every move made is the solution's own
}

// Verdict is what Attempt.Try says of a move.
type Verdict struct {
	Right bool
	// Reply is the opponent's answer to a right move, NoMove when the solver's move ended the
	// puzzle. A solved Twelve Janggi puzzle can have one: after the solver's king steps into the
	// other camp to stay, the game is won only once the opponent has moved (any move: none saves
	// it).
	Reply  port.Move
	Solved bool
}

// NewAttempt starts puzzle p from its position.
func NewAttempt(p *Puzzle) *Attempt {
	return &Attempt{Pos: p.Position(), line: p.Line, moves: p.Moves(), theme: p.Theme, onLine: true}
}

// step returns the number of the solver's moves made so far.
func (a *Attempt) step() int { return (len(a.Played) + 1) / 2 }

// left returns the number of the solver's moves still to make.
func (a *Attempt) left() int { return a.moves - a.step() }

// search returns a new exact search of the position now.
func (a *Attempt) search() *search { return newSearch(a.Pos, DefaultBudget) }

// play makes m, a move of the solver's or a reply.
func (a *Attempt) play(m port.Move) {
	a.Pos.Make(m)
	a.Played = append(a.Played, m)
}

// Try judges the solver's move m. A right move is made, with the opponent's reply when there is
// one; a wrong one changes nothing.
//
// In a mate (and in every Twelve Janggi puzzle, a win in so many moves) the first move must be
// the solution's: it is the only one that wins in the theme's moves (the generator keeps no
// other; Verify proves it), so a move that wins later is wrong. From the second on, any
// move that still wins in the moves left is right, by the same exact search, and off the
// solution's line the opponent answers with the reply that holds out longest. In the other
// themes only the solution's moves are right.
//
// The solver's move can leave every reply lost at once (in Twelve Janggi its king in the other
// camp to stay; in Janggi the generals facing, where the only reply is the pass that accepts the
// bikjang, which the points decide): the opponent's first reply is then played and the puzzle is
// solved with it.
func (a *Attempt) Try(m port.Move) Verdict {
	if a.Solved || !a.Pos.IsLegal(m) {
		return Verdict{}
	}
	k := len(a.Played)
	right := a.onLine && m == a.line[k]
	if !right && a.theme.MateIn() > 0 && k > 0 {
		a.Pos.Make(m)
		ok, err := a.search().lost(a.left()-1, 0)
		a.Pos.Unmake()
		right = ok && err == nil
	}
	if !right {
		return Verdict{}
	}
	if m != a.line[k] {
		a.onLine = false
	}
	a.play(m)
	if a.Pos.Result().Over() {
		a.Solved = true
		return Verdict{Right: true, Solved: true}
	}
	if a.left() == 0 || a.lostAtOnce() {
		a.Solved = true
		replies := a.Pos.LegalMoves(nil)
		if len(replies) == 0 {
			return Verdict{Right: true, Solved: true}
		}
		// every reply ends the game in the solver's favour: the first is played, to end it
		a.play(replies[0])
		return Verdict{Right: true, Reply: replies[0], Solved: true}
	}
	var reply port.Move
	if a.onLine {
		reply = a.line[k+1]
	} else {
		r, _, err := a.search().longestDefence(a.left())
		if err != nil || r == port.NoMove {
			a.Solved = true // cannot happen for a move proven to win; end as solved rather than hang
			return Verdict{Right: true, Solved: true}
		}
		reply = r
	}
	a.play(reply)
	return Verdict{Right: true, Reply: reply}
}

// lostAtOnce reports whether the opponent, to move, loses whatever it plays now.
func (a *Attempt) lostAtOnce() bool {
	lost, err := a.search().lost(0, 0)
	return lost && err == nil
}

// Next returns a right move for the solver now (the hint, and the solution shown): the
// solution's while on its line, else one that wins in the moves left; NoMove when the puzzle is
// solved or no move wins.
func (a *Attempt) Next() port.Move {
	if a.Solved {
		return port.NoMove
	}
	if a.onLine {
		return a.line[len(a.Played)]
	}
	ms, err := a.search().winningMoves(a.left())
	if err != nil || len(ms) == 0 {
		return port.NoMove
	}
	return ms[0]
}
