package ui

import (
	"image/color"
	"math"
)

// The theme: the colours of the window's panels, buttons and text.
var (
	Backdrop    = color.RGBA{0x2b, 0x25, 0x20, 0xff}
	PanelBG     = color.RGBA{0x36, 0x2f, 0x29, 0xff}
	PanelText   = color.RGBA{0xf1, 0xe8, 0xd8, 0xff}
	PanelDim    = color.RGBA{0xb5, 0xa8, 0x94, 0xff}
	ButtonBG    = color.RGBA{0x4d, 0x43, 0x3a, 0xff}
	ButtonHover = color.RGBA{0x62, 0x56, 0x4a, 0xff}
	// ButtonOn is the orange of the action Enter presses and of the item chosen in a list;
	// ButtonChosen the ivory of the option a switch or a choice is set to, so that a switch that
	// is on never looks like the selection.
	ButtonOn     = color.RGBA{0xc8, 0x96, 0x4a, 0xff}
	ButtonChosen = color.RGBA{0xe8, 0xdc, 0xc2, 0xff}
	ButtonOff    = color.RGBA{0x40, 0x39, 0x33, 0xff}
	DarkInk      = color.RGBA{0x20, 0x18, 0x10, 0xff}
	// ChoLight and HanLight are the side colours on dark backgrounds: lighter tones of the
	// counters' inks.
	ChoLight = color.RGBA{0x5c, 0xc8, 0x8c, 0xff}
	HanLight = color.RGBA{0xff, 0x7a, 0x72, 0xff}
)

// Fade returns c with its opacity multiplied by a (0..1). color.RGBA is premultiplied, so a
// translucent colour must be made with Fade, never by lowering A alone.
func Fade(c color.RGBA, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
