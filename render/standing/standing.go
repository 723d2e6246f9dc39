// Package standing keeps a player's record against each of the computer's levels: the games won,
// drawn and lost at each level of each game (Janggi, Xiangqi, Twelve Janggi), the day the level was
// last played and the last few results, from which it suggests the next level to a player who keeps
// winning. The window keeps it in a file of its own beside the settings, as it keeps the puzzles'
// progress (package puzzle): it is the game's record of the player, rewritten after every game, not
// a choice the player makes. It imports no graphics.
package standing

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"janggi/game/kind"
	"janggi/internal/atomicfile"
	"janggi/internal/regfile"
)

// Outcome is how one game ended for the player.
type Outcome uint8

const (
	Won Outcome = iota
	Drawn
	Lost
)

// letters are the outcomes as the file's recent results write them.
const letters = "WDL"

// Tally is the player's record against one level of one game.
type Tally struct {
	Won, Drawn, Lost int
	// Last is the day the level was last played (the date only, in the player's time zone); the
	// zero time before the first game.
	Last time.Time
	// Recent are the last results, oldest first, at most MaxRecent.
	Recent []Outcome
}

// Games returns how many games the tally counts.
func (t Tally) Games() int { return t.Won + t.Drawn + t.Lost }

// MaxRecent is how many of the last results a tally keeps: enough for SuggestNext's rule.
const MaxRecent = 6

// MaxCount is the most games of one kind a tally counts: Add counts no further, so that the file it
// saves always loads.
const MaxCount = 1 << 30

// MaxLevel is the highest level the file may name; the window has fewer.
const MaxLevel = 99

// SuggestNext reports whether the player keeps winning at this level, so that the next one is worth
// offering: the last three games won, or four of the last six (two thirds). Fewer than three games
// suggest nothing.
func (t Tally) SuggestNext() bool {
	n := len(t.Recent)
	if n >= 3 && t.Recent[n-1] == Won && t.Recent[n-2] == Won && t.Recent[n-3] == Won {
		return true
	}
	if n < 6 {
		return false
	}
	wins := 0
	for _, o := range t.Recent[n-6:] {
		if o == Won {
			wins++
		}
	}
	return wins >= 4
}

// key names one level of one game.
type key struct {
	game  kind.Game
	level int
}

// Standing is the player's record against every level played. The zero value is not ready: use New
// or Load.
type Standing struct {
	tallies map[key]Tally
}

// New returns the record of a player who has not played the computer yet.
func New() *Standing { return &Standing{tallies: map[key]Tally{}} }

// Of returns the player's record against level of game g (the zero Tally before the first game).
func (s *Standing) Of(g kind.Game, level int) Tally { return s.tallies[key{g, level}] }

// Add counts a game against level of game g, played on day.
func (s *Standing) Add(g kind.Game, level int, o Outcome, day time.Time) {
	k := key{g, level}
	t := s.tallies[k]
	switch o {
	case Won:
		t.Won = min(t.Won+1, MaxCount)
	case Drawn:
		t.Drawn = min(t.Drawn+1, MaxCount)
	default:
		o = Lost
		t.Lost = min(t.Lost+1, MaxCount)
	}
	y, m, d := day.Date()
	t.Last = time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	t.Recent = append(append([]Outcome(nil), t.Recent...), o)
	if len(t.Recent) > MaxRecent {
		t.Recent = t.Recent[len(t.Recent)-MaxRecent:]
	}
	s.tallies[k] = t
}

// MaxFileSize is the largest file Load reads: Save writes a line of some 40 bytes for each level of
// each game played, under 2 KB for the three games' ten levels.
const MaxFileSize = 64 << 10

// header opens the file Save writes, and says how to read it.
const header = "# The janggi window's record of the player against the computer's levels (written by the game)\n" +
	"# game level won drawn lost last-played recent (the last results, oldest first: W won, D drawn, L lost)\n"

// dateLayout is how the file writes the day last played.
const dateLayout = "2006-01-02"

// Load reads a file written by Save. A missing file is a new player's record; a file that cannot be
// read, or a line that does not, is an error naming the file and the line, with a new player's
// record (the caller should then leave the file as it is).
func Load(path string) (*Standing, error) {
	data, err := regfile.Read(path, MaxFileSize)
	if errors.Is(err, os.ErrNotExist) {
		return New(), nil
	}
	if err != nil {
		return New(), err
	}
	s := New()
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := s.parseLine(line); err != nil {
			return New(), fmt.Errorf("%s: line %d: %w", path, i+1, err)
		}
	}
	return s, nil
}

// parseLine adds to s the tally one line of the file gives.
func (s *Standing) parseLine(line string) error {
	f := strings.Fields(line)
	if len(f) != 7 {
		return fmt.Errorf("%d fields, want 7: game level won drawn lost last-played recent", len(f))
	}
	g, ok := gameNamed(f[0])
	if !ok {
		return fmt.Errorf("game %q: want one of %v", f[0], kind.Games())
	}
	num := func(name, text string, lo, hi int) (int, error) {
		n, err := strconv.Atoi(text)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("%s %q is not a number from %d to %d", name, text, lo, hi)
		}
		return n, nil
	}
	var t Tally
	level, err := num("level", f[1], 1, MaxLevel)
	if err == nil {
		t.Won, err = num("won", f[2], 0, MaxCount)
	}
	if err == nil {
		t.Drawn, err = num("drawn", f[3], 0, MaxCount)
	}
	if err == nil {
		t.Lost, err = num("lost", f[4], 0, MaxCount)
	}
	if err != nil {
		return err
	}
	if t.Games() == 0 {
		return errors.New("no games: a level is written once played")
	}
	if t.Last, err = time.Parse(dateLayout, f[5]); err != nil {
		return fmt.Errorf("last played %q is not a date (YYYY-MM-DD)", f[5])
	}
	if len(f[6]) > min(MaxRecent, t.Games()) {
		return fmt.Errorf("recent %q: at most %d results, and no more than the games counted", f[6], min(MaxRecent, t.Games()))
	}
	for _, c := range f[6] {
		o := strings.IndexRune(letters, c)
		if o < 0 {
			return fmt.Errorf("recent %q: want the letters W, D and L only", f[6])
		}
		t.Recent = append(t.Recent, Outcome(o))
	}
	k := key{g, level}
	if _, dup := s.tallies[k]; dup {
		return fmt.Errorf("%s level %d is written twice", g, level)
	}
	s.tallies[k] = t
	return nil
}

// gameNamed returns the game of one of kind.Games by its name.
func gameNamed(name string) (kind.Game, bool) {
	for _, g := range kind.Games() {
		if g.String() == name {
			return g, true
		}
	}
	return kind.Janggi, false
}

// Save writes the record to path, whole or not at all.
func (s *Standing) Save(path string) error {
	keys := make([]key, 0, len(s.tallies))
	for k := range s.tallies {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].game != keys[j].game {
			return keys[i].game < keys[j].game
		}
		return keys[i].level < keys[j].level
	})
	var b strings.Builder
	b.WriteString(header)
	for _, k := range keys {
		t := s.tallies[k]
		recent := make([]byte, len(t.Recent))
		for i, o := range t.Recent {
			recent[i] = letters[o]
		}
		fmt.Fprintf(&b, "%s %d %d %d %d %s %s\n", k.game, k.level, t.Won, t.Drawn, t.Lost, t.Last.Format(dateLayout), recent)
	}
	return atomicfile.Write(path, []byte(b.String()), 0o644)
}
