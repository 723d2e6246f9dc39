package puzzles

import (
	"math/rand/v2"
	"testing"

	"janggi/game/kind"
	"janggi/internal/testenv"
	"janggi/puzzle"
)

func session(t *testing.T) (*Session, *puzzle.Progress) {
	t.Helper()
	pr := puzzle.NewProgress()
	return New(&pr, rand.New(rand.NewPCG(1, 2))), &pr
}

// TestAResultIsCountedOnce: a wrong move counts the puzzle failed (the rating falls, the streak
// ends); a later solve of the same puzzle counts nothing; a new puzzle counts again, and a solve
// after a hint counts less than one without (half a solve).
func TestAResultIsCountedOnce(t *testing.T) {
	s, pr := session(t)
	p := s.Pick()
	if p == nil || p.Game() != kind.Janggi || s.Puzzle() != p {
		t.Fatalf("a new player's first puzzle: %v", p)
	}
	delta, counted := s.Count(s.Result(false))
	if !counted || delta >= 0 || !s.Rated() || pr.ScoreOf(kind.Janggi).Rating >= puzzle.StartRating {
		t.Fatalf("a wrong move: delta %d, counted %v, %+v", delta, counted, pr.ScoreOf(kind.Janggi))
	}
	if _, again := s.Count(s.Result(true)); again {
		t.Error("the puzzle's result is counted twice")
	}
	plain := s.clone(t).solve(t, 0)
	hinted := s.clone(t).solve(t, 1)
	if plain <= hinted {
		t.Errorf("a solve gains %d, with a hint %d: want less with the hint", plain, hinted)
	}
}

// clone returns a session on a fresh progress showing the same puzzle.
func (s *Session) clone(t *testing.T) *Session {
	c, _ := session(t)
	c.Show(s.Puzzle())
	return c
}

// solve takes hints and counts the puzzle solved; it returns the change of rating.
func (s *Session) solve(t *testing.T, hints int) int {
	t.Helper()
	for range hints {
		s.MoreHint()
	}
	if s.Hint() != min(hints, 2) {
		t.Fatalf("%d hints show level %d", hints, s.Hint())
	}
	want := puzzle.Solved
	if hints > 0 {
		want = puzzle.SolvedWithHint
	}
	if r := s.Result(true); r != want {
		t.Fatalf("solved after %d hints: %v, want %v", hints, r, want)
	}
	s.Right()
	if s.Hint() != 0 {
		t.Fatal("a right move leaves the hint")
	}
	delta, _ := s.Count(s.Result(true))
	return delta
}

// TestALeftPuzzleIsSeenAndTheGamesCycle: a puzzle left untouched is marked tried (Pick does not
// offer it again soon), one counted is left as the count marked it; NextGame cycles the games.
func TestALeftPuzzleIsSeenAndTheGamesCycle(t *testing.T) {
	s, pr := session(t)
	p := s.Pick()
	s.Leave()
	if !pr.Tried[p.ID] {
		t.Errorf("the puzzle left untouched is not marked tried")
	}
	seen := []kind.Game{s.Puzzle().Game()}
	for range len(puzzle.Games()) {
		g := s.NextGame()
		if q := s.Pick(); q.Game() != g || pr.Game != g {
			t.Fatalf("after NextGame to %s: a puzzle of %s, the progress's game %s", g, q.Game(), pr.Game)
		}
		seen = append(seen, g)
	}
	if seen[0] != seen[len(seen)-1] || len(seen) != len(puzzle.Games())+1 {
		t.Errorf("NextGame went %v: want every game once and back", seen)
	}
	s.GiveUp()
	if !s.Shown() || s.Hint() != 0 {
		t.Errorf("GiveUp: shown %v, hint %d", s.Shown(), s.Hint())
	}
}

// TestTheModelLinksNoWindow: the model is tested where there is no display, so it must not link
// Ebitengine, not even through another package of render.
func TestTheModelLinksNoWindow(t *testing.T) { testenv.CheckNoWindow(t, "janggi/render/puzzles") }
