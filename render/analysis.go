package render

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/analysis"
	"janggi/game"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
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

// errNoAnalysis is what Analyse says in a window started without an analysis engine
// (Options.Analysis), as some tests start it.
var errNoAnalysis = errors.New("no analysis engine")

// analysisRedraw is how often the positions analysed are taken in (and the panel drawn again):
// twice a second, since each picture drawn costs a software renderer four presented frames
// (see app.Draw).
const analysisRedraw = 500 * time.Millisecond

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

func (a *gameAnalysis) key() analysisKey {
	if a == nil {
		return analysisKey{}
	}
	return analysisKey{on: true, version: a.version, running: a.running}
}

// canAnalyse reports whether the game shown may be analysed: a record opened, a game reviewed
// or over, with a move at least.
func (g *gameScene) canAnalyse() bool {
	_, reviewing := g.m.Reviewing()
	return g.m.Ply() > 0 && (g.m.Viewing() || reviewing || g.result().Over())
}

// analyseButton is the panel's button of the analysis: Analyse, Stop while it runs, Deeper once
// a quick one is done.
func (g *gameScene) analyseButton() button {
	l := g.lang()
	a := g.an
	switch {
	case a != nil && a.running:
		return button{label: i18n.StopAnalysis.In(l), act: g.stopAnalysis, id: "analyse"}
	case a != nil && !a.deep && !a.fromFile && a.report.Complete():
		return button{label: i18n.AnalyseDeeper.In(l), act: func() { g.startAnalysis(true) }, disabled: !g.canAnalyse(), id: "analyse"}
	}
	return button{label: i18n.Analyse.In(l), act: func() { g.startAnalysis(false) }, disabled: !g.canAnalyse(), id: "analyse"}
}

// analyseKey is A (quick) and Shift+A (deep); while an analysis runs, either stops it.
func (g *gameScene) analyseKey(deep bool) {
	if g.an != nil && g.an.running {
		g.stopAnalysis()
		return
	}
	if g.canAnalyse() {
		g.startAnalysis(deep)
	}
}

