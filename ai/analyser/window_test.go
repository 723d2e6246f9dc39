package analyser

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"janggi/analysis"
)

// countAnalysers counts the analysers made (each a thread's engines) until the test ends.
func countAnalysers(t *testing.T) *atomic.Int32 {
	var made atomic.Int32
	newAnalyserHook = func() { made.Add(1) }
	t.Cleanup(func() { newAnalyserHook = nil })
	return &made
}

// TestWindowKeepsItsEngines starts and stops the window's analysis three times, as a player
// pressing A over and over does, and wants one analyser a thread in all: each analysis made
// its own, NumCPU tables of 16 MB a press.
func TestWindowKeepsItsEngines(t *testing.T) {
	made := countAnalysers(t)
	w := NewWindow()
	w.threads = 2
	for i := range 3 {
		ctx, cancel := context.WithCancel(context.Background())
		err := w.Analyse(ctx, janggiRecord(t, blunderGame...), i == 1, func(analysis.Update) { cancel() })
		cancel()
		if err != context.Canceled {
			t.Fatalf("analysis %d: %v, want it cancelled", i, err)
		}
	}
	if n := made.Load(); n != 2 {
		t.Errorf("%d analysers made for 3 analyses on 2 threads, want 2", n)
	}
}

// TestWindowJoinsACancelledAnalysis cancels an analysis whose thread cannot go on (it is held in
// its progress, as a starved thread waits for a core) and starts the next one: the next one's
// threads must not start before the cancelled one's have ended, so that no more than one
// analysis's threads ever run. Before, the next one started at once beside it.
func TestWindowJoinsACancelledAnalysis(t *testing.T) {
	var mu sync.Mutex
	alive, most := 0, 0
	threadHook = func(d int) {
		mu.Lock()
		alive += d
		most = max(most, alive)
		mu.Unlock()
	}
	waiting := make(chan struct{}, 2)
	analysisWaitHook = func() { waiting <- struct{}{} }
	defer func() { threadHook, analysisWaitHook = nil, nil }()

	w := NewWindow()
	w.threads = 2
	rec := janggiRecord(t, blunderGame...)
	ctxA, cancelA := context.WithCancel(context.Background())
	held, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	doneA := make(chan error, 1)
	go func() {
		doneA <- w.Analyse(ctxA, rec, false, func(analysis.Update) {
			once.Do(func() { close(held) })
			<-release
		})
	}()
	<-waiting // A's
	select {
	case <-held:
	case <-time.After(hangTimeout):
		t.Fatal("the first analysis reported nothing")
	}
	cancelA()

	ctxB, cancelB := context.WithCancel(context.Background())
	startedB := make(chan struct{})
	var onceB sync.Once
	doneB := make(chan error, 1)
	go func() {
		doneB <- w.Analyse(ctxB, rec, false, func(analysis.Update) {
			onceB.Do(func() { close(startedB) })
			cancelB()
		})
	}()
	select {
	case <-waiting: // B waits for its turn (it may yet be running too: the count says)
	case <-startedB:
	}
	close(release)
	if err := <-doneA; err != context.Canceled {
		t.Errorf("the cancelled analysis: %v", err)
	}
	select {
	case <-startedB:
	case <-time.After(hangTimeout):
		t.Fatal("the second analysis reported nothing")
	}
	<-doneB
	if most > w.threads {
		t.Errorf("%d analysing threads at once, want %d at most: the cancelled analysis ran beside the next", most, w.threads)
	}
	if alive != 0 {
		t.Errorf("%d analysing threads left running", alive)
	}
}

// TestWindowBarKeepsItsEngine turns the evaluation bar on and off five times, each time until it
// has shown an evaluation, and wants one engine in all, each bar's thread ended before the next
// one's searches: each bar made a table of 16 MB and ended on its own, whenever its thread ran.
func TestWindowBarKeepsItsEngine(t *testing.T) {
	made := countAnalysers(t)
	w := NewWindow()
	rec := janggiRecord(t, blunderGame...)
	var bars []*Evaluator
	for i := range 5 {
		ev, err := w.NewEvaluator()
		if err != nil {
			t.Fatal(err)
		}
		e := ev.(*Evaluator)
		e.Evaluate(i, rec, i)
		waitSome(t, e, i)
		for _, b := range bars {
			select {
			case <-b.done:
			default:
				t.Errorf("bar %d: an earlier bar's goroutine still runs", i)
			}
		}
		e.Stop()
		bars = append(bars, e)
	}
	bars[len(bars)-1].Close()
	if n := made.Load(); n != 1 {
		t.Errorf("%d engines made for 5 bars, want 1", n)
	}
}

// waitSome waits until the evaluator has published an evaluation of id.
func waitSome(t *testing.T, e *Evaluator, id int) {
	t.Helper()
	hang := time.After(hangTimeout)
	for e.Latest().ID != id {
		select {
		case <-published:
		case <-hang:
			t.Fatalf("nothing of %d published for %v", id, hangTimeout)
		}
	}
}
