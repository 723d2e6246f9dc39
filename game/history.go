package game

import "fmt"

// Board is what a History needs of a position P of moves M: package game's Position and package
// game/twelve's both are one. LastMove returns the zero move at the start.
type Board[P any, M comparable] interface {
	Result() Result
	LastMove() M
	Make(m M)
	Unmake()
	Clone() P
	ParseMove(text string) (M, error)
}

// History is what a game keeps beyond its position: the moves taken back (for redo) and an ending
// from outside the board (resignation, flag fall). It serves this package's Game and Twelve
// Janggi's (package game/twelve), whose positions keep the moves played. It is not safe for
// concurrent use.
type History[P Board[P, M], M comparable] struct {
	pos   P
	check func(P, M) error // why a move is not legal in a position, or nil
	redo  []M              // moves taken back, most recent last
	ended *Result          // an ending from outside the board, or nil
}

// NewHistory starts a history at pos; check says why a move is not legal in a position (nil for
// a legal one).
func NewHistory[P Board[P, M], M comparable](pos P, check func(P, M) error) History[P, M] {
	return History[P, M]{pos: pos, check: check}
}

// Position returns the current position. Callers must not make moves on it directly: use Play.
func (h *History[P, M]) Position() P { return h.pos }

// Result returns how the game stands: an ending from outside the board if there was one, else the
// board's.
func (h *History[P, M]) Result() Result {
	if h.ended != nil {
		return *h.ended
	}
	return h.pos.Result()
}

// Play makes a legal move; it fails, saying why, when the move is illegal or the game is over.
// Playing a move other than the next one taken back clears the redo list.
func (h *History[P, M]) Play(m M) error {
	if res := h.Result(); res.Over() {
		return fmt.Errorf("the game is over: %v", res)
	}
	if err := h.check(h.pos, m); err != nil {
		return err
	}
	if n := len(h.redo); n > 0 && h.redo[n-1] == m {
		h.redo = h.redo[:n-1]
	} else {
		h.redo = h.redo[:0]
	}
	h.pos.Make(m)
	return nil
}

// PlayText parses a move in UCI form and plays it.
func (h *History[P, M]) PlayText(text string) (M, error) {
	var none M
	if res := h.Result(); res.Over() {
		return none, fmt.Errorf("the game is over: %v", res)
	}
	m, err := h.pos.ParseMove(text)
	if err != nil {
		return none, err
	}
	return m, h.Play(m)
}

// Undo takes back the last move, or the ending from outside the board that ended the game. It
// reports false at the start.
func (h *History[P, M]) Undo() bool {
	if h.ended != nil {
		h.ended = nil
		return true
	}
	var none M
	m := h.pos.LastMove()
	if m == none {
		return false
	}
	h.pos.Unmake()
	h.redo = append(h.redo, m)
	return true
}

// Redo plays again the last move taken back. It reports false when there is none.
func (h *History[P, M]) Redo() bool {
	n := len(h.redo)
	if n == 0 {
		return false
	}
	if err := h.Play(h.redo[n-1]); err != nil {
		h.redo = h.redo[:0]
		return false
	}
	return true
}

// CanRedo reports whether a move taken back can be played again.
func (h *History[P, M]) CanRedo() bool { return len(h.redo) > 0 }

// End ends the game from outside the board (a resignation, a flag fall) with r, which Undo takes
// back.
func (h *History[P, M]) End(r Result) { h.ended = &r }

// Clone returns an independent copy of the history, its position included.
func (h *History[P, M]) Clone() History[P, M] {
	c := *h
	c.pos = h.pos.Clone()
	c.redo = append([]M(nil), h.redo...)
	if h.ended != nil {
		e := *h.ended
		c.ended = &e
	}
	return c
}
