package ai

import (
	"context"
	"fmt"
	"math"
	"time"

	"janggi/game"
)

// MaxLevel is the strongest level: the full search, bounded only in time.
const MaxLevel = 10

// level describes how one playing level weakens the search. Weak levels look only a few plies
// ahead, so they miss threats as a beginner does, and choose at random among the moves that seem
// nearly as good as the best one, so they vary and make small mistakes; the margin keeps them from
// giving material away for nothing.
type level struct {
	name    string
	depth   int           // iterations at most (0: no bound)
	time    time.Duration // thinking time per move at most
	multiPV int           // moves scored exactly, to choose among
	margin  Score         // a move scored further below the best is never chosen
	temp    Score         // softmax temperature of the choice: higher is more random
	// blunder is the chance (per mille) that the choice uses blunderMargin instead of margin:
	// the occasional oversight of a soldier or a weaker piece.
	blunder       int
	blunderMargin Score
}

var levels = [MaxLevel]level{
	{name: "Beginner", depth: 1, time: 300 * time.Millisecond, multiPV: 16, margin: 250, temp: 120, blunder: 300, blunderMargin: 500},
	{name: "Novice", depth: 1, time: 300 * time.Millisecond, multiPV: 12, margin: 150, temp: 70, blunder: 150, blunderMargin: 350},
	{name: "Improver", depth: 2, time: 400 * time.Millisecond, multiPV: 10, margin: 100, temp: 45, blunder: 80, blunderMargin: 250},
	{name: "Amateur", depth: 3, time: 500 * time.Millisecond, multiPV: 8, margin: 60, temp: 25, blunder: 40, blunderMargin: 150},
	{name: "Club", depth: 4, time: 700 * time.Millisecond, multiPV: 5, margin: 35, temp: 15},
	{name: "Strong club", depth: 6, time: time.Second, multiPV: 3, margin: 20, temp: 8},
	{name: "Expert", depth: 8, time: 1500 * time.Millisecond},
	{name: "Master", time: 3 * time.Second},
	{name: "Grandmaster", time: 6 * time.Second},
	{name: "Maximum", time: 10 * time.Second},
}

// LevelName returns the short English name of a level (1..MaxLevel), e.g. "Beginner" or "Maximum".
func LevelName(lv int) string {
	if lv < 1 || lv > MaxLevel {
		return fmt.Sprintf("Level %d", lv)
	}
	return levels[lv-1].name
}

// LevelTime returns the longest a level thinks about one move.
func LevelTime(lv int) time.Duration {
	if lv < 1 || lv > MaxLevel {
		return 0
	}
	return levels[lv-1].time
}

// BestMove returns the move the engine plays in pos at the given level (1..MaxLevel), thinking at
// most the level's time and stopping early, with the best move found so far, when ctx is done.
// progress, if not nil, is called from the searching goroutine after every iteration with the
// depth, the score in centipawns from the mover's view (a win in n plies scores 32000-n) and the
// principal variation. pos is not changed.
func (e *Engine) BestMove(ctx context.Context, pos *game.Position, lv int, progress func(depth, score int, pv []game.Move)) (game.Move, error) {
	if lv < 1 || lv > MaxLevel {
		return game.NoMove, fmt.Errorf("ai: level %d is outside 1..%d", lv, MaxLevel)
	}
	var info func(Info)
	if progress != nil {
		info = func(i Info) {
			if i.MultiPV == 1 {
				progress(i.Depth, int(i.Score), i.PV)
			}
		}
	}
	res, err := e.Search(ctx, pos, Limits{Level: lv}, info)
	return res.Move, err
}

// applyLevel narrows the limits to what the level allows.
func applyLevel(l Limits) (Limits, *level) {
	if l.Level < 1 || l.Level > MaxLevel {
		return l, nil
	}
	lv := &levels[l.Level-1]
	if lv.depth > 0 && (l.Depth == 0 || l.Depth > lv.depth) {
		l.Depth = lv.depth
	}
	l.MultiPV = max(l.MultiPV, lv.multiPV)
	return l, lv
}

// capTime bounds a search's time by the level's.
func (s *search) capTime(lv *level) {
	if lv == nil || s.limits.Infinite {
		return
	}
	if s.hard == 0 || s.hard > lv.time {
		s.hard = lv.time
	}
	if s.soft == 0 || s.soft > lv.time/2 {
		s.soft = lv.time / 2
	}
}

// choose picks the move a weakened level plays among the scored lines (best first).
func (e *Engine) choose(lv *level, lines []Line) int {
	if lv == nil || lv.margin == 0 || len(lines) < 2 {
		return 0
	}
	margin := lv.margin
	if e.rng.IntN(1000) < lv.blunder {
		margin = lv.blunderMargin
	}
	best := lines[0].Score
	weights := make([]float64, len(lines))
	var total float64
	for i, l := range lines {
		d := best - l.Score
		// Passing is never a whim: a weak player passes only when it is the best move.
		if d > margin || (i > 0 && l.PV[0].IsPass()) || best >= MateBound {
			continue
		}
		weights[i] = math.Exp(-float64(d) / float64(lv.temp))
		total += weights[i]
	}
	x := e.rng.Float64() * total
	for i, wt := range weights {
		if x < wt {
			return i
		}
		x -= wt
	}
	return 0
}
