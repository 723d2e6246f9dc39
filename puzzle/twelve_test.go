package puzzle

import (
	"janggi/game/kind"
	"janggi/game/port"
	"strings"
	"testing"
)

// minTwelve is the fewest Twelve Janggi puzzles the embedded file may hold.
const minTwelve = 50

// TestEveryTwelvePuzzleWinsExactly checks every embedded Twelve Janggi puzzle with Verify
// (the exact search: the only first move that wins in n, none sooner, every reply of the line
// still lost in time), and that there are at least 50 with every win in 1, 2 and 3 among them.
func TestEveryTwelvePuzzleWinsExactly(t *testing.T) {
	ps := Of(All(), kind.Twelve)
	themes := map[Theme]int{}
	for _, p := range ps {
		themes[p.Theme]++
		if err := Verify(p); err != nil {
			t.Errorf("puzzle %s (%s %s): %v", p.ID, p.Theme, p.FEN, err)
		}
	}
	t.Logf("%d Twelve Janggi puzzles: %v", len(ps), themes)
	if len(ps) < minTwelve {
		t.Errorf("%d Twelve Janggi puzzles, want at least %d", len(ps), minTwelve)
	}
	for _, th := range []Theme{Mate1, Mate2, Mate3} {
		if themes[th] == 0 {
			t.Errorf("no Twelve Janggi puzzle of theme %s", th)
		}
	}
}

// TestABrokenTwelvePuzzleIsCaught gives Verify puzzles with another first move, and wins
// claimed one move short or one move long, and wants each refused; Parse refuses bad lines.
func TestABrokenTwelvePuzzleIsCaught(t *testing.T) {
	seen := map[Theme]bool{}
	for _, p := range Of(All(), kind.Twelve) {
		if seen[p.Theme] {
			continue
		}
		seen[p.Theme] = true
		q := *p
		for _, m := range p.Position().LegalMoves(nil) {
			if m != p.Line[0] {
				q.Line = append([]port.Move{m}, p.Line[1:]...)
				break
			}
		}
		if err := Verify(&q); err == nil {
			t.Errorf("puzzle %s (%s) with the first move %v passes", p.ID, p.Theme, q.Line[0])
		}
		if n := p.Theme.MateIn(); n > 1 {
			r := *p
			r.Theme, r.Line = []Theme{Mate1, Mate2}[n-2], p.Line[:len(p.Line)-2]
			if err := Verify(&r); err == nil {
				t.Errorf("puzzle %s claimed as %s passes", p.ID, r.Theme)
			}
		}
		if n := p.Theme.MateIn(); n < 3 {
			r := *p
			r.Theme = []Theme{Mate2, Mate3}[n-1]
			if err := Verify(&r); err == nil {
				t.Errorf("puzzle %s (%s) claimed as %s passes", p.ID, p.Theme, r.Theme)
			}
		}
	}
	if len(seen) != 3 {
		t.Errorf("broke puzzles of %d themes, want 3", len(seen))
	}
	p := Of(All(), kind.Twelve)[0]
	good := p.Format()
	if ps, err := Parse(good); err != nil || len(ps) != 1 || ps[0].Format() != good {
		t.Fatalf("a puzzle's own line reads back as %v, %v", ps, err)
	}
	f := strings.Split(good, " | ")
	for _, c := range []struct{ text, want string }{
		{strings.Join(f[:5], " | "), "5 fields"},
		{strings.Replace(good, "| twelve |", "| janggi |", 1), "the board has 4 ranks, want 10"},
		{strings.Replace(good, "| "+string(p.Theme)+" |", "| material |", 1), `theme "material"`},
		{strings.Replace(good, " | "+f[3]+" | ", " | 9999 | ", 1), `rating "9999"`},
		{strings.Replace(good, f[4], "3/3/3/3[] w - - 0 1", 1), "puzzle " + p.ID},
		{good + " " + p.Line[0].String(), "moves in its solution"},
		{good + "\n" + good, "the ID is already used on line 1"},
		{good + "\n" + strings.Replace(good, p.ID, p.ID+"b", 1), "the same position as on line 1"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.text, err, c.want)
		}
	}
}
