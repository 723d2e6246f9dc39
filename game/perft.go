package game

import (
	"fmt"
	"sort"
)

// Perft counts the leaf nodes of the legal move tree to the given depth, passes included. A
// position where the game has ended by a bikjang or a double pass has no children; repetition and
// move limits are not applied (the counting rules of Fairy-Stockfish's perft).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	moves := p.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.Perft(depth - 1)
		p.Unmake()
	}
	return n
}

// MoveCount is one line of a divide, for either game's moves (M): a legal move and the perft
// count below it.
type MoveCount[M fmt.Stringer] struct {
	Move  M
	Nodes uint64
}

// Divide returns the perft count below each legal move, sorted by the moves' UCI text.
func (p *Position) Divide(depth int) []MoveCount[Move] {
	var buf [MaxMoves]Move
	return CountMoves(p.LegalMoves(buf[:0]), func(m Move) uint64 {
		p.Make(m)
		defer p.Unmake()
		return p.Perft(depth - 1)
	})
}

// CountMoves returns count(m) for each of the moves, sorted by the moves' UCI text (the order
// Fairy-Stockfish's perft output can be sorted into for comparison): either game's Divide.
func CountMoves[M fmt.Stringer](moves []M, count func(M) uint64) []MoveCount[M] {
	out := make([]MoveCount[M], len(moves))
	for i, m := range moves {
		out[i] = MoveCount[M]{m, count(m)}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Move.String() < out[j].Move.String() })
	return out
}
