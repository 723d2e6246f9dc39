package layout

import "math"

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the pixel (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, max(0, r.W-2*d), max(0, r.H-2*d)}
}

// Geometry places a board in a rectangle of the window: the size of a cell, where each point
// lands, and which point a pixel hits; for a board with hands (Board.Hand) as the window plays
// it, the trays of the hands too. Flipped turns the board half a turn, so that the second player
// sits at the bottom.
type Geometry struct {
	Board   *Board
	Cell    float64 // distance between neighbouring points, in device pixels
	Frame   Rect    // the wooden board, labels included
	Grid    Rect    // the outer lines (for Cells boards, the outer cell edges)
	Flipped bool
	// Trays are the hands beside the board, indexed by player: 0 the first player (Cho), 1 the
	// second (Han); zero when the board is fitted without them.
	Trays [2]Rect
	// Slot is the distance between the centres of two places in a tray.
	Slot float64
}

// frameMargin is the wood around the grid, in cells: room for half a counter and the labels.
const frameMargin = 0.85

// FrameCells returns the size of b's wood in cells, labels included.
func (b *Board) FrameCells() (w, h float64) {
	gw, gh := float64(b.Files-1), float64(b.Ranks-1)
	if b.Cells {
		gw, gh = float64(b.Files), float64(b.Ranks)
	}
	return gw + 2*frameMargin, gh + 2*frameMargin
}

// Fit returns the largest geometry of b that fits area, centred in it: the board alone, without
// the trays of its hands (a preview, a picture of the board).
func Fit(b *Board, area Rect, flipped bool) Geometry {
	gw, gh := float64(b.Files-1), float64(b.Ranks-1)
	if b.Cells {
		gw, gh = float64(b.Files), float64(b.Ranks)
	}
	fw, fh := b.FrameCells()
	cell := math.Floor(math.Min(area.W/fw, area.H/fh))
	if cell < 1 {
		cell = 1
	}
	w, h := fw*cell, fh*cell
	frame := Rect{math.Round(area.X + (area.W-w)/2), math.Round(area.Y + (area.H-h)/2), w, h}
	grid := Rect{frame.X + frameMargin*cell, frame.Y + frameMargin*cell, gw * cell, gh * cell}
	return Geometry{Board: b, Cell: cell, Frame: frame, Grid: grid, Flipped: flipped}
}

// view returns the column and row (0 = left, top) at which point p is drawn.
func (g Geometry) view(p Point) (col, row int) {
	col, row = p.File, g.Board.Ranks-1-p.Rank
	if g.Flipped {
		col, row = g.Board.Files-1-p.File, p.Rank
	}
	return col, row
}

// Center returns the pixel at the centre of point p.
func (g Geometry) Center(p Point) (x, y float64) {
	col, row := g.view(p)
	x, y = g.Grid.X+float64(col)*g.Cell, g.Grid.Y+float64(row)*g.Cell
	if g.Board.Cells {
		x, y = x+g.Cell/2, y+g.Cell/2
	}
	return x, y
}

// Hit returns the point whose centre is nearest to pixel (x, y), and false when the pixel lies
// farther than half a cell from every point (off the board, or between two points).
func (g Geometry) Hit(x, y float64) (Point, bool) {
	fx, fy := (x-g.Grid.X)/g.Cell, (y-g.Grid.Y)/g.Cell
	if g.Board.Cells {
		fx, fy = fx-0.5, fy-0.5
	}
	col, row := int(math.Round(fx)), int(math.Round(fy))
	if col < 0 || col >= g.Board.Files || row < 0 || row >= g.Board.Ranks {
		return Point{}, false
	}
	if math.Hypot(fx-float64(col), fy-float64(row)) > 0.5 {
		return Point{}, false
	}
	p := Point{col, g.Board.Ranks - 1 - row}
	if g.Flipped {
		p = Point{g.Board.Files - 1 - col, row}
	}
	return p, true
}

// FileLabelAt returns the label drawn under column col (0 = left).
func (g Geometry) FileLabelAt(col int) string {
	f := col
	if g.Flipped {
		f = g.Board.Files - 1 - col
	}
	return g.Board.FileLabel(f)
}

// RankLabelAt returns the label drawn beside row row (0 = top).
func (g Geometry) RankLabelAt(row int) string {
	r := g.Board.Ranks - 1 - row
	if g.Flipped {
		r = row
	}
	return g.Board.RankLabel(r)
}
