package render

import (
	"janggi/game"
	"janggi/render/i18n"
)

// A pass that decides the game is never made by one stray key: when passing would end the game
// at once (a pass answering a pass, or accepting a bikjang), or would let the opponent end it by
// passing back with a result that is not the passer's win, the P key and the Pass button alike
// ask first, and say how the game would end, with the count that decides it.

// askPass passes for the person to move, or asks first when the pass decides the game.
func (g *gameScene) askPass() {
	if !g.b.canPass() {
		return
	}
	res, now, ok := g.b.passEnding()
	mover := g.m.MoverOf(g.m.Ply() + 1)
	if w, won := res.Outcome.Winner(); ok && (now || !won || w != mover) {
		g.overlay = passOverlay
		g.hold()
		g.trace("pass asked: %s\n", res)
		return
	}
	g.b.pass()
}

// passConfirmed makes the pass the player confirmed.
func (g *gameScene) passConfirmed() {
	g.trace("pass confirmed\n")
	g.b.pass()
}

// passWarning returns the pass dialog's lines: what the pass lets happen, and how the game would
// end, with the points when they decide it.
func (g *gameScene) passWarning() []string {
	l := g.lang()
	gm := g.b.game()
	res, now, ok := g.b.passEnding()
	if !ok {
		return nil
	}
	mover := g.m.MoverOf(g.m.Ply() + 1)
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
		end += " (" + i18n.Reason(l, res.Reason) + ")"
	}
	u := g.st.screen.Unit
	w := g.dialogWidth()
	return append(wrap(g.st.fonts.sans, u*0.9, what, w), wrap(g.st.fonts.sans, u*0.9, end, w)...)
}
