package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sprites caches antialiased shapes as images. Antialiased vector drawing straight onto the
// screen is slow (Ebitengine renders each batch into a doubled offscreen buffer, and software
// OpenGL, as under Xvfb, takes most of a frame for a few of them), so every shape drawn each
// frame (buttons, dots, rings, marks) is drawn once into an image here and then copied.
type Sprites struct {
	images map[SpriteKey]*ebiten.Image
}

// SpriteKey names one cached shape: its kind, image size, parameters and colour.
type SpriteKey struct {
	Shape string
	W, H  int
	P     [2]float64
	C     color.RGBA
}

// maxSprites bounds the cache: shapes of old window sizes are dropped wholesale.
const maxSprites = 600

// NewSprites returns an empty cache.
func NewSprites() *Sprites { return &Sprites{images: map[SpriteKey]*ebiten.Image{}} }

// Clear drops every shape cached, and frees its image.
func (s *Sprites) Clear() {
	for k, img := range s.images {
		img.Deallocate()
		delete(s.images, k)
	}
}

// Draw copies the sprite k to (x, y) (its top-left corner), painting it first if it is new.
func (s *Sprites) Draw(dst *ebiten.Image, k SpriteKey, x, y, alpha float64, paint func(img *ebiten.Image)) {
	img, ok := s.images[k]
	if !ok {
		if len(s.images) >= maxSprites {
			s.Clear()
		}
		img = NewPainted(k.W, k.H, paint)
		s.images[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

// RoundRect draws a filled rectangle with rounded corners.
func (s *Sprites) RoundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.RGBA) {
	k := SpriteKey{Shape: "rrect", W: int(math.Round(w)), H: int(math.Round(h)), P: [2]float64{math.Round(r)}, C: c}
	s.Draw(dst, k, x, y, 1, func(img *ebiten.Image) {
		Fill(img, RoundRect(0, 0, float64(k.W), float64(k.H), k.P[0]), c)
	})
}

// Disc draws a filled circle centred on (cx, cy).
func (s *Sprites) Disc(dst *ebiten.Image, cx, cy, r float64, c color.RGBA, alpha float64) {
	n := int(math.Ceil(2*r)) + 4
	k := SpriteKey{Shape: "disc", W: n, H: n, P: [2]float64{math.Round(r * 4)}, C: c}
	s.Draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, alpha, func(img *ebiten.Image) {
		Fill(img, Circle(float64(n)/2, float64(n)/2, k.P[0]/4), c)
	})
}

// Ring draws a circle's outline, width pixels wide, centred on (cx, cy).
func (s *Sprites) Ring(dst *ebiten.Image, cx, cy, r, width float64, c color.RGBA) {
	n := int(math.Ceil(2*r+width)) + 4
	k := SpriteKey{Shape: "ring", W: n, H: n, P: [2]float64{math.Round(r * 4), math.Round(width * 4)}, C: c}
	s.Draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, 1, func(img *ebiten.Image) {
		Stroke(img, Circle(float64(n)/2, float64(n)/2, k.P[0]/4), c, k.P[1]/4)
	})
}

// Octagon draws a counter-shaped octagon centred on (cx, cy): filled when width is 0, else its
// outline width pixels wide.
func (s *Sprites) Octagon(dst *ebiten.Image, cx, cy, r, width float64, c color.RGBA) {
	n := int(math.Ceil(2*r+width)) + 4
	k := SpriteKey{Shape: "oct", W: n, H: n, P: [2]float64{math.Round(r * 4), math.Round(width * 4)}, C: c}
	s.Draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, 1, func(img *ebiten.Image) {
		o := Octagon(float64(n)/2, float64(n)/2, k.P[0]/4)
		if k.P[1] == 0 {
			Fill(img, o, c)
		} else {
			Stroke(img, o, c, k.P[1]/4)
		}
	})
}

// Shade darkens the whole of dst (behind a menu); an axis-aligned rectangle needs no antialiasing.
func Shade(dst *ebiten.Image) {
	b := dst.Bounds()
	FillRect(dst, 0, 0, float64(b.Dx()), float64(b.Dy()), color.RGBA{0, 0, 0, 0x70})
}
