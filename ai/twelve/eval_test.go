package twelve

import (
	"strings"
	"testing"

	"janggi/game/twelve"
)

// flipFEN returns the position seen from the other side: the board turned by 180 degrees, the
// colours and hands swapped, the other side to move. The game is symmetric, so the evaluation of
// the two positions must be equal.
func flipFEN(fen string) string {
	f := strings.Fields(fen)
	board, hand, _ := strings.Cut(strings.TrimSuffix(f[0], "]"), "[")
	ranks := strings.Split(board, "/")
	for i, r := range ranks {
		ranks[i] = swapCase(reverseRank(r))
	}
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	side := map[string]string{"w": "b", "b": "w"}[f[1]]
	return strings.Join(ranks, "/") + "[" + swapCase(hand) + "] " + side
}

// mirrorFEN returns the position with files a and c exchanged, which changes nothing in the game.
func mirrorFEN(fen string) string {
	f := strings.Fields(fen)
	board, hand, _ := strings.Cut(strings.TrimSuffix(f[0], "]"), "[")
	ranks := strings.Split(board, "/")
	for i, r := range ranks {
		ranks[i] = reverseRank(r)
	}
	return strings.Join(ranks, "/") + "[" + hand + "] " + f[1]
}

// reverseRank reverses one FEN rank, keeping "+" before the letter it promotes.
func reverseRank(r string) string {
	var tokens []string
	for i := 0; i < len(r); i++ {
		if r[i] == '+' {
			tokens = append(tokens, r[i:i+2])
			i++
			continue
		}
		tokens = append(tokens, r[i:i+1])
	}
	var b strings.Builder
	for i := len(tokens) - 1; i >= 0; i-- {
		b.WriteString(tokens[i])
	}
	return b.String()
}

func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, s)
}

// TestEvaluationIsSymmetric checks that turning the board to the other side, or mirroring it,
// leaves the evaluation (from the side to move's view) unchanged.
func TestEvaluationIsSymmetric(t *testing.T) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		for _, p := range randomPositions(t, v, 200, 5) {
			want := evaluate(p)
			for _, fen := range []string{flipFEN(p.FEN()), mirrorFEN(p.FEN())} {
				q := mustParse(t, v, fen)
				if got := evaluate(q); got != want {
					t.Errorf("%s evaluates %d, %s %d", p.FEN(), want, fen, got)
				}
			}
		}
	}
}

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
