// Package ai is the computer player: an alpha-beta search over package game's positions, with an
// evaluation made for Janggi (and one for Xiangqi), playing levels from a first game to full
// strength. It imports no Ebitengine.
//
// An Engine searches one position at a time under a context.Context: cancelling the context stops
// the search within milliseconds and the best move found so far is returned. The window asks for
// moves with BestMove and a level; the UCI server (package ai/uci) uses Search with the full
// Limits (depth, nodes, move time, clocks with increment or byoyomi, infinite, multi-PV).
//
//	eng := ai.NewEngine(64) // 64 MB hash table
//	pos := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
//	move, err := eng.BestMove(ctx, pos, ai.MaxLevel, nil)
//
// The search is a principal variation search with iterative deepening, aspiration windows, a
// transposition table keyed by the game's Zobrist hash (shared without locks by the threads of
// Lazy SMP), quiescence search with static exchange pruning, null-move pruning, late-move
// reductions and pruning, futility pruning, check and singular extensions, and killer, counter-move
// and history ordering. Janggi's own endings are part of the tree: the pass is a real move (the
// null move is a real pass, so a second pass ends the game as the rules say), a pass while the
// generals face each other accepts the bikjang, and presets that count points score those endings,
// the move limit and repetitions as wins and losses by the count (see endings.go).
//
// At a fixed depth or node count with one thread the search is deterministic: the same position
// gives the same move after NewGame.
package ai
