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

// The stages of a picker. Captures come first and quiet moves are generated only when no
// capture has cut, since most nodes cut early.
const (
	stageTT = iota
	stageGenerate
	stageCaptures
	stageQuiets
	stageBadCaptures
	stageList // every move generated at once (evasions, the root), best first
	stageDone
)

// picker hands out the moves of one node in order. It is built in the worker's per-ply storage,
// so that making one costs no allocation.
type picker struct {
	moves      []game.Move
	scores     []int32
	stage      int
	next       int   // the next move to consider in moves
	nCaptures  int   // moves[:nCaptures] are the captures
	badFrom    int   // moves[badFrom:nCaptures] are the captures that lose material
	current    int32 // the ordering score of the move last handed out
	ttMove     game.Move
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

// listPicker hands out a prepared list of moves in the given order.
func (w *worker) listPicker(ply int, moves []game.Move) picker {
	mp := w.newPicker(ply, game.NoMove, false)
	mp.moves = append(mp.moves, moves...)
	mp.scores = mp.scores[:len(mp.moves)]
	for i := range mp.scores {
		mp.scores[i] = int32(len(mp.moves) - i)
	}
	mp.stage = stageList
	return mp
}

// nextMove returns the next pseudo-legal move (the pass included where allowed), or NoMove.
func (w *worker) nextMove(mp *picker, ply int) game.Move {
	p := w.pos
	for {
		switch mp.stage {
		case stageTT:
			mp.stage = stageGenerate
			if m := mp.ttMove; m != game.NoMove && w.validMove(m) && (!mp.quiescent || p.InCheck() || p.At(m.To()) != game.NoPiece && !m.IsPass()) {
				mp.current = scoreGoodCapture << 1
				return m
			}
			mp.ttMove = game.NoMove
		case stageGenerate:
			if p.InCheck() {
				mp.stage = stageList
				w.generateAll(mp, ply)
			} else {
				mp.stage = stageCaptures
				w.generateCaptures(mp)
			}
		case stageCaptures:
			if m, ok := mp.best(mp.nCaptures); ok {
				if mp.current >= scoreGoodCapture || mp.quiescent {
					return m
				}
				mp.next-- // the best capture left loses material: keep it for later
			}
			mp.badFrom = mp.next
			if mp.quiescent {
				mp.stage = stageDone
				continue
			}
			mp.stage = stageQuiets
			mp.next = mp.nCaptures
			w.generateQuiets(mp, ply)
		case stageQuiets:
			if !mp.skipQuiets {
				if m, ok := mp.best(len(mp.moves)); ok {
					return m
				}
			}
			mp.stage = stageBadCaptures
			mp.next = mp.badFrom
		case stageBadCaptures:
			if m, ok := mp.best(mp.nCaptures); ok {
				return m
			}
			mp.stage = stageDone
		case stageList:
			if m, ok := mp.best(len(mp.moves)); ok {
				return m
			}
			mp.stage = stageDone
		default:
			return game.NoMove
		}
	}
}

// best hands out the best-scored move of moves[next:end], skipping the hash move already tried.
// It is one step of a selection sort: most nodes cut after a few moves.
func (mp *picker) best(end int) (game.Move, bool) {
	for mp.next < end {
		best := mp.next
		for i := mp.next + 1; i < end; i++ {
			if mp.scores[i] > mp.scores[best] {
				best = i
			}
		}
		mp.moves[mp.next], mp.moves[best] = mp.moves[best], mp.moves[mp.next]
		mp.scores[mp.next], mp.scores[best] = mp.scores[best], mp.scores[mp.next]
		m := mp.moves[mp.next]
		mp.current = mp.scores[mp.next]
		mp.next++
		if m != mp.ttMove {
			return m, true
		}
	}
	return game.NoMove, false
}

// validMove reports whether a move remembered from elsewhere (hash table, killer) can be played here
// as a pseudo-legal move.
func (w *worker) validMove(m game.Move) bool {
	if m.IsPass() {
		return m.From() == w.pos.GeneralSquare(w.pos.SideToMove()) && w.pos.CanPass()
	}
	return w.pos.IsPseudoLegal(m)
}

// generateCaptures fills the picker with the captures, scored by victim and attacker, the ones
// that lose material (static exchange) marked below every quiet move.
func (w *worker) generateCaptures(mp *picker) {
	p := w.pos
	mp.moves = p.Captures(mp.moves[:0])
	mp.nCaptures = len(mp.moves)
	mp.scores = mp.scores[:len(mp.moves)]
	for i, m := range mp.moves {
		mp.scores[i] = w.captureScore(m, mp.quiescent)
	}
}

func (w *worker) captureScore(m game.Move, quiescent bool) int32 {
	p := w.pos
	wt := w.weights
	victim := p.At(m.To())
	v, a := wt.pieceValue(victim.Type()), wt.pieceValue(p.At(m.From()).Type())
	sc := int32(v)*16 - int32(a)/16
	if victim.Type() == game.General {
		sc += 1 << 20
	}
	if quiescent || v >= a || w.see(m) >= 0 {
		return scoreGoodCapture + sc
	}
	return scoreBadCapture + sc
}

// generateQuiets appends the moves that capture nothing, and the pass where allowed.
func (w *worker) generateQuiets(mp *picker, ply int) {
	p := w.pos
	n := len(mp.moves)
	all := p.PseudoMoves(mp.moves)
	mp.moves = all[:n]
	for _, m := range all[n:] {
		if p.At(m.To()) == game.NoPiece {
			mp.moves = append(mp.moves, m)
		}
	}
	if p.CanPass() {
		mp.moves = append(mp.moves, game.PassMove(p.GeneralSquare(p.SideToMove())))
	}
	mp.scores = mp.scores[:len(mp.moves)]
	w.scoreQuiets(mp, ply, n)
}

// scoreQuiets scores moves[from:], all quiet: killers, the counter move, then history.
func (w *worker) scoreQuiets(mp *picker, ply, from int) {
	fr := &w.stack[ply]
	var counter game.Move
	if ply > 0 {
		if prev := w.stack[ply-1].move; prev != game.NoMove {
			counter = w.counter[w.stack[ply-1].piece][prev.To()]
		}
	}
	for i := from; i < len(mp.moves); i++ {
		switch m := mp.moves[i]; m {
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

// generateAll fills the picker with every move at once (evasions when in check).
func (w *worker) generateAll(mp *picker, ply int) {
	p := w.pos
	mp.moves = p.PseudoMoves(mp.moves[:0])
	if p.CanPass() {
		mp.moves = append(mp.moves, game.PassMove(p.GeneralSquare(p.SideToMove())))
	}
	mp.scores = mp.scores[:len(mp.moves)]
	w.scoreQuiets(mp, ply, 0)
	for i, m := range mp.moves {
		if !m.IsPass() && p.At(m.To()) != game.NoPiece {
			mp.scores[i] = w.captureScore(m, mp.quiescent)
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
