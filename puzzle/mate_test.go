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

// TestEveryEndingOfTheRulesIsAWin asks the win search of positions (puzzles the deep check dropped)
// where standard Janggi's rules end the game without a checkmate: a move that opens the file
// between the generals, leaving the opponent no move but the pass that accepts the bikjang, which
// the points decide; and a pass where the opponent's only move is a pass too, a double pass
// decided on points. Each is a win in 1, and the mates the puzzles claimed are no longer the only
// or the fastest wins. An Attempt that plays such a move answers with the pass and is solved.
func TestEveryEndingOfTheRulesIsAWin(t *testing.T) {
	cases := []struct {
		fen, win, mate string
		mateIn         int
	}{
		// J0031: e8f6 opens the e file; Han may only pass (bikjang, counted 22 : 8.5)
		{"c3k4/3P5/4N4/9/9/9/3P5/9/4KC3/3A1A3 w - - 1 93", "e8f6", "d9d10", 2},
		// J0139: e10f10 faces the generals on the f file
		{"3ak4/3a5/9/9/3p5/4p4/2P6/4p4/r2A1K3/9 b - - 5 92", "e10f10", "a2d2", 2},
		// J0029: Cho's only move is the pass, so Han's pass ends the game on points
		{"3k5/4ac3/9/2p6/5p3/3pp4/9/4K4/3r5/9 b - - 3 97", "d10d10", "e5e4", 1},
	}
	for _, c := range cases {
		rules := port.MustFor(kind.Janggi, nil)
		pos, err := rules.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		win, _ := pos.ParseMove(c.win)
		ms, err := WinningMoves(pos, 1, DefaultBudget)
		if err != nil || !slices.Contains(ms, win) {
			t.Errorf("%s: the moves that win in 1 are %v (%v), want %v among them", c.fen, ms, err, c.win)
		}
		if c.mateIn > 1 {
			mateMove, _ := pos.ParseMove(c.mate)
			p := &Puzzle{ID: "T", Rules: rules, Theme: Mate2, FEN: c.fen, Line: []port.Move{mateMove}}
			if err := Verify(p); err == nil {
				t.Errorf("%s: a mate in 2 with %s passes Verify", c.fen, c.mate)
			}
		}
		p := &Puzzle{ID: "T", Rules: rules, Theme: Mate1, FEN: c.fen, Line: []port.Move{win}}
		a := NewAttempt(p)
		v := a.Try(win)
		if !v.Right || !v.Solved || !a.Pos.Result().Over() {
			t.Errorf("%s: the Attempt says %+v of %s, the game %v", c.fen, v, c.win, a.Pos.Result())
		}
		if w, ok := a.Pos.Result().Outcome.Winner(); !ok || w != pos.SideToMove() {
			t.Errorf("%s: after %s and the reply, %v", c.fen, c.win, a.Pos.Result())
		}
	}
}
