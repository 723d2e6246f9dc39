package twelve

import (
	"context"
	"testing"

	"janggi/game/twelve"
	"janggi/internal/lowprio/nicetest"
)

// TestSetNice checks the engine's priority option, for Search and for BestMove: a search at a
// nice value runs on a thread at that value and does not yield (it is the computer's move, not
// background work), the caller's thread keeps its own, GOMAXPROCS is left as the program set it,
// at 0 the search runs on the caller's thread, and a value outside 0..19 is refused by name.
func TestSetNice(t *testing.T) {
	e := NewEngine(8)
	progress := func(report func()) func(int, int, []twelve.Move) {
		return func(int, int, []twelve.Move) { report() } // on the searching thread
	}
	nicetest.Check(t, e.SetNice, map[string]nicetest.Search{
		"Search": func(report func()) error {
			_, err := e.Search(context.Background(), twelve.NewPosition(twelve.TwelveJanggi), Limits{Depth: 4}, progress(report))
			return err
		},
		"BestMove": func(report func()) error {
			// A position past the opening book, so that the level searches.
			p := twelve.NewPosition(twelve.TwelveJanggi)
			for range 3 {
				p.Make(p.LegalMoves(nil)[0])
			}
			_, err := e.BestMove(context.Background(), p, 1, progress(report))
			return err
		},
	}, func(name string, nice int) {
		if e.s.yield {
			t.Errorf("%s at nice %d: the search yields, as background work does", name, nice)
		}
	})
}
