package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"janggi/game"
	"janggi/render/ui"
)

// pictogramSkin draws a figure per piece, in the side's colour, for players who cannot read
// hanja: a crown (general), a shield (guard), an elephant's head, a horse's head, a wheel
// (chariot), a cannon on its carriage and a foot soldier with a spear. Figures are drawn in unit
// coordinates (the face's radius is 1, y grows downwards) and scaled.
type pictogramSkin struct{}

// faceColor is the ivory of a counter's face, used to cut details into the figures.
var faceColor = color.RGBA{0xfb, 0xf4, 0xe2, 0xff}

// pen scales unit coordinates onto a counter's face.
type pen struct{ cx, cy, r float64 }

func (p pen) pt(x, y float64) (float32, float32) {
	return float32(p.cx + x*p.r), float32(p.cy + y*p.r)
}

// poly returns the closed path through unit points given as x0, y0, x1, y1, ...
func (p pen) poly(xy ...float64) *vector.Path {
	pts := make([][2]float64, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		pts = append(pts, [2]float64{p.cx + xy[i]*p.r, p.cy + xy[i+1]*p.r})
	}
	return ui.PolygonPath(pts)
}

func (p pen) circle(x, y, r float64) *vector.Path { return ui.Circle(p.cx+x*p.r, p.cy+y*p.r, r*p.r) }

func (p pen) line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	var path vector.Path
	path.MoveTo(p.pt(x0, y0))
	path.LineTo(p.pt(x1, y1))
	ui.Stroke(dst, &path, c, w*p.r)
}

// figures draws each piece type's figure.
var figures = [...]func(dst *ebiten.Image, p pen, ink color.RGBA){
	game.General: drawCrown, game.Guard: drawShield, game.Elephant: drawElephant, game.Horse: drawHorse,
	game.Chariot: drawWheel, game.Cannon: drawCannon, game.Soldier: drawSoldier,
}

func (pictogramSkin) drawFace(dst *ebiten.Image, t Token, cx, cy, r float64, ink color.RGBA, _ *ui.Fonts) {
	if int(t.Type) < len(figures) && figures[t.Type] != nil {
		figures[t.Type](dst, pen{cx, cy, r * 0.92}, ink)
	}
}

func drawCrown(dst *ebiten.Image, p pen, ink color.RGBA) {
	ui.Fill(dst, p.poly(-0.62, 0.32, -0.74, -0.38, -0.36, -0.02, 0, -0.58, 0.36, -0.02, 0.74, -0.38, 0.62, 0.32), ink)
	ui.Fill(dst, ui.RoundRect(p.cx-0.66*p.r, p.cy+0.4*p.r, 1.32*p.r, 0.26*p.r, 0.06*p.r), ink)
	for _, x := range []float64{-0.74, 0, 0.74} {
		y := -0.46
		if x == 0 {
			y = -0.68
		}
		ui.Fill(dst, p.circle(x, y, 0.11), ink)
	}
	ui.Fill(dst, p.circle(0, 0.12, 0.1), faceColor) // a jewel cut into the crown
}

func drawShield(dst *ebiten.Image, p pen, ink color.RGBA) {
	var s vector.Path
	s.MoveTo(p.pt(-0.6, -0.62))
	x1, y1 := p.pt(0, -0.78)
	x2, y2 := p.pt(0.6, -0.62)
	s.QuadTo(x1, y1, x2, y2)
	s.LineTo(p.pt(0.58, 0.02))
	x1, y1 = p.pt(0.5, 0.48)
	x2, y2 = p.pt(0, 0.74)
	s.QuadTo(x1, y1, x2, y2)
	x1, y1 = p.pt(-0.5, 0.48)
	x2, y2 = p.pt(-0.58, 0.02)
	s.QuadTo(x1, y1, x2, y2)
	s.Close()
	ui.Fill(dst, &s, ink)
	p.line(dst, 0, -0.5, 0, 0.52, 0.12, faceColor)
	p.line(dst, -0.4, -0.12, 0.4, -0.12, 0.12, faceColor)
}

