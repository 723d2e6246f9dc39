package match

// Drag is the pointer's press on a selected piece, which becomes a drag once the pointer has
// travelled far enough: the part of Selector that knows only pixels.
type Drag struct {
	// Dragging is true while the selected piece follows the pointer, drawn at X, Y.
	Dragging bool
	X, Y     float64

	pressed      bool // the button went down on the piece and is still held
	downX, downY float64
}

// Move handles the pointer moving to (x, y) with the button held; slop is how far (in the same
// units) it must travel from the press before the piece starts to follow it.
func (d *Drag) Move(x, y, slop float64) {
	if !d.pressed {
		return
	}
	d.X, d.Y = x, y
	if !d.Dragging {
		dx, dy := x-d.downX, y-d.downY
		d.Dragging = dx*dx+dy*dy > slop*slop
	}
}
