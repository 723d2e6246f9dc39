package layout

import "testing"

func TestTwelveTraysBesideTheBoard(t *testing.T) {
	area := Rect{20, 10, 700, 700}
	for _, flipped := range []bool{false, true} {
		g := fitWithHands(Twelve(), area, flipped)
		for p, tr := range g.Trays {
			if tr.X < g.Frame.X+g.Frame.W || tr.X+tr.W > area.X+area.W || tr.Y < area.Y || tr.Y+tr.H > area.Y+area.H {
				t.Errorf("flipped=%v: tray %d %+v is not beside the board %+v inside the area %+v", flipped, p, tr, g.Frame, area)
			}
			for s := 0; s < TwelveSlots; s++ {
				x, y := g.SlotCenter(p, s)
				hp, hs, ok := g.HitSlot(x, y+g.Slot*0.4)
				if !ok || hp != p || hs != s {
					t.Errorf("flipped=%v: slot %d of tray %d at %.0f,%.0f hits %d/%d (%v)", flipped, s, p, x, y, hp, hs, ok)
				}
				if _, ok := g.Hit(x, y); ok {
					t.Errorf("flipped=%v: the hand slot at %.0f,%.0f also hits a board square", flipped, x, y)
				}
			}
		}
		// The player at the bottom of the board has the bottom tray.
		bottom := 0
		if flipped {
			bottom = 1
		}
		if g.Trays[bottom].Y <= g.Trays[1-bottom].Y {
			t.Errorf("flipped=%v: tray %d is not below the other", flipped, bottom)
		}
		if g.Trays[0].Y+g.Trays[0].H > g.Trays[1].Y && g.Trays[1].Y+g.Trays[1].H > g.Trays[0].Y {
			t.Errorf("the trays overlap: %+v %+v", g.Trays[0], g.Trays[1])
		}
		if _, _, ok := g.HitSlot(g.Frame.X+1, g.Frame.Y+1); ok {
			t.Error("the board's corner hits a hand slot")
		}
	}
	b := Twelve()
	if fitWithHands(b, area, false) != fitWithHands(b, area, false) {
		t.Error("one board in one area gives two geometries: whatever is drawn for one would be redrawn every frame")
	}
	if g := fitWithHands(Twelve(), area, false); g.Cell < 100 {
		t.Errorf("cells of %.0f px in a 700-px square: the board should take most of it", g.Cell)
	}
}

// TestFitBoardGivesTraysToHands checks that the window's one fit gives trays to a board with hands
// only, in the window's board area, and that the bare fit (a preview) has none.
func TestFitBoardGivesTraysToHands(t *testing.T) {
	sc := Split(1280, 800, 1)
	g := sc.FitBoard(Twelve(), false)
	if g.Slot <= 0 || g.Trays[0].W <= 0 || g.Trays[0].X+g.Trays[0].W > sc.Board.X+sc.Board.W {
		t.Errorf("Twelve Janggi's trays %+v (slot %.1f) are not in the board area %+v", g.Trays, g.Slot, sc.Board)
	}
	x, y := g.SlotCenter(0, 1)
	if p, s, ok := g.HitSlot(x, y); !ok || p != 0 || s != 1 {
		t.Errorf("the centre of Cho's second place hits %d/%d (%v)", p, s, ok)
	}
	for _, b := range []*Board{Janggi(), Xiangqi()} {
		if g := sc.FitBoard(b, false); g.Trays != [2]Rect{} || g.Slot != 0 {
			t.Errorf("%s has trays %+v", b.Name, g.Trays)
		}
	}
	if bare := Fit(Twelve(), sc.Board, false); bare.Trays != [2]Rect{} {
		t.Errorf("the bare fit has trays %+v", bare.Trays)
	} else if _, _, ok := bare.HitSlot(x, y); ok {
		t.Error("a board fitted without trays hits a hand slot")
	}
}
