package analysis

import (
	"math"
	"testing"

	"janggi/game"
	"janggi/game/kind"
)

// TestWinChanceAndClasses checks the mapping's shape and the class bands.
func TestWinChanceAndClasses(t *testing.T) {
	for _, g := range []kind.Game{kind.Janggi, kind.Twelve} {
		prev := -1.0
		for cp := -3000; cp <= 3000; cp += 100 {
			w := WinChance(g, Score{CP: cp}, game.Cho)
			if w <= prev || w <= 0 || w >= 1 {
				t.Fatalf("%v: W(%d) = %v after %v: not increasing within (0, 1)", g, cp, w, prev)
			}
			if h := WinChance(g, Score{CP: cp}, game.Han); math.Abs(w+h-1) > 1e-12 {
				t.Fatalf("%v: Cho's %v and Han's %v do not add up to 1", g, w, h)
			}
			prev = w
		}
		if w := WinChance(g, Score{}, game.Cho); w != 0.5 {
			t.Errorf("%v: W(0) = %v", g, w)
		}
	}
	if w := WinChance(kind.Janggi, Score{CP: 1300}, game.Cho); w < 0.85 || w > 0.95 {
		t.Errorf("a chariot up: %v, want about 0.9", w)
	}
	for _, c := range []struct {
		s    Score
		c    game.Color
		want float64
	}{{Score{Kind: ChoWins, Plies: 5}, game.Cho, 1}, {Score{Kind: ChoWins}, game.Han, 0}, {Score{Kind: HanWins, Plies: 3}, game.Han, 1}, {Score{Kind: Drawn}, game.Han, 0.5}} {
		if w := WinChance(kind.Janggi, c.s, c.c); w != c.want {
			t.Errorf("WinChance(%v, %v) = %v, want %v", c.s, c.c, w, c.want)
		}
	}
	for _, c := range []struct {
		loss   float64
		engine bool
		want   Class
	}{{0, false, Best}, {0.5, true, Best}, {0.019, false, Best}, {0.02, false, Good}, {0.049, false, Good}, {0.05, false, Inaccuracy},
		{0.099, false, Inaccuracy}, {0.1, false, Mistake}, {0.199, false, Mistake}, {0.2, false, Blunder}, {1, false, Blunder}} {
		if got := Classify(c.loss, c.engine); got != c.want {
			t.Errorf("Classify(%v, %v) = %v, want %v", c.loss, c.engine, got, c.want)
		}
	}
	if a := MoveAccuracy(0); a < 99.9 || a > 100 {
		t.Errorf("accuracy of a move that loses nothing: %v", a)
	}
	if a, b := MoveAccuracy(0.05), MoveAccuracy(0.3); !(a > b) || b < 0 {
		t.Errorf("accuracy 5%%: %v, 30%%: %v", a, b)
	}
	if a := MoveAccuracy(1); a != 0 {
		t.Errorf("accuracy of a move that loses everything: %v", a)
	}
}

// TestGamesTable checks each game's scale and whether it is solved, and that no game gets
// Janggi's scale and no result counting.
func TestGamesTable(t *testing.T) {
	for _, c := range []struct {
		g      kind.Game
		scale  float64
		solved bool
	}{{kind.Janggi, 600, false}, {kind.Xiangqi, 600, false}, {kind.Twelve, 150, true}, {kind.Dobutsu, 150, true}, {kind.Game(9), 600, false}} {
		if Scale(c.g) != c.scale || Solved(c.g) != c.solved {
			t.Errorf("%v: scale %v, solved %v; want %v, %v", c.g, Scale(c.g), Solved(c.g), c.scale, c.solved)
		}
	}
}
