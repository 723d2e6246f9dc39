package render

import (
	"context"
	"errors"
	"image/color"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/ui"
)

// The game analysis in the window: Analyse (the button, or A) sends the game on the board, an
// opened record or a finished game, to package analysis in the background, at the quick strength
// (Shift+A, or the button once the quick one is done: the deep one). The positions come back on a
// channel that Update drains without blocking; the analysing threads run at a lowered priority, so
// that the window keeps its 60 updates a second. The panel then shows, under the move list, the
// evaluation graph (Cho's winning chance over the moves, the move shown marked, a click steps
// there), each side's accuracy and counts, and the verdict on the move shown with the engine's
// better line; the move list marks the inaccuracies, mistakes and blunders, the board the better
// move as an arrow; [ and ] step to the previous and next mistake.
//
// analysisView is all of it in a game scene: this file runs the analysis and takes it in,
// analysis_draw.go lays out and draws the box, the verdict and the graph. The scene holds it for
// its whole life and calls it from its tick (poll, updateFooter, marks), its keys (toggle,
// stepMistake), its clicks (click), its panel (button, rects, draw) and its board's picture
// (drawBetterMove); the view asks the scene for the players' names, the result and the moves.

// errNoAnalysis is what Analyse says in a window started without an analysis engine
// (Options.Analysis), as some tests start it.
var errNoAnalysis = errors.New("no analysis engine")

// analysisRedraw is how often the positions analysed are taken in (and the panel drawn again):
// twice a second, since each picture drawn costs a software renderer four presented frames
// (see app.Draw).
const analysisRedraw = 500 * time.Millisecond

// analysisView is the analysis of the game shown in a game scene (see above).
type analysisView struct {
	scenePart
	run *gameAnalysis // the analysis, running or done; nil before Analyse
}

// gameAnalysis is the analysis of the game on the board, running or done.
type gameAnalysis struct {
	rec       *record.Record // the game analysed, as it was when the analysis started
	deep      bool
	fromFile  bool // read from the record's annotations (analysis.FromRecord), not run
	cancel    context.CancelFunc
	updates   chan analysis.Update // every position, as it is done; never full
	finished  chan error           // Run's error, once
	positions []analysis.Position
	report    *analysis.Report
	running   bool
	changes   int           // the match's Changes when the game was last compared with rec
	drained   time.Time     // when the positions were last taken in
	version   int           // counts the changes of the report, for the frame key
	graph     *ebiten.Image // the graph's picture (drawGraph), for graphKey
	graphKey  graphKey
	// footer is the verdict on the move shown, footerLines the same wrapped to the analysis box
	// (footerKey: for which ply, version, language and width).
	footer      string
	footerLines []string
	footerInk   color.RGBA
	footerKey   [4]int
}

// analysisKey is what the analysis adds to the game scene's picture (gameFrame).
type analysisKey struct {
	on      bool
	version int
	running bool
}

// frameKey is what the analysis adds to the scene's picture: nothing without one.
func (v *analysisView) frameKey() analysisKey {
	a := v.run
	if a == nil {
		return analysisKey{}
	}
	return analysisKey{on: true, version: a.version, running: a.running}
}

// on reports whether there is an analysis, running or done, to show.
func (v *analysisView) on() bool { return v.run != nil }

// canAnalyse reports whether the game shown may be analysed: a record opened, a game reviewed
// or over, with a move at least.
func (v *analysisView) canAnalyse() bool {
	_, reviewing := v.m.Reviewing()
	return v.m.Ply() > 0 && (v.m.Viewing() || reviewing || v.g.result().Over())
}

// button is the panel's button of the analysis: Analyse, Stop while it runs, Deeper once a
// quick one is done.
func (v *analysisView) button() ui.Button {
	l := v.st.lang()
	a := v.run
	switch {
	case a != nil && a.running:
		return ui.Button{Label: i18n.StopAnalysis.In(l), Act: v.stop, ID: "analyse"}
	case a != nil && !a.deep && !a.fromFile && a.report.Complete():
		return ui.Button{Label: i18n.AnalyseDeeper.In(l), Act: func() { v.start(true) }, Disabled: !v.canAnalyse(), ID: "analyse"}
	}
	return ui.Button{Label: i18n.Analyse.In(l), Act: func() { v.start(false) }, Disabled: !v.canAnalyse(), ID: "analyse"}
}

// toggle is A (quick) and Shift+A (deep); while an analysis runs, either stops it.
func (v *analysisView) toggle(deep bool) {
	if v.run != nil && v.run.running {
		v.stop()
		return
	}
	if v.canAnalyse() {
		v.start(deep)
	}
}

