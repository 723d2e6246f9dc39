package render

import "janggi/render/layout"

// pointsFit is a Janggi or Xiangqi board of 90 points, never turned, fitted to the screen: what
// the editor's and the tutorial's board views share.
type pointsFit struct {
	spec  *layout.Board // made once: the board layer is redrawn only when the geometry changes
	style Style         // the counters'
	geo   layout.Geometry
}

func (b *pointsFit) fit(sc layout.Screen) { b.geo = sc.FitBoard(b.spec, false) }

// squaresFit is Twelve Janggi's board of 12 squares and its trays, never turned, fitted to the
// screen.
type squaresFit struct {
	spec *layout.Board
	geo  layout.Geometry
}

func (b *squaresFit) fit(sc layout.Screen) { b.geo = sc.FitBoard(b.spec, false) }
