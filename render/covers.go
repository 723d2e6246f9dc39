package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// covers are what covers the board but the dialogs and the file chooser: the menu (Esc), the
// key help (F1, ?), the pause (Space) and the game-over panel, which shows while no overlay does.
// Each is drawn from the match as it stands; their buttons are the scene's extra ones.
type covers struct {
	scenePart
}

// buttons returns the buttons of the cover shown: the game-over panel's or the menu's.
func (c *covers) buttons() []ui.Button {
	switch c.g.overlay {
	case noOverlay:
		if c.m.ShowResult() {
			return c.resultButtons()
		}
	case menuOverlay:
		return c.menuButtons()
	}
	// The help and the pause have no buttons of their own: any click closes them. The menu's,
	// left from before the help opened from it, were laid out for the window before any resize,
	// and reported (the monkey test found them outside a window made lower under the help).
	return nil
}

// update handles the input of the menu, the help or the pause: a click or a key closes the help;
// Esc or a click beside the buttons closes the menu; a click, Space or Esc goes on with a paused
// game.
func (c *covers) update() {
	g := c.g
	in := &c.st.in
	switch g.overlay {
	case helpOverlay:
		if in.pressed || len(in.keys) > 0 {
			g.overlay = noOverlay
		}
	case menuOverlay:
		if in.key(ebiten.KeyEscape) {
			g.overlay = noOverlay
		} else if !ui.ClickButtons(in, g.extra) && in.pressed {
			g.overlay = noOverlay
		}
	case pauseOverlay:
		if in.pressed || in.key(ebiten.KeySpace) || in.key(ebiten.KeyEscape) {
			c.togglePause()
		}
	}
}

// draw draws the cover shown: the game-over panel while no overlay is, the menu, the help or the
// pause.
func (c *covers) draw(dst *ebiten.Image) {
	switch c.g.overlay {
	case noOverlay:
		if c.m.ShowResult() {
			c.drawResult(dst)
		}
	case menuOverlay:
		c.drawMenu(dst)
	case helpOverlay:
		keys, glossary := c.b.help()
		drawKeyHelp(dst, c.st, keys, glossary)
	case pauseOverlay:
		c.drawPause(dst)
	}
}

// resultBox is where the game-over panel goes: over the middle of the board.
func (c *covers) resultBox() layout.Rect {
	f := c.b.frame()
	u := c.st.screen.Unit
	w, h := min(max(f.W*0.8, u*22), u*26), u*11
	if _, counted := c.b.points(game.Cho); counted {
		h = u * 13 // a line for the points
	}
	// Centred on the board, but inside the screen: Twelve Janggi's small board in a small window
	// put the panel's New game beyond the left edge.
	sc := c.st.screen
	w, h = min(w, sc.W-u), min(h, sc.H-u)
	x := min(max(f.X+(f.W-w)/2, u/2), sc.W-w-u/2)
	y := min(max(f.Y+(f.H-h)/2, u/2), sc.H-h-u/2)
	return layout.Rect{X: x, Y: y, W: w, H: h}
}

// resultButtons are the game-over panel's: a new game, close the panel to review the game, or
// save it.
func (c *covers) resultButtons() []ui.Button {
	l := c.st.lang()
	r := c.resultBox()
	u := c.st.screen.Unit
	rects := layout.Grid(layout.Rect{X: r.X + u*1.5, Y: r.Y + r.H - u*3.8, W: r.W - u*3, H: u * 2.6}, 4, 4, u*2.6, u*0.6)
	analyse := func() {
		c.m.CloseResult()
		c.g.an.start(false)
	}
	return []ui.Button{
		{R: rects[0], Label: i18n.NewGame.In(l), Act: c.g.newGame},
		{R: rects[1], Label: i18n.Review.In(l), Act: c.m.CloseResult},
		{R: rects[2], Label: i18n.Analyse.In(l), Act: analyse, ID: "analyse-result"},
		{R: rects[3], Label: i18n.Save.In(l), Act: c.g.files.openSave},
	}
}

