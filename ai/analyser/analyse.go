package analyser

import (
	"context"
	"errors"
	"fmt"
	"janggi/analysis"
	"runtime"
	"strings"
	"sync"

	"janggi/ai"
	aitwelve "janggi/ai/twelve"
	"janggi/game"
	"janggi/game/port"
	"janggi/internal/lowprio"
	"janggi/record"
)

// check returns the error naming a wrong option.
func checkOptions(o analysis.Options) error {
	switch {
	case o.Depth < 0 || o.Depth > analysis.MaxDepth:
		return fmt.Errorf("analysis: depth %d is outside 1..%d", o.Depth, analysis.MaxDepth)
	case o.MoveTime < 0 || o.MoveTime > analysis.MaxMoveTime:
		return fmt.Errorf("analysis: time a move %v is outside 1ms..%v", o.MoveTime, analysis.MaxMoveTime)
	case o.Threads < 0 || o.Threads > analysis.MaxThreads:
		return fmt.Errorf("analysis: %d threads is outside 1..%d", o.Threads, analysis.MaxThreads)
	case o.HashMB < 0 || o.HashMB > ai.MaxHash():
		return fmt.Errorf("analysis: hash %d MB is outside 1..%d", o.HashMB, ai.MaxHash())
	}
	return nil
}

// withDefaults fills the zero options.
func withDefaults(o analysis.Options) analysis.Options {
	if o.Depth == 0 && o.MoveTime == 0 {
		o.MoveTime = analysis.DefaultMoveTime
	}
	if o.Threads == 0 {
		o.Threads = runtime.NumCPU()
	}
	if o.HashMB == 0 {
		o.HashMB = analysis.DefaultHashMB
	}
	return o
}

// Run analyses every position of the record's game, Options.Threads at a time, and returns the
// report. progress (if not nil) is called after every position, one call at a time, from the
// analysing goroutines: it must not block for long. When ctx is cancelled Run stops within a
// search's reaction time (milliseconds) and returns the report of what it finished, with
// ctx's error. A move the rules refuse stops the analysis there, with the error naming it.
//
// A move is called an inaccuracy or worse only where the loss survives a deeper look: the
// positions before and after every such move are searched again with Deeper's options, and the
// move is classed from those scores (progress hears of each position searched again, with Done
// equal to Total). A position is searched again once at most, so progress is called at most
// twice for each.
//
// A program that analyses several games runs them through one Runner, which keeps its engines.
func Run(ctx context.Context, rec *record.Record, opts analysis.Options, progress func(analysis.Update)) (*analysis.Report, error) {
	r, err := NewRunner(opts)
	if err != nil {
		return nil, err
	}
	return r.Run(ctx, rec, progress)
}

// Runner analyses games one after another with the same engines, one per thread: their hash
// tables are made once, not once a game (a file of 2,200 games made 4,400 tables of 32 MB, freed
// only when the collector came round to them). It runs one game at a time.
type Runner struct {
	opts analysis.Options
	mu   sync.Mutex
	idle []*analyser // the threads' engines not in use
}

// NewRunner returns a runner with the options, or the error naming a wrong one.
func NewRunner(opts analysis.Options) (*Runner, error) {
	if err := checkOptions(opts); err != nil {
		return nil, err
	}
	opts = withDefaults(opts)
	// Each thread's engine has a table of HashMB: together they must fit the machine (a table
	// of 1500 MB on each of two threads was killed for memory in a 2 GB container).
	if err := ai.CheckHashTotal(opts.Threads, opts.HashMB); err != nil {
		return nil, fmt.Errorf("analysis: %d threads: %s", opts.Threads, strings.TrimPrefix(err.Error(), "ai: "))
	}
	return &Runner{opts: opts}, nil
}

// Run analyses the record's game as the function Run does.
func (r *Runner) Run(ctx context.Context, rec *record.Record, progress func(analysis.Update)) (*analysis.Report, error) {
	return r.runWith(ctx, rec, r.opts, progress)
}

