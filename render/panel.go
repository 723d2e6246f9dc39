package render

import (
	"fmt"
	"image/color"
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

func (g *gameScene) panelLayout() panelLayout {
	sc := g.st.screen
	u := sc.Unit
	p := sc.Panel.Inset(u)
	var pl panelLayout
	cardH := u * 4.2
	y := p.Y + u*2.2
	pl.cards[0] = layout.Rect{X: p.X, Y: y, W: p.W, H: cardH}
	pl.cards[1] = layout.Rect{X: p.X, Y: y + cardH + u*0.6, W: p.W, H: cardH}
	y += 2*cardH + u*1.2
	pl.status = layout.Rect{X: p.X, Y: y, W: p.W, H: u * 2.4}
	y += pl.status.H + u*0.4
	rows := 5.0
	bh := u * 2.6
	bTop := p.Y + p.H - rows*bh - (rows-1)*u*0.5
	pl.buttons = layout.Rect{X: p.X, Y: bTop, W: p.W, H: p.Y + p.H - bTop}
	pl.moves = layout.Rect{X: p.X, Y: y, W: p.W, H: bTop - u*0.8 - y}
	return pl
}

// panelButtons returns the panel's buttons for this tick.
func (g *gameScene) panelButtons() []button {
	l := g.lang()
	m := g.m
	pl := g.panelLayout()
	u := g.st.screen.Unit
	rects := layout.Grid(pl.buttons, 10, 2, u*2.6, u*0.5)
	_, reviewing := m.Reviewing()
	canHint := m.HumanToMove() && g.st.opts.Engine != nil && !m.HintPending()
	skinLabel := i18n.SkinNames[g.st.prefs.Skin.Next()%2].In(l)
	bs := []button{
		{label: i18n.Pass.In(l), act: func() { m.Pass() }, disabled: !m.CanPass()},
		{label: i18n.Hint.In(l), act: g.hint, disabled: !canHint},
		{label: "◀ " + i18n.Undo.In(l), act: func() { m.Undo() }, disabled: !m.CanUndo()},
		{label: i18n.Redo.In(l) + " ▶", act: func() { m.Redo() }, disabled: !m.Game().CanRedo()},
		{label: "← " + i18n.Review.In(l), act: func() { m.Step(-1) }, disabled: m.Game().Ply() == 0},
		{label: i18n.Review.In(l) + " →", act: func() { m.Step(1) }, disabled: !reviewing},
		{label: i18n.Flip.In(l), act: m.Flip},
		{label: skinLabel, act: g.switchSkin},
		{label: i18n.NewGame.In(l), act: g.newGame},
		{label: i18n.Menu.In(l), act: func() { g.overlay = menuOverlay }},
	}
	for i := range bs {
		bs[i].r = rects[i]
	}
	return bs
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
	drawText(dst, st.fonts.sans, u*1.1, i18n.Title.In(l)+" · "+i18n.Preset(l, rules), p.X, p.Y+u*0.6, centerLeft, panelDim)

	pl := g.panelLayout()
	top := game.Han
	if g.m.Flipped {
		top = game.Cho
	}
	g.drawCard(dst, pl.cards[0], top)
	g.drawCard(dst, pl.cards[1], top.Other())
	g.drawStatus(dst, pl.status)
	g.moves.draw(dst, st, pl.moves)
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
	light := choLight
	if side == game.Han {
		light = hanLight
	}
	if toMove {
		st.shapes.roundRect(dst, r.X, r.Y, u*0.45, r.H, u*0.2, light)
	}
	rad := r.H * 0.34
	img := st.pieces.image(st.prefs.Skin, Token{Style: g.style, Side: side, Type: game.General}, rad)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+u*1.0+rad-float64(img.Bounds().Dx())/2+rad*0.2, r.Y+r.H/2-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)

	x := r.X + u*1.6 + rad*2.4
	drawText(dst, st.fonts.sans, u*1.35, i18n.Side[side].In(l), x, r.Y+r.H*0.32, centerLeft, light)
	who := i18n.Person.In(l)
	cfg := g.m.Config()
	if cfg.Computer(side) {
		who = i18n.Computer.Format(l, i18n.Level(l, max(1, cfg.Levels[side])))
	}
	if toMove {
		who += " · " + i18n.ToMove.In(l)
	}
	size := u * 0.95
	if w, _ := measure(st.fonts.sans, size, who); w > r.X+r.W*0.66-x && w > 0 {
		size *= (r.X + r.W*0.66 - x) / w // a long level name must not run into the points
	}
	drawText(dst, st.fonts.sans, size, who, x, r.Y+r.H*0.7, centerLeft, panelDim)
	if rules := g.m.Game().Rules(); rules.Variant == game.Janggi {
		drawText(dst, st.fonts.sans, u*1.8, pos.Points(side).String(), r.X+r.W-u*0.8, r.Y+r.H*0.4, centerRight, panelText)
		label := i18n.Points.In(l)
		if side == game.Han {
			label = i18n.Deom.Format(l, "1.5")
		}
		drawText(dst, st.fonts.sans, u*0.8, label, r.X+r.W-u*0.8, r.Y+r.H*0.78, centerRight, panelDim)
	}
}

