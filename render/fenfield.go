package render

import (
	"image/color"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/editor"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// fenField is the editor's text field for a FEN: where the system has no clipboard program, or
// a paste failed, the player types or pastes (Ctrl+V) the FEN there and Enter loads it; a FEN
// that is not a board of any of the games stays, with what is wrong with it under it.
type fenField struct {
	text    string
	err     string
	box     layout.Rect
	line    layout.Rect
	buttons []ui.Button

	// shown is the end of text that fits the line as draw last measured it, for shownFor at
	// shownSize in shownWidth: a frame measures the text again only when one of them changed.
	shown, shownFor       string
	shownSize, shownWidth float64
}

// fieldMeasure is how the field measures its text (the tests count its calls).
var fieldMeasure = ui.Measure

// update takes this tick's typing: characters, Backspace, Ctrl+V (the clipboard, if there is
// one), Enter (load), Esc (close).
func (f *fenField) update(e *editorScene, in *input) {
	switch {
	case in.ctrl && in.key(ebiten.KeyV):
		e.pasteFEN()
		return
	case in.ctrl && in.key(ebiten.KeyC):
		e.copyFEN()
		return
	case in.key(ebiten.KeyEscape):
		e.field = nil
		return
	case in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter):
		f.submit(e)
		return
	case in.key(ebiten.KeyBackspace):
		if r := []rune(f.text); len(r) > 0 {
			f.text = string(r[:len(r)-1])
		}
		f.err = ""
	}
	if !in.ctrl {
		for _, r := range in.chars {
			if t := editor.Type(f.text, r); t != f.text {
				f.text, f.err = t, ""
			}
		}
	}
	ui.ClickButtons(in, f.buttons)
}

// submit loads the field's FEN into the editor, or says what is wrong with it.
func (f *fenField) submit(e *editorScene) {
	if strings.TrimSpace(f.text) == "" {
		e.field = nil
		return
	}
	if err := e.loadFEN(f.text); err != nil {
		f.err = i18n.FENError(e.st.lang(), err)
		e.st.trace("editor bad fen: %v\n", err)
		return
	}
	e.field = nil
}

// layout places the field over the board: a hint, the line of text, the error, and the buttons.
func (f *fenField) layout(e *editorScene) {
	st := e.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	w := min(u*40, sc.W-u*2)
	h := u * 12.5
	f.box = overBoard(sc, w, h)
	f.line = layout.Rect{X: f.box.X + u*1.2, Y: f.box.Y + u*3.4, W: f.box.W - u*2.4, H: u * 2.4}
	rs := layout.Grid(layout.Rect{X: f.box.X + u*1.2, Y: f.box.Y + f.box.H - u*3.6, W: f.box.W - u*2.4, H: u * 2.4}, 3, 3, u*2.4, u*0.5)
	f.buttons = []ui.Button{
		{R: rs[0], Label: i18n.LoadFEN.In(l), Primary: true, Act: func() { f.submit(e) }, ID: "fen:load"},
		{R: rs[1], Label: i18n.PasteFEN.In(l), Act: e.pasteFEN, Disabled: e.clip == nil, ID: "fen:paste"},
		{R: rs[2], Label: i18n.Close.In(l), Act: func() { e.field = nil }, ID: "fen:close"},
	}
}

// draw draws the field over the shaded editor.
func (f *fenField) draw(dst *ebiten.Image, e *editorScene) {
	st := e.st
	u := st.screen.Unit
	l := st.lang()
	ui.Shade(dst)
	st.kit().DrawPanelBox(dst, f.box, u*0.8)
	st.pen().FitText(dst, u*1.05, i18n.FENFieldHint.In(l), f.box.X+u*1.2, f.box.Y+u*1.9, f.box.W-u*2.4, ui.CenterLeft, ui.PanelDim)
	st.shapes.RoundRect(dst, f.line.X, f.line.Y, f.line.W, f.line.H, u*0.3, color.RGBA{0xfb, 0xf4, 0xe2, 0xff})
	size := u * 0.95
	text := f.visible(st, size, f.line.W-u)
	caret := ""
	if (st.frame/30)%2 == 0 {
		caret = "|"
	}
	ui.DrawText(dst, st.fonts.Sans, size, text+caret, f.line.X+u*0.5, f.line.Y+f.line.H/2, ui.CenterLeft, ui.DarkInk)
	if f.err != "" {
		st.pen().FitLines(dst, u*0.9, f.err, layout.Rect{X: f.line.X, Y: f.line.Y + f.line.H + u*0.3, W: f.line.W, H: u * 2.4}, ui.CenterLeft, ui.HanLight)
	}
	st.kit().DrawButtons(dst, f.buttons)
}

// visible returns the end of the field's text that fits width at size (with the caret), where
// the typing is. It measures only when the text, the size or the width changed since the last
// frame, and then by halving the part cut off: a few measurements, not one a character.
func (f *fenField) visible(st *State, size, width float64) string {
	if f.shownFor == f.text && f.shownSize == size && f.shownWidth == width && f.shown != "" {
		return f.shown
	}
	fits := func(i int) bool {
		w, _ := fieldMeasure(st.fonts.Sans, size, f.text[i:]+"|")
		return w <= width
	}
	// starts are the byte offsets of the text's characters; the text from starts[k] on fits for
	// every k from the first that fits.
	starts := make([]int, 0, len(f.text))
	for i := range f.text {
		starts = append(starts, i)
	}
	k := sort.Search(len(starts), func(k int) bool { return fits(starts[k]) })
	shown := ""
	if k < len(starts) {
		shown = f.text[starts[k]:]
	}
	f.shown, f.shownFor, f.shownSize, f.shownWidth = shown, f.text, size, width
	return shown
}
