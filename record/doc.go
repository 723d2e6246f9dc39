// Package record reads and writes game records: Korean .gib files (CP949 or UTF-8), PGN-style
// records (the tags of chess PGN with pychess's Variant and FEN tags) and FEN positions; and it
// keeps the game in progress on disk after every move (the autosave), so that a crash loses nothing.
//
// A Record holds one game of Janggi, Xiangqi, Twelve Janggi or Dobutsu with its moves in the
// engines' UCI form. The readers check every move on the rules and refuse what is not a legal
// game, with an error that names the line and the move's number and text; what they accept the
// writers write back to the same moves.
//
//	recs, err := record.ReadFile("game.gib", record.Options{}) // also .pgn and .fen
//	if err != nil { ... }
//	g, err := recs[0].GameAt(40) // the game after 40 moves, ready to be played on
//
// The window autosaves after every move and offers to resume at the next start:
//
//	path, _ := record.DefaultAutosavePath()
//	if rec, err := record.LoadAutosave(path); err == nil { /* offer to resume rec */ }
//	saver := record.NewAutosaver(path) // writes in its own goroutine
//	saver.Save(record.FromGame(g))     // after each move; never blocks
//	record.ClearAutosave(path)         // when the game is over
//
// Tests: the real .gib files in testdata/gib, random games of every preset written and read back
// in every format, the notation compared move by move with Fairy-Stockfish's (testdata/fsf_notation.js,
// which needs tools/oracle's npm package), fuzz targets for every reader, and a test that kills a
// child process with SIGKILL while it autosaves and checks that no saved move is lost.
package record
