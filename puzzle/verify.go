package puzzle

import "fmt"

// Verify checks a puzzle's solution, as the generator does before it keeps one and the tests do
// for every embedded puzzle: a mate (a win in Twelve Janggi) exactly, by the search of mate.go:
// no first move wins sooner, the line's first move is the only one that wins in so many moves,
// and after every move of the solver's in the line the opponent still loses in the moves left.
// Then the line is played through an Attempt, which must call it right at every step and solved
// at the end, and must refuse another first move. A material or defence puzzle's first move is
// the engine's choice, which the generator (tools/puzzlegen) checks with the engine: this package
// imports none.
func Verify(p *Puzzle) error {
	pos := p.Position()
	if n := p.Theme.MateIn(); n > 0 {
		if n > 1 {
			if sooner, err := WinningMoves(pos, n-1, DefaultBudget); err != nil || len(sooner) > 0 {
				return fmt.Errorf("wins sooner than in %d (%v, %v)", n, sooner, err)
			}
		}
		ms, err := WinningMoves(pos, n, DefaultBudget)
		if err != nil || len(ms) != 1 || ms[0] != p.Line[0] {
			return fmt.Errorf("the moves that win in %d are %v (%v), want only %v", n, ms, err, p.Line[0])
		}
		c := pos.Clone()
		for i, m := range p.Line {
			c.Make(m)
			if i%2 == 0 {
				left := n - i/2 - 1
				if ok, err := LostIn(c, left, DefaultBudget); !ok || err != nil {
					return fmt.Errorf("after move %d %v the opponent does not lose within %d (%v)", i+1, m, left, err)
				}
			}
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
