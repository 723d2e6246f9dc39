package render

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/render/i18n"
	"janggi/render/layout"
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
		b.rows = append(b.rows, wrapAll(st.fonts.sans, size, p, width)...)
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
	case in.key(ebiten.KeyEscape), in.key(ebiten.KeyEnter), in.key(ebiten.KeyNumpadEnter), in.clicked(ok):
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
	shade(dst)
	drawPanelBox(dst, st, box, u)
	drawText(dst, st.fonts.sans, u*1.4, i18n.ProblemsTitle.In(l), box.X+u*1.5, box.Y+u*2.2, centerLeft, panelText)
	lineH := size * 1.35
	view := visibleRows(list, size)
	for i := 0; i < view && b.top+i < len(b.rows); i++ {
		drawText(dst, st.fonts.sans, size, b.rows[b.top+i], list.X, list.Y+float64(i)*lineH, topLeft, hanLight)
	}
	if len(b.rows) > view { // the scroll bar
		track := layout.Rect{X: list.X + list.W + u*0.8, Y: list.Y, W: u * 0.5, H: float64(view) * lineH}
		st.shapes.roundRect(dst, track.X, track.Y, track.W, track.H, track.W/2, buttonBG)
		h := math.Max(track.H*float64(view)/float64(len(b.rows)), u)
		y := track.Y + (track.H-h)*float64(b.top)/float64(len(b.rows)-view)
		st.shapes.roundRect(dst, track.X, y, track.W, h, track.W/2, buttonOn)
	}
	fitText(dst, st, u*0.85, i18n.ProblemsHint.In(l), box.X+u*1.5, ok.Y+ok.H/2, ok.X-box.X-u*2.5, centerLeft, panelDim)
	drawButtons(dst, st, []button{{r: ok, label: i18n.OK.In(l)}})
}

// wrapAll breaks s into lines no wider than width, at spaces (but not between a number and its
// noun: wordUnits), and inside a word too long for a line (a path, a long value), so that no line runs off the box. Its cost grows with the length
// of s, not with its square: each word is measured once (a line's width is the sum of its words
// and spaces, with a margin for kerning), and no text longer than a line can hold is measured.
func wrapAll(src *text.GoTextFaceSource, size float64, s string, width float64) []string {
	// No character the fonts draw is narrower than a fifth of the size, so a line holds at most
	// this many; a text with more is too wide without measuring it (zero-width characters only
	// make lines shorter than they could be).
	most := int(width/(size*0.2)) + 1
	budget := width * 0.97
	widths := map[string]float64{}
	wordWidth := func(w string) float64 {
		if v, ok := widths[w]; ok {
			return v
		}
		v := math.Inf(1)
		if utf8.RuneCountInString(w) <= most {
			v, _ = measure(src, size, w)
		}
		widths[w] = v
		return v
	}
	xx, _ := measure(src, size, "xx")
	xsx, _ := measure(src, size, "x x")
	space := xsx - xx
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		cur, curW := "", 0.0
		for _, w := range wrapUnits(para, func(u string) bool { return wordWidth(u) <= budget }) {
			ww := wordWidth(w)
			if cur != "" && curW+space+ww <= budget {
				cur, curW = cur+" "+w, curW+space+ww
				continue
			}
			if cur != "" {
				lines = append(lines, cur)
			}
			for ww > budget { // a word wider than a line goes in pieces
				head := fitPrefix(src, size, w, budget, most)
				lines = append(lines, w[:head])
				w = w[head:]
				ww = wordWidth(w)
			}
			cur, curW = w, ww
		}
		if cur != "" {
			lines = append(lines, cur)
		}
	}
	return lines
}

// fitPrefix returns the length in bytes of the longest prefix of s, of at most most characters
// and at least one, no wider than width, by bisection over its characters.
func fitPrefix(src *text.GoTextFaceSource, size float64, s string, width float64, most int) int {
	idx := make([]int, 0, most+1)
	for i := range s {
		if len(idx) > most {
			break
		}
		idx = append(idx, i)
	}
	if len(idx) <= most {
		idx = append(idx, len(s))
	}
	lo, hi := 1, len(idx)-1 // lo characters always go (one at least)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if w, _ := measure(src, size, s[:idx[mid]]); w <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return idx[lo]
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