// runWith is Run with other options than the runner's for the positions (depth, time a move):
// the window's quick and deep analyses share one runner. The threads and the table's size are
// the runner's, whatever opts says.
func (r *Runner) runWith(ctx context.Context, rec *record.Record, opts analysis.Options, progress func(analysis.Update)) (*analysis.Report, error) {
	r.mu.Lock()
	for _, a := range r.idle {
		a.newGame()
	}
	r.mu.Unlock()
	opts.Threads, opts.HashMB = r.opts.Threads, r.opts.HashMB
	return run(ctx, rec, opts, progress, r.take)
}

// newAnalyserHook and threadHook, when not nil, hear of every analyser made and of every
// analysing thread as it starts (+1) and ends (-1): tests count them.
var (
	newAnalyserHook func()
	threadHook      func(delta int)
)

// take lends a thread an analyser with the options o (those of the game, or of the deeper look):
// one not in use, or a new one; the thread gives it back with the function returned.
func (r *Runner) take(o analysis.Options) (analyseFunc, func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var a *analyser
	if n := len(r.idle); n > 0 {
		a = r.idle[n-1]
		r.idle = r.idle[:n-1]
		a.opts = o
	} else {
		a = newAnalyser(o)
	}
	return a.position, func() {
		r.mu.Lock()
		r.idle = append(r.idle, a)
		r.mu.Unlock()
	}
}

// analyseFunc analyses one position of a game: a thread's engines, or a test's stand-in.
type analyseFunc func(ctx context.Context, j job) analysis.Position

// makeFunc gives a thread what analyses its positions with the options given, and the function
// (nil for none) it calls once it is done with it.
type makeFunc func(analysis.Options) (analyseFunc, func())

// job is one position to analyse: its index in the game and a copy of it to search (its core's
// copy).
type job struct {
	i    int
	pos  port.Position
	over *analysis.Position // a finished game's position, judged by the walk
}

// run is Run with the analysers mk makes, one per thread for the options given.
func run(ctx context.Context, rec *record.Record, opts analysis.Options, progress func(analysis.Update), mk makeFunc) (*analysis.Report, error) {
	if rec == nil {
		return nil, errors.New("analysis: no record")
	}
	if err := checkOptions(opts); err != nil {
		return nil, err
	}
	opts = withDefaults(opts)
	total := len(rec.Moves) + 1
	positions := make([]analysis.Position, total)
	done := 0
	walkErr := analyseEach(ctx, rec, opts, nil, mk, func(i int, p analysis.Position) {
		positions[i] = p
		done++
		if progress != nil {
			progress(analysis.Update{Index: i, Position: p, Done: done, Total: total})
		}
	})
	rep := analysis.Build(rec, positions)
	// The deeper look, until no move is flagged whose positions were not searched again (a
	// deeper score can flag the move before it).
	deep, again := Deeper(opts), map[int]bool{}
	for ctx.Err() == nil && walkErr == nil {
		want := flagged(rep, positions, again)
		if len(want) == 0 {
			break
		}
		for i := range want {
			again[i] = true
		}
		analyseEach(ctx, rec, deep, want, mk, func(i int, p analysis.Position) {
			positions[i] = p
			if progress != nil {
				progress(analysis.Update{Index: i, Position: p, Done: total, Total: total})
			}
		})
		rep = analysis.Build(rec, positions)
	}
	rep.Options = opts
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	if walkErr != nil {
		return rep, fmt.Errorf("analysis: %w", walkErr)
	}
	return rep, nil
}

// Deeper returns the options of the deeper look at the positions around a flagged move: two
// plies more at a fixed depth, three times the time otherwise (within the options' bounds).
func Deeper(o analysis.Options) analysis.Options {
	if o.Depth > 0 {
		o.Depth = min(o.Depth+2, analysis.MaxDepth)
	} else {
		o.MoveTime = min(3*o.MoveTime, analysis.MaxMoveTime)
	}
	return o
}

