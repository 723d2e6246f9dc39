// Package puzzles is the puzzles' screen without the window: which puzzle is shown (one of the
// player's game near their rating in it), the hints given, and the result counted once in the
// player's progress (package puzzle's Progress: the rating and streak in each game). The scene
// in package render keeps the board, the words, the layout and the progress file; the moves on
// the board are judged by puzzle.Attempt. This model is tested without a display.
package puzzles

import (
	"math/rand/v2"

	"janggi/game/kind"
	"janggi/puzzle"
)

// Session is a run of puzzles: the player's progress, the puzzle shown and what was asked of it.
type Session struct {
	pr  *puzzle.Progress
	rng *rand.Rand
	p   *puzzle.Puzzle

	hint   int  // 0 none, 1 the piece to move, 2 the move
	hinted bool // a hint was used: a solve counts half
	rated  bool // the result has been counted
	shown  bool // the solution was asked for
}

// New returns a session on the player's progress pr (which it changes as results are counted);
// rng picks the puzzles.
func New(pr *puzzle.Progress, rng *rand.Rand) *Session { return &Session{pr: pr, rng: rng} }

// Progress returns the player's progress.
func (s *Session) Progress() *puzzle.Progress { return s.pr }

// Puzzle returns the puzzle shown (nil before the first).
func (s *Session) Puzzle() *puzzle.Puzzle { return s.p }

// Hint returns the hint shown: 0 none, 1 the piece to move, 2 its move.
func (s *Session) Hint() int { return s.hint }

// Rated reports whether the puzzle's result has been counted; Shown whether the solution was
// asked for.
func (s *Session) Rated() bool { return s.rated }
func (s *Session) Shown() bool { return s.shown }

// Pick chooses a puzzle of the player's game near their rating in it, and shows it. A progress
// whose game has no puzzles goes back to Janggi's.
func (s *Session) Pick() *puzzle.Puzzle {
	ps := puzzle.Of(puzzle.All(), s.pr.Game)
	if len(ps) == 0 {
		s.pr.Game = kind.Janggi
		ps = puzzle.Of(puzzle.All(), s.pr.Game)
	}
	p := s.pr.Pick(ps, s.rng)
	s.Show(p)
	return p
}

// Show shows puzzle p from its start: no hint, nothing counted yet.
func (s *Session) Show(p *puzzle.Puzzle) {
	s.p = p
	s.hint, s.hinted, s.rated, s.shown = 0, false, false, false
}

// NextGame makes the game after the shown puzzle's (Janggi, Xiangqi, Twelve Janggi, Janggi...)
// the player's, whose puzzles Pick then chooses, and returns it.
func (s *Session) NextGame() kind.Game {
	gs := puzzle.Games()
	for i, g := range gs {
		if g == s.p.Game() {
			s.pr.Game = gs[(i+1)%len(gs)]
		}
	}
	return s.pr.Game
}

// Leave leaves the puzzle shown: left untouched (its result not counted), it is marked seen, so
// that Pick does not offer it again soon.
func (s *Session) Leave() {
	if !s.rated {
		s.pr.Tried[s.p.ID] = true
	}
}

// MoreHint gives the next hint (the piece to move, then its move) and returns it; a hint used
// makes a solve count half.
func (s *Session) MoreHint() int {
	s.hint, s.hinted = min(s.hint+1, 2), true
	return s.hint
}

// Right follows a right move: the hint is spent.
func (s *Session) Right() { s.hint = 0 }

// Result is the result of the puzzle when it is decided: solved (with a hint, if one was used,
// which counts half) or failed.
func (s *Session) Result(solved bool) puzzle.Result {
	switch {
	case !solved:
		return puzzle.Failed
	case s.hinted:
		return puzzle.SolvedWithHint
	}
	return puzzle.Solved
}

// Count records the puzzle's result r in the progress the first time one is decided, and
// returns the change of rating; false when it was already counted.
func (s *Session) Count(r puzzle.Result) (int, bool) {
	if s.rated {
		return 0, false
	}
	s.rated = true
	return s.pr.Record(s.p, r), true
}

// GiveUp follows the solution asked for (its result counted first, as a failure): the hint is
// dropped.
func (s *Session) GiveUp() { s.shown, s.hint = true, 0 }