// start analyses the game on the board in the background, replacing any analysis.
func (v *analysisView) start(deep bool) {
	v.drop()
	rec := v.m.Record(v.g.names(), time.Time{})
	engine := v.st.opts.Analysis
	if engine == nil {
		v.st.fail(i18n.AnalysisFailed.Format(v.st.lang(), errNoAnalysis))
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	a := &gameAnalysis{rec: rec, deep: deep, cancel: cancel, running: true, changes: v.m.Changes(),
		// Run reports each position at most twice (the second time after a deeper look): room
		// for all, so that a cancelled Run never waits on a window that stopped reading.
		updates: make(chan analysis.Update, 2*(len(rec.Moves)+1)), finished: make(chan error, 1),
		positions: make([]analysis.Position, len(rec.Moves)+1)}
	a.report = analysis.Build(rec, a.positions)
	updates, finished := a.updates, a.finished
	go func() {
		err := engine.Analyse(ctx, rec, deep, func(u analysis.Update) { updates <- u })
		finished <- err
	}()
	v.run = a
	v.st.trace("analysis start deep=%v positions=%d\n", deep, len(a.positions))
}

// showRecorded shows the analysis an opened record carries in its annotations (see
// analysis.FromRecord), as if it had just been run: the graph, the classes and the better moves,
// without analysing again. Analyse runs a new one.
func (v *analysisView) showRecorded(rec *record.Record) {
	rep, ok := analysis.FromRecord(rec)
	if !ok {
		return
	}
	v.run = &gameAnalysis{rec: rec, fromFile: true, cancel: func() {}, positions: rep.Positions, report: rep, changes: v.m.Changes()}
	v.st.trace("analysis from the record: %d moves classed\n", len(rep.Moves))
}

// annotated returns the record to save at path: rec, with the analysis of its game written into
// its annotations (for path's format) when the game has one, as janggi analyse writes them; a
// copy, so that the game's record is left as it was.
func (v *analysisView) annotated(rec *record.Record, path string) *record.Record {
	a := v.run
	if a == nil || a.fromFile || len(a.report.Moves) == 0 || !slices.Equal(rec.Moves, a.rec.Moves) {
		return rec
	}
	f, err := record.FormatOf(path)
	if err != nil || f == record.FEN {
		return rec
	}
	out := rec.Clone()
	analysis.Annotate(out, a.report, f)
	return out
}

// stop stops a running analysis; what it finished stays shown.
func (v *analysisView) stop() {
	if a := v.run; a != nil && a.running {
		a.cancel()
		a.running = false
		a.version++
		v.st.trace("analysis stop done=%d\n", a.report.Done)
	}
}

// drop stops the analysis and forgets it.
func (v *analysisView) drop() {
	if v.run != nil {
		v.run.cancel()
		v.run = nil
	}
}

// poll takes in the positions analysed since the last tick, without waiting, and drops the
// analysis when the game on the board is no longer the one analysed.
func (v *analysisView) poll() {
	a := v.run
	if a == nil {
		return
	}
	if c := v.m.Changes(); c != a.changes {
		a.changes = c
		if !slices.Equal(v.g.b.moves(), a.rec.Moves) {
			v.st.trace("analysis dropped: the game changed\n")
			v.drop()
			return
		}
	}
	// The positions are taken in every analysisRedraw, not as each comes: every change of the
	// report draws the panel again, which costs a window under software OpenGL more than the
	// analysis does.
	changed := false
	if now := v.st.now(); now.Sub(a.drained) >= analysisRedraw {
		a.drained = now
		changed = a.drain()
	}
	select {
	case err := <-a.finished:
		a.drain() // what was sent before Run returned
		a.report = analysis.Build(a.rec, a.positions)
		a.version++
		a.running, changed = false, false
		if err != nil && !errors.Is(err, context.Canceled) {
			v.st.fail(i18n.AnalysisFailed.Format(v.st.lang(), err))
		}
		v.st.trace("analysis done=%d of %d\n", a.report.Done, len(a.positions))
		if b := v.st.opts.Bench; b != nil && b.Analyse && v.st.bench != nil && !v.st.bench.finished() {
			v.start(false) // the benchmark analyses for as long as it measures
			return
		}
	default:
	}
	if changed {
		a.report = analysis.Build(a.rec, a.positions)
		a.version++
	}
}

// drain takes in the positions waiting on the channel and reports whether there were any.
func (a *gameAnalysis) drain() bool {
	got := false
	for {
		select {
		case u := <-a.updates:
			a.positions[u.Index] = u.Position
			got = true
		default:
			return got
		}
	}
}

// stepMistake shows the position after the next (dir > 0) or previous mistake or blunder.
func (v *analysisView) stepMistake(dir int) {
	a := v.run
	if a == nil {
		return
	}
	shown := v.m.ShownPly() - 1 // the move shown, from 0
	var ply int
	var ok bool
	if dir > 0 {
		ply, ok = a.report.NextMistake(shown, false)
	} else {
		ply, ok = a.report.PrevMistake(shown, false)
	}
	if ok {
		v.m.StepTo(ply + 1)
	}
}

// marks returns the move list's marks: each analysed move's class; nil without an analysis.
func (v *analysisView) marks() []analysis.Class {
	a := v.run
	if a == nil {
		return nil
	}
	out := make([]analysis.Class, len(a.rec.Moves))
	for _, m := range a.report.Moves {
		out[m.Ply] = m.Class
	}
	return out
}
