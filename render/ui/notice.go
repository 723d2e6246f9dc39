package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
)

// Notices: a word or a line across a board, in a light box placed beside the pieces it talks
// about rather than over them.

// NoticeRect returns where a notice of text goes on a frame f: across the middle, or when that
// would cover one of the places it talks about (avoid: the pieces' squares), the nearest place up
// or down the frame that covers none.
func (p Pen) NoticeRect(f layout.Rect, text string, size float64, avoid []layout.Rect) layout.Rect {
	w, h := Measure(p.Font, size, text)
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
		if !OverlapsAny(b, avoid) {
			return b
		}
	}
	return box
}

// OverlapsAny reports whether r overlaps one of rs.
func OverlapsAny(r layout.Rect, rs []layout.Rect) bool {
	for _, o := range rs {
		if r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// DrawNotice announces text on a frame f, in a light box with a border in ink, faded by alpha,
// never over the places in avoid when it can help it (NoticeRect).
func (k Kit) DrawNotice(dst *ebiten.Image, f layout.Rect, text string, size float64, ink color.RGBA, alpha float64, avoid []layout.Rect) {
	if alpha <= 0 {
		return
	}
	box := k.Pen.NoticeRect(f, text, size, avoid)
	cx, cy := box.X+box.W/2, box.Y+box.H/2
	key := SpriteKey{Shape: "notice", W: int(box.W), H: int(box.H), P: [2]float64{size}, C: ink}
	k.Shapes.Draw(dst, key, box.X, box.Y, alpha, func(img *ebiten.Image) {
		r := RoundRect(1, 1, float64(key.W)-2, float64(key.H)-2, size*0.3)
		Fill(img, r, Fade(color.RGBA{0xfb, 0xf4, 0xe2, 0xff}, 0.94))
		Stroke(img, r, ink, math.Max(2, size*0.06))
	})
	k.Pen.FitText(dst, size, text, cx, cy, f.W*0.9, Centered, Fade(ink, alpha))
}
