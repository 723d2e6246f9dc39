package twelve

import (
	"janggi/internal/grid"
	"math/bits"
)

// Board geometry: 3 files (a..c) by 4 ranks (1..4); Cho's back row is rank 1.
const (
	Files       = 3
	Ranks       = 4
	SquareCount = Files * Ranks
)

// Square is a point of the board, 0..11, numbered rank by rank from a1 (Cho's left corner).
type Square int8

// The squares, named as in UCI and FEN.
const (
	A1 Square = iota
	B1
	C1
	A2
	B2
	C2
	A3
	B3
	C3
	A4
	B4
	C4
)

// NoSquare is the absence of a square, e.g. the From of a drop.
const NoSquare Square = -1

// SquareAt returns the square on file f (0 = a) and rank r (0 = rank 1).
func SquareAt(f, r int) Square { return Square(r*Files + f) }

// File returns the square's file, 0 (a) to 2 (c).
func (s Square) File() int { return int(s) % Files }

// Rank returns the square's rank index, 0 (rank 1) to 3 (rank 4).
func (s Square) Rank() int { return int(s) / Files }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < SquareCount }

// String returns the square in UCI form, e.g. "b2", or "-" for an invalid square.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return squareNames[s]
}

// squareNames holds every square's name, so that String allocates nothing.
var squareNames = grid.Names(Files, Ranks)

// ParseSquare reads a square in UCI form ("a1" .. "c4").
func ParseSquare(text string) (Square, error) {
	f, r, err := grid.Parse(text, Files, Ranks)
	if err != nil {
		return NoSquare, err
	}
	return SquareAt(f, r), nil
}

// bitboard is a set of squares, bit i standing for Square i.
// Twelve squares fit a uint16, so set operations replace loops over the board.
type bitboard uint16

const allSquares bitboard = 1<<SquareCount - 1

// rankMask is the set of squares of rank r (0-based).
func rankMask(r int) bitboard { return 0b111 << (r * Files) }

// farRow is, per color, the row the side's soldiers promote on and its king wins on:
// the opponent's camp (rank 4 for Cho, rank 1 for Han).
var farRow = [2]bitboard{rankMask(Ranks - 1), rankMask(0)}

func (b bitboard) has(s Square) bool { return b>>uint(s)&1 != 0 }

// first returns the lowest square of a non-empty set.
func (b bitboard) first() Square { return Square(bits.TrailingZeros16(uint16(b))) }

func squareBit(s Square) bitboard { return 1 << uint(s) }
