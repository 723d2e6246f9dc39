package uci

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"janggi/ai"
	twelveai "janggi/ai/twelve"
	"janggi/game"
	"janggi/game/twelve"
)

// twelveEngine serves Twelve Janggi and Dobutsu with an ai/twelve engine, which searches on one
// thread.
type twelveEngine struct {
	eng    *twelveai.Engine
	hashMB int
}

func (*twelveEngine) Variants() []string { return twelveCore.variants }

func (e *twelveEngine) NewGame() error { e.eng.NewGame(); return nil }

// SetHash makes a new engine: the table is made by the first search, so a size set before any
// search costs nothing.
func (e *twelveEngine) SetHash(mb int) error {
	if mb < 1 {
		return fmt.Errorf("ai: hash size %d MB is below 1", mb)
	}
	e.eng, e.hashMB = twelveai.NewEngine(mb), mb
	return nil
}

func (e *twelveEngine) HashSize() int { return e.hashMB }

// SetThreads takes any number of threads from 1 and searches on one.
func (e *twelveEngine) SetThreads(n int) error {
	if n < 1 {
		return fmt.Errorf("ai: %d threads", n)
	}
	return nil
}

// twelvePosition is a Twelve Janggi or Dobutsu position as the server plays moves on it.
type twelvePosition struct{ *twelve.Position }

func (p twelvePosition) Play(moves string) error {
	for _, s := range strings.Fields(moves) {
		if res := p.Result(); res.Over() {
			return fmt.Errorf("move %s: the game is over: %v", s, res)
		}
		m, err := p.ParseMove(s)
		if err != nil {
			return fmt.Errorf("move %s: %w", s, err)
		}
		p.Make(m)
	}
	return nil
}

func (e *twelveEngine) NewPosition(variant, fen string) (Position, error) {
	if variant == "twelvejanggi" {
		variant = "twelve"
	}
	v, err := twelve.ParseVariant(variant)
	if err != nil {
		return nil, err
	}
	if fen == "" {
		return twelvePosition{twelve.NewPosition(v)}, nil
	}
	p, err := twelve.ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	return twelvePosition{p}, nil
}

// Search plays a level below the top as ai/twelve's BestMove does (the level's own depth and
// time); at the top level it searches within the limits of g, a clock's time spent as a share of
// what is left. searchmoves is refused: the Twelve Janggi search has no such restriction.
func (e *twelveEngine) Search(ctx context.Context, pos Position, g Go, info func(string)) (string, string, error) {
	p, ok := pos.(twelvePosition)
	if !ok {
		return "", "", fmt.Errorf("a %T is not a Twelve Janggi position", pos)
	}
	if len(g.Moves) > 0 {
		return "", "", errors.New("go searchmoves: not supported by the Twelve Janggi engine")
	}
	start := time.Now()
	progress := func(depth, score int, pv []twelve.Move) {
		info(twelveInfo(depth, score, time.Since(start), pv))
	}
	if g.Level >= 1 && g.Level < twelveai.MaxLevel {
		m, err := e.eng.BestMove(ctx, p.Position, g.Level, progress)
		if err != nil {
			return "", "", err
		}
		return m.String(), "", nil
	}
	lim := twelveai.Limits{Depth: g.Depth, Nodes: g.Nodes, Time: twelveTime(g.Limits, p.SideToMove())}
	if g.Infinite {
		lim = twelveai.Limits{}
	}
	res, err := e.eng.Search(ctx, p.Position, lim, progress)
	if err != nil {
		return "", "", err
	}
	ponder := ""
	if len(res.PV) > 1 {
		ponder = res.PV[1].String()
	}
	return res.Move.String(), ponder, nil
}

// twelveTime is the time a Twelve Janggi search by side us may take: the move time, or a share of
// the clock (a thirtieth of what is left, three quarters of the increment, and the byoyomi),
// less the overhead; 0 for no bound.
func twelveTime(l ai.Limits, us game.Color) time.Duration {
	over := l.Overhead
	if l.MoveTime > 0 {
		return max(l.MoveTime-max(over, 5*time.Millisecond), time.Millisecond)
	}
	left, inc, byo := l.Time[us], l.Inc[us], l.Byoyomi
	if left <= 0 && byo <= 0 {
		return 0
	}
	over = max(over, 20*time.Millisecond)
	t := min(left/30+inc*3/4, left/3) + byo - over
	return max(min(t, left+byo-over), time.Millisecond)
}

// twelveInfo writes an iteration of the Twelve Janggi search as a UCI info line; a win or loss in
// n plies is "mate" in moves, as ai.Score writes it.
func twelveInfo(depth, score int, elapsed time.Duration, pv []twelve.Move) string {
	s := fmt.Sprintf("cp %d", score)
	switch n := twelveai.MatePlies(score); {
	case n > 0:
		s = fmt.Sprintf("mate %d", (n+1)/2)
	case n < 0:
		s = fmt.Sprintf("mate %d", n/2)
	}
	moves := make([]string, len(pv))
	for i, m := range pv {
		moves[i] = m.String()
	}
	return fmt.Sprintf("info depth %d score %s time %d pv %s", depth, s, elapsed.Milliseconds(), strings.Join(moves, " "))
}
