package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// Twelve Janggi's pieces are square tiles, as on the game's own page: the piece's character (or
// figure) in its side's colour, and a small triangle on each edge or corner it can step towards,
// so that a beginner sees how every piece moves. A tile is drawn upright, facing up the screen,
// and turned half a turn when its side faces down.

// steps are the directions each piece steps in, from its own side: x to its right, y forward.
var steps = [...][][2]int{
	twelve.King:     {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}},
	twelve.General:  {{0, 1}, {1, 0}, {0, -1}, {-1, 0}},
	twelve.Elephant: {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}},
	twelve.Soldier:  {{0, 1}},
	twelve.Lord:     {{0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}},
}

// lordFace is the face of a lord: warmer than the others', so a promotion shows at a glance.
var lordFace = color.RGBA{0xf6, 0xde, 0xa0, 0xff}

// tileCache holds the tiles drawn so far, per skin, piece and size.
type tileCache struct {
	fonts  *ui.Fonts
	images map[tileKey]*ebiten.Image
}

type tileKey struct {
	skin  SkinID
	piece twelve.Piece
	size  int
}

func newTileCache(f *ui.Fonts) *tileCache {
	return &tileCache{fonts: f, images: map[tileKey]*ebiten.Image{}}
}

// clear drops every tile (the window was resized, so every size changed).
func (c *tileCache) clear() {
	for k, img := range c.images {
		img.Deallocate()
		delete(c.images, k)
	}
}

// image returns the tile of pc, size pixels wide; its centre is the image's centre.
func (c *tileCache) image(skin SkinID, pc twelve.Piece, size float64) *ebiten.Image {
	key := tileKey{skin % skinCount, pc, int(math.Round(size))}
	if img, ok := c.images[key]; ok {
		return img
	}
	s := float64(key.size)
	n := key.size + 4
	img := ui.NewPainted(n, n, func(img *ebiten.Image) { drawTile(img, float64(n)/2, float64(n)/2, s, key.skin, pc, c.fonts) })
	c.images[key] = img
	return img
}

// drawTile draws a tile of side s centred on (cx, cy): bevelled edge, face, the side's colour as
// a thin inner frame, the step triangles and the face (character or figure). Its shadow is drawn
// apart (see tileShadow), since the tile may be turned and the shadow may not.
func drawTile(dst *ebiten.Image, cx, cy, s float64, skin SkinID, pc twelve.Piece, f *ui.Fonts) {
	ink := twelveInk[pc.Color()&1]
	x, y := cx-s/2, cy-s/2
	ui.Fill(dst, ui.RoundRect(x, y, s, s, s*0.14), color.RGBA{0x9a, 0x7a, 0x4e, 0xff})
	ui.Fill(dst, ui.RoundRect(x+s*0.03, y+s*0.02, s*0.94, s*0.93, s*0.12), color.RGBA{0xd9, 0xc3, 0x98, 0xff})
	face := faceColor
	if pc.Type() == twelve.Lord {
		face = lordFace
	}
	ui.Fill(dst, ui.RoundRect(x+s*0.06, y+s*0.05, s*0.88, s*0.86, s*0.1), face)
	ui.Stroke(dst, ui.RoundRect(x+s*0.11, y+s*0.10, s*0.78, s*0.76, s*0.07), ui.Fade(ink, 0.55), math.Max(1, s*0.02))
	fy := cy - s*0.02 // the face's centre: the bevel is thicker at the bottom
	if int(pc.Type()) < len(steps) {
		for _, d := range steps[pc.Type()] {
			drawStepMark(dst, cx, fy, s, d, ink)
		}
	}
	r := s * 0.27
	if skin == SkinPictogram {
		if fig := twelveFigures[pc.Type()]; fig != nil {
			fig(dst, pen{cx, fy, r * 1.1}, ink)
		}
		return
	}
	ui.DrawText(dst, f.Serif, max(r*1.55, layout.MinText), i18n.Hanja(kind.Twelve, pc.Color(), pc.Type()), cx, fy-r*0.04, ui.Centered, ink) // see hanjaSkin.drawFace
}

