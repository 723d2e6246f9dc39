package ai

import (
	"context"
	"testing"

	"janggi/game"
	"janggi/internal/lowprio/nicetest"
)

// TestSetNice checks the engine's priority option: a search at a nice value runs on a thread at
// that value, the caller's thread keeps its own, GOMAXPROCS is left as the program set it, at 0
// the search runs on the caller's thread, and a value outside 0..19 is refused by name.
func TestSetNice(t *testing.T) {
	e := NewEngine(8)
	if err := e.SetThreads(2); err != nil {
		t.Fatal(err)
	}
	p := position(t, "standard", game.DefaultFEN)
	nicetest.Check(t, e.SetNice, map[string]nicetest.Search{
		"Search": func(report func()) error {
			_, err := e.Search(context.Background(), p, Limits{Depth: 3}, func(Info) { report() }) // on the search's main thread
			return err
		},
	}, nil)
}
