package ai

import (
	"context"
	"runtime"
	"testing"

	"janggi/game"
	"janggi/internal/lowprio"
	"janggi/internal/testenv"
)

// TestBackgroundSearchYields: a search started on a thread that lowprio.Background lowered has
// every one of its threads yield every 128 nodes, the helpers too; a search started elsewhere,
// or on a thread lowered for the computer's move (lowprio.Lower), yields never.
func TestBackgroundSearchYields(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux's threads yield")
	}
	e := NewEngine(8)
	if err := e.SetThreads(2); err != nil {
		t.Fatal(err)
	}
	p := position(t, "standard", game.DefaultFEN)
	search := func(lower func() func()) (masks []int64) {
		testenv.OnLowered(lower, func() {
			if _, err := e.Search(context.Background(), p, Limits{Depth: 4}, nil); err != nil {
				t.Error(err)
			}
			for _, w := range e.workers {
				masks = append(masks, w.every)
			}
		})
		return masks
	}
	for _, c := range []struct {
		name  string
		lower func() func()
		want  int64
	}{
		{"background", lowprio.Background, 127},
		{"the computer's move", lowprio.Lower, 1023},
		{"the normal priority", func() func() { return func() {} }, 1023},
	} {
		masks := search(c.lower)
		if len(masks) != 2 {
			t.Fatalf("%s: %d workers, want 2", c.name, len(masks))
		}
		for i, m := range masks {
			if m != c.want {
				t.Errorf("%s: worker %d counts nodes with the mask %d, want %d", c.name, i, m, c.want)
			}
		}
	}
}
