package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
	"janggi/render/ui"
)

// The notices across the board (check, bikjang, a pass, a promotion, a failure of the computer),
// placed beside the pieces they talk about.

// noticeRect returns where a notice of text goes on board frame f: across the middle, or when
// that would cover one of the pieces it talks about (avoid: their squares), the nearest place up
// or down the board that covers none.
func noticeRect(st *State, f layout.Rect, text string, size float64, avoid []layout.Rect) layout.Rect {
	w, h := ui.Measure(st.fonts.Sans, size, text)
	w = math.Min(w, f.W*0.9)
	box := layout.Rect{X: f.X + f.W/2 - w/2 - size*0.6, Y: f.Y + f.H/2 - h/2 - size*0.3, W: w + size*1.2, H: h + size*0.6}
	step := box.H / 4
	for i := 0; i < 200; i++ {
		dy := float64((i+1)/2) * step
		if i%2 == 1 {
			dy = -dy
		}
		b := box
		b.Y += dy
		if b.Y < f.Y || b.Y+b.H > f.Y+f.H {
			if float64((i+1)/2)*step > f.H {
				break
			}
			continue
		}
		if !overlapsAny(b, avoid) {
			return b
		}
	}
	return box
}

// overlapsAny reports whether r overlaps one of rs.
func overlapsAny(r layout.Rect, rs []layout.Rect) bool {
	for _, o := range rs {
		if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// drawNoticeBox announces text on a board frame, in a light box with a border in ink, faded by
// alpha, never over the squares in avoid when it can help it (noticeRect).
func drawNoticeBox(dst *ebiten.Image, st *State, f layout.Rect, text string, size float64, ink color.RGBA, alpha float64, avoid []layout.Rect) {
	if alpha <= 0 {
		return
	}
	box := noticeRect(st, f, text, size, avoid)
	cx, cy := box.X+box.W/2, box.Y+box.H/2
	k := ui.SpriteKey{Shape: "notice", W: int(box.W), H: int(box.H), P: [2]float64{size}, C: ink}
	st.shapes.Draw(dst, k, box.X, box.Y, alpha, func(img *ebiten.Image) {
		r := ui.RoundRect(1, 1, float64(k.W)-2, float64(k.H)-2, size*0.3)
		ui.Fill(img, r, ui.Fade(color.RGBA{0xfb, 0xf4, 0xe2, 0xff}, 0.94))
		ui.Stroke(img, r, ink, math.Max(2, size*0.06))
	})
	st.pen().FitText(dst, size, text, cx, cy, f.W*0.9, ui.Centered, ui.Fade(ink, alpha))
}
