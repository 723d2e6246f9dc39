package game

import (
	"fmt"
	"janggi/game/kind"
	"strings"
)

// Diagram returns a text picture of the position: rank 10 at the top, FEN letters for the pieces
// (upper case Cho, lower case Han), '+' for empty palace points and '.' for the others.
func (p *Position) Diagram() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := 0; f < Files; f++ {
			pc := p.board[SquareAt(f, r)]
			switch {
			case pc != NoPiece:
				b.WriteByte(pc.Letter())
			case inPalace(f, r):
				b.WriteByte('+')
			default:
				b.WriteByte('.')
			}
			if f < Files-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("   a b c d e f g h i\n")
	fmt.Fprintf(&b, "%s to move", p.side)
	if p.check {
		b.WriteString(", in check")
	}
	if p.bikjang {
		b.WriteString(", bikjang")
	}
	if p.rules.Game == kind.Janggi {
		fmt.Fprintf(&b, "; points Cho %s, Han %s", p.points[Cho], p.points[Han])
	}
	b.WriteByte('\n')
	return b.String()
}

// String returns the position's FEN.
func (p *Position) String() string { return p.FEN() }
