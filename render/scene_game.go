package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/sfx"
	"janggi/render/ui"
)

// overlay is what covers the board: nothing, the menu, the help, the pause or a dialog.
type overlay uint8

const (
	noOverlay overlay = iota
	menuOverlay
	helpOverlay
	pauseOverlay    // the player paused the game
	saveOverlay     // the file chooser, to save the game
	openOverlay     // the file chooser, to open a record
	playFromOverlay // how to play on from the move shown
	resumeOverlay   // resume the game an earlier run left?
	passOverlay     // pass, though it lets the game end?
	confirmOverlay  // resign, or leave the game unfinished? (see dialogs.ask)
)

// gameScene is one match of any game: its board (Janggi's and Xiangqi's points, or Twelve
// Janggi's squares and hands), the side panel, and their overlays and dialogs. The scene
// coordinates its parts, each a type with its own state: it decides which overlay covers the
// board and whether the match is held, routes each tick's input to the overlay shown or to the
// board and the panel, plays and traces the match's events, and draws the parts in order.
type gameScene struct {
	st *State
	m  playing
	b  board // what differs between the games: the board, its pieces, the pointer on them, the game's words; the trace reads it too (boardTrace)

	overlay  overlay
	extra    []ui.Button // the buttons of the overlay shown, or of the game-over panel
	traced   int         // moves written to the trace
	ticks    int         // for the thinking indicator
	wasReady bool

	// shown is set once the scene's picture has been drawn since it was switched to: until then
	// the match is held (see hold).
	shown bool

	panel   sidePanel // the players, the status, the move list and the buttons beside the board
	files   gameFiles // the autosave, the record opened, Save and Open
	dialogs dialogs   // the questions over the board: play from here, resume, pass, resign or leave
	covers  covers    // the menu, the help, the pause and the game-over panel over the board

	an  analysisView // the analysis of the game shown, its box in the panel and its arrow
	bar evalBar      // the evaluation bar, on while wanted (see evalBar.wanted)

	fen gameFEN // the position's FEN copied (Ctrl+C), and the editor opened on the clipboard's (Ctrl+V)
}

// scenePart is what each part of the game scene holds: the window's state, the match and its
// board, which are the scene's for its whole life, and the scene, whose other parts a part's
// buttons and clicks reach.
type scenePart struct {
	g  *gameScene
	st *State
	m  playing
	b  board
}

// newGameScene starts a match with cfg, of cfg's game.
func newGameScene(st *State, cfg match.Config) (*gameScene, error) {
	cfg.Now = st.now
	m, err := match.Start(cfg, st.opts.Engines)
	return counting(sceneOf(st, m, err))
}

// playFrom returns the scene of a new match of cfg's mode on the game shown (see
// match.Session.PlayFrom), on its game's board; this scene's match is closed.
func (g *gameScene) playFrom(cfg match.Config) (*gameScene, error) {
	m, err := g.m.PlayFrom(cfg, g.st.opts.Engines)
	return sceneOf(g.st, m, err)
}

// counting marks a new game's scene as one that counts in the player's record, if its setup does.
func counting(g *gameScene, err error) (*gameScene, error) {
	if err == nil {
		g.files.counts = counted(g.m.Config())
	}
	return g, err
}

// newScene returns the scene of match m on board b.
func newScene(st *State, m playing, b board) *gameScene {
	g := &gameScene{st: st, m: m, b: b, traced: m.Ply()}
	part := scenePart{g: g, st: st, m: m, b: b}
	g.an.scenePart, g.bar.scenePart = part, part
	g.panel.scenePart, g.files.scenePart, g.dialogs.scenePart, g.covers.scenePart = part, part, part, part
	g.hold()   // until it is drawn
	g.layout() // drawable at once (see scene)
	return g
}

// layout implements scene: the board's geometry, the panel's buttons, the slider, the buttons of
// the overlay shown (or of the game-over panel) and the move list, for the scene's state and the
// window's size.
func (g *gameScene) layout() {
	g.b.fit()
	g.panel.layout()
	switch g.overlay {
	case noOverlay, menuOverlay, helpOverlay, pauseOverlay:
		g.extra = g.covers.buttons()
	case playFromOverlay, resumeOverlay, passOverlay, confirmOverlay:
		g.extra = g.dialogs.buttons()
	case saveOverlay, openOverlay:
		g.extra = nil
		g.files.ensureChooser()
		g.files.chooser.layout(g.st)
	}
	g.panel.moves.update(g.m, g.b, g.b.game(), g.lang(), g.result(), g.files.source)
	g.panel.moves.marks = g.an.marks()
	g.an.updateFooter()
}

