package render

import (
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// The game scene's records, clock and dialogs: the autosave after every move, resuming the game
// an earlier run left, opening a record (menu, Ctrl+O, a file dropped on the window) to step
// through and play on from any move, saving (Ctrl+S), and pausing (Space).

// resumeScene shows the game an earlier run left in the autosave, in its game's scene, under a
// dialog that offers to resume it or to start anew; the clock and the computer wait for the answer.
func resumeScene(st *State, rec *record.Record) (*gameScene, error) {
	var g *gameScene
	base := st.lastGame
	base.Now = st.now
	if rec.Game == kind.Twelve {
		m, err := match.ResumeTwelve(rec, st.opts.Twelve, base, st.opts.MaxLevel)
		if err != nil {
			return nil, err
		}
		g = newTwelveScene(st, m)
	} else {
		m, err := match.Resume(rec, st.opts.Engine, base, st.opts.MaxLevel)
		if err != nil {
			return nil, err
		}
		g = newSceneFor(st, m)
	}
	g.files.counts = resumedCounts(rec, g.m.Config())
	g.overlay = resumeOverlay
	g.hold()
	g.layout() // the offer's buttons, drawable at once
	st.trace("resume offered plies=%d\n", len(rec.Moves))
	return g, nil
}

// startAfresh starts the game the settings give (or the new-game screen, when the window was asked
// to open on it) instead of a game the player declined to resume.
func startAfresh(st *State) {
	st.keeper.Clear()
	st.trace("resume declined\n")
	if st.opts.NewGameFirst {
		st.next = newSetupScene(st, nil)
		return
	}
	n, err := newGameScene(st, st.lastGame)
	if err != nil {
		st.fail(err.Error())
		st.next = newSetupScene(st, nil)
		return
	}
	st.next = n
}

// openedScene shows a record to step through, in its game's scene; name is the file it came from
// and games the number of games in it (the first is shown).
func openedScene(st *State, name string, rec *record.Record, games int) (*gameScene, error) {
	var g *gameScene
	if rec.Game == kind.Twelve {
		m, err := match.ViewTwelve(rec)
		if err != nil {
			return nil, err
		}
		g = newTwelveScene(st, m)
	} else {
		m, err := match.View(rec)
		if err != nil {
			return nil, err
		}
		g = newSceneFor(st, m)
	}
	g.files.source = rec
	g.an.showRecorded(rec)
	l := st.lang()
	msg := i18n.Opened.Format(l, name, len(rec.Moves))
	if strings.EqualFold(filepath.Ext(name), ".fen") {
		msg = i18n.OpenedFEN.Format(l, name, i18n.GameName(g.b.game(), l)) // a FEN does not say its game: say which it was read as
	}
	if games > 1 {
		msg += " " + i18n.FirstOfGames.Format(l, games)
	}
	if stop := rec.Stopped; stop != nil {
		why := stop.Problem.Korean()
		if l == i18n.English && stop.Err != nil {
			why = stop.Err.Error()
		}
		msg += ". " + i18n.OpenedStopped.Format(l, stop.Line, stop.Move, stop.Text, why)
	} else if n, res := rec.EndPly(); n >= 0 {
		msg += ". " + i18n.OpenedPlayedOn.Format(l, n, i18n.Reason(l, res.Reason), len(rec.Moves)-n)
	}
	st.say(msg)
	st.trace("open %s plies=%d game=%s\n", name, len(rec.Moves), rec.Game)
	return g, nil
}

// playerNames returns the players' names for a record: the person, or the computer with its level.
func playerNames(l i18n.Lang, cfg match.Config) [2]string {
	var out [2]string
	for c := game.Cho; c <= game.Han; c++ {
		out[c] = i18n.Person.In(l)
		if cfg.Computer(c) {
			out[c] = i18n.Computer.Format(l, i18n.Level(l, max(1, cfg.Levels[c])))
		}
	}
	return out
}

// hold tells the match whether a dialog or another screen (the new-game screen, which this scene
// is leaving for) covers the board, so that the clock stands and the computer's moves wait, or
// whether the player paused the game.
//
// Until the scene has been drawn the match is held too: the clock starts when the player first
// sees the position, not during the first picture, which takes a second or more on a slow or
// loaded machine (fonts, counters and the board drawn into their caches, shaders compiled).
func (g *gameScene) hold() {
	g.m.SetPaused(g.overlay == pauseOverlay)
	g.m.SetHeld(!g.shown || g.overlay != noOverlay && g.overlay != pauseOverlay || g.st.next != nil || g.st.problems.open)
}

// switchTo leaves this scene for n (another match, whose board may differ), saving and closing
// this one's.
func (g *gameScene) switchTo(n *gameScene) {
	g.close()
	g.st.next = n
}

// names returns the players' names: an opened record's, or for a game played here the person, or
// the computer with its level.
func (g *gameScene) names() [2]string {
	if g.files.source == nil {
		return playerNames(g.lang(), g.m.Config())
	}
	out := [2]string{g.files.source.Cho, g.files.source.Han}
	for c := range out {
		if out[c] == "" || out[c] == "?" {
			out[c] = "—"
		}
	}
	return out
}

// sayAutoMove says that the last move was played for a person whose time for it ran out, and
// which move it was, in the news (it lasts longer than a notice on the board).
func (g *gameScene) sayAutoMove() {
	l := g.lang()
	ply := g.m.Ply()
	texts := g.b.moveTexts(nil, l)
	if ply == 0 || len(texts) != ply {
		return
	}
	g.st.say(i18n.AutoMoved.Format(l, i18n.SideName(g.b.game(), g.m.MoverOf(ply)).In(l), texts[ply-1]))
	g.trace("automove %s\n", g.tr.moves()[ply-1])
}

// togglePause pauses the game or goes on with it.
func (g *gameScene) togglePause() {
	switch {
	case g.overlay == pauseOverlay:
		g.overlay = noOverlay
	case g.overlay == noOverlay && g.m.CanPause():
		g.overlay = pauseOverlay
	default:
		return
	}
	g.hold()
	g.trace("paused %v\n", g.overlay == pauseOverlay)
}

// openPlayFrom asks how to play on from the move shown.
func (g *gameScene) openPlayFrom() {
	if g.m.CanPlayFrom() {
		g.overlay = playFromOverlay
	}
}

// updateRecordOverlay handles the input of the record dialogs, the file chooser and the pause.
func (g *gameScene) updateRecordOverlay() {
	in := &g.st.in
	switch g.overlay {
	case pauseOverlay:
		if in.pressed || in.key(ebiten.KeySpace) || in.key(ebiten.KeyEscape) {
			g.togglePause()
		}
	case openOverlay, saveOverlay:
		g.files.updateChooser()
	case playFromOverlay, resumeOverlay, passOverlay, confirmOverlay:
		g.extra = g.dialogButtons()
		if in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter) {
			pressDefault(g.extra)
		} else if in.key(ebiten.KeyEscape) && g.overlay != resumeOverlay {
			g.overlay = noOverlay
		} else if !clickButtons(in, g.extra) && in.pressed && g.overlay != resumeOverlay && !boxAround(g.extra, g.st.screen.Unit*1.5).Contains(in.x, in.y) && !g.dialogFrame().Contains(in.x, in.y) {
			g.overlay = noOverlay
		}
	}
}

