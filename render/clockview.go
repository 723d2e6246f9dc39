package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The clocks in the players' cards: each side's time at the right of its card, the running one
// lit, the countdown of the last seconds in red.

var (
	clockRunning = color.RGBA{0xf1, 0xe8, 0xd8, 0xff} // the lit face of the running clock
	clockUrgent  = color.RGBA{0xe0, 0x40, 0x38, 0xff} // the countdown, and a clock out of time
)

// drawClock draws side's clock of m at the right of its card r and returns the clock's left edge.
func drawClock(dst *ebiten.Image, st *State, m clocked, r layout.Rect, side game.Color) float64 {
	u := st.screen.Unit
	clk := m.Clock()
	rd := clk.Read(side)
	face := rd.String()
	_, counting := m.Countdown()
	counting = counting && rd.Running
	size := u * 1.6
	w, _ := ui.Measure(st.fonts.Sans, size, face)
	box := layout.Rect{X: r.X + r.W - u*0.6 - w - u*1.2, Y: r.Y + (r.H-u*2.4)/2, W: w + u*1.2, H: u * 2.4}
	ink := ui.PanelDim
	switch {
	case rd.Out || counting:
		st.shapes.RoundRect(dst, box.X, box.Y, box.W, box.H, u*0.35, clockUrgent)
		ink = color.RGBA{0xff, 0xff, 0xff, 0xff}
	case rd.Running:
		st.shapes.RoundRect(dst, box.X, box.Y, box.W, box.H, u*0.35, clockRunning)
		ink = color.RGBA{0x20, 0x18, 0x10, 0xff}
	}
	ui.DrawText(dst, st.fonts.Sans, size, face, box.X+box.W/2, box.Y+box.H/2, ui.Centered, ink)
	return box.X
}
