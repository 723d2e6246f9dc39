package render

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"janggi/render/layout"
	"janggi/render/ui"
)

// Board colours: light wood, dark lines.
var (
	woodLight = color.RGBA{0xe9, 0xc2, 0x84, 0xff}
	woodDark  = color.RGBA{0xd6, 0xa8, 0x66, 0xff}
	grain     = ui.Fade(color.RGBA{0x8a, 0x5a, 0x26, 0xff}, 0.10)
	lineInk   = color.RGBA{0x3a, 0x26, 0x14, 0xff}
	labelInk  = color.RGBA{0x5a, 0x3c, 0x1e, 0xff}
)

// boardLayer is the static part of the board (wood, lines, palaces, labels), drawn once per size
// and orientation into an offscreen image.
type boardLayer struct {
	img     *ebiten.Image
	geo     layout.Geometry
	minText float64
}

// image returns the layer for geometry g, redrawing it only when g changed; its labels are never
// smaller than minText pixels.
func (l *boardLayer) image(g layout.Geometry, f *ui.Fonts, minText float64) *ebiten.Image {
	if l.img != nil && l.geo == g && l.minText == minText {
		return l.img
	}
	l.minText = minText
	if l.img != nil {
		l.img.Deallocate()
	}
	l.geo = g
	w, h := int(math.Ceil(g.Frame.W)), int(math.Ceil(g.Frame.H))
	l.img = ui.NewPaintedBands(w, h, boardBand, func(img *ebiten.Image, top int) { drawBoard(img, g, f, minText, float64(top)) })
	return l.img
}

// boardBand is the height in pixels of the bands the board's picture is painted in: its
// antialiasing buffer is then at most twice the board's width by 256 rows (2 MB at 1200×900),
// where the whole board needed a 2048×2048 texture (16 MB), which with the scratch images beside it
// made the window's peak memory, in its first second (docs/window.md#memory).
const boardBand = 128