// drawStatus says what is going on: the computer thinking (with its depth and evaluation), a
// hint being searched, or the move being reviewed.
func (g *gameScene) drawStatus(dst *ebiten.Image, r layout.Rect) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	var s string
	ink := panelText
	if ply, ok := g.m.Reviewing(); ok {
		s = i18n.Reviewing.Format(l, ply)
		ink = color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	} else if side, pr, ok := g.m.Thinking(); ok {
		dots := strings.Repeat("·", 1+g.ticks/12%3)
		s = i18n.Side[side].In(l) + " " + i18n.Thinking.In(l) + " " + dots
		if pr.Depth > 0 {
			s += "   " + i18n.Depth.Format(l, pr.Depth, pr.Score)
		}
		ink = choLight
		if side == game.Han {
			ink = hanLight
		}
	} else if g.m.HintPending() {
		s = i18n.HintWait.In(l) + " " + strings.Repeat("·", 1+g.ticks/12%3)
	} else if st.opts.Message != "" && g.m.Game().Ply() == 0 {
		for i, line := range wrap(st.fonts.sans, u*0.8, st.opts.Message, r.W) {
			drawText(dst, st.fonts.sans, u*0.8, line, r.X, r.Y+float64(i)*u*1.05, topLeft, hanLight)
		}
	}
	if s != "" {
		drawText(dst, st.fonts.sans, u*0.95, s, r.X, r.Y+r.H/2, centerLeft, ink)
	}
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
		ml.entries = append(ml.entries, i18n.GibMove(pos, mv, l))
		ml.movers = append(ml.movers, pos.SideToMove())
		pos.Make(mv)
	}
}

// draw shows the moves in two columns, Cho's and Han's, scrolled to the move shown.
func (ml *moveList) draw(dst *ebiten.Image, st *State, r layout.Rect) {
	u := st.screen.Unit
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, color.RGBA{0x2a, 0x24, 0x1f, 0xff})
	drawText(dst, st.fonts.sans, u*0.9, i18n.Moves.In(st.lang()), r.X+u*0.6, r.Y+u*0.9, centerLeft, panelDim)
	lineH := u * 1.45
	top := r.Y + u*2
	rows := int((r.Y + r.H - top - u*0.3) / lineH)
	if rows <= 0 {
		return
	}
	total := (len(ml.entries) + 1) / 2
	focus := (max(ml.current, 1) - 1) / 2
	first := max(0, min(focus-rows+2, total-rows))
	for i := 0; i < rows && first+i < total; i++ {
		row := first + i
		y := top + float64(i)*lineH + lineH/2
		for col := 0; col < 2; col++ {
			ply := 2*row + col
			if ply >= len(ml.entries) {
				break
			}
			x := r.X + u*0.6 + float64(col)*r.W/2
			ink := choLight
			if ml.movers[ply] == game.Han {
				ink = hanLight
			}
			if ply+1 == ml.current {
				st.shapes.roundRect(dst, x-u*0.3, y-lineH/2+1, r.W/2-u*0.6, lineH-2, u*0.3, color.RGBA{0x55, 0x4a, 0x3e, 0xff})
			}
			drawText(dst, st.fonts.sans, u*0.8, fmt.Sprintf("%d.", ply+1), x, y, centerLeft, panelDim)
			drawText(dst, st.fonts.sans, u*0.95, ml.entries[ply], x+u*2.3, y, centerLeft, ink)
		}
	}
}
