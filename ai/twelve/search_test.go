package twelve

import (
	"context"
	"math/rand/v2"
	"testing"

	"janggi/game"
	"janggi/game/twelve"
)

// mustParse reads a FEN of variant v or fails the test.
func mustParse(t testing.TB, v twelve.Variant, fen string) *twelve.Position {
	t.Helper()
	p, err := twelve.ParseFEN(v, fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// search runs a fresh engine on p within lim and fails the test on error.
func search(t testing.TB, p *twelve.Position, lim Limits) Result {
	t.Helper()
	r, err := NewEngine(16).Search(context.Background(), p, lim, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, p.Diagram())
	}
	return r
}

// minimax is the oracle the search is checked against: plain negamax over LegalMoves and Result,
// with no table, no pruning and no shortcuts, scoring a game ended at ply n as ±(Mate-n) and
// every other leaf 0. It is too slow for play but cannot share the search's mistakes.
func minimax(p *twelve.Position, depth, ply int) int {
	return negamax(p, depth, ply, func(*twelve.Position) int { return 0 })
}

// negamax is minimax with leaf giving the value of an undecided position at depth 0, from the
// side to move's view.
func negamax(p *twelve.Position, depth, ply int, leaf func(*twelve.Position) int) int {
	if r := p.Result(); r.Over() {
		w, ok := r.Outcome.Winner()
		switch {
		case !ok:
			return 0
		case w == p.SideToMove():
			return winIn(ply)
		}
		return lossIn(ply)
	}
	if depth == 0 {
		return leaf(p)
	}
	best := -infinite
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		best = max(best, -negamax(p, depth-1, ply+1, leaf))
		p.Unmake()
	}
	return best
}

// randomPositions plays n random games of a few plies from the start with a fixed seed and
// returns the positions reached, with their histories cut (as a FEN would give them).
func randomPositions(t testing.TB, v twelve.Variant, n int, seed uint64) []*twelve.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []*twelve.Position
	for len(out) < n {
		p := twelve.NewPosition(v)
		plies := 4 + rng.IntN(30)
		for range plies {
			moves := p.LegalMoves(nil)
			if p.Result().Over() {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
		if !p.Result().Over() {
			out = append(out, mustParse(t, v, p.FEN()))
		}
	}
	return out
}

// TestExactSearchAgreesWithMinimax checks on random positions that every win or loss the exact
// search claims at depth d is confirmed by minimax at the claimed distance, and that it finds every
// result minimax finds within d plies, at the same distance.
func TestExactSearchAgreesWithMinimax(t *testing.T) {
	const depth = 4
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		decided := 0
		for _, p := range randomPositions(t, v, 60, 7) {
			got := search(t, p, Limits{Depth: depth, Exact: true}).Score
			want := minimax(p, depth, 0)
			if IsMate(want) && got != want {
				t.Errorf("%v: exact search at depth %d scores %s, minimax %s\n%s", v, depth, FormatScore(got), FormatScore(want), p.Diagram())
				continue
			}
			if n := abs(MatePlies(got)); IsMate(got) {
				decided++
				if n > depth {
					// A shortcut saw the end beyond the depth: confirm at the claimed distance.
					want = minimax(p, n, 0)
				}
				if got != want {
					t.Errorf("%v: exact search claims %s, minimax at that distance %s\n%s", v, FormatScore(got), FormatScore(want), p.Diagram())
				}
			}
		}
		t.Logf("%v: %d of 60 positions decided within the depth", v, decided)
		if decided < 10 {
			t.Errorf("%v: only %d of the random positions are decided; the test needs more", v, decided)
		}
	}
}

