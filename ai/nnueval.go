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
	var board [game.SquareCount]game.Piece
	for s := range board {
		board[s] = w.pos.At(game.Square(s))
	}
	n.Refresh(w.acc[:2*n.Hidden], &board)
	w.accOK[0] = true
}

// nnCorrection returns the network's correction of the evaluation at the current ply, bringing the
// accumulators up to date from the nearest ply whose accumulator is.
func (w *worker) nnCorrection() Score {
	n := w.nn
	ply := len(w.keys) - 1 - w.rootIdx
	h2 := 2 * n.Hidden
	k := ply
	for !w.accOK[k] {
		k--
	}
	for ; k < ply; k++ {
		fr := &w.stack[k]
		src, dst := w.acc[k*h2:(k+1)*h2], w.acc[(k+1)*h2:(k+2)*h2]
		if fr.piece == game.NoPiece {
			copy(dst, src)
		} else {
			n.Move(dst, src, fr.piece, fr.move.From(), fr.move.To(), fr.captured)
		}
		w.accOK[k+1] = true
	}
	return Score(n.Evaluate(w.acc[ply*h2:(ply+1)*h2], w.pos.SideToMove()) * n.Scale)
}
