package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/analysis"
	"janggi/game"
	"janggi/game/port"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// rects splits the move list's place in the panel (under the evaluation bar, while it is on):
// the list, and under it the analysis's box while there is an analysis (else an empty
// rectangle).
func (v *analysisView) rects() (list, box layout.Rect) {
	_, r := v.g.bar.row(panelLayoutOf(v.st.screen).moves)
	if v.run == nil {
		return r, layout.Rect{}
	}
	u := v.st.screen.Unit
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

// parts lays the analysis box out. The verdict on the move shown takes the lines it is
// wrapped to (as many as fit), the graph what is left above it: the verdict says which move
// was wrong and what was better, which the graph does not, so in a low box (640×480) the graph
// gives way (issue 54: the verdict was cut short, or left out for the graph).
func (v *analysisView) parts(box layout.Rect) analysisParts {
	u := v.st.screen.Unit
	in := box.Inset(u * 0.4)
	row := u * 1.1
	var p analysisParts
	y := in.Y
	if v.run.running {
		p.head = layout.Rect{X: in.X, Y: y, W: in.W, H: row}
		y += row
	}
	for i := range p.sides {
		p.sides[i] = layout.Rect{X: in.X, Y: y, W: in.W, H: row}
		y += row
	}
	lineH := u * footLineH
	p.footLines = max(0, min(len(v.run.footerLines), int((in.Y+in.H-y)/lineH)))
	footH := float64(p.footLines) * lineH
	p.foot = layout.Rect{X: in.X, Y: in.Y + in.H - footH, W: in.W, H: footH}
	p.graph = layout.Rect{X: in.X, Y: y + u*0.2, W: in.W, H: p.foot.Y - u*0.2 - (y + u*0.2)}
	if p.graph.H < u*1.5 { // too low for a graph beside the verdict
		p.graph = layout.Rect{}
	}
	return p
}

// graphRect is where a click on the graph steps to a move; empty without an analysis.
func (v *analysisView) graphRect() layout.Rect {
	_, box := v.rects()
	if box.W <= 0 {
		return layout.Rect{}
	}
	return v.parts(box).graph
}

// click steps to the move under a click on the graph.
func (v *analysisView) click() bool {
	in := &v.st.in
	r := v.graphRect()
	if !in.pressed || r.W <= 0 || !r.Contains(in.x, in.y) {
		return false
	}
	n := len(v.run.positions) - 1
	ply := int((in.x-r.X)/r.W*float64(n) + 0.5)
	v.m.StepTo(min(max(ply, 0), n))
	v.st.trace("graph ply=%d\n", min(max(ply, 0), n))
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
	return ui.PanelText
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
var betterInk = ui.Fade(color.RGBA{0x20, 0xa0, 0x60, 0xff}, 0.85)

// updateFooter writes the verdict on the move shown, when the move, the report or the language
// changed: the move, its class and the better line, or in Twelve Janggi the result it changed.
func (v *analysisView) updateFooter() {
	a := v.run
	if a == nil {
		return
	}
	l := v.st.lang()
	shown := v.m.ShownPly()
	u := v.st.screen.Unit
	_, box := v.rects()
	width := box.Inset(u * 0.4).W
	k := [4]int{shown, a.version, int(l), int(width)}
	if k == a.footerKey {
		return
	}
	a.footerKey = k
	defer func() { a.footerLines = verdictLines(v.st.fonts.Sans, u*analysisText, a.footer, width) }()
	a.footer, a.footerInk = "", ui.PanelDim
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
	if w, _ := ui.Measure(src, size, verdict); w <= width {
		return []string{verdict}
	}
	var lines []string
	for _, part := range strings.Split(verdict, " · ") {
		lines = append(lines, ui.Wrap(src, size, part, width)...)
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
	return rec.LineWith(ply, moves, func(p port.Position, m port.Move) string { return i18n.MoveText(p, m, l) })
}

// draw draws the analysis box: the progress (or which analysis it is), each side's
// accuracy and counts, the graph and the verdict on the move shown.
func (v *analysisView) draw(dst *ebiten.Image, box layout.Rect) {
	a := v.run
	st := v.st
	u := st.screen.Unit
	l := st.lang()
	st.shapes.RoundRect(dst, box.X, box.Y, box.W, box.H, u*0.5, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	p := v.parts(box)
	strength := i18n.Quick.In(l)
	if a.deep {
		strength = i18n.Deep.In(l)
	}
	size := u * analysisText
	if p.head.W > 0 {
		total := len(a.positions)
		head := i18n.Analysing.Format(l, strength, a.report.Done, total)
		tw, _ := ui.Measure(st.fonts.Sans, size, head)
		tw = min(tw, p.head.W*0.6)
		st.pen().FitText(dst, size, head, p.head.X, p.head.Y+p.head.H/2, tw, ui.CenterLeft, ui.PanelText)
		bar := layout.Rect{X: p.head.X + tw + u*0.6, Y: p.head.Y + p.head.H/2 - u*0.2, W: p.head.W - tw - u*0.6, H: u * 0.4}
		if bar.W > u {
			st.shapes.RoundRect(dst, bar.X, bar.Y, bar.W, bar.H, u*0.2, ui.ButtonBG)
			st.shapes.RoundRect(dst, bar.X, bar.Y, bar.W*float64(a.report.Done)/float64(total), bar.H, u*0.2, ui.ChoLight)
		}
	}
	for i, c := range []game.Color{game.Cho, game.Han} {
		s := a.report.Sides[c]
		text := i18n.SideAccuracy.Format(l, i18n.SideName(v.b.game(), c).In(l), s.Accuracy, s.Count[analysis.Inaccuracy], s.Count[analysis.Mistake], s.Count[analysis.Blunder])
		if analysis.Solved(a.rec.Game) {
			text += " · " + i18n.ResultChanges.Format(l, s.Changes)
		}
		r := p.sides[i]
		st.pen().FitText(dst, size, text, r.X, r.Y+r.H/2, r.W, ui.CenterLeft, v.b.light(c))
	}
	v.drawGraph(dst, p.graph)
	for i, line := range a.footerLines[:p.footLines] {
		if i == p.footLines-1 { // what a box too low for every line leaves out is cut short on its last
			line = strings.Join(a.footerLines[i:], " ")
		}
		st.pen().FitText(dst, size, line, p.foot.X, p.foot.Y+u*footLineH*(float64(i)+0.5), p.foot.W, ui.CenterLeft, a.footerInk)
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
// antialiased shapes straight onto the screen cost software OpenGL some 15 ms a frame (see ui.Sprites).
func (v *analysisView) drawGraph(dst *ebiten.Image, r layout.Rect) {
	a := v.run
	st := v.st
	u := st.screen.Unit
	if r.W <= 0 || r.H <= 0 {
		return
	}
	k := graphKey{version: a.version, shown: v.m.ShownPly(), w: int(math.Round(r.W)), h: int(math.Round(r.H)), unit: u,
		cho: v.b.light(game.Cho), han: v.b.light(game.Han)}
	if a.graph == nil || a.graphKey != k {
		if a.graph != nil {
			a.graph.Deallocate()
		}
		a.graph = ui.NewPainted(k.w, k.h, func(img *ebiten.Image) {
			v.paintGraph(img, layout.Rect{W: float64(k.w), H: float64(k.h)}, k)
		})
		a.graphKey = k
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(a.graph, op)
	l := st.lang()
	label := i18n.GraphLabel.In(l)
	if !a.running {
		strength := i18n.Quick
		switch {
		case a.fromFile:
			strength = i18n.FromFile
		case a.deep:
			strength = i18n.Deep
		}
		label = i18n.Analysed.Format(l, strength.In(l)) + " · " + label
	}
	ui.DrawText(dst, st.fonts.Sans, st.pen().Legible(), label, r.X+u*0.3, r.Y+u*0.15, ui.TopLeft, ui.Fade(ui.PanelText, 0.85))
}

// paintGraph paints the graph of drawGraph into r of dst.
func (v *analysisView) paintGraph(dst *ebiten.Image, r layout.Rect, k graphKey) {
	a := v.run
	u := k.unit
	ui.FillRect(dst, r.X, r.Y, r.W, r.H, ui.Fade(k.han, 0.35))
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
		ui.Fill(dst, ui.PolygonPath(pts), ui.Fade(k.cho, 0.75))
	}
	ui.Line(dst, r.X, y(0.5), r.X+r.W, y(0.5), 1, ui.Fade(ui.PanelText, 0.5))
	for _, m := range a.report.Moves {
		if m.Class >= analysis.Inaccuracy || m.ResultChanged {
			w := analysis.WinChance(a.rec.Game, a.positions[m.Ply+1].Score, game.Cho)
			v.st.shapes.Disc(dst, x(m.Ply+1), y(w), u*0.28, classInk(max(m.Class, analysis.Inaccuracy)), 1)
		}
	}
	cx := x(min(k.shown, n))
	ui.Line(dst, cx, r.Y, cx, r.Y+r.H, max(1, u*0.12), ui.PanelText)
}

// drawBetterMove draws the engine's better move for the move shown as an arrow on the board,
// when the move shown is an inaccuracy, a mistake or a blunder.
func (v *analysisView) drawBetterMove(dst *ebiten.Image) {
	a := v.run
	shown := v.m.ShownPly()
	if a == nil || shown == 0 || v.m.ShowResult() {
		return
	}
	m, ok := a.report.MoveAt(shown - 1)
	if !ok || m.Class < analysis.Inaccuracy || m.Best == "" {
		return
	}
	fx, fy, tx, ty, cell, ok := v.b.arrowFor(m.Best, m.Side)
	if !ok {
		return
	}
	if fx == tx && fy == ty { // a pass
		v.st.shapes.Ring(dst, fx, fy, cell*0.55, cell*0.08, betterInk)
		return
	}
	drawCachedArrow(dst, v.st, fx, fy, tx, ty, cell, betterInk)
}
