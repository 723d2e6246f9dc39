package ai

import (
	"context"
	"testing"
	"time"

	"janggi/game"
)

// searcherAt returns a worker prepared to search p, as Search prepares its main thread.
func searcherAt(p *game.Position) *worker {
	w := newWorker(0)
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

// TestPerpetualChaseInSearch checks Xiangqi's chase rule inside the search: a side that chased one
// unprotected piece with every move of a repetition loses it, as game.Result has it.
func TestPerpetualChaseInSearch(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		cycle     []string
	}{
		// Cho's chariot attacks the elephant on g10, then on i8, then on g10 again.
		{"Cho's chariot chases", "4k1b2/9/9/9/9/9/9/9/9/3K4R w - - 0 1", []string{"i1g1", "g10i8", "g1i1", "i8g10"}},
		// The same, mirrored: Han chases, and is to move after the cycle.
		{"Han's chariot chases", "3k4r/9/9/9/9/9/9/9/9/4K1B2 b - - 0 1", []string{"i10g10", "g1i3", "g10i10", "i3g1"}},
		// A horse chases a cannon that flees between a10 and a9.
		{"Cho's horse chases a cannon", "c4k3/9/9/1N7/9/9/9/9/9/4K4 w - - 0 1", []string{"b7c9", "a10a9", "c9b7", "a9a10"}},
	} {
		w := searcherAt(position(t, "xiangqi", c.fen))
		play(t, w, c.cycle...)
		// The chaser is to move: the repetition is its loss.
		if v, ok := w.ending(4); !ok || v != lossIn(4) {
			t.Errorf("%s: ending = %v, %v; want a loss for the chaser", c.name, v, ok)
		}
	}
}

// TestSearchSeesChaseLoss checks that the engine does not walk into a chase loss: after the chase
// has gone round twice, chasing once more lets Han repeat the position a third time and win.
func TestSearchSeesChaseLoss(t *testing.T) {
	p := position(t, "xiangqi", "4k1b2/9/9/9/9/9/9/9/9/3K4R w - - 0 1")
	if err := p.Play("i1g1 g10i8 g1i1 i8g10 i1g1 g10i8"); err != nil {
		t.Fatal(err)
	}
	res, err := NewEngine(16).Search(context.Background(), p, Limits{Depth: 4, MultiPV: 64}, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range res.Lines {
		if l.PV[0].String() == "g1i1" {
			found = true
			if !l.Score.IsMate() || l.Score > 0 {
				t.Errorf("g1i1, the third chase, scores %v; want a loss", l.Score)
			}
		}
	}
	if !found {
		t.Errorf("g1i1 not among the %d lines searched", len(res.Lines))
	}
	if res.Move.String() == "g1i1" {
		t.Errorf("the engine chased a third time (%s, %v)", res.Move, res.Score)
	}
}

// TestNoMatingMaterialInSearch checks that the search scores a board with no piece able to leave
// its palace as game.Result does: drawn under standard rules, counted under the presets without
// draws.
func TestNoMatingMaterialInSearch(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/4K4/3A1A3 w - - 0 1" // Cho 6 points, Han 1.5
	for _, c := range []struct {
		preset string
		want   Score // from Cho's view
	}{
		{"standard", 0},
		{"yeeqia", winIn(0)},
		{"chessplayx", winIn(0)},
		{"kja", winIn(0)},
	} {
		w := searcherAt(position(t, c.preset, fen))
		if v, ok := w.ending(0); !ok || v != c.want {
			t.Errorf("%s: ending = %v, %v; want %v", c.preset, v, ok, c.want)
		}
	}
}

// TestKJAPerpetualCheckInSearch checks that under kja a perpetual checker loses in the search
// too when it has 30 points or more, where a plain repetition ends nothing.
func TestKJAPerpetualCheckInSearch(t *testing.T) {
	// Cho (33 points) checks with every move: a1a10, then the chariot steps between a10 and a9.
	w := searcherAt(position(t, "kja", "4k4/9/9/9/9/9/9/9/3K5/R6CR b - - 0 1"))
	play(t, w, "e10e9", "a1a9", "e9e10", "a9a10", "e10e9", "a10a9")
	// Han to move, in check, the position of four plies back again.
	if v, ok := w.ending(6); !ok || v != winIn(6) {
		t.Errorf("kja perpetual check: ending = %v, %v; want a win for Han", v, ok)
	}
}
