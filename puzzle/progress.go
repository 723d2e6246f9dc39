package puzzle

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"

	"janggi/internal/atomicfile"
)

// Progress is a player's record in the puzzles: an Elo-like rating that follows how they do, the
// current and best streak of puzzles solved in a row, and the puzzles already tried (not offered
// again until all have been).
type Progress struct {
	Rating       int
	Streak, Best int
	Tried        map[string]bool
}

// StartRating is a new player's rating: between the mates in one and the mates in two.
const StartRating = 1000

// NewProgress returns a new player's progress.
func NewProgress() Progress { return Progress{Rating: StartRating, Tried: map[string]bool{}} }

// K is how far one puzzle moves the rating at most (as chess sites use for new players).
const K = 32

// Expected returns the chance a player of the given rating solves a puzzle of rating r, by the
// Elo curve.
func Expected(player, r int) float64 {
	return 1 / (1 + math.Pow(10, float64(r-player)/400))
}

// Result is how a puzzle went.
type Result int

// The results: solved without help, solved after a hint (half a win: the streak neither grows
// nor breaks), or failed (a wrong move, or the solution asked for).
const (
	Failed Result = iota
	SolvedWithHint
	Solved
)

// Record counts the result of puzzle p and returns the change of rating.
func (pr *Progress) Record(p *Puzzle, r Result) int {
	if pr.Tried == nil {
		pr.Tried = map[string]bool{}
	}
	score := map[Result]float64{Failed: 0, SolvedWithHint: 0.5, Solved: 1}[r]
	delta := int(math.Round(K * (score - Expected(pr.Rating, p.Rating))))
	pr.Rating = min(max(pr.Rating+delta, 100), 4000)
	switch r {
	case Solved:
		pr.Streak++
		pr.Best = max(pr.Best, pr.Streak)
	case Failed:
		pr.Streak = 0
	}
	pr.Tried[p.ID] = true
	return delta
}

// Pick chooses the next puzzle of ps for the player: one not tried yet (all again once every one
// has been), among the eight nearest the player's rating, at random. nil when ps is empty.
func (pr *Progress) Pick(ps []*Puzzle, rng *rand.Rand) *Puzzle {
	var fresh []*Puzzle
	for _, p := range ps {
		if !pr.Tried[p.ID] {
			fresh = append(fresh, p)
		}
	}
	if len(fresh) == 0 {
		fresh = ps
	}
	if len(fresh) == 0 {
		return nil
	}
	fresh = append([]*Puzzle(nil), fresh...)
	dist := func(p *Puzzle) int { return abs(p.Rating - pr.Rating) }
	sort.SliceStable(fresh, func(i, j int) bool { return dist(fresh[i]) < dist(fresh[j]) })
	return fresh[rng.IntN(min(8, len(fresh)))]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// LoadProgress reads a progress file written by Save. A missing file is a new player's
// progress; a file that cannot be read is an error naming the line, with the new player's
// progress.
func LoadProgress(path string) (Progress, error) {
	pr := NewProgress()
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return pr, nil
	}
	if err != nil {
		return pr, err
	}
	got := NewProgress()
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		val = strings.TrimSpace(val)
		num := func(lo, hi int) (int, error) {
			n, err := strconv.Atoi(val)
			if err != nil || n < lo || n > hi {
				return 0, fmt.Errorf("%s: line %d: %s %q is not a number from %d to %d", path, i+1, key, val, lo, hi)
			}
			return n, nil
		}
		switch key {
		case "rating":
			got.Rating, err = num(100, 4000)
		case "streak":
			got.Streak, err = num(0, 1<<30)
		case "best":
			got.Best, err = num(0, 1<<30)
		case "tried":
			for _, id := range strings.Fields(val) {
				got.Tried[id] = true
			}
		default:
			err = fmt.Errorf("%s: line %d: unknown key %q (want rating, streak, best or tried)", path, i+1, key)
		}
		if err != nil {
			return pr, err
		}
	}
	return got, nil
}

// Save writes the progress to path, whole or not at all.
func (pr Progress) Save(path string) error {
	ids := make([]string, 0, len(pr.Tried))
	for id := range pr.Tried {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	text := fmt.Sprintf("# The puzzles' progress of the janggi window (written by the game)\nrating %d\nstreak %d\nbest %d\ntried %s\n",
		pr.Rating, pr.Streak, pr.Best, strings.Join(ids, " "))
	return atomicfile.Write(path, []byte(text), 0o644)
}
