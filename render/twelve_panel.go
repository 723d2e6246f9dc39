package render

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// panelButtons returns the panel's buttons for this tick.
func (s *twelveScene) panelButtons() []button {
	l := s.lang()
	m := s.m
	u := s.st.screen.Unit
	rects := layout.Grid(panelLayoutOf(s.st.screen).buttons, buttonRows*2, 2, u*buttonH, u*buttonGap)
	_, reviewing := m.Reviewing()
	bs := []button{
		{label: i18n.Hint.In(l), act: func() { m.RequestHint() }, disabled: !m.HumanToMove() || m.HintPending()},
		{label: i18n.Flip.In(l), act: m.Flip},
		{label: "◀ " + i18n.Undo.In(l), act: func() { m.Undo() }, disabled: !m.CanUndo()},
		{label: i18n.Redo.In(l) + " ▶", act: func() { m.Redo() }, disabled: !m.CanRedo()},
		{label: "← " + i18n.Review.In(l), act: func() { m.Step(-1) }, disabled: m.Ply() == 0},
		{label: i18n.Review.In(l) + " →", act: func() { m.Step(1) }, disabled: !reviewing},
		{label: i18n.Save.In(l), act: s.save, disabled: m.Ply() == 0},
		{label: i18n.Help.In(l), act: func() { s.overlay = helpOverlay }},
		{label: i18n.SkinNames[s.st.prefs.Skin.Next()%2].In(l), act: s.st.switchSkin},
		{label: i18n.Language.In(l), act: s.st.switchLang},
		{label: i18n.NewGame.In(l), act: s.newGame},
		{label: i18n.Menu.In(l), act: func() { s.overlay = menuOverlay }},
	}
	for i := range bs {
		bs[i].r = rects[i]
	}
	return bs
}

// drawPanel draws the side panel: the two players, the status, the move list and the buttons.
func (s *twelveScene) drawPanel(dst *ebiten.Image) {
	st := s.st
	sc := st.screen
	u := sc.Unit
	vectorFillRect(dst, sc.Panel.X, sc.Panel.Y, sc.Panel.W, sc.Panel.H, panelBG)
	p := sc.Panel.Inset(u)
	drawText(dst, st.fonts.sans, u*1.1, i18n.Twelve.Name(s.lang()), p.X, p.Y+u*0.6, centerLeft, panelDim)
	pl := panelLayoutOf(sc)
	top := game.Han
	if s.m.Flipped() {
		top = game.Cho
	}
	s.drawCard(dst, pl.cards[0], top)
	s.drawCard(dst, pl.cards[1], top.Other())
	s.drawStatus(dst, pl.status)
	drawMoveColumns(dst, st, pl.moves, s.moves, s.shownPly(), func(ply int) color.RGBA { return sideLight(s.m.MoverOf(ply + 1)) })
	drawButtons(dst, st, s.buttons)
}

// shownPly returns the ply of the position on the board.
func (s *twelveScene) shownPly() int {
	if ply, ok := s.m.Reviewing(); ok {
		return ply
	}
	return s.m.Ply()
}

// drawCard draws one player: their king's tile, who plays, and how many pieces they hold in hand.
func (s *twelveScene) drawCard(dst *ebiten.Image, r layout.Rect, side game.Color) {
	st := s.st
	u := st.screen.Unit
	l := s.lang()
	pos := s.m.Shown()
	toMove := pos.SideToMove() == side && !s.m.Result().Over()
	bg := color.RGBA{0x2e, 0x28, 0x23, 0xff}
	if toMove {
		bg = color.RGBA{0x45, 0x3c, 0x33, 0xff}
	}
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.5, bg)
	light := sideLight(side)
	if toMove {
		st.shapes.roundRect(dst, r.X, r.Y, u*0.45, r.H, u*0.2, light)
	}
	size := r.H * 0.62
	img := s.st.tiles.image(st.prefs.Skin, twelve.MakePiece(side, twelve.King), size)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+u*1.2+size/2-float64(img.Bounds().Dx())/2, r.Y+r.H/2-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)

	x := r.X + u*1.8 + size
	drawText(dst, st.fonts.sans, u*1.35, i18n.Side[side].In(l), x, r.Y+r.H*0.32, centerLeft, light)
	who := i18n.Person.In(l)
	if cfg := s.m.Config(); cfg.Computer(side) {
		who = i18n.Computer.Format(l, i18n.Level(l, max(1, cfg.Levels[side])))
	}
	if toMove {
		who += " · " + i18n.ToMove.In(l)
	}
	fitText(dst, st, u*0.95, who, x, r.Y+r.H*0.7, r.X+r.W-u*0.6-x, centerLeft, panelDim)
}

