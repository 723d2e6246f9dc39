package render

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The problem box lists what the player must be able to read in full: the settings file's
// mistakes at the start (Options.Problems), and later the settings not being saved
// (Options.SettingsErrors). It opens over the whole window at the start, holds the game while
// open, scrolls (wheel, arrows, Page Up/Down, Home/End) and closes with OK, Enter or Esc; the
// status line under the players reopens it until the first move. However many problems there
// are and however long each is, it keeps at most maxProblems of at most maxProblemText
// characters, and wraps them once per window size, so that its cost is bounded.
const (
	maxProblems    = 100
	maxProblemText = 1000
)

type problemBox struct {
	lines []string // the problems, each cut to maxProblemText
	open  bool
	top   int // the first row shown

	rows []string    // lines wrapped to the box's width, made by layout
	made problemWrap // what rows were made for
}

// problemWrap is what the wrapped rows depend on.
type problemWrap struct {
	w, size float64
	n       int
}

// problemFrame is what the box's picture depends on, for the window's frame key.
type problemFrame struct {
	open     bool
	n, top   int
	hoverOK  bool
	w, h     float64
	language i18n.Lang
}

// newProblemBox returns a box of the given problems, open when there are any.
func newProblemBox(problems []string) problemBox {
	var b problemBox
	for _, p := range problems {
		b.add(p)
	}
	b.open = len(b.lines) > 0
	return b
}

// add appends a problem (past maxProblems, the last line counts the ones left out).
func (b *problemBox) add(p string) {
	p = strings.TrimSpace(p)
	if p == "" {
		return
	}
	if utf8.RuneCountInString(p) > maxProblemText {
		p = string([]rune(p)[:maxProblemText-1]) + "…"
	}
	if len(b.lines) >= maxProblems {
		return
	}
	b.lines = append(b.lines, p)
}

// show opens the box at its first row.
func (b *problemBox) show() {
	if len(b.lines) > 0 {
		b.open, b.top = true, 0
	}
}

// boxLayout returns the box, its list area, the OK button and the text size.
func (b *problemBox) boxLayout(sc layout.Screen) (box, list, ok layout.Rect, size float64) {
	u := sc.Unit
	size = u * 0.95
	w := math.Min(sc.W*0.92, u*52)
	h := math.Min(sc.H*0.88, u*40)
	box = layout.Rect{X: (sc.W - w) / 2, Y: (sc.H - h) / 2, W: w, H: h}
	list = layout.Rect{X: box.X + u*1.5, Y: box.Y + u*4, W: box.W - u*4, H: box.H - u*9}
	ok = layout.Rect{X: box.X + box.W - u*9.5, Y: box.Y + box.H - u*3.8, W: u * 8, H: u * 2.6}
	return box, list, ok, size
}

// layoutRows wraps the problems to the list's width, once per size and set of problems.
func (b *problemBox) layoutRows(st *State, width, size float64) {
	k := problemWrap{width, size, len(b.lines)}
	if k == b.made && b.rows != nil {
		return
	}
	b.made = k
	b.rows = b.rows[:0]
	for i, p := range b.lines {
		if i > 0 {
			b.rows = append(b.rows, "")
		}
		b.rows = append(b.rows, ui.WrapAll(st.fonts.Sans, size, p, width)...)
	}
}

// visible returns how many rows fit in the list.
func visibleRows(list layout.Rect, size float64) int { return max(1, int(list.H/(size*1.35))) }