// drawBoard draws the board of g into dst, whose origin is g.Frame's corner moved down by top
// pixels (the band ui.NewPaintedBands paints); the labels are at least minText pixels high.
func drawBoard(dst *ebiten.Image, g layout.Geometry, f *ui.Fonts, minText, top float64) {
	w, h := g.Frame.W, g.Frame.H
	g.Frame.Y += top // every position below is taken relative to the frame's corner
	ox, oy := g.Frame.X, g.Frame.Y
	cell := g.Cell
	b := g.Board

	// Wood: a rounded slab lit from the top left, with a grain of thin wavy lines.
	ui.Fill(dst, ui.RoundRect(0, -top, w, h, cell*0.12), woodDark)
	ui.Fill(dst, ui.RoundRect(cell*0.05, cell*0.05-top, w-cell*0.1, h-cell*0.1, cell*0.1), woodLight)
	rng := rand.New(rand.NewPCG(7, 11)) // fixed: the same wood every time
	for i := 0; i < int(h/cell*9); i++ {
		y := rng.Float64()*h - top
		amp, freq, phase := cell*(0.05+rng.Float64()*0.15), (1+rng.Float64()*2)/w*2*math.Pi, rng.Float64()*6
		width := math.Max(1, cell*(0.02+rng.Float64()*0.05))
		if reach := amp + width; y+reach < 0 || y-reach > float64(dst.Bounds().Dy()) {
			continue // outside this band
		}
		var p vector.Path
		for x := cell * 0.1; x <= w-cell*0.1; x += cell / 4 {
			yy := y + amp*math.Sin(x*freq+phase)
			if x == cell*0.1 {
				p.MoveTo(float32(x), float32(yy))
			} else {
				p.LineTo(float32(x), float32(yy))
			}
		}
		ui.Stroke(dst, &p, grain, width)
	}

	gx, gy := g.Grid.X-ox, g.Grid.Y-oy
	thin := math.Max(1, math.Round(cell*0.028))
	thick := thin * 2.2
	// Lines: for Cells boards the grid lines are the cell edges, so there is one more of each.
	nf, nr := b.Files, b.Ranks
	if b.Cells {
		nf, nr = nf+1, nr+1
	}
	for i := 0; i < nf; i++ {
		x := gx + float64(i)*cell
		if b.River > 0 && i > 0 && i < nf-1 {
			yr := gy + float64(b.Ranks-1-b.River)*cell
			ui.Line(dst, x, gy, x, yr, thin, lineInk)
			ui.Line(dst, x, yr+cell, x, gy+g.Grid.H, thin, lineInk)
			continue
		}
		ui.Line(dst, x, gy, x, gy+g.Grid.H, thin, lineInk)
	}
	for i := 0; i < nr; i++ {
		y := gy + float64(i)*cell
		ui.Line(dst, gx, y, gx+g.Grid.W, y, thin, lineInk)
	}
	// The outer border, a little outside the outer lines.
	d := thick * 1.6
	ui.Stroke(dst, ui.RoundRect(gx-d, gy-d, g.Grid.W+2*d, g.Grid.H+2*d, 0), lineInk, thick)

	// Palaces: both diagonals, corner to corner.
	local := func(p layout.Point) (float64, float64) {
		x, y := g.Center(p)
		return x - ox, y - oy
	}
	for _, pal := range b.Palaces {
		x0, y0 := local(layout.Point{File: pal.File0, Rank: pal.Rank0})
		x1, y1 := local(layout.Point{File: pal.File1, Rank: pal.Rank1})
		ui.Line(dst, x0, y0, x1, y1, thin*1.1, lineInk)
		x0, y0 = local(layout.Point{File: pal.File0, Rank: pal.Rank1})
		x1, y1 = local(layout.Point{File: pal.File1, Rank: pal.Rank0})
		ui.Line(dst, x0, y0, x1, y1, thin*1.1, lineInk)
	}
	// Corner marks (Xiangqi boards): small brackets around the start points of soldiers and cannons.
	for _, m := range b.Marks {
		x, y := local(m)
		e, l := cell*0.08, cell*0.18
		for _, sx := range []float64{-1, 1} {
			for _, sy := range []float64{-1, 1} {
				if (m.File == 0 && sx < 0) || (m.File == b.Files-1 && sx > 0) {
					continue
				}
				ui.Line(dst, x+sx*e, y+sy*e, x+sx*(e+l), y+sy*e, thin, lineInk)
				ui.Line(dst, x+sx*e, y+sy*e, x+sx*e, y+sy*(e+l), thin, lineInk)
			}
		}
	}

	if b.River > 0 {
		drawRiver(dst, g, f)
	}

	// Coordinates: file numbers above and below, rank numbers on both sides, as .gib records use them.
	size := max(cell*0.26, minText) // legible on a small board too
	for col := 0; col < b.Files; col++ {
		x, _ := local(layout.Point{File: col, Rank: 0})
		if g.Flipped {
			x, _ = local(layout.Point{File: b.Files - 1 - col, Rank: 0})
		}
		s := g.FileLabelAt(col)
		ui.DrawText(dst, f.Sans, size, s, x, gy+g.Grid.H+cell*0.62, ui.Centered, labelInk)
		ui.DrawText(dst, f.Sans, size, s, x, gy-cell*0.62, ui.Centered, labelInk)
	}
	for row := 0; row < b.Ranks; row++ {
		_, y := local(layout.Point{File: 0, Rank: b.Ranks - 1 - row})
		if g.Flipped {
			_, y = local(layout.Point{File: 0, Rank: row})
		}
		s := g.RankLabelAt(row)
		ui.DrawText(dst, f.Sans, size, s, gx-cell*0.64, y, ui.Centered, labelInk)
		ui.DrawText(dst, f.Sans, size, s, gx+g.Grid.W+cell*0.64, y, ui.Centered, labelInk)
	}
}
