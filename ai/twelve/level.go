package twelve

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"janggi/game/twelve"
	"janggi/internal/lowprio"
)

// MaxLevel is the strongest level; levels run from 1 (a beginner) to MaxLevel, the numbers the
// window uses for every game.
const MaxLevel = 10

// level describes how one level plays. Levels 1 to 9 search to a fixed depth and then choose at
// random among the moves, the better ones more often (a softmax over the scores), the depth growing
// and the temperature falling level by level; level 10 alone plays the best move of a search bounded
// only by time. Levels 7 to 9 are not longer full searches: in a game this small doubling the time
// buys next to nothing, so full searches at 0.25 to 2 s played alike and far above level 6, a wall
// for a player who outgrew it; their depths and temperatures fill that step (docs/twelve-ai.md has
// the ladder).
type level struct {
	name        string
	depth       int           // iterations; 0 for none but the time
	time        time.Duration // the most a move may take
	temperature float64       // spread of the random choice in score units; 0 plays the best move
	worst       int           // a move counts as at most this much worse than the best, so that a blunder still tempts a beginner
	safe        bool          // never choose a move that loses by force when another does not
	book        bool          // play the opening book's move where it has one
}

var levels = [MaxLevel + 1]level{
	1:  {name: "Beginner", depth: 1, time: 200 * time.Millisecond, temperature: 150, worst: 300},
	2:  {name: "Novice", depth: 2, time: 200 * time.Millisecond, temperature: 100, worst: 400},
	3:  {name: "Improver", depth: 3, time: 300 * time.Millisecond, temperature: 60, worst: 1000, safe: true},
	4:  {name: "Amateur", depth: 4, time: 300 * time.Millisecond, temperature: 40, worst: 1000, safe: true},
	5:  {name: "Club", depth: 6, time: 500 * time.Millisecond, temperature: 25, worst: 1000, safe: true},
	6:  {name: "Strong club", depth: 8, time: 500 * time.Millisecond, temperature: 12, worst: 1000, safe: true},
	7:  {name: "Expert", depth: 10, time: 500 * time.Millisecond, temperature: 9, worst: 1000, safe: true},
	8:  {name: "Master", depth: 12, time: 500 * time.Millisecond, temperature: 4, worst: 1000, safe: true},
	9:  {name: "Grandmaster", depth: 14, time: time.Second, temperature: 2, worst: 1000, safe: true, book: true},
	10: {name: "Maximum", time: 2 * time.Second, safe: true, book: true},
}

// LevelName returns the English name of a level for menus, e.g. "Beginner" for 1 and "Maximum" for
// MaxLevel (the names package ai gives its levels), or "" for a number outside 1..MaxLevel.
func LevelName(n int) string {
	if n < 1 || n > MaxLevel {
		return ""
	}
	return levels[n].name
}

// BestMove returns the move the engine plays at a level from 1 to MaxLevel in pos (which it clones).
// Every level takes a win on the spot (the king, or the camp in Twelve Janggi); from level 3 up no
// level walks into a forced loss it sees when another move avoids it; from level 9 up the opening
// book's moves are played at once where it has them. A move takes at most 2 s (level MaxLevel) and
// much less below. progress (which may be nil) is called on the searching goroutine after each
// iteration, and once with depth 0 for a book move. When ctx is cancelled BestMove returns the best
// move found so far within a few milliseconds. The error says why there is no move: a finished game
// or a level out of range.
func (e *Engine) BestMove(ctx context.Context, pos *twelve.Position, level int, progress func(depth, score int, pv []twelve.Move)) (twelve.Move, error) {
	if level < 1 || level > MaxLevel {
		return twelve.NoMove, fmt.Errorf("twelve engine: level %d is out of range 1..%d", level, MaxLevel)
	}
	lv := levels[level]
	lim := Limits{Depth: lv.depth, Time: lv.time}
	if pos == nil {
		return twelve.NoMove, fmt.Errorf("twelve engine: no position")
	}
	if r := pos.Result(); r.Over() {
		return twelve.NoMove, fmt.Errorf("twelve engine: %w (%s)", ErrGameOver, r)
	}
	if lv.book {
		if m, score, ok := BookMove(pos); ok {
			if progress != nil {
				progress(0, score, []twelve.Move{m})
			}
			return m, nil
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	var m twelve.Move
	lowprio.Run(e.nice, func() { m = e.bestMove(ctx, pos, lv, lim, progress) })
	return m, nil
}

// bestMove is BestMove's search and choice, with the engine locked.
func (e *Engine) bestMove(ctx context.Context, pos *twelve.Position, lv level, lim Limits, progress func(depth, score int, pv []twelve.Move)) twelve.Move {
	res := e.search(ctx, pos, lim, progress)
	if lv.temperature == 0 || e.s.stopped {
		return res.Move
	}
	if m, ok := e.choose(pos, lv, res.Depth); ok {
		return m
	}
	return res.Move
}

// choose scores every root move with a full-window search one ply shallower than depth (cheap: the
// search just filled the table) and picks one at random, weighing each by exp(score/temperature).
// The random source is seeded from the engine's seed and the position, so a seeded engine replays
// its games exactly. It returns false if the time ran out or ctx was cancelled meanwhile.
func (e *Engine) choose(pos *twelve.Position, lv level, depth int) (twelve.Move, bool) {
	s := e.s
	moves := s.pos.LegalMoves(nil)
	scores := make([]int, len(moves))
	best := -infinite
	for i, m := range moves {
		s.make(m)
		scores[i] = -s.search(max(depth-1, 0), 1, -infinite, infinite, true)
		s.unmake()
		if s.stopped {
			return twelve.NoMove, false
		}
		best = max(best, scores[i])
	}
	rng := rand.New(rand.NewPCG(e.seed, pos.Hash()))
	if best >= winIn(2) || lv.safe && best <= -MateBound {
		// A win on the spot is never passed over, at any level; and a lost game is made to last.
		for i := range moves {
			if scores[i] == best {
				return moves[i], true
			}
		}
	}
	weights := make([]float64, len(moves))
	total := 0.0
	for i := range moves {
		if lv.safe && scores[i] <= -MateBound && best > -MateBound {
			continue
		}
		weights[i] = math.Exp(float64(max(scores[i]-best, -lv.worst)) / lv.temperature)
		total += weights[i]
	}
	x := rng.Float64() * total
	chosen := twelve.NoMove
	for i, w := range weights {
		if w == 0 {
			continue
		}
		// The last candidate also takes what rounding leaves of x.
		if chosen = moves[i]; x < w {
			break
		}
		x -= w
	}
	return chosen, true
}
