package match

// Selector is the pick-and-move state machine of the pointer, over the places P a piece is
// picked up from (a point of Janggi's board, game.Square; a square or a hand of Twelve Janggi,
// Spot) and the game's moves M: click a piece then a destination, or press on a piece and drag it
// there. It knows nothing of pixels beyond the distances it is given, so its rules can be tested
// with plain numbers. Both games' matches use it.
//
//   - A press on a piece the player may move selects it (the piece lifts) and shows its moves:
//     the places it can go to, or for a hand piece every square it may be dropped on.
//   - A press on a target of the selected piece plays the move (click-to-move; a Twelve Janggi
//     soldier reaching the far row promotes, which is never a choice).
//   - Pressing and moving farther than the slop drags the piece; releasing over a target plays
//     the move, releasing anywhere else puts the piece back, still selected (no move, no sound).
//   - A click (press and release without dragging) on the selected piece deselects it, and so
//     does a press off the board (and off the hands).
//   - A press on a place of the board the selected piece cannot reach, or a drag released there,
//     is refused: the piece stays selected and Refused is set, for the caller's feedback (a
//     shake, a sound).
type Selector[P, M comparable] struct {
	// From is the selected piece's place while Selected; otherwise it is the zero P, which may be
	// a place (square 0 is a1 on both boards), so a caller asks Selected first.
	From  P
	Moves []M // the selected piece's legal moves (passes excluded)
	Drag      // the press on From and its drag
	// Refused is set when a press or a drag's release was on a place the selected piece cannot
	// reach; the caller clears it once it has given its feedback.
	Refused bool

	active      bool // From holds a selected piece (the zero Selector selects nothing)
	wasSelected bool // From was already selected before this press
}

// Picker answers the selector's questions about the shown position: the match of each game is
// one, over its places P and moves M.
type Picker[P, M any] interface {
	// CanPick reports whether the player may move the piece at the place now (a hand piece: drop
	// it).
	CanPick(at P) bool
	// MovesFrom returns the legal moves of the piece at the place, passes excluded.
	MovesFrom(at P) []M
	// Target returns the place of the board move m goes to.
	Target(m M) P
	// OnBoard reports whether at is a place of the board (not off it, not a hand).
	OnBoard(at P) bool
}

// Reset drops any selection.
func (s *Selector[P, M]) Reset() { *s = Selector[P, M]{} }

// Selected reports whether a piece is selected.
func (s *Selector[P, M]) Selected() bool { return s.active }

// moveTo returns the selected piece's legal move to the place at, if it has one.
func (s *Selector[P, M]) moveTo(p Picker[P, M], at P) (M, bool) {
	var none M
	if !s.active || at == s.From {
		return none, false
	}
	for _, m := range s.Moves {
		if p.Target(m) == at {
			return m, true
		}
	}
	return none, false
}

// Press handles the button going down at pixel (x, y) over the place at. It returns a move when
// the press completes a click-to-move.
func (s *Selector[P, M]) Press(p Picker[P, M], at P, x, y float64) (M, bool) {
	var none M
	if m, ok := s.moveTo(p, at); ok {
		s.Reset()
		return m, true
	}
	if p.CanPick(at) {
		was := s.active && s.From == at
		s.From, s.Moves = at, p.MovesFrom(at)
		s.active, s.pressed, s.wasSelected = true, true, was
		s.downX, s.downY, s.X, s.Y = x, y, x, y
		return none, false
	}
	if s.active && p.OnBoard(at) { // a place it cannot reach: refused, still selected
		s.Refused = true
		return none, false
	}
	s.Reset()
	return none, false
}

// Release handles the button coming up over the place at. It returns a move when a drag ends on
// a target; dropped tells the caller that the piece already stands there (no slide animation).
func (s *Selector[P, M]) Release(p Picker[P, M], at P) (m M, dropped, ok bool) {
	if !s.pressed {
		return m, false, false
	}
	s.pressed = false
	if s.Dragging {
		s.Dragging = false
		if m, ok := s.moveTo(p, at); ok {
			s.Reset()
			return m, true, true
		}
		s.Refused = p.OnBoard(at) && at != s.From // dropped where it cannot go (back on its place is a change of mind)
		return m, false, false                    // snap back, still selected
	}
	if s.wasSelected && at == s.From {
		s.Reset()
	}
	return m, false, false
}
