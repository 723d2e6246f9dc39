package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
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

// sidePanel is the panel beside (or below) the board: the players' cards, the status line with
// the slider over a record's moves, the move list and the buttons. Its buttons and slider are laid
// out again every tick (see gameScene.layout); the move list keeps its entries until the game
// changes.
type sidePanel struct {
	scenePart
	buttons []ui.Button
	slider  layout.Rect // the record's slider, while one is shown
	sliding bool        // the slider's knob is being dragged
	moves   moveList
}

// layout lays out the panel's buttons and its slider for this tick.
func (p *sidePanel) layout() {
	p.slider = p.sliderRect(panelLayoutOf(p.st.screen).status)
	p.buttons = p.makeButtons()
}

// makeButtons returns the panel's buttons for this tick: the game's, or an opened record's.
func (p *sidePanel) makeButtons() []ui.Button {
	l := p.st.lang()
	m := p.m
	pl := panelLayoutOf(p.st.screen)
	u := p.st.screen.Unit
	_, reviewing := m.Reviewing()
	skinLabel := i18n.SkinShort[p.st.settings.Skin%2].In(l) // the state, as every switch shows it
	playFrom := ui.Button{Label: i18n.PlayFrom.In(l), Act: p.g.dialogs.openPlayFrom, Disabled: !m.CanPlayFrom(), Primary: m.CanPlayFrom()}
	var bs []ui.Button
	if m.Viewing() {
		ply, last := m.ShownPly(), m.Ply()
		bs = []ui.Button{
			playFrom, p.g.an.button(),
			{Label: i18n.First, Act: m.ReviewStart, Disabled: ply == 0},
			{Label: i18n.Last, Act: m.ReviewEnd, Disabled: ply == last},
			{Label: i18n.StepBack.In(l), Act: func() { m.Step(-1) }, Disabled: ply == 0},
			{Label: i18n.StepOn.In(l), Act: func() { m.Step(1) }, Disabled: ply == last},
			{Label: i18n.OpenButton.In(l), Act: func() { p.g.dialogs.leaveThen(p.g.files.openFiles) }},
			{Label: i18n.Save.In(l), Act: p.g.files.openSave},
		}
	} else {
		canHint := m.HumanToMove() && !m.HintPending() && p.g.hasEngine()
		bs = []ui.Button{
			{Label: i18n.Pass.In(l), Act: p.g.dialogs.askPass, Disabled: !p.b.canPass()},
			{Label: i18n.Hint.In(l), Act: func() { m.RequestHint() }, Disabled: !canHint},
			{Label: i18n.Previous + " " + i18n.Undo.In(l), Act: func() { m.Undo() }, Disabled: !m.CanUndo()},
			{Label: i18n.Redo.In(l) + " " + i18n.Next, Act: func() { m.Redo() }, Disabled: !m.CanRedo()},
			{Label: i18n.StepBack.In(l), Act: func() { m.Step(-1) }, Disabled: m.Ply() == 0},
			{Label: i18n.StepOn.In(l), Act: func() { m.Step(1) }, Disabled: !reviewing},
			{Label: i18n.Pause.In(l), Act: p.g.covers.togglePause, Disabled: !m.CanPause()},
			{Label: i18n.Save.In(l), Act: p.g.files.openSave, Disabled: !p.g.files.canSave()},
		}
		if reviewing {
			bs[0], bs[1] = playFrom, p.g.an.button() // passing and hints do nothing while reviewing
		} else if p.g.result().Over() || p.g.an.on() {
			bs[1] = p.g.an.button() // no hint in a finished game: its analysis
		}
		if !reviewing && !p.b.hasPass() {
			bs[0] = ui.Button{Label: i18n.Help.In(l), Act: func() { p.g.overlay = helpOverlay }} // Xiangqi and Twelve Janggi have no pass
		}
	}
	bs = append(bs,
		ui.Button{Label: i18n.FlipShort.In(l), Act: m.Flip},
		ui.Button{Label: skinLabel, Act: p.st.switchSkin},
		ui.Button{Label: i18n.NewGame.In(l), Act: func() { p.g.dialogs.leaveThen(p.g.newGame) }},
		ui.Button{Label: i18n.Menu.In(l), Act: func() { p.g.overlay = menuOverlay }},
	)
	cols := max(2, p.st.screen.ButtonCols)
	rects := layout.Grid(pl.buttons, len(bs), cols, u*layout.ButtonH, u*layout.ButtonGap)
	out := make([]ui.Button, 0, len(bs))
	for i, b := range bs {
		switch {
		case b.Label == "": // the right half of a button two columns wide
			continue
		case i%cols != cols-1 && i+1 < len(bs) && bs[i+1].Label == "":
			b.R = layout.Rect{X: rects[i].X, Y: rects[i].Y, W: rects[i+1].X + rects[i+1].W - rects[i].X, H: rects[i].H}
		default:
			b.R = rects[i]
		}
		out = append(out, b)
	}
	return out
}

