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

// menuButtons returns the menu (Esc): resume, new game, open a record, save, skin, language,
// sound, hints, help, resign and quit.
func (g *gameScene) menuButtons() []button {
	return gameMenu(g.st, menuActions{
		close: func() { g.overlay = noOverlay }, newGame: g.newGame, help: func() { g.overlay = helpOverlay },
		open: g.openFiles, save: g.openSave, canSave: g.m.Game().Ply() > 0 || g.source != nil,
		resign: func() { g.m.Resign() }, canResign: !g.m.Result().Over() && g.m.Config().Mode != match.AIvsAI && !g.m.Viewing(),
	})
}

func (g *gameScene) drawMenu(dst *ebiten.Image) {
	sc := g.st.screen
	shade(dst)
	drawPanelBox(dst, g.st, menuBox(sc, len(g.extra)), sc.Unit)
	drawButtons(dst, g.st, g.extra)
}

// drawHelp lists the keys (Xiangqi's without the pass).
func (g *gameScene) drawHelp(dst *ebiten.Image) {
	keys := i18n.HelpKeys
	if g.style == StyleXiangqi {
		keys = without(keys, i18n.PassKey)
	}
	drawKeyHelp(dst, g.st, keys)
}