// result returns how the game ended: the match's result, or at the end of an opened record the
// result the record gives, which its moves alone may not show (a win it gives no reason for).
func (g *gameScene) result() game.Result {
	if res := g.m.Result(); res.Over() || g.files.source == nil {
		return res
	}
	return g.files.source.Result
}

// close saves the game as it stands in the autosave and cancels the computer's search; the window
// is closing or the match is replaced.
func (g *gameScene) close() {
	g.files.closeChooser()
	g.an.drop()
	g.bar.close()
	g.files.saveNow()
	g.m.Close()
}

func (g *gameScene) lang() i18n.Lang { return g.st.lang() }

// hasEngine reports whether the window has a computer player of the game on the board, for the
// hint.
func (g *gameScene) hasEngine() bool { return g.st.opts.Engines.Plays(g.b.game()) }

// config returns the match's setup, for the new-game screen: an opened record's is not the
// player's choice, so the last new-game choices stand then.
func (g *gameScene) config() match.Config {
	if g.m.Viewing() {
		return g.st.lastGame
	}
	return g.m.Config()
}

// Update implements scene.
func (g *gameScene) Update(st *State) error {
	in := &st.in
	g.ticks++
	if !g.wasReady {
		g.wasReady = true
		g.trace("ready %dx%d%s\n", int(st.screen.W), int(st.screen.H), g.b.traceTag())
	}
	// The buttons and the board's geometry are those the last layout made (at the end of the last
	// tick, or by the app after a resize, see app.step): the ones on the screen.
	//
	// An overlay takes this tick's input: the key or click that closes it must not also act on
	// the board behind it (Esc would open the menu again at once).
	covered := g.overlay != noOverlay
	if in.dropped != nil && g.overlay != resumeOverlay {
		g.files.drop()
		covered = true
	}
	switch g.overlay {
	case helpOverlay, menuOverlay, pauseOverlay:
		g.covers.update()
	case openOverlay, saveOverlay:
		g.files.updateChooser()
	case playFromOverlay, resumeOverlay, passOverlay, confirmOverlay:
		g.dialogs.update()
	}
	if !covered && len(in.keys)+len(in.chars) > 0 {
		g.keys()
		g.layout() // a key may have changed the buttons, or opened an overlay
		covered = g.overlay != noOverlay
	}
	if !covered {
		if ui.ClickButtons(in, g.extra) || ui.ClickButtons(in, g.panel.buttons) || g.panel.slide() || g.panel.clickMove() || g.an.click() || g.panel.clickProblems() {
			in.pressed = false
		}
		if !g.m.ShowResult() {
			g.b.pointer(in)
		}
	}
	g.hold() // after this tick's input, which may have opened or closed an overlay
	g.m.Tick()
	g.an.poll()
	g.bar.poll()
	g.fen.poll(g)
	g.events()
	g.files.autosave()
	g.layout() // an overlay opened, or a game ended, during this tick draws its buttons at once
	return nil
}

// keys handles the keyboard shortcuts.
func (g *gameScene) keys() {
	in := &g.st.in
	switch {
	case in.ctrl && in.key(ebiten.KeyQ): // the app quits (see app.step)
	case in.ctrl && in.key(ebiten.KeyZ):
		g.m.Undo()
	case in.ctrl && in.key(ebiten.KeyY):
		g.m.Redo()
	case in.ctrl && in.key(ebiten.KeyS):
		g.files.openSave()
	case in.ctrl && in.key(ebiten.KeyO):
		g.dialogs.leaveThen(g.files.openFiles)
	case in.ctrl && in.key(ebiten.KeyC):
		g.fen.copy(g)
	case in.ctrl && in.key(ebiten.KeyV):
		g.fen.paste(g)
	case in.ctrl:
	case in.key(ebiten.KeySpace):
		g.covers.togglePause()
	case in.char('?') || in.key(ebiten.KeyF1):
		g.overlay = helpOverlay
	case in.key(ebiten.KeyEscape):
		g.overlay = menuOverlay
	case in.key(ebiten.KeyF):
		g.m.Flip()
	case in.key(ebiten.KeyS):
		g.st.switchSkin()
	case in.key(ebiten.KeyH):
		g.m.RequestHint()
	case in.key(ebiten.KeyP):
		g.dialogs.askPass()
	case in.key(ebiten.KeyN):
		g.dialogs.leaveThen(g.newGame)
	case in.key(ebiten.KeyL):
		g.st.switchLang()
	case in.key(ebiten.KeyM):
		g.st.switchSound()
	case in.key(ebiten.KeyArrowLeft):
		g.m.Step(-1)
	case in.key(ebiten.KeyArrowRight):
		g.m.Step(+1)
	case in.key(ebiten.KeyHome):
		g.m.ReviewStart()
	case in.key(ebiten.KeyEnd):
		g.m.ReviewEnd()
	case in.key(ebiten.KeyA):
		g.an.toggle(in.char('A')) // Shift+A types a capital
	case in.key(ebiten.KeyBracketRight):
		g.an.stepMistake(+1)
	case in.key(ebiten.KeyBracketLeft):
		g.an.stepMistake(-1)
	}
}

