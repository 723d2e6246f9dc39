package render

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// The evaluation bar: a row at the top of the move list giving the position shown as the engine
// sees it (Cho's winning chance as a bar, the evaluation from Cho's view, the depth), searched in
// the background by an analysis.Evaluator on its own thread at a lowered priority, deeper and
// deeper while the position stays. The settings' eval_bar key (and the menu's switch) says when:
// off (the default, never against the computer), review (hot-seat games, opened records, a game
// stepped back through or over), always.

// EvalBarMode says when the evaluation bar is shown.
type EvalBarMode uint8

// The modes of the evaluation bar.
const (
	EvalBarOff    EvalBarMode = iota
	EvalBarReview             // in hot-seat games, opened records, reviews and finished games
	EvalBarAlways             // also while playing the computer, and in its games against itself
	evalBarModes
)

// evalBar is the bar's state in a game scene.
type evalBar struct {
	ev      analysis.Evaluator
	asked   [2]int // the match's Changes and the ply shown when the position was last asked for
	id      int    // the id of the last position asked for
	shown   analysis.Evaluation
	version int // counts what the bar drew, for the frame key
}

// evalBarOn reports whether the bar is shown in this scene now.
func (g *gameScene) evalBarOn() bool {
	switch g.st.prefs.EvalBar {
	case EvalBarAlways:
		return true
	case EvalBarReview:
		_, reviewing := g.m.Reviewing()
		mode := g.m.Config().Mode
		return g.m.Viewing() || reviewing || g.result().Over() || mode == kind.HotSeat || g.m.ShownPly() < g.m.Ply()
	}
	return false
}

// pollEvalBar asks for the position shown when it changed and takes in the newest evaluation,
// without waiting; it starts the evaluator when the bar comes on and ends it when the bar goes.
func (g *gameScene) pollEvalBar() {
	if !g.evalBarOn() {
		g.closeEvalBar()
		return
	}
	b := g.bar
	if b == nil {
		engine := g.st.opts.Analysis
		if engine == nil {
			return // a window without an analysis engine (some tests) has no bar
		}
		ev, err := engine.NewEvaluator()
		if err != nil {
			g.st.fail(i18n.AnalysisFailed.Format(g.lang(), err))
			return
		}
		b = &evalBar{ev: ev, asked: [2]int{-1, -1}}
		g.bar = b
	}
	if now := [2]int{g.m.Changes(), g.m.ShownPly()}; now != b.asked {
		b.asked = now
		b.id++
		b.ev.Evaluate(b.id, g.m.Record(g.names(), time.Time{}), now[1])
		g.trace("evalbar ask ply=%d\n", now[1])
	}
	if v := b.ev.Latest(); v.ID == b.id && (v.Position.Depth != b.shown.Position.Depth || v.ID != b.shown.ID || v.Final != b.shown.Final) {
		b.shown = v
		b.version++
	}
}

// closeEvalBar ends the bar's evaluator.
func (g *gameScene) closeEvalBar() {
	if g.bar != nil {
		g.bar.ev.Stop() // not Close: the window must not wait for a starved thread (see Stop)
		g.bar = nil
	}
}

// evalBarKey is what the bar adds to the picture's key: nothing while it is off.
func (g *gameScene) evalBarKey() [2]int {
	if g.bar == nil {
		return [2]int{}
	}
	return [2]int{1, g.bar.version}
}

// evalBarRow is the bar's place: a row at the top of the move list's place, when the bar is on.
func (g *gameScene) evalBarRow(r layout.Rect) (bar, rest layout.Rect) {
	if g.bar == nil {
		return layout.Rect{}, r
	}
	u := g.st.screen.Unit
	h := u * 1.6
	bar = layout.Rect{X: r.X, Y: r.Y, W: r.W, H: h}
	rest = layout.Rect{X: r.X, Y: r.Y + h + u*0.3, W: r.W, H: max(r.H-h-u*0.3, 0)}
	return bar, rest
}

// evalText writes an evaluation for the bar, from Cho's view: "+1.35", "초 5수 승", "무".
func evalText(s analysis.Score, l i18n.Lang, g kind.Game) string {
	switch s.Kind {
	case analysis.ChoWins, analysis.HanWins:
		side := game.Cho
		if s.Kind == analysis.HanWins {
			side = game.Han
		}
		if s.Plies == 0 { // the game is over: "Han wins", not "Han wins in 0"
			return i18n.WinsText(g, side).In(l)
		}
		return i18n.WinsIn.Format(l, i18n.SideName(g, side).In(l), (s.Plies+1)/2)
	case analysis.Drawn:
		return i18n.ValueDraw.In(l)
	}
	return fmt.Sprintf("%+.2f", float64(s.CP)/100)
}

// drawEvalBar draws the bar in r: Cho's winning chance in Cho's colour from the left, Han's in
// Han's, the evaluation and the depth over it; "…" until the first depth is in.
func (g *gameScene) drawEvalBar(dst *ebiten.Image, r layout.Rect) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	b := g.bar
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.4, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	in := r.Inset(u * 0.3)
	label := i18n.EvalBarName.In(l) + " …"
	if b.shown.ID == b.id && b.shown.Position.Done {
		p := b.shown.Position
		chance := analysis.WinChance(g.b.game(), p.Score, game.Cho)
		st.shapes.roundRect(dst, in.X, in.Y, in.W, in.H, u*0.3, g.b.ink(game.Han))
		st.shapes.roundRect(dst, in.X, in.Y, max(in.W*chance, u*0.3), in.H, u*0.3, g.b.ink(game.Cho))
		label = i18n.EvalBarLine.Format(l, evalText(p.Score, l, g.b.game()), i18n.SideName(g.b.game(), game.Cho).In(l), chance*100)
		if p.Depth > 0 {
			label += " · " + i18n.EvalBarDepth.Format(l, p.Depth)
		}
	}
	fitText(dst, st, u*0.85, label, in.X+u*0.4, in.Y+in.H/2, in.W-u*0.8, centerLeft, color.RGBA{0xff, 0xff, 0xff, 0xff})
}
