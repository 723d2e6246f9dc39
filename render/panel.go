package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// panelLayout is where the parts of the side panel go.
type panelLayout struct {
	cards   [2]layout.Rect // the player at the top of the board, then the one at the bottom
	status  layout.Rect
	moves   layout.Rect
	buttons layout.Rect
}

// The panel's buttons: two columns, six rows.
const (
	buttonRows = 6
	buttonH    = 2.4  // units
	buttonGap  = 0.45 // units
)

func (g *gameScene) panelLayout() panelLayout { return panelLayoutOf(g.st.screen) }

// panelButtons returns the panel's buttons for this tick: the game's, or an opened record's.
func (g *gameScene) panelButtons() []button {
	l := g.lang()
	m := g.m
	pl := g.panelLayout()
	u := g.st.screen.Unit
	_, reviewing := m.Reviewing()
	skinLabel := i18n.SkinNames[g.st.prefs.Skin.Next()%2].In(l)
	playFrom := button{label: i18n.PlayFrom.In(l), act: g.openPlayFrom, disabled: !m.CanPlayFrom(), on: m.CanPlayFrom()}
	var bs []button
	if m.Viewing() {
		ply, last := m.ShownPly(), m.Game().Ply()
		bs = []button{
			playFrom, {},
			{label: "|◀", act: m.ReviewStart, disabled: ply == 0},
			{label: "▶|", act: m.ReviewEnd, disabled: ply == last},
			{label: "← " + i18n.Review.In(l), act: func() { m.Step(-1) }, disabled: ply == 0},
			{label: i18n.Review.In(l) + " →", act: func() { m.Step(1) }, disabled: ply == last},
			{label: i18n.Open.In(l), act: g.openFiles},
			{label: i18n.Save.In(l), act: g.openSave},
		}
	} else {
		canHint := m.HumanToMove() && g.st.opts.Engine != nil && !m.HintPending()
		bs = []button{
			{label: i18n.Pass.In(l), act: func() { m.Pass() }, disabled: !m.CanPass()},
			{label: i18n.Hint.In(l), act: g.hint, disabled: !canHint},
			{label: "◀ " + i18n.Undo.In(l), act: func() { m.Undo() }, disabled: !m.CanUndo()},
			{label: i18n.Redo.In(l) + " ▶", act: func() { m.Redo() }, disabled: !m.Game().CanRedo()},
			{label: "← " + i18n.Review.In(l), act: func() { m.Step(-1) }, disabled: m.Game().Ply() == 0},
			{label: i18n.Review.In(l) + " →", act: func() { m.Step(1) }, disabled: !reviewing},
			{label: i18n.Pause.In(l), act: g.togglePause, disabled: !m.CanPause()},
			{label: i18n.Save.In(l), act: g.openSave, disabled: m.Game().Ply() == 0},
		}
		if reviewing {
			bs[0], bs[1] = playFrom, button{} // passing and hints do nothing while reviewing
		} else if g.style == StyleXiangqi {
			bs[0] = button{label: i18n.Help.In(l), act: func() { g.overlay = helpOverlay }} // Xiangqi has no pass
		}
	}
	bs = append(bs,
		button{label: i18n.Flip.In(l), act: m.Flip},
		button{label: skinLabel, act: g.st.switchSkin},
		button{label: i18n.NewGame.In(l), act: g.newGame},
		button{label: i18n.Menu.In(l), act: func() { g.overlay = menuOverlay }},
	)
	rects := layout.Grid(pl.buttons, len(bs), 2, u*buttonH, u*buttonGap)
	out := make([]button, 0, len(bs))
	for i, b := range bs {
		switch {
		case b.label == "": // the right half of a button two columns wide
			continue
		case i%2 == 0 && i+1 < len(bs) && bs[i+1].label == "":
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
	p := sc.Panel.Inset(u)
	rules := g.m.Game().Rules()
	drawText(dst, st.fonts.sans, u*1.1, g.titleLine(l, rules), p.X, p.Y+u*0.6, centerLeft, panelDim)

	pl := g.panelLayout()
	top := game.Han
	if g.m.Flipped() {
		top = game.Cho
	}
	g.drawCard(dst, pl.cards[0], top)
	g.drawCard(dst, pl.cards[1], top.Other())
	g.drawStatus(dst, pl.status)
	g.moves.draw(dst, st, pl.moves, g.style)
	drawButtons(dst, st, g.buttons)
}

// drawCard draws one player: a counter in their colour, who plays, and their counting points.
func (g *gameScene) drawCard(dst *ebiten.Image, r layout.Rect, side game.Color) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	pos := g.m.Shown()
	toMove := pos.SideToMove() == side && !g.m.Result().Over()
	bg := color.RGBA{0x2e, 0x28, 0x23, 0xff}
	if toMove {
		bg = color.RGBA{0x45, 0x3c, 0x33, 0xff}
	}
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, bg)
	light := lightOf(g.style, side)
	if toMove {
		st.shapes.roundRect(dst, r.X, r.Y, u*0.45, r.H, u*0.2, light)
	}
	rad := r.H * 0.34
	img := st.pieces.image(st.prefs.Skin, Token{Style: g.style, Side: side, Type: game.General}, rad)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+u*1.0+rad-float64(img.Bounds().Dx())/2+rad*0.2, r.Y+r.H/2-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)

	x := r.X + u*1.6 + rad*2.4
	name := i18n.SideName(g.style.game(), side).In(l)
	drawText(dst, st.fonts.sans, u*1.35, name, x, r.Y+r.H*0.32, centerLeft, light)
	janggi := g.m.Game().Rules().Variant == game.Janggi
	right := r.X + r.W*0.66 // where the points, or the clock, begin
	if g.m.Clock() != nil {
		// The clock takes the right of the card; the points follow the side's name.
		right = g.drawClock(dst, r, side) - u*0.5
		if janggi {
			nw, _ := measure(st.fonts.sans, u*1.35, name)
			px := x + nw + u*0.6
			fitText(dst, st, u*1.0, i18n.PointsShort.Format(l, pos.Points(side)), px, r.Y+r.H*0.34, right-px, centerLeft, panelDim)
		}
	} else if janggi {
		drawText(dst, st.fonts.sans, u*1.8, pos.Points(side).String(), r.X+r.W-u*0.8, r.Y+r.H*0.4, centerRight, panelText)
		drawText(dst, st.fonts.sans, u*0.8, g.pointsLabel(side), r.X+r.W-u*0.8, r.Y+r.H*0.78, centerRight, panelDim)
	}
	who := g.names()[side]
	if toMove {
		who += " · " + i18n.ToMove.In(l)
	}
	fitText(dst, st, u*0.95, who, x, r.Y+r.H*0.7, right-x, centerLeft, panelDim) // a long level name must not run into the points
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
		s = i18n.Viewing.Format(l, g.m.ShownPly(), g.m.Game().Ply())
		if res := g.m.Result(); res.Over() && g.m.ShownPly() == g.m.Game().Ply() {
			s += " · " + i18n.Reason(l, res.Reason)
		}
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if ply, ok := g.m.Reviewing(); ok {
		s = i18n.Reviewing.Format(l, ply)
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if side, pr, ok := g.m.Thinking(); ok {
		dots := strings.Repeat("·", 1+g.ticks/12%3)
		s = i18n.SideName(g.style.game(), side).In(l) + " " + i18n.Thinking.In(l) + " " + dots
		if pr.Depth > 0 {
			s += "   " + i18n.Depth.Format(l, pr.Depth, pr.Score)
		}
		ink = lightOf(g.style, side)
	} else if g.m.HintPending() {
		s = i18n.HintWait.In(l) + " " + strings.Repeat("·", 1+g.ticks/12%3)
	} else if st.opts.Message != "" && g.m.Game().Ply() == 0 {
		for i, line := range wrap(st.fonts.sans, u*0.8, st.opts.Message, r.W) {
			drawText(dst, st.fonts.sans, u*0.8, line, r.X, r.Y+float64(i)*u*1.05, topLeft, hanLight)
		}
	}
	if g.slider.W > 0 {
		fitText(dst, st, u*0.9, s, r.X, r.Y+u*0.8, r.W, centerLeft, ink)
		g.drawSlider(dst)
	} else if s != "" {
		fitText(dst, st, u*0.95, s, r.X, r.Y+r.H/2, r.W, centerLeft, ink)
	}
}

