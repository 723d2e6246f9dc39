package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// SkinID names a piece skin: the settings' (config.Skin), whose String is the settings file's name.
type SkinID = config.Skin

// The piece skins.
const (
	SkinHanja     = config.Hanja     // octagonal counters with their hanja
	SkinPictogram = config.Pictogram // the same counters with a drawn figure, for players who do not read hanja
	skinCount     = SkinPictogram + 1
)

// nextSkin returns the skin after s, wrapping around (the S key).
func nextSkin(s SkinID) SkinID { return (s + 1) % skinCount }

// Style is the family of characters a counter carries: Janggi's or Xiangqi's.
type Style uint8

// The styles.
const (
	StyleJanggi Style = iota
	StyleXiangqi
)

// Token is one counter to draw: its characters' family, its side and what piece it is.
type Token struct {
	Style Style
	Side  game.Color
	Type  game.PieceType
}

// skin draws counters. A skin draws one token into an image at a given radius; the window caches
// the images per skin, token and size, so drawing may be slow.
type skin interface {
	// drawFace draws what is on the counter's face (a character or a figure), centred on (cx, cy),
	// fitting a circle of radius r, in ink.
	drawFace(dst *ebiten.Image, t Token, cx, cy, r float64, ink color.RGBA, f *ui.Fonts)
}

// The side colours, everywhere in the window: Cho green, Han red.
var (
	choInk = color.RGBA{0x10, 0x6a, 0x3e, 0xff}
	hanInk = color.RGBA{0xbe, 0x1e, 0x23, 0xff}
)

// sideInk returns the colour of a side.
func sideInk(c game.Color) color.RGBA {
	if c == game.Han {
		return hanInk
	}
	return choInk
}

// sizeClass returns a counter's radius relative to the largest: the general is largest, guards
// and soldiers smallest, as on a real board.
func sizeClass(t game.PieceType) float64 {
	switch t {
	case game.General:
		return 1
	case game.Guard, game.Soldier:
		return 0.74
	}
	return 0.87
}

// pieceCache holds the image of every counter drawn so far, per skin, token and radius.
type pieceCache struct {
	fonts  *ui.Fonts
	skins  [skinCount]skin
	images map[pieceKey]*ebiten.Image
}

type pieceKey struct {
	skin   SkinID
	token  Token
	radius int
}

func newPieceCache(f *ui.Fonts) *pieceCache {
	return &pieceCache{fonts: f, skins: [skinCount]skin{hanjaSkin{}, pictogramSkin{}}, images: map[pieceKey]*ebiten.Image{}}
}

// clear drops every cached image (the window was resized, so every radius changed).
func (pc *pieceCache) clear() {
	for k, img := range pc.images {
		img.Deallocate()
		delete(pc.images, k)
	}
}

// image returns the counter for token t at the given radius in device pixels, with room for its
// shadow; its centre is the image's centre.
func (pc *pieceCache) image(s SkinID, t Token, radius float64) *ebiten.Image {
	key := pieceKey{s, t, int(math.Round(radius))}
	if img, ok := pc.images[key]; ok {
		return img
	}
	r := float64(key.radius)
	size := int(math.Ceil(2*r*1.2)) + 4
	c := float64(size) / 2
	img := ui.NewPainted(size, size, func(img *ebiten.Image) {
		if t.Style == StyleXiangqi {
			drawRoundCounter(img, c, c, r)
		} else {
			drawCounter(img, c, c, r)
			if t.Side == game.Han {
				drawHanMark(img, c, c, r, inkOf(t.Style, t.Side))
			}
		}
		pc.skins[s%skinCount].drawFace(img, t, c, c-r*0.04, r*0.78, inkOf(t.Style, t.Side), pc.fonts)
	})
	pc.images[key] = img
	return img
}

// drawCounter draws the body of a counter: its shadow, the bevelled edge, the ivory face and a
// thin ring, centred on (cx, cy) with radius r.
func drawCounter(dst *ebiten.Image, cx, cy, r float64) {
	ui.Fill(dst, ui.Octagon(cx+r*0.05, cy+r*0.09, r*1.02), color.RGBA{0, 0, 0, 0x50})
	ui.Fill(dst, ui.Octagon(cx, cy, r), color.RGBA{0x9a, 0x7a, 0x4e, 0xff})
	ui.Fill(dst, ui.Octagon(cx, cy-r*0.03, r*0.95), color.RGBA{0xd9, 0xc3, 0x98, 0xff})
	ui.Fill(dst, ui.Octagon(cx, cy-r*0.05, r*0.88), color.RGBA{0xfb, 0xf4, 0xe2, 0xff})
	ui.Stroke(dst, ui.Octagon(cx, cy-r*0.05, r*0.80), color.RGBA{0xc9, 0xb2, 0x86, 0xff}, math.Max(1, r*0.025))
}

// drawHanMark rings a Han counter's face in Han's colour. Most counters carry the same character
// (or figure) on both sides, and to a player with red-green colour blindness (about one man in
// twelve) Cho's green and Han's red are one dull colour: the ring, dark on the ivory face, tells
// the sides apart without colour, as Cho's cursive script does on the hanja counters.
func drawHanMark(dst *ebiten.Image, cx, cy, r float64, ink color.RGBA) {
	ui.Stroke(dst, ui.Octagon(cx, cy-r*0.05, r*0.82), ink, math.Max(1.5, r*0.09))
}

