package layout

import "math"

// TwelveSlots is the number of places in a Twelve Janggi hand: one per kind of piece that can
// be dropped (general, elephant, soldier); several pieces of a kind share a place and a count.
const TwelveSlots = 3

// The trays of the hands beside a board whose pieces are dropped (Board.Hand), in cells: their
// width, the gap between them and the board's wood, and the gap between the two trays.
const (
	trayWidth = 1.2
	trayGap   = 0.3
	trayPad   = 0.15
)

// fitWithHands returns the largest layout of board b and its two hands' trays beside it that fits
// area, centred in it: a tray per player, the top tray for the player at the top of the board,
// each with b.Hand places in a column.
func fitWithHands(b *Board, area Rect, flipped bool) Geometry {
	fw, fh := b.FrameCells()
	cell := math.Floor(math.Min(area.W/(fw+trayGap+trayWidth), area.H/fh))
	if cell < 1 {
		cell = 1
	}
	w := (fw + trayGap + trayWidth) * cell
	x := math.Round(area.X + (area.W-w)/2)
	g := Fit(b, Rect{x, area.Y, fw * cell, area.H}, flipped)
	f := g.Frame
	tx := f.X + f.W + trayGap*cell
	th := (f.H - trayGap*cell) / 2
	top, bottom := Rect{tx, f.Y, trayWidth * cell, th}, Rect{tx, f.Y + f.H - th, trayWidth * cell, th}
	g.Trays = [2]Rect{bottom, top}
	if flipped {
		g.Trays = [2]Rect{top, bottom}
	}
	g.Slot = (th - 2*trayPad*cell) / float64(b.Hand)
	return g
}

// SlotCenter returns the centre of place slot (0 = top) in player's tray.
func (g Geometry) SlotCenter(player, slot int) (x, y float64) {
	t := g.Trays[player&1]
	return t.X + t.W/2, t.Y + trayPad*g.Cell + (float64(slot)+0.5)*g.Slot
}

// HitSlot returns the player and place of the tray slot under pixel (x, y), and false when the
// pixel is on neither tray (always, on a board without hands).
func (g Geometry) HitSlot(x, y float64) (player, slot int, ok bool) {
	for p, t := range g.Trays {
		if !t.Contains(x, y) {
			continue
		}
		s := int(math.Floor((y - t.Y - trayPad*g.Cell) / g.Slot))
		if s < 0 || s >= g.Board.Hand {
			return 0, 0, false
		}
		return p, s, true
	}
	return 0, 0, false
}
