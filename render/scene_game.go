package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/sfx"
)

// overlay is what covers the board: nothing, the menu, the help, the pause or a dialog.
type overlay uint8

const (
	noOverlay overlay = iota
	menuOverlay
	helpOverlay
	pauseOverlay    // the player paused the game
	saveOverlay     // save as .gib or .pgn
	openOverlay     // the list of record files
	playFromOverlay // how to play on from the move shown
	resumeOverlay   // resume the game an earlier run left?
)

// gameScene is the board, the side panel and their overlays for one match.
type gameScene struct {
	st    *State
	m     *match.Match
	spec  *layout.Board
	style Style
	geo   layout.Geometry
	board boardLayer

	overlay  overlay
	buttons  []button // the panel's
	extra    []button // the game-over panel's or the menu's
	moves    moveList
	traced   int // moves written to the trace
	ticks    int // for the thinking indicator
	wasReady bool

	source  *record.Record // the opened record shown, saved as it is; nil for a game played here
	files   *fileList      // the Open dialog's list
	saved   autosaveKey    // what the autosave holds
	slider  layout.Rect    // the record's slider, while one is shown
	sliding bool           // the slider's knob is being dragged
}

// newGameScene starts a match with cfg.
func newGameScene(st *State, cfg match.Config) (*gameScene, error) {
	m, err := match.New(cfg, st.opts.Engine)
	if err != nil {
		return nil, err
	}
	return newSceneFor(st, m), nil
}

// close saves the game as it stands in the autosave and cancels the computer's search; the window
// is closing or the match is replaced.
func (g *gameScene) close() {
	g.saveNow()
	g.m.Close()
}

func (g *gameScene) lang() i18n.Lang { return g.st.lang() }

// fit recomputes the board's geometry for the window's size and orientation.
func (g *gameScene) fit() {
	g.geo = g.st.screen.FitBoard(g.spec, g.m.Flipped())
}

// square returns the square under pixel (x, y), or game.NoSquare.
func (g *gameScene) square(x, y float64) game.Square {
	p, ok := g.geo.Hit(x, y)
	if !ok {
		return game.NoSquare
	}
	return game.SquareAt(p.File, p.Rank)
}

// center returns the pixel at the centre of square s.
func (g *gameScene) center(s game.Square) (float64, float64) {
	return g.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
}

// Update implements scene.
func (g *gameScene) Update(st *State) error {
	in := &st.in
	g.ticks++
	if !g.wasReady {
		g.wasReady = true
		g.trace("ready %dx%d\n", int(st.screen.W), int(st.screen.H))
	}
	g.fit()
	// An overlay takes this tick's input: the key or click that closes it must not also act on
	// the board behind it (Esc would open the menu again at once).
	covered := g.overlay != noOverlay
	if in.dropped != nil && g.overlay != resumeOverlay {
		g.drop()
		covered = true
	}
	switch g.overlay {
	case helpOverlay:
		if in.pressed || len(in.keys) > 0 {
			g.overlay = noOverlay
		}
	case menuOverlay:
		g.extra = g.menuButtons()
		if in.key(ebiten.KeyEscape) {
			g.overlay = noOverlay
		} else if !clickButtons(in, g.extra) && in.pressed {
			g.overlay = noOverlay
		}
	default:
		g.updateRecordOverlay()
	}
	g.slider = g.sliderRect(g.panelLayout().status)
	g.buttons = g.panelButtons() // drawn under an overlay too
	if !covered {
		g.keys()
		g.buttons = g.panelButtons()
		g.extra = nil
		if g.m.ShowResult() {
			g.extra = g.resultButtons()
		}
		if clickButtons(in, g.extra) || clickButtons(in, g.buttons) || g.slide() || g.clickMove() {
			in.pressed = false
		}
		g.pointer()
	}
	g.hold() // after this tick's input, which may have opened or closed an overlay
	g.m.Tick()
	g.events()
	g.autosave()
	g.fit()
	g.moves.update(g.m, g.lang())
	switch g.overlay { // an overlay opened during this tick draws its own buttons at once
	case menuOverlay:
		g.extra = g.menuButtons()
	case saveOverlay, playFromOverlay, resumeOverlay:
		g.extra = g.dialogButtons()
	}
	return nil
}

