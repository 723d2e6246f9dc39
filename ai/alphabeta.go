package ai

import "janggi/game"

// negamax is a principal variation search of the current position to depth plies, with the
// pruning, reductions and extensions of modern engines. ply is the distance from the root; cutNode
// says the node is expected to fail high.
func (w *worker) negamax(alpha, beta Score, depth, ply int, cutNode bool) Score {
	pvNode := beta-alpha > 1
	root := ply == 0
	w.pvLen[ply] = ply
	if depth <= 0 {
		return w.quiesce(alpha, beta, ply)
	}
	w.countNode()
	if w.stopped() {
		return 0
	}
	p := w.pos
	us := p.SideToMove()
	inCheck := p.InCheck()
	fr := &w.stack[ply]
	if !root {
		if v, ok := w.ending(ply); ok {
			return v
		}
		// A win found already is shorter than any this node can give.
		alpha = max(alpha, lossIn(ply))
		beta = min(beta, winIn(ply+1))
		if alpha >= beta {
			return alpha
		}
		if ply >= maxPly {
			return w.evaluate()
		}
	}
	w.selDepth = max(w.selDepth, ply+1)

	excluded := fr.excluded
	key := w.ttKey()
	if excluded != game.NoMove {
		key ^= uint64(excluded) * 0x9e3779b97f4a7c15
	}
	tte, hit := w.s.tt.probe(key)
	ttScore := noScore
	ttMove := game.NoMove
	if hit {
		ttScore = fromTT(tte.score, ply)
		ttMove = tte.move
	}
	if root && len(w.rootMoves) > 0 {
		ttMove = w.rootMoves[0].move
	}
	if !pvNode && hit && tte.depth >= depth && ttScore != noScore &&
		tte.bound&boundFor(ttScore >= beta) != 0 {
		return ttScore
	}

	// Static evaluation, sharpened by the hash table's score when its bound allows.
	staticEval, eval := noScore, noScore
	improving := false
	if !inCheck {
		if hit && tte.eval != noScore {
			staticEval = tte.eval
		} else {
			staticEval = w.evaluate()
		}
		eval = staticEval
		if ttScore != noScore && tte.bound&boundFor(ttScore > eval) != 0 {
			eval = ttScore
		}
		if ply >= 2 && w.stack[ply-2].eval != noScore {
			improving = staticEval > w.stack[ply-2].eval
		} else if ply >= 4 && w.stack[ply-4].eval != noScore {
			improving = staticEval > w.stack[ply-4].eval
		}
	}
	fr.eval = staticEval
	w.stack[ply+1].killers = [2]game.Move{}
	w.stack[ply+2].excluded = game.NoMove

	if !pvNode && !inCheck && excluded == game.NoMove {
		// Reverse futility: far enough above beta that no quiet reply of the opponent brings it back.
		// Not when beta is a loss: a static evaluation says nothing about being mated.
		if depth <= 7 && eval < MateBound && beta > -MateBound && eval-futilityMargin(depth, improving) >= beta {
			return eval
		}
		// Null move: if passing still leaves us above beta after a shallower search, the node is
		// good enough. In Janggi the null move is the real pass (한수쉼), with its real
		// consequences: after it the opponent may pass back and end the game by counting, which
		// the shallower search sees. It is never tried when a pass would end the game (facing
		// generals, or the opponent just passed) or in check, where passing is illegal.
		if depth >= 3 && eval >= beta && staticEval >= beta-20*Score(depth)+150 && w.canNull(ply) {
			r := 3 + depth/3 + min(int(eval-beta)/200, 3)
			w.makeNull(ply)
			v := -w.negamax(-beta, -beta+1, depth-r, ply+1, !cutNode)
			w.unmakeMove()
			if w.stopped() {
				return 0
			}
			if v >= beta {
				if v >= MateBound {
					v = beta
				}
				if depth < 12 {
					return v
				}
				// Deep nodes verify with a search that does not pass in its first plies, against
				// zugzwang in Xiangqi endings.
				w.nullMinPly = ply + 3*(depth-r)/4
				v2 := w.negamax(beta-1, beta, depth-r, ply, false)
				w.nullMinPly = 0
				if v2 >= beta {
					return v
				}
			}
		}
	}
	// Without a hash move, deep nodes search less: a shallower search will find one next time.
	if depth >= 4 && ttMove == game.NoMove && (pvNode || cutNode) && !root {
		depth--
	}

	var mp picker
	if root {
		moves := w.store[maxPly+1].moves[:0]
		for _, rm := range w.rootMoves {
			moves = append(moves, rm.move)
		}
		mp = w.listPicker(ply, moves)
	} else {
		mp = w.newPicker(ply, ttMove, false)
	}
	quiets := w.store[ply].quiets[:0]
	best, bestMove := -Infinite, game.NoMove
	origAlpha := alpha
	moveCount := 0
	for m := w.nextMove(&mp, ply); m != game.NoMove; m = w.nextMove(&mp, ply) {
		if m == excluded {
			continue
		}
		if !root && !m.IsPass() && !p.IsLegalPseudo(m) {
			continue
		}
		moveCount++
		capture := !m.IsPass() && p.At(m.To()) != game.NoPiece
		quiet := !capture

		// Shallow nodes skip quiet moves that are late or hopeless, and losing captures. Not in
		// the first iterations: their move ordering has no history to go by yet, so that pruning
		// by move count would keep arbitrary moves, and weak levels search only that deep.
		if !root && w.rootDepth > pruneFromDepth && best > -MateBound && w.mobile[us] > 0 {
			// Quiet checks are pruned like other quiet moves. A build that spared them (and every
			// quiet move after them, to reach them) scored 44.5% in 200 games at 100 ms a move against
			// two earlier builds that pruned them; against this build it scored 55% in 60 games. The
			// evidence leans to pruning them; docs/ai.md has the figures.
			if quiet && !inCheck {
				if depth <= 8 && moveCount >= lmpLimit(depth, improving) {
					mp.skipQuiets = true
					if m != w.stack[ply].killers[0] && m != w.stack[ply].killers[1] {
						continue
					}
				}
				h := w.quietHistory(ply, m)
				if depth <= 4 && h < int32(-3000*depth) && moveCount > 1 {
					continue
				}
				if depth <= 6 && staticEval+120+110*Score(depth) <= alpha && moveCount > 1 {
					continue
				}
			}
			if capture && !inCheck && depth <= 4 && mp.current < scoreGoodCapture && moveCount > 1 {
				continue
			}
		}

		// Singular extension: when the hash move is much better than every other, search it deeper.
		ext := 0
		if !root && m == ttMove && depth >= 8 && excluded == game.NoMove && tte.depth >= depth-3 &&
			tte.bound&boundLower != 0 && ttScore != noScore && ttScore > -MateBound && ttScore < MateBound &&
			ply < 2*w.rootDepth {
			sBeta := ttScore - Score(2*depth)
			fr.excluded = m
			v := w.negamax(sBeta-1, sBeta, (depth-1)/2, ply, cutNode)
			fr.excluded = game.NoMove
			if w.stopped() {
				return 0
			}
			if v < sBeta {
				ext = 1
			} else if sBeta >= beta {
				return sBeta // more than one move beats beta
			}
		}

		nodesBefore := w.nodes
		// A check extends the search, unless the checking piece is simply lost: Janggi games are
		// full of checks, and extending every one of them would swell the tree.
		var hist int32
		if quiet {
			hist = w.quietHistory(ply, m)
		}
		var taken Score
		if capture {
			taken = w.weights.pieceValue(p.At(m.To()).Type())
		}
		w.makeMove(m, ply)
		givesCheck := p.InCheck()
		if ext == 0 && givesCheck && ply < 2*w.rootDepth && w.keepsMaterial(m, taken) {
			ext = 1
		}
		newDepth := depth - 1 + ext

		var v Score
		if depth >= 2 && moveCount > 1+b2i(root) && (quiet || mp.current < scoreGoodCapture) {
			r := lmr(depth, moveCount)
			if !pvNode {
				r++
			}
			if cutNode {
				r++
			}
			if improving {
				r--
			}
			if givesCheck || inCheck {
				r--
			}
			if quiet {
				if m == w.stack[ply].killers[0] || m == w.stack[ply].killers[1] {
					r--
				}
				r -= int(hist) / 8000
			}
			d := max(1, min(newDepth-r, newDepth))
			v = -w.negamax(-alpha-1, -alpha, d, ply+1, true)
			if v > alpha && d < newDepth {
				v = -w.negamax(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
			}
		} else if !pvNode || moveCount > 1 {
			v = -w.negamax(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
		}
		if pvNode && (moveCount == 1 || v > alpha && (root || v < beta)) {
			v = -w.negamax(-beta, -alpha, newDepth, ply+1, false)
		}
		w.unmakeMove()
		if w.stopped() {
			return 0
		}

		if root {
			w.recordRootMove(m, v, alpha, moveCount, w.nodes-nodesBefore)
			if w.multiPV > 1 {
				// Keep the window open below the multiPV-th best move, so those moves get exact scores.
				alpha = max(origAlpha, w.kthBestScore(w.multiPV))
				if v > best {
					best, bestMove = v, m
				}
				continue
			}
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
		if quiet && m != bestMove && len(quiets) < cap(quiets) {
			quiets = append(quiets, m)
		}
	}

	if moveCount == 0 {
		if excluded != game.NoMove {
			return alpha
		}
		// No legal move: checkmate, or in Xiangqi stalemate; both lose (a Janggi side not in
		// check can always pass, except where passing is switched off).
		return lossIn(ply)
	}
	if best >= beta && bestMove != game.NoMove && (bestMove.IsPass() || p.At(bestMove.To()) == game.NoPiece) {
		w.updateQuietStats(ply, bestMove, quiets, depth)
	}
	if excluded == game.NoMove && !(root && w.multiPV > 1) {
		b := boundUpper
		switch {
		case best >= beta:
			b = boundLower
		case pvNode && bestMove != game.NoMove:
			b = boundExact
		}
		w.s.tt.store(key, bestMove, toTT(best, ply), staticEval, depth, b)
	}
	return best
}

// pruneFromDepth is the last iteration that searches without move-count, futility and history
// pruning.
const pruneFromDepth = 5

// boundFor returns the bound that lets a stored score be used as a lower (true) or upper bound.
func boundFor(lower bool) bound {
	if lower {
		return boundLower
	}
	return boundUpper
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func futilityMargin(depth int, improving bool) Score {
	return Score(90*depth - 40*b2i(improving))
}

// lmpLimit is the number of moves after which a shallow node stops trying quiet moves.
func lmpLimit(depth int, improving bool) int {
	if improving {
		return 6 + depth*depth
	}
	return 4 + depth*depth/2
}

// canNull reports whether a null move may be tried: not in check, not while a pass would end the
// game, not twice in a row, and not with only soldiers left (where zugzwang is real in Xiangqi).
func (w *worker) canNull(ply int) bool {
	p := w.pos
	if p.InCheck() || p.Bikjang() || ply == 0 || ply < w.nullMinPly || w.stack[ply-1].move.IsPass() {
		return false
	}
	if w.rules.Variant == game.Janggi && !p.CanPass() {
		return false
	}
	return w.mobile[p.SideToMove()] > 1
}

// makeNull passes: a real pass in Janggi, a null move in Xiangqi (same board, other side to move).
func (w *worker) makeNull(ply int) {
	p := w.pos
	m := game.PassMove(p.GeneralSquare(p.SideToMove()))
	w.stack[ply].move, w.stack[ply].piece, w.stack[ply].cont = m, game.NoPiece, -1
	p.Make(m)
	w.keys = append(w.keys, p.Hash())
	w.stack[ply+1].sinceNull = 0
}

// updatePV makes m followed by the child's line the line of this ply.
func (w *worker) updatePV(ply int, m game.Move) {
	w.pv[ply][ply] = m
	n := w.pvLen[ply+1]
	if n < ply+1 {
		n = ply + 1
	}
	copy(w.pv[ply][ply+1:n], w.pv[ply+1][ply+1:n])
	w.pvLen[ply] = n
}
