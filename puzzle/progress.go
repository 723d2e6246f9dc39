package puzzle

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"

	"janggi/game/kind"
	"janggi/internal/atomicfile"
	"janggi/internal/regfile"
)

// Progress is a player's record in the puzzles: for each game (Janggi, Xiangqi, Twelve Janggi) an Elo-like
// rating that follows how they do and the current and best streak of puzzles solved in a row;
// the puzzles already tried (not offered again until all have been); the game chosen last.
type Progress struct {
	// Scores are the player's scores by game; a game without one is a new player's (ScoreOf).
	Scores map[kind.Game]Score
	Tried  map[string]bool
	// Game is the game of the puzzles the player chose last: one of Games.
	Game kind.Game
}

// Score is a player's record in the puzzles of one game.
type Score struct {
	Rating       int
	Streak, Best int
}

// MaxStreak is the longest streak (and best streak) the progress file holds: Record counts no
// further, so that the file it saves always loads.
const MaxStreak = 1 << 30

// StartRating is a new player's rating: between the mates in one and the mates in two.
const StartRating = 1000

// NewProgress returns a new player's progress, at the Janggi puzzles.
func NewProgress() Progress {
	return Progress{Scores: map[kind.Game]Score{}, Tried: map[string]bool{}, Game: kind.Janggi}
}

// ScoreOf returns the player's score in the puzzles of game g (a new player's, StartRating,
// before the first).
func (pr *Progress) ScoreOf(g kind.Game) Score {
	if sc, ok := pr.Scores[g]; ok {
		return sc
	}
	return Score{Rating: StartRating}
}

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

// Record counts the result of puzzle p in the score of its game and returns the change of
// rating.
func (pr *Progress) Record(p *Puzzle, r Result) int {
	if pr.Tried == nil {
		pr.Tried = map[string]bool{}
	}
	if pr.Scores == nil {
		pr.Scores = map[kind.Game]Score{}
	}
	g := p.Game()
	sc := pr.ScoreOf(g)
	score := map[Result]float64{Failed: 0, SolvedWithHint: 0.5, Solved: 1}[r]
	delta := int(math.Round(K * (score - Expected(sc.Rating, p.Rating))))
	sc.Rating = min(max(sc.Rating+delta, 100), 4000)
	switch r {
	case Solved:
		sc.Streak = min(sc.Streak+1, MaxStreak) // what LoadProgress reads back
		sc.Best = max(sc.Best, sc.Streak)
	case Failed:
		sc.Streak = 0
	}
	pr.Scores[g] = sc
	pr.Tried[p.ID] = true
	return delta
}

// Pick chooses the next puzzle of ps for the player: one not tried yet (all again once every one
// has been), among the eight nearest the player's rating in its game, at random. nil when ps is
// empty. (The window gives it the puzzles of one game: see Of.)
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
	dist := func(p *Puzzle) int { return abs(p.Rating - pr.ScoreOf(p.Game()).Rating) }
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
//
// The file has a line a key: rating, streak and best are the Janggi puzzles' (as the first
// files, of Janggi only, wrote them), xiangqi.rating, xiangqi.streak and xiangqi.best the Xiangqi
// puzzles', twelve.rating, twelve.streak and twelve.best the Twelve Janggi puzzles' (files
// written before them have none: a new player's score), game the game chosen last, tried the
// puzzles tried.
func LoadProgress(path string) (Progress, error) {
	pr := NewProgress()
	data, err := readProgress(path)
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
		prefix, field, prefixed := strings.Cut(key, ".")
		g, known := kind.Janggi, true // the Janggi keys have no prefix
		if !prefixed {
			field = key
		} else if g, known = gameNamed(prefix); g == kind.Janggi {
			known = false
		}
		sc := got.ScoreOf(g)
		switch {
		case !known:
			err = fmt.Errorf("%s: line %d: unknown key %q (the games' prefixes: %v)", path, i+1, key, Games()[1:])
		case field == "rating":
			sc.Rating, err = num(100, 4000)
		case field == "streak":
			sc.Streak, err = num(0, MaxStreak)
		case field == "best":
			sc.Best, err = num(0, MaxStreak)
		case key == "game":
			var ok bool
			if got.Game, ok = gameNamed(val); !ok {
				err = fmt.Errorf("%s: line %d: game %q: want one of %v", path, i+1, val, Games())
			}
		case key == "tried":
			for _, id := range strings.Fields(val) {
				got.Tried[id] = true
			}
		default:
			err = fmt.Errorf("%s: line %d: unknown key %q (want rating, streak, best, their xiangqi. and twelve. forms, game or tried)", path, i+1, key)
		}
		if err != nil {
			return pr, err
		}
		if field == "rating" || field == "streak" || field == "best" {
			got.Scores[g] = sc
		}
	}
	return got, nil
}

// MaxProgressSize is the largest progress file LoadProgress reads: Save writes some 10 KB with
// every puzzle tried.
const MaxProgressSize = 1 << 20

// readProgress returns the contents of the progress file at path: a regular file of at most
// MaxProgressSize bytes (not a folder, a device or a named pipe, which could block or never end).
func readProgress(path string) ([]byte, error) {
	f, _, err := regfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxProgressSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxProgressSize {
		return nil, fmt.Errorf("%s: larger than %d bytes, the most a puzzles' progress file may be", path, MaxProgressSize)
	}
	return data, nil
}

// Save writes the progress to path, whole or not at all.
func (pr Progress) Save(path string) error {
	ids := make([]string, 0, len(pr.Tried))
	for id := range pr.Tried {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b strings.Builder
	b.WriteString("# The puzzles' progress of the janggi window (written by the game)\n")
	for _, g := range Games() {
		sc, ok := pr.Scores[g]
		if !ok && g != kind.Janggi {
			continue
		}
		if !ok {
			sc = pr.ScoreOf(g)
		}
		prefix := ""
		if g != kind.Janggi {
			prefix = g.String() + "."
		}
		fmt.Fprintf(&b, "%srating %d\n%sstreak %d\n%sbest %d\n", prefix, sc.Rating, prefix, sc.Streak, prefix, sc.Best)
	}
	fmt.Fprintf(&b, "game %s\n", pr.Game)
	fmt.Fprintf(&b, "tried %s\n", strings.Join(ids, " "))
	return atomicfile.Write(path, []byte(b.String()), 0o644)
}
