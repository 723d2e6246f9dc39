package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// sprites caches antialiased shapes as images. Antialiased vector drawing straight onto the
// screen is slow (Ebitengine renders each batch into a doubled offscreen buffer, and software
// OpenGL, as under Xvfb, takes most of a frame for a few of them), so every shape drawn each
// frame (buttons, dots, rings, marks) is drawn once into an image here and then copied.
type sprites struct {
	images map[spriteKey]*ebiten.Image
}

// spriteKey names one cached shape: its kind, image size, parameters and colour.
type spriteKey struct {
	shape string
	w, h  int
	p     [2]float64
	c     color.RGBA
}

// maxSprites bounds the cache: shapes of old window sizes are dropped wholesale.
const maxSprites = 600

func newSprites() *sprites { return &sprites{images: map[spriteKey]*ebiten.Image{}} }

func (s *sprites) clear() {
	for k, img := range s.images {
		img.Deallocate()
		delete(s.images, k)
	}
}

// draw copies the sprite k to (x, y) (its top-left corner), painting it first if it is new.
func (s *sprites) draw(dst *ebiten.Image, k spriteKey, x, y, alpha float64, paint func(img *ebiten.Image)) {
	img, ok := s.images[k]
	if !ok {
		if len(s.images) >= maxSprites {
			s.clear()
		}
		img = newPainted(k.w, k.h, paint)
		s.images[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

// roundRect draws a filled rectangle with rounded corners.
func (s *sprites) roundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.RGBA) {
	k := spriteKey{shape: "rrect", w: int(math.Round(w)), h: int(math.Round(h)), p: [2]float64{math.Round(r)}, c: c}
	s.draw(dst, k, x, y, 1, func(img *ebiten.Image) {
		fill(img, roundRect(0, 0, float64(k.w), float64(k.h), k.p[0]), c)
	})
}

// disc draws a filled circle centred on (cx, cy).
func (s *sprites) disc(dst *ebiten.Image, cx, cy, r float64, c color.RGBA, alpha float64) {
	n := int(math.Ceil(2*r)) + 4
	k := spriteKey{shape: "disc", w: n, h: n, p: [2]float64{math.Round(r * 4)}, c: c}
	s.draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, alpha, func(img *ebiten.Image) {
		fill(img, circle(float64(n)/2, float64(n)/2, k.p[0]/4), c)
	})
}

// ring draws a circle's outline, width pixels wide, centred on (cx, cy).
func (s *sprites) ring(dst *ebiten.Image, cx, cy, r, width float64, c color.RGBA) {
	n := int(math.Ceil(2*r+width)) + 4
	k := spriteKey{shape: "ring", w: n, h: n, p: [2]float64{math.Round(r * 4), math.Round(width * 4)}, c: c}
	s.draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, 1, func(img *ebiten.Image) {
		stroke(img, circle(float64(n)/2, float64(n)/2, k.p[0]/4), c, k.p[1]/4)
	})
}

// octagon draws a counter-shaped octagon centred on (cx, cy): filled when width is 0, else its
// outline width pixels wide.
func (s *sprites) octagon(dst *ebiten.Image, cx, cy, r, width float64, c color.RGBA) {
	n := int(math.Ceil(2*r+width)) + 4
	k := spriteKey{shape: "oct", w: n, h: n, p: [2]float64{math.Round(r * 4), math.Round(width * 4)}, c: c}
	s.draw(dst, k, cx-float64(n)/2, cy-float64(n)/2, 1, func(img *ebiten.Image) {
		o := octagon(float64(n)/2, float64(n)/2, k.p[0]/4)
		if k.p[1] == 0 {
			fill(img, o, c)
		} else {
			stroke(img, o, c, k.p[1]/4)
		}
	})
}

// shade darkens the whole of dst (behind a menu); an axis-aligned rectangle needs no antialiasing.
func shade(dst *ebiten.Image) {
	b := dst.Bounds()
	vectorFillRect(dst, 0, 0, float64(b.Dx()), float64(b.Dy()), color.RGBA{0, 0, 0, 0x70})
}
