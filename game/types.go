package game

import (
	"fmt"
	"janggi/internal/grid"
)

// Color is a side: Cho (초, the first player, uppercase in FEN, "w") or Han (한, lowercase, "b").
type Color uint8

// The two sides.
const (
	Cho Color = 0
	Han Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "Cho" or "Han".
func (c Color) String() string {
	if c == Cho {
		return "Cho"
	}
	return "Han"
}

// Korean returns the side's Korean name, 초 or 한.
func (c Color) Korean() string {
	if c == Cho {
		return "초"
	}
	return "한"
}

// PieceType is a kind of piece, without its color.
type PieceType uint8

// The piece types of Janggi (and Xiangqi, where Guard is the advisor).
const (
	NoPieceType PieceType = iota
	General
	Guard
	Elephant
	Horse
	Chariot
	Cannon
	Soldier
	pieceTypeCount
)

var pieceTypeNames = [...]string{"", "general", "guard", "elephant", "horse", "chariot", "cannon", "soldier"}

// String returns the English name of the piece type in lower case.
func (t PieceType) String() string {
	if int(t) < len(pieceTypeNames) {
		return pieceTypeNames[t]
	}
	return fmt.Sprintf("PieceType(%d)", uint8(t))
}

// Letter returns the piece type's FEN letter in upper case (K A B N R C P).
func (t PieceType) Letter() byte {
	return " KABNRCP"[t&7]
}

// Piece is a colored piece or NoPiece. Bits 0-2 hold the PieceType, bit 3 the Color.
type Piece uint8

// NoPiece marks an empty point.
const NoPiece Piece = 0

// MakePiece returns the piece of type t and color c.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's color; it is meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

// Letter returns the FEN letter of the piece: upper case for Cho, lower case for Han, '.' for none.
func (p Piece) Letter() byte {
	if p == NoPiece {
		return '.'
	}
	l := p.Type().Letter()
	if p.Color() == Han {
		l += 'a' - 'A'
	}
	return l
}

// String returns the FEN letter of the piece.
func (p Piece) String() string { return string(p.Letter()) }

// Board geometry: 9 files (a..i) by 10 ranks (1..10).
const (
	Files       = 9
	Ranks       = 10
	SquareCount = Files * Ranks
)

// Square is a point of the board, 0..89, numbered rank by rank from a1 (Cho's left corner).
type Square int8

// NoSquare is the absence of a square.
const NoSquare Square = -1

// SquareAt returns the square on file f (0 = a) and rank r (0 = rank 1).
func SquareAt(f, r int) Square { return Square(r*Files + f) }

// File returns the square's file, 0 (a) to 8 (i).
func (s Square) File() int { return int(s) % Files }

// Rank returns the square's rank index, 0 (rank 1) to 9 (rank 10).
func (s Square) Rank() int { return int(s) / Files }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < SquareCount }

// String returns the square in UCI form, e.g. "e2" or "a10".
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return squareNames[s]
}

// squareNames holds every square's name, so that String allocates nothing: a record's reader and
// writer name hundreds of thousands of squares in a large file.
var squareNames = grid.Names(Files, Ranks)

// ParseSquare reads a square in UCI form ("a1" .. "i10").
func ParseSquare(text string) (Square, error) {
	f, r, err := grid.Parse(text, Files, Ranks)
	if err != nil {
		return NoSquare, err
	}
	return SquareAt(f, r), nil
}

// scanSquare reads a square at the start of text and returns it with the number of bytes used (0 on failure).
func scanSquare(text string) (Square, int) {
	f, r, n := grid.Scan(text, Files, Ranks)
	if n == 0 {
		return NoSquare, 0
	}
	return SquareAt(f, r), n
}

// Move is a move in 14 bits: bits 0-6 the from square, bits 7-13 the to square.
// A pass is a move whose from and to are both the mover's general square (UCI "e2e2").
// The zero Move (a1a1) can never be legal, since no general stands on a1, and serves as NoMove.
type Move uint16

// NoMove is the absence of a move.
const NoMove Move = 0

// NewMove returns the move from one square to another.
func NewMove(from, to Square) Move { return Move(uint16(from) | uint16(to)<<7) }

// PassMove returns the pass of the side whose general stands on general.
func PassMove(general Square) Move { return NewMove(general, general) }

// From returns the square the move starts on.
func (m Move) From() Square { return Square(m & 0x7f) }

// To returns the square the move ends on.
func (m Move) To() Square { return Square(m >> 7 & 0x7f) }

// IsPass reports whether the move is a pass (한수쉼).
func (m Move) IsPass() bool { return m != NoMove && m.From() == m.To() }

// String returns the move in UCI form ("b1c3", "e2e2" for a pass, "0000" for NoMove).
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	return m.From().String() + m.To().String()
}
