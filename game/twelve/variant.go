package twelve

import (
	"fmt"
	"strings"

	"janggi/game"
	"janggi/internal/textcodec"
)

// Variant selects the rule set a Position follows.
// Both variants share the board, the pieces, the moves and the FEN format;
// they differ only where the constants below and the doc comments say so.
type Variant uint8

// The two rule sets.
const (
	// TwelveJanggi is 십이장기 as docs/rules.md defines it: no drops into the opponent's camp,
	// a king wins in the camp once it survives the opponent's turn, draw after MaxPlies plies.
	TwelveJanggi Variant = iota
	// Dobutsu is Fairy-Stockfish's "dobutsu": drops anywhere, a lion wins as soon as it stands
	// unattacked on the far row (both at once: draw), no move limit. It exists so that perft
	// and the differential test can be checked against Fairy-Stockfish.
	Dobutsu
	variantCount
)

// MaxPlies is the game length after which Twelve Janggi is drawn ("300 moves" on the rule page,
// 300 plies in docs/rules.md). Fairy-Stockfish's dobutsu has no such limit (nMoveRule = 0).
const MaxPlies = 300

// RepetitionLimit is the number of occurrences of one position (board, hands, side to move)
// that draws the game. It is Fairy-Stockfish's rule for dobutsu (nFoldRule = 4 inherited from its
// shogi variants, nFoldValue = draw, perpetual check not punished); the Twelve Janggi rule page is
// silent, so docs/rules.md sends us to Fairy-Stockfish and both variants use it.
const RepetitionLimit = 4

var variantNames = [...]string{"twelve", "dobutsu"}

// String returns the variant's short name, "twelve" or "dobutsu".
func (v Variant) String() string {
	if v < variantCount {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", uint8(v))
}

// ParseVariant reads a variant name: "twelve" (also "twelvejanggi", "twelve-janggi", "십이장기") or "dobutsu".
func ParseVariant(name string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "twelve", "twelvejanggi", "twelve-janggi", "twelve_janggi", "십이장기":
		return TwelveJanggi, nil
	case "dobutsu":
		return Dobutsu, nil
	}
	return 0, fmt.Errorf("unknown variant %q: want twelve or dobutsu", name)
}

// MarshalText returns the variant's name, so settings files can store it.
func (v Variant) MarshalText() ([]byte, error) {
	if v >= variantCount {
		return nil, fmt.Errorf("unknown variant %d", uint8(v))
	}
	return []byte(v.String()), nil
}

// UnmarshalText reads a variant name as ParseVariant does.
func (v *Variant) UnmarshalText(text []byte) error { return textcodec.Unmarshal(v, ParseVariant, text) }

// startFEN is the start position as Fairy-Stockfish writes it (its variant table says
// "gle/1c1/1C1/ELG[-] w 0 1", which it reads the same way and prints like this).
const startFEN = "gle/1c1/1C1/ELG[] w - - 0 1"

// StartFEN returns the FEN of the variant's start position, byte for byte as Position.FEN writes it.
// Both variants start from the same position.
func StartFEN(v Variant) string { return startFEN }

// dropMask returns the squares on which side c may drop: Twelve Janggi forbids the opponent's camp.
func (v Variant) dropMask(c game.Color) bitboard {
	if v == TwelveJanggi {
		return allSquares &^ farRow[c]
	}
	return allSquares
}
