package ai

import "janggi/game"

// see returns the static exchange evaluation of move m (not a pass): the material the mover wins
// or loses on m's target point if both sides keep capturing there with their cheapest piece, each
// free to stop when going on would lose. It plays the captures out on the position, because a
// Janggi cannon's screens change with every capture. Pins are ignored, and a general captures only
// when nothing can take it back.
func (w *worker) see(m game.Move) Score {
	p := w.pos
	wt := w.weights
	to := m.To()
	victim := p.At(to)
	if victim.Type() == game.General {
		return Mate
	}
	var gain [34]Score
	gain[0] = wt.pieceValue(victim.Type())
	onTarget := wt.pieceValue(p.At(m.From()).Type())
	p.Make(m)
	makes, d := 1, 0
	for d+1 < len(gain) {
		side := p.SideToMove()
		from := p.CheapestAttacker(to, side)
		if from == game.NoSquare {
			break
		}
		attacker := p.At(from).Type()
		if attacker == game.General && p.CheapestAttacker(to, side.Other()) != game.NoSquare {
			break
		}
		d++
		gain[d] = onTarget - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // whoever captured last keeps the gain whatever follows
		}
		onTarget = wt.pieceValue(attacker)
		p.Make(game.NewMove(from, to))
		makes++
	}
	for ; makes > 0; makes-- {
		p.Unmake()
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// keepsMaterial reports, just after move m that took a piece worth taken, whether the opponent
// cannot win back more than that by capturing the piece that moved.
func (w *worker) keepsMaterial(m game.Move, taken Score) bool {
	if m.IsPass() {
		return true
	}
	to := m.To()
	from := w.pos.CheapestAttacker(to, w.pos.SideToMove())
	if from == game.NoSquare {
		return true
	}
	return taken >= w.see(game.NewMove(from, to))
}
