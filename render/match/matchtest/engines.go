// Package matchtest holds the computer players that the tests of package match and of the window
// drive, for either game (P and M are the game's position and move types): one that answers only
// when the test says so, one that answers a fixed move, one that answers the first legal move.
package matchtest

import (
	"context"
	"errors"
)

// Held answers only when the test sends a move on Answer. It reports each search it starts on
// Started (when not nil) after reporting progress Depth and Score (when Depth > 0), and each
// search that saw its context cancelled on Canceled.
type Held[P, M any] struct {
	Started      chan P
	Answer       chan M
	Canceled     chan struct{}
	Depth, Score int
}

// NewHeld returns a Held engine that reports its searches, and progress depth and score.
func NewHeld[P, M any](depth, score int) *Held[P, M] {
	return &Held[P, M]{Started: make(chan P, 8), Answer: make(chan M), Canceled: make(chan struct{}, 8), Depth: depth, Score: score}
}

// NewQuiet returns a Held engine that reports neither its searches nor progress, only
// cancellations (up to buffer of them unread).
func NewQuiet[P, M any](buffer int) *Held[P, M] {
	return &Held[P, M]{Answer: make(chan M), Canceled: make(chan struct{}, buffer)}
}

// BestMove waits for the test's answer or for ctx's end.
func (e *Held[P, M]) BestMove(ctx context.Context, pos P, level int, progress func(depth, score int, pv []M)) (M, error) {
	if e.Started != nil {
		e.Started <- pos
	}
	if e.Depth > 0 {
		progress(e.Depth, e.Score, nil)
	}
	select {
	case m := <-e.Answer:
		return m, nil
	case <-ctx.Done():
		e.Canceled <- struct{}{}
		var none M
		return none, ctx.Err()
	}
}

// Fixed answers Move at once, legal or not.
type Fixed[P, M any] struct{ Move M }

// BestMove returns e.Move.
func (e Fixed[P, M]) BestMove(context.Context, P, int, func(int, int, []M)) (M, error) {
	return e.Move, nil
}

// First answers at once the first legal move of the position that Skip (when set) does not pass
// over: an opponent whose moves a test can foresee.
type First[P interface{ LegalMoves([]M) []M }, M any] struct{ Skip func(M) bool }

// BestMove returns the first legal move of pos not skipped, or an error when there is none.
func (e First[P, M]) BestMove(_ context.Context, pos P, _ int, _ func(int, int, []M)) (M, error) {
	for _, m := range pos.LegalMoves(nil) {
		if e.Skip == nil || !e.Skip(m) {
			return m, nil
		}
	}
	var none M
	return none, errors.New("matchtest: no legal move to play")
}