// drawStatus says what is going on: the computer thinking, a hint being searched, the move being
// reviewed, a message, or before the first move how to win.
func (s *twelveScene) drawStatus(dst *ebiten.Image, r layout.Rect) {
	st := s.st
	u := st.screen.Unit
	l := s.lang()
	dots := strings.Repeat("·", 1+s.ticks/12%3)
	var text string
	ink := panelText
	switch side, pr, thinking := s.m.Thinking(); {
	case s.isReviewing():
		ply, _ := s.m.Reviewing()
		text, ink = i18n.Reviewing.Format(l, ply), color.RGBA{0xf0, 0xc0, 0x60, 0xff}
	case thinking:
		text, ink = i18n.Side[side].In(l)+" "+i18n.Thinking.In(l)+" "+dots, sideLight(side)
		if pr.Depth > 0 {
			text += "   " + i18n.Depth.Format(l, pr.Depth, pr.Score)
		}
	case s.m.HintPending():
		text = i18n.HintWait.In(l) + " " + dots
	case s.m.Ply() == 0:
		msg, msgInk := i18n.CampHelp.In(l), panelDim
		if st.opts.Message != "" {
			msg, msgInk = st.opts.Message, hanLight
		}
		for i, line := range wrap(st.fonts.sans, u*0.8, msg, r.W) {
			drawText(dst, st.fonts.sans, u*0.8, line, r.X, r.Y+float64(i)*u*1.05, topLeft, msgInk)
		}
	}
	if text != "" {
		drawText(dst, st.fonts.sans, u*0.95, text, r.X, r.Y+r.H/2, centerLeft, ink)
	}
}

func (s *twelveScene) isReviewing() bool {
	_, ok := s.m.Reviewing()
	return ok
}

// resultBox is where the game-over panel goes: over the middle of the board.
func (s *twelveScene) resultBox() layout.Rect {
	f := s.geo.Frame
	u := s.st.screen.Unit
	w, h := math.Max(f.W*0.95, u*22), u*11
	return layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + (f.H-h)/2, W: w, H: h}
}

// resultButtons are the game-over panel's: a new game, or close the panel to review the game.
func (s *twelveScene) resultButtons() []button {
	l := s.lang()
	r := s.resultBox()
	u := s.st.screen.Unit
	rects := layout.Grid(layout.Rect{X: r.X + u*1.5, Y: r.Y + r.H - u*3.8, W: r.W - u*3, H: u * 2.6}, 3, 3, u*2.6, u)
	return []button{
		{r: rects[0], label: i18n.NewGame.In(l), act: s.newGame},
		{r: rects[1], label: i18n.Save.In(l), act: s.save},
		{r: rects[2], label: i18n.Review.In(l), act: s.m.CloseResult},
	}
}

// drawResult draws the game-over panel: the winner in their colour and the reason in words.
func (s *twelveScene) drawResult(dst *ebiten.Image) {
	st := s.st
	u := st.screen.Unit
	l := s.lang()
	r := s.resultBox()
	drawPanelBox(dst, st, r, u)
	res := s.m.Result()
	title, ink := i18n.DrawGame.In(l), panelText
	if w, ok := res.Outcome.Winner(); ok {
		title, ink = i18n.SideWins[w].In(l), sideLight(w)
	}
	cx := r.X + r.W/2
	drawText(dst, st.fonts.sans, u*2.2, title, cx, r.Y+u*2.4, centered, ink)
	fitText(dst, st, u*1.1, i18n.TwelveReason(l, res.Reason), cx, r.Y+u*4.8, r.W-u*2, centered, panelText)
	drawButtons(dst, st, s.extra)
}

// menuButtons returns the menu (Esc): every game's, without Open (the record viewer is Janggi's).
func (s *twelveScene) menuButtons() []button {
	return gameMenu(s.st, menuActions{
		close: func() { s.overlay = noOverlay }, newGame: s.newGame, help: func() { s.overlay = helpOverlay },
		save: func() { s.save(); s.overlay = noOverlay }, canSave: s.m.Ply() > 0,
		resign: func() { s.m.Resign() }, canResign: !s.m.Result().Over() && s.m.Config().Mode != match.AIvsAI,
	})
}

// drawHelp lists the keys: Janggi's without the pass, the pause and opening records, and how to
// drop.
func (s *twelveScene) drawHelp(dst *ebiten.Image) {
	keys := append([]i18n.Text{i18n.DropHelp}, without(i18n.HelpKeys, i18n.PassKey, i18n.PauseKey, i18n.RecordKeys)...)
	drawKeyHelp(dst, s.st, append(keys, i18n.TwelveSaveKey))
}
