package puzzle

import (
	"janggi/game"
	"janggi/game/twelve"
)

// Position is what an Attempt needs of its game's position: *game.Position (Janggi, Xiangqi) or
// *twelve.Position (Twelve Janggi), whose moves are M.
type Position[M comparable] interface {
	IsLegal(M) bool
	Make(M)
	Unmake()
	LegalMoves(buf []M) []M
	Result() game.Result
}

// Attempt is a player working through one puzzle of the game whose positions are P and moves M:
// the position reached, and what the next right move is. NewAttempt starts one at a Janggi or
// Xiangqi puzzle, NewTwelveAttempt at a Twelve Janggi one; both games' moves are judged by the
// exact search of mate.go.
type Attempt[P Position[M], M comparable] struct {
	Pos P // the position now; the solver is to move unless Solved
	// Played are the moves made so far, the solver's and the replies.
	Played []M
	Solved bool

	line   []M   // the solution: the solver's moves and the replies in turn
	moves  int   // the number of the solver's moves in line
	theme  Theme // a mate theme (a win in Twelve Janggi) takes another move that wins in time
	onLine bool  // every move made is the solution's own
	// board returns a position as the search sees it.
	board func(P) board[M]
}

// Verdict is what Attempt.Try says of a move of type M.
type Verdict[M comparable] struct {
	Right bool
	// Reply is the opponent's answer to a right move, NoMove when the solver's move ended the
	// puzzle. A solved Twelve Janggi puzzle can have one: after the solver's king steps into the
	// other camp to stay, the game is won only once the opponent has moved (any move: none saves
	// it).
	Reply  M
	Solved bool
}

// NewAttempt starts the Janggi or Xiangqi puzzle p from its position.
func NewAttempt(p *Puzzle) *Attempt[*game.Position, game.Move] {
	return newAttempt(p.Position(), p.Line, p.Moves(), p.Theme, func(pos *game.Position) board[game.Move] { return janggiBoard{pos} })
}

// NewTwelveAttempt starts the Twelve Janggi puzzle p from its position.
func NewTwelveAttempt(p *TwelvePuzzle) *Attempt[*twelve.Position, twelve.Move] {
	return newAttempt(p.Position(), p.Line, p.Moves(), p.Theme, func(pos *twelve.Position) board[twelve.Move] { return twelveBoard{pos} })
}

func newAttempt[P Position[M], M comparable](pos P, line []M, moves int, theme Theme, board func(P) board[M]) *Attempt[P, M] {
	return &Attempt[P, M]{Pos: pos, line: line, moves: moves, theme: theme, onLine: true, board: board}
}

// step returns the number of the solver's moves made so far.
func (a *Attempt[P, M]) step() int { return (len(a.Played) + 1) / 2 }

// left returns the number of the solver's moves still to make.
func (a *Attempt[P, M]) left() int { return a.moves - a.step() }

// search returns a new exact search of the position now.
func (a *Attempt[P, M]) search() *search[M, board[M]] {
	return newSearch[M](a.board(a.Pos), DefaultBudget)
}

// play makes m, a move of the solver's or a reply.
func (a *Attempt[P, M]) play(m M) {
	a.Pos.Make(m)
	a.Played = append(a.Played, m)
}

// Try judges the solver's move m. A right move is made, with the opponent's reply when there is
// one; a wrong one changes nothing.
//
// In a mate (and in every Twelve Janggi puzzle, a win in so many moves) the first move must be
// the solution's: it is the only one that wins in the theme's moves (the generator keeps no
// other; VerifyTwelve proves it), so a move that wins later is wrong. From the second on, any
// move that still wins in the moves left is right, by the same exact search, and off the
// solution's line the opponent answers with the reply that holds out longest. In the other
// themes only the solution's moves are right.
//
// Where a move can lose at once (Twelve Janggi), the solver's last move can leave every reply
// lost at once (its king in the other camp to stay): the opponent's first reply is then played
// and the puzzle is solved with it.
func (a *Attempt[P, M]) Try(m M) Verdict[M] {
	if a.Solved || !a.Pos.IsLegal(m) {
		return Verdict[M]{}
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
		return Verdict[M]{}
	}
	if m != a.line[k] {
		a.onLine = false
	}
	a.play(m)
	if a.Pos.Result().Over() {
		a.Solved = true
		return Verdict[M]{Right: true, Solved: true}
	}
	canLose := a.board(a.Pos).movesCanLose()
	if a.left() == 0 || canLose && a.lostAtOnce() {
		a.Solved = true
		if !canLose {
			return Verdict[M]{Right: true, Solved: true}
		}
		replies := a.Pos.LegalMoves(nil)
		if len(replies) == 0 {
			return Verdict[M]{Right: true, Solved: true}
		}
		// every reply ends the game in the solver's favour: the first is played, to end it
		a.play(replies[0])
		return Verdict[M]{Right: true, Reply: replies[0], Solved: true}
	}
	var reply M
	if a.onLine {
		reply = a.line[k+1]
	} else {
		var none M // NoMove, in both games
		r, _, err := a.search().longestDefence(a.left(), none)
		if err != nil || r == none {
			a.Solved = true // cannot happen for a move proven to win; end as solved rather than hang
			return Verdict[M]{Right: true, Solved: true}
		}
		reply = r
	}
	a.play(reply)
	return Verdict[M]{Right: true, Reply: reply}
}

// lostAtOnce reports whether the opponent, to move, loses whatever it plays now.
func (a *Attempt[P, M]) lostAtOnce() bool {
	lost, err := a.search().lost(0, 0)
	return lost && err == nil
}

// Next returns a right move for the solver now (the hint, and the solution shown): the
// solution's while on its line, else one that wins in the moves left; NoMove when the puzzle is
// solved or no move wins.
func (a *Attempt[P, M]) Next() M {
	var none M // NoMove, in both games
	if a.Solved {
		return none
	}
	if a.onLine {
		return a.line[len(a.Played)]
	}
	ms, err := a.search().winningMoves(a.left())
	if err != nil || len(ms) == 0 {
		return none
	}
	return ms[0]
}
