package analyser

import (
	"janggi/analysis"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

func init() { publishing, published = make(chan struct{}, 1), make(chan struct{}, 1) }

// hangTimeout only turns a hang into a failure: no verdict depends on it.
const hangTimeout = 2 * time.Minute

// waitFinal waits for the evaluator's final evaluation of id, looking at the latest each time one
// is published, failing if an evaluation of another id than want comes after one of want.
func waitFinal(t *testing.T, e *Evaluator, id int) analysis.Evaluation {
	t.Helper()
	hang := time.After(hangTimeout)
	seen := false
	for {
		v := e.Latest()
		if v.ID == id {
			seen = true
			if v.Final {
				return v
			}
		} else if seen {
			t.Fatalf("an evaluation of %d came after one of %d", v.ID, id)
		}
		select {
		case <-published:
		case <-hang:
			t.Fatalf("no final evaluation of %d, nothing published for %v (latest %+v)", id, hangTimeout, e.Latest())
		}
	}
}

// TestEvaluatorFollowsTheNewestPosition asks for the blunder game's positions one after the
// other without waiting, and wants the evaluation of the last one asked for only, with the
// chariot Han won showing; then a finished game's end, and Twelve Janggi's solved start.
func TestEvaluatorFollowsTheNewestPosition(t *testing.T) {
	e, err := NewEvaluator(analysis.Options{MoveTime: 300 * time.Millisecond, HashMB: 8, Background: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if v := e.Latest(); v.ID != -1 {
		t.Fatalf("an evaluation before any was asked for: %+v", v)
	}
	rec := janggiRecord(t, blunderGame...)
	for ply := range len(blunderGame) + 1 {
		e.Evaluate(ply, rec, ply)
	}
	v := waitFinal(t, e, len(blunderGame))
	if !v.Position.Done || v.Position.Score.For(game.Han) < 500 || v.Position.Best == "" || v.Position.Depth < 1 {
		t.Errorf("after the chariot is lost: %+v, want Han well ahead, a best move and a depth", v.Position)
	}

	over := record.New(kind.Janggi, nil)
	over.StartFEN = "4k4/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1" // Han is mated
	e.Evaluate(100, over, 0)
	if v := waitFinal(t, e, 100); v.Position.Score.Kind != analysis.ChoWins || !v.Position.Proven {
		t.Errorf("a mated Han: %+v", v.Position)
	}

	tw := record.New(kind.Twelve, nil)
	e.Evaluate(200, tw, 0)
	if v := waitFinal(t, e, 200); !v.Position.Done || !v.Position.Proven {
		t.Errorf("Twelve Janggi's start, solved by the book: %+v", v.Position)
	}
}

// TestEvaluatorRefusesBadOptions: options outside their bounds are an error, not a panic.
func TestEvaluatorRefusesBadOptions(t *testing.T) {
	if _, err := NewEvaluator(analysis.Options{Depth: -1}); err == nil {
		t.Error("depth -1 accepted")
	}
}

// TestEvaluatorStopDoesNotWait: Stop returns while the evaluator's goroutine cannot go on (here it
// waits for the lock that publishes an evaluation, as a starved thread waits for a core), and the
// goroutine ends once it can; Close after Stop waits for that end.
func TestEvaluatorStopDoesNotWait(t *testing.T) {
	e, err := NewEvaluator(analysis.Options{MoveTime: time.Minute, HashMB: 8})
	if err != nil {
		t.Fatal(err)
	}
	e.mu.Lock()
	select { // news of another test's evaluator is not this one's
	case <-publishing:
	default:
	}
	e.Evaluate(1, janggiRecord(t, blunderGame...), 0)
	select {
	case <-publishing: // its first depth is done: it waits for the lock to publish
	case <-time.After(hangTimeout):
		e.mu.Unlock()
		t.Fatal("the evaluator published nothing")
	}
	stopped := make(chan struct{})
	go func() {
		e.Stop()
		e.Stop() // twice is harmless
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(hangTimeout):
		e.mu.Unlock()
		t.Fatal("Stop waited for the evaluator's goroutine")
	}
	e.mu.Unlock()
	closed := make(chan struct{})
	go func() {
		e.Close()
		close(closed)
	}()
	select {
	case <-closed:
	case <-time.After(hangTimeout):
		t.Fatal("the evaluator's goroutine did not end after Stop")
	}
}
