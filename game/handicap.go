package game

import (
	"fmt"

	"janggi/game/kind"
)

// Handicap is a handicap game (접장기): the stronger player, Giver, starts without one of his
// pieces (차 떼기, 포 떼기, 마 떼기, 상 떼기). The zero value (Piece NoPieceType) is an even game.
//
// Counting uses the material on the board, so the given piece's points come off the giver's total
// and Han's 덤 of 1.5 stays as it is: it pays for moving second, whoever gives the piece. Han giving
// a chariot starts at Cho 72, Han 60.5.
type Handicap struct {
	Giver Color
	Piece PieceType // Chariot, Cannon, Horse or Elephant; NoPieceType for none
}

// HandicapPieces returns the pieces a handicap can give, the largest first.
func HandicapPieces() []PieceType { return []PieceType{Chariot, Cannon, Horse, Elephant} }

// None reports whether h is an even game.
func (h Handicap) None() bool { return h.Piece == NoPieceType }

// String names the handicap, e.g. "Han gives a chariot", or "none".
func (h Handicap) String() string {
	if h.None() {
		return "none"
	}
	article := "a"
	if h.Piece == Elephant {
		article = "an"
	}
	return fmt.Sprintf("%s gives %s %s", h.Giver, article, h.Piece)
}

// valid reports whether h gives a piece a handicap can give (or none).
func (h Handicap) valid() bool {
	if h.None() {
		return h.Giver <= Han
	}
	for _, t := range HandicapPieces() {
		if t == h.Piece {
			return h.Giver <= Han
		}
	}
	return false
}

// HandicapFEN returns the Janggi start position with the given setups and the handicap's piece
// taken off the giver's side: of the two, the one on the giver's left as he sees the board from
// his seat (Cho's left is file a, Han's is file i), as a player takes it off a real board.
func HandicapFEN(cho, han Setup, h Handicap) (string, error) {
	if cho >= setupCount || han >= setupCount {
		return "", fmt.Errorf("invalid setup %d or %d", uint8(cho), uint8(han))
	}
	if !h.valid() {
		return "", fmt.Errorf("a handicap gives a chariot, a cannon, a horse or an elephant, not %s (side %d)", h.Piece, uint8(h.Giver))
	}
	fen := StartFEN(kind.Janggi, cho, han)
	if h.None() {
		return fen, nil
	}
	p, err := ParseFEN(Standard(), fen)
	if err != nil {
		return "", err
	}
	pl := PlacementOf(p)
	want := MakePiece(h.Giver, h.Piece)
	for i := 0; i < Files; i++ {
		f := i
		if h.Giver == Han {
			f = Files - 1 - i
		}
		for r := 0; r < Ranks; r++ {
			if sq := SquareAt(f, r); pl.Board[sq] == want {
				pl.Board[sq] = NoPiece
				return pl.FEN(), nil
			}
		}
	}
	return "", fmt.Errorf("no %s of %s on the start board", h.Piece, h.Giver) // cannot happen: every side has two
}
