package puzzle

import (
	"strings"
	"testing"
)

// A position where the rules decide the puzzle (J0031 before it was dropped): e8f6 opens the file
// between the generals, and Han's only move is then the pass, which accepts the bikjang. Under
// standard rules that ends the game on points, Cho ahead (22 : 8.5): e8f6 wins at once, and the
// old mate in 2 (e2f3) is no puzzle; under casual rules the pass is a draw.
const bikjangFEN = "c3k4/3P5/4N4/9/9/9/3P5/9/4KC3/3A1A3 w - - 1 93"

func TestThePuzzlesRulesDecideItsWins(t *testing.T) {
	mateIn2 := func(game string) string {
		return "T1 | " + game + " | mate2 | 1350 | " + bikjangFEN + " | e2f3 a10f10 e8g9"
	}
	mateIn1 := "T2 | janggi | mate1 | 900 | " + bikjangFEN + " | e8f6"

	casual, err := Parse(mateIn2("janggi/casual"))
	if err != nil {
		t.Fatal(err)
	}
	if got := casual[0].Preset().Name; got != "casual" {
		t.Fatalf("posed under %s, want casual", got)
	}
	for _, c := range []struct {
		p    *Puzzle
		wins bool
	}{{casual[0], false}, {nil, true}} {
		if c.p == nil {
			ps, err := Parse(mateIn2("janggi"))
			if err != nil {
				t.Fatal(err)
			}
			c.p = ps[0]
		}
		ms, err := WinningMoves(c.p.Position(), 1, DefaultBudget)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, m := range ms {
			found = found || m.String() == "e8f6"
		}
		if found != c.wins {
			t.Errorf("under %s the moves that win in 1 are %v: e8f6 among them %v, want %v", c.p.Preset().Name, ms, found, c.wins)
		}
	}
	if got := casual[0].Format(); !strings.Contains(got, "| janggi/casual |") {
		t.Errorf("Format writes %q, want the preset in the game field", got)
	}

	standard, err := Parse(mateIn2("janggi"))
	if err != nil {
		t.Fatal(err)
	}
	if got := standard[0].Preset().Name; got != "standard" {
		t.Fatalf("posed under %s, want standard", got)
	}
	if err := Verify(standard[0]); err == nil || !strings.Contains(err.Error(), "e8f6") {
		t.Errorf("the mate in 2 under standard rules verifies (%v), want e8f6 found winning sooner", err)
	}

	// Under standard rules e8f6 is a win in one: the attempt calls it right and ends the game
	// with Han's forced pass.
	win, err := Parse(mateIn1)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(win[0]); err != nil {
		t.Errorf("e8f6 as a win in 1 under standard rules: %v", err)
	}
	a := NewAttempt(win[0])
	v := a.Try(win[0].Line[0])
	if !v.Right || !v.Solved || v.Reply.String() != "e10e10" {
		t.Errorf("e8f6: %+v, want right and solved by Han's pass e10e10", v)
	}
	if r := a.Pos.Result(); !r.Over() {
		t.Errorf("the game goes on after Han's pass: %v", r)
	}

	if _, err := Parse("T3 | janggi/nosuch | mate1 | 900 | " + bikjangFEN + " | e8f6"); err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Errorf("an unknown preset: %v, want an error naming it", err)
	}
	if _, err := Parse("T4 | xiangqi/casual | mate1 | 900 | " + bikjangFEN + " | e8f6"); err == nil {
		t.Errorf("a Janggi preset for a Xiangqi puzzle is accepted")
	}
}
