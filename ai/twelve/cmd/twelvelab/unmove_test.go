package main

import (
	"math/rand/v2"
	"slices"
	"testing"

	rules "janggi/game/twelve"
)

// randomPositions returns positions from random games of both variants, with a fixed seed.
func randomPositions(t *testing.T, v rules.Variant, n int) []*rules.Position {
	rng := rand.New(rand.NewPCG(uint64(v)+1, 2))
	var out []*rules.Position
	for len(out) < n {
		p := rules.NewPosition(v)
		for range rng.IntN(40) {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
		if !p.Result().Over() {
			out = append(out, p)
		}
	}
	return out
}

func keys(states []state) []uint64 {
	out := make([]uint64, len(states))
	for i, st := range states {
		out[i] = st.key()
	}
	return out
}

// TestPredecessorsInvertMoves checks the unmove generator against the rules package both ways:
// every position a legal move comes from is among the predecessors of where it leads, and every
// predecessor is a legal position with a legal move that leads there.
func TestPredecessorsInvertMoves(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		checked := 0
		for _, p := range randomPositions(t, v, 300) {
			from := stateOf(p)
			for _, m := range p.LegalMoves(nil) {
				p.Make(m)
				if !p.Result().Over() {
					to := stateOf(p)
					preds := predecessors(nil, to, v)
					if !slices.Contains(keys(preds), from.key()) {
						t.Fatalf("%v: %s is not a predecessor of %s (move %v)", v, from.fen(), to.fen(), m)
					}
					if checked%7 == 0 {
						checkPredecessors(t, v, to, preds)
					}
					checked++
				}
				p.Unmake()
			}
		}
		if checked < 1000 {
			t.Errorf("%v: only %d moves checked", v, checked)
		}
	}
}

// checkPredecessors checks that each of preds is a legal, undecided position with a move to st.
func checkPredecessors(t *testing.T, v rules.Variant, st state, preds []state) {
	t.Helper()
	for _, pr := range preds {
		q, err := pr.position(v)
		if err != nil {
			t.Fatalf("%v: predecessor of %s: %v", v, st.fen(), err)
		}
		if q.Result().Over() {
			t.Fatalf("%v: predecessor %s of %s is decided: %s", v, pr.fen(), st.fen(), q.Result())
		}
		found := false
		for _, m := range q.LegalMoves(nil) {
			q.Make(m)
			found = found || stateOf(q).key() == st.key()
			q.Unmake()
		}
		if !found {
			t.Fatalf("%v: no move leads from predecessor %s to %s", v, pr.fen(), st.fen())
		}
	}
}

// TestSymmetries checks that keys round-trip, that flip and mirror undo themselves, and that a
// position, its mirror image and its flipped form share one canonical key.
func TestSymmetries(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		for _, p := range randomPositions(t, v, 200) {
			st := stateOf(p)
			if got := stateFromKey(st.key()); got != st {
				t.Fatalf("key round trip: %s became %s", st.fen(), got.fen())
			}
			if st.flip().flip() != st || st.mirror().mirror() != st {
				t.Fatalf("%s: flip or mirror is not its own inverse", st.fen())
			}
			k := canonical(st)
			for _, other := range []state{st.flip(), st.mirror(), st.flip().mirror()} {
				if canonical(other) != k {
					t.Fatalf("%s and %s have different canonical keys", st.fen(), other.fen())
				}
				if _, err := other.position(v); err != nil {
					t.Fatalf("%s turned to %s: %v", st.fen(), other.fen(), err)
				}
			}
			if q, err := st.position(v); err != nil || stateOf(q) != st {
				t.Fatalf("%s: FEN round trip: %v", st.fen(), err)
			}
		}
	}
}

// TestSuccessorsMatchTheRules checks the solver's move generator against the rules package: the
// same positions, and the same verdict on each (game goes on, or who won).
func TestSuccessorsMatchTheRules(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		for _, p := range randomPositions(t, v, 300) {
			type result struct {
				key uint64
				o   outcome
			}
			var want, got []result
			mover := p.SideToMove()
			for _, m := range p.LegalMoves(nil) {
				p.Make(m)
				o := goesOn
				if r := p.Result(); r.Over() {
					w, ok := r.Outcome.Winner()
					switch {
					case !ok:
						o = draws
					case w == mover:
						o = wins
					default:
						o = loses
					}
				}
				k := uint64(0)
				if p.KingSquare(mover^1) != rules.NoSquare {
					k = stateOf(p).key()
				}
				want = append(want, result{k, o})
				p.Unmake()
			}
			successors(stateOf(p), v, func(next state, o outcome) {
				k := next.key()
				if o == wins && countKings(next) < 2 {
					k = 0 // the king was taken: the rules package keeps it in hand, the solver drops it
				}
				got = append(got, result{k, o})
			})
			cmp := func(a, b result) int {
				if a.key != b.key {
					return map[bool]int{true: -1, false: 1}[a.key < b.key]
				}
				return int(a.o) - int(b.o)
			}
			slices.SortFunc(want, cmp)
			slices.SortFunc(got, cmp)
			if !slices.Equal(want, got) {
				t.Fatalf("%v: %s: successors differ:\nrules  %v\nsolver %v", v, p.FEN(), want, got)
			}
		}
	}
}

func countKings(st state) int {
	n := 0
	for _, pc := range st.board {
		if pc != rules.NoPiece && pc.Type() == rules.King {
			n++
		}
	}
	return n
}
