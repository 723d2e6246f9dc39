package render

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
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

// keyHelp is the help overlay laid out: its box, the text size, and each key's and each word's
// lines (wrapped to their column, never cut).
type keyHelp struct {
	r           layout.Rect
	size, gap   float64
	wordSize    float64 // the glossary's, a little smaller than the keys' but never below legible
	colW        float64
	keys, words [][]string
}

// layoutKeyHelp lays the help out as large as fits the window: the text shrinks, down to the
// legible size, and the lines are wrapped, until the box fits the window's height.
func layoutKeyHelp(st *State, keys, glossary []i18n.Text) keyHelp {
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	colW := min(sc.W*0.8, u*40) - u*3
	if len(glossary) > 0 {
		colW = min((sc.W*0.94-u*4.5)/2, u*30)
	}
	var h keyHelp
	for size, gap := u*1.0, u*0.9; ; size, gap = size*0.93, gap*0.85 {
		size = max(size, st.pen().Legible())
		h = keyHelp{size: size, gap: gap, colW: colW, wordSize: max(size*0.9, st.pen().Legible())}
		keysH, wordsH := 0.0, 0.0
		for _, k := range keys {
			lines := ui.Wrap(st.fonts.Sans, size, k.In(l), colW)
			h.keys = append(h.keys, lines)
			keysH += float64(len(lines))*size*1.25 + gap
		}
		for _, g := range glossary {
			lines := ui.Wrap(st.fonts.Sans, h.wordSize, g.In(l), colW)
			h.words = append(h.words, lines)
			wordsH += float64(len(lines))*h.wordSize*1.3 + gap*0.7
		}
		cols := 1.0
		if len(glossary) > 0 {
			cols = 2
		}
		w := cols*colW + (cols-1)*u*1.5 + u*3
		height := max(keysH, wordsH) + u*4.2
		h.r = layout.Rect{X: (sc.W - w) / 2, Y: max((sc.H-height)/2, u*0.3), W: w, H: height}
		if height <= sc.H-u*0.6 || size <= st.pen().Legible() {
			return h
		}
	}
}

// drawKeyHelp draws the help overlay: the keys, and beside them, when glossary is not empty, the
// game's words (the Korean words the English interface explains once).
func drawKeyHelp(dst *ebiten.Image, st *State, keys, glossary []i18n.Text) {
	u := st.screen.Unit
	l := st.lang()
	ui.Shade(dst)
	h := layoutKeyHelp(st, keys, glossary)
	r := h.r
	st.kit().DrawPanelBox(dst, r, u)
	ui.DrawText(dst, st.fonts.Sans, u*1.5, i18n.HelpTitle.In(l), r.X+u*1.5, r.Y+u*1.8, ui.CenterLeft, ui.PanelText)
	y := r.Y + u*3.4
	for _, lines := range h.keys {
		for _, line := range lines {
			ui.DrawText(dst, st.fonts.Sans, h.size, line, r.X+u*1.5, y, ui.TopLeft, ui.PanelDim)
			y += h.size * 1.25
		}
		y += h.gap
	}
	if len(h.words) == 0 {
		return
	}
	x := r.X + u*3 + h.colW
	ui.DrawText(dst, st.fonts.Sans, u*1.5, i18n.GlossaryTitle.In(l), x, r.Y+u*1.8, ui.CenterLeft, ui.PanelText)
	y = r.Y + u*3.4
	for _, lines := range h.words {
		for _, line := range lines {
			ui.DrawText(dst, st.fonts.Sans, h.wordSize, line, x, y, ui.TopLeft, ui.PanelDim)
			y += h.wordSize * 1.3
		}
		y += h.gap * 0.7
	}
}
