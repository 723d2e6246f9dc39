package twelve

import (
	"fmt"

	"janggi/game"
)

// PieceType is a kind of piece, without its color.
type PieceType uint8

// The piece types. Fairy-Stockfish's dobutsu names them lion, giraffe, elephant, chick and hen.
const (
	NoPieceType PieceType = iota
	King                  // 王: one step in any of the 8 directions
	General               // 將: one step orthogonally
	Elephant              // 相: one step diagonally
	Soldier               // 子: one step forward
	Lord                  // 侯: a promoted soldier; one step in any direction but the two backward diagonals
	pieceTypeCount
)

var pieceTypeNames = [...]string{"", "king", "general", "elephant", "soldier", "lord"}

// String returns the English name of the piece type in lower case.
func (t PieceType) String() string {
	if t < pieceTypeCount {
		return pieceTypeNames[t]
	}
	return fmt.Sprintf("PieceType(%d)", uint8(t))
}

// Letter returns the piece type's FEN letter in upper case as Fairy-Stockfish's dobutsu writes it:
// L (lion = king), G (giraffe = general), E, C (chick = soldier). A lord is written "+C", so its
// letter is C, the same as the soldier it returns to when captured.
func (t PieceType) Letter() byte {
	return " LGECC?!"[t&7]
}

// Demoted returns the type a piece of type t becomes when captured: a lord returns as a soldier.
func (t PieceType) Demoted() PieceType {
	if t == Lord {
		return Soldier
	}
	return t
}

// pieceTypeFromLetter maps a FEN letter (either case) to its type, or NoPieceType.
func pieceTypeFromLetter(b byte) PieceType {
	switch b | 0x20 {
	case 'l':
		return King
	case 'g':
		return General
	case 'e':
		return Elephant
	case 'c':
		return Soldier
	}
	return NoPieceType
}

// Piece is a colored piece or NoPiece. Bits 0-2 hold the PieceType, bit 3 the Color
// (the same layout as game.Piece).
type Piece uint8

// NoPiece marks an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of type t and color c.
func MakePiece(c game.Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's color; it is meaningless for NoPiece.
func (p Piece) Color() game.Color { return game.Color(p >> 3 & 1) }

// String returns the piece's FEN token: "L", "c", "+C" for a Cho lord, "." for no piece.
func (p Piece) String() string {
	if p == NoPiece {
		return "."
	}
	l := p.Type().Letter()
	if p.Color() == game.Han {
		l += 'a' - 'A'
	}
	if p.Type() == Lord {
		return string([]byte{'+', l})
	}
	return string(l)
}
