package render

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
)

// TestTheBoardPaintedInBandsIsTheWholeBoard paints each board's picture at once and in bands of
// several heights (boardBand, and one that cuts rows of pieces, palaces and labels at odd places)
// and compares them pixel by pixel: a band shifted wrongly, or a shape cut off at a band's edge,
// changes whole rows. Antialiasing flushed band by band may round a few edge pixels differently,
// by up to 3 levels of 255 (compareBandPixels); no more is allowed.
func TestTheBoardPaintedInBandsIsTheWholeBoard(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	boards := map[string]*layout.Board{"janggi": layout.Janggi(), "xiangqi": layout.Xiangqi(), "twelve": layout.Twelve()}
	for name, b := range boards {
		for _, flipped := range []bool{false, true} {
			g := layout.Fit(b, layout.Rect{X: 30, Y: 20, W: 700, H: 760}, flipped)
			w, h := int(math.Ceil(g.Frame.W)), int(math.Ceil(g.Frame.H))
			paint := func(img *ebiten.Image, top int) { drawBoard(img, g, f, 12, float64(top)) }
			onLoop(func() {
				whole := ebiten.NewImage(w, h)
				defer whole.Deallocate()
				paint(whole, 0)
				want := make([]byte, 4*w*h)
				whole.ReadPixels(want)
				for _, band := range []int{boardBand, 37} {
					img := newPaintedBands(w, h, band, paint)
					got := make([]byte, 4*w*h)
					img.ReadPixels(got)
					img.Deallocate()
					what := fmt.Sprintf("%s (flipped %v), %d×%d in bands of %d", name, flipped, w, h, band)
					compareBandPixels(t, what, w, want, got)
				}
			})
		}
	}
}

// compareBandPixels fails the test when a channel of a pixel differs by more than 3 levels, or more
// than one pixel in 1000 differs at all (differing); a picture without ink (all wood, or empty)
// fails too.
func compareBandPixels(t *testing.T, what string, w int, want, got []byte) {
	inked := 0
	for i := range want {
		if i%4 == 0 && want[i] < 0x80 && want[i+3] == 0xff {
			inked++ // the lines' and labels' dark ink
		}
		if d := int(want[i]) - int(got[i]); d < -3 || d > 3 {
			p := i / 4
			t.Errorf("%s: pixel (%d, %d) is %v, painted at once %v", what, p%w, p/w, got[4*p:4*p+4], want[4*p:4*p+4])
			return
		}
	}
	if n, differ := len(want)/4, differing(want, got); differ*1000 > n {
		t.Errorf("%s: %d of %d pixels differ", what, differ, n)
	}
	if inked == 0 {
		t.Errorf("%s: no dark ink at all; the board was not painted", what)
	}
}
