package match

import (
	"fmt"

	"janggi/game"
	"janggi/game/twelve"
)

// Spot is a place a Twelve Janggi piece is picked up from: a board square, or one kind of piece
// in a side's hand, made with BoardSpot or HandSpot; NoSpot is none. The zero Spot is a place,
// board square a1 (BoardSpot(twelve.A1)), not none.
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
