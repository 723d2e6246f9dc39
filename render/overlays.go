package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// resultBox is where the game-over panel goes: over the middle of the board.
func (g *gameScene) resultBox() layout.Rect {
	f := g.geo.Frame
	u := g.st.screen.Unit
	w, h := min(f.W*0.8, u*26), u*13
	return layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + (f.H-h)/2, W: w, H: h}
}

// resultButtons are the game-over panel's: a new game, close the panel to review the game, or
// save it.
func (g *gameScene) resultButtons() []button {
	l := g.lang()
	r := g.resultBox()
	u := g.st.screen.Unit
	rects := layout.Grid(layout.Rect{X: r.X + u*1.5, Y: r.Y + r.H - u*3.8, W: r.W - u*3, H: u * 2.6}, 3, 3, u*2.6, u)
	return []button{
		{r: rects[0], label: i18n.NewGame.In(l), act: g.newGame},
		{r: rects[1], label: i18n.Review.In(l), act: g.m.CloseResult},
		{r: rects[2], label: i18n.Save.In(l), act: g.openSave},
	}
}

// drawResult draws the game-over panel: the winner in their colour, the reason in words and the
// points when the rules count them.
func (g *gameScene) drawResult(dst *ebiten.Image) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	r := g.resultBox()
	drawPanelBox(dst, st, r, u)
	res := g.m.Result()
	title, ink := i18n.DrawGame.In(l), panelText
	if w, ok := res.Outcome.Winner(); ok {
		title, ink = i18n.WinsText(g.style.game(), w).In(l), lightOf(g.style, w)
	}
	cx := r.X + r.W/2
	drawText(dst, st.fonts.sans, u*2.4, title, cx, r.Y+u*2.6, centered, ink)
	drawText(dst, st.fonts.sans, u*1.2, i18n.Reason(l, res.Reason), cx, r.Y+u*5, centered, panelText)
	if g.m.Game().Rules().Variant == game.Janggi {
		t := i18n.PointsAt
		if res.Counted {
			t = i18n.Counted
		}
		drawText(dst, st.fonts.sans, u*1.05, t.Format(l, res.Points[game.Cho], res.Points[game.Han]), cx, r.Y+u*7, centered, panelDim)
	}
	drawButtons(dst, st, g.extra)
}

// menuBox is where the menu goes.
func (g *gameScene) menuBox(n int) layout.Rect {
	sc := g.st.screen
	u := sc.Unit
	w, h := u*20, float64(n)*u*3.1+u*2.5
	return layout.Rect{X: sc.Board.X + (sc.Board.W-w)/2, Y: (sc.H - h) / 2, W: w, H: h}
}

// menuButtons returns the menu (Esc): resume, new game, open a record, save, skin, language,
// sound, hints, help, resign and quit.
func (g *gameScene) menuButtons() []button {
	st := g.st
	l := g.lang()
	p := st.prefs
	sound, hints := i18n.SoundOff, i18n.HintsOff
	if p.Sound {
		sound = i18n.SoundOn
	}
	if p.Hints {
		hints = i18n.HintsOn
	}
	bs := []button{
		{label: i18n.Resume.In(l), act: func() { g.overlay = noOverlay }},
		{label: i18n.NewGame.In(l), act: g.newGame},
		{label: i18n.Open.In(l), act: g.openFiles},
		{label: i18n.Save.In(l), act: g.openSave, disabled: g.m.Game().Ply() == 0 && g.source == nil},
		{label: i18n.SkinNames[p.Skin%2].In(l), act: g.switchSkin},
		{label: i18n.Language.In(l), act: g.switchLang},
		{label: sound.In(l), act: g.switchSound, on: p.Sound, disabled: !st.sounds.available()},
		{label: hints.In(l), act: func() { q := st.prefs; q.Hints = !q.Hints; st.setPrefs(q) }, on: p.Hints},
		{label: i18n.Help.In(l), act: func() { g.overlay = helpOverlay }},
		{label: i18n.Resign.In(l), act: func() { g.m.Resign(); g.overlay = noOverlay },
			disabled: g.m.Result().Over() || g.m.Config().Mode == match.AIvsAI || g.m.Viewing()},
		{label: i18n.Quit.In(l), act: func() { st.quit = true }},
	}
	box := g.menuBox(len(bs))
	u := st.screen.Unit
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: box.Y + u*1.5, W: box.W - u*3, H: box.H}, len(bs), 1, u*2.5, u*0.6)
	for i := range bs {
		bs[i].r = rects[i]
	}
	return bs
}

func (g *gameScene) drawMenu(dst *ebiten.Image) {
	sc := g.st.screen
	shade(dst)
	drawPanelBox(dst, g.st, g.menuBox(len(g.extra)), sc.Unit)
	drawButtons(dst, g.st, g.extra)
}

// drawHelp lists the keys (Xiangqi's without the pass).
func (g *gameScene) drawHelp(dst *ebiten.Image) {
	keys := i18n.HelpKeys
	if g.style == StyleXiangqi {
		keys = withoutPass(keys)
	}
	drawKeyHelp(dst, g.st, keys)
}
