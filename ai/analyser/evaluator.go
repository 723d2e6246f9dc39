package analyser

import (
	"context"
	"janggi/analysis"
	"sync"

	"janggi/internal/lowprio"
	"janggi/record"
)

// Evaluator evaluates one position at a time in the background, for an evaluation bar beside a
// game: Evaluate hands it the position shown (stopping the work on the one before), Latest
// returns the newest evaluation of it without waiting. A Janggi or Xiangqi position is searched
// deeper and deeper for up to Options.MoveTime (or to Options.Depth), each finished iteration
// published at once; a Twelve Janggi position is valued as the analysis values it (the solved
// opening book, a proof search, then the engine). One engine on one thread, at a lowered
// priority when Options.Background is set.
type Evaluator struct {
	opts  analysis.Options
	asks  chan evalAsk // the newest position asked for; at most one waits
	stop  context.CancelFunc
	done  chan struct{}
	mu    sync.Mutex
	last  analysis.Evaluation
	close sync.Once
	// an is the thread's engines, set by the goroutine before done is closed: the evaluator
	// started after this one (see Window.NewEvaluator) takes them over once done is.
	an *analyser
}

type evalAsk struct {
	id  int
	rec *record.Record
	ply int
}

// NewEvaluator starts an evaluator with opts (Threads is ignored: one thread); Close ends it.
func NewEvaluator(opts analysis.Options) (*Evaluator, error) {
	return newEvaluator(opts, nil)
}

// newEvaluator starts an evaluator with opts that, when prev is not nil, waits for prev's
// goroutine to end and then searches on prev's engines (made to forget prev's positions).
func newEvaluator(opts analysis.Options, prev *Evaluator) (*Evaluator, error) {
	if err := checkOptions(opts); err != nil {
		return nil, err
	}
	opts = withDefaults(opts)
	ctx, stop := context.WithCancel(context.Background())
	e := &Evaluator{opts: opts, asks: make(chan evalAsk, 1), stop: stop, done: make(chan struct{}), last: analysis.Evaluation{ID: -1}}
	go e.run(ctx, prev)
	return e, nil
}

// Evaluate asks for the position after the first ply moves of rec, under the caller's id (which
// Latest gives back); rec must not change afterwards. It never waits: the position asked for
// before, if still waiting, is dropped, and the one being searched is stopped.
func (e *Evaluator) Evaluate(id int, rec *record.Record, ply int) {
	a := evalAsk{id: id, rec: rec, ply: ply}
	for {
		select {
		case e.asks <- a:
			return
		default:
		}
		select {
		case <-e.asks: // drop the older ask, then try again
		default:
		}
	}
}

// Latest returns the newest evaluation; its ID is -1 before the first.
func (e *Evaluator) Latest() analysis.Evaluation {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.last
}

// Close stops the evaluator and waits for its goroutine to end.
func (e *Evaluator) Close() {
	e.Stop()
	<-e.done
}

// Stop stops the evaluator without waiting: its goroutine ends on its own, as soon as its
// thread runs. A window stops its evaluator with Stop: under Options.Background, on a machine
// whose every core is busy, the thread can wait seconds for a core (8 to 14 s with one spinning
// process per core), and the window must not wait with it. Stop and Close may be called more
// than once, in any order.
func (e *Evaluator) Stop() {
	e.close.Do(e.stop)
}

// publishing and published, when a test sets them (before any evaluator starts), hear of every
// evaluation about to be published and just published, so that the test waits for the news
// rather than for time to pass. A send never blocks: a full channel already holds the news.
var publishing, published chan struct{}

func signal(c chan struct{}) {
	if c != nil {
		select {
		case c <- struct{}{}:
		default:
		}
	}
}

func (e *Evaluator) publish(v analysis.Evaluation) {
	signal(publishing)
	e.mu.Lock()
	e.last = v
	e.mu.Unlock()
	signal(published)
}

// run evaluates the positions asked for, one at a time, until ctx ends; a newer ask stops the
// search of the one before. With a prev, it first waits for prev's goroutine to end, not lowered
// (a goroutine that waits holds no thread of its own), and takes its engines over.
func (e *Evaluator) run(ctx context.Context, prev *Evaluator) {
	defer close(e.done)
	if prev != nil {
		<-prev.done
		e.an, prev.an = prev.an, nil
		e.an.opts = e.opts
		e.an.newGame() // as a new engine would: nothing of the evaluations before
	} else {
		e.an = newAnalyser(e.opts)
	}
	if ctx.Err() != nil {
		return // stopped while it waited: its engines go on to the next
	}
	if e.opts.Background {
		defer lowprio.Background()()
	}
	an := e.an
	var next *evalAsk
	for {
		if next == nil {
			select {
			case <-ctx.Done():
				return
			case a := <-e.asks:
				next = &a
			}
		}
		a := *next
		next = nil
		sctx, cancel := context.WithCancel(ctx)
		finished := make(chan struct{})
		took := make(chan *evalAsk, 1)
		go func() { // a newer ask stops this search
			select {
			case b := <-e.asks:
				cancel()
				took <- &b
			case <-finished:
				took <- nil
			}
		}()
		e.evaluate(sctx, an, a)
		close(finished)
		next = <-took
		cancel()
	}
}

// evaluate evaluates the position of a, publishing what it finds as it goes.
func (e *Evaluator) evaluate(ctx context.Context, an *analyser, a evalAsk) {
	at, err := a.rec.Position(a.ply)
	if err != nil {
		return
	}
	pos := an.analyse(ctx, at, func(p analysis.Position) {
		e.publish(analysis.Evaluation{ID: a.id, Position: p})
	})
	if pos.Done && ctx.Err() == nil {
		e.publish(analysis.Evaluation{ID: a.id, Position: pos, Final: true})
	}
}