// eventSounds are the sounds of the match's events.
var eventSounds = map[match.Event]sfx.Sound{
	match.EventMove: sfx.Move, match.EventCapture: sfx.Capture, match.EventPass: sfx.Pass,
	match.EventCheck: sfx.Check, match.EventBikjang: sfx.Check, match.EventGameOver: sfx.GameOver,
	match.EventCountdown: sfx.Tick, match.EventRefused: sfx.Refused,
}

// playEvent plays the sound of a match's event, if it has one and the sound is on.
func (st *State) playEvent(e match.Event) {
	if snd, ok := eventSounds[e]; ok && st.settings.Sound {
		st.sounds.play(snd)
	}
}

// events plays the sounds of what happened and writes the trace.
func (g *gameScene) events() {
	for _, e := range g.m.Events() {
		switch e {
		case match.EventCheck:
			what := "check"
			if g.m.Announcement().Notice == match.NoticeCamp {
				what = "camp"
			}
			g.trace("notice %s\n", what)
		case match.EventBikjang:
			g.trace("notice bikjang\n")
		case match.EventGameOver:
			g.trace("result %s\n", g.m.Result())
			g.files.tally()
		case match.EventRefused:
			g.trace("refused\n")
		case match.EventAutoMove:
			g.sayAutoMove()
		}
		g.st.playEvent(e)
	}
	ply := g.m.Ply()
	if ply == g.traced {
		return
	}
	if ply < g.traced {
		g.traced = ply
		g.trace("undo ply=%d\n", ply)
		return
	}
	moves := g.b.moves()
	for ; g.traced < ply; g.traced++ {
		g.trace("move ply=%d %s by=%s\n", g.traced+1, moves[g.traced], g.m.MoverOf(g.traced+1))
		if g.st.bench != nil {
			g.st.bench.moved()
		}
		if clk := g.m.Clock(); clk != nil {
			g.trace("clock cho=%s han=%s\n", clk.Read(game.Cho), clk.Read(game.Han))
		}
	}
}

func (g *gameScene) trace(format string, args ...any) { g.st.trace(format, args...) }

func (g *gameScene) newGame() {
	g.overlay = noOverlay
	g.st.next = newSetupScene(g.st, g) // hold stops the clock behind it, until Cancel
}

// Draw implements scene.
func (g *gameScene) Draw(dst *ebiten.Image) {
	st := g.st
	g.shown = true // the next update lets the clock run (see hold)
	dst.Fill(ui.Backdrop)
	g.b.draw(dst, g.ticks)
	g.an.drawBetterMove(dst)
	g.drawNotice(dst)
	g.panel.draw(dst)
	switch g.overlay {
	case noOverlay, menuOverlay, helpOverlay, pauseOverlay:
		g.covers.draw(dst)
	case openOverlay, saveOverlay:
		g.files.drawChooser(dst)
	case playFromOverlay, resumeOverlay, passOverlay, confirmOverlay:
		g.dialogs.draw(dst)
	}
	drawNews(dst, st, g.b.frame())
}

// drawNotice announces across the board what the last move did (check, bikjang, a pass, a king
// in the camp, a promotion) or a failure of the computer.
func (g *gameScene) drawNotice(dst *ebiten.Image) {
	a := g.m.Announcement()
	alpha := a.Alpha()
	if alpha <= 0 || g.m.ShowResult() {
		return
	}
	l := g.lang()
	var s string
	ink := g.b.ink(a.Side)
	switch a.Notice {
	case match.NoticeCheck:
		s = i18n.Check.In(l)
	case match.NoticeBikjang:
		s = i18n.Bikjang.In(l)
	case match.NoticePass:
		s = i18n.PassNotice.Format(l, i18n.SideName(g.b.game(), a.Side).In(l))
	case match.NoticeCamp:
		s = i18n.CampNotice.Format(l, i18n.SideName(g.b.game(), a.Side).In(l))
	case match.NoticePromotion:
		s = i18n.PromotionNotice.In(l)
	case match.NoticeAIError:
		s, ink = i18n.AIFailed.Format(l, g.m.Err()), color.RGBA{0xa0, 0x10, 0x10, 0xff}
	default:
		return
	}
	g.st.kit().DrawNotice(dst, g.b.frame(), s, g.b.noticeSize(a.Notice == match.NoticeAIError), ink, alpha, g.b.noticeAvoid())
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
	g.trace("automove %s\n", g.b.moves()[ply-1])
}
