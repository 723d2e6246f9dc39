package ai

import (
	"janggi/game"
	"janggi/game/kind"
)

// node is what negamax knows about the node it is searching. Its helpers read it; the move loop
// raises alpha, and internal iterative reduction lowers depth before the moves are searched.
type node struct {
	alpha, beta Score
	depth, ply  int
	pvNode      bool      // the window is open (beta-alpha > 1): the node may lie on the principal variation
	cutNode     bool      // the node is expected to fail high
	root        bool      // ply 0
	inCheck     bool      // the side to move is in check
	hit         bool      // the hash table had an entry for key
	improving   bool      // staticEval is above the one two plies earlier (four, when that one is unknown)
	excluded    game.Move // the move a singular-extension search leaves out, or NoMove
	ttMove      game.Move // the move to try first: the hash table's, at the root the best root move

	key     uint64  // the hash table key (marked when a move is excluded)
	tte     ttEntry // the hash table's entry, when hit
	ttScore Score   // the entry's score at this ply, noScore without one

	rawEval    Score // the evaluation function's value, noScore in check (the hash table keeps it)
	staticEval Score // rawEval with the correction history's correction, noScore in check
	eval       Score // staticEval sharpened by the hash table's score where its bound allows
}

// negamax is a principal variation search of the current position to depth plies, with the
// pruning, reductions and extensions of modern engines. ply is the distance from the root; cutNode
// says the node is expected to fail high. The steps, in order: mate-distance pruning, the hash
// table (probe), the static evaluation (evaluateNode), pruning of the whole node (pruneNode:
// reverse futility and the null move), internal iterative reduction, then the moves (searchMoves:
// move pruning, singular and check extensions, late-move reductions).
func (w *worker) negamax(alpha, beta Score, depth, ply int, cutNode bool) Score {
	w.pvLen[ply] = ply
	if depth <= 0 {
		return w.quiesce(alpha, beta, ply)
	}
	w.countNode()
	if w.stopped() {
		return 0
	}
	n := node{alpha: alpha, beta: beta, depth: depth, ply: ply, pvNode: beta-alpha > 1, cutNode: cutNode,
		root: ply == 0, inCheck: w.pos.InCheck()}
	if !n.root {
		if v, ok := w.ending(ply); ok {
			return v
		}
		// A win found already is shorter than any this node can give.
		n.alpha = max(n.alpha, lossIn(ply))
		n.beta = min(n.beta, winIn(ply+1))
		if n.alpha >= n.beta {
			return n.alpha
		}
		if ply >= maxPly {
			return w.evaluate()
		}
	}
	w.selDepth = max(w.selDepth, ply+1)

	n.excluded = w.stack[ply].excluded
	if v, ok := w.probe(&n); ok {
		return v
	}
	w.evaluateNode(&n)
	w.stack[ply+1].killers = [2]game.Move{}
	w.stack[ply+2].excluded = game.NoMove
	// Only nodes off the principal variation, not in check and not inside a singular-extension
	// search (whose answer must come from the moves themselves) may be pruned whole.
	if !n.pvNode && !n.inCheck && n.excluded == game.NoMove {
		if v, ok := w.pruneNode(&n); ok {
			return v
		}
	}
	// Internal iterative reduction: without a hash move, deep nodes search less; a shallower
	// search will find one for next time.
	if n.depth >= 4 && n.ttMove == game.NoMove && (n.pvNode || n.cutNode) && !n.root {
		n.depth--
	}
	return w.searchMoves(&n)
}