// update takes this tick's input while the box is open, and reports whether it did.
func (b *problemBox) update(st *State) bool {
	if !b.open {
		return false
	}
	in := &st.in
	_, list, ok, size := b.boxLayout(st.screen)
	b.layoutRows(st, list.W, size)
	view := visibleRows(list, size)
	last := max(0, len(b.rows)-view)
	switch {
	case in.key(ebiten.KeyEscape), in.key(ebiten.KeyEnter), in.key(ebiten.KeyNumpadEnter), in.Clicked(ok):
		b.open = false
		st.trace("problems closed\n")
	case in.key(ebiten.KeyArrowDown):
		b.top++
	case in.key(ebiten.KeyArrowUp):
		b.top--
	case in.key(ebiten.KeyPageDown), in.key(ebiten.KeySpace):
		b.top += view - 1
	case in.key(ebiten.KeyPageUp):
		b.top -= view - 1
	case in.key(ebiten.KeyHome):
		b.top = 0
	case in.key(ebiten.KeyEnd):
		b.top = last
	}
	if in.wheel != 0 {
		b.top -= int(math.Round(in.wheel * 3))
	}
	b.top = min(max(b.top, 0), last)
	return true
}

// frame returns what the box's picture depends on.
func (b *problemBox) frame(st *State) problemFrame {
	if !b.open {
		return problemFrame{n: len(b.lines), language: st.lang()}
	}
	_, _, ok, _ := b.boxLayout(st.screen)
	return problemFrame{open: true, n: len(b.lines), top: b.top, hoverOK: ok.Contains(st.in.x, st.in.y),
		w: st.screen.W, h: st.screen.H, language: st.lang()}
}

// draw draws the open box over the window.
func (b *problemBox) draw(dst *ebiten.Image, st *State) {
	if !b.open {
		return
	}
	u := st.screen.Unit
	l := st.lang()
	box, list, ok, size := b.boxLayout(st.screen)
	b.layoutRows(st, list.W, size)
	ui.Shade(dst)
	st.kit().DrawPanelBox(dst, box, u)
	ui.DrawText(dst, st.fonts.Sans, u*1.4, i18n.ProblemsTitle.In(l), box.X+u*1.5, box.Y+u*2.2, ui.CenterLeft, ui.PanelText)
	lineH := size * 1.35
	view := visibleRows(list, size)
	for i := 0; i < view && b.top+i < len(b.rows); i++ {
		ui.DrawText(dst, st.fonts.Sans, size, b.rows[b.top+i], list.X, list.Y+float64(i)*lineH, ui.TopLeft, ui.HanLight)
	}
	if len(b.rows) > view { // the scroll bar
		track := layout.Rect{X: list.X + list.W + u*0.8, Y: list.Y, W: u * 0.5, H: float64(view) * lineH}
		st.shapes.RoundRect(dst, track.X, track.Y, track.W, track.H, track.W/2, ui.ButtonBG)
		h := math.Max(track.H*float64(view)/float64(len(b.rows)), u)
		y := track.Y + (track.H-h)*float64(b.top)/float64(len(b.rows)-view)
		st.shapes.RoundRect(dst, track.X, y, track.W, h, track.W/2, ui.ButtonOn)
	}
	st.pen().FitText(dst, u*0.85, i18n.ProblemsHint.In(l), box.X+u*1.5, ok.Y+ok.H/2, ok.X-box.X-u*2.5, ui.CenterLeft, ui.PanelDim)
	st.kit().DrawButtons(dst, []ui.Button{{R: ok, Label: i18n.OK.In(l)}})
}

// take empties this tick's input but the pointer's place: what a box over the window took must
// not act on the scene behind it.
func (in *input) take() {
	in.pressed, in.released = false, false
	in.keys, in.chars = in.keys[:0], in.chars[:0]
	in.wheel, in.dropped = 0, nil
}

// pollSettingsErrors shows a failure to save the settings: at the foot of the board, and in full
// in the problem box.
func (st *State) pollSettingsErrors() {
	select {
	case err, ok := <-st.opts.SettingsErrors:
		if !ok || err == nil {
			return
		}
		l := st.lang()
		msg := err.Error()
		st.problems.add(i18n.SettingsNotSaved.Format(l, msg))
		if utf8.RuneCountInString(msg) > 80 {
			msg = string([]rune(msg)[:79]) + "…"
		}
		st.fail(i18n.SettingsNotSaved.Format(l, msg))
		st.trace("settings not saved: %v\n", err)
	default:
	}
}
