package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// panelLayout is where the parts of the side panel go.
type panelLayout struct {
	title   layout.Rect    // the game and its rules
	cards   [2]layout.Rect // the player at the top of the board, then the one at the bottom
	trays   [2]layout.Rect // under each card, in its box: the pieces the player took (tray.go)
	status  layout.Rect
	moves   layout.Rect
	buttons layout.Rect
}

// panelButtons returns the panel's buttons for this tick: the game's, or an opened record's.
func (g *gameScene) panelButtons() []button {
	l := g.lang()
	m := g.m
	pl := panelLayoutOf(g.st.screen)
	u := g.st.screen.Unit
	_, reviewing := m.Reviewing()
	skinLabel := i18n.SkinShort[g.st.settings.Skin%2].In(l) // the state, as every switch shows it
	playFrom := button{label: i18n.PlayFrom.In(l), act: g.openPlayFrom, disabled: !m.CanPlayFrom(), primary: m.CanPlayFrom()}
	var bs []button
	if m.Viewing() {
		ply, last := m.ShownPly(), m.Ply()
		bs = []button{
			playFrom, g.an.button(),
			{label: i18n.First, act: m.ReviewStart, disabled: ply == 0},
			{label: i18n.Last, act: m.ReviewEnd, disabled: ply == last},
			{label: i18n.StepBack.In(l), act: func() { m.Step(-1) }, disabled: ply == 0},
			{label: i18n.StepOn.In(l), act: func() { m.Step(1) }, disabled: ply == last},
			{label: i18n.OpenButton.In(l), act: func() { g.leaveThen(g.openFiles) }},
			{label: i18n.Save.In(l), act: g.openSave},
		}
	} else {
		canHint := m.HumanToMove() && !m.HintPending() && g.hasEngine()
		bs = []button{
			{label: i18n.Pass.In(l), act: g.askPass, disabled: !g.b.canPass()},
			{label: i18n.Hint.In(l), act: func() { m.RequestHint() }, disabled: !canHint},
			{label: i18n.Previous + " " + i18n.Undo.In(l), act: func() { m.Undo() }, disabled: !m.CanUndo()},
			{label: i18n.Redo.In(l) + " " + i18n.Next, act: func() { m.Redo() }, disabled: !m.CanRedo()},
			{label: i18n.StepBack.In(l), act: func() { m.Step(-1) }, disabled: m.Ply() == 0},
			{label: i18n.StepOn.In(l), act: func() { m.Step(1) }, disabled: !reviewing},
			{label: i18n.Pause.In(l), act: g.togglePause, disabled: !m.CanPause()},
			{label: i18n.Save.In(l), act: g.openSave, disabled: !g.canSave()},
		}
		if reviewing {
			bs[0], bs[1] = playFrom, g.an.button() // passing and hints do nothing while reviewing
		} else if g.result().Over() || g.an.on() {
			bs[1] = g.an.button() // no hint in a finished game: its analysis
		}
		if !reviewing && !g.b.hasPass() {
			bs[0] = button{label: i18n.Help.In(l), act: func() { g.overlay = helpOverlay }} // Xiangqi and Twelve Janggi have no pass
		}
	}
	bs = append(bs,
		button{label: i18n.FlipShort.In(l), act: m.Flip},
		button{label: skinLabel, act: g.st.switchSkin},
		button{label: i18n.NewGame.In(l), act: func() { g.leaveThen(g.newGame) }},
		button{label: i18n.Menu.In(l), act: func() { g.overlay = menuOverlay }},
	)
	cols := max(2, g.st.screen.ButtonCols)
	rects := layout.Grid(pl.buttons, len(bs), cols, u*layout.ButtonH, u*layout.ButtonGap)
	out := make([]button, 0, len(bs))
	for i, b := range bs {
		switch {
		case b.label == "": // the right half of a button two columns wide
			continue
		case i%cols != cols-1 && i+1 < len(bs) && bs[i+1].label == "":
			b.r = layout.Rect{X: rects[i].X, Y: rects[i].Y, W: rects[i+1].X + rects[i+1].W - rects[i].X, H: rects[i].H}
		default:
			b.r = rects[i]
		}
		out = append(out, b)
	}
	return out
}

