package ai

import "janggi/game"

// quiesce searches captures only (every evasion when in check) until the position is quiet, so
// that the evaluation never looks at a position in the middle of an exchange.
func (w *worker) quiesce(alpha, beta Score, ply int) Score {
	w.countNode()
	if w.stopped() {
		return 0
	}
	p := w.pos
	pvNode := beta-alpha > 1
	w.pvLen[ply] = ply
	if v, ok := w.ending(ply); ok {
		return v
	}
	if ply >= maxPly {
		return w.evaluate()
	}
	w.selDepth = max(w.selDepth, ply+1)
	inCheck := p.InCheck()

	key := w.ttKey()
	tte, hit := w.s.tt.probe(key)
	ttScore := noScore
	ttMove := game.NoMove
	if hit {
		ttScore = fromTT(tte.score, ply)
		ttMove = tte.move
		if !pvNode && ttScore != noScore && tte.bound&boundFor(ttScore >= beta) != 0 {
			return ttScore
		}
	}

	best := -Infinite
	staticEval, rawEval := noScore, noScore
	if !inCheck {
		if hit && tte.eval != noScore {
			rawEval = tte.eval
		} else {
			rawEval = w.evaluate()
		}
		staticEval = w.correctedEval(rawEval, ply)
		best = staticEval
		if ttScore != noScore && tte.bound&boundFor(ttScore > best) != 0 {
			best = ttScore
		}
		// Facing generals: the side to move may pass and so accept the bikjang.
		if p.Bikjang() && p.CanPass() {
			best = max(best, w.decided(ply, w.rules.Bikjang == game.BikjangCounted))
		}
		if best >= beta {
			if !hit {
				w.s.tt.store(key, game.NoMove, toTT(best, ply), rawEval, 0, boundLower)
			}
			return best
		}
		alpha = max(alpha, best)
	}

	wt := w.weights
	mp := w.newPicker(ply, ttMove, true)
	bestMove := game.NoMove
	moveCount := 0
	for m := w.nextMove(&mp, ply); m != game.NoMove; m = w.nextMove(&mp, ply) {
		if !m.IsPass() && !p.IsLegalPseudo(m) {
			continue
		}
		moveCount++
		if !inCheck && best > -MateBound {
			victim := p.At(m.To()).Type()
			gain := wt.pieceValue(victim)
			// Delta pruning: even winning the piece for free would not reach alpha.
			if victim != game.General && staticEval+gain+200 <= alpha {
				continue
			}
			// A capture that loses material in the exchange it starts cannot raise alpha.
			if wt.pieceValue(p.At(m.From()).Type()) > gain && w.see(m) < 0 {
				continue
			}
		}
		w.makeMove(m, ply)
		v := -w.quiesce(-beta, -alpha, ply+1)
		w.unmakeMove()
		if w.stopped() {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				if pvNode {
					w.updatePV(ply, m)
				}
				if v >= beta {
					break
				}
				alpha = v
			}
		}
	}
	if inCheck && moveCount == 0 {
		return lossIn(ply)
	}
	b := boundUpper
	if best >= beta {
		b = boundLower
	}
	w.s.tt.store(key, bestMove, toTT(best, ply), rawEval, 0, b)
	return best
}