func drawElephant(dst *ebiten.Image, p pen, ink color.RGBA) {
	for _, side := range []float64{-1, 1} { // the ears, behind the head
		ui.Fill(dst, p.poly(side*0.2, -0.52, side*0.72, -0.6, side*0.82, -0.12, side*0.62, 0.22, side*0.22, 0.1), ink)
	}
	ui.Stroke(dst, p.circle(0, -0.18, 0.4), faceColor, 0.1*p.r)
	ui.Fill(dst, p.circle(0, -0.18, 0.4), ink)
	// The trunk hangs from the face and curls up at its tip.
	var tr vector.Path
	tr.MoveTo(p.pt(0, 0.0))
	x1, y1 := p.pt(-0.04, 0.5)
	x2, y2 := p.pt(0.2, 0.62)
	tr.QuadTo(x1, y1, x2, y2)
	x1, y1 = p.pt(0.34, 0.66)
	x2, y2 = p.pt(0.36, 0.5)
	tr.QuadTo(x1, y1, x2, y2)
	ui.Stroke(dst, &tr, faceColor, 0.3*p.r)
	ui.Stroke(dst, &tr, ink, 0.2*p.r)
	for _, side := range []float64{-1, 1} {
		ui.Fill(dst, p.circle(side*0.17, -0.26, 0.06), faceColor)
		p.line(dst, side*0.2, 0.06, side*0.34, 0.34, 0.07, ink) // tusks, outlined by the face colour around them
	}
}

func drawHorse(dst *ebiten.Image, p pen, ink color.RGBA) {
	// A horse's head and neck, facing left, like a chess knight.
	ui.Fill(dst, p.poly(
		-0.5, 0.72, 0.56, 0.72, 0.54, 0.2, 0.4, -0.24, 0.18, -0.54, 0.1, -0.8, -0.02, -0.58,
		-0.3, -0.44, -0.64, -0.06, -0.58, 0.1, -0.28, 0.04, -0.08, 0.16, -0.36, 0.46,
	), ink)
	ui.Fill(dst, p.circle(-0.14, -0.3, 0.07), faceColor)
	for i := 0; i < 3; i++ { // the mane
		y := -0.4 + float64(i)*0.26
		p.line(dst, 0.26+float64(i)*0.06, y, 0.44+float64(i)*0.05, y+0.12, 0.06, faceColor)
	}
}

func drawWheel(dst *ebiten.Image, p pen, ink color.RGBA) {
	ui.Stroke(dst, p.circle(0, 0, 0.62), ink, 0.15*p.r)
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		p.line(dst, 0, 0, 0.62*math.Cos(a), 0.62*math.Sin(a), 0.09, ink)
	}
	ui.Fill(dst, p.circle(0, 0, 0.19), ink)
	ui.Fill(dst, p.circle(0, 0, 0.07), faceColor)
}

func drawCannon(dst *ebiten.Image, p pen, ink color.RGBA) {
	// The barrel points up and to the right, thicker at the breech.
	a := -28 * math.Pi / 180
	dx, dy := math.Cos(a), math.Sin(a)
	nx, ny := -dy, dx
	bx, by := -0.62, 0.2 // breech
	mx, my := bx+1.32*dx, by+1.32*dy
	ui.Fill(dst, p.poly(bx+nx*0.2, by+ny*0.2, mx+nx*0.13, my+ny*0.13, mx-nx*0.13, my-ny*0.13, bx-nx*0.2, by-ny*0.2), ink)
	ui.Fill(dst, p.circle(bx-dx*0.06, by-dy*0.06, 0.2), ink)
	ui.Fill(dst, p.poly(mx+nx*0.18-dx*0.06, my+ny*0.18-dy*0.06, mx+nx*0.18+dx*0.06, my+ny*0.18+dy*0.06,
		mx-nx*0.18+dx*0.06, my-ny*0.18+dy*0.06, mx-nx*0.18-dx*0.06, my-ny*0.18-dy*0.06), ink) // the muzzle ring
	// The carriage wheel.
	ui.Stroke(dst, p.circle(-0.12, 0.4, 0.28), faceColor, 0.2*p.r)
	ui.Stroke(dst, p.circle(-0.12, 0.4, 0.28), ink, 0.1*p.r)
	for i := 0; i < 4; i++ {
		a := float64(i) * math.Pi / 4
		p.line(dst, -0.12-0.28*math.Cos(a), 0.4-0.28*math.Sin(a), -0.12+0.28*math.Cos(a), 0.4+0.28*math.Sin(a), 0.06, ink)
	}
}

func drawSoldier(dst *ebiten.Image, p pen, ink color.RGBA) {
	// A foot soldier (a pawn's figure) with a spear.
	p.line(dst, 0.46, -0.7, 0.46, 0.66, 0.08, ink)
	ui.Fill(dst, p.poly(0.46, -0.9, 0.58, -0.62, 0.34, -0.62), ink)
	ui.Fill(dst, p.circle(-0.1, -0.36, 0.22), ink)
	ui.Fill(dst, p.poly(-0.3, -0.1, 0.1, -0.1, 0.3, 0.5, -0.5, 0.5), ink)
	ui.Fill(dst, ui.RoundRect(p.cx-0.58*p.r, p.cy+0.48*p.r, 0.96*p.r, 0.2*p.r, 0.05*p.r), ink)
}
