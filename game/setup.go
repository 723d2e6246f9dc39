package game

import (
	"fmt"
	"strings"

	"janggi/game/kind"
	"janggi/internal/textcodec"
)

// Setup is one of the four arrangements of horses (마) and elephants (상) on files b, c, g and h of a
// side's back rank, named left to right as Cho sees the board (as .gib records name both sides).
type Setup uint8

// The four setups. HEEH (마상상마, "inner elephants") is the default.
const (
	HEEH Setup = iota // 마상상마: RNBA1ABNR
	EHHE              // 상마마상: RBNA1ANBR
	HEHE              // 마상마상: RNBA1ANBR
	EHEH              // 상마상마: RBNA1ABNR
	setupCount
)

var setupNames = [setupCount]string{"HEEH", "EHHE", "HEHE", "EHEH"}
var setupKorean = [setupCount]string{"마상상마", "상마마상", "마상마상", "상마상마"}

// Setups returns the four setups in their usual order.
func Setups() []Setup { return []Setup{HEEH, EHHE, HEHE, EHEH} }

// String returns the setup's Latin name, e.g. "HEEH".
func (s Setup) String() string {
	if s < setupCount {
		return setupNames[s]
	}
	return fmt.Sprintf("Setup(%d)", uint8(s))
}

// Korean returns the setup's Korean name, e.g. "마상상마".
func (s Setup) Korean() string {
	if s < setupCount {
		return setupKorean[s]
	}
	return s.String()
}

// ParseSetup reads a setup by its Latin name (HEEH, case-insensitive) or its Korean name (마상상마).
func ParseSetup(text string) (Setup, error) {
	t := strings.TrimSpace(text)
	for s := Setup(0); s < setupCount; s++ {
		if strings.EqualFold(t, setupNames[s]) || t == setupKorean[s] {
			return s, nil
		}
	}
	return HEEH, fmt.Errorf("unknown setup %q (want one of HEEH 마상상마, EHHE 상마마상, HEHE 마상마상, EHEH 상마상마)", text)
}

// MarshalText implements encoding.TextMarshaler.
func (s Setup) MarshalText() ([]byte, error) {
	if s >= setupCount {
		return nil, fmt.Errorf("invalid setup %d", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (s *Setup) UnmarshalText(text []byte) error { return textcodec.Unmarshal(s, ParseSetup, text) }

// backRank returns the FEN back rank of the setup in upper case.
func (s Setup) backRank() string {
	inner := map[byte]byte{'H': 'N', 'E': 'B'}
	n := setupNames[s%setupCount]
	return fmt.Sprintf("R%c%cA1A%c%cR", inner[n[0]], inner[n[1]], inner[n[2]], inner[n[3]])
}

// SetupOf returns the setup found on c's back rank, and false if the back rank holds no setup.
func (p *Position) SetupOf(c Color) (Setup, bool) {
	r := 0
	if c == Han {
		r = Ranks - 1
	}
	var b strings.Builder
	for _, f := range []int{1, 2, 6, 7} {
		switch p.board[SquareAt(f, r)] {
		case MakePiece(c, Horse):
			b.WriteByte('H')
		case MakePiece(c, Elephant):
			b.WriteByte('E')
		default:
			return HEEH, false
		}
	}
	s, err := ParseSetup(b.String())
	return s, err == nil
}

// StartFEN returns the start position of game g (kind.Janggi or kind.Xiangqi) with the given setups (ignored for Xiangqi).
func StartFEN(v kind.Game, cho, han Setup) string {
	if v == kind.Xiangqi {
		return "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
	}
	return strings.ToLower(han.backRank()) + "/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/" + cho.backRank() + " w - - 0 1"
}

// DefaultFEN is the Janggi start position with both sides in the default setup.
const DefaultFEN = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"

// NewPosition returns the start position of the rules' game with the given setups.
func NewPosition(r *Rules, cho, han Setup) *Position {
	p, err := ParseFEN(r, StartFEN(r.Game, cho, han))
	if err != nil {
		panic("game: start position does not parse: " + err.Error())
	}
	return p
}