// probe looks the node up in the hash table. It returns the stored score and true when that
// decides the node: not on the principal variation, stored from a search at least as deep, with a
// bound on the side of beta the score is on.
func (w *worker) probe(n *node) (Score, bool) {
	n.key = w.ttKey()
	if n.excluded != game.NoMove {
		n.key ^= uint64(n.excluded) * 0x9e3779b97f4a7c15
	}
	n.tte, n.hit = w.s.tt.probe(n.key)
	n.ttScore, n.ttMove = noScore, game.NoMove
	if n.hit {
		n.ttScore = fromTT(n.tte.score, n.ply)
		n.ttMove = n.tte.move
	}
	if n.root && len(w.rootMoves) > 0 {
		n.ttMove = w.rootMoves[0].move
	}
	if !n.pvNode && n.hit && n.tte.depth >= n.depth && n.ttScore != noScore &&
		n.tte.bound&boundFor(n.ttScore >= n.beta) != 0 {
		return n.ttScore, true
	}
	return 0, false
}

// evaluateNode sets the node's static evaluation (the raw one from the hash table when it has one,
// corrected by the correction history), its estimate eval (the hash table's score where its bound says the static evaluation is too low or
// too high) and whether the position improves on the same side's last move; in check there is no
// static evaluation and nothing improves. The evaluation is kept in the stack for the plies below.
func (w *worker) evaluateNode(n *node) {
	n.rawEval, n.staticEval, n.eval = noScore, noScore, noScore
	if !n.inCheck {
		if n.hit && n.tte.eval != noScore {
			n.rawEval = n.tte.eval
		} else {
			n.rawEval = w.evaluate()
		}
		n.staticEval = w.correctedEval(n.rawEval, n.ply)
		n.eval = n.staticEval
		if n.ttScore != noScore && n.tte.bound&boundFor(n.ttScore > n.eval) != 0 {
			n.eval = n.ttScore
		}
		if ply := n.ply; ply >= 2 && w.stack[ply-2].eval != noScore {
			n.improving = n.staticEval > w.stack[ply-2].eval
		} else if ply >= 4 && w.stack[ply-4].eval != noScore {
			n.improving = n.staticEval > w.stack[ply-4].eval
		}
	}
	w.stack[n.ply].eval = n.staticEval
}

// pruneNode returns the value and true when a node off the principal variation, not in check and
// outside a singular-extension search can be decided without searching its moves:
//   - reverse futility: at depth 7 or less, eval is above beta by more than a margin that no quiet
//     reply of the opponent could bring back (90 cp a ply, 40 less when improving). Not with a mate
//     score on either side, nor where beta is beyond decidedScore either way: a static evaluation
//     says nothing about mating or being mated, and once a side leads by that much only mates are
//     left to find (a quiet move that threatens mate is what such a node must not prune away);
//   - the null move (nullMove).
func (w *worker) pruneNode(n *node) (Score, bool) {
	if n.depth <= 7 && n.eval < MateBound && -decidedScore < n.beta && n.beta < decidedScore &&
		n.eval-futilityMargin(n.depth, n.improving) >= n.beta {
		return n.eval, true
	}
	return w.nullMove(n)
}

// nullMove tries passing: if after a pass the opponent still cannot bring the score below beta
// in a search shallower by r = 3 + depth/3 (+1 for every 200 cp of eval above beta, up to 3), the
// node is good enough. It returns the node's value and true when the pass proved a fail high (or
// the search stopped).
//
// It is tried at depth 3 or more, when eval is at least beta and the static evaluation at least
// beta - 20*depth + 150, and where canNull allows it. In Janggi the null move is the real pass
// (한수쉼), with its real consequences: after it the opponent may pass back and end the game by
// counting, which the shallower search sees; canNull keeps it out where a pass would end the game
// (facing generals, or the opponent just passed) and in check, where passing is illegal. A mate
// score from the reduced search is not trusted: beta is returned instead. From depth 12 the fail high is verified by a search of the node that does not pass in its first
// plies, against zugzwang (real in Xiangqi endings).
func (w *worker) nullMove(n *node) (Score, bool) {
	depth, beta, ply := n.depth, n.beta, n.ply
	if depth < 3 || n.eval < beta || n.staticEval < beta-20*Score(depth)+150 || !w.canNull(ply) {
		return 0, false
	}
	r := 3 + depth/3 + min(int(n.eval-beta)/200, 3)
	w.makeNull(ply)
	v := -w.negamax(-beta, -beta+1, depth-r, ply+1, !n.cutNode)
	w.unmakeMove()
	if w.stopped() {
		return 0, true
	}
	if v < beta {
		return 0, false
	}
	if v >= MateBound {
		v = beta
	}
	if depth < 12 {
		return v, true
	}
	w.nullMinPly = ply + 3*(depth-r)/4
	v2 := w.negamax(beta-1, beta, depth-r, ply, false)
	w.nullMinPly = 0
	return v, v2 >= beta
}