// drawResult draws the game-over panel: the winner in their colour, the reason in words and the
// points when the rules count them.
func (c *covers) drawResult(dst *ebiten.Image) {
	st := c.st
	u := st.screen.Unit
	l := c.st.lang()
	r := c.resultBox()
	st.kit().DrawPanelBox(dst, r, u)
	res := c.m.Result()
	title, ink := i18n.DrawGame.In(l), ui.PanelText
	if w, ok := res.Outcome.Winner(); ok {
		title, ink = i18n.WinsText(c.b.game(), w).In(l), c.b.light(w)
	}
	cx := r.X + r.W/2
	st.pen().FitText(dst, u*2.4, title, cx, r.Y+u*2.6, r.W-u*2, ui.Centered, ink)
	st.pen().FitText(dst, u*1.2, i18n.Reason(c.b.game(), l, res.Reason), cx, r.Y+u*5, r.W-u*2, ui.Centered, ui.PanelText)
	if _, counted := c.b.points(game.Cho); counted {
		t := i18n.PointsAt
		if res.Counted {
			t = i18n.Counted
		}
		gm := c.b.game()
		line := t.Format(l, i18n.SideName(gm, game.Cho).In(l), res.Points[game.Cho], i18n.SideName(gm, game.Han).In(l), res.Points[game.Han])
		ui.DrawText(dst, st.fonts.Sans, u*1.05, line, cx, r.Y+u*7, ui.Centered, ui.PanelDim)
	}
	st.kit().DrawButtons(dst, c.g.extra)
}

// menuButtons returns the menu (Esc): resume, new game, open a record, save, skin, language,
// sound, hints, help, resign and quit.
func (c *covers) menuButtons() []ui.Button {
	return gameMenu(c.st, menuActions{
		close: func() { c.g.overlay = noOverlay }, newGame: func() { c.g.dialogs.leaveThen(c.g.newGame) }, help: func() { c.g.overlay = helpOverlay },
		open: func() { c.g.dialogs.leaveThen(c.g.files.openFiles) }, edit: func() { editPosition(c.g) }, save: c.g.files.openSave, canSave: c.g.files.canSave(),
		resign: c.g.dialogs.askResign, canResign: !c.m.Result().Over() && c.m.Config().Mode != kind.AIvsAI && !c.m.Viewing(),
		learn: []ui.Button{{Label: i18n.Tutorial.In(c.st.lang()), Act: c.openTutorial, ID: "tutorial"},
			{Label: i18n.Puzzles.In(c.st.lang()), Act: c.openPuzzles, ID: "menu:puzzles"}},
	})
}

func (c *covers) drawMenu(dst *ebiten.Image) {
	sc := c.st.screen
	ui.Shade(dst)
	c.st.kit().DrawPanelBox(dst, ui.BoxAround(c.g.extra, sc.Unit*1.5), sc.Unit)
	c.st.kit().DrawButtons(dst, c.g.extra)
}

// openPuzzles leaves the game for the puzzles' screen, which comes back to it.
func (c *covers) openPuzzles() {
	c.g.overlay = noOverlay
	c.st.next = newPuzzleScene(c.st, c.g) // hold stops the clock behind it, until Back
}

// drawPause covers the board while the game is paused.
func (c *covers) drawPause(dst *ebiten.Image) {
	st := c.st
	u := st.screen.Unit
	l := c.st.lang()
	ui.Shade(dst)
	ui.Shade(dst) // darker than a dialog's: a paused game is not for studying the board
	f := c.b.frame()
	size := c.b.noticeSize(false)
	st.kit().DrawNotice(dst, f, i18n.Paused.In(l), size, ui.PanelBG, 1, nil)
	st.pen().FitText(dst, u*1.1, i18n.PausedHint.In(l), f.X+f.W/2, f.Y+f.H/2+size*1.5, f.W*0.9, ui.Centered, ui.PanelText)
}

// openTutorial leaves the game for the tutorial; the match is held behind it (see hold).
func (c *covers) openTutorial() {
	c.g.overlay = noOverlay
	c.st.next = newTutorialScene(c.st, c.g)
}

// togglePause pauses the game or goes on with it.
func (c *covers) togglePause() {
	switch {
	case c.g.overlay == pauseOverlay:
		c.g.overlay = noOverlay
	case c.g.overlay == noOverlay && c.m.CanPause():
		c.g.overlay = pauseOverlay
	default:
		return
	}
	c.g.hold()
	c.st.trace("paused %v\n", c.g.overlay == pauseOverlay)
}
