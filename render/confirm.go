package render

import (
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/ui"
)

// question is what the confirmation dialog asks before something ends or drops the game: a
// resignation is final (see match's CanUndo), and a new game or a record opened loses the
// unfinished one.
type question struct {
	title, info, yes i18n.Text
	act              func() // what Yes does
	save             bool   // offer to save the game first
}

// ask opens the confirmation dialog. Its default (Enter) is to keep playing.
func (d *dialogs) ask(q question) {
	d.asked = q
	d.g.overlay = confirmOverlay
	d.st.trace("ask %s\n", q.yes.In(i18n.English))
}

// questionButtons are the confirmation dialog's: Yes, Save first when offered, and Keep playing.
func (d *dialogs) questionButtons(closeThen func(func()) func()) []ui.Button {
	l := d.st.lang()
	q := d.asked
	bs := []ui.Button{{Label: q.yes.In(l), Act: closeThen(q.act), ID: "confirm:yes"}}
	if q.save && d.g.files.canSave() {
		bs = append(bs, ui.Button{Label: i18n.SaveFirst.In(l), Act: closeThen(d.g.files.openSave), ID: "confirm:save"})
	}
	return append(bs, ui.Button{Label: i18n.KeepPlaying.In(l), Primary: true, Act: closeThen(func() { d.st.trace("kept playing\n") }), ID: "confirm:no"})
}

// askResign asks before the person resigns.
func (d *dialogs) askResign() {
	if d.m.Result().Over() || d.m.Config().Mode == kind.AIvsAI || d.m.Viewing() {
		d.g.overlay = noOverlay
		return
	}
	d.ask(question{title: i18n.ResignTitle, info: i18n.ResignInfo, yes: i18n.ResignYes, act: func() { d.m.Resign() }})
}

// unfinished reports whether a game is being played that leaving it would lose: a move made, the
// game not over, and no record being viewed (which is kept in its file).
func (d *dialogs) unfinished() bool {
	return d.m.Ply() > 0 && !d.m.Result().Over() && !d.m.Viewing()
}

// leaveThen does f, which leaves the game (a new game, a record opened), after asking when the
// game is unfinished.
func (d *dialogs) leaveThen(f func()) {
	if !d.unfinished() {
		f()
		return
	}
	d.ask(question{title: i18n.LeaveTitle, info: i18n.LeaveInfo, yes: i18n.LeaveYes, act: f, save: true})
}
