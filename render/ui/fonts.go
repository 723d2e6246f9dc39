package ui

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/assets"
)

// Fonts holds the embedded font sources; faces are made per size on demand (cheap: the glyph
// cache belongs to the source). Cursive has only the characters of Cho's counters.
type Fonts struct {
	Sans, Serif, Cursive *text.GoTextFaceSource
}

// LoadFonts reads the embedded fonts.
func LoadFonts() (*Fonts, error) {
	sans, err := text.NewGoTextFaceSource(bytes.NewReader(assets.SansFont))
	if err != nil {
		return nil, err
	}
	serif, err := text.NewGoTextFaceSource(bytes.NewReader(assets.SerifBoldFont))
	if err != nil {
		return nil, err
	}
	cursive, err := text.NewGoTextFaceSource(bytes.NewReader(assets.ChoCursiveFont))
	if err != nil {
		return nil, err
	}
	return &Fonts{Sans: sans, Serif: serif, Cursive: cursive}, nil
}

// Align says where a text's anchor point is.
type Align struct{ H, V text.Align }

// The anchors texts are drawn at.
var (
	TopLeft     = Align{text.AlignStart, text.AlignStart}
	Centered    = Align{text.AlignCenter, text.AlignCenter}
	CenterLeft  = Align{text.AlignStart, text.AlignCenter}
	CenterRight = Align{text.AlignEnd, text.AlignCenter}
)

// DrawnText, when a test sets it, is shown every text DrawText draws: the test that every word
// on the screen is in the interface's language reads what the scenes really draw.
var DrawnText func(s string)

// DrawnSize, when a test sets it, is shown every text DrawText draws with its size: the test that
// no text is smaller than the legible minimum reads what the scenes really draw.
var DrawnSize func(s string, size float64)

// DrawText draws s with the given face source and pixel size, anchored at (x, y).
func DrawText(dst *ebiten.Image, src *text.GoTextFaceSource, size float64, s string, x, y float64, a Align, c color.Color) {
	if DrawnText != nil {
		DrawnText(s)
	}
	if DrawnSize != nil {
		DrawnSize(s, size)
	}
	face := &text.GoTextFace{Source: src, Size: size}
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign, op.SecondaryAlign = a.H, a.V
	op.LineSpacing = size * 1.35
	text.Draw(dst, s, face, op)
}

// Measure returns the width and height of s at the given size.
func Measure(src *text.GoTextFaceSource, size float64, s string) (float64, float64) {
	return text.Measure(s, &text.GoTextFace{Source: src, Size: size}, size*1.35)
}
