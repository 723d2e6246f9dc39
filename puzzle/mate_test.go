package puzzle

import (
	"slices"
	"testing"

	"janggi/game"
	"janggi/game/twelve"
)

// TestLinesFromTheFirstMoveVerify rebuilds the solution of embedded mate puzzles of both kinds
// from their first move alone (MateLine, TwelveLine: the generator's way) and wants each rebuilt
// puzzle to pass Verify or VerifyTwelve, of the same length as the file's, with the position
// given left as it was; and a win in 3 claimed as a win in 2 to be refused.
func TestLinesFromTheFirstMoveVerify(t *testing.T) {
	checked := 0
	for i, p := range All() {
		n := p.Theme.MateIn()
		if n == 0 || i%4 != 0 { // a quarter of the mates keeps the test short
			continue
		}
		pos := p.Position()
		q := *p
		checkLine(t, p.ID, p.Line, pos.FEN, func() ([]game.Move, error) { return MateLine(pos, p.Line[0], n, DefaultBudget) },
			func(line []game.Move) error { q.Line = line; return Verify(&q) })
		checked++
	}
	for _, p := range AllTwelve() {
		n := p.Theme.MateIn()
		pos := p.Position()
		q := *p
		checkLine(t, p.ID, p.Line, pos.FEN, func() ([]twelve.Move, error) { return TwelveLine(pos, p.Line[0], n, DefaultBudget) },
			func(line []twelve.Move) error { q.Line = line; return VerifyTwelve(&q) })
		if _, err := TwelveLine(pos, p.Line[0], n-1, DefaultBudget); n == 3 && err == nil {
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
