package main

import (
	"context"
	"fmt"

	"janggi/ai"
	"janggi/ai/uci"
	"janggi/game"
	"janggi/game/port"
	"janggi/puzzle"
)

// The thresholds of an engine verdict, in Fairy-Stockfish's centipawns from the solver's view.
const (
	// minMargin is how much better the solution must be than the second-best move.
	minMargin = 150
	// levelBound is how far from level a defence may leave the game.
	levelBound = 250
	// horse is a horse's worth, the least a material puzzle must win: Fairy-Stockfish's own
	// middlegame value of a Janggi horse (its evaluation's material term).
	horse = 250
	// mateScore stands for a forced win (or loss) in the comparisons.
	mateScore = 100_000
)

// proveMate checks a win puzzle (a mate in Janggi or Xiangqi, a win in Twelve Janggi) exactly: by
// puzzle.Verify, whose search counts every ending of the puzzle's rules (a bikjang or a double pass
// decided on points as well as a checkmate). The stated length is the shortest win, the first
// move the only one that wins that fast, and the line wins against every defence.
func proveMate(p *puzzle.Puzzle) (bool, string) {
	if err := puzzle.Verify(p); err != nil {
		return false, err.Error()
	}
	return true, fmt.Sprintf("the only win in %d, none sooner, under every ending of the rules", p.Theme.MateIn())
}

// line is one of the engine's two best lines at the full depth.
type line struct {
	move  game.Move
	score ai.Score
}

// engineCheck puts a material or defence puzzle to Fairy-Stockfish (c, MultiPV 2 set) at depth:
// the solution must be its best move, at least minMargin better than the second; a defence must
// leave the game within ±levelBound, a material puzzle win at least a horse.
func engineCheck(ctx context.Context, c *uci.Client, p *puzzle.Puzzle, depth int) (bool, string, error) {
	pos, ok := port.Core[*game.Position](p.Position())
	if !ok {
		return false, "", fmt.Errorf("puzzle %s: not of the 9×10 board", p.ID)
	}
	if err := c.NewGame(); err != nil {
		return false, "", err
	}
	lines := map[int]line{}
	_, err := c.Search(ctx, pos, ai.Limits{Depth: depth}, func(i ai.Info) {
		if i.Depth == depth && len(i.PV) > 0 {
			lines[i.MultiPV] = line{i.PV[0], i.Score}
		}
	})
	if err != nil {
		return false, "", err
	}
	best, ok := lines[1]
	if !ok {
		return false, "", fmt.Errorf("puzzle %s: no line at depth %d", p.ID, depth)
	}
	ok, detail := judge(p, best, lines[2], len(pos.LegalMoves(nil)))
	return ok, detail, nil
}

// judge says whether the engine's two best lines uphold the puzzle (moves: the number of legal
// moves, 1 when there is no second line to beat).
func judge(p *puzzle.Puzzle, best, second line, moves int) (bool, string) {
	want := coreMove(p.Line[0])
	detail := fmt.Sprintf("best %v %v", best.move, best.score)
	if moves > 1 {
		detail += fmt.Sprintf(", second %v %v", second.move, second.score)
	}
	if best.move != want {
		return false, detail + fmt.Sprintf(": the solution %v is not the best move", want)
	}
	b := cp(best.score)
	if moves > 1 && b-cp(second.score) < minMargin {
		return false, detail + fmt.Sprintf(": less than %d better than the second", minMargin)
	}
	switch p.Theme {
	case puzzle.Defence:
		if b < -levelBound || b > levelBound {
			return false, detail + fmt.Sprintf(": not level (beyond ±%d)", levelBound)
		}
	case puzzle.Material:
		if b < horse {
			return false, detail + fmt.Sprintf(": wins less than a horse (%d)", horse)
		}
	}
	return true, detail
}

// cp returns a score as centipawns, a forced win or loss as ±mateScore (the sooner the larger).
func cp(s ai.Score) int {
	switch n := s.MateIn(); {
	case n > 0:
		return mateScore - n
	case n < 0:
		return -mateScore - n
	}
	return int(s)
}

// coreMove returns a move of the 9×10 board as the rules core has it.
func coreMove(m port.Move) game.Move {
	gm, _ := port.CoreMove[game.Move](m)
	return gm
}

// sampleEngine is the tests' cheap check of an engine verdict: Fairy-Stockfish (c) at a low depth
// plays the solution's first move.
func sampleEngine(c *uci.Client, p *puzzle.Puzzle, depth int) error {
	pos, ok := port.Core[*game.Position](p.Position())
	if !ok {
		return fmt.Errorf("puzzle %s: not of the 9×10 board", p.ID)
	}
	if err := c.NewGame(); err != nil {
		return err
	}
	res, err := c.Search(context.Background(), pos, ai.Limits{Depth: depth}, nil)
	if err != nil {
		return err
	}
	if want := coreMove(p.Line[0]); res.Move != want {
		return fmt.Errorf("Fairy-Stockfish at depth %d plays %v (%v), not %v", depth, res.Move, res.Score, want)
	}
	return nil
}
