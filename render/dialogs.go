package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// dialogs are the game scene's questions over the board: how to play on from the move shown, whether
// to resume the game an earlier run left, a pass that decides the game (pass.go), and a resignation
// or a game left unfinished (confirm.go). The scene's overlay says which is shown, and its extra
// buttons are the dialog's.
type dialogs struct {
	scenePart
	asked question // what confirmOverlay asks
}

// update handles the input of the dialog shown: Enter presses its default, Esc or a click beside
// it closes it, but the resume offer, which waits for an answer.
func (d *dialogs) update() {
	g := d.g
	in := &d.st.in
	g.extra = d.buttons()
	if in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter) {
		pressDefault(g.extra)
	} else if in.key(ebiten.KeyEscape) && g.overlay != resumeOverlay {
		g.overlay = noOverlay
	} else if !ui.ClickButtons(in, g.extra) && in.pressed && g.overlay != resumeOverlay && !ui.BoxAround(g.extra, d.st.screen.Unit*1.5).Contains(in.x, in.y) && !d.frame().Contains(in.x, in.y) {
		g.overlay = noOverlay
	}
}

// draw draws the dialog shown, over the shaded board.
func (d *dialogs) draw(dst *ebiten.Image) {
	st := d.st
	u := st.screen.Unit
	title, info := d.text()
	ui.Shade(dst)
	box := d.box(len(d.g.extra), len(info))
	st.kit().DrawPanelBox(dst, box, u)
	st.pen().FitText(dst, u*1.5, title, box.X+u*1.5, box.Y+u*2.2, box.W-u*3, ui.CenterLeft, ui.PanelText)
	for i, line := range info {
		st.pen().FitText(dst, u*0.9, line, box.X+u*1.5, box.Y+u*4.3+float64(i)*u*1.4, box.W-u*3, ui.CenterLeft, ui.PanelDim)
	}
	st.kit().DrawButtons(dst, d.g.extra)
}

// openPlayFrom asks how to play on from the move shown.
func (d *dialogs) openPlayFrom() {
	if d.m.CanPlayFrom() {
		d.g.overlay = playFromOverlay
	}
}

// buttons returns the buttons of the dialog shown.
func (d *dialogs) buttons() []ui.Button {
	st := d.st
	l := d.st.lang()
	var bs []ui.Button
	closeThen := func(f func()) func() { return func() { d.g.overlay = noOverlay; d.g.hold(); f() } }
	switch d.g.overlay {
	case playFromOverlay:
		bs = []ui.Button{
			{Label: i18n.ModeNames[1].In(l), Act: closeThen(func() { d.playFrom(kind.HotSeat, game.Cho) })},
			{Label: i18n.PlayAsText(d.b.game(), game.Cho).In(l), Act: closeThen(func() { d.playFrom(kind.VsAI, game.Cho) })},
			{Label: i18n.PlayAsText(d.b.game(), game.Han).In(l), Act: closeThen(func() { d.playFrom(kind.VsAI, game.Han) })},
			{Label: i18n.Cancel.In(l), Act: closeThen(func() {})},
		}
	case resumeOverlay:
		bs = []ui.Button{
			{Label: i18n.ResumeGame.In(l), Primary: true, Act: closeThen(func() {
				d.st.trace("resume plies=%d\n", d.m.Ply())
			})},
			{Label: i18n.NewGame.In(l), Act: closeThen(d.declineResume)},
		}
	case passOverlay:
		bs = []ui.Button{
			{Label: i18n.PassAnyway.In(l), Act: closeThen(d.passConfirmed)},
			{Label: i18n.Cancel.In(l), Primary: true, Act: closeThen(func() { d.st.trace("pass cancelled\n") })},
		}
	case confirmOverlay:
		bs = d.questionButtons(closeThen)
	}
	_, info := d.text()
	box := d.box(len(bs), len(info))
	u := st.screen.Unit
	top := box.Y + u*4.6 + float64(len(info))*u*1.4
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: top, W: box.W - u*3, H: box.H}, len(bs), 1, u*2.5, u*0.6)
	for i := range bs {
		bs[i].R = rects[i]
	}
	return bs
}

