package puzzle

import (
	"janggi/game/kind"
	"janggi/game/port"
	"slices"
	"testing"
)

// TestLinesFromTheFirstMoveVerify rebuilds the solution of embedded mate puzzles of both kinds
// from their first move alone (WinningLine: the generator's way) and wants each rebuilt
// puzzle to pass Verify, of the same length as the file's, with the position
// given left as it was; and a win in 3 claimed as a win in 2 to be refused.
func TestLinesFromTheFirstMoveVerify(t *testing.T) {
	checked := 0
	for i, p := range janggiAndXiangqi() {
		n := p.Theme.MateIn()
		if n == 0 || i%4 != 0 { // a quarter of the mates keeps the test short
			continue
		}
		pos := p.Position()
		q := *p
		checkLine(t, p.ID, p.Line, pos.FEN, func() ([]port.Move, error) { return WinningLine(pos, p.Line[0], n, DefaultBudget) },
			func(line []port.Move) error { q.Line = line; return Verify(&q) })
		checked++
	}
	for _, p := range Of(All(), kind.Twelve) {
		n := p.Theme.MateIn()
		pos := p.Position()
		q := *p
		checkLine(t, p.ID, p.Line, pos.FEN, func() ([]port.Move, error) { return WinningLine(pos, p.Line[0], n, DefaultBudget) },
			func(line []port.Move) error { q.Line = line; return Verify(&q) })
		if _, err := WinningLine(pos, p.Line[0], n-1, DefaultBudget); n == 3 && err == nil {
			t.Errorf("puzzle %s: TwelveLine in %d from %v gave no error", p.ID, n-1, p.Line[0])
		}
		checked++
	}
	if checked < 100 {
		t.Errorf("%d puzzles checked, want at least 100", checked)
	}
}

// checkLine builds a puzzle's line and wants it as long as the file's (want), passing verify,
// with the position (fen) as it was.
func checkLine[M comparable](t *testing.T, id string, want []M, fen func() string, build func() ([]M, error), verify func([]M) error) {
	t.Helper()
	before := fen()
	line, err := build()
	switch {
	case err != nil:
		t.Errorf("puzzle %s: %v", id, err)
	case fen() != before:
		t.Errorf("puzzle %s: the line's search left %s, want %s", id, fen(), before)
	case len(line) != len(want) || line[0] != want[0]:
		t.Errorf("puzzle %s: rebuilt line %v, the file's %v", id, line, want)
	default:
		if err := verify(slices.Clone(line)); err != nil {
			t.Errorf("puzzle %s: rebuilt line %v: %v", id, line, err)
		}
	}
}