// hanjaSkin writes the piece's character as real Janggi sets do: Cho's 楚 車 包 馬 象 士 卒 in
// cursive script (초서), Han's 漢 車 包 馬 象 士 兵 in regular script (Xiangqi's own characters, all
// regular, in StyleXiangqi).
type hanjaSkin struct{}

// Hanja returns the character on a counter.
func Hanja(t Token) string {
	g := kind.Janggi
	if t.Style == StyleXiangqi {
		g = kind.Xiangqi
	}
	return i18n.Hanja(g, t.Side, t.Type)
}

func (hanjaSkin) drawFace(dst *ebiten.Image, t Token, cx, cy, r float64, ink color.RGBA, f *ui.Fonts) {
	// Never under the legible minimum (a small counter in the new-game screen's preview of a small
	// window): the character may then reach the counter's rim. Device pixels: on a HiDPI screen
	// the counters, and their characters, are larger by the scale already.
	if t.Style == StyleJanggi && t.Side == game.Cho {
		// The brush's strokes are hairlines at a counter's size: the characters are drawn a
		// little larger, and a few times a hair apart, which thickens every stroke evenly (the
		// counter's image is cached, so the extra draws cost nothing per frame).
		size, w := max(r*1.6, layout.MinText), math.Max(0.5, r*0.03)
		for _, d := range [][2]float64{{0, 0}, {-w, 0}, {w, 0}, {0, -w}, {0, w}} {
			ui.DrawText(dst, f.Cursive, size, Hanja(t), cx+d[0], cy-r*0.02+d[1], ui.Centered, ink)
		}
		return
	}
	ui.DrawText(dst, f.Serif, max(r*1.45, layout.MinText), Hanja(t), cx, cy-r*0.02, ui.Centered, ink)
}

// Xiangqi's side colours: the first player is Red, the second Black, on the counters (xiangqiInk)
// and on the panel's dark background (xiangqiLight, where black is drawn silver to be seen).
var (
	xiangqiInk   = [2]color.RGBA{{0xb8, 0x1c, 0x1c, 0xff}, {0x1c, 0x1c, 0x1c, 0xff}}
	xiangqiLight = [2]color.RGBA{{0xff, 0x7a, 0x72, 0xff}, {0xdc, 0xdc, 0xe4, 0xff}}
)

// Twelve Janggi's side colours (its rulebook: "Red moves first, then Blue"): the first player's
// red and the second's blue, on the tiles (twelveInk) and on the panel (twelveLight).
var (
	twelveInk   = [2]color.RGBA{{0xbe, 0x1e, 0x23, 0xff}, {0x1c, 0x4c, 0xb0, 0xff}}
	twelveLight = [2]color.RGBA{{0xff, 0x7a, 0x72, 0xff}, {0x84, 0xb4, 0xff, 0xff}}
)

// inkOf returns the colour of side c's counters in a style: Cho green and Han red in Janggi,
// red and black in Xiangqi.
func inkOf(s Style, c game.Color) color.RGBA {
	if s == StyleXiangqi {
		return xiangqiInk[c&1]
	}
	return sideInk(c)
}

// lightOf returns side c's colour for text and marks on the panel's dark background.
func lightOf(s Style, c game.Color) color.RGBA {
	if s == StyleXiangqi {
		return xiangqiLight[c&1]
	}
	return sideLight(c)
}

// sideLight returns a Janggi side's colour on the panel: Cho green, Han red.
func sideLight(c game.Color) color.RGBA {
	if c == game.Han {
		return ui.HanLight
	}
	return ui.ChoLight
}

// game returns the game a style's counters belong to, for the labels.
func (s Style) game() kind.Game {
	if s == StyleXiangqi {
		return kind.Xiangqi
	}
	return kind.Janggi
}

// counterSize returns a counter's radius relative to the largest: Janggi's three sizes, or
// Xiangqi's counters, which are all of one size.
func counterSize(s Style, t game.PieceType) float64 {
	if s == StyleXiangqi {
		return 0.9
	}
	return sizeClass(t)
}

// drawRoundCounter draws the body of a Xiangqi counter: round, as Xiangqi's are, with the same
// shadow, edge, ivory face and ring as Janggi's octagons (drawCounter).
func drawRoundCounter(dst *ebiten.Image, cx, cy, r float64) {
	ui.Fill(dst, ui.Circle(cx+r*0.05, cy+r*0.09, r*1.02), color.RGBA{0, 0, 0, 0x50})
	ui.Fill(dst, ui.Circle(cx, cy, r), color.RGBA{0x9a, 0x7a, 0x4e, 0xff})
	ui.Fill(dst, ui.Circle(cx, cy-r*0.03, r*0.95), color.RGBA{0xd9, 0xc3, 0x98, 0xff})
	ui.Fill(dst, ui.Circle(cx, cy-r*0.05, r*0.88), faceColor)
	ui.Stroke(dst, ui.Circle(cx, cy-r*0.05, r*0.78), color.RGBA{0xc9, 0xb2, 0x86, 0xff}, math.Max(1, r*0.03))
}