// TestFindsForcedWins checks that a search of the given depth finds the quickest win (or the
// slowest loss), and that minimax confirms both the score and the move chosen.
func TestFindsForcedWins(t *testing.T) {
	cases := []struct {
		name    string
		variant twelve.Variant
		fen     string
		depth   int
		want    int
	}{
		{"Cho captures the king", twelve.TwelveJanggi, "1l1/1G1/3/1L1[] w - - 0 1", 1, winIn(1)},
		{"Han captures the king", twelve.TwelveJanggi, "1l1/3/1g1/1L1[] b - - 0 1", 1, winIn(1)},
		{"win in 3 plies by a protected drop", twelve.TwelveJanggi, "l2/2E/1L1/3[G] w - - 0 1", 3, winIn(3)},
		{"win in 5 plies", twelve.TwelveJanggi, "gl1/3/cLG/E2[Ce] w - - 1 11", 5, winIn(5)},
		{"Han wins in 5 plies", twelve.TwelveJanggi, "g1e/l2/2L/EG1[Cc] b - - 3 3", 5, winIn(5)},
		{"camp entry on an unattacked square", twelve.TwelveJanggi, "2l/L2/3/3[] w - - 0 1", 1, winIn(2)},
		{"Dobutsu try wins at once", twelve.Dobutsu, "2l/L2/3/3[] w - - 0 1", 1, winIn(1)},
		{"a king in our camp must be captured", twelve.TwelveJanggi, "3/2L/3/lG1[] w - - 0 1", 1, winIn(1)},
		{"a king in our camp out of reach wins", twelve.TwelveJanggi, "3/2L/3/l1G[] w - - 0 1", 3, lossIn(1)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.variant, c.fen)
			for _, exact := range []bool{false, true} {
				r := search(t, p, Limits{Depth: c.depth, Exact: exact})
				if r.Score != c.want {
					t.Fatalf("exact=%v: score %s, want %s; pv %v\n%s", exact, FormatScore(r.Score), FormatScore(c.want), r.PV, p.Diagram())
				}
				n := abs(MatePlies(c.want))
				if oracle := minimax(p, n, 0); oracle != c.want {
					t.Fatalf("minimax at depth %d scores %s: the case is wrong", n, FormatScore(oracle))
				}
				q := p.Clone()
				q.Make(r.Move)
				if got := -minimax(q, n-1, 1); got != c.want {
					t.Errorf("exact=%v: after %v minimax scores %s, want %s", exact, r.Move, FormatScore(got), FormatScore(c.want))
				}
			}
			if c.want > 0 && abs(MatePlies(c.want)) > 2 {
				// Shallower searches must not see it, or the case tests nothing about depth.
				if r := search(t, p, Limits{Depth: c.depth - 2, Exact: true}); IsMate(r.Score) {
					t.Errorf("depth %d already scores %s", c.depth-2, FormatScore(r.Score))
				}
			}
		})
	}
}

// material returns side c's pieces, on the board and in hand, in evaluation units.
func material(p *twelve.Position, c game.Color) int {
	n := 0
	for s := range twelve.Square(twelve.SquareCount) {
		if pc := p.PieceAt(s); pc != twelve.NoPiece && pc.Color() == c {
			n += boardValue[pc.Type()]
		}
	}
	for t := twelve.General; t <= twelve.Soldier; t++ {
		n += p.Hand(c, t) * handValue[t]
	}
	return n
}

// materialMinimax is plain negamax over the material balance: the oracle for tactics.
func materialMinimax(p *twelve.Position, depth, ply int) int {
	return negamax(p, depth, ply, func(p *twelve.Position) int {
		return material(p, p.SideToMove()) - material(p, p.SideToMove()^1)
	})
}

// TestWinsMaterial checks that in quiet positions where a quiet move wins a piece by force a few
// plies later, the search plays a move that does, as plain minimax over the material confirms,
// while a search of depth 2 does not.
func TestWinsMaterial(t *testing.T) {
	// gain returns what the move m wins in p by minimax over the material five plies deep, and
	// whether that line ends the game instead.
	gain := func(p *twelve.Position, m twelve.Move) (int, bool) {
		us := p.SideToMove()
		q := p.Clone()
		q.Make(m)
		v := -materialMinimax(q, 4, 1)
		return v - (material(p, us) - material(p, us^1)), IsMate(v)
	}
	for _, fen := range []string{
		"g1l/3/e1L/E1G[cc] w - - 0 4",
		"elc/3/1L1/EGC[g] w - - 0 8",
		"gle/3/3/EL1[Cgc] b - - 0 3",
	} {
		p := mustParse(t, twelve.TwelveJanggi, fen)
		r := search(t, p, Limits{Depth: 2})
		if g, _ := gain(p, r.Move); g >= 250 {
			t.Fatalf("%s: depth 2 already wins material with %v: not a test of depth", fen, r.Move)
		}
		r = search(t, p, Limits{Depth: 6})
		if g, mate := gain(p, r.Move); g < 250 || mate {
			t.Errorf("%s: %v (pv %v) gains %d by minimax over five plies; want a piece (250 or more)\n%s", fen, r.Move, r.PV, g, p.Diagram())
		}
	}
}
