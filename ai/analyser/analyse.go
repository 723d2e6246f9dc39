package analyser

import (
	"context"
	"errors"
	"fmt"
	"janggi/analysis"
	"runtime"
	"strings"
	"sync"
	"time"

	"janggi/ai"
	aitwelve "janggi/ai/twelve"
	"janggi/game"
	"janggi/game/port"
	"janggi/game/twelve"
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

// job is one position to analyse: its index in the game and a copy of it in its core.
type job struct {
	i      int
	janggi *game.Position
	twelve *twelve.Position
	over   *analysis.Position // a finished game's position, judged by the walk
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
			// Each engine searches its own core's positions. A Janggi or Xiangqi position takes
			// only the history the rules look at (CloneRecent), and a finished game's none: a
			// whole history for every position made a long game's analysis quadratic in its
			// length.
			j := job{i: i}
			if tp, ok := port.Core[*twelve.Position](p); ok {
				if res := tp.Result(); res.Over() {
					j.over = &analysis.Position{Done: true, Score: resultScore(res), Proven: true}
				} else {
					j.twelve = tp.Clone()
				}
			} else if jp, ok := port.Core[*game.Position](p); ok {
				if res := jp.Result(); res.Over() {
					j.over = &analysis.Position{Done: true, Score: resultScore(res), Proven: true}
				} else {
					j.janggi = jp.CloneRecent()
				}
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

// janggiEngine returns the analyser's Janggi and Xiangqi engine, made the first time.
func (a *analyser) janggiEngine() *ai.Engine {
	if a.janggi == nil {
		a.twelve = nil // one table a thread: the other game's goes
		a.janggi = ai.NewEngine(a.opts.HashMB)
	}
	return a.janggi
}

// position analyses the position of a job in its game's core.
func (a *analyser) position(ctx context.Context, j job) analysis.Position {
	if j.twelve != nil {
		return a.twelvePosition(ctx, j.twelve)
	}
	return a.janggiPosition(ctx, j.janggi)
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

// janggiPosition analyses a Janggi or Xiangqi position.
func (a *analyser) janggiPosition(ctx context.Context, p *game.Position) analysis.Position {
	if r := p.Result(); r.Over() {
		return analysis.Position{Done: true, Score: resultScore(r), Proven: true}
	}
	res, err := a.janggiEngine().Search(ctx, p, ai.Limits{Depth: a.opts.Depth, MoveTime: a.opts.MoveTime}, nil)
	if err != nil {
		return analysis.Position{}
	}
	out := janggiResult(p.SideToMove(), res.Score, res.PV, res.Depth, res.Nodes)
	out.Best = res.Move.String()
	return out
}

// janggiResult is the analysis of a Janggi or Xiangqi position where us is to move, from the
// engine's score (us's view), line, depth and nodes.
func janggiResult(us game.Color, s ai.Score, pv []game.Move, depth int, nodes int64) analysis.Position {
	out := analysis.Position{Done: true, Depth: depth, Nodes: nodes}
	for _, m := range pv {
		out.PV = append(out.PV, m.String())
	}
	if len(out.PV) > 0 {
		out.Best = out.PV[0]
	}
	switch {
	case s >= ai.MateBound:
		out.Score = winFor(us, int(ai.Mate-s))
	case s <= -ai.MateBound:
		out.Score = winFor(us^1, int(ai.Mate+s))
	default:
		v := int(s)
		if us == game.Han {
			v = -v
		}
		out.Score = analysis.Score{CP: v}
	}
	return out
}

// twelvePosition analyses a Twelve Janggi or Dobutsu position: with the solved value where the
// opening book has it, else with a proof search (every score it finds is a win or loss proven
// within its depth), and where that proves nothing with the ordinary search's evaluation.
func (a *analyser) twelvePosition(ctx context.Context, p *twelve.Position) analysis.Position {
	if r := p.Result(); r.Over() {
		return analysis.Position{Done: true, Score: resultScore(r), Proven: true}
	}
	us := p.SideToMove()
	score := func(v int, proven bool) analysis.Score {
		switch n := aitwelve.MatePlies(v); {
		case n > 0:
			return winFor(us, n)
		case n < 0:
			return winFor(us^1, -n)
		case proven:
			return analysis.Score{Kind: analysis.Drawn}
		}
		if us == game.Han {
			v = -v
		}
		return analysis.Score{CP: v}
	}
	if m, v, ok := aitwelve.BookMove(p); ok {
		return analysis.Position{Done: true, Score: score(v, true), Proven: true, Best: m.String(), PV: bookLine(p, m)}
	}
	if a.twelve == nil {
		a.janggi = nil // one table a thread: the other game's goes
		a.twelve = aitwelve.NewEngine(a.opts.HashMB)
	}
	start := time.Now()
	proof := aitwelve.Limits{Exact: true, Depth: a.opts.Depth, Time: a.opts.MoveTime / 2}
	if a.opts.Depth > 0 {
		// A proof search is full width: bounded so that a deep analysis stays within reason.
		proof.Depth, proof.Nodes = min(a.opts.Depth, twelveProofDepth), twelveProofNodes
	}
	res, err := a.twelve.Search(ctx, p, proof, nil)
	if err != nil || ctx.Err() != nil {
		return analysis.Position{}
	}
	if aitwelve.IsMate(res.Score) {
		return analysis.Position{Done: true, Score: score(res.Score, true), Proven: true, Best: res.Move.String(), PV: twelveLine(res.PV), Depth: res.Depth, Nodes: res.Nodes}
	}
	lim := aitwelve.Limits{Depth: a.opts.Depth}
	if a.opts.Depth == 0 {
		lim.Time = max(a.opts.MoveTime-time.Since(start), time.Millisecond)
	}
	ev, err := a.twelve.Search(ctx, p, lim, nil)
	if err != nil || ctx.Err() != nil {
		return analysis.Position{}
	}
	return analysis.Position{Done: true, Score: score(ev.Score, false), Best: ev.Move.String(), PV: twelveLine(ev.PV), Depth: ev.Depth, Nodes: res.Nodes + ev.Nodes}
}

// The proof search's bounds at a fixed depth.
const (
	twelveProofDepth = 16
	twelveProofNodes = 4_000_000
)

// twelveLine writes a Twelve Janggi line in UCI form.
func twelveLine(pv []twelve.Move) []string {
	out := make([]string, len(pv))
	for i, m := range pv {
		out[i] = m.String()
	}
	return out
}

// bookLine follows the opening book from p, first with m, for as long as it has the positions
// (at most 12 plies): the line that keeps the solved value.
func bookLine(p *twelve.Position, m twelve.Move) []string {
	q := p.Clone()
	var line []string
	for len(line) < 12 && m != twelve.NoMove && !q.Result().Over() {
		line = append(line, m.String())
		q.Make(m)
		if q.Result().Over() {
			break
		}
		next, _, ok := aitwelve.BookMove(q)
		if !ok {
			break
		}
		m = next
	}
	return line
}
