package render

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The evaluation bar: a row at the top of the move list giving the position shown as the engine
// sees it (Cho's winning chance as a bar, the evaluation from Cho's view, the depth), searched in
// the background by an analysis.Evaluator on its own thread at a lowered priority, deeper and
// deeper while the position stays. The settings' eval_bar key (and the menu's switch) says when:
// off (the default, never against the computer), review (hot-seat games, opened records, a game
// stepped back through or over), always.
//
// evalBar is the bar in a game scene, held by the scene for its whole life: the scene polls it
// each tick, lays it out (row) and draws it in its panel, and keys its picture on it; the panel
// asks whether it is wanted (the computer's depth and score are shown only then).

// EvalBarMode says when the evaluation bar is shown: the settings' eval_bar.
type EvalBarMode = config.EvalBar

// The modes of the evaluation bar.
const (
	EvalBarOff    = config.EvalBarOff
	EvalBarReview = config.EvalBarReview // in hot-seat games, opened records, reviews and finished games
	EvalBarAlways = config.EvalBarAlways // also while playing the computer, and in its games against itself
	evalBarModes  = EvalBarAlways + 1
)

// evalBar is the evaluation bar of a game scene (see above); off while ev is nil.
type evalBar struct {
	scenePart
	ev      analysis.Evaluator
	asked   [2]int // the match's Changes and the ply shown when the position was last asked for
	id      int    // the id of the last position asked for
	shown   analysis.Evaluation
	version int // counts what the bar drew, for the frame key
}

// on reports whether the bar is on: it has an evaluator.
func (e *evalBar) on() bool { return e.ev != nil }

// wanted reports whether the bar is to be shown in this scene now.
func (e *evalBar) wanted() bool {
	switch e.st.settings.EvalBar {
	case EvalBarAlways:
		return true
	case EvalBarReview:
		_, reviewing := e.m.Reviewing()
		mode := e.m.Config().Mode
		return e.m.Viewing() || reviewing || e.g.result().Over() || mode == kind.HotSeat || e.m.ShownPly() < e.m.Ply()
	}
	return false
}

// poll asks for the position shown when it changed and takes in the newest evaluation, without
// waiting; it starts the evaluator when the bar comes on and ends it when the bar goes.
func (e *evalBar) poll() {
	if !e.wanted() {
		e.close()
		return
	}
	if e.ev == nil {
		engine := e.st.opts.Analysis
		if engine == nil {
			return // a window without an analysis engine (some tests) has no bar
		}
		ev, err := engine.NewEvaluator()
		if err != nil {
			e.st.fail(i18n.AnalysisFailed.Format(e.st.lang(), err))
			return
		}
		e.ev, e.asked = ev, [2]int{-1, -1}
	}
	if now := [2]int{e.m.Changes(), e.m.ShownPly()}; now != e.asked {
		e.asked = now
		e.id++
		e.ev.Evaluate(e.id, e.m.Record(e.g.names(), time.Time{}), now[1])
		e.st.trace("evalbar ask ply=%d\n", now[1])
	}
	if v := e.ev.Latest(); v.ID == e.id && (v.Position.Depth != e.shown.Position.Depth || v.ID != e.shown.ID || v.Final != e.shown.Final) {
		e.shown = v
		e.version++
	}
}

// close ends the bar's evaluator and forgets what it showed, as a bar that was never on.
func (e *evalBar) close() {
	if e.ev != nil {
		e.ev.Stop() // not Close: the window must not wait for a starved thread (see Stop)
		*e = evalBar{scenePart: e.scenePart}
	}
}

// frameKey is what the bar adds to the picture's key: nothing while it is off.
func (e *evalBar) frameKey() [2]int {
	if e.ev == nil {
		return [2]int{}
	}
	return [2]int{1, e.version}
}

// row is the bar's place: a row at the top of the move list's place, when the bar is on.
func (e *evalBar) row(r layout.Rect) (bar, rest layout.Rect) {
	if e.ev == nil {
		return layout.Rect{}, r
	}
	u := e.st.screen.Unit
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

// draw draws the bar in r: Cho's winning chance in Cho's colour from the left, Han's in
// Han's, the evaluation and the depth over it; "…" until the first depth is in.
func (e *evalBar) draw(dst *ebiten.Image, r layout.Rect) {
	st := e.st
	u := st.screen.Unit
	l := st.lang()
	st.shapes.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.4, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	in := r.Inset(u * 0.3)
	label := i18n.EvalBarName.In(l) + " …"
	if e.shown.ID == e.id && e.shown.Position.Done {
		p := e.shown.Position
		chance := analysis.WinChance(e.b.game(), p.Score, game.Cho)
		st.shapes.RoundRect(dst, in.X, in.Y, in.W, in.H, u*0.3, e.b.ink(game.Han))
		st.shapes.RoundRect(dst, in.X, in.Y, max(in.W*chance, u*0.3), in.H, u*0.3, e.b.ink(game.Cho))
		label = i18n.EvalBarLine.Format(l, evalText(p.Score, l, e.b.game()), i18n.SideName(e.b.game(), game.Cho).In(l), chance*100)
		if p.Depth > 0 {
			label += " · " + i18n.EvalBarDepth.Format(l, p.Depth)
		}
	}
	st.pen().FitText(dst, u*0.85, label, in.X+u*0.4, in.Y+in.H/2, in.W-u*0.8, ui.CenterLeft, color.RGBA{0xff, 0xff, 0xff, 0xff})
}
