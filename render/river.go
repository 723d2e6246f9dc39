package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/sfnt"

	"janggi/assets"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The river across the middle of Janggi's and Xiangqi's boards and its words.

// The river's words: 楚河 (the river of Chu) on Red's left, 漢界 (the border of Han) on its right.
const riverLeft, riverRight = "楚河", "漢界"

// drawRiver writes the river's words in the river of board g, into dst whose origin is g.Frame's
// corner. Only the characters the embedded serif font has are written (its subset may lack 河
// and 界, see assets/fonts/subset.sh), so that a missing glyph never shows as an empty box.
func drawRiver(dst *ebiten.Image, g layout.Geometry, f *ui.Fonts) {
	b := g.Board
	_, y0 := g.Center(layout.Point{File: 0, Rank: b.River - 1})
	_, y1 := g.Center(layout.Point{File: 0, Rank: b.River})
	y := (y0+y1)/2 - g.Frame.Y
	gx := g.Grid.X - g.Frame.X
	size := g.Cell * 0.5
	for i, words := range []string{riverLeft, riverRight} {
		text := spaced(inFont(assets.SerifBoldFont, words))
		x := gx + g.Grid.W*(0.25+0.5*float64(i))
		ui.DrawText(dst, f.Serif, size, text, x, y, ui.Centered, ui.Fade(labelInk, 0.85))
	}
}

// inFont returns the runes of s that the font has a glyph for.
func inFont(data []byte, s string) string {
	font, err := sfnt.Parse(data)
	if err != nil {
		return ""
	}
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if i, err := font.GlyphIndex(&buf, r); err == nil && i != 0 {
			out = append(out, r)
		}
	}
	return string(out)
}

// spaced puts a wide space between the characters of s, as a board spreads them across the river.
func spaced(s string) string {
	var out []rune
	for i, r := range s {
		if i > 0 {
			out = append(out, ' ', ' ')
		}
		out = append(out, r)
	}
	return string(out)
}
