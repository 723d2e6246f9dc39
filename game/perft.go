package game

import "sort"

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

// DivideEntry is the perft count below one root move.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal move, sorted by the moves' UCI text.
func (p *Position) Divide(depth int) []DivideEntry {
	var buf [MaxMoves]Move
	var out []DivideEntry
	for _, m := range p.LegalMoves(buf[:0]) {
		p.Make(m)
		out = append(out, DivideEntry{m, p.Perft(depth - 1)})
		p.Unmake()
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Move.String() < out[j].Move.String() })
	return out
}
