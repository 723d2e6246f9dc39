package ui

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/internal/testloop"
)

// TestSpritesPaintEachShapeOnce draws shapes through the cache: a shape is painted the first time
// only, then copied, the copy where it was asked and as painted; past maxSprites shapes the cache
// starts again, so that shapes of old window sizes do not pile up.
func TestSpritesPaintEachShapeOnce(t *testing.T) {
	red := color.RGBA{0xff, 0, 0, 0xff}
	testloop.Do(func() {
		s := NewSprites()
		defer s.Clear()
		dst := ebiten.NewImage(40, 40)
		defer dst.Deallocate()
		painted := 0
		paint := func(img *ebiten.Image) { painted++; img.Fill(red) }
		k := SpriteKey{Shape: "test", W: 4, H: 4}
		s.Draw(dst, k, 10, 20, 1, paint)
		s.Draw(dst, k, 30, 30, 1, paint)
		if painted != 1 {
			t.Errorf("one shape drawn twice was painted %d times, want once", painted)
		}
		for _, p := range [][2]int{{10, 20}, {13, 23}, {30, 30}} {
			if got := dst.At(p[0], p[1]); got != red {
				t.Errorf("(%d, %d) is %v, want the shape's red", p[0], p[1], got)
			}
		}
		if got := dst.At(9, 20); got != (color.RGBA{}) {
			t.Errorf("(9, 20), left of the shape, is %v, want nothing drawn", got)
		}
		for i := 1; i < maxSprites; i++ {
			s.Draw(dst, SpriteKey{Shape: "test", W: 4, H: 4, P: [2]float64{float64(i)}}, 0, 0, 1, paint)
		}
		if painted != maxSprites || len(s.images) != maxSprites {
			t.Fatalf("%d shapes painted, %d cached; want %d of each", painted, len(s.images), maxSprites)
		}
		s.Draw(dst, SpriteKey{Shape: "test", W: 4, H: 4, P: [2]float64{-1}}, 0, 0, 1, paint)
		if len(s.images) != 1 {
			t.Errorf("a shape past %d left %d cached, want the cache started again with it alone", maxSprites, len(s.images))
		}
		s.Draw(dst, k, 10, 20, 1, paint)
		if painted != maxSprites+2 {
			t.Errorf("the first shape, dropped with the rest, was not painted again (%d paints)", painted)
		}
	})
}
