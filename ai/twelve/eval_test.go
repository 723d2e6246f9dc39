package twelve

import (
	"testing"

	"janggi/game/twelve"
)

// TestEvaluationCountsMaterial checks that taking a piece from the opponent (it joins the hand) is
// worth more than what the positional terms can take away.
func TestEvaluationCountsMaterial(t *testing.T) {
	for _, c := range []struct{ less, more string }{
		{"gle/1c1/1C1/ELG[] w", "gle/3/1C1/ELG[C] w"},
		{"gle/1c1/1C1/ELG[] w", "gl1/1c1/1C1/ELG[E] w"},
		{"gle/1c1/1C1/ELG[] w", "1le/1c1/1C1/ELG[G] w"},
		{"gle/1c1/1C1/ELG[] b", "gle/1c1/3/ELG[c] b"},
		{"gle/1c1/1C1/ELG[] b", "gle/1c1/1C1/EL1[g] b"},
	} {
		less := evaluate(mustParse(t, twelve.TwelveJanggi, c.less))
		more := evaluate(mustParse(t, twelve.TwelveJanggi, c.more))
		if more-less < 100 {
			t.Errorf("%s evaluates %d, %s with a piece taken %d", c.less, less, c.more, more)
		}
	}
}
