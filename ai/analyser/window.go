package analyser

import (
	"context"
	"runtime"
	"sync"
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
// every core at a lowered priority, and an Evaluator for the evaluation bar. It is one
// long-lived service for the window's whole life, which keeps its engines: a player who turns
// the analysis or the bar on and off makes no new tables, and the threads of one cancelled end
// before the next one's start, so that the window never runs more than Threads lowered
// goroutines (each analysis made NumCPU tables of WindowHashMB, and a cancelled one ran on
// beside the next until its starved threads saw the cancellation).
type Window struct {
	threads int           // an analysis's threads
	turn    chan struct{} // held by the analysis running: the next waits for it to end
	runner  *Runner       // the analyses' engines, one a thread; made by the first analysis

	mu  sync.Mutex
	bar *Evaluator // the newest bar's evaluator, whose engines the next one takes over
}

// NewWindow returns the window's analysis service. It makes no engine until it is asked for an
// analysis or an evaluation.
func NewWindow() *Window {
	return &Window{threads: runtime.NumCPU(), turn: make(chan struct{}, 1)}
}

// analysisWaitHook, when not nil, is called by an analysis about to wait for its turn: tests
// hear that it waits.
var analysisWaitHook func()

// Analyse implements analysis.Engine. One analysis runs at a time: the one started after a
// cancelled one waits until that one's threads have ended and given their engines back, and
// one cancelled while it waits returns without starting.
func (w *Window) Analyse(ctx context.Context, rec *record.Record, deep bool, progress func(analysis.Update)) error {
	if analysisWaitHook != nil {
		analysisWaitHook()
	}
	select {
	case w.turn <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-w.turn }()
	if err := ctx.Err(); err != nil {
		return err
	}
	opts := analysis.Quick
	if deep {
		opts = analysis.Deep
	}
	opts.Threads, opts.HashMB, opts.Background = w.threads, WindowHashMB, true
	if w.runner == nil {
		r, err := NewRunner(opts)
		if err != nil {
			return err
		}
		w.runner = r
	}
	_, err := w.runner.runWith(ctx, rec, opts, progress)
	return err
}

// WindowThreads returns the most goroutines the window's analyses and its evaluation bar run at
// once, each below the window's priority: an analysis's one per core and the bar's one. The
// window's program gives each a place in GOMAXPROCS (lowprio.Procs).
func WindowThreads() int { return runtime.NumCPU() + 1 }

// NewEvaluator implements analysis.Engine. It never waits: the new evaluator's goroutine waits
// for the one before (stopped with Stop, which does not wait either) to end, and then searches on
// its engine, so that one bar's thread runs at a time, on one table.
func (w *Window) NewEvaluator() (analysis.Evaluator, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	e, err := newEvaluator(analysis.Options{MoveTime: BarTime, HashMB: BarHashMB, Background: true}, w.bar)
	if err != nil {
		return nil, err
	}
	w.bar = e
	return e, nil
}

var _ analysis.Engine = (*Window)(nil)
