package render

import (
	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/ui"
)

// A scene whose picture has not changed since the last frame is not drawn again (but see
// maxUndrawn): the screen keeps its pixels (it is not cleared every frame), so a window waiting
// for a move costs little, which matters on laptops and under software OpenGL. Each scene sums up what
// its picture depends on in a comparable value, computed in Update.
type framed interface {
	// frame returns what the picture depends on; equal values draw equal pictures.
	frame() any
}

// windowFrame is what the window's picture depends on: the scene's, and the problem box over it.
type windowFrame struct {
	scene    any
	problems problemFrame
}

// dotTicks is how many ticks each step of the thinking dots lasts (one, two, three dots): half a
// second, since each step is the window drawn again and presented four times (see app.Draw).
const dotTicks = 30

// gameFrame is what the game scene's picture depends on; board is its board's part (board.key).
type gameFrame struct {
	board            any
	changes, review  int
	announce         match.Announcement
	overlay          overlay
	flipped          bool
	hover            int
	thinking         bool
	progress         [2]int
	pulse            int // ticks, while something animates by time (glows, thinking dots)
	hintPending      bool
	result           bool
	canUndo, canRedo bool
	look             look
	w, h             float64
	message, failure bool
	clock            [2]clockFace // both clocks' faces, each second, and which runs
	countdown        int
	news             newsKey    // the line at the foot of the board
	chooser          chooserKey // the file chooser's, while it is open
	viewing          bool
	slider           bool
	analysis         analysisKey
	evalBar          [2]int
}

// look is what the game's picture shows of the preferences. A frame holds no match.Config: its
// time source (Now) does not compare, and a frame is compared as an any.
type look struct {
	skin         SkinID
	lang         i18n.Lang
	sound, hints bool
	evalBar      EvalBarMode
}

func (st *State) look() look {
	s := &st.settings
	return look{s.Skin, st.lang(), s.Sound, s.Hints, s.EvalBar}
}

func (g *gameScene) frame() any {
	m := g.m
	f := gameFrame{
		board: g.b.key(), changes: m.Changes(), review: m.ShownPly(),
		announce: m.Announcement(), overlay: g.overlay, flipped: m.Flipped(),
		hover: hovered(&g.st.in, g.panel.buttons, g.extra), hintPending: m.HintPending(),
		result: m.ShowResult(), canUndo: m.CanUndo(), canRedo: m.CanRedo(), look: g.st.look(),
		w: g.st.screen.W, h: g.st.screen.H, message: g.st.opts.Message != "", failure: m.Err() != nil,
		viewing: m.Viewing(), slider: g.panel.sliding, analysis: g.an.frameKey(), evalBar: g.bar.frameKey(),
	}
	if clk := m.Clock(); clk != nil {
		for c := game.Cho; c <= game.Han; c++ {
			rd := clk.Read(c)
			f.clock[c] = clockFace{rd.String(), rd.Running, rd.Out}
		}
		f.countdown, _ = m.Countdown()
	}
	f.news = g.st.news.key()
	if g.files.chooser != nil && (g.overlay == openOverlay || g.overlay == saveOverlay) {
		f.chooser = g.files.chooser.key(&g.st.in)
	}
	if _, p, ok := m.Thinking(); ok {
		f.thinking, f.progress = true, [2]int{p.Depth, p.Score}
		f.pulse = g.ticks / dotTicks
	}
	if f.hintPending {
		f.pulse = g.ticks / dotTicks
	}
	if g.b.pulsing() {
		f.pulse = g.ticks
	}
	return f
}

// clockFace is what a clock's picture depends on: its face, and whether it runs (lit) or is out
// of time (red). A clock that starts to run when the game is first shown lights up before its
// face changes.
type clockFace struct {
	face         string
	running, out bool
}

// hovered returns the index of the button under the pointer in the lists, or -1.
func hovered(in *input, lists ...[]ui.Button) int {
	i := 0
	for _, bs := range lists {
		for _, b := range bs {
			if b.R.Contains(in.x, in.y) {
				return i
			}
			i++
		}
	}
	return -1
}