// flagged returns the positions around every move classed an inaccuracy or worse (or whose
// result changed) that have not been searched again yet; proven positions need no second look.
func flagged(rep *analysis.Report, positions []analysis.Position, again map[int]bool) map[int]bool {
	want := map[int]bool{}
	for _, m := range rep.Moves {
		if m.Class < analysis.Inaccuracy && !m.ResultChanged {
			continue
		}
		for _, i := range []int{m.Ply, m.Ply + 1} {
			if !again[i] && !positions[i].Proven {
				want[i] = true
			}
		}
	}
	return want
}

// analyseEach analyses the positions of the record's game (those in want, or every one when
// want is nil), opts.Threads at a time, and gives each result to put, one call at a time. It
// returns the error of a move the rules refuse (the positions after it are not reached).
func analyseEach(ctx context.Context, rec *record.Record, opts analysis.Options, want map[int]bool, mk makeFunc, put func(int, analysis.Position)) error {
	jobs := make(chan job)
	var walkErr error
	go func() {
		defer close(jobs)
		send := func(j job) bool {
			select {
			case jobs <- j:
				return true
			case <-ctx.Done():
				return false
			}
		}
		walkErr = rec.EachPosition(func(i int, p port.Position) bool {
			if want != nil && !want[i] {
				return true
			}
			// A finished game's position is judged here; the others are searched on a copy,
			// which takes only the history the rules look at (see engineCore.copy).
			j := job{i: i}
			if res := p.Result(); res.Over() {
				j.over = &analysis.Position{Done: true, Score: resultScore(res), Proven: true}
			} else {
				j.pos = coreOf(p).copy(p)
			}
			return send(j)
		})
	}()

	n := len(rec.Moves) + 1
	if want != nil {
		n = len(want)
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range min(opts.Threads, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if threadHook != nil {
				threadHook(+1)
				defer threadHook(-1)
			}
			if opts.Background {
				defer lowprio.Background()()
			}
			analyse, release := mk(opts)
			if release != nil {
				defer release()
			}
			for j := range jobs {
				if ctx.Err() != nil {
					continue
				}
				var p analysis.Position
				if j.over != nil {
					p = *j.over
				} else {
					p = analyse(ctx, j)
				}
				if ctx.Err() != nil || !p.Done {
					continue // cut short: not a result at the asked depth or time
				}
				mu.Lock()
				put(j.i, p)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return walkErr
}

// analyser is one thread's engines.
type analyser struct {
	opts   analysis.Options
	janggi *ai.Engine
	twelve *aitwelve.Engine
}

func newAnalyser(opts analysis.Options) *analyser {
	if newAnalyserHook != nil {
		newAnalyserHook()
	}
	return &analyser{opts: opts}
}

// newGame makes the analyser's engines forget the game before, so that a game's analysis does not
// depend on the games analysed before it.
func (a *analyser) newGame() {
	if a.janggi != nil {
		_ = a.janggi.NewGame() // not searching: it cannot fail
	}
	if a.twelve != nil {
		a.twelve.NewGame()
	}
}

// analyse analyses p with the analyser's engine of p's rules core; info, if not nil, hears of
// each line the search finishes before the last (the evaluation bar shows them as they come).
func (a *analyser) analyse(ctx context.Context, p port.Position, info func(analysis.Position)) analysis.Position {
	if r := p.Result(); r.Over() {
		return analysis.Position{Done: true, Score: resultScore(r), Proven: true}
	}
	return coreOf(p).analyse(ctx, a, p, info)
}

// position analyses the position of a job.
func (a *analyser) position(ctx context.Context, j job) analysis.Position {
	return a.analyse(ctx, j.pos, nil)
}

// resultScore is the score of a finished game.
func resultScore(r game.Result) analysis.Score {
	switch r.Outcome {
	case game.ChoWins:
		return analysis.Score{Kind: analysis.ChoWins}
	case game.HanWins:
		return analysis.Score{Kind: analysis.HanWins}
	}
	return analysis.Score{Kind: analysis.Drawn}
}

// winFor returns the score of a forced win in plies plies for side c.
func winFor(c game.Color, plies int) analysis.Score {
	if c == game.Cho {
		return analysis.Score{Kind: analysis.ChoWins, Plies: plies}
	}
	return analysis.Score{Kind: analysis.HanWins, Plies: plies}
}
