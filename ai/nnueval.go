package ai

import (
	"janggi/ai/nnue"
	"janggi/game"
)

// prepareNN readies the worker's accumulators for a search from its position.
func (w *worker) prepareNN(n *nnue.Net) {
	w.nn = n
	if n == nil {
		return
	}
	size := 2 * n.Hidden * len(w.accOK)
	if len(w.acc) != size {
		w.acc = make([]float32, size)
	}
	w.refreshNN(0)
}

// refreshNN rebuilds the accumulator of ply from the board, the worker's position at that ply.
func (w *worker) refreshNN(ply int) {
	var board [game.SquareCount]game.Piece
	for s := range board {
		board[s] = w.pos.At(game.Square(s))
	}
	h2 := 2 * w.nn.Hidden
	w.nn.Refresh(w.acc[ply*h2:(ply+1)*h2], &board)
	w.accOK[ply] = true
}

// nnCorrection returns the network's correction of the evaluation at the current ply, bringing the
// accumulators up to date from the nearest ply whose accumulator is, or, on a Palace network when a
// general moved (or was taken) since, rebuilding this ply's from the board. No general moves
// between that ply and this one, so the generals' squares now are theirs all along.
func (w *worker) nnCorrection() Score {
	n := w.nn
	ply := len(w.keys) - 1 - w.rootIdx
	h2 := 2 * n.Hidden
	k := ply
	for !w.accOK[k] {
		k--
	}
	for i := k; i < ply; i++ {
		if n.NeedsRefresh(w.stack[i].piece, w.stack[i].captured) { // a general moved or was taken
			w.refreshNN(ply)
			k = ply
			break
		}
	}
	generals := [2]game.Square{w.pos.GeneralSquare(game.Cho), w.pos.GeneralSquare(game.Han)}
	for ; k < ply; k++ {
		fr := &w.stack[k]
		src, dst := w.acc[k*h2:(k+1)*h2], w.acc[(k+1)*h2:(k+2)*h2]
		if fr.piece == game.NoPiece {
			copy(dst, src)
		} else {
			n.Move(dst, src, fr.piece, fr.move.From(), fr.move.To(), fr.captured, generals)
		}
		w.accOK[k+1] = true
	}
	c := n.Evaluate(w.acc[ply*h2:(ply+1)*h2], w.pos.SideToMove()) * n.Scale
	return Score(max(-MaxCorrection, min(MaxCorrection, c))) // before the conversion, which is undefined out of range
}

// MaxCorrection bounds what a network may add to the evaluation, in centipawns either way: a
// hundred pawns, far more than any network trained here says (a few hundred), so that a network of
// large but accepted weights (nnue.MaxWeight, nnue.MaxScale) cannot push an evaluation into the
// scores of won endings.
const MaxCorrection = 10_000