// dialogButtons returns the buttons of the save, play-from and resume dialogs.
func (g *gameScene) dialogButtons() []button {
	st := g.st
	l := g.lang()
	var bs []button
	closeThen := func(f func()) func() { return func() { g.overlay = noOverlay; g.hold(); f() } }
	switch g.overlay {
	case playFromOverlay:
		bs = []button{
			{label: i18n.ModeNames[1].In(l), act: closeThen(func() { g.playFrom(kind.HotSeat, game.Cho) })},
			{label: i18n.PlayAsText(g.b.game(), game.Cho).In(l), act: closeThen(func() { g.playFrom(kind.VsAI, game.Cho) })},
			{label: i18n.PlayAsText(g.b.game(), game.Han).In(l), act: closeThen(func() { g.playFrom(kind.VsAI, game.Han) })},
			{label: i18n.Cancel.In(l), act: closeThen(func() {})},
		}
	case resumeOverlay:
		bs = []button{
			{label: i18n.ResumeGame.In(l), primary: true, act: closeThen(func() {
				g.trace("resume plies=%d\n", g.m.Ply())
			})},
			{label: i18n.NewGame.In(l), act: closeThen(g.declineResume)},
		}
	case passOverlay:
		bs = []button{
			{label: i18n.PassAnyway.In(l), act: closeThen(g.passConfirmed)},
			{label: i18n.Cancel.In(l), primary: true, act: closeThen(func() { g.trace("pass cancelled\n") })},
		}
	case confirmOverlay:
		bs = g.questionButtons(closeThen)
	}
	_, info := g.dialogText()
	box := g.dialogBox(len(bs), len(info))
	u := st.screen.Unit
	top := box.Y + u*4.6 + float64(len(info))*u*1.4
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: top, W: box.W - u*3, H: box.H}, len(bs), 1, u*2.5, u*0.6)
	for i := range bs {
		bs[i].r = rects[i]
	}
	return bs
}

// pressDefault runs the dialog's default button (Enter): the primary one, else the first that
// can be pressed.
func pressDefault(bs []button) {
	var first *button
	for i := range bs {
		b := &bs[i]
		if b.disabled || b.act == nil {
			continue
		}
		if b.primary {
			b.act()
			return
		}
		if first == nil {
			first = b
		}
	}
	if first != nil {
		first.act()
	}
}