// drawStepMark draws the triangle for step d on a tile of side s whose face is centred on
// (cx, cy): at the middle of an edge for a straight step, in the corner for a diagonal one,
// pointing outwards.
func drawStepMark(dst *ebiten.Image, cx, cy, s float64, d [2]int, ink color.RGBA) {
	dx, dy := float64(d[0]), -float64(d[1]) // forward is up the screen
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	at := s * 0.36 // distance of the tip from the centre, straight
	if d[0] != 0 && d[1] != 0 {
		at = s * 0.43
	}
	h, w := s*0.08, s*0.075 // the triangle's height and half-width
	tx, ty := cx+ux*at, cy+uy*at
	bx, by := tx-ux*h, ty-uy*h
	ui.Fill(dst, ui.PolygonPath([][2]float64{{tx, ty}, {bx - uy*w, by + ux*w}, {bx + uy*w, by - ux*w}}), ink)
}

// twelveFigures draws each Twelve Janggi piece's figure for the pictogram skin, reusing Janggi's
// where the piece is the same idea: the crown for the king, the elephant's head, the foot soldier.
var twelveFigures = [...]func(dst *ebiten.Image, p pen, ink color.RGBA){
	twelve.King: drawCrown, twelve.General: drawBanner, twelve.Elephant: drawElephant,
	twelve.Soldier: drawSoldier, twelve.Lord: drawLord,
}

// drawBanner is the general (將): a commander's swallow-tailed flag on its pole.
func drawBanner(dst *ebiten.Image, p pen, ink color.RGBA) {
	p.line(dst, -0.5, -0.82, -0.5, 0.62, 0.12, ink)
	ui.Fill(dst, p.poly(-0.46, -0.78, 0.7, -0.62, 0.4, -0.3, 0.7, 0.0, -0.46, -0.1), ink)
	ui.Fill(dst, p.circle(-0.5, -0.86, 0.1), ink)
	ui.Fill(dst, p.circle(0.05, -0.42, 0.13), faceColor) // the emblem on the flag
	ui.Fill(dst, ui.RoundRect(p.cx-0.8*p.r, p.cy+0.56*p.r, 0.6*p.r, 0.18*p.r, 0.05*p.r), ink)
}

// drawLord is the lord (侯): the soldier risen to nobility, a figure with a coronet and a cloak.
func drawLord(dst *ebiten.Image, p pen, ink color.RGBA) {
	ui.Fill(dst, p.poly(-0.3, -0.5, -0.34, -0.82, -0.15, -0.64, 0, -0.88, 0.15, -0.64, 0.34, -0.82, 0.3, -0.5), ink)
	ui.Fill(dst, p.circle(0, -0.28, 0.22), ink)
	var cloak vector.Path
	cloak.MoveTo(p.pt(-0.22, -0.06))
	cloak.LineTo(p.pt(0.22, -0.06))
	x1, y1 := p.pt(0.5, 0.2)
	x2, y2 := p.pt(0.58, 0.56)
	cloak.QuadTo(x1, y1, x2, y2)
	cloak.LineTo(p.pt(-0.58, 0.56))
	x1, y1 = p.pt(-0.5, 0.2)
	x2, y2 = p.pt(-0.22, -0.06)
	cloak.QuadTo(x1, y1, x2, y2)
	cloak.Close()
	ui.Fill(dst, &cloak, ink)
	p.line(dst, 0, 0.04, 0, 0.5, 0.07, faceColor)
	ui.Fill(dst, ui.RoundRect(p.cx-0.66*p.r, p.cy+0.54*p.r, 1.32*p.r, 0.2*p.r, 0.05*p.r), ink)
}

// tileShadow draws the shadow of a tile of side size centred on (x, y), cast down and to the
// right whichever way the tile faces.
func tileShadow(dst *ebiten.Image, st *State, x, y, size, alpha float64) {
	n := int(math.Round(size))
	k := ui.SpriteKey{Shape: "tileShadow", W: n + 2, H: n + 2, P: [2]float64{float64(n)}}
	st.shapes.Draw(dst, k, x-size/2+size*0.04-1, y-size/2+size*0.07-1, alpha, func(img *ebiten.Image) {
		ui.Fill(img, ui.RoundRect(1, 1, float64(n), float64(n), float64(n)*0.14), color.RGBA{0, 0, 0, 0x50})
	})
}
