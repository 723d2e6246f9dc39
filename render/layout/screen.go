package layout

import "math"

// Screen splits the window into the board area (left) and the side panel (right).
type Screen struct {
	W, H  float64 // window size in device pixels
	Scale float64 // device pixels per logical pixel (HiDPI)
	Board Rect    // the area the board is fitted into
	Panel Rect    // players, points, move list and buttons
	Unit  float64 // the base size of text and spacing, in device pixels
}

// Split lays out a window of w×h device pixels at the given device scale. The panel takes about
// a third of the width, within limits, so the board keeps most of a wide window and the text
// stays legible in a narrow one.
func Split(w, h, scale float64) Screen {
	if scale <= 0 {
		scale = 1
	}
	pw := math.Round(math.Min(math.Max(w*0.3, 250*scale), 420*scale))
	if pw > w*0.5 {
		pw = math.Round(w * 0.5)
	}
	unit := math.Max(10*scale, math.Min(pw/22, h/42))
	return Screen{
		W: w, H: h, Scale: scale, Unit: math.Round(unit),
		Board: Rect{0, 0, w - pw, h},
		Panel: Rect{w - pw, 0, pw, h},
	}
}

// Grid returns n cells of a grid with cols columns laid out row by row from the top of r, each h
// high, with gap pixels between cells.
func Grid(r Rect, n, cols int, h, gap float64) []Rect {
	if cols < 1 {
		cols = 1
	}
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	out := make([]Rect, n)
	for i := range out {
		c, row := i%cols, i/cols
		out[i] = Rect{math.Round(r.X + float64(c)*(w+gap)), math.Round(r.Y + float64(row)*(h+gap)), math.Round(w), h}
	}
	return out
}

// FitBoard returns the geometry of board b in the window's board area, leaving a margin for the
// wood's shadow. The window and its end-to-end test both place the board with it.
func (s Screen) FitBoard(b *Board, flipped bool) Geometry {
	return Fit(b, s.Board.Inset(s.Unit*0.8), flipped)
}
