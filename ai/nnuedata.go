package ai

import "janggi/game"

// TrainingPosition is a quiet position of a game log with what is known of it, for fitting a new
// evaluation to (tools/nnue): the board and side to move, the playing engine's score and the game's
// result, and what our evaluation says of it, so that the fit can be compared with it.
type TrainingPosition struct {
	Board  [game.SquareCount]game.Piece
	Side   game.Color // to move
	Score  float64    // the playing engine's score of the position it moved from, Cho's view, centipawns
	Result float64    // the game's result for Cho: 1, 0.5 or 0
	Eval   float64    // our static evaluation, Cho's view, centipawns
}

// ReadTrainingPositions reads the positions of game logs that TuneWeights would fit (after the
// first plies, not in check, a score that is not a forced ending, resolved to a quiet position by
// the quiescence search), each game once however often the logs hold it: a match of an engine
// against itself at a fixed number of nodes plays both games of an opening alike.
func ReadTrainingPositions(logs []TuneLog, rules *game.Rules) ([]TrainingPosition, error) {
	var out []TrainingPosition
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	err := eachTuneGame(logs, rules, true, func(samples []tuneSample) {
		for _, t := range samples {
			tp := TrainingPosition{Side: t.pos.SideToMove(), Score: t.score, Result: t.result}
			for sq := range tp.Board {
				tp.Board[sq] = t.pos.At(game.Square(sq))
			}
			w.prepare(s, t.pos, nil)
			tp.Eval = float64(w.handEval())
			if tp.Side == game.Han {
				tp.Eval = -tp.Eval
			}
			out = append(out, tp)
		}
	})
	return out, err
}
