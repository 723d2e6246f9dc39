package ai

import "janggi/game"

// Correction history: what the searches of positions alike found the static evaluation to be
// wrong by, added to the evaluation of the next position alike. Positions are alike by their
// structure (the soldiers, generals and guards of both sides: the shape of the palaces and the
// soldiers' line) and by where each side's other pieces stand; each of the three keys indexes a
// table of the side to move's corrections, and the correction is their weighted mean (the structure
// counts twice). The tables belong to the search thread and last for the game, like its histories.

// corrKeys are the three keys of a position, kept for every ply of the line searched.
type corrKeys struct {
	structure uint64
	pieces    [2]uint64 // by color: where that side's chariots, cannons, horses and elephants stand
}

const (
	corrSize  = 1 << 14 // entries per side to move in each table
	corrGrain = 8       // entries are in eighths of a centipawn
	corrMax   = 250 * corrGrain
)

// corrTables are one thread's correction histories.
type corrTables struct {
	structure [2][corrSize]int16
	pieces    [2][2][corrSize]int16 // by the pieces' color, then the side to move
}

// corrZobrist keys a piece on a square for the correction keys (apart from the position's own).
var corrZobrist = func() (z [16][game.SquareCount]uint64) {
	x := uint64(0x6a09e667f3bcc909)
	for pc := range z {
		for sq := range z[pc] {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			z[pc][sq] = x
		}
	}
	return z
}()

// isStructure reports whether a piece type is part of a position's structure key.
func isStructure(t game.PieceType) bool {
	return t == game.Soldier || t == game.General || t == game.Guard
}

// toggle adds or removes piece pc on sq.
func (k *corrKeys) toggle(pc game.Piece, sq game.Square) {
	if isStructure(pc.Type()) {
		k.structure ^= corrZobrist[pc][sq]
	} else {
		k.pieces[pc.Color()] ^= corrZobrist[pc][sq]
	}
}

// computeCorrKeys returns the correction keys of p, from its board.
func computeCorrKeys(p *game.Position) corrKeys {
	var k corrKeys
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if pc := p.At(sq); pc != game.NoPiece {
			k.toggle(pc, sq)
		}
	}
	return k
}

// nextCorrKeys returns the keys after move m (not yet made) from keys k.
func nextCorrKeys(k corrKeys, p *game.Position, m game.Move) corrKeys {
	if m.IsPass() {
		return k
	}
	pc := p.At(m.From())
	k.toggle(pc, m.From())
	k.toggle(pc, m.To())
	if c := p.At(m.To()); c != game.NoPiece {
		k.toggle(c, m.To())
	}
	return k
}

// correction is the correction of the static evaluation at ply, in centipawns.
func (w *worker) correction(ply int) Score {
	k, stm, t := &w.stack[ply].ck, w.pos.SideToMove(), w.corr
	sum := 2*int(t.structure[stm][k.structure%corrSize]) +
		int(t.pieces[0][stm][k.pieces[0]%corrSize]) + int(t.pieces[1][stm][k.pieces[1]%corrSize])
	return Score(sum / (4 * corrGrain))
}

// correctedEval is the raw static evaluation raw with the correction of ply, kept short of mate
// scores.
func (w *worker) correctedEval(raw Score, ply int) Score {
	return max(-MateBound+1, min(MateBound-1, raw+w.correction(ply)))
}

// updateCorrection moves the corrections of ply toward diff, the search's score less the raw
// static evaluation, by a weight that grows with the depth searched.
func (w *worker) updateCorrection(ply, depth int, diff Score) {
	k, stm, t := &w.stack[ply].ck, w.pos.SideToMove(), w.corr
	target := int(max(-250, min(250, diff))) * corrGrain
	weight := min(depth+1, 16)
	upd := func(e *int16) {
		v := (int(*e)*(256-weight) + target*weight) / 256
		*e = int16(max(-corrMax, min(corrMax, v)))
	}
	upd(&t.structure[stm][k.structure%corrSize])
	upd(&t.pieces[0][stm][k.pieces[0]%corrSize])
	upd(&t.pieces[1][stm][k.pieces[1]%corrSize])
}

// learnCorrection updates the corrections after a node not in check was searched to value best
// (bestMove NoMove when no move raised alpha): only when best says something about the static
// evaluation (a lower bound above it, or an upper bound below it), not for a capture (whose gain
// the static evaluation could not see) and not for mate scores.
func (w *worker) learnCorrection(n *node, best Score, bestMove game.Move) {
	if n.inCheck || n.staticEval == noScore || best >= MateBound || best <= -MateBound {
		return
	}
	if bestMove != game.NoMove && !bestMove.IsPass() && w.pos.At(bestMove.To()) != game.NoPiece {
		return
	}
	if (best < n.staticEval && best < n.beta) || (best > n.staticEval && bestMove != game.NoMove) {
		w.updateCorrection(n.ply, n.depth, best-n.rawEval)
	}
}
