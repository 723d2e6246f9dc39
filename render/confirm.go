package render

import (
	"janggi/game/kind"
	"janggi/render/i18n"
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
func (g *gameScene) ask(q question) {
	g.asked = q
	g.overlay = confirmOverlay
	g.trace("ask %s\n", q.yes.In(i18n.English))
}

// questionButtons are the confirmation dialog's: Yes, Save first when offered, and Keep playing.
func (g *gameScene) questionButtons(closeThen func(func()) func()) []button {
	l := g.lang()
	q := g.asked
	bs := []button{{label: q.yes.In(l), act: closeThen(q.act), id: "confirm:yes"}}
	if q.save && g.files.canSave() {
		bs = append(bs, button{label: i18n.SaveFirst.In(l), act: closeThen(g.files.openSave), id: "confirm:save"})
	}
	return append(bs, button{label: i18n.KeepPlaying.In(l), primary: true, act: closeThen(func() { g.trace("kept playing\n") }), id: "confirm:no"})
}

// askResign asks before the person resigns.
func (g *gameScene) askResign() {
	if g.m.Result().Over() || g.m.Config().Mode == kind.AIvsAI || g.m.Viewing() {
		g.overlay = noOverlay
		return
	}
	g.ask(question{title: i18n.ResignTitle, info: i18n.ResignInfo, yes: i18n.ResignYes, act: func() { g.m.Resign() }})
}

// unfinished reports whether a game is being played that leaving it would lose: a move made, the
// game not over, and no record being viewed (which is kept in its file).
func (g *gameScene) unfinished() bool {
	return g.m.Ply() > 0 && !g.m.Result().Over() && !g.m.Viewing()
}

// leaveThen does f, which leaves the game (a new game, a record opened), after asking when the
// game is unfinished.
func (g *gameScene) leaveThen(f func()) {
	if !g.unfinished() {
		f()
		return
	}
	g.ask(question{title: i18n.LeaveTitle, info: i18n.LeaveInfo, yes: i18n.LeaveYes, act: f, save: true})
}
