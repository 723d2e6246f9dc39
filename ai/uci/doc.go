// Package uci speaks the Universal Chess Interface both ways, in the dialect Fairy-Stockfish uses
// for Janggi and Xiangqi: Server makes an ai.Engine usable by other programs (`janggi uci`), and
// Client drives an external engine such as Fairy-Stockfish so that the game can offer it as an
// opponent and tools/match can play against it.
//
// Moves are in UCI form with ranks 1 to 10 ("b1c3", "a10a9"); a pass is the general's square
// twice ("e2e2"); "0000" and "pass" are accepted as input. The server's options are Hash, Threads,
// Skill Level (1 to ai.MaxLevel), MultiPV, Move Overhead, Clear Hash and UCI_Variant (janggi,
// janggicasual, janggitraditional, janggimodern, xiangqi, as Fairy-Stockfish names them).
//
//	srv := uci.NewServer(ai.NewEngine(64), "Janggi", os.Stdout)
//	err := srv.Run(os.Stdin)
//
// A line the server cannot use is answered with "info string error: ..." and otherwise ignored.
package uci
