// Package game is the rules core of Janggi (Korean chess) and of Xiangqi, which shares its board:
// positions, moves, the rules presets, FEN, the endings, and a game's history. It uses the
// standard library only (and two small helpers of this module's internal/ that stand on it:
// fentext, textcodec), so the computer player (package ai), the records (package record) and the
// window (package render) all stand on it, and its tests run anywhere.
//
// A Position is a 9×10 board with the side to move and the history the rules look back on
// (repetition, the move limit, bikjang, passes). Its rules are one of the presets (Preset,
// Presets: "standard", "casual", "kja", "xiangqi", ...; see rules.go), which fix every choice the
// rulebooks leave open. Moves are read and written in UCI form ("b1c3", ranks 1 to 10; a pass is
// the general's square twice, "e2e2"): ParseMove, Play, FormatMoves. LegalMoves lists the legal
// moves, Make and Unmake play and take them back, and Result says whether the game is over, who
// won, why, and the counting points.
//
// Game adds what a player's game needs beyond the board: the setups chosen, undo and redo,
// resignation and flag fall. The search helpers (searchmoves.go: PseudoMoves, Captures,
// IsPseudoLegal, GivesCheck, CheapestAttacker) give engines cheaper, unchecked building blocks;
// Perft and Divide count move paths for the differential tests against Fairy-Stockfish.
//
// Twelve Janggi and Dobutsu, played on a 3×4 board with drops, have a package of their own,
// janggi/game/twelve; janggi/game/kind names which game is played.
package game
