// Package record reads and writes game records: Korean .gib files (CP949 or UTF-8), PGN-style
// records (the tags of chess PGN with pychess's Variant and FEN tags) and FEN positions; and it
// keeps the game in progress on disk after every move (the autosave), so that a crash loses nothing.
//
// A Record holds one game of Janggi, Xiangqi, Twelve Janggi or Dobutsu with its moves in the
// engines' UCI form, and meets every game through package game/port: Position, EachPosition and
// GameAt give the port's positions and games, FromGame takes any game (see moves.go for how the
// moves are played, and why Janggi and Xiangqi have a replay of their own). The readers check
// every move on the rules. A game they cannot read whole
// comes back with every move before the fault and its Stopped set, and the error is a *ReadError
// that names the file, the game, the line, the move and the reason in one message; what they
// accept the writers write back to the same game. Record.Ending is what the record says of the
// end in its own words (a resignation, a lost connection, "한 3.5점 승"), Result what the reader
// could establish, Termination the two together.
//
//	recs, err := record.ReadFile("game.gib", record.Options{}) // also .pgn and .fen
//	if err != nil && (len(recs) == 0 || recs[0].Stopped == nil) { ... } // no game, or another game stopped
//	g, err := recs[0].GameAt(40) // the game after 40 moves (a port.Game), ready to be played on
//	first, games, err := record.ReadFirst(data, record.PGN, record.Options{}) // a viewer: the first game, the others counted
//
// .gib files are read as players have them (see gibmove.go, gibboard.go and gibread.go): hanja
// and side marks, 타 captures, Kakao's letter points, 판 start boards, results in many wordings,
// and records from sites with other rules, read under the preset that takes every move. Files
// are read only when regular and at most MaxFileSize bytes; a file holds at most MaxGames games
// and a game at most MaxMoves moves.
//
// The window autosaves after every move and offers to resume at the next start:
//
//	path, _ := record.DefaultAutosavePath()
//	if rec, err := record.LoadAutosave(path); err == nil { /* offer to resume rec */ }
//	saver := record.NewAutosaver(path) // writes in its own goroutine
//	saver.Save(record.FromGame(g))     // after each move (g a port.Game); never blocks
//	record.ClearAutosave(path)         // when the game is over
//
// Tests: the real .gib files in testdata/gib, the forms players' records come in written from
// their descriptions in testdata/variants, random games of every preset written and read back
// in every format, the notation compared move by move with Fairy-Stockfish's (testdata/fsf_notation.js,
// which needs tools/oracle's npm package), fuzz targets for every reader, and a test that kills a
// child process with SIGKILL while it autosaves and checks that no saved move is lost.
package record
