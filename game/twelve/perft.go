package twelve

import "janggi/game"

// Perft returns the number of move paths of the given depth from the position (1 for depth 0), the
// count Fairy-Stockfish's "go perft" prints: a decided game has no moves, draws by repetition and move
// limit are ignored. The position is unchanged afterwards.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	buf := make([]Move, depth*MaxMoves)
	return p.perft(depth, buf)
}

// perft counts the leaves below p; buf holds MaxMoves moves per remaining ply, so the walk never allocates.
func (p *Position) perft(depth int, buf []Move) uint64 {
	moves := p.LegalMoves(buf[:0:MaxMoves])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.perft(depth-1, buf[MaxMoves:])
		p.Unmake()
	}
	return n
}

// Divide returns, for each legal move, the perft count of depth-1 after it, sorted by the moves' UCI
// text (game.CountMoves).
func (p *Position) Divide(depth int) []game.MoveCount[Move] {
	if depth <= 0 {
		return nil
	}
	buf := make([]Move, depth*MaxMoves)
	return game.CountMoves(p.LegalMoves(nil), func(m Move) uint64 {
		if depth == 1 {
			return 1
		}
		p.Make(m)
		defer p.Unmake()
		return p.perft(depth-1, buf)
	})
}