// pressDefault runs the dialog's default button (Enter): the primary one, else the first that
// can be pressed.
func pressDefault(bs []ui.Button) {
	var first *ui.Button
	for i := range bs {
		b := &bs[i]
		if b.Disabled || b.Act == nil {
			continue
		}
		if b.Primary {
			b.Act()
			return
		}
		if first == nil {
			first = b
		}
	}
	if first != nil {
		first.Act()
	}
}

// box is where a dialog with n buttons and lines lines of text under its title goes: over
// the middle of the board.
func (d *dialogs) box(n, lines int) layout.Rect {
	sc := d.st.screen
	u := sc.Unit
	w, h := min(sc.Board.W*0.8, u*28), float64(n)*u*3.1+u*6.1+float64(lines)*u*1.4
	return overBoard(sc, w, h)
}

// frame is the box of the dialog shown.
func (d *dialogs) frame() layout.Rect {
	_, info := d.text()
	return d.box(len(d.g.extra), len(info))
}

// width is the width of a dialog's text.
func (d *dialogs) width() float64 {
	return d.box(1, 0).W - d.st.screen.Unit*3
}

// text returns the title of the dialog shown and the lines of text under it.
func (d *dialogs) text() (string, []string) {
	st := d.st
	l := d.st.lang()
	u := st.screen.Unit
	var title, info string
	switch d.g.overlay {
	case playFromOverlay:
		title = i18n.PlayFromHow.Format(l, d.m.ShownPly())
		if d.m.ShownPly() == 0 {
			title = i18n.PlayFromTop.In(l)
		}
		side := d.m.MoverOf(d.m.ShownPly() + 1)
		info = i18n.SideName(d.b.game(), side).In(l) + " · " + i18n.ToMove.In(l)
	case resumeOverlay:
		title = i18n.ResumeTitle.In(l)
		cfg := d.m.Config()
		info = i18n.ResumeInfo.Format(l, i18n.ModeNames[cfg.Mode].In(l), d.m.Ply(), d.b.rulesName(l))
		if clk := d.m.Clock(); clk != nil {
			info += " · " + i18n.TimeControl(l, clk.Control())
		}
	case passOverlay:
		return i18n.PassTitle.In(l), d.passWarning()
	case confirmOverlay:
		title, info = d.asked.title.In(l), d.asked.info.In(l)
	}
	if info == "" {
		return title, nil
	}
	return title, ui.Wrap(st.fonts.Sans, u*0.9, info, d.width())
}

// declineResume drops the resumed game: the autosave goes, and the game the settings give starts
// (or the new-game screen, when the window was asked to open on it).
func (d *dialogs) declineResume() {
	d.m.Close()
	startAfresh(d.st)
}

// playFrom plays on from the move shown, in the mode chosen; levels, the hot-seat flip and the
// time control come from the last new-game choices (the preset's usual clock is the record's
// preset's).
func (d *dialogs) playFrom(mode kind.Mode, human game.Color) {
	cfg := d.st.lastGame
	cfg.Now = d.st.now
	if mode == kind.VsAI {
		cfg = cfg.AgainstComputer(human)
	}
	cfg.Mode, cfg.Human = mode, human
	for c := range cfg.Levels {
		cfg.Levels[c] = min(max(cfg.Levels[c], 1), d.st.opts.MaxLevel)
	}
	ply := d.m.ShownPly()
	n, err := d.g.playFrom(cfg)
	if err != nil {
		d.st.fail(i18n.OpenFailed.Format(d.st.lang(), err))
		return
	}
	d.st.trace("play from ply=%d mode=%s\n", ply, mode)
	d.g.files.source = nil
	d.g.switchTo(n)
}
