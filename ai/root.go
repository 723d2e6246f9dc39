package ai

import (
	"slices"

	"janggi/game"
)

// iterate runs iterative deepening with aspiration windows on the worker's root moves until a limit
// stops it. The main thread (id 0) reports progress to info and decides when to stop; helper
// threads search one ply deeper than the main thread every other iteration, so that the threads
// spread over the tree and fill the shared hash table with different results.
func (w *worker) iterate(info func(Info)) {
	s := w.s
	l := s.limits
	maxDepth := maxPly - 16
	if l.Depth > 0 {
		maxDepth = min(l.Depth, maxDepth)
	}
	lastBest, stable := game.NoMove, 0
	for depth := 1; depth <= maxDepth; depth++ {
		w.rootDepth = depth
		// Helpers skip every other iteration (the odd ones for helper 1, the even ones for helper
		// 2, and so on), so that they search deeper than the main thread half the time and fill the
		// shared table ahead of it; the depth asked for is never skipped. Two threads reach a depth
		// sooner so (janggi bench search) than with helpers one ply deeper every other iteration
		// (docs/ai.md, "Why it is built so").
		if w.id > 0 && depth > 1 && depth < maxDepth && (depth+w.id)%2 == 0 {
			continue
		}
		w.selDepth = 0
		for i := range w.rootMoves {
			rm := &w.rootMoves[i]
			if rm.score != -Infinite {
				rm.prevScore = rm.score
			}
			rm.score = -Infinite
		}
		alpha, beta := -Infinite, Infinite
		delta := Score(25)
		if prev := w.rootMoves[0].prevScore; depth >= 4 && w.multiPV == 1 && prev > -MateBound && prev < MateBound {
			alpha, beta = max(prev-delta, -Infinite), min(prev+delta, Infinite)
		}
		for {
			v := w.negamax(alpha, beta, w.rootDepth, 0, false)
			w.sortRoot()
			if w.stopped() {
				break
			}
			if v <= alpha {
				beta = (alpha + beta) / 2
				alpha = max(v-delta, -Infinite)
			} else if v >= beta {
				beta = min(v+delta, Infinite)
			} else {
				break
			}
			delta += delta / 2
			if delta > 600 {
				alpha, beta = -Infinite, Infinite
			}
		}
		if w.stopped() {
			break
		}
		w.completed = w.rootDepth
		if w.id != 0 {
			w.keepCompleted()
			// A helper that completes the depth asked for ends the search: the depth is reached.
			if l.Depth > 0 && w.completed >= maxDepth {
				s.stop.Store(true)
				break
			}
			continue
		}
		best := w.rootMoves[0]
		if best.move == lastBest {
			stable++
		} else {
			lastBest, stable = best.move, 0
		}
		if info != nil {
			w.report(info, depth)
		}
		if w.doneAfter(depth, stable) {
			break
		}
	}
}

// keepCompleted keeps a helper's best root move of the iteration it has just completed, which the
// search may play instead of the main thread's (bestWorker).
func (w *worker) keepCompleted() {
	best := w.rootMoves[0]
	w.lastBest = rootMove{move: best.move, score: best.score, exact: best.exact, pv: append(w.lastBest.pv[:0], best.pv...)}
}

// doneAfter decides, after a completed iteration of the main thread, whether to stop searching.
func (w *worker) doneAfter(depth, stable int) bool {
	s, l := w.s, w.s.limits
	if l.Infinite {
		return false
	}
	best := w.rootMoves[0].score
	// A forced ending found within the depth searched will not change.
	if best.IsMate() && depth >= 2*int(Mate-max(best, -best))+2 && w.multiPV == 1 {
		return true
	}
	if s.hard == 0 {
		return false
	}
	if len(w.rootMoves) == 1 {
		return true
	}
	if s.soft == 0 {
		return false
	}
	// Stop early when the best move has stayed the same, late when it keeps changing: the next
	// iteration takes about as long as all the ones before it together.
	f := 0.55
	switch {
	case stable >= 4:
		f = 0.3
	case stable == 0 && depth > 4:
		f = 0.9
	}
	return s.elapsed().Seconds() >= s.soft.Seconds()*f
}

// report sends the lines of a completed iteration to info.
func (w *worker) report(info func(Info), depth int) {
	s := w.s
	nodes := s.nodes.Load() + w.nodes - w.published
	el := s.elapsed()
	hf := s.tt.hashfull()
	for i := 0; i < w.multiPV && i < len(w.rootMoves); i++ {
		rm := &w.rootMoves[i]
		pv := rm.pv
		if len(pv) == 0 {
			pv = []game.Move{rm.move}
		}
		info(Info{Depth: depth, SelDepth: w.selDepth, MultiPV: i + 1, Score: rm.shownScore(),
			Nodes: nodes, Time: el, Hashfull: hf, PV: slices.Clone(pv)})
	}
}

// recordRootMove keeps what the search found below a root move: an exact score and line when the
// move raised alpha (or was the first), else a fail-low marker.
func (w *worker) recordRootMove(m game.Move, v, alpha Score, moveCount int, nodes int64) {
	for i := range w.rootMoves {
		rm := &w.rootMoves[i]
		if rm.move != m {
			continue
		}
		rm.nodes += nodes
		if moveCount == 1 || v > alpha {
			rm.score = v
			rm.pv = append(rm.pv[:0], m)
			if w.pvLen[1] > 1 {
				rm.pv = append(rm.pv, w.pv[1][1:w.pvLen[1]]...)
			}
		} else {
			rm.score = -Infinite
		}
		return
	}
}

// kthBestScore returns the k-th best score among the root moves searched so far in this iteration,
// or -Infinite when fewer than k have a score.
func (w *worker) kthBestScore(k int) Score {
	var top []Score
	for _, rm := range w.rootMoves {
		if rm.score != -Infinite {
			top = append(top, rm.score)
		}
	}
	if len(top) < k {
		return -Infinite
	}
	slices.Sort(top)
	return top[len(top)-k]
}

// sortRoot orders the root moves by this iteration's scores, keeping the old order among moves
// without one.
func (w *worker) sortRoot() {
	slices.SortStableFunc(w.rootMoves, func(a, b rootMove) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
}
