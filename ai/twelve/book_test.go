package twelve

import (
	"context"
	"testing"

	"janggi/game/twelve"
)

// TestBooksDecode checks that every embedded book decodes and has positions.
func TestBooksDecode(t *testing.T) {
	all, err := books()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		if len(all[v]) < 10000 {
			t.Errorf("%v book has %d positions", v, len(all[v]))
		}
	}
}

// TestDobutsuBookKnowsTheStart checks the book against the published solution of Dobutsu shogi
// (Tanaka, 2009: the second player wins in 78 plies), which our solver reproduced: the first player
// loses in 78 plies, and after each of its moves the second player's book move wins in 77.
func TestDobutsuBookKnowsTheStart(t *testing.T) {
	p := twelve.NewPosition(twelve.Dobutsu)
	if _, score, ok := BookMove(p); !ok || score != lossIn(78) {
		t.Fatalf("start: score %s (in book %v), want %s", FormatScore(score), ok, FormatScore(lossIn(78)))
	}
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		reply, score, ok := BookMove(p)
		if !ok || score < winIn(77) || !p.IsLegal(reply) {
			t.Errorf("after %v: %v scores %s (in book %v), want a win in 77 or sooner", m, reply, FormatScore(score), ok)
		}
		p.Unmake()
	}
}

// TestBookAgreesWithSearch checks book positions whose result is near against the exact search:
// where the book announces a win or loss within 7 plies, the search at that depth finds the same
// score, and the book's move leads to the same result.
func TestBookAgreesWithSearch(t *testing.T) {
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		checked := 0
		for _, p := range randomPositions(t, v, 3000, 13) {
			m, score, ok := BookMove(p)
			if !ok || !IsMate(score) || abs(MatePlies(score)) > 7 {
				continue
			}
			n := abs(MatePlies(score))
			if got := search(t, p, Limits{Depth: n, Exact: true}).Score; got != score {
				t.Errorf("%v %s: book %s, search %s", v, p.FEN(), FormatScore(score), FormatScore(got))
			}
			q := p.Clone()
			q.Make(m)
			if !q.Result().Over() {
				// One ply further from the root, as seen from the other side.
				if got := -search(t, q, Limits{Depth: n - 1, Exact: true}).Score; got != score+sign(score) {
					t.Errorf("%v %s: after the book's %v the search scores %s, want %s", v, p.FEN(), m, FormatScore(got), FormatScore(score+sign(score)))
				}
			}
			if checked++; checked == 40 {
				break
			}
		}
		if checked < 10 {
			t.Errorf("%v: only %d book positions with a near result", v, checked)
		}
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// TestTopLevelPlaysTheBook checks that the top level answers from the book, without searching: it
// reports the book's move through progress as depth 0 only.
func TestTopLevelPlaysTheBook(t *testing.T) {
	p := twelve.NewPosition(twelve.Dobutsu)
	want, score, _ := BookMove(p)
	var reported []int
	m, err := NewEngine(1).BestMove(context.Background(), p, MaxLevel, func(depth, s int, pv []twelve.Move) {
		reported = append(reported, depth, s)
	})
	if err != nil || m != want {
		t.Fatalf("played %v (%v), want the book's %v", m, err, want)
	}
	if len(reported) != 2 || reported[0] != 0 || reported[1] != score {
		t.Errorf("progress got %v, want depth 0 and score %d", reported, score)
	}
}
