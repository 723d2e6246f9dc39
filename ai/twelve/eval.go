package twelve

import (
	"janggi/ai/twelve/internal/eval"
	"janggi/game/twelve"
)

// evaluate returns the static score of p from the side to move's view with the engine's weights
// (package eval; cmd/twelvelab tunes them against the solved game).
func evaluate(p *twelve.Position) int { return eval.Evaluate(p, &eval.Default) }

// boardValue and handValue are the evaluation's piece values, which move ordering uses too.
var (
	boardValue = eval.Default.Board
	handValue  = eval.Default.Hand
)
