package layout

import "math"

// TwelveSlots is the number of places in a Twelve Janggi hand: one per kind of piece that can
// be dropped (general, elephant, soldier); several pieces of a kind share a place and a count.
const TwelveSlots = 3

// Twelve Janggi's trays beside the board, in cells: their width, the gap between them and the
// board's wood, and the gap between the two trays.
const (
	trayWidth = 1.2
	trayGap   = 0.3
	trayPad   = 0.15
)

// TwelveGeometry places Twelve Janggi's 3×4 board and, beside it, the two hands: a tray per
// player, the top tray for the player at the top of the board, each with TwelveSlots places in a
// column.
type TwelveGeometry struct {
	Geometry
	// Trays are the hands, indexed by player: 0 the first player (Cho), 1 the second (Han).
	Trays [2]Rect
	// Slot is the distance between the centres of two places in a tray.
	Slot float64
}

// FitTwelve returns the largest layout of Twelve Janggi's board b (Twelve()) that fits area,
// centred in it. The geometry points at b: a caller that keeps one b gets equal geometries for
// equal windows, and so can tell when to redraw what it drew for one.
func FitTwelve(b *Board, area Rect, flipped bool) TwelveGeometry {
	fw, fh := float64(b.Files)+2*frameMargin, float64(b.Ranks)+2*frameMargin
	cell := math.Floor(math.Min(area.W/(fw+trayGap+trayWidth), area.H/fh))
	if cell < 1 {
		cell = 1
	}
	w := (fw + trayGap + trayWidth) * cell
	x := math.Round(area.X + (area.W-w)/2)
	g := TwelveGeometry{Geometry: Fit(b, Rect{x, area.Y, fw * cell, area.H}, flipped)}
	f := g.Frame
	tx := f.X + f.W + trayGap*cell
	th := (f.H - trayGap*cell) / 2
	top, bottom := Rect{tx, f.Y, trayWidth * cell, th}, Rect{tx, f.Y + f.H - th, trayWidth * cell, th}
	g.Trays = [2]Rect{bottom, top}
	if flipped {
		g.Trays = [2]Rect{top, bottom}
	}
	g.Slot = (th - 2*trayPad*cell) / TwelveSlots
	return g
}

// FitTwelve returns the layout of Twelve Janggi's board b in the window's board area, with the
// margin FitBoard leaves.
func (s Screen) FitTwelve(b *Board, flipped bool) TwelveGeometry {
	return FitTwelve(b, s.Board.Inset(s.Unit*0.8), flipped)
}

// SlotCenter returns the centre of place slot (0 = top) in player's tray.
func (g TwelveGeometry) SlotCenter(player, slot int) (x, y float64) {
	t := g.Trays[player&1]
	return t.X + t.W/2, t.Y + trayPad*g.Cell + (float64(slot)+0.5)*g.Slot
}

// HitSlot returns the player and place of the tray slot under pixel (x, y), and false when the
// pixel is on neither tray.
func (g TwelveGeometry) HitSlot(x, y float64) (player, slot int, ok bool) {
	for p, t := range g.Trays {
		if !t.Contains(x, y) {
			continue
		}
		s := int(math.Floor((y - t.Y - trayPad*g.Cell) / g.Slot))
		if s < 0 || s >= TwelveSlots {
			return 0, 0, false
		}
		return p, s, true
	}
	return 0, 0, false
}