// draw draws the side panel: the two players with their points, the status, the move list
// and the buttons.
func (p *sidePanel) draw(dst *ebiten.Image) {
	st := p.st
	sc := st.screen
	u := sc.Unit
	l := p.st.lang()
	ui.FillRect(dst, sc.Panel.X, sc.Panel.Y, sc.Panel.W, sc.Panel.H, ui.PanelBG)
	pl := panelLayoutOf(sc)
	st.pen().FitText(dst, u*1.1, p.b.title(l), pl.title.X, pl.title.Y+u*0.6, pl.title.W, ui.CenterLeft, ui.PanelDim)

	top := game.Han
	if p.m.Flipped() {
		top = game.Cho
	}
	p.drawCard(dst, pl.cards[0], pl.trays[0], top)
	p.drawCard(dst, pl.cards[1], pl.trays[1], top.Other())
	p.drawStatus(dst, pl.status)
	if bar, _ := p.g.bar.row(pl.moves); bar.W > 0 {
		p.g.bar.draw(dst, bar)
	}
	list, box := p.g.an.rects()
	p.moves.draw(dst, st, list, func(ply int) color.RGBA { return p.b.light(p.m.MoverOf(ply + 1)) }, p.b.light)
	if box.W > 0 {
		p.g.an.draw(dst, box)
	}
	st.kit().DrawButtons(dst, p.buttons)
}

