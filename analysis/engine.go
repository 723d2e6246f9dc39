package analysis

import (
	"context"

	"janggi/record"
)

// Engine is what a program that shows analyses (the window) needs of an engine, so that it links
// none itself: package ai/analyser provides one, and cmd/janggi-window passes it to the window.
type Engine interface {
	// Analyse analyses every position of rec, at the window's quick or deep strength, calling
	// progress (from the analysing goroutines, one call at a time) after each position, and at
	// most twice for one (a deeper look at a flagged move); it returns when it has finished or
	// ctx is cancelled, with ctx's error then.
	Analyse(ctx context.Context, rec *record.Record, deep bool, progress func(Update)) error
	// NewEvaluator starts an evaluator for an evaluation bar.
	NewEvaluator() (Evaluator, error)
}

// Evaluator evaluates the position shown beside a game, in the background.
type Evaluator interface {
	// Evaluate asks for the position after the first ply moves of rec under the caller's id,
	// replacing the position asked for before; it never waits. rec must not change afterwards.
	Evaluate(id int, rec *record.Record, ply int)
	// Latest returns the newest evaluation, without waiting.
	Latest() Evaluation
	// Stop ends the evaluator without waiting for its thread.
	Stop()
}
