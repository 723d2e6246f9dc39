package render

import (
	"janggi/game"
	"janggi/render/match"
)

// A scene whose picture has not changed since the last frame is not drawn again (but see
// maxSkipped): the screen keeps its pixels (it is not cleared every frame), so a window waiting
// for a move costs little, which matters on laptops and under software OpenGL. Each scene sums up what
// its picture depends on in a comparable value, computed in Update.
type framed interface {
	// frame returns what the picture depends on; equal values draw equal pictures.
	frame() any
}

// gameFrame is what the game scene's picture depends on.
type gameFrame struct {
	pos              uint64
	ply, review      int
	sel, drag        bool
	from             game.Square
	targets          int
	dragX, dragY     int
	anim             match.Anim
	announce         match.Announcement
	overlay          overlay
	flipped          bool
	hover            int
	thinking         bool
	progress         [2]int
	pulse            int // ticks, while something animates by time (check glow, thinking dots)
	hint             game.Move
	hintPending      bool
	result           bool
	canRedo          bool
	prefs            Prefs
	w, h             float64
	message, failure bool
	clock            [2]string // both clocks' faces, each second
	countdown        int
	news             newsKey // the line at the foot of the board
	files            [2]int  // the Open list's chosen file and first row
	viewing          bool
}

func (g *gameScene) frame() any {
	m := g.m
	pos := m.Shown()
	review, _ := m.Reviewing()
	f := gameFrame{
		pos: pos.Hash(), ply: m.Game().Ply(), review: review,
		sel: m.Sel.Selected(), drag: m.Sel.Dragging, from: m.Sel.From, targets: len(m.Sel.Targets),
		anim: m.Anim, announce: m.Announcement(), overlay: g.overlay, flipped: m.Flipped(),
		hover: hovered(&g.st.in, g.buttons, g.extra), hint: m.Hint(), hintPending: m.HintPending(),
		result: m.ShowResult(), canRedo: m.Game().CanRedo(), prefs: g.st.prefs,
		w: g.st.screen.W, h: g.st.screen.H, message: g.st.opts.Message != "", failure: m.Err() != nil,
	}
	if f.drag {
		f.dragX, f.dragY = int(m.Sel.X), int(m.Sel.Y)
	}
	if clk := m.Clock(); clk != nil {
		f.clock = [2]string{clk.Read(game.Cho).String(), clk.Read(game.Han).String()}
		f.countdown, _ = m.Countdown()
	}
	f.news = g.st.news.key()
	if g.files != nil && g.overlay == openOverlay {
		f.files = [2]int{g.files.sel, g.files.top}
	}
	f.viewing = m.Viewing()
	if _, p, ok := m.Thinking(); ok {
		f.thinking, f.progress = true, [2]int{p.Depth, p.Score}
		f.pulse = g.ticks / 12
	}
	if f.hintPending {
		f.pulse = g.ticks / 12
	}
	if pos.InCheck() || pos.Bikjang() {
		f.pulse = g.ticks
	}
	return f
}

// hovered returns the index of the button under the pointer in the lists, or -1.
func hovered(in *input, lists ...[]button) int {
	i := 0
	for _, bs := range lists {
		for _, b := range bs {
			if b.r.Contains(in.x, in.y) {
				return i
			}
			i++
		}
	}
	return -1
}
