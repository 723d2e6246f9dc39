package render

import (
	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/ui"
)

// A pass that decides the game is never made by one stray key: when passing would end the game
// at once (a pass answering a pass, or accepting a bikjang), or would let the opponent end it by
// passing back with a result that is not the passer's win, the P key and the Pass button alike
// ask first, and say how the game would end, with the count that decides it.

// askPass passes for the person to move, or asks first when the pass decides the game.
func (d *dialogs) askPass() {
	if !d.b.canPass() {
		return
	}
	res, now, ok := d.b.pass.PassEnding()
	mover := d.m.MoverOf(d.m.Ply() + 1)
	if w, won := res.Outcome.Winner(); ok && (now || !won || w != mover) {
		d.g.overlay = passOverlay
		d.g.hold()
		d.st.trace("pass asked: %s\n", res)
		return
	}
	d.b.pass.Pass()
}

// passConfirmed makes the pass the player confirmed.
func (d *dialogs) passConfirmed() {
	d.st.trace("pass confirmed\n")
	if d.b.canPass() {
		d.b.pass.Pass()
	}
}

// passWarning returns the pass dialog's lines: what the pass lets happen, and how the game would
// end, with the points when they decide it.
func (d *dialogs) passWarning() []string {
	l := d.st.lang()
	gm := d.b.game()
	if !d.b.hasPass() {
		return nil
	}
	res, now, ok := d.b.pass.PassEnding()
	if !ok {
		return nil
	}
	mover := d.m.MoverOf(d.m.Ply() + 1)
	var what string
	switch {
	case now && res.Reason == game.Bikjang:
		what = i18n.PassAcceptsBikjang.In(l)
	case now:
		what = i18n.PassEndsNow.In(l)
	default:
		what = i18n.PassBack.Format(l, i18n.SideName(gm, mover.Other()).In(l))
	}
	end := i18n.DrawGame.In(l)
	if w, won := res.Outcome.Winner(); won {
		end = i18n.WinsText(gm, w).In(l)
	}
	if res.Counted {
		end = i18n.Counted.Format(l, i18n.SideName(gm, game.Cho).In(l), res.Points[game.Cho], i18n.SideName(gm, game.Han).In(l), res.Points[game.Han]) + " → " + end
	} else {
		end += " (" + i18n.Reason(gm, l, res.Reason) + ")"
	}
	u := d.st.screen.Unit
	w := d.width()
	return append(ui.Wrap(d.st.fonts.Sans, u*0.9, what, w), ui.Wrap(d.st.fonts.Sans, u*0.9, end, w)...)
}
