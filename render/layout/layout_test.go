package layout

import (
	"fmt"
	"math"
	"strings"
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
	for _, sz := range [][3]float64{{1100, 800, 1}, {640, 480, 1}, {2200, 1600, 2}, {800, 600, 1}, {1270, 500, 1}, {700, 900, 1}} {
		s := Split(sz[0], sz[1], sz[2])
		switch s.Arrangement {
		case Below:
			if s.Board.H+s.Panel.H != sz[1] || s.Panel.Y != s.Board.H || s.Panel.W != sz[0] {
				t.Errorf("%v: board %+v and panel %+v do not tile the window", sz, s.Board, s.Panel)
			}
		default:
			if s.Board.W+s.Panel.W != sz[0] || s.Panel.X != s.Board.W || s.Panel.H != sz[1] {
				t.Errorf("%v: board %+v and panel %+v do not tile the window", sz, s.Board, s.Panel)
			}
		}
		if s.Unit*0.75 < MinText*sz[2] {
			t.Errorf("%v: unit %.0f: text at three quarters of it is under %d pixels", sz, s.Unit, MinText)
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

// TestLayoutAtAnySize lays out the windows of issue 12 and others: the panel goes beside the board,
// beside it in two columns, or below it, whichever gives the board the most room; every part of
// the panel is inside it and apart from the others; the move list shows at least three moves and
// the buttons are wide enough for their labels; the board is not left small beside an empty
// space; and a HiDPI screen (device scale 2) gets the same layout at twice the pixels.
func TestLayoutAtAnySize(t *testing.T) {
	cases := []struct {
		w, h float64
		want Arrangement
	}{
		{1200, 900, Beside}, {1100, 800, Beside}, {800, 600, Beside}, {1270, 500, Wide}, {700, 900, Below},
		{1920, 1080, Beside}, {1600, 600, Wide}, {600, 1000, Below}, {1000, 1400, Below},
		// Too small for every arrangement: the column with its buttons in six columns where it
		// is wide, else the buttons under the board (issue 54: at 640×480 the move list had no
		// row left above the buttons).
		{1000, 500, Beside}, {640, 480, Tight}, {700, 500, Tight},
	}
	for _, c := range cases {
		s := Split(c.w, c.h, 1)
		if s.Arrangement != c.want {
			t.Errorf("%.0f×%.0f: panel %v, want %v", c.w, c.h, s.Arrangement, c.want)
		}
		checkPanel(t, s)
		if wb := s.WithoutButtons().Board; s.Arrangement == Tight && wb != (Rect{0, 0, s.Board.W, c.h}) {
			t.Errorf("%.0f×%.0f: a scene without the panel's buttons fits its board in %+v, want the board's whole side", c.w, c.h, wb)
		}
		// The board's cells against what the window could give them with the smallest panel
		// beside or below: at least two thirds of it.
		g := s.FitBoard(Janggi(), false)
		ideal := math.Max(math.Min((c.w-columnMinW*s.Unit)/boardFrameW, c.h/boardFrameH), math.Min(c.w/boardFrameW, (c.h-belowH*s.Unit)/boardFrameH))
		if g.Cell < ideal*2/3 {
			t.Errorf("%.0f×%.0f: board cells of %.0f pixels, where %.0f would fit", c.w, c.h, g.Cell, ideal)
		}
		hi := Split(c.w*2, c.h*2, 2)
		if hi.Arrangement != s.Arrangement || hi.Unit != 2*s.Unit || hi.Panel != scaled(s.Panel, 2) || hi.Board != scaled(s.Board, 2) || hi.ButtonCols != s.ButtonCols {
			t.Errorf("%.0f×%.0f at scale 2: %v %+v unit %.0f, want twice %v %+v unit %.0f", c.w, c.h, hi.Arrangement, hi.Panel, hi.Unit, s.Arrangement, s.Panel, s.Unit)
		}
	}
}

// checkPanel checks that the panel's parts are inside the panel (the buttons of Tight under the
// board) and do not overlap, that the move list has three rows and the buttons room for their
// labels.
func checkPanel(t *testing.T, s Screen) {
	t.Helper()
	pp := s.PanelParts()
	u := s.Unit
	parts := map[string]Rect{"title": pp.Title, "card 1": pp.Cards[0], "card 2": pp.Cards[1], "tray 1": pp.Trays[0], "tray 2": pp.Trays[1],
		"status": pp.Status, "moves": pp.Moves, "buttons": pp.Buttons}
	inside := func(a, b Rect) bool {
		return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
	}
	overlap := func(a, b Rect) bool {
		return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
	}
	name := fmt.Sprintf("%.0f×%.0f %v", s.W, s.H, s.Arrangement)
	for n, r := range parts {
		if n == "buttons" && s.Arrangement == Tight { // under the board
			if !inside(r, Rect{W: s.W, H: s.H}) || overlap(r, s.Board) || overlap(r, s.Panel) {
				t.Errorf("%s: the buttons %+v are not in the window under the board %+v", name, r, s.Board)
			}
			continue
		}
		if !inside(r, s.Panel) {
			t.Errorf("%s: the %s %+v is outside the panel %+v", name, n, r, s.Panel)
		}
		for m, q := range parts {
			card := func(x string) bool { return strings.HasPrefix(x, "card") || strings.HasPrefix(x, "tray") }
			if n < m && !(card(n) && card(m) && n[len(n)-1] == m[len(m)-1]) && overlap(r, q) { // a card holds its tray
				t.Errorf("%s: the %s %+v overlaps the %s %+v", name, n, r, m, q)
			}
		}
	}
	if pp.Moves.H < movesMinH*u-0.5 {
		t.Errorf("%s: the move list is %.1f units high, room for fewer than %d moves", name, pp.Moves.H/u, minMoveRows)
	}
	if bw := (pp.Buttons.W - float64(s.ButtonCols-1)*ButtonGap*u) / float64(s.ButtonCols); bw < 4.5*u {
		t.Errorf("%s: buttons %.1f units wide in %d columns", name, bw/u, s.ButtonCols)
	}
	if pp.Buttons.H < buttonsH(s.ButtonCols)*u-0.5 {
		t.Errorf("%s: the buttons have %.1f units of height for %.1f", name, pp.Buttons.H/u, buttonsH(s.ButtonCols))
	}
}
