// Package twelve is the rules engine of Twelve Janggi (십이장기), the 3×4 janggi with drops,
// with a switch to Fairy-Stockfish's Dobutsu shogi, whose board and pieces are the same.
//
// The rules are those of docs/rules.md ("Twelve Janggi"); where it is silent, the engine does what
// Fairy-Stockfish's dobutsu does, and the differential test holds it to that:
//
//   - Board: files a-c, ranks 1-4, Cho (the first player, upper case, "w") at the bottom.
//     Each side starts with elephant, king and general on its back row and a soldier in front of the king.
//   - Pieces step one square: King any way, General orthogonally, Elephant diagonally, Soldier forward;
//     a soldier reaching the far row becomes a Lord (any way but the two backward diagonals).
//   - Captured pieces go to the captor's hand (a lord as a soldier) and may be dropped instead of a move:
//     anywhere empty in Dobutsu, anywhere but the opponent's camp (the far row) in Twelve Janggi.
//   - Kings may step into attack. Win by capturing the king, by the camp rule (see Position.Result),
//     or when the opponent has no legal move. Twelve Janggi is drawn after MaxPlies plies;
//     both variants are drawn when a position occurs RepetitionLimit times.
//
// FEN and move text are Fairy-Stockfish's: "gle/1c1/1C1/ELG[] w - - 0 1" (L king, G general,
// E elephant, C soldier, +C lord; hands in brackets), moves "b2b3", "b3b4+" (promotion) and "C@b2" (drop).
//
// A Position is made for search: a 12-bit bitboard per piece type and color, moves in 10 bits,
// Make and Unmake without allocation, and LegalMoves writing into a caller's slice:
//
//	p := twelve.NewPosition(twelve.TwelveJanggi)
//	buf := make([]twelve.Move, 0, twelve.MaxMoves)
//	for !p.Result().Over() {
//		moves := p.LegalMoves(buf)
//		p.Make(moves[0]) // or the move a player or an engine chose
//	}
//	fmt.Println(p.Result(), p.FEN())
//
// To read a move from a player, use ParseMove, which explains why a move is refused:
//
//	m, err := p.ParseMove("C@b4") // "C@b4: b4 is in Han's camp, where pieces may not be dropped"
//
// Tests: perft against Fairy-Stockfish's counts (testdata/perft.tsv), rule tables, fuzzing of FEN and
// move parsing, and a differential test that replays random games on Fairy-Stockfish's rules library
// (tools/oracle; set up with "cd tools/oracle && npm install"; skipped without it unless JANGGI_REQUIRE_ORACLE=1).
package twelve
