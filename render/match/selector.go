package match

import "janggi/game"

// Selector is the pick-and-move state machine of the pointer: click a piece then a destination,
// or press on a piece and drag it there. It knows nothing of pixels beyond the distances it is
// given, so its rules can be tested with plain numbers.
//
//   - A press on a piece the player may move selects it (the piece lifts) and shows its targets.
//   - A press on a target of the selected piece plays the move (click-to-move).
//   - Pressing and moving farther than the slop drags the piece; releasing over a target plays
//     the move, releasing anywhere else puts the piece back, still selected (no move, no sound).
//   - A click (press and release without dragging) on the selected piece deselects it, and so
//     does a press off the board's points.
//   - A press on a point the selected piece cannot reach, or a drag released there, is refused:
//     the piece stays selected and Refused is set, for the caller's feedback (a shake, a sound).
type Selector struct {
	From    game.Square   // the selected piece, or game.NoSquare
	Targets []game.Square // the selected piece's legal destinations
	Drag                  // the press on From and its drag
	// Refused is set when a press or a drag's release was on a point the selected piece cannot
	// reach; the caller clears it once it has given its feedback.
	Refused bool

	active      bool // From holds a selected piece (the zero Selector selects nothing)
	wasSelected bool // From was already selected before this press
}

// Picker answers the selector's two questions about the shown position.
type Picker interface {
	// CanPick reports whether the player may move the piece on sq now.
	CanPick(sq game.Square) bool
	// TargetsOf returns the legal destinations of the piece on sq (passes excluded).
	TargetsOf(sq game.Square) []game.Square
}

// Reset drops any selection.
func (s *Selector) Reset() { *s = Selector{From: game.NoSquare} }

// Selected reports whether a piece is selected.
func (s *Selector) Selected() bool { return s.active }

// IsTarget reports whether sq is a legal destination of the selected piece.
func (s *Selector) IsTarget(sq game.Square) bool {
	for _, t := range s.Targets {
		if t == sq {
			return true
		}
	}
	return false
}

// Press handles the button going down at pixel (x, y) over square sq (game.NoSquare off the
// board). It returns a move when the press completes a click-to-move.
func (s *Selector) Press(p Picker, sq game.Square, x, y float64) (game.Move, bool) {
	if s.Selected() && sq != s.From && s.IsTarget(sq) {
		m := game.NewMove(s.From, sq)
		s.Reset()
		return m, true
	}
	if sq != game.NoSquare && p.CanPick(sq) {
		was := s.Selected() && s.From == sq
		s.From, s.Targets = sq, p.TargetsOf(sq)
		s.active, s.pressed, s.wasSelected = true, true, was
		s.downX, s.downY, s.X, s.Y = x, y, x, y
		return game.NoMove, false
	}
	if s.Selected() && sq.Valid() { // a point it cannot reach: refused, still selected
		s.Refused = true
		return game.NoMove, false
	}
	s.Reset()
	return game.NoMove, false
}

// Release handles the button coming up over square sq. It returns a move when a drag ends on a
// target; dropped tells the caller that the piece already stands there (no slide animation).
func (s *Selector) Release(sq game.Square) (m game.Move, dropped, ok bool) {
	if !s.pressed {
		return game.NoMove, false, false
	}
	s.pressed = false
	if s.Dragging {
		s.Dragging = false
		if sq != s.From && s.IsTarget(sq) {
			m := game.NewMove(s.From, sq)
			s.Reset()
			return m, true, true
		}
		s.Refused = sq.Valid() && sq != s.From // dropped where it cannot go (back on its point is a change of mind)
		return game.NoMove, false, false       // snap back, still selected
	}
	if s.wasSelected && sq == s.From {
		s.Reset()
	}
	return game.NoMove, false, false
}
