package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
)

// Button is a clickable label. Rooms rebuild their buttons in Update (the layout may have
// changed) and draw the same list in Draw.
//
// Every switch and choice follows one convention: its options side by side, the one it is set to
// lit (On, drawn in ButtonChosen); the action Enter presses is Primary (orange). A Caption is the
// name of a row of options, drawn as text at the row's left, never clickable.
type Button struct {
	R        layout.Rect
	Label    string
	On       bool // the option a switch or choice is set to
	Primary  bool // the action Enter presses
	Caption  bool // a row's name, not a button
	Disabled bool
	Act      func()
	Ink      color.Color // label colour; nil for the default
	// ID names the button in the window's report of the screen where a test needs to find it
	// whatever its label says; most buttons need none.
	ID string
}

// Pointer is the input the buttons read: where the pointer is, and whether it was pressed on a
// place this tick.
type Pointer interface {
	At() (x, y float64)
	Clicked(r layout.Rect) bool
}

// ClickButtons runs the action of the button clicked this tick, if any, and reports whether one was.
func ClickButtons(in Pointer, bs []Button) bool {
	for _, b := range bs {
		if !b.Disabled && !b.Caption && b.Act != nil && in.Clicked(b.R) {
			b.Act()
			return true
		}
	}
	return false
}

// Kit is what the kit's widgets draw with: the pen of their labels, the window's unit of length
// (layout.Screen.Unit), the cache of shapes and the pointer (a button under it is lighter).
type Kit struct {
	Pen     Pen
	Unit    float64
	Shapes  *Sprites
	Pointer Pointer
}

// DrawButtons draws buttons; the one under the pointer is lighter.
func (k Kit) DrawButtons(dst *ebiten.Image, bs []Button) {
	px, py := k.Pointer.At()
	for _, b := range bs {
		size := k.Unit * 1.05
		if b.Caption {
			k.Pen.FitLines(dst, size, b.Label, b.R, CenterLeft, PanelText)
			continue
		}
		bg := ButtonBG
		switch {
		case b.Disabled && b.On:
			bg = color.RGBA{0x7a, 0x70, 0x62, 0xff} // set, but cannot be changed now
		case b.Disabled:
			bg = ButtonOff
		case b.On:
			bg = ButtonChosen
		case b.Primary:
			bg = ButtonOn
		case b.R.Contains(px, py):
			bg = ButtonHover
		}
		k.Shapes.RoundRect(dst, b.R.X, b.R.Y, b.R.W, b.R.H, b.R.H*0.2, bg)
		var ink color.Color = PanelText
		switch {
		case b.Ink != nil:
			ink = b.Ink
		case b.Disabled && b.On:
			ink = color.RGBA{0x30, 0x28, 0x20, 0xff}
		case b.Disabled:
			ink = color.RGBA{0x80, 0x76, 0x6a, 0xff}
		case b.On, b.Primary:
			ink = DarkInk
		}
		k.Pen.FitLines(dst, size, b.Label, layout.Rect{X: b.R.X + size*0.3, Y: b.R.Y, W: b.R.W - size*0.6, H: b.R.H}, Centered, ink)
	}
}

// DrawPanelBox draws a rounded dark box with a thin border and a shadow, for overlays. The box is
// opaque: the counters and the river's words showed through a nearly opaque one as ghosts behind
// the game-over panel's text.
func (k Kit) DrawPanelBox(dst *ebiten.Image, r layout.Rect, radius float64) {
	key := SpriteKey{Shape: "box", W: int(r.W + radius), H: int(r.H + radius), P: [2]float64{radius}}
	k.Shapes.Draw(dst, key, r.X, r.Y, 1, func(img *ebiten.Image) {
		Fill(img, RoundRect(radius*0.3, radius*0.5, r.W, r.H, radius), color.RGBA{0, 0, 0, 0x60})
		Fill(img, RoundRect(1, 1, r.W-2, r.H-2, radius), color.RGBA{0x2a, 0x24, 0x1f, 0xff})
		Stroke(img, RoundRect(1, 1, r.W-2, r.H-2, radius), color.RGBA{0xc8, 0x96, 0x4a, 0xff}, 2)
	})
}

// BoxAround returns the rectangle around the buttons, pad pixels wider on every side.
func BoxAround(bs []Button, pad float64) layout.Rect {
	if len(bs) == 0 {
		return layout.Rect{}
	}
	x0, y0, x1, y1 := bs[0].R.X, bs[0].R.Y, bs[0].R.X+bs[0].R.W, bs[0].R.Y+bs[0].R.H
	for _, b := range bs[1:] {
		x0, y0 = min(x0, b.R.X), min(y0, b.R.Y)
		x1, y1 = max(x1, b.R.X+b.R.W), max(y1, b.R.Y+b.R.H)
	}
	return layout.Rect{X: x0 - pad, Y: y0 - pad, W: x1 - x0 + 2*pad, H: y1 - y0 + 2*pad}
}
