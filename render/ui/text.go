package ui

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/render/layout"
)

// Text that fits: labels drawn smaller, cut short or on two lines when the place is narrow, never
// below the legible size.

// Pen is what fitting text needs: the font it is drawn in and the window's scale, which sets the
// smallest size a text may shrink to (Legible).
type Pen struct {
	Font  *text.GoTextFaceSource
	Scale float64 // device pixels a layout pixel (layout.Screen.Scale)
}

// Legible is the smallest text size the window draws, in device pixels.
func (p Pen) Legible() float64 { return layout.MinText * max(p.Scale, 1) }

// FitText draws s at the given size, smaller if it would be wider than width, anchored at (x, y);
// never smaller than the legible minimum, though: what does not fit then is cut short (Elide).
func (p Pen) FitText(dst *ebiten.Image, size float64, s string, x, y, width float64, a Align, ink color.Color) {
	if w, _ := Measure(p.Font, size, s); w > width && w > 0 {
		floor := min(size, p.Legible())
		size = max(p.fitSize(size, s, width), floor)
		s = p.Elide(size, s, width)
	}
	DrawText(dst, p.Font, size, s, x, y, a, ink)
}

// fitSize returns a size up to size at which s is at most width wide. A text's width does not
// scale smoothly with its size (it goes in steps), so the size is found in a few steps of at
// least a fifth of a pixel.
func (p Pen) fitSize(size float64, s string, width float64) float64 {
	for range 16 {
		w, _ := Measure(p.Font, size, s)
		if w <= width+0.5 || w <= 0 {
			break
		}
		size = min(size*width/w, size-0.2)
	}
	return size
}

// Elide returns s, or as much of it as fits in width at size followed by "…".
func (p Pen) Elide(size float64, s string, width float64) string {
	width += 0.5 // a size made to fit exactly measures a hair wider
	if w, _ := Measure(p.Font, size, s); w <= width {
		return s
	}
	r := []rune(s)
	fits := func(n int) bool {
		w, _ := Measure(p.Font, size, strings.TrimRight(string(r[:n]), " ·")+"…")
		return w <= width
	}
	lo, hi := 0, len(r) // fits(lo) is assumed, fits(hi) is false
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return strings.TrimRight(string(r[:lo]), " ·") + "…"
}

// FitLines draws s at the given size inside r, centred vertically, horizontally as a says: on one
// line, made smaller if need be; or, when one line would have to shrink below four fifths of the
// size (a long label on a narrow button), on two lines split at the space that balances them.
func (p Pen) FitLines(dst *ebiten.Image, size float64, s string, r layout.Rect, a Align, ink color.Color) {
	x := r.X
	if a == Centered {
		x = r.X + r.W/2
	}
	w, _ := Measure(p.Font, size, s)
	floor := min(size, p.Legible())
	one := size
	if w > r.W && w > 0 {
		one = p.fitSize(size, s, r.W)
	}
	if one < size*0.8 {
		if first, second, ok := p.BalancedSplit(size, s); ok {
			w1, _ := Measure(p.Font, size, first)
			w2, _ := Measure(p.Font, size, second)
			longer := first
			if w2 > w1 {
				longer = second
			}
			two := max(min(p.fitSize(size, longer, r.W), r.H/2.5), floor)
			if two > one {
				line := Align{a.H, Centered.V}
				DrawText(dst, p.Font, two, p.Elide(two, first, r.W), x, r.Y+r.H/2-two*0.62, line, ink)
				DrawText(dst, p.Font, two, p.Elide(two, second, r.W), x, r.Y+r.H/2+two*0.62, line, ink)
				return
			}
		}
	}
	one = max(one, floor)
	DrawText(dst, p.Font, one, p.Elide(one, s, r.W), x, r.Y+r.H/2, Align{a.H, Centered.V}, ink)
}

