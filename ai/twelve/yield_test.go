package twelve

import (
	"context"
	"runtime"
	"testing"

	"janggi/game/twelve"
	"janggi/internal/lowprio"
	"janggi/internal/testenv"
)

// TestBackgroundSearchYields: a search on a thread lowprio.Background lowered yields (every 128
// nodes, see searcher.stop); one on a thread lowered for the computer's move does not.
func TestBackgroundSearchYields(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux's threads yield")
	}
	e := NewEngine(8)
	search := func(lower func() func()) (yield bool) {
		testenv.OnLowered(lower, func() {
			if _, err := e.Search(context.Background(), twelve.NewPosition(twelve.TwelveJanggi), Limits{Depth: 6}, nil); err != nil {
				t.Error(err)
			}
			yield = e.s.yield
		})
		return yield
	}
	if !search(lowprio.Background) {
		t.Error("a background search does not yield")
	}
	if search(lowprio.Lower) {
		t.Error("the computer's search yields")
	}
}
