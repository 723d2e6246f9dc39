package analyser

import (
	"context"
	"runtime"
	"time"

	"janggi/analysis"
	"janggi/record"
)

// The window's analyses: every core, each thread with a small table (a quick analysis reaches
// depths where a larger one gains nothing), all below the window's priority. The evaluation bar
// searches one position for up to BarTime, deeper and deeper, on one thread.
const (
	WindowHashMB = 16
	BarTime      = 20 * time.Second
	BarHashMB    = 16
)

// Window is the analysis.Engine of the window: analysis.Quick or analysis.Deep for a game, on
// every core at a lowered priority, and an Evaluator for the evaluation bar.
type Window struct{}

// Analyse implements analysis.Engine.
func (Window) Analyse(ctx context.Context, rec *record.Record, deep bool, progress func(analysis.Update)) error {
	opts := analysis.Quick
	if deep {
		opts = analysis.Deep
	}
	opts.Threads, opts.HashMB, opts.Background = runtime.NumCPU(), WindowHashMB, true // Threads counts them
	_, err := Run(ctx, rec, opts, progress)
	return err
}

// Threads returns the most goroutines the window's analyses and its evaluation bar run at once,
// each below the window's priority: an analysis's one per core and the bar's one. The window's
// program gives each a place in GOMAXPROCS (lowprio.Procs).
func (Window) Threads() int { return runtime.NumCPU() + 1 }

// NewEvaluator implements analysis.Engine.
func (Window) NewEvaluator() (analysis.Evaluator, error) {
	return NewEvaluator(analysis.Options{MoveTime: BarTime, HashMB: BarHashMB, Background: true})
}

var _ analysis.Engine = Window{}
