package puzzle

import (
	"context"
	"fmt"

	"janggi/ai"
)

// Verify checks a puzzle's solution, as the generator does before it keeps one and the tests do
// for every embedded puzzle: a mate exactly (its first move the only one that mates in
// so many moves, none mating sooner, every reply of the line still mated in time), a material or
// defence puzzle by the engine at a fixed depth (its first move the engine's, clearly better
// than the next best). Then the line is played through an Attempt, which must call it right at
// every step and solved at the end, and must refuse another first move.
func Verify(p *Puzzle, eng *ai.Engine) error {
	pos := p.Position()
	if n := p.Theme.MateIn(); n > 0 {
		if n > 1 {
			if sooner, err := MatingMoves(pos, n-1, DefaultBudget); err != nil || len(sooner) > 0 {
				return fmt.Errorf("mates sooner than in %d (%v, %v)", n, sooner, err)
			}
		}
		if n <= 2 {
			ms, err := MatingMoves(pos, n, DefaultBudget)
			if err != nil || len(ms) != 1 || ms[0] != p.Line[0] {
				return fmt.Errorf("the moves that mate in %d are %v (%v), want only %v", n, ms, err, p.Line[0])
			}
		}
		c := pos.Clone()
		for i, m := range p.Line {
			c.Make(m)
			if i%2 == 0 {
				left := n - i/2 - 1
				if ok, err := MatedIn(c, left, DefaultBudget); !ok || err != nil {
					return fmt.Errorf("after move %d %v the opponent is not mated in %d (%v)", i+1, m, left, err)
				}
			}
		}
	} else {
		if err := eng.NewGame(); err != nil {
			return err
		}
		res, err := eng.Search(context.Background(), pos, ai.Limits{Depth: 7, MultiPV: 2}, nil)
		if err != nil {
			return err
		}
		if len(res.Lines) < 2 {
			return fmt.Errorf("the engine sees %d lines", len(res.Lines))
		}
		best, second := res.Lines[0], res.Lines[1]
		if best.PV[0] != p.Line[0] {
			return fmt.Errorf("the engine at depth 7 plays %v (%v), not %v", best.PV[0], best.Score, p.Line[0])
		}
		if second.Score > best.Score-150 {
			return fmt.Errorf("the engine at depth 7 finds %v (%v) nearly as good as %v (%v)", second.PV[0], second.Score, best.PV[0], best.Score)
		}
		if p.Theme == Material && best.Score < 150 {
			return fmt.Errorf("the engine at depth 7 scores the solution %v: no material won", best.Score)
		}
	}
	a := NewAttempt(p)
	for _, m := range pos.LegalMoves(nil) {
		if m != p.Line[0] {
			if v := a.Try(m); v.Right {
				return fmt.Errorf("the first move %v is called right too", m)
			}
			break
		}
	}
	for i := 0; i < len(p.Line); i += 2 {
		v := a.Try(p.Line[i])
		if !v.Right {
			return fmt.Errorf("move %d %v of the line is called wrong", i+1, p.Line[i])
		}
		if last := i == len(p.Line)-1; v.Solved != last || (!last && v.Reply != p.Line[i+1]) {
			return fmt.Errorf("move %d %v: solved %v, reply %v", i+1, p.Line[i], v.Solved, v.Reply)
		}
	}
	return nil
}