// drawCard draws one player: a counter in their colour, who plays, their counting points or
// clock, and under them in the same box their tray.
func (p *sidePanel) drawCard(dst *ebiten.Image, r, tray layout.Rect, side game.Color) {
	st := p.st
	u := st.screen.Unit
	l := p.st.lang()
	atEnd := p.m.ShownPly() == p.m.Ply()
	toMove := p.m.MoverOf(p.m.ShownPly()+1) == side && !(atEnd && p.g.result().Over())
	bg := color.RGBA{0x2e, 0x28, 0x23, 0xff}
	if toMove {
		bg = color.RGBA{0x45, 0x3c, 0x33, 0xff}
	}
	box := r
	box.H = tray.Y + tray.H - r.Y
	st.shapes.RoundRect(dst, box.X, box.Y, box.W, box.H, u*0.5, bg)
	light := p.b.light(side)
	if toMove {
		st.shapes.RoundRect(dst, box.X, box.Y, u*0.45, box.H, u*0.2, light)
	}
	p.b.drawTray(dst, tray, side)
	x := p.b.emblem(dst, r, side)
	name := i18n.SideName(p.b.game(), side).In(l)
	ui.DrawText(dst, st.fonts.Sans, u*1.35, name, x, r.Y+r.H*0.32, ui.CenterLeft, light)
	points, counted := p.b.points(side)
	right := r.X + r.W - u*0.6 // where the points, or the clock, begin
	if counted {
		// Where the wider of the points and their label begins: a fixed share of the card cut
		// "Computer 3 · to move" short beside Cho's short "Points".
		pw, _ := ui.Measure(st.fonts.Sans, u*1.8, points.String())
		lw, _ := ui.Measure(st.fonts.Sans, u*0.8, p.pointsLabel(side))
		right = r.X + r.W - u*0.8 - max(pw, lw) - u*0.6
	}
	if p.m.Clock() != nil {
		// The clock takes the right of the card; the points follow the side's name.
		right = drawClock(dst, p.st, p.m, r, side) - u*0.5
		if counted {
			nw, _ := ui.Measure(st.fonts.Sans, u*1.35, name)
			px := x + nw + u*0.6
			st.pen().FitText(dst, u*1.0, i18n.PointsShort.Format(l, points), px, r.Y+r.H*0.34, right-px, ui.CenterLeft, ui.PanelDim)
		}
	} else if counted {
		ui.DrawText(dst, st.fonts.Sans, u*1.8, points.String(), r.X+r.W-u*0.8, r.Y+r.H*0.4, ui.CenterRight, ui.PanelText)
		ui.DrawText(dst, st.fonts.Sans, u*0.8, p.pointsLabel(side), r.X+r.W-u*0.8, r.Y+r.H*0.78, ui.CenterRight, ui.PanelDim)
	}
	who := []string{p.g.names()[side]}
	if cfg := p.m.Config(); p.g.files.source == nil && cfg.Computer(side) {
		// Shorter and shorter: without the level's name, then the level's rank alone ("18 kyu").
		who = append(who, i18n.Computer.Format(l, fmt.Sprint(cfg.Levels[side])), i18n.LevelName(l, cfg.Levels[side]))
	}
	ui.DrawText(dst, st.fonts.Sans, u*0.95, cardSubtitle(st, who, toMove, u*0.95, right-x), x, r.Y+r.H*0.7, ui.CenterLeft, ui.PanelDim)
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
	sw, _ := ui.Measure(st.fonts.Sans, size, suffix)
	if sw >= width {
		return st.pen().Elide(size, strings.TrimPrefix(suffix, " · "), width)
	}
	for _, n := range names {
		if w, _ := ui.Measure(st.fonts.Sans, size, n); w+sw <= width {
			return n + suffix
		}
	}
	return st.pen().Elide(size, names[len(names)-1], width-sw) + suffix
}

// pointsLabel says what a side's points are: points, or for Han the points with the 덤.
func (p *sidePanel) pointsLabel(side game.Color) string {
	if side == game.Han {
		return i18n.Deom.Format(p.st.lang(), "1.5")
	}
	return i18n.Points.In(p.st.lang())
}

