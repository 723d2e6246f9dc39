package ai

import (
	"testing"
	"time"

	"janggi/game"
)

// searcherAt returns a worker prepared to search p, as Search prepares its main thread.
func searcherAt(p *game.Position) *worker {
	w := &worker{}
	w.prepare(&search{tt: newTable(1)}, p, nil)
	return w
}

// play makes moves on the worker's position the way the search does, recording them for
// repetition detection.
func play(t *testing.T, w *worker, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := w.pos.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		w.makeMove(m, len(w.keys)-1-w.rootIdx)
	}
}

// TestRepetitionInSearch walks horses back and forth so that the root position comes back, and
// checks the value the search gives it under each preset's rules.
func TestRepetitionInSearch(t *testing.T) {
	cycle := []string{"b1c3", "b10c8", "c3b1", "c8b10"}
	for _, c := range []struct {
		preset string
		want   Score // from Cho's view, Cho to move after the cycle
	}{
		// Counted: Han is ahead by the 덤, so the repetition loses for Cho.
		{"standard", lossIn(4)},
		// A draw.
		{"casual", 0},
		// Modern rules end the game at the fourth occurrence, but inside the search tree one
		// repetition is taken as the ending (the side that liked it can repeat again): counted.
		{"modern", lossIn(4)},
	} {
		p := game.NewPosition(game.MustPreset(c.preset), game.HEEH, game.HEEH)
		w := searcherAt(p)
		play(t, w, cycle...)
		v, ok := w.ending(4)
		if !ok || v != c.want {
			t.Errorf("%s: ending = %v, %v; want %v", c.preset, v, ok, c.want)
		}
	}
}

// TestPerpetualCheckInSearch checks that a side checking with every move of a repetition loses it.
func TestPerpetualCheckInSearch(t *testing.T) {
	// Han's general steps between e10 and d10; Cho's chariot follows it on e3 and d3, checking
	// with every move.
	p, err := game.ParseFEN(game.MustPreset("casual"), "4k4/9/9/9/9/9/9/4R4/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	w := searcherAt(p)
	play(t, w, "e10d10", "e3d3", "d10e10", "d3e3")
	// Han to move, in check again, after a cycle in which every Cho move gave check.
	v, ok := w.ending(4)
	if !ok || v != winIn(4) {
		t.Errorf("perpetual check: ending = %v, %v; want a win for Han, the side checked", v, ok)
	}
}

// TestGeneralCaptureInSearch checks the yeeqia preset, where a general left attacked may be taken.
func TestGeneralCaptureInSearch(t *testing.T) {
	// Han's general stands on the chariot's file: Cho takes it.
	p, err := game.ParseFEN(game.MustPreset("yeeqia"), "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	res := searchDepth(t, p, 2)
	if res.Move.String() != "e2e10" || res.Score != MateScore(1) {
		t.Errorf("yeeqia: %s %v, want e2e10 taking the general", res.Move, res.Score)
	}
}

// TestBudget checks the time limits a search sets itself from the UCI clock fields.
func TestBudget(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		name       string
		l          Limits
		soft, hard time.Duration
	}{
		{"movetime", Limits{MoveTime: 1000 * ms}, 0, 995 * ms},
		{"sudden death", Limits{Time: [2]time.Duration{60000 * ms, 1}}, 2000 * ms, 10000 * ms},
		{"increment", Limits{Time: [2]time.Duration{30000 * ms, 1}, Inc: [2]time.Duration{2000 * ms, 0}}, 2500 * ms, 10000 * ms},
		{"moves to go", Limits{Time: [2]time.Duration{9000 * ms, 1}, MovesToGo: 5}, 1800 * ms, 3000 * ms},
		{"byoyomi only", Limits{Byoyomi: 30000 * ms}, 29980 * ms, 29980 * ms},
		{"main time and byoyomi", Limits{Time: [2]time.Duration{60000 * ms, 1}, Byoyomi: 10000 * ms}, 11980 * ms, 19980 * ms},
		{"almost flagged", Limits{Time: [2]time.Duration{30 * ms, 1}}, 1 * ms, 5 * ms},
		{"infinite", Limits{Infinite: true, MoveTime: time.Second}, 0, 0},
		{"depth only", Limits{Depth: 5}, 0, 0},
	} {
		s := &search{limits: c.l}
		s.budget(game.Cho)
		if s.soft != c.soft || s.hard != c.hard {
			t.Errorf("%s: soft %v hard %v, want %v %v", c.name, s.soft, s.hard, c.soft, c.hard)
		}
	}
}
