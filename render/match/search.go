package match

import (
	"context"
	"time"

	"janggi/internal/latest"
)

// Progress is the computer's latest report while it thinks: the depth reached and the score in
// centipawns from the side to move's view.
type Progress struct {
	Depth, Score int
}

// jobResult is what a search goroutine sends back once.
type jobResult[M any] struct {
	move M
	err  error
}

// job is one computer search running in its own goroutine, for any game's moves M. The goroutine
// owns a clone of the position and talks only through the two channels, which Update polls
// without blocking; cancel stops it, and a search nobody waits for any more just ends and is
// collected.
type job[M any] struct {
	key      uint64        // the position it searches (hash mixed with ply), to drop stale answers
	timeout  time.Duration // how long it may run (0: no limit), as the clock gave it
	cancel   context.CancelFunc
	done     chan jobResult[M] // buffered: the goroutine never blocks on sending
	progress chan Progress     // buffered, latest report only
}

// jobEvents, when a test sets it (before any search starts), hears of every search goroutine's
// end, so that the test waits for the answer instead of for time to pass (see tickUntil). A send
// never blocks: a full channel already holds the news.
var jobEvents chan struct{}

// signalJob tells jobEvents, if a test listens, that something a test may wait for happened.
func signalJob() {
	if jobEvents != nil {
		select {
		case jobEvents <- struct{}{}:
		default:
		}
	}
}

// startJob runs search in a goroutine under a context that cancel (and a timeout, unless it is
// 0) ends. search must not touch anything the window's loop uses: it gets a clone of the position.
// The goroutine runs at the window's priority: an engine's priority is the engine's own option
// (ai.Engine.SetNice, which cmd/janggi-window sets), so a stand-in or an outside engine needs none.
func startJob[M any](key uint64, timeout time.Duration, search func(ctx context.Context, report func(Progress)) (M, error)) *job[M] {
	ctx, cancel := context.WithCancel(context.Background())
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), timeout)
	}
	j := &job[M]{key: key, timeout: timeout, cancel: cancel, done: make(chan jobResult[M], 1), progress: make(chan Progress, 1)}
	go func() {
		report := func(p Progress) { latest.Put(j.progress, p) }
		m, err := search(ctx, report)
		j.done <- jobResult[M]{m, err}
		signalJob()
	}()
	return j
}

// collect polls the search in slot, if there is one: once it has finished, it empties the slot and
// returns the search and its result, with ok true.
func collect[M any](slot **job[M]) (j *job[M], r jobResult[M], ok bool) {
	if *slot == nil {
		return nil, r, false
	}
	if r, ok = (*slot).poll(); !ok {
		return nil, r, false
	}
	j, *slot = *slot, nil
	return j, r, true
}

// poll returns the result if the search has finished, without waiting.
func (j *job[M]) poll() (jobResult[M], bool) {
	select {
	case r := <-j.done:
		return r, true
	default:
		return jobResult[M]{}, false
	}
}

// latest returns the newest progress report, if one came since the last call.
func (j *job[M]) latest() (Progress, bool) { return latest.Take(j.progress) }

// startSearch runs e.BestMove on a copy of pos, whose key is k (see key). A timeout of 0 means none.
func startSearch[P position[P, M], M comparable](e EngineOf[P, M], pos P, k uint64, level int, timeout time.Duration) *job[M] {
	clone := pos.Clone()
	return startJob(k, timeout, func(ctx context.Context, report func(Progress)) (M, error) {
		return e.BestMove(ctx, clone, level, func(depth, score int, _ []M) {
			report(Progress{Depth: depth, Score: score})
		})
	})
}