// sliderRect returns where the slider over a record's moves goes in the status area, or an
// empty rectangle when none is shown (a game played live, not reviewed).
func (g *gameScene) sliderRect(status layout.Rect) layout.Rect {
	_, reviewing := g.m.Reviewing()
	if (!g.m.Viewing() && !reviewing) || g.m.Game().Ply() == 0 {
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
	g.m.StepTo(int(math.Round(frac * float64(g.m.Game().Ply()))))
	return true
}

// drawSlider draws the slider: a track over all the moves and a knob at the move shown.
func (g *gameScene) drawSlider(dst *ebiten.Image) {
	st := g.st
	r := g.slider
	u := st.screen.Unit
	cy := r.Y + r.H/2
	st.shapes.roundRect(dst, r.X, cy-u*0.18, r.W, u*0.36, u*0.18, buttonBG)
	frac := float64(g.m.ShownPly()) / float64(max(g.m.Game().Ply(), 1))
	st.shapes.roundRect(dst, r.X, cy-u*0.18, r.W*frac, u*0.36, u*0.18, buttonHover)
	st.shapes.disc(dst, r.X+r.W*frac, cy, u*0.55, buttonOn, 1)
}

// moveList is the game's moves in .gib notation (71졸72), kept up to date in Update.
type moveList struct {
	key     uint64
	lang    i18n.Lang
	entries []string
	movers  []game.Color // who made each move
	current int          // the ply shown (the last move's index + 1)
}

func (ml *moveList) update(m *match.Match, l i18n.Lang) {
	g := m.Game()
	key := g.Position().Hash() ^ uint64(g.Ply())<<48
	shown := m.Shown().Ply()
	if key == ml.key && l == ml.lang && len(ml.entries) == g.Ply() {
		ml.current = shown
		return
	}
	ml.key, ml.lang, ml.current = key, l, shown
	ml.entries, ml.movers = ml.entries[:0], ml.movers[:0]
	pos, err := game.ParseFEN(g.Rules(), g.StartFEN())
	if err != nil {
		return
	}
	for _, mv := range g.Moves() {
		ml.entries = append(ml.entries, i18n.MoveText(pos, mv, l))
		ml.movers = append(ml.movers, pos.SideToMove())
		pos.Make(mv)
	}
}

// draw shows the moves in two columns, the first mover's and the second's, scrolled to the move
// shown; each in its side's colour.
func (ml *moveList) draw(dst *ebiten.Image, st *State, r layout.Rect, style Style) {
	drawMoveColumns(dst, st, r, ml.entries, ml.current, func(ply int) color.RGBA { return lightOf(style, ml.movers[ply]) })
}

// plyAt returns the ply after the move drawn at pixel (x, y) of the list in r (ply 3 is the
// position after the third move), and whether a move is there. It follows drawMoveColumns'
// layout: rows of 1.45 units from 2 units below the top, scrolled to keep the move shown in view.
func (ml *moveList) plyAt(st *State, r layout.Rect, x, y float64) (int, bool) {
	u := st.screen.Unit
	lineH := u * 1.45
	top := r.Y + u*2
	rows := int((r.Y + r.H - top - u*0.3) / lineH)
	if rows <= 0 || !r.Contains(x, y) || y < top {
		return 0, false
	}
	total := (len(ml.entries) + 1) / 2
	focus := (max(ml.current, 1) - 1) / 2
	first := max(0, min(focus-rows+2, total-rows))
	i := int((y - top) / lineH)
	col := 0
	if x >= r.X+r.W/2 {
		col = 1
	}
	ply := 2*(first+i) + col
	if i >= rows || ply >= len(ml.entries) {
		return 0, false
	}
	return ply + 1, true
}
