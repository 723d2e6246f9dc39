package ai

import (
	"fmt"

	"janggi/game"
	"janggi/internal/fentext"
)

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

// MirrorTrainingPositions returns each position turned left to right, which the rules of Janggi
// treat alike (the board, the palaces and every move are symmetric): a training set twice the size
// for the same games. Each keeps its position's score and result and has our evaluation of the
// turned board (whose terms need not be symmetric).
func MirrorTrainingPositions(ps []TrainingPosition, rules *game.Rules) ([]TrainingPosition, error) {
	out := make([]TrainingPosition, 0, len(ps))
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	for i := range ps {
		tp := ps[i]
		for sq := range tp.Board {
			at := game.Square(sq)
			tp.Board[sq] = ps[i].Board[game.SquareAt(game.Files-1-at.File(), at.Rank())]
		}
		fen := fentext.AppendBoard(make([]byte, 0, 100), game.Files, game.Ranks, func(f, r int) string {
			if pc := tp.Board[game.SquareAt(f, r)]; pc != game.NoPiece {
				return string(pc.Letter())
			}
			return ""
		})
		fen = append(fen, map[game.Color]string{game.Cho: " w - - 0 1", game.Han: " b - - 0 1"}[tp.Side]...)
		p, err := game.ParseFEN(rules, string(fen))
		if err != nil {
			return nil, fmt.Errorf("ai: position %d turned left to right: %w", i, err)
		}
		w.prepare(s, p, nil)
		tp.Eval = float64(w.handEval())
		if tp.Side == game.Han {
			tp.Eval = -tp.Eval
		}
		out = append(out, tp)
	}
	return out, nil
}
