package twelve

import (
	"strconv"
	"strings"

	"janggi/game"
)

// Diagram returns the position as text for tests and the terminal: Han's hand, the board
// with rank 4 on top, Cho's hand, whose turn it is and the FEN. Pieces use their FEN tokens
// (Cho upper case, Han lower case; +C is a lord), e.g.
//
//	Han hand: -
//	  +---+---+---+
//	4 | g | l | e |
//	  +---+---+---+
//	...
//	1 | E | L | G |
//	  +---+---+---+
//	    a   b   c
//	Cho hand: C
//	Han to move (ply 1, twelve); FEN gle/3/1C1/ELG[C] b - - 0 1
func (p *Position) Diagram() string {
	var b strings.Builder
	p.writeHand(&b, game.Han)
	line := "  +---+---+---+\n"
	for r := Ranks - 1; r >= 0; r-- {
		b.WriteString(line)
		b.WriteByte(byte('1' + r))
		b.WriteString(" |")
		for f := range Files {
			pc := p.board[SquareAt(f, r)]
			switch {
			case pc == NoPiece:
				b.WriteString("   |")
			case pc.Type() == Lord:
				b.WriteString(pc.String() + " |")
			default:
				b.WriteString(" " + pc.String() + " |")
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString(line)
	b.WriteString("    a   b   c\n")
	p.writeHand(&b, game.Cho)
	b.WriteString(p.side.String() + " to move (ply ")
	b.WriteString(strconv.Itoa(p.ply) + ", " + p.variant.String() + "); FEN " + p.FEN() + "\n")
	return b.String()
}

func (p *Position) writeHand(b *strings.Builder, c game.Color) {
	b.WriteString(c.String() + " hand:")
	empty := true
	for _, t := range handOrder {
		for range p.hand[c][t] {
			b.WriteString(" " + MakePiece(c, t).String())
			empty = false
		}
	}
	if empty {
		b.WriteString(" -")
	}
	b.WriteByte('\n')
}
