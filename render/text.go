package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
)

// Text that fits: labels drawn smaller, cut short or on two lines when the place is narrow, never
// below the legible size.

// fitText draws s at the given size, smaller if it would be wider than width, anchored at (x, y);
// never smaller than the legible minimum, though: what does not fit then is cut short (elide).
func fitText(dst *ebiten.Image, st *State, size float64, s string, x, y, width float64, a align, ink color.Color) {
	if w, _ := measure(st.fonts.sans, size, s); w > width && w > 0 {
		floor := min(size, legible(st))
		size = max(fitSize(st, size, s, width), floor)
		s = elide(st, size, s, width)
	}
	drawText(dst, st.fonts.sans, size, s, x, y, a, ink)
}

// fitSize returns a size up to size at which s is at most width wide. A text's width does not
// scale smoothly with its size (it goes in steps), so the size is found in a few steps of at
// least a fifth of a pixel.
func fitSize(st *State, size float64, s string, width float64) float64 {
	for range 16 {
		w, _ := measure(st.fonts.sans, size, s)
		if w <= width+0.5 || w <= 0 {
			break
		}
		size = min(size*width/w, size-0.2)
	}
	return size
}

// legible is the smallest text size the window draws, in device pixels.
func legible(st *State) float64 { return layout.MinText * max(st.screen.Scale, 1) }

// elide returns s, or as much of it as fits in width at size followed by "…".
func elide(st *State, size float64, s string, width float64) string {
	width += 0.5 // a size made to fit exactly measures a hair wider
	if w, _ := measure(st.fonts.sans, size, s); w <= width {
		return s
	}
	r := []rune(s)
	fits := func(n int) bool {
		w, _ := measure(st.fonts.sans, size, strings.TrimRight(string(r[:n]), " ·")+"…")
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

// fitLines draws s at the given size inside r, centred vertically, horizontally as a says: on one
// line, made smaller if need be; or, when one line would have to shrink below four fifths of the
// size (a long label on a narrow button), on two lines split at the space that balances them.
func fitLines(dst *ebiten.Image, st *State, size float64, s string, r layout.Rect, a align, ink color.Color) {
	x := r.X
	if a == centered {
		x = r.X + r.W/2
	}
	w, _ := measure(st.fonts.sans, size, s)
	floor := min(size, legible(st))
	one := size
	if w > r.W && w > 0 {
		one = fitSize(st, size, s, r.W)
	}
	if one < size*0.8 {
		if first, second, ok := balancedSplit(st, size, s); ok {
			w1, _ := measure(st.fonts.sans, size, first)
			w2, _ := measure(st.fonts.sans, size, second)
			longer := first
			if w2 > w1 {
				longer = second
			}
			two := max(min(fitSize(st, size, longer, r.W), r.H/2.5), floor)
			if two > one {
				line := align{a.h, centered.v}
				drawText(dst, st.fonts.sans, two, elide(st, two, first, r.W), x, r.Y+r.H/2-two*0.62, line, ink)
				drawText(dst, st.fonts.sans, two, elide(st, two, second, r.W), x, r.Y+r.H/2+two*0.62, line, ink)
				return
			}
		}
	}
	one = max(one, floor)
	drawText(dst, st.fonts.sans, one, elide(st, one, s, r.W), x, r.Y+r.H/2, align{a.h, centered.v}, ink)
}

// balancedSplit splits s at the space that makes the longer of its two halves shortest, among
// the spaces a line may break at (wordUnits).
func balancedSplit(st *State, size float64, s string) (string, string, bool) {
	units := wordUnits(s)
	best, bestW := -1, math.Inf(1)
	for i := 1; i < len(units); i++ {
		w1, _ := measure(st.fonts.sans, size, strings.Join(units[:i], " "))
		w2, _ := measure(st.fonts.sans, size, strings.Join(units[i:], " "))
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
