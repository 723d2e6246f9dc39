package twelve

import (
	"fmt"
	"strings"
)

// Move is a board move or a drop in 10 bits:
//
//	bits 0-3  the square moved or dropped to
//	bits 4-7  the square moved from, or for a drop the PieceType dropped
//	bit  8    drop
//	bit  9    promotion (a soldier reaching the far row; always taken, so never a choice)
//
// The zero Move (a1a1) can never be legal and serves as NoMove.
type Move uint16

// NoMove is the absence of a move.
const NoMove Move = 0

const (
	dropFlag      Move = 1 << 8
	promotionFlag Move = 1 << 9
	moveBits      Move = 1<<10 - 1
)

// NewMove returns the board move from one square to another, without promotion.
func NewMove(from, to Square) Move { return Move(to) | Move(from)<<4 }

// NewPromotion returns the move of a soldier from one square to the far row, where it becomes a lord.
func NewPromotion(from, to Square) Move { return NewMove(from, to) | promotionFlag }

// NewDrop returns the drop of a hand piece of type t on square to.
func NewDrop(t PieceType, to Square) Move { return Move(to) | Move(t)<<4 | dropFlag }

// To returns the square the move ends on.
func (m Move) To() Square { return Square(m & 15) }

// From returns the square the move starts on, or NoSquare for a drop.
func (m Move) From() Square {
	if m.IsDrop() {
		return NoSquare
	}
	return Square(m >> 4 & 15)
}

// IsDrop reports whether the move puts a hand piece on the board.
func (m Move) IsDrop() bool { return m&dropFlag != 0 }

// DropType returns the type of the piece dropped, or NoPieceType for a board move.
func (m Move) DropType() PieceType {
	if !m.IsDrop() {
		return NoPieceType
	}
	return PieceType(m >> 4 & 15)
}

// IsPromotion reports whether the move turns a soldier into a lord.
func (m Move) IsPromotion() bool { return m&promotionFlag != 0 }

// String returns the move in Fairy-Stockfish's UCI form: "b2b3", "b3b4+" for a promotion,
// "C@b2" for a drop (the piece letter is upper case for both sides, as Fairy-Stockfish writes it),
// "0000" for NoMove.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	if m.IsDrop() {
		return string(m.DropType().Letter()) + "@" + m.To().String()
	}
	s := m.From().String() + m.To().String()
	if m.IsPromotion() {
		s += "+"
	}
	return s
}

// parseMoveText reads a move's syntax without looking at a position. It accepts what String
// writes and, for convenience, a lower-case drop letter; whether a promotion needs its "+"
// is left to the caller, who knows the position.
func parseMoveText(s string) (Move, error) {
	s = strings.TrimSpace(s)
	if len(s) == 4 && s[1] == '@' {
		t := pieceTypeFromLetter(s[0])
		if t == NoPieceType {
			return NoMove, fmt.Errorf("bad drop %q: the piece letter must be G, E or C", s)
		}
		to, err := ParseSquare(s[2:])
		if err != nil {
			return NoMove, fmt.Errorf("bad drop %q: %v", s, err)
		}
		return NewDrop(t, to), nil
	}
	if strings.Contains(s, "@") {
		return NoMove, fmt.Errorf("bad drop %q: want a piece letter, '@' and a square, like C@b2", s)
	}
	promo := strings.HasSuffix(s, "+")
	body := strings.TrimSuffix(s, "+")
	if len(body) != 4 {
		return NoMove, fmt.Errorf("bad move %q: want a board move like b2b3 (b3b4+ to promote) or a drop like C@b2", s)
	}
	from, err := ParseSquare(body[:2])
	if err != nil {
		return NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	to, err := ParseSquare(body[2:])
	if err != nil {
		return NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	if from == to {
		return NoMove, fmt.Errorf("bad move %q: a move must change squares (there is no pass)", s)
	}
	m := NewMove(from, to)
	if promo {
		m |= promotionFlag
	}
	return m, nil
}