// BalancedSplit splits s at the space that makes the longer of its two halves shortest, among
// the spaces a line may break at (wordUnits).
func (p Pen) BalancedSplit(size float64, s string) (string, string, bool) {
	units := wordUnits(s)
	best, bestW := -1, math.Inf(1)
	for i := 1; i < len(units); i++ {
		w1, _ := Measure(p.Font, size, strings.Join(units[:i], " "))
		w2, _ := Measure(p.Font, size, strings.Join(units[i:], " "))
		if w := max(w1, w2); w < bestW {
			best, bestW = i, w
		}
	}
	if best < 0 {
		return "", "", false
	}
	return strings.Join(units[:best], " "), strings.Join(units[best:], " "), true
}

// wordUnits splits s at the spaces a line may break at. A count keeps its noun: a number stays
// with the word after it ("3 moves", "40 s", "12 점"), and a number that ends its clause (the
// last word, or one followed by a comma, "차 13,", or with its counter attached, "초 72점")
// stays with the word before it, unless that word is a number too or ends in a colon (a
// list of Korean moves, "수: 55포75 76졸75", is not one count). Elsewhere every space is a place
// to break.
func wordUnits(s string) []string {
	words := strings.Fields(s)
	out := make([]string, 0, len(words))
	glue := false // the word before runs on into this one
	for i, w := range words {
		num, runsOn := numberWord(w)
		runsOn = runsOn && i+1 < len(words)
		back := false // w ends a count whose noun is the word before
		if num && !runsOn && i > 0 {
			prevNum, _ := numberWord(words[i-1])
			back = !prevNum && !strings.HasSuffix(words[i-1], ":")
		}
		if len(out) > 0 && (glue || back) {
			out[len(out)-1] += " " + w
		} else {
			out = append(out, w)
		}
		glue = runsOn
	}
	return out
}

// numberWord reports whether w begins with a number (after an opening bracket or quote, and a
// sign), and whether it is nothing but the number, so that the word after it is what it counts.
func numberWord(w string) (num, bare bool) {
	w = strings.TrimLeft(w, "([\"“'‘")
	w = strings.TrimLeft(w, "+-−±")
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false, false
	}
	for _, r := range w {
		if !(r >= '0' && r <= '9' || strings.ContainsRune(".,:×/%", r)) {
			return true, false
		}
	}
	last := w[len(w)-1]
	return true, last >= '0' && last <= '9' || last == '%'
}

// wrapUnits is wordUnits for a line width: a unit wider than the line (with how wide fits
// says) is given back as its words, so that keeping a count whole never runs a line off its box.
func wrapUnits(s string, fits func(string) bool) []string {
	units := wordUnits(s)
	out := make([]string, 0, len(units))
	for _, u := range units {
		if strings.Contains(u, " ") && !fits(u) {
			out = append(out, strings.Fields(u)...)
			continue
		}
		out = append(out, u)
	}
	return out
}

// Wrap breaks s into lines no wider than width at the given size, at spaces (Korean and English
// both put spaces between words), but not between a number and its noun (wordUnits).
func Wrap(src *text.GoTextFaceSource, size float64, s string, width float64) []string {
	var lines []string
	cur := ""
	fits := func(u string) bool { w, _ := Measure(src, size, u); return w <= width }
	for _, w := range wrapUnits(s, fits) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if tw, _ := Measure(src, size, next); tw > width && cur != "" {
			lines = append(lines, cur)
			next = w
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// WrapAll breaks s into lines no wider than width, at spaces (but not between a number and its
// noun: wordUnits), and inside a word too long for a line (a path, a long value), so that no line
// runs off the box. Its cost grows with the length of s, not with its square: each word is measured
// once (a line's width is the sum of its words and spaces, with a margin for kerning), and no text
// longer than a line can hold is measured.
func WrapAll(src *text.GoTextFaceSource, size float64, s string, width float64) []string {
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
			v, _ = Measure(src, size, w)
		}
		widths[w] = v
		return v
	}
	xx, _ := Measure(src, size, "xx")
	xsx, _ := Measure(src, size, "x x")
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
		if w, _ := Measure(src, size, s[:idx[mid]]); w <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return idx[lo]
}
