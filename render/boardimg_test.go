package render

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/layout"
	"janggi/render/ui"
)

// TestTheBoardPaintedInBandsIsTheWholeBoard paints each board's picture at once and in bands of
// several heights (boardBand, and one that cuts rows of pieces, palaces and labels at odd places)
// and compares them pixel by pixel: a band shifted wrongly, or a shape cut off at a band's edge,
// changes whole rows. Antialiasing flushed band by band may round a few edge pixels differently,
// by up to 3 levels of 255 (compareBandPixels); no more is allowed.
func TestTheBoardPaintedInBandsIsTheWholeBoard(t *testing.T) {
	f, err := ui.LoadFonts()
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
					img := ui.NewPaintedBands(w, h, band, paint)
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

// TestTheBoardsPictureHasATextureOfItsOwn paints the board's picture at the window's 1200×900 and
// a counter, and checks where the kit put them (ui.NewPictureHook): the board's picture, and every band's scratch
// image, on a texture of their own; the counter, small, on Ebitengine's atlas. On the atlas, the
// board's picture made Ebitengine grow its atlas of sources to 8 MB, in a second copy.
func TestTheBoardsPictureHasATextureOfItsOwn(t *testing.T) {
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	type made struct {
		w, h int
		own  bool
	}
	var pictures []made
	ui.NewPictureHook = func(w, h int, own bool) { pictures = append(pictures, made{w, h, own}) }
	defer func() { ui.NewPictureHook = nil }()
	g := layout.Fit(layout.Janggi(), layout.Rect{W: 800, H: 900}, false)
	var l boardLayer
	onLoop(func() { l.image(g, f, 12).Deallocate() })
	w, h := int(math.Ceil(g.Frame.W)), int(math.Ceil(g.Frame.H))
	if len(pictures) < 2 || pictures[0] != (made{w, h, true}) {
		t.Fatalf("the board's picture (%d×%d) was made as %+v, want first the picture on a texture of its own, then its bands", w, h, pictures)
	}
	for _, p := range pictures[1:] {
		if !p.own || p.h > boardBand {
			t.Errorf("a band of the board's picture was made as %+v: want at most %d rows, on a texture of its own", p, boardBand)
		}
	}
	pictures = nil
	onLoop(func() { newPieceCache(f).image(SkinHanja, Token{Side: game.Cho, Type: game.Chariot}, 40).Deallocate() })
	if len(pictures) != 2 || pictures[0].own || !pictures[1].own {
		t.Errorf("a counter was made as %+v, want the picture on the atlas and its scratch image on a texture of its own", pictures)
	}
}