// keys handles the keyboard shortcuts.
func (g *gameScene) keys() {
	in := &g.st.in
	switch {
	case in.ctrl && in.key(ebiten.KeyQ):
		g.st.quit = true
	case in.ctrl && in.key(ebiten.KeyZ):
		g.m.Undo()
	case in.ctrl && in.key(ebiten.KeyY):
		g.m.Redo()
	case in.ctrl && in.key(ebiten.KeyS):
		g.openSave()
	case in.ctrl && in.key(ebiten.KeyO):
		g.openFiles()
	case in.ctrl:
	case in.key(ebiten.KeySpace):
		g.togglePause()
	case in.char('?') || in.key(ebiten.KeyF1):
		g.overlay = helpOverlay
	case in.key(ebiten.KeyEscape):
		g.overlay = menuOverlay
	case in.key(ebiten.KeyF):
		g.m.Flip()
	case in.key(ebiten.KeyS):
		g.st.switchSkin()
	case in.key(ebiten.KeyH):
		g.hint()
	case in.key(ebiten.KeyP):
		g.m.Pass()
	case in.key(ebiten.KeyN):
		g.newGame()
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
	}
}

// pointer passes the mouse to the match when it is over the board.
func (g *gameScene) pointer() {
	in := &g.st.in
	if g.m.ShowResult() {
		return
	}
	sq := g.square(in.x, in.y)
	if in.pressed && g.st.screen.Board.Contains(in.x, in.y) {
		g.m.Press(sq, in.x, in.y)
	}
	if in.down {
		g.m.Drag(in.x, in.y, g.geo.Cell*0.15)
	}
	if in.released {
		g.m.Release(sq)
	}
}

