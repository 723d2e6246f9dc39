package render

import (
	"janggi/game/twelve"
	"janggi/render/match"
)

// twelveFrame is what the Twelve Janggi scene's picture depends on (see framed), so that a window
// waiting for a move is not drawn again and again.
type twelveFrame struct {
	pos          uint64
	ply, review  int
	from         match.Spot
	sel, drag    bool
	dragX, dragY int
	anim         match.TwelveAnim
	announce     match.Announcement
	overlay      overlay
	flipped      bool
	hover        int
	thinking     bool
	progress     [2]int
	pulse        int // ticks, while something animates by time (glows, thinking dots)
	hint         twelve.Move
	hintPending  bool
	result       bool
	canUndo      bool
	canRedo      bool
	prefs        Prefs
	w, h         float64
	failure      bool
	news         newsKey
}

func (s *twelveScene) frame() any {
	m := s.m
	pos := m.Shown()
	review, _ := m.Reviewing()
	f := twelveFrame{
		pos: pos.Hash(), ply: m.Ply(), review: review,
		from: m.Sel.From, sel: m.Sel.Selected(), drag: m.Sel.Dragging,
		anim: m.Anim, announce: m.Announcement(), overlay: s.overlay, flipped: m.Flipped(),
		hover: hovered(&s.st.in, s.buttons, s.extra), hint: m.Hint(), hintPending: m.HintPending(),
		result: m.ShowResult(), canUndo: m.CanUndo(), canRedo: m.CanRedo(), prefs: s.st.prefs,
		w: s.st.screen.W, h: s.st.screen.H, failure: m.Err() != nil,
	}
	if f.drag {
		f.dragX, f.dragY = int(m.Sel.X), int(m.Sel.Y)
	}
	f.news = s.st.news.key()
	if _, p, ok := m.Thinking(); ok {
		f.thinking, f.progress = true, [2]int{p.Depth, p.Score}
		f.pulse = s.ticks / 12
	}
	if f.hintPending {
		f.pulse = s.ticks / 12
	}
	if _, inCamp := s.kingInCamp(pos); inCamp || pos.InCheck() {
		f.pulse = s.ticks
	}
	return f
}