// startAnalysis analyses the game on the board in the background, replacing any analysis.
func (g *gameScene) startAnalysis(deep bool) {
	g.dropAnalysis()
	rec := g.m.Record(g.names(), time.Time{})
	engine := g.st.opts.Analysis
	if engine == nil {
		g.st.fail(i18n.AnalysisFailed.Format(g.lang(), errNoAnalysis))
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	a := &gameAnalysis{rec: rec, deep: deep, cancel: cancel, running: true, changes: g.m.Changes(),
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
	g.an = a
	g.trace("analysis start deep=%v positions=%d\n", deep, len(a.positions))
}

// showRecordedAnalysis shows the analysis an opened record carries in its annotations (see
// analysis.FromRecord), as if it had just been run: the graph, the classes and the better moves,
// without analysing again. Analyse runs a new one.
func (g *gameScene) showRecordedAnalysis(rec *record.Record) {
	rep, ok := analysis.FromRecord(rec)
	if !ok {
		return
	}
	g.an = &gameAnalysis{rec: rec, fromFile: true, cancel: func() {}, positions: rep.Positions, report: rep, changes: g.m.Changes()}
	g.trace("analysis from the record: %d moves classed\n", len(rep.Moves))
}

// withAnalysis returns the record to save at path: rec, with the analysis of its game written into
// its annotations (for path's format) when the game has one, as janggi analyse writes them; a
// copy, so that the game's record is left as it was.
func (g *gameScene) withAnalysis(rec *record.Record, path string) *record.Record {
	a := g.an
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

// stopAnalysis stops a running analysis; what it finished stays shown.
func (g *gameScene) stopAnalysis() {
	if a := g.an; a != nil && a.running {
		a.cancel()
		a.running = false
		a.version++
		g.trace("analysis stop done=%d\n", a.report.Done)
	}
}

// dropAnalysis stops the analysis and forgets it.
func (g *gameScene) dropAnalysis() {
	if g.an != nil {
		g.an.cancel()
		g.an = nil
	}
}

// pollAnalysis takes in the positions analysed since the last tick, without waiting, and drops
// the analysis when the game on the board is no longer the one analysed.
func (g *gameScene) pollAnalysis() {
	a := g.an
	if a == nil {
		return
	}
	if c := g.m.Changes(); c != a.changes {
		a.changes = c
		if !slices.Equal(g.tr.moves(), a.rec.Moves) {
			g.trace("analysis dropped: the game changed\n")
			g.dropAnalysis()
			return
		}
	}
	// The positions are taken in every analysisRedraw, not as each comes: every change of the
	// report draws the panel again, which costs a window under software OpenGL more than the
	// analysis does.
	changed := false
	if now := g.st.now(); now.Sub(a.drained) >= analysisRedraw {
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
			g.st.fail(i18n.AnalysisFailed.Format(g.lang(), err))
		}
		g.trace("analysis done=%d of %d\n", a.report.Done, len(a.positions))
		if b := g.st.opts.Bench; b != nil && b.Analyse && g.st.bench != nil && !g.st.bench.finished() {
			g.startAnalysis(false) // the benchmark analyses for as long as it measures
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
func (g *gameScene) stepMistake(dir int) {
	a := g.an
	if a == nil {
		return
	}
	shown := g.m.ShownPly() - 1 // the move shown, from 0
	var ply int
	var ok bool
	if dir > 0 {
		ply, ok = a.report.NextMistake(shown, false)
	} else {
		ply, ok = a.report.PrevMistake(shown, false)
	}
	if ok {
		g.m.StepTo(ply + 1)
	}
}

// movesRects splits the move list's place in the panel (under the evaluation bar, while it is
// on): the list, and under it the analysis's box while there is an analysis (else an empty
// rectangle).
func (g *gameScene) movesRects() (list, box layout.Rect) {
	_, r := g.evalBarRow(panelLayoutOf(g.st.screen).moves)
	if g.an == nil {
		return r, layout.Rect{}
	}
	u := g.st.screen.Unit
	h := min(max(r.H*0.5, u*8.5), u*13)
	if rest := r.H - h - u*0.3; rest < u*(2.3+2*layout.MoveRowH) {
		h = max(r.H-u*(2.6+2*layout.MoveRowH), r.H*0.5) // a low panel: two rows of moves at least, if it can
	}
	list = r
	list.H = r.H - h - u*0.3
	return list, layout.Rect{X: r.X, Y: r.Y + r.H - h, W: r.W, H: h}
}

// analysisParts are the rows of the analysis box: the progress (while it runs), each side's
// summary, the graph, and the verdict on the move shown in footLines lines.
type analysisParts struct {
	head      layout.Rect // empty once the analysis is over
	sides     [2]layout.Rect
	graph     layout.Rect // empty in a box too low for it beside the verdict
	foot      layout.Rect
	footLines int
}

// The analysis box's text: its size, and the height of a line of the verdict, in units.
const analysisText, footLineH = 0.8, 1.05

// analysisParts lays the analysis box out. The verdict on the move shown takes the lines it is
// wrapped to (as many as fit), the graph what is left above it: the verdict says which move
// was wrong and what was better, which the graph does not, so in a low box (640×480) the graph
// gives way (issue 54: the verdict was cut short, or left out for the graph).
func (g *gameScene) analysisParts(box layout.Rect) analysisParts {
	u := g.st.screen.Unit
	in := box.Inset(u * 0.4)
	row := u * 1.1
	var p analysisParts
	y := in.Y
	if g.an.running {
		p.head = layout.Rect{X: in.X, Y: y, W: in.W, H: row}
		y += row
	}
	for i := range p.sides {
		p.sides[i] = layout.Rect{X: in.X, Y: y, W: in.W, H: row}
		y += row
	}
	lineH := u * footLineH
	p.footLines = max(0, min(len(g.an.footerLines), int((in.Y+in.H-y)/lineH)))
	footH := float64(p.footLines) * lineH
	p.foot = layout.Rect{X: in.X, Y: in.Y + in.H - footH, W: in.W, H: footH}
	p.graph = layout.Rect{X: in.X, Y: y + u*0.2, W: in.W, H: p.foot.Y - u*0.2 - (y + u*0.2)}
	if p.graph.H < u*1.5 { // too low for a graph beside the verdict
		p.graph = layout.Rect{}
	}
	return p
}

// graphRect is where a click on the graph steps to a move; empty without an analysis.
func (g *gameScene) graphRect() layout.Rect {
	_, box := g.movesRects()
	if box.W <= 0 {
		return layout.Rect{}
	}
	return g.analysisParts(box).graph
}

// clickGraph steps to the move under a click on the graph.
func (g *gameScene) clickGraph() bool {
	in := &g.st.in
	r := g.graphRect()
	if !in.pressed || r.W <= 0 || !r.Contains(in.x, in.y) {
		return false
	}
	n := len(g.an.positions) - 1
	ply := int((in.x-r.X)/r.W*float64(n) + 0.5)
	g.m.StepTo(min(max(ply, 0), n))
	g.trace("graph ply=%d\n", min(max(ply, 0), n))
	return true
}

// classInk is the colour of a class's mark.
func classInk(c analysis.Class) color.RGBA {
	switch c {
	case analysis.Inaccuracy:
		return color.RGBA{0xe8, 0xc8, 0x4a, 0xff}
	case analysis.Mistake:
		return color.RGBA{0xf0, 0x90, 0x38, 0xff}
	case analysis.Blunder:
		return color.RGBA{0xf0, 0x48, 0x48, 0xff}
	}
	return panelText
}

// classGlyph is the mark a class puts after its move: ?!, ?, ??; none for good moves.
func classGlyph(c analysis.Class) string {
	switch c {
	case analysis.Inaccuracy:
		return "?!"
	case analysis.Mistake:
		return "?"
	case analysis.Blunder:
		return "??"
	}
	return ""
}

// betterInk is the colour of the engine's better move on the board.
var betterInk = fade(color.RGBA{0x20, 0xa0, 0x60, 0xff}, 0.85)

// analysisMarks returns the move list's marks: each analysed move's class.
func (a *gameAnalysis) marks() []analysis.Class {
	if a == nil {
		return nil
	}
	out := make([]analysis.Class, len(a.rec.Moves))
	for _, m := range a.report.Moves {
		out[m.Ply] = m.Class
	}
	return out
}

// updateFooter writes the verdict on the move shown, when the move, the report or the language
// changed: the move, its class and the better line, or in Twelve Janggi the result it changed.
func (g *gameScene) updateFooter() {
	a := g.an
	if a == nil {
		return
	}
	l := g.lang()
	shown := g.m.ShownPly()
	u := g.st.screen.Unit
	_, box := g.movesRects()
	width := box.Inset(u * 0.4).W
	k := [4]int{shown, a.version, int(l), int(width)}
	if k == a.footerKey {
		return
	}
	a.footerKey = k
	defer func() { a.footerLines = verdictLines(g.st.fonts.sans, u*analysisText, a.footer, width) }()
	a.footer, a.footerInk = "", panelDim
	if shown == 0 || shown > len(a.rec.Moves) {
		if p := a.positions[min(shown, len(a.positions)-1)]; p.Done {
			a.footer = fmt.Sprintf("%s %.0f%%", i18n.GraphLabel.In(l), 100*analysis.WinChance(a.rec.Game, p.Score, game.Cho))
		}
		return
	}
	m, ok := a.report.MoveAt(shown - 1)
	if !ok {
		return
	}
	text := fmt.Sprintf("%d. %s%s %s", shown, lineText(a.rec, shown-1, []string{m.Move}, l), classGlyph(m.Class), i18n.ClassNames[m.Class].In(l))
	if m.ResultChanged {
		text += " · " + i18n.ResultChange.Format(l, valueWord(m.From).In(l), valueWord(m.To).In(l))
	}
	if m.Best != "" && m.Class >= analysis.Inaccuracy {
		text += " · " + i18n.Better.Format(l, lineText(a.rec, shown-1, m.Line[:min(len(m.Line), 4)], l))
	}
	a.footer, a.footerInk = text, classInk(m.Class)
}

// verdictLines wraps a verdict to width: on one line if it fits, else each of its parts (the
// move and its class, the result it changed, the better line) from a line of its own, so that
// "더 나은 수" stays with the moves it names.
func verdictLines(src *text.GoTextFaceSource, size float64, verdict string, width float64) []string {
	if w, _ := measure(src, size, verdict); w <= width {
		return []string{verdict}
	}
	var lines []string
	for _, part := range strings.Split(verdict, " · ") {
		lines = append(lines, wrap(src, size, part, width)...)
	}
	return lines
}

func valueWord(v analysis.Value) i18n.Text {
	switch v {
	case analysis.Win:
		return i18n.ValueWin
	case analysis.Loss:
		return i18n.ValueLoss
	}
	return i18n.ValueDraw
}

// lineText writes moves (UCI) played from the position after the record's first ply moves as
// the move list writes them; it stops at a move that is not legal there.
func lineText(rec *record.Record, ply int, moves []string, l i18n.Lang) string {
	return rec.LineWith(ply, moves, func(p port.Position, m port.Move) string { return portMoveText(p, m, l) })
}

// portMoveText writes m, a move of p, as the move list does: the move list's notation is each
// game's own (i18n.MoveText, i18n.TwelveMove), on its core's position and move.
func portMoveText(p port.Position, m port.Move, l i18n.Lang) string {
	if tp, ok := port.Core[*twelve.Position](p); ok {
		tm, _ := port.CoreMove[twelve.Move](m)
		return i18n.TwelveMove(tp, tm)
	}
	jp, _ := port.Core[*game.Position](p)
	jm, _ := port.CoreMove[game.Move](m)
	return i18n.MoveText(jp, jm, l)
}

// drawAnalysis draws the analysis box: the progress (or which analysis it is), each side's
// accuracy and counts, the graph and the verdict on the move shown.
func (g *gameScene) drawAnalysis(dst *ebiten.Image, box layout.Rect) {
	a := g.an
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	st.shapes.roundRect(dst, box.X, box.Y, box.W, box.H, u*0.5, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	p := g.analysisParts(box)
	strength := i18n.Quick.In(l)
	if a.deep {
		strength = i18n.Deep.In(l)
	}
	size := u * analysisText
	if p.head.W > 0 {
		total := len(a.positions)
		head := i18n.Analysing.Format(l, strength, a.report.Done, total)
		tw, _ := measure(st.fonts.sans, size, head)
		tw = min(tw, p.head.W*0.6)
		fitText(dst, st, size, head, p.head.X, p.head.Y+p.head.H/2, tw, centerLeft, panelText)
		bar := layout.Rect{X: p.head.X + tw + u*0.6, Y: p.head.Y + p.head.H/2 - u*0.2, W: p.head.W - tw - u*0.6, H: u * 0.4}
		if bar.W > u {
			st.shapes.roundRect(dst, bar.X, bar.Y, bar.W, bar.H, u*0.2, buttonBG)
			st.shapes.roundRect(dst, bar.X, bar.Y, bar.W*float64(a.report.Done)/float64(total), bar.H, u*0.2, choLight)
		}
	}
	for i, c := range []game.Color{game.Cho, game.Han} {
		s := a.report.Sides[c]
		text := i18n.SideAccuracy.Format(l, i18n.SideName(g.b.game(), c).In(l), s.Accuracy, s.Count[analysis.Inaccuracy], s.Count[analysis.Mistake], s.Count[analysis.Blunder])
		if a.rec.Game.Small() {
			text += " · " + i18n.ResultChanges.Format(l, s.Changes)
		}
		r := p.sides[i]
		fitText(dst, st, size, text, r.X, r.Y+r.H/2, r.W, centerLeft, g.b.light(c))
	}
	g.drawGraph(dst, p.graph)
	for i, line := range a.footerLines[:p.footLines] {
		if i == p.footLines-1 { // what a box too low for every line leaves out is cut short on its last
			line = strings.Join(a.footerLines[i:], " ")
		}
		fitText(dst, st, size, line, p.foot.X, p.foot.Y+u*footLineH*(float64(i)+0.5), p.foot.W, centerLeft, a.footerInk)
	}
}

// graphKey is what the graph's picture depends on (gameAnalysis.graph).
type graphKey struct {
	version, shown int
	w, h           int
	unit           float64
	cho, han       color.RGBA
}

// drawGraph draws Cho's winning chance over the game: Cho's share green from the foot, Han's red
// above it, the even line, the classed moves as dots, the move shown as a line. The picture is
// painted into an image of its own when what it shows changes, and copied on the other frames:
// antialiased shapes straight onto the screen cost software OpenGL some 15 ms a frame (see sprites).
func (g *gameScene) drawGraph(dst *ebiten.Image, r layout.Rect) {
	a := g.an
	st := g.st
	u := st.screen.Unit
	if r.W <= 0 || r.H <= 0 {
		return
	}
	k := graphKey{version: a.version, shown: g.m.ShownPly(), w: int(math.Round(r.W)), h: int(math.Round(r.H)), unit: u,
		cho: g.b.light(game.Cho), han: g.b.light(game.Han)}
	if a.graph == nil || a.graphKey != k {
		if a.graph != nil {
			a.graph.Deallocate()
		}
		a.graph = newPainted(k.w, k.h, func(img *ebiten.Image) {
			g.paintGraph(img, layout.Rect{W: float64(k.w), H: float64(k.h)}, k)
		})
		a.graphKey = k
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(a.graph, op)
	label := i18n.GraphLabel.In(g.lang())
	if !a.running {
		strength := i18n.Quick
		switch {
		case a.fromFile:
			strength = i18n.FromFile
		case a.deep:
			strength = i18n.Deep
		}
		label = i18n.Analysed.Format(g.lang(), strength.In(g.lang())) + " · " + label
	}
	drawText(dst, st.fonts.sans, legible(st), label, r.X+u*0.3, r.Y+u*0.15, topLeft, fade(panelText, 0.85))
}

// paintGraph paints the graph of drawGraph into r of dst.
func (g *gameScene) paintGraph(dst *ebiten.Image, r layout.Rect, k graphKey) {
	a := g.an
	u := k.unit
	vectorFillRect(dst, r.X, r.Y, r.W, r.H, fade(k.han, 0.35))
	n := max(len(a.positions)-1, 1)
	x := func(ply int) float64 { return r.X + r.W*float64(ply)/float64(n) }
	y := func(w float64) float64 { return r.Y + r.H*(1-w) }
	pts := [][2]float64{{r.X, r.Y + r.H}}
	last := -1
	for i, p := range a.positions {
		if !p.Done {
			continue
		}
		w := analysis.WinChance(a.rec.Game, p.Score, game.Cho)
		if last < 0 {
			pts = append(pts, [2]float64{r.X, y(w)})
		}
		pts = append(pts, [2]float64{x(i), y(w)})
		last = i
	}
	if last >= 0 {
		pts = append(pts, [2]float64{x(last), r.Y + r.H})
		fill(dst, polygonPath(pts), fade(k.cho, 0.75))
	}
	line(dst, r.X, y(0.5), r.X+r.W, y(0.5), 1, fade(panelText, 0.5))
	for _, m := range a.report.Moves {
		if m.Class >= analysis.Inaccuracy || m.ResultChanged {
			w := analysis.WinChance(a.rec.Game, a.positions[m.Ply+1].Score, game.Cho)
			g.st.shapes.disc(dst, x(m.Ply+1), y(w), u*0.28, classInk(max(m.Class, analysis.Inaccuracy)), 1)
		}
	}
	cx := x(min(k.shown, n))
	line(dst, cx, r.Y, cx, r.Y+r.H, max(1, u*0.12), panelText)
}

// drawBetterMove draws the engine's better move for the move shown as an arrow on the board,
// when the move shown is an inaccuracy, a mistake or a blunder.
func (g *gameScene) drawBetterMove(dst *ebiten.Image) {
	a := g.an
	shown := g.m.ShownPly()
	if a == nil || shown == 0 || g.m.ShowResult() {
		return
	}
	m, ok := a.report.MoveAt(shown - 1)
	if !ok || m.Class < analysis.Inaccuracy || m.Best == "" {
		return
	}
	fx, fy, tx, ty, cell, ok := g.b.arrowFor(m.Best, m.Side)
	if !ok {
		return
	}
	if fx == tx && fy == ty { // a pass
		st := g.st
		st.shapes.ring(dst, fx, fy, cell*0.55, cell*0.08, betterInk)
		return
	}
	drawCachedArrow(dst, g.st, fx, fy, tx, ty, cell, betterInk)
}