// drawPanel draws the side panel: the two players with their points, the status, the move list
// and the buttons.
func (g *gameScene) drawPanel(dst *ebiten.Image) {
	st := g.st
	sc := st.screen
	u := sc.Unit
	l := g.lang()
	vectorFillRect(dst, sc.Panel.X, sc.Panel.Y, sc.Panel.W, sc.Panel.H, panelBG)
	pl := panelLayoutOf(sc)
	fitText(dst, st, u*1.1, g.b.title(l), pl.title.X, pl.title.Y+u*0.6, pl.title.W, centerLeft, panelDim)

	top := game.Han
	if g.m.Flipped() {
		top = game.Cho
	}
	g.drawCard(dst, pl.cards[0], pl.trays[0], top)
	g.drawCard(dst, pl.cards[1], pl.trays[1], top.Other())
	g.drawStatus(dst, pl.status)
	if bar, _ := g.bar.row(pl.moves); bar.W > 0 {
		g.bar.draw(dst, bar)
	}
	list, box := g.an.rects()
	g.moves.draw(dst, st, list, func(ply int) color.RGBA { return g.b.light(g.m.MoverOf(ply + 1)) }, g.b.light)
	if box.W > 0 {
		g.an.draw(dst, box)
	}
	drawButtons(dst, st, g.buttons)
}

// drawCard draws one player: a counter in their colour, who plays, their counting points or
// clock, and under them in the same box their tray.
func (g *gameScene) drawCard(dst *ebiten.Image, r, tray layout.Rect, side game.Color) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	atEnd := g.m.ShownPly() == g.m.Ply()
	toMove := g.m.MoverOf(g.m.ShownPly()+1) == side && !(atEnd && g.result().Over())
	bg := color.RGBA{0x2e, 0x28, 0x23, 0xff}
	if toMove {
		bg = color.RGBA{0x45, 0x3c, 0x33, 0xff}
	}
	box := r
	box.H = tray.Y + tray.H - r.Y
	st.shapes.roundRect(dst, box.X, box.Y, box.W, box.H, u*0.5, bg)
	light := g.b.light(side)
	if toMove {
		st.shapes.roundRect(dst, box.X, box.Y, u*0.45, box.H, u*0.2, light)
	}
	g.b.drawTray(dst, tray, side)
	x := g.b.emblem(dst, r, side)
	name := i18n.SideName(g.b.game(), side).In(l)
	drawText(dst, st.fonts.sans, u*1.35, name, x, r.Y+r.H*0.32, centerLeft, light)
	points, counted := g.b.points(side)
	right := r.X + r.W - u*0.6 // where the points, or the clock, begin
	if counted {
		// Where the wider of the points and their label begins: a fixed share of the card cut
		// "Computer 3 · to move" short beside Cho's short "Points".
		pw, _ := measure(st.fonts.sans, u*1.8, points.String())
		lw, _ := measure(st.fonts.sans, u*0.8, g.pointsLabel(side))
		right = r.X + r.W - u*0.8 - max(pw, lw) - u*0.6
	}
	if g.m.Clock() != nil {
		// The clock takes the right of the card; the points follow the side's name.
		right = drawClock(dst, g.st, g.m, r, side) - u*0.5
		if counted {
			nw, _ := measure(st.fonts.sans, u*1.35, name)
			px := x + nw + u*0.6
			fitText(dst, st, u*1.0, i18n.PointsShort.Format(l, points), px, r.Y+r.H*0.34, right-px, centerLeft, panelDim)
		}
	} else if counted {
		drawText(dst, st.fonts.sans, u*1.8, points.String(), r.X+r.W-u*0.8, r.Y+r.H*0.4, centerRight, panelText)
		drawText(dst, st.fonts.sans, u*0.8, g.pointsLabel(side), r.X+r.W-u*0.8, r.Y+r.H*0.78, centerRight, panelDim)
	}
	who := []string{g.names()[side]}
	if cfg := g.m.Config(); g.source == nil && cfg.Computer(side) {
		// Shorter and shorter: without the level's name, then the level's rank alone ("18 kyu").
		who = append(who, i18n.Computer.Format(l, fmt.Sprint(cfg.Levels[side])), i18n.LevelName(l, cfg.Levels[side]))
	}
	drawText(dst, st.fonts.sans, u*0.95, cardSubtitle(st, who, toMove, u*0.95, right-x), x, r.Y+r.H*0.7, centerLeft, panelDim)
}