// events plays the sounds of what happened and writes the trace.
func (g *gameScene) events() {
	for _, e := range g.m.Events() {
		var s sfx.Sound
		switch e {
		case match.EventMove:
			s = sfx.Move
		case match.EventCapture:
			s = sfx.Capture
		case match.EventPass:
			s = sfx.Pass
		case match.EventCheck:
			s = sfx.Check
			g.trace("notice check\n")
		case match.EventBikjang:
			s = sfx.Check
			g.trace("notice bikjang\n")
		case match.EventGameOver:
			s = sfx.GameOver
			g.trace("result %s\n", g.m.Result())
		case match.EventCountdown:
			s = sfx.Tick
		case match.EventAutoMove:
			g.sayAutoMove()
			continue
		default:
			continue
		}
		if g.st.prefs.Sound {
			g.st.sounds.play(s)
		}
	}
	moves := g.m.Game().Moves()
	if len(moves) < g.traced {
		g.traced = len(moves)
		g.trace("undo ply=%d\n", len(moves))
	}
	for ; g.traced < len(moves); g.traced++ {
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

func (g *gameScene) hint() {
	g.m.RequestHint()
}

func (g *gameScene) newGame() {
	g.overlay = noOverlay
	g.st.next = newSetupScene(g.st, g) // hold stops the clock behind it, until Cancel
}

// Draw implements scene.
func (g *gameScene) Draw(dst *ebiten.Image) {
	st := g.st
	dst.Fill(backdrop)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.geo.Frame.X, g.geo.Frame.Y)
	dst.DrawImage(g.board.image(g.geo, st.fonts), op)
	g.drawMarks(dst)
	g.drawPieces(dst)
	g.drawTargets(dst)
	g.drawHint(dst)
	g.drawDragged(dst)
	g.drawNotice(dst)
	g.drawPanel(dst)
	if g.m.ShowResult() && g.overlay == noOverlay {
		g.drawResult(dst)
	}
	switch g.overlay {
	case menuOverlay:
		g.drawMenu(dst)
	case helpOverlay:
		g.drawHelp(dst)
	case noOverlay:
	default:
		g.drawRecordOverlay(dst)
	}
	drawNews(dst, st, g.geo.Frame)
}

// radius returns the radius of a counter of type t on this board.
func (g *gameScene) radius(t game.PieceType) float64 {
	return g.geo.Cell * 0.46 * counterSize(g.style, t)
}

// drawPiece draws piece pc centred on (x, y); lift raises it (selected or dragged), alpha fades it.
func (g *gameScene) drawPiece(dst *ebiten.Image, pc game.Piece, x, y, lift, alpha float64) {
	t := Token{Style: g.style, Side: pc.Color(), Type: pc.Type()}
	img := g.st.pieces.image(g.st.prefs.Skin, t, g.radius(pc.Type())*(1+lift*0.08))
	op := &ebiten.DrawImageOptions{}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	op.GeoM.Translate(x-float64(w)/2, y-float64(h)/2-lift*g.geo.Cell*0.08)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawMarks draws the last move's from and to points, and a red glow under a general in check.
func (g *gameScene) drawMarks(dst *ebiten.Image) {
	pos := g.m.Shown()
	c := g.geo.Cell
	if lm := pos.LastMove(); lm != game.NoMove {
		mark := fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.6)
		fx, fy := g.center(lm.From())
		tx, ty := g.center(lm.To())
		if lm.IsPass() {
			g.st.shapes.ring(dst, fx, fy, c*0.5, c*0.06, mark)
		} else {
			g.st.shapes.ring(dst, fx, fy, c*0.2, c*0.05, mark)
			g.counterShape(dst, tx, ty, c*0.54, 0, fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.45))
		}
	}
	if pos.InCheck() || pos.Bikjang() {
		side := pos.SideToMove()
		if k := pos.GeneralSquare(side); k != game.NoSquare {
			x, y := g.center(k)
			pulse := 0.55 + 0.25*math.Sin(float64(g.ticks)/6)
			g.st.shapes.disc(dst, x, y, c*0.6, color.RGBA{0xe0, 0x20, 0x20, 0xff}, pulse)
		}
	}
}

// drawPieces draws every counter of the shown position, with the last move's slide and fade.
func (g *gameScene) drawPieces(dst *ebiten.Image) {
	pos := g.m.Shown()
	anim := g.m.Anim
	_, reviewing := g.m.Reviewing()
	animating := anim.Busy() && !reviewing && anim.Move != game.NoMove
	sel := g.m.Sel
	for s := game.Square(0); s < game.SquareCount; s++ {
		pc := pos.At(s)
		if pc == game.NoPiece || (animating && s == anim.Move.To()) || (sel.Dragging && s == sel.From) {
			continue
		}
		x, y := g.center(s)
		lift := 0.0
		if sel.Selected() && s == sel.From {
			lift = 1
		}
		g.drawPiece(dst, pc, x, y, lift, 1)
	}
	if !animating {
		return
	}
	tx, ty := g.center(anim.Move.To())
	if anim.Captured != game.NoPiece {
		g.drawPiece(dst, anim.Captured, tx, ty, 0, anim.FadeAt())
	}
	fx, fy := g.center(anim.Move.From())
	k := anim.SlideAt()
	g.drawPiece(dst, anim.Piece, fx+(tx-fx)*k, fy+(ty-fy)*k, 0, 1)
}

// drawTargets draws the selected piece's legal destinations: dots, and rings on captures.
func (g *gameScene) drawTargets(dst *ebiten.Image) {
	sel := g.m.Sel
	if !sel.Selected() || !g.st.prefs.Hints {
		return
	}
	pos := g.m.Shown()
	c := g.geo.Cell
	ink := fade(inkOf(g.style, pos.SideToMove()), 0.75)
	for _, t := range sel.Targets {
		x, y := g.center(t)
		if pc := pos.At(t); pc != game.NoPiece {
			g.counterShape(dst, x, y, g.radius(pc.Type())*1.08, c*0.07, ink)
		} else {
			g.st.shapes.disc(dst, x, y, c*0.13, ink, 1)
		}
	}
}

