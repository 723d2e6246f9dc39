// Package analysis is what an analysis says of a finished game, as chess sites show it: every
// position's evaluation and the engine's best move and line, each move's class (best, good,
// inaccuracy, mistake, blunder) from the expected score it loses, and each side's accuracy; the
// annotations it writes into a record (Annotate) and reads back (FromRecord); and Engine, the
// interface through which a program runs analyses without linking an engine. Package ai/analyser
// runs them; this package imports no engine and no Ebitengine, so the window links neither here.
//
//	rep, err := analyser.Run(ctx, rec, analysis.Options{MoveTime: 300 * time.Millisecond}, progress)
//	analysis.Annotate(rec, rep, record.PGN) // [%eval] comments, $6 $2 $4 glyphs, better moves
//
// Build makes the report from any set of analysed positions, so a window can show a growing
// analysis.
//
// Scores become expected scores (a win 1, a draw ½, a loss 0) by a logistic curve of the
// centipawns, W(x) = 1/(1+exp(-x/scale)) (see Scale); a move's loss is the
// mover's expected score before it minus after it, both from the engine's searches of the two
// positions at the same depth or time. The classes' bands are those of chess sites (see
// Classify), and a side's accuracy is the mean of lichess's per-move formula (MoveAccuracy).
//
// Twelve Janggi (and Dobutsu) is solved: a position within the embedded opening book's 8 plies
// has its exact value (win in n, draw, loss in n), and any other is first given to a proof
// search (ai/twelve's Exact limits), whose wins and losses are exact too; only a position where
// neither settles the result gets the ordinary evaluation, and counts as a draw ("no forced
// result") where results are compared. A move after which the mover's result is worse (a win
// thrown into a draw or a loss, a draw into a loss) is marked ResultChanged, and Proven when
// both values are exact. The full solved tables (5.4 GB for Twelve Janggi, built by
// ai/twelve/cmd/twelvelab) do not ship, so past the book a deep draw or a win beyond the proof
// search's horizon is not told apart from an unclear position.
package analysis
