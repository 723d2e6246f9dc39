package puzzle

import (
	"path/filepath"
	"testing"
)

// TestStreakAtItsLimit: a streak at the most the file holds, edited in or earned, was pushed one
// past it by the next solved puzzle, and the file saved then never loaded again. It stays at the
// limit, and the file loads.
func TestStreakAtItsLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "puzzle-progress.txt")
	if err := writeFile(path, "rating 1000\nstreak 1073741824\nbest 1073741824\n"); err != nil {
		t.Fatal(err)
	}
	pr, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	p := All()[0]
	pr.Record(p, Solved)
	if sc := pr.ScoreOf(p.Game()); sc.Streak != MaxStreak || sc.Best != MaxStreak {
		t.Errorf("after a solved puzzle: streak %d, best %d; want both %d", sc.Streak, sc.Best, MaxStreak)
	}
	if err := pr.Save(path); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgress(path); err != nil {
		t.Errorf("the file saved at the limit does not load: %v", err)
	}
}