// drawHint draws the suggested move as an arrow.
func (g *gameScene) drawHint(dst *ebiten.Image) {
	h := g.m.Hint()
	if h == game.NoMove {
		return
	}
	ink := fade(color.RGBA{0x10, 0x70, 0xd0, 0xff}, 0.8)
	c := g.geo.Cell
	fx, fy := g.center(h.From())
	if h.IsPass() {
		g.st.shapes.ring(dst, fx, fy, c*0.55, c*0.08, ink)
		return
	}
	tx, ty := g.center(h.To())
	drawHintArrow(dst, g.st, fx, fy, tx, ty, c, ink)
}

// drawHintArrow draws a hint's arrow from (fx, fy) to (tx, ty) on a board of the given cell
// size, through the sprite cache.
func drawHintArrow(dst *ebiten.Image, st *State, fx, fy, tx, ty, cell float64, ink color.RGBA) {
	pad := cell * 0.5
	x0, y0 := math.Min(fx, tx)-pad, math.Min(fy, ty)-pad
	k := spriteKey{shape: "arrow", w: int(math.Abs(tx-fx) + 2*pad), h: int(math.Abs(ty-fy) + 2*pad), p: [2]float64{tx - fx, ty - fy}, c: ink}
	st.shapes.draw(dst, k, x0, y0, 1, func(img *ebiten.Image) {
		drawArrow(img, fx-x0, fy-y0, tx-x0, ty-y0, cell, ink)
	})
}

// drawArrow draws an arrow from (fx, fy) to (tx, ty) for a board of the given cell size.
func drawArrow(dst *ebiten.Image, fx, fy, tx, ty, cell float64, ink color.RGBA) {
	dx, dy := tx-fx, ty-fy
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	head := cell * 0.38
	bx, by := tx-ux*head, ty-uy*head
	line(dst, fx, fy, bx, by, cell*0.12, ink)
	fill(dst, polygonPath([][2]float64{
		{tx, ty}, {bx - uy*head*0.6, by + ux*head*0.6}, {bx + uy*head*0.6, by - ux*head*0.6},
	}), ink)
}

// drawDragged draws the piece following the pointer, above everything on the board.
func (g *gameScene) drawDragged(dst *ebiten.Image) {
	sel := g.m.Sel
	if !sel.Dragging {
		return
	}
	pc := g.m.Shown().At(sel.From)
	if pc != game.NoPiece {
		g.drawPiece(dst, pc, sel.X, sel.Y, 1.5, 1)
	}
}

// drawNotice announces check, bikjang, a pass or a failure of the computer across the board.
func (g *gameScene) drawNotice(dst *ebiten.Image) {
	a := g.m.Announcement()
	alpha := a.Alpha()
	if alpha <= 0 || g.m.ShowResult() {
		return
	}
	l := g.lang()
	var s string
	ink := inkOf(g.style, a.Side)
	switch a.Notice {
	case match.NoticeCheck:
		s = i18n.Check.In(l)
	case match.NoticeBikjang:
		s = i18n.Bikjang.In(l)
	case match.NoticePass:
		s = i18n.PassNotice.Format(l, i18n.SideShort[a.Side].In(l))
	case match.NoticeAIError:
		s, ink = i18n.AIFailed.Format(l, g.m.Err()), color.RGBA{0xa0, 0x10, 0x10, 0xff}
	default:
		return
	}
	f := g.geo.Frame
	size := g.geo.Cell * 0.75
	if a.Notice == match.NoticeAIError {
		size = g.geo.Cell * 0.32
	}
	drawNoticeBox(dst, g.st, f, s, size, ink, alpha)
}
