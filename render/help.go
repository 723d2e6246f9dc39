package render

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/layout"
)

// The help overlay: the keys and, for Janggi, the glossary of its Korean words.

// without returns the help's lines but those given, for the games that lack what they are about.
func without(keys []i18n.Text, drop ...i18n.Text) []i18n.Text {
	var out []i18n.Text
	for _, k := range keys {
		if !slices.Contains(drop, k) {
			out = append(out, k)
		}
	}
	return out
}

// drawKeyHelp draws the help overlay: the keys, and beside them, when glossary is not empty, the
// game's words (the Korean words the English interface explains once).
func drawKeyHelp(dst *ebiten.Image, st *State, keys, glossary []i18n.Text) {
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	shade(dst)
	lineH, size := u*1.9, u*1.0
	colW := min(sc.W*0.8, u*40) - u*3
	var words [][]string
	wordsH := 0.0
	if len(glossary) > 0 {
		colW = min((sc.W*0.94-u*4.5)/2, u*30)
		for _, g := range glossary {
			lines := wrap(st.fonts.sans, size*0.9, g.In(l), colW)
			words = append(words, lines)
			wordsH += float64(len(lines))*size*1.2 + u*0.6
		}
	}
	cols := 1.0
	if len(words) > 0 {
		cols = 2
	}
	w := cols*colW + (cols-1)*u*1.5 + u*3
	h := max(float64(len(keys))*lineH, wordsH) + u*5
	r := layout.Rect{X: (sc.W - w) / 2, Y: max((sc.H-h)/2, u*0.5), W: w, H: h}
	drawPanelBox(dst, st, r, u)
	drawText(dst, st.fonts.sans, u*1.5, i18n.HelpTitle.In(l), r.X+u*1.5, r.Y+u*2, centerLeft, panelText)
	for i, t := range keys {
		fitText(dst, st, size, t.In(l), r.X+u*1.5, r.Y+u*4.2+float64(i)*lineH, colW, centerLeft, panelDim)
	}
	if len(words) == 0 {
		return
	}
	x := r.X + u*3 + colW
	drawText(dst, st.fonts.sans, u*1.5, i18n.GlossaryTitle.In(l), x, r.Y+u*2, centerLeft, panelText)
	y := r.Y + u*3.6
	for _, lines := range words {
		for _, line := range lines {
			drawText(dst, st.fonts.sans, size*0.9, line, x, y, topLeft, panelDim)
			y += size * 1.2
		}
		y += u * 0.6
	}
}