// cardSubtitle returns a card's second line: who plays (the first of the names, the longest
// first, that fits), and "· to move" for the side to move, in width at size. The line keeps its
// size whether or not the side is to move: a name too long for it (a long level name, a narrow
// card) is shortened, or cut short, never the "to move".
func cardSubtitle(st *State, names []string, toMove bool, size, width float64) string {
	suffix := ""
	if toMove {
		suffix = " · " + i18n.ToMove.In(st.lang())
	}
	sw, _ := measure(st.fonts.sans, size, suffix)
	if sw >= width {
		return elide(st, size, strings.TrimPrefix(suffix, " · "), width)
	}
	for _, n := range names {
		if w, _ := measure(st.fonts.sans, size, n); w+sw <= width {
			return n + suffix
		}
	}
	return elide(st, size, names[len(names)-1], width-sw) + suffix
}

// pointsLabel says what a side's points are: points, or for Han the points with the 덤.
func (g *gameScene) pointsLabel(side game.Color) string {
	if side == game.Han {
		return i18n.Deom.Format(g.lang(), "1.5")
	}
	return i18n.Points.In(g.lang())
}

// drawStatus says what is going on: the record or the move being reviewed (with a slider over
// the moves), the computer thinking (with its depth and evaluation), or a hint being searched.
func (g *gameScene) drawStatus(dst *ebiten.Image, r layout.Rect) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	var s string
	ink := panelText
	if g.m.Viewing() {
		s = i18n.Viewing.Format(l, g.m.ShownPly(), g.m.Ply())
		if line := g.moves.result; line != "" && g.m.ShownPly() == g.m.Ply() {
			s = i18n.ViewingEnd.Format(l, g.m.Ply()) + " · " + line // the record's result, at its end
		}
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if ply, ok := g.m.Reviewing(); ok {
		s = i18n.Reviewing.Format(l, ply)
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if side, pr, ok := g.m.Thinking(); ok {
		s, ink = g.thinkingText(side, pr), g.b.light(side)
	} else if g.m.HintPending() {
		s = i18n.HintWait.In(l) + " " + strings.Repeat("·", 1+g.ticks/dotTicks%3)
	} else if g.m.Ply() == 0 {
		msg, msgInk := st.opts.Message, hanLight
		if msg == "" && len(st.problems.lines) > 0 {
			msg = i18n.ProblemsLine.In(l) // a click opens the problem box (see gameScene.clickProblems)
		}
		if msg == "" && g.b.game() == kind.Twelve {
			msg, msgInk = i18n.CampHelp.In(l), panelDim // how Twelve Janggi is won, until the first move
		}
		size := u * 0.8
		lines := wrap(st.fonts.sans, size, msg, r.W)
		for float64(len(lines))*size*1.3 > r.H && size*0.9 >= legible(st) { // a narrow panel: smaller, not over the move list
			size *= 0.9
			lines = wrap(st.fonts.sans, size, msg, r.W)
		}
		for i, line := range lines {
			drawText(dst, st.fonts.sans, size, line, r.X, r.Y+float64(i)*size*1.3, topLeft, msgInk)
		}
	}
	if g.slider.W > 0 {
		fitText(dst, st, u*0.9, s, r.X, r.Y+u*0.8, r.W, centerLeft, ink)
		g.drawSlider(dst)
	} else if s != "" {
		fitText(dst, st, u*0.95, s, r.X, r.Y+r.H/2, r.W, centerLeft, ink)
	}
}

// thinkingText says that side's computer is thinking, with the depth and evaluation of its
// search only while the evaluation bar is on: a player who turned it off does not want the
// evaluation shown anywhere.
func (g *gameScene) thinkingText(side game.Color, pr match.Progress) string {
	l := g.lang()
	s := i18n.SideName(g.b.game(), side).In(l) + " " + i18n.Thinking.In(l) + " " + strings.Repeat("·", 1+g.ticks/dotTicks%3)
	if pr.Depth > 0 && g.bar.wanted() {
		s += "   " + i18n.Depth.Format(l, pr.Depth, pr.Score)
	}
	return s
}

// sliderRect returns where the slider over a record's moves goes in the status area, or an
// empty rectangle when none is shown (a game played live, not reviewed).
func (g *gameScene) sliderRect(status layout.Rect) layout.Rect {
	_, reviewing := g.m.Reviewing()
	if (!g.m.Viewing() && !reviewing) || g.m.Ply() == 0 {
		return layout.Rect{}
	}
	u := g.st.screen.Unit
	return layout.Rect{X: status.X + u*0.6, Y: status.Y + u*1.7, W: status.W - u*1.2, H: u * 1.3}
}

// slide steps to the move under the pointer while the slider is pressed or dragged.
func (g *gameScene) slide() bool {
	in := &g.st.in
	r := g.slider
	if r.W <= 0 {
		g.sliding = false
		return false
	}
	if in.pressed && r.Contains(in.x, in.y) {
		g.sliding = true
	}
	if !in.down && !in.pressed {
		g.sliding = false
	}
	if !g.sliding {
		return false
	}
	frac := min(max((in.x-r.X)/r.W, 0), 1)
	g.m.StepTo(int(math.Round(frac * float64(g.m.Ply()))))
	return true
}

// drawSlider draws the slider: a track over all the moves and a knob at the move shown.
func (g *gameScene) drawSlider(dst *ebiten.Image) {
	st := g.st
	r := g.slider
	u := st.screen.Unit
	cy := r.Y + r.H/2
	st.shapes.roundRect(dst, r.X, cy-u*0.18, r.W, u*0.36, u*0.18, buttonBG)
	frac := float64(g.m.ShownPly()) / float64(max(g.m.Ply(), 1))
	st.shapes.roundRect(dst, r.X, cy-u*0.18, r.W*frac, u*0.36, u*0.18, buttonHover)
	st.shapes.disc(dst, r.X+r.W*frac, cy, u*0.55, buttonOn, 1)
}

// moveList is the game's moves as the move list writes them (71졸72, 炮h3-e3, 子b2xb3), and the
// line that ends a finished game's list (who won, why, the points), kept up to date in Update.
type moveList struct {
	made    moveListKey
	entries []string
	marks   []analysis.Class // each move's class, while the game is analysed (nil: none)
	current int              // the ply shown (the last move's index + 1)
	result  string           // the result line, "" while the game goes on
	winner  game.Color
	won     bool
}

// moveListKey is what the move list is made from: the match, its game as it changed, the language,
// the result line's words.
type moveListKey struct {
	m       review
	changes int
	lang    i18n.Lang
	result  game.Result
	rec     *record.Record
}

// update makes the list of m's game gm, whose moves b writes, in language l, ending in the line
// of res (with the words of rec, the record opened, when there is one) when the game is over.
func (ml *moveList) update(m review, b moveSource, gm kind.Game, l i18n.Lang, res game.Result, rec *record.Record) {
	ml.current = m.ShownPly()
	k := moveListKey{m, m.Changes(), l, res, rec}
	if k == ml.made {
		return
	}
	ml.made = k
	ml.entries = b.moveTexts(ml.entries[:0], l)
	ml.result = resultLine(gm, l, res, rec)
	ml.winner, ml.won = res.Outcome.Winner()
}

// resultLine writes how a game ended for the end of its move list: who won (or a draw), why,
// and the points when they decided it: "Han wins · double pass · 72 : 73.5". For a record (rec
// not nil) it says why in the record's own terms (resignation, time, agreement, a lost
// connection), with the margin it names; a record that ends without a result, stopped or of
// unknown result, says so.
func resultLine(g kind.Game, l i18n.Lang, res game.Result, rec *record.Record) string {
	how := ""
	if res.Reason != game.NoReason {
		how = i18n.GameReason(g, l, res.Reason)
	}
	if rec != nil {
		t := rec.Termination()
		if t != record.TermNone {
			how = i18n.Termination(l, t)
		}
		if m := rec.Ending.Margin; m > 0 && res.Over() && rec.Ending.Outcome == res.Outcome {
			if t == record.TermCounted {
				how = "" // "by 3.5 points" says it was counted
			}
			how += " " + i18n.Margin.Format(l, m.String())
		}
	}
	if !res.Over() {
		if rec == nil || rec.Ending.Outcome != game.Ongoing || (rec.Ending.How != record.TermAborted && rec.Ending.How != record.TermUnknown && rec.Ending.How != record.TermDisconnection) {
			return ""
		}
		return i18n.Termination(l, rec.Ending.How) // stopped, or no one knows how it ended
	}
	s := i18n.DrawGame.In(l)
	if w, ok := res.Outcome.Winner(); ok {
		s = i18n.WinsText(g, w).In(l)
	}
	if how != "" {
		s += " · " + strings.TrimSpace(how)
	}
	if res.Counted && (rec == nil || rec.Ending.Margin == 0) {
		s += " · " + res.Points[game.Cho].String() + " : " + res.Points[game.Han].String()
	}
	return s
}

// moveRows is where the move list's rows go in r: two moves a row, the first player's left,
// scrolled to keep the move shown in view, and the result line, when there is one, as a last row
// as wide as the list.
type moveRows struct {
	top, lineH float64
	rows       int // the rows that fit
	first      int // the first row shown
	total      int // the rows of moves
}

func (ml *moveList) rowsIn(st *State, r layout.Rect) moveRows {
	u := st.screen.Unit
	mr := moveRows{top: r.Y + u*2, lineH: u * 1.45}
	mr.rows = int((r.Y + r.H - mr.top - u*0.3) / mr.lineH)
	mr.total = (len(ml.entries) + 1) / 2
	all := mr.total
	if ml.result != "" {
		all++
	}
	focus := (max(ml.current, 1) - 1) / 2
	if ml.result != "" && ml.current == len(ml.entries) {
		focus = mr.total // the last move shown: the result line with it
	}
	// The row after the focus shows too when there is room for it: in a list of one or two rows
	// that row pushed the move shown out of view.
	after := 0
	if mr.rows >= 3 {
		after = 1
	}
	mr.first = max(0, min(focus-mr.rows+1+after, all-mr.rows))
	return mr
}

// draw draws the move list in r; ink gives the colour of each move by its index, light the
// colour of a side for the result line.
func (ml *moveList) draw(dst *ebiten.Image, st *State, r layout.Rect, ink func(ply int) color.RGBA, light func(game.Color) color.RGBA) {
	u := st.screen.Unit
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	drawText(dst, st.fonts.sans, u*0.9, i18n.Moves.In(st.lang()), r.X+u*0.6, r.Y+u*0.9, centerLeft, panelDim)
	mr := ml.rowsIn(st, r)
	for i := 0; i < mr.rows; i++ {
		row := mr.first + i
		y := mr.top + float64(i)*mr.lineH + mr.lineH/2
		if row == mr.total && ml.result != "" {
			c := panelText
			if ml.won {
				c = light(ml.winner)
			}
			fitText(dst, st, u*0.95, ml.result, r.X+u*0.6, y, r.W-u*1.2, centerLeft, c)
			break
		}
		if row >= mr.total {
			break
		}
		for col := 0; col < 2; col++ {
			ply := 2*row + col
			if ply >= len(ml.entries) {
				break
			}
			x := r.X + u*0.6 + float64(col)*r.W/2
			if ply+1 == ml.current {
				st.shapes.roundRect(dst, x-u*0.3, y-mr.lineH/2+1, r.W/2-u*0.6, mr.lineH-2, u*0.3, color.RGBA{0x55, 0x4a, 0x3e, 0xff})
			}
			drawText(dst, st.fonts.sans, u*0.8, fmt.Sprintf("%d.", ply+1), x, y, centerLeft, panelDim)
			textW := r.W/2 - u*3.2
			if ply < len(ml.marks) {
				if glyph := classGlyph(ml.marks[ply]); glyph != "" {
					textW -= u * 1.3
					drawText(dst, st.fonts.sans, u*0.9, glyph, x+u*2.3+textW+u*0.2, y, centerLeft, classInk(ml.marks[ply]))
				}
			}
			fitText(dst, st, u*0.95, ml.entries[ply], x+u*2.3, y, textW, centerLeft, ink(ply))
		}
	}
}

// plyAt returns the ply after the move drawn at pixel (x, y) of the list in r (ply 3 is the
// position after the third move), and whether a move is there; the result line is the last ply.
func (ml *moveList) plyAt(st *State, r layout.Rect, x, y float64) (int, bool) {
	mr := ml.rowsIn(st, r)
	if mr.rows <= 0 || !r.Contains(x, y) || y < mr.top {
		return 0, false
	}
	i := int((y - mr.top) / mr.lineH)
	if i >= mr.rows {
		return 0, false
	}
	if mr.first+i == mr.total && ml.result != "" {
		return len(ml.entries), true
	}
	col := 0
	if x >= r.X+r.W/2 {
		col = 1
	}
	ply := 2*(mr.first+i) + col
	if ply >= len(ml.entries) {
		return 0, false
	}
	return ply + 1, true
}
