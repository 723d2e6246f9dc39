package ai

import "janggi/game"

// Move ordering decides how much of the tree alpha-beta can cut, so a node tries first the move
// the hash table remembers, then captures that win material (most valuable victim, least valuable
// attacker), the two killer moves of the ply, the reply that refuted the opponent's last move,
// quiet moves by history, and last the captures that lose the capturing piece.

const (
	scoreGoodCapture = 1 << 26
	scoreKiller      = 1 << 25
	scoreCounter     = 1<<25 - 8
	scoreBadCapture  = -1 << 26
	historyMax       = 1 << 14
)

// picker hands out the moves of one node in order. It is built in the worker's per-ply storage,
// so that making one costs no allocation.
type picker struct {
	moves      []game.Move
	scores     []int32
	next       int
	current    int32 // the ordering score of the move last handed out
	ttMove     game.Move
	ttDone     bool
	generated  bool
	skipQuiets bool
	quiescent  bool // captures only (and every evasion when in check)
}

// moveStore is one ply's room for its moves and their ordering scores.
type moveStore struct {
	moves  [256]game.Move
	scores [256]int32
	quiets [64]game.Move // quiet moves tried, to punish in the history when another move cuts
}

// newPicker prepares the ordering of a node's moves.
func (w *worker) newPicker(ply int, ttMove game.Move, quiescent bool) picker {
	return picker{ttMove: ttMove, quiescent: quiescent, moves: w.store[ply].moves[:0], scores: w.store[ply].scores[:0]}
}

// nextMove returns the next pseudo-legal move (the pass included where allowed), or NoMove.
func (w *worker) nextMove(mp *picker, ply int) game.Move {
	p := w.pos
	if !mp.ttDone {
		mp.ttDone = true
		if m := mp.ttMove; m != game.NoMove && w.validMove(m) && (!mp.quiescent || p.InCheck() || p.At(m.To()) != game.NoPiece && !m.IsPass()) {
			mp.current = scoreGoodCapture << 1
			return m
		}
		mp.ttMove = game.NoMove
	}
	if !mp.generated {
		mp.generated = true
		w.generate(mp, ply)
	}
	for mp.next < len(mp.moves) {
		// Selection sort, one step per move: most nodes cut after a few moves.
		best := mp.next
		for i := mp.next + 1; i < len(mp.moves); i++ {
			if mp.scores[i] > mp.scores[best] {
				best = i
			}
		}
		mp.moves[mp.next], mp.moves[best] = mp.moves[best], mp.moves[mp.next]
		mp.scores[mp.next], mp.scores[best] = mp.scores[best], mp.scores[mp.next]
		m, sc := mp.moves[mp.next], mp.scores[mp.next]
		mp.next++
		if m == mp.ttMove {
			continue
		}
		if mp.skipQuiets && sc < scoreGoodCapture && sc > scoreBadCapture {
			continue
		}
		mp.current = sc
		return m
	}
	return game.NoMove
}

// validMove reports whether a move remembered from elsewhere (hash table, killer) can be played here
// as a pseudo-legal move.
func (w *worker) validMove(m game.Move) bool {
	if m.IsPass() {
		return m.From() == w.pos.GeneralSquare(w.pos.SideToMove()) && w.pos.CanPass()
	}
	return w.pos.IsPseudoLegal(m)
}

// generate fills the picker with the node's moves and their ordering scores.
func (w *worker) generate(mp *picker, ply int) {
	p := w.pos
	us := p.SideToMove()
	if mp.quiescent && !p.InCheck() {
		mp.moves = p.Captures(mp.moves)
	} else {
		mp.moves = p.PseudoMoves(mp.moves)
		if p.CanPass() {
			mp.moves = append(mp.moves, game.PassMove(p.GeneralSquare(us)))
		}
	}
	fr := &w.stack[ply]
	var counter game.Move
	if ply > 0 {
		if prev := w.stack[ply-1].move; prev != game.NoMove {
			counter = w.counter[w.stack[ply-1].piece][prev.To()]
		}
	}
	wt := w.weights
	mp.scores = mp.scores[:len(mp.moves)]
	for i, m := range mp.moves {
		victim := p.At(m.To())
		if victim != game.NoPiece && !m.IsPass() {
			attacker := p.At(m.From()).Type()
			v, a := wt.pieceValue(victim.Type()), wt.pieceValue(attacker)
			sc := int32(v)*16 - int32(a)/16
			if victim.Type() == game.General {
				sc += 1 << 20
			}
			if mp.quiescent || v >= a || w.see(m) >= 0 {
				mp.scores[i] = scoreGoodCapture + sc
			} else {
				mp.scores[i] = scoreBadCapture + sc
			}
			continue
		}
		switch m {
		case fr.killers[0]:
			mp.scores[i] = scoreKiller
		case fr.killers[1]:
			mp.scores[i] = scoreKiller - 1
		case counter:
			mp.scores[i] = scoreCounter
		default:
			mp.scores[i] = w.quietHistory(ply, m)
		}
	}
}

// updateQuietStats rewards the quiet move that cut at this ply and punishes the quiet moves tried
// before it, so that the next search tries it earlier: in the butterfly history (by side, from
// and to) and in the continuation histories (by the previous move and the one before).
func (w *worker) updateQuietStats(ply int, best game.Move, quiets []game.Move, depth int) {
	bonus := int32(min(depth*depth*16, 1200))
	fr := &w.stack[ply]
	if fr.killers[0] != best {
		fr.killers[1], fr.killers[0] = fr.killers[0], best
	}
	if ply > 0 {
		if prev := w.stack[ply-1].move; prev != game.NoMove {
			w.counter[w.stack[ply-1].piece][prev.To()] = best
		}
	}
	w.addQuietHistory(ply, best, bonus)
	for _, m := range quiets {
		if m != best {
			w.addQuietHistory(ply, m, -bonus)
		}
	}
}

// contIndex is the row or column of a move in the continuation history: its piece and target.
func (w *worker) contIndex(m game.Move) int {
	return int(w.pos.At(m.From()))*game.SquareCount + int(m.To())
}

// quietHistory is the ordering score of quiet move m at ply: its butterfly history plus how well
// it answered the previous move and followed up the one before.
func (w *worker) quietHistory(ply int, m game.Move) int32 {
	h := w.history[w.pos.SideToMove()][m.From()][m.To()]
	i := w.contIndex(m)
	for back := 1; back <= 2 && back <= ply; back++ {
		if row := w.stack[ply-back].cont; row >= 0 {
			h += int32(w.cont[row][i])
		}
	}
	return h
}

func (w *worker) addQuietHistory(ply int, m game.Move, bonus int32) {
	addHistory(&w.history[w.pos.SideToMove()][m.From()][m.To()], bonus)
	i := w.contIndex(m)
	for back := 1; back <= 2 && back <= ply; back++ {
		if row := w.stack[ply-back].cont; row >= 0 {
			h := int32(w.cont[row][i])
			addHistory(&h, bonus)
			w.cont[row][i] = int16(h)
		}
	}
}

// addHistory moves a history entry toward the bonus's sign, less the nearer it is to the bound,
// so that entries stay within ±historyMax and recent results weigh more.
func addHistory(h *int32, bonus int32) {
	a := bonus
	if a < 0 {
		a = -a
	}
	*h += bonus - *h*a/historyMax
}
