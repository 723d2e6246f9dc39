package layout

import (
	"math"
	"testing"
)

func TestCenterAndHitAgree(t *testing.T) {
	for _, b := range []*Board{Janggi(), Xiangqi(), Twelve()} {
		for _, flipped := range []bool{false, true} {
			g := Fit(b, Rect{10, 20, 700, 800}, flipped)
			for f := 0; f < b.Files; f++ {
				for r := 0; r < b.Ranks; r++ {
					p := Point{f, r}
					x, y := g.Center(p)
					for _, d := range [][2]float64{{0, 0}, {0.3, 0.2}, {-0.2, 0.35}} {
						got, ok := g.Hit(x+d[0]*g.Cell, y+d[1]*g.Cell)
						if !ok || got != p {
							t.Fatalf("%s flipped=%v: the pixel %.1f cells from %v hits %v (ok %v)", b.Name, flipped, math.Hypot(d[0], d[1]), p, got, ok)
						}
					}
				}
			}
			x, y := g.Center(Point{0, 0})
			if _, ok := g.Hit(x+g.Cell*0.5, y+g.Cell*0.5); ok {
				t.Errorf("%s: a pixel between four points hits one", b.Name)
			}
			if _, ok := g.Hit(g.Frame.X+1, g.Frame.Y+1); ok {
				t.Errorf("%s: the frame's corner hits a point", b.Name)
			}
		}
	}
}

func TestOrientation(t *testing.T) {
	b := Janggi()
	g := Fit(b, Rect{0, 0, 900, 1000}, false)
	x1, y1 := g.Center(Point{0, 0}) // Cho's left corner (a1)
	x2, y2 := g.Center(Point{8, 9}) // Han's right corner (i10)
	if !(x1 < x2 && y1 > y2) {
		t.Errorf("unflipped: a1 at %.0f,%.0f and i10 at %.0f,%.0f; want a1 bottom left", x1, y1, x2, y2)
	}
	f := Fit(b, Rect{0, 0, 900, 1000}, true)
	fx, fy := f.Center(Point{0, 0})
	if fx != x2 || fy != y2 {
		t.Errorf("flipped: a1 at %.0f,%.0f, want where i10 was (%.0f,%.0f)", fx, fy, x2, y2)
	}
	if g.Cell*9+2*frameMargin*g.Cell > 1000 || g.Frame.X < 0 || g.Frame.Y < 0 {
		t.Errorf("the board does not fit its area: %+v", g.Frame)
	}
}

func TestGibLabels(t *testing.T) {
	g := Fit(Janggi(), Rect{0, 0, 900, 1000}, false)
	// .gib coordinates: files 1-9 from Cho's left; ranks 1-9 then 0 from Han's back rank down.
	if g.FileLabelAt(0) != "1" || g.FileLabelAt(8) != "9" || g.RankLabelAt(0) != "1" || g.RankLabelAt(8) != "9" || g.RankLabelAt(9) != "0" {
		t.Errorf("labels: files %s..%s, ranks top %s, 9th %s, bottom %s", g.FileLabelAt(0), g.FileLabelAt(8), g.RankLabelAt(0), g.RankLabelAt(8), g.RankLabelAt(9))
	}
	f := Fit(Janggi(), Rect{0, 0, 900, 1000}, true)
	if f.FileLabelAt(0) != "9" || f.RankLabelAt(0) != "0" {
		t.Errorf("flipped labels: left file %s, top rank %s; want 9 and 0 (the labels follow the points)", f.FileLabelAt(0), f.RankLabelAt(0))
	}
}

func TestSplitAndGrid(t *testing.T) {
	for _, sz := range [][3]float64{{1100, 800, 1}, {640, 480, 1}, {2200, 1600, 2}} {
		s := Split(sz[0], sz[1], sz[2])
		if s.Board.W+s.Panel.W != sz[0] || s.Panel.X != s.Board.W {
			t.Errorf("%v: board %+v and panel %+v do not tile the window", sz, s.Board, s.Panel)
		}
		if s.Board.W < s.Panel.W {
			t.Errorf("%v: the panel (%.0f) is wider than the board area (%.0f)", sz, s.Panel.W, s.Board.W)
		}
		if s.Unit < 10*sz[2] {
			t.Errorf("%v: unit %.0f too small to read", sz, s.Unit)
		}
	}
	hi, lo := Split(2200, 1600, 2), Split(1100, 800, 1)
	if hi.Unit != 2*lo.Unit {
		t.Errorf("HiDPI: unit %.0f at scale 2, %.0f at scale 1; want twice", hi.Unit, lo.Unit)
	}
	cells := Grid(Rect{0, 0, 210, 100}, 5, 2, 20, 10)
	if len(cells) != 5 || cells[1].X != 110 || cells[2].Y != 30 || cells[0].W != 100 {
		t.Errorf("grid: %+v", cells)
	}
}