// searchMoves searches the node's moves, best first as the picker orders them, and returns the
// node's value; it keeps the line of the best move, the quiet-move statistics of a cutoff and the
// hash table entry. At the root the moves are the root moves, each one's score recorded for the
// iteration (and, with several lines wanted, the window kept open below the last of them).
func (w *worker) searchMoves(n *node) Score {
	p, ply := w.pos, n.ply
	var mp picker
	if n.root {
		mp = w.rootPicker()
	} else {
		mp = w.newPicker(ply, n.ttMove, false)
	}
	quiets := w.store[ply].quiets[:0]
	best, bestMove := -Infinite, game.NoMove
	origAlpha := n.alpha
	moveCount := 0
	prunable := w.movesPrunable(n)
	for m := w.nextMove(&mp, ply); m != game.NoMove; m = w.nextMove(&mp, ply) {
		if m == n.excluded {
			continue
		}
		if !n.root && !m.IsPass() && !p.IsLegalPseudo(m) {
			continue
		}
		moveCount++
		capture := !m.IsPass() && p.At(m.To()) != game.NoPiece
		if prunable && best > -MateBound && w.pruneMove(n, &mp, m, moveCount, capture) {
			continue
		}
		ext := 0
		if m == n.ttMove {
			var v Score
			var decided bool
			if ext, v, decided = w.singularExtension(n, m); decided {
				return v
			}
		}

		nodesBefore := w.nodes
		v := w.searchMove(n, &mp, m, moveCount, ext, capture)
		if w.stopped() {
			return 0
		}
		if n.root {
			w.recordRootMove(m, v, n.alpha, moveCount, w.nodes-nodesBefore)
			if w.multiPV > 1 {
				// Keep the window open below the multiPV-th best move, so those moves get exact scores.
				n.alpha = max(origAlpha, w.kthBestScore(w.multiPV))
				if v > best {
					best, bestMove = v, m
				}
				continue
			}
		}
		if v > best {
			best = v
			if v > n.alpha {
				bestMove = m
				if n.pvNode {
					w.updatePV(ply, m)
				}
				if v >= n.beta {
					break
				}
				n.alpha = v
			}
		}
		if !capture && m != bestMove && len(quiets) < cap(quiets) {
			quiets = append(quiets, m)
		}
	}

	if moveCount == 0 {
		if n.excluded != game.NoMove {
			return n.alpha
		}
		// No legal move: checkmate, or in Xiangqi stalemate; both lose (a Janggi side not in
		// check can always pass, except where passing is switched off).
		return lossIn(ply)
	}
	if best >= n.beta && bestMove != game.NoMove && (bestMove.IsPass() || p.At(bestMove.To()) == game.NoPiece) {
		w.updateQuietStats(ply, bestMove, quiets, n.depth)
	}
	if n.excluded == game.NoMove && !(n.root && w.multiPV > 1) {
		b := boundUpper
		switch {
		case best >= n.beta:
			b = boundLower
		case n.pvNode && bestMove != game.NoMove:
			b = boundExact
		}
		w.s.tt.store(n.key, bestMove, toTT(best, ply), n.rawEval, n.depth, b)
		w.learnCorrection(n, best, bestMove)
	}
	return best
}

