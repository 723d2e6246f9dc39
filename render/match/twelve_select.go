package match

import (
	"fmt"

	"janggi/game"
	"janggi/game/twelve"
)

// Spot is a place a Twelve Janggi piece is picked up from: a board square, or one kind of piece
// in a side's hand. The zero Spot is not a place; use NoSpot, BoardSpot or HandSpot.
type Spot struct {
	Square twelve.Square    // the board square, or twelve.NoSquare for a hand
	Hand   twelve.PieceType // the kind of hand piece, when Square is NoSquare
	Side   game.Color       // whose hand
}

// NoSpot is the pointer off the board and off both hands.
var NoSpot = Spot{Square: twelve.NoSquare}

// BoardSpot returns the spot of board square s.
func BoardSpot(s twelve.Square) Spot {
	if !s.Valid() {
		return NoSpot
	}
	return Spot{Square: s}
}

// HandSpot returns the spot of the pieces of type t in side c's hand.
func HandSpot(c game.Color, t twelve.PieceType) Spot {
	return Spot{Square: twelve.NoSquare, Hand: t, Side: c}
}

// OnBoard reports whether the spot is a board square.
func (s Spot) OnBoard() bool { return s.Square.Valid() }

// InHand reports whether the spot is a kind of piece in a hand.
func (s Spot) InHand() bool { return !s.Square.Valid() && s.Hand != twelve.NoPieceType }

// String returns the square ("b2"), the hand piece ("Cho hand soldier") or "-".
func (s Spot) String() string {
	switch {
	case s.OnBoard():
		return s.Square.String()
	case s.InHand():
		return fmt.Sprintf("%v hand %v", s.Side, s.Hand)
	}
	return "-"
}

// TwelvePicker answers the Twelve Janggi selector's two questions about the shown position.
type TwelvePicker interface {
	// CanPick reports whether the player may move the piece at the spot now (a hand piece: drop it).
	CanPick(at Spot) bool
	// MovesFrom returns the legal moves of the piece at the spot: board moves, or drops.
	MovesFrom(at Spot) []twelve.Move
}

// TwelveSelector is the pick-and-move state machine of Twelve Janggi, as Selector is Janggi's,
// with hand pieces as well as board pieces to pick: click a piece (on the board or in a hand) and
// then a square, or press on it and drag it there.
//
//   - A press on a piece the player may move selects it and shows its targets: the squares it
//     can step to, or for a hand piece every square it may be dropped on.
//   - A press on a target plays the move (with the promotion, when a soldier reaches the far row:
//     it is never a choice).
//   - Dragging farther than the slop makes the piece follow the pointer; releasing over a target
//     plays the move, anywhere else puts the piece back, still selected.
//   - A click on the selected piece deselects it; a press on anything else deselects.
type TwelveSelector struct {
	From  Spot          // the selected piece, or NoSpot
	Moves []twelve.Move // its legal moves
	Drag                // the press on From and its drag
	// Refused is set when a press or a drag's release was on a square the selected piece cannot
	// reach (see Selector.Refused).
	Refused bool

	active      bool
	wasSelected bool // From was already selected before this press
}

// Reset drops any selection.
func (s *TwelveSelector) Reset() { *s = TwelveSelector{From: NoSpot} }

// Selected reports whether a piece is selected.
func (s *TwelveSelector) Selected() bool { return s.active }

// MoveTo returns the selected piece's legal move to square sq, if it has one.
func (s *TwelveSelector) MoveTo(sq twelve.Square) (twelve.Move, bool) {
	if !s.active || !sq.Valid() {
		return twelve.NoMove, false
	}
	for _, m := range s.Moves {
		if m.To() == sq {
			return m, true
		}
	}
	return twelve.NoMove, false
}

// Press handles the button going down at pixel (x, y) over the spot at. It returns a move when
// the press completes a click-to-move.
func (s *TwelveSelector) Press(p TwelvePicker, at Spot, x, y float64) (twelve.Move, bool) {
	if m, ok := s.MoveTo(at.Square); ok {
		s.Reset()
		return m, true
	}
	if p.CanPick(at) {
		was := s.active && s.From == at
		s.From, s.Moves = at, p.MovesFrom(at)
		s.active, s.pressed, s.wasSelected = true, true, was
		s.downX, s.downY, s.X, s.Y = x, y, x, y
		return twelve.NoMove, false
	}
	if s.active && at.OnBoard() { // a square it cannot reach: refused, still selected
		s.Refused = true
		return twelve.NoMove, false
	}
	s.Reset()
	return twelve.NoMove, false
}

// Release handles the button coming up over the spot at. It returns a move when a drag ends on a
// target; dropped tells the caller that the piece already stands there (no slide animation).
func (s *TwelveSelector) Release(at Spot) (m twelve.Move, dropped, ok bool) {
	if !s.pressed {
		return twelve.NoMove, false, false
	}
	s.pressed = false
	if s.Dragging {
		s.Dragging = false
		if m, ok := s.MoveTo(at.Square); ok {
			s.Reset()
			return m, true, true
		}
		s.Refused = at.OnBoard() && at != s.From // dropped where it cannot go
		return twelve.NoMove, false, false       // snap back, still selected
	}
	if s.wasSelected && at == s.From {
		s.Reset()
	}
	return twelve.NoMove, false, false
}
