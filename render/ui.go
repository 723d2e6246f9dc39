package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/layout"
	"janggi/render/ui"
)

// button is a clickable label. Scenes rebuild their buttons in Update (the layout may have
// changed) and draw the same list in Draw.
//
// Every switch and choice follows one convention: its options side by side, the one it is set to
// lit (on, drawn in buttonChosen); the action Enter presses is primary (orange). A caption is the
// name of a row of options, drawn as text at the row's left, never clickable.
type button struct {
	r        layout.Rect
	label    string
	on       bool // the option a switch or choice is set to
	primary  bool // the action Enter presses
	caption  bool // a row's name, not a button
	disabled bool
	act      func()
	ink      color.Color // label colour; nil for the default
	// id names the button in the trace's report of the screen (see uiReport) where a test needs
	// to find it whatever its label says; most buttons need none.
	id string
}

// clickButtons runs the action of the button clicked this tick, if any, and reports whether one was.
func clickButtons(in *input, bs []button) bool {
	for _, b := range bs {
		if !b.disabled && !b.caption && b.act != nil && in.clicked(b.r) {
			b.act()
			return true
		}
	}
	return false
}

// drawButtons draws buttons; the one under the pointer is lighter.
func drawButtons(dst *ebiten.Image, st *State, bs []button) {
	for _, b := range bs {
		size := st.screen.Unit * 1.05
		if b.caption {
			st.pen().FitLines(dst, size, b.label, b.r, ui.CenterLeft, ui.PanelText)
			continue
		}
		bg := ui.ButtonBG
		switch {
		case b.disabled && b.on:
			bg = color.RGBA{0x7a, 0x70, 0x62, 0xff} // set, but cannot be changed now
		case b.disabled:
			bg = ui.ButtonOff
		case b.on:
			bg = ui.ButtonChosen
		case b.primary:
			bg = ui.ButtonOn
		case b.r.Contains(st.in.x, st.in.y):
			bg = ui.ButtonHover
		}
		st.shapes.RoundRect(dst, b.r.X, b.r.Y, b.r.W, b.r.H, b.r.H*0.2, bg)
		var ink color.Color = ui.PanelText
		switch {
		case b.ink != nil:
			ink = b.ink
		case b.disabled && b.on:
			ink = color.RGBA{0x30, 0x28, 0x20, 0xff}
		case b.disabled:
			ink = color.RGBA{0x80, 0x76, 0x6a, 0xff}
		case b.on, b.primary:
			ink = ui.DarkInk
		}
		st.pen().FitLines(dst, size, b.label, layout.Rect{X: b.r.X + size*0.3, Y: b.r.Y, W: b.r.W - size*0.6, H: b.r.H}, ui.Centered, ink)
	}
}

// drawPanelBox draws a rounded dark box with a thin border and a shadow, for overlays. The box is
// opaque: the counters and the river's words showed through a nearly opaque one as ghosts behind
// the game-over panel's text.
func drawPanelBox(dst *ebiten.Image, st *State, r layout.Rect, radius float64) {
	k := ui.SpriteKey{Shape: "box", W: int(r.W + radius), H: int(r.H + radius), P: [2]float64{radius}}
	st.shapes.Draw(dst, k, r.X, r.Y, 1, func(img *ebiten.Image) {
		ui.Fill(img, ui.RoundRect(radius*0.3, radius*0.5, r.W, r.H, radius), color.RGBA{0, 0, 0, 0x60})
		ui.Fill(img, ui.RoundRect(1, 1, r.W-2, r.H-2, radius), color.RGBA{0x2a, 0x24, 0x1f, 0xff})
		ui.Stroke(img, ui.RoundRect(1, 1, r.W-2, r.H-2, radius), color.RGBA{0xc8, 0x96, 0x4a, 0xff}, 2)
	})
}

// boxAround returns the rectangle around the buttons, pad pixels wider on every side.
func boxAround(bs []button, pad float64) layout.Rect {
	if len(bs) == 0 {
		return layout.Rect{}
	}
	x0, y0, x1, y1 := bs[0].r.X, bs[0].r.Y, bs[0].r.X+bs[0].r.W, bs[0].r.Y+bs[0].r.H
	for _, b := range bs[1:] {
		x0, y0 = min(x0, b.r.X), min(y0, b.r.Y)
		x1, y1 = max(x1, b.r.X+b.r.W), max(y1, b.r.Y+b.r.H)
	}
	return layout.Rect{X: x0 - pad, Y: y0 - pad, W: x1 - x0 + 2*pad, H: y1 - y0 + 2*pad}
}
