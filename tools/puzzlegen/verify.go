package main

import (
	"context"
	"fmt"

	"janggi/ai"
	"janggi/game"
	"janggi/game/port"
	"janggi/puzzle"
)

// verify is what a puzzle must pass to be kept, and what the tests ask of every embedded one:
// puzzle.Verify (a mate proven exactly, the line judged right by an Attempt), and for a material
// or defence puzzle the engine's agreement (engineAgrees).
func verify(p *puzzle.Puzzle, eng *ai.Engine) error {
	if err := puzzle.Verify(p); err != nil {
		return err
	}
	return engineAgrees(p, eng)
}

// engineAgrees checks a material or defence puzzle by the engine at a fixed depth: its first move
// is the engine's, clearly better than the next best (by 150), and a material puzzle's wins
// material. A mate needs no engine: puzzle.Verify proves it.
func engineAgrees(p *puzzle.Puzzle, eng *ai.Engine) error {
	if p.Theme.MateIn() > 0 {
		return nil
	}
	if err := eng.NewGame(); err != nil {
		return err
	}
	res, err := eng.Search(context.Background(), corePosition(p), ai.Limits{Depth: 7, MultiPV: 2}, nil)
	if err != nil {
		return err
	}
	if len(res.Lines) < 2 {
		return fmt.Errorf("the engine sees %d lines", len(res.Lines))
	}
	best, second := res.Lines[0], res.Lines[1]
	if port.MoveOf(best.PV[0]) != p.Line[0] {
		return fmt.Errorf("the engine at depth 7 plays %v (%v), not %v", best.PV[0], best.Score, p.Line[0])
	}
	if second.Score > best.Score-150 {
		return fmt.Errorf("the engine at depth 7 finds %v (%v) nearly as good as %v (%v)", second.PV[0], second.Score, best.PV[0], best.Score)
	}
	if p.Theme == puzzle.Material && best.Score < 150 {
		return fmt.Errorf("the engine at depth 7 scores the solution %v: no material won", best.Score)
	}
	return nil
}

// corePosition returns the start position of a Janggi or Xiangqi puzzle as package game has it,
// which the engines search.
func corePosition(p *puzzle.Puzzle) *game.Position {
	pos, _ := port.Core[*game.Position](p.Position())
	return pos
}

// portLine returns the engine's moves as the port's.
func portLine(ms []game.Move) []port.Move {
	out := make([]port.Move, len(ms))
	for i, m := range ms {
		out[i] = port.MoveOf(m)
	}
	return out
}