// dialogBox is where a dialog with n buttons and lines lines of text under its title goes: over
// the middle of the board.
func (g *gameScene) dialogBox(n, lines int) layout.Rect {
	sc := g.st.screen
	u := sc.Unit
	w, h := min(sc.Board.W*0.8, u*28), float64(n)*u*3.1+u*6.1+float64(lines)*u*1.4
	return overBoard(sc, w, h)
}

// dialogFrame is the box of the dialog shown.
func (g *gameScene) dialogFrame() layout.Rect {
	_, info := g.dialogText()
	return g.dialogBox(len(g.extra), len(info))
}

// dialogWidth is the width of a dialog's text.
func (g *gameScene) dialogWidth() float64 {
	return g.dialogBox(1, 0).W - g.st.screen.Unit*3
}

// dialogText returns the title of the dialog shown and the lines of text under it.
func (g *gameScene) dialogText() (string, []string) {
	st := g.st
	l := g.lang()
	u := st.screen.Unit
	var title, info string
	switch g.overlay {
	case playFromOverlay:
		title = i18n.PlayFromHow.Format(l, g.m.ShownPly())
		if g.m.ShownPly() == 0 {
			title = i18n.PlayFromTop.In(l)
		}
		side := g.m.MoverOf(g.m.ShownPly() + 1)
		info = i18n.SideName(g.b.game(), side).In(l) + " · " + i18n.ToMove.In(l)
	case resumeOverlay:
		title = i18n.ResumeTitle.In(l)
		cfg := g.m.Config()
		info = i18n.ResumeInfo.Format(l, i18n.ModeNames[cfg.Mode].In(l), g.m.Ply(), g.b.rulesName(l))
		if clk := g.m.Clock(); clk != nil {
			info += " · " + i18n.TimeControl(l, clk.Control())
		}
	case passOverlay:
		return i18n.PassTitle.In(l), g.passWarning()
	case confirmOverlay:
		title, info = g.asked.title.In(l), g.asked.info.In(l)
	}
	if info == "" {
		return title, nil
	}
	return title, wrap(st.fonts.sans, u*0.9, info, g.dialogWidth())
}

// declineResume drops the resumed game: the autosave goes, and the game the settings give starts
// (or the new-game screen, when the window was asked to open on it).
func (g *gameScene) declineResume() {
	g.m.Close()
	startAfresh(g.st)
}

// playFrom plays on from the move shown, in the mode chosen; levels, the hot-seat flip and the
// time control come from the last new-game choices (the preset's usual clock is the record's
// preset's).
func (g *gameScene) playFrom(mode kind.Mode, human game.Color) {
	cfg := g.st.lastGame
	cfg.Now = g.st.now
	if mode == kind.VsAI {
		cfg = cfg.AgainstComputer(human)
	}
	cfg.Mode, cfg.Human = mode, human
	for c := range cfg.Levels {
		cfg.Levels[c] = min(max(cfg.Levels[c], 1), g.st.opts.MaxLevel)
	}
	ply := g.m.ShownPly()
	n, err := g.b.playFrom(cfg)
	if err != nil {
		g.st.fail(i18n.OpenFailed.Format(g.lang(), err))
		return
	}
	g.trace("play from ply=%d mode=%s\n", ply, mode)
	g.files.source = nil
	g.switchTo(n)
}

// drawRecordOverlay draws the record dialogs, the file chooser and the pause.
func (g *gameScene) drawRecordOverlay(dst *ebiten.Image) {
	st := g.st
	u := st.screen.Unit
	l := g.lang()
	switch g.overlay {
	case pauseOverlay:
		shade(dst)
		shade(dst) // darker than a dialog's: a paused game is not for studying the board
		f := g.b.frame()
		size := g.b.noticeSize(false)
		drawNoticeBox(dst, st, f, i18n.Paused.In(l), size, panelBG, 1, nil)
		fitText(dst, st, u*1.1, i18n.PausedHint.In(l), f.X+f.W/2, f.Y+f.H/2+size*1.5, f.W*0.9, centered, panelText)
		return
	case openOverlay, saveOverlay:
		g.files.drawChooser(dst)
		return
	}
	title, info := g.dialogText()
	shade(dst)
	box := g.dialogBox(len(g.extra), len(info))
	drawPanelBox(dst, st, box, u)
	fitText(dst, st, u*1.5, title, box.X+u*1.5, box.Y+u*2.2, box.W-u*3, centerLeft, panelText)
	for i, line := range info {
		fitText(dst, st, u*0.9, line, box.X+u*1.5, box.Y+u*4.3+float64(i)*u*1.4, box.W-u*3, centerLeft, panelDim)
	}
	drawButtons(dst, st, g.extra)
}