// drawStatus says what is going on: the record or the move being reviewed (with a slider over
// the moves), the computer thinking (with its depth and evaluation), or a hint being searched.
func (p *sidePanel) drawStatus(dst *ebiten.Image, r layout.Rect) {
	st := p.st
	u := st.screen.Unit
	l := p.st.lang()
	var s string
	ink := ui.PanelText
	if p.m.Viewing() {
		s = i18n.Viewing.Format(l, p.m.ShownPly(), p.m.Ply())
		if line := p.moves.result; line != "" && p.m.ShownPly() == p.m.Ply() {
			s = i18n.ViewingEnd.Format(l, p.m.Ply()) + " · " + line // the record's result, at its end
		}
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if ply, ok := p.m.Reviewing(); ok {
		s = i18n.Reviewing.Format(l, ply)
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if side, pr, ok := p.m.Thinking(); ok {
		s, ink = p.thinkingText(side, pr), p.b.light(side)
	} else if p.m.HintPending() {
		s = i18n.HintWait.In(l) + " " + strings.Repeat("·", 1+p.g.ticks/dotTicks%3)
	} else if p.m.Ply() == 0 {
		msg, msgInk := st.opts.Message, ui.HanLight
		if msg == "" && len(st.problems.lines) > 0 {
			msg = i18n.ProblemsLine.In(l) // a click opens the problem box (see sidePanel.clickProblems)
		}
		if note := p.b.firstNote(); msg == "" && note != (i18n.Text{}) {
			msg, msgInk = note.In(l), ui.PanelDim // how the game is won, until the first move
		}
		size := u * 0.8
		lines := ui.Wrap(st.fonts.Sans, size, msg, r.W)
		for float64(len(lines))*size*1.3 > r.H && size*0.9 >= st.pen( // a narrow panel: smaller, not over the move list
		).Legible() {
			size *= 0.9
			lines = ui.Wrap(st.fonts.Sans, size, msg, r.W)
		}
		for i, line := range lines {
			ui.DrawText(dst, st.fonts.Sans, size, line, r.X, r.Y+float64(i)*size*1.3, ui.TopLeft, msgInk)
		}
	}
	if p.slider.W > 0 {
		st.pen().FitText(dst, u*0.9, s, r.X, r.Y+u*0.8, r.W, ui.CenterLeft, ink)
		p.drawSlider(dst)
	} else if s != "" {
		st.pen().FitText(dst, u*0.95, s, r.X, r.Y+r.H/2, r.W, ui.CenterLeft, ink)
	}
}

// thinkingText says that side's computer is thinking, with the depth and evaluation of its
// search only while the evaluation bar is on: a player who turned it off does not want the
// evaluation shown anywhere.
func (p *sidePanel) thinkingText(side game.Color, pr match.Progress) string {
	l := p.st.lang()
	s := i18n.SideName(p.b.game(), side).In(l) + " " + i18n.Thinking.In(l) + " " + strings.Repeat("·", 1+p.g.ticks/dotTicks%3)
	if pr.Depth > 0 && p.g.bar.wanted() {
		s += "   " + i18n.Depth.Format(l, pr.Depth, pr.Score)
	}
	return s
}

// sliderRect returns where the slider over a record's moves goes in the status area, or an
// empty rectangle when none is shown (a game played live, not reviewed).
func (p *sidePanel) sliderRect(status layout.Rect) layout.Rect {
	_, reviewing := p.m.Reviewing()
	if (!p.m.Viewing() && !reviewing) || p.m.Ply() == 0 {
		return layout.Rect{}
	}
	u := p.st.screen.Unit
	return layout.Rect{X: status.X + u*0.6, Y: status.Y + u*1.7, W: status.W - u*1.2, H: u * 1.3}
}

// slide steps to the move under the pointer while the slider is pressed or dragged.
func (p *sidePanel) slide() bool {
	in := &p.st.in
	r := p.slider
	if r.W <= 0 {
		p.sliding = false
		return false
	}
	if in.pressed && r.Contains(in.x, in.y) {
		p.sliding = true
	}
	if !in.down && !in.pressed {
		p.sliding = false
	}
	if !p.sliding {
		return false
	}
	frac := min(max((in.x-r.X)/r.W, 0), 1)
	p.m.StepTo(int(math.Round(frac * float64(p.m.Ply()))))
	return true
}

// drawSlider draws the slider: a track over all the moves and a knob at the move shown.
func (p *sidePanel) drawSlider(dst *ebiten.Image) {
	st := p.st
	r := p.slider
	u := st.screen.Unit
	cy := r.Y + r.H/2
	st.shapes.RoundRect(dst, r.X, cy-u*0.18, r.W, u*0.36, u*0.18, ui.ButtonBG)
	frac := float64(p.m.ShownPly()) / float64(max(p.m.Ply(), 1))
	st.shapes.RoundRect(dst, r.X, cy-u*0.18, r.W*frac, u*0.36, u*0.18, ui.ButtonHover)
	st.shapes.Disc(dst, r.X+r.W*frac, cy, u*0.55, ui.ButtonOn, 1)
}

// clickMove shows the position after the move clicked in the move list.
func (p *sidePanel) clickMove() bool {
	in := &p.st.in
	if !in.pressed {
		return false
	}
	list, _ := p.g.an.rects()
	ply, ok := p.moves.plyAt(p.st, list, in.x, in.y)
	if !ok {
		return false
	}
	p.m.StepTo(ply)
	return true
}

// clickProblems opens the problem box when the status line that counts the problems (shown until
// the first move) is clicked, and reports whether it was.
func (p *sidePanel) clickProblems() bool {
	st := p.st
	if st.opts.Message != "" || len(st.problems.lines) == 0 || p.m.Ply() > 0 || p.m.Viewing() {
		return false
	}
	if !st.in.Clicked(panelLayoutOf(st.screen).status) {
		return false
	}
	st.problems.show()
	st.trace("problems shown\n")
	return true
}