// rootPicker returns the picker of the root moves, in the order of the last iteration.
func (w *worker) rootPicker() picker {
	moves := w.store[maxPly+1].moves[:0]
	for _, rm := range w.rootMoves {
		moves = append(moves, rm.move)
	}
	return w.listPicker(0, moves)
}

// movesPrunable reports whether the node's moves may be pruned (pruneMove): only below the root,
// not in check, while the side to move has a piece that can leave its palace, and from iteration
// pruneFromDepth+1 on: the first iterations' move ordering has no history to go by yet, so that
// pruning by move count would keep arbitrary moves, and the weak levels search only that deep.
// Moves are pruned only once one has escaped a mate score.
func (w *worker) movesPrunable(n *node) bool {
	return !n.root && !n.inCheck && w.rootDepth > pruneFromDepth && w.mobile[w.pos.SideToMove()] > 0
}

// pruneMove reports whether the moveCount-th move m of a node whose moves are prunable may be left
// out unsearched. The first move never is. Left out are:
//   - late quiet moves (late-move pruning): at depth 8 or less, from the lmpLimit-th move on; the
//     picker then skips the remaining quiet moves too, killers apart;
//   - quiet moves with a bad history: at depth 4 or less, history below -3000 a ply;
//   - hopeless quiet moves (futility): at depth 6 or less, when the static evaluation is below
//     alpha by 120 cp + 110 cp a ply;
//   - losing captures: at depth 4 or less, ordered after the captures that win or keep material.
//
// Quiet checks are pruned like other quiet moves (docs/ai.md has the A/B tests that decided it).
func (w *worker) pruneMove(n *node, mp *picker, m game.Move, moveCount int, capture bool) bool {
	depth := n.depth
	if capture {
		return depth <= 4 && mp.current < scoreGoodCapture && moveCount > 1
	}
	if depth <= 8 && moveCount >= lmpLimit(depth, n.improving) {
		mp.skipQuiets = true
		if !w.isKiller(n.ply, m) {
			return true
		}
	}
	if moveCount <= 1 {
		return false
	}
	if depth <= 4 && w.quietHistory(n.ply, m) < int32(-3000*depth) {
		return true
	}
	return depth <= 6 && n.staticEval+120+110*Score(depth) <= n.alpha
}

// singularExtension decides, for the hash move m, whether it is singular: much better than every
// other move, so that it deserves a ply more. It is tried below the root at depth 8 or more (not
// inside another singular search, and no deeper than twice the iteration's depth), when the hash
// entry is a lower bound from a search at most 3 plies shallower with a score that is not a mate.
// The node is searched without m at half depth against sBeta = ttScore - 2*depth: if every other
// move fails low, m is extended (ext 1). If that search already beats beta, more than one move does
// and the node is decided (multi-cut): decided is true with its value, as it is when the search
// stopped.
func (w *worker) singularExtension(n *node, m game.Move) (ext int, v Score, decided bool) {
	depth, tte := n.depth, &n.tte
	if n.root || depth < 8 || n.excluded != game.NoMove || tte.depth < depth-3 || tte.bound&boundLower == 0 ||
		n.ttScore == noScore || n.ttScore <= -MateBound || n.ttScore >= MateBound || n.ply >= 2*w.rootDepth {
		return 0, 0, false
	}
	sBeta := n.ttScore - Score(2*depth)
	fr := &w.stack[n.ply]
	fr.excluded = m
	v = w.negamax(sBeta-1, sBeta, (depth-1)/2, n.ply, n.cutNode)
	fr.excluded = game.NoMove
	switch {
	case w.stopped():
		return 0, 0, true
	case v < sBeta:
		return 1, 0, false
	case sBeta >= n.beta:
		return 0, sBeta, true
	}
	return 0, 0, false
}

