// Package twelve is the computer player of Twelve Janggi (십이장기) and of its Dobutsu-shogi twin,
// over the rules of package janggi/game/twelve. It imports no graphics, so it runs anywhere.
//
// The search is iterative deepening principal variation search with a transposition table keyed by
// the position's Zobrist hash (hands included), quiescence over captures, promotions and king steps to
// the far row, and killer and history move ordering. Wins and losses are scored by their distance in
// plies (see Mate): a king captured, a king in the camp, no legal move; draws by the move limit and by
// repetition follow the rules package. Positions the rules settle within two plies whatever is played
// (a king left in capture, a king in our camp, a safe step into the camp) are scored without search.
//
// Levels 1 to MaxLevel suit players from beginners up: the low ones search a few plies and choose at
// random among the good moves, the top ones think up to 2 s and play the best move. docs/twelve-ai.md
// gives the measurements: speed, depth, and strength against Fairy-Stockfish.
//
//	e := twelve.NewEngine(64)
//	p := rules.NewPosition(rules.TwelveJanggi) // rules is janggi/game/twelve
//	m, err := e.BestMove(ctx, p, twelve.MaxLevel, nil)
//
// For tests and measurements, Search takes explicit limits (depth, nodes, time) and reports the score
// and principal variation; with Limits.Exact it proves wins and losses without an evaluation.
package twelve
