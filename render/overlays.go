package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// resultBox is where the game-over panel goes: over the middle of the board.
func (g *gameScene) resultBox() layout.Rect {
	f := g.b.frame()
	u := g.st.screen.Unit
	w, h := min(max(f.W*0.8, u*22), u*26), u*11
	if _, counted := g.b.points(game.Cho); counted {
		h = u * 13 // a line for the points
	}
	// Centred on the board, but inside the screen: Twelve Janggi's small board in a small window
	// put the panel's New game beyond the left edge.
	sc := g.st.screen
	w, h = min(w, sc.W-u), min(h, sc.H-u)
	x := min(max(f.X+(f.W-w)/2, u/2), sc.W-w-u/2)
	y := min(max(f.Y+(f.H-h)/2, u/2), sc.H-h-u/2)
	return layout.Rect{X: x, Y: y, W: w, H: h}
}

// resultButtons are the game-over panel's: a new game, close the panel to review the game, or
// save it.
func (g *gameScene) resultButtons() []button {
	l := g.lang()
	r := g.resultBox()
	u := g.st.screen.Unit
	rects := layout.Grid(layout.Rect{X: r.X + u*1.5, Y: r.Y + r.H - u*3.8, W: r.W - u*3, H: u * 2.6}, 4, 4, u*2.6, u*0.6)
	analyse := func() {
		g.m.CloseResult()
		g.an.start(false)
	}
	return []button{
		{r: rects[0], label: i18n.NewGame.In(l), act: g.newGame},
		{r: rects[1], label: i18n.Review.In(l), act: g.m.CloseResult},
		{r: rects[2], label: i18n.Analyse.In(l), act: analyse, id: "analyse-result"},
		{r: rects[3], label: i18n.Save.In(l), act: g.files.openSave},
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
		title, ink = i18n.WinsText(g.b.game(), w).In(l), g.b.light(w)
	}
	cx := r.X + r.W/2
	fitText(dst, st, u*2.4, title, cx, r.Y+u*2.6, r.W-u*2, centered, ink)
	fitText(dst, st, u*1.2, i18n.GameReason(g.b.game(), l, res.Reason), cx, r.Y+u*5, r.W-u*2, centered, panelText)
	if _, counted := g.b.points(game.Cho); counted {
		t := i18n.PointsAt
		if res.Counted {
			t = i18n.Counted
		}
		gm := g.b.game()
		line := t.Format(l, i18n.SideName(gm, game.Cho).In(l), res.Points[game.Cho], i18n.SideName(gm, game.Han).In(l), res.Points[game.Han])
		drawText(dst, st.fonts.sans, u*1.05, line, cx, r.Y+u*7, centered, panelDim)
	}
	drawButtons(dst, st, g.extra)
}

// menuButtons returns the menu (Esc): resume, new game, open a record, save, skin, language,
// sound, hints, help, resign and quit.
func (g *gameScene) menuButtons() []button {
	return gameMenu(g.st, menuActions{
		close: func() { g.overlay = noOverlay }, newGame: func() { g.dialogs.leaveThen(g.newGame) }, help: func() { g.overlay = helpOverlay },
		open: func() { g.dialogs.leaveThen(g.files.openFiles) }, edit: func() { editPosition(g) }, save: g.files.openSave, canSave: g.files.canSave(),
		resign: g.dialogs.askResign, canResign: !g.m.Result().Over() && g.m.Config().Mode != kind.AIvsAI && !g.m.Viewing(),
		learn: []button{{label: i18n.Tutorial.In(g.lang()), act: g.openTutorial, id: "tutorial"},
			{label: i18n.Puzzles.In(g.lang()), act: g.openPuzzles, id: "menu:puzzles"}},
	})
}

func (g *gameScene) drawMenu(dst *ebiten.Image) {
	sc := g.st.screen
	shade(dst)
	drawPanelBox(dst, g.st, boxAround(g.extra, sc.Unit*1.5), sc.Unit)
	drawButtons(dst, g.st, g.extra)
}

// openPuzzles leaves the game for the puzzles' screen, which comes back to it.
func (g *gameScene) openPuzzles() {
	g.overlay = noOverlay
	g.st.next = newPuzzleScene(g.st, g) // hold stops the clock behind it, until Back
}

// drawPause covers the board while the game is paused.
func (g *gameScene) drawPause(dst *ebiten.Image) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	shade(dst)
	shade(dst) // darker than a dialog's: a paused game is not for studying the board
	f := g.b.frame()
	size := g.b.noticeSize(false)
	drawNoticeBox(dst, st, f, i18n.Paused.In(l), size, panelBG, 1, nil)
	fitText(dst, st, u*1.1, i18n.PausedHint.In(l), f.X+f.W/2, f.Y+f.H/2+size*1.5, f.W*0.9, centered, panelText)
}