// searchMove plays m, searches it and takes it back, returning its score from this node's side. A
// check is extended (ext 1) unless the checking piece is simply lost: Janggi games are full of
// checks, and extending every one of them would swell the tree; extensions stop at twice the
// iteration's depth. From depth 2, moves after the first (the first two at the root) that are quiet
// or losing captures are searched with a null window reduced by reduction, and again at full depth
// if they beat alpha; on the principal variation the first move, and any move that lands inside the window,
// is searched with the full window.
func (w *worker) searchMove(n *node, mp *picker, m game.Move, moveCount, ext int, capture bool) Score {
	p, ply, alpha := w.pos, n.ply, n.alpha
	// Nothing is reduced at the root of a decided position, where only a mate is left to find.
	reduce := n.depth >= 2 && moveCount > 1+b2i(n.root) && (!capture || mp.current < scoreGoodCapture) &&
		!(n.root && n.alpha >= decidedScore)
	var hist int32
	var taken Score
	if capture {
		taken = w.weights.pieceValue(p.At(m.To()).Type())
	} else if reduce {
		hist = w.quietHistory(ply, m)
	}
	w.makeMove(m, ply)
	givesCheck := p.InCheck()
	if ext == 0 && givesCheck && ply < 2*w.rootDepth && w.keepsMaterial(m, taken) {
		ext = 1
	}
	newDepth := n.depth - 1 + ext

	var v Score
	if reduce {
		d := max(1, min(newDepth-w.reduction(n, m, moveCount, capture, givesCheck, hist), newDepth))
		v = -w.negamax(-alpha-1, -alpha, d, ply+1, true)
		if v > alpha && d < newDepth {
			v = -w.negamax(-alpha-1, -alpha, newDepth, ply+1, !n.cutNode)
		}
	} else if !n.pvNode || moveCount > 1 {
		v = -w.negamax(-alpha-1, -alpha, newDepth, ply+1, !n.cutNode)
	}
	if n.pvNode && (moveCount == 1 || v > alpha && (n.root || v < n.beta)) {
		v = -w.negamax(-n.beta, -alpha, newDepth, ply+1, false)
	}
	w.unmakeMove()
	return v
}

// reduction is how many plies shallower a late move is first searched: the late-move reduction of
// its depth and number, one more off the principal variation and at an expected cut node, one less
// when the position improves, for a check or an evasion, and for a killer, and for a quiet move a
// ply less for every 8000 of its history (a ply more for every 8000 below zero).
func (w *worker) reduction(n *node, m game.Move, moveCount int, capture, givesCheck bool, hist int32) int {
	r := lmr(n.depth, moveCount)
	if !n.pvNode {
		r++
	}
	if n.cutNode {
		r++
	}
	if n.improving {
		r--
	}
	if givesCheck || n.inCheck {
		r--
	}
	if !capture {
		if w.isKiller(n.ply, m) {
			r--
		}
		r -= int(hist) / 8000
	}
	return r
}

// isKiller reports whether m is one of the two killer moves of ply.
func (w *worker) isKiller(ply int, m game.Move) bool {
	return m == w.stack[ply].killers[0] || m == w.stack[ply].killers[1]
}

// decidedScore is a lead so large that only a mate can change the game: once the root's alpha (the
// best score so far, or the aspiration window's floor) reaches it, late root moves are not reduced, so
// that a quiet move that mates is not searched too shallow to see its mate at every iteration.
const decidedScore Score = 2000

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
	if w.rules.Game == kind.Janggi && !p.CanPass() {
		return false
	}
	return w.mobile[p.SideToMove()] > 1
}

// makeNull passes: a real pass in Janggi, a null move in Xiangqi (same board, other side to move).
func (w *worker) makeNull(ply int) {
	p := w.pos
	m := game.PassMove(p.GeneralSquare(p.SideToMove()))
	w.stack[ply].move, w.stack[ply].piece, w.stack[ply].captured, w.stack[ply].cont = m, game.NoPiece, game.NoPiece, -1
	w.accOK[ply+1] = false
	p.Make(m)
	w.keys = append(w.keys, p.Hash())
	w.stack[ply+1].sinceNull = 0
	w.stack[ply+1].ck = w.stack[ply].ck
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
