// Package uci speaks the Universal Chess Interface both ways, in the dialect Fairy-Stockfish uses
// for Janggi, Xiangqi and Dobutsu: Server makes engines usable by other programs (`janggi uci`),
// and Client drives an external engine such as Fairy-Stockfish so that the game can offer it as
// an opponent and tools/match and twelvelab can play against it.
//
// The server needs of an engine only the small interface Engine; New makes the engine of a game
// (an ai.Engine for Janggi's rule sets and Xiangqi, an ai/twelve engine for Twelve Janggi and
// Dobutsu), and one server serves both, the engine of the UCI_Variant chosen answering.
//
// Moves are in UCI form with ranks 1 to 10 ("b1c3", "a10a9"); a pass is the general's square
// twice ("e2e2"); "0000" and "pass" are accepted as input. The server's options are Hash, Threads,
// Skill Level (1 to ai.MaxLevel), MultiPV, Move Overhead, Clear Hash, EvalFile (the neural correction
// added to the evaluation at full strength: "<builtin>", the default, for the built-in networks,
// each game's own; a network file of tools/nnue, used in the game played; "<empty>" for none) and UCI_Variant (janggi,
// janggicasual, janggitraditional, janggimodern, xiangqi and dobutsu, as Fairy-Stockfish names
// them, and twelvejanggi, which it does not know). Twelve Janggi's engine searches one line on one
// thread (MultiPV and Threads are taken and not used) and refuses searchmoves.
//
//	janggi, _ := uci.New(kind.Janggi, 64)
//	twelve, _ := uci.New(kind.Twelve, 64)
//	err := uci.NewServer("Janggi", os.Stdout, janggi, twelve).Run(os.Stdin)
//
// A line the server cannot use is answered with "info string error: ..." and otherwise ignored.
package uci
