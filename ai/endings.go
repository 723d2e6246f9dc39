package ai

import (
	"janggi/game"
	"janggi/game/kind"
)

// The search must see every way a Janggi game ends, with the value the preset gives it: a pass
// that accepts a bikjang, two passes in a row, the move limit and repetitions are decided by
// counting points in some presets and drawn in others; a perpetual checker (and in Xiangqi a
// perpetual chaser) loses. game.Result
// decides these at the root; inside the tree these cheaper tests give the same answers.

// ending returns the value of the current node from the side to move's view if the game is over
// here (or, for a repetition, will be if the players go on repeating), and false otherwise.
// Checkmate is not found here but by the move loop finding no legal move.
func (w *worker) ending(ply int) (Score, bool) {
	p := w.pos
	us := p.SideToMove()
	if p.EndedByPass() {
		if p.Bikjang() {
			return w.decided(ply, w.rules.Bikjang == game.BikjangCounted), true
		}
		return w.decided(ply, w.rules.CountDoublePass), true
	}
	if p.GeneralSquare(us) == game.NoSquare {
		return lossIn(ply), true
	}
	if p.GeneralSquare(us.Other()) == game.NoSquare {
		return winIn(ply), true
	}
	if w.rules.AllowSelfCheck && p.Attacked(p.GeneralSquare(us.Other()), us) {
		return winIn(ply + 1), true // the opponent left its general en prise: take it
	}
	if w.mobile[game.Cho] == 0 && w.mobile[game.Han] == 0 {
		return w.decided(ply, w.rules.CountInsufficient), true // no mating material
	}
	if v, ok := w.moveLimit(ply); ok {
		return v, true
	}
	return w.repetition(ply)
}

// decided returns the value of an ending that is a draw, or when counted is true (and the game is
// Janggi) a win for the side with more points. Points never tie: Han's 덤 is 1.5.
func (w *worker) decided(ply int, counted bool) Score {
	if !counted || w.rules.Game != kind.Janggi {
		return 0
	}
	us := w.pos.SideToMove()
	if w.pos.Points(us) > w.pos.Points(us.Other()) {
		return winIn(ply)
	}
	return lossIn(ply)
}

// moveLimit applies the preset's limits on plies without a capture and on plies in all. As in
// game.Result, a checkmate on the last ply still counts as a checkmate.
func (w *worker) moveLimit(ply int) (Score, bool) {
	p, r := w.pos, w.rules
	if !p.MoveLimitReached() {
		return 0, false
	}
	if p.InCheck() && !w.hasLegalMove() {
		return lossIn(ply), true
	}
	return w.decided(ply, r.CountMoveLimit), true
}

// hasLegalMove reports whether the side to move has a legal move.
func (w *worker) hasLegalMove() bool {
	p := w.pos
	if p.CanPass() {
		return true
	}
	var buf [256]game.Move
	for _, m := range p.PseudoMoves(buf[:0]) {
		if p.IsLegalPseudo(m) {
			return true
		}
	}
	return false
}

// repetition looks for the current position earlier in the game since the last capture. A
// repetition inside the search tree counts at once (the side that liked it can repeat again); one
// that reaches back before the root needs the preset's full count. The value follows game.Result
// (game.Position.CycleOutcome): a side that gave check with every move of the cycle loses, and in
// Xiangqi one that chased a piece with every move, else the ending is drawn or counted.
func (w *worker) repetition(ply int) (Score, bool) {
	r := w.rules
	if r.RepetitionCount < 2 {
		return 0, false
	}
	n := len(w.keys) - 1
	end := min(w.pos.HalfmoveClock(), n, w.stack[ply].sinceNull)
	if end < 4 {
		return 0, false
	}
	key := w.keys[n]
	seen := 0
	for i := 4; i <= end; i += 2 {
		if w.keys[n-i] != key {
			continue
		}
		seen++
		if n-i < w.rootIdx && seen+1 < r.RepetitionCount {
			continue
		}
		// A side that checked, or (Xiangqi) chased one piece, with every move of the cycle loses.
		us := w.pos.SideToMove()
		switch out, _ := w.pos.CycleOutcome(i); {
		case out == game.Win(us):
			return winIn(ply), true
		case out == game.Win(us.Other()):
			return lossIn(ply), true
		case r.Under30 && !bothUnder30(w.pos):
			return 0, true // not an ending here, but nothing is gained by going round again
		}
		return w.decided(ply, r.CountRepetition), true
	}
	return 0, false
}

// bothUnder30 reports whether both sides count fewer than 30 points (the KJA's condition).
func bothUnder30(p *game.Position) bool {
	return p.Points(game.Cho) < 60 && p.Points(game.Han) < 60
}
