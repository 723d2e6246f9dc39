package main

import (
	"janggi/ai/twelve/internal/book"
	"math/rand/v2"
	"slices"
	"testing"

	rules "janggi/game/twelve"
	"janggi/game/twelve/twelvetest"
)

// randomPositions returns positions from random games of variant v, with a fixed seed.
func randomPositions(t *testing.T, v rules.Variant, n int) []*rules.Position {
	return twelvetest.RandomPositions(rand.New(rand.NewPCG(uint64(v)+1, 2)), v, n)
}

func keys(states []book.State) []uint64 {
	out := make([]uint64, len(states))
	for i, st := range states {
		out[i] = st.Key()
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
			from := book.StateOf(p)
			for _, m := range p.LegalMoves(nil) {
				p.Make(m)
				if !p.Result().Over() {
					to := book.StateOf(p)
					preds := predecessors(nil, to, v)
					if !slices.Contains(keys(preds), from.Key()) {
						t.Fatalf("%v: %s is not a predecessor of %s (move %v)", v, from.FEN(), to.FEN(), m)
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
func checkPredecessors(t *testing.T, v rules.Variant, st book.State, preds []book.State) {
	t.Helper()
	for _, pr := range preds {
		q, err := pr.Position(v)
		if err != nil {
			t.Fatalf("%v: predecessor of %s: %v", v, st.FEN(), err)
		}
		if q.Result().Over() {
			t.Fatalf("%v: predecessor %s of %s is decided: %s", v, pr.FEN(), st.FEN(), q.Result())
		}
		found := false
		for _, m := range q.LegalMoves(nil) {
			q.Make(m)
			found = found || book.StateOf(q).Key() == st.Key()
			q.Unmake()
		}
		if !found {
			t.Fatalf("%v: no move leads from predecessor %s to %s", v, pr.FEN(), st.FEN())
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
					k = book.StateOf(p).Key()
				}
				want = append(want, result{k, o})
				p.Unmake()
			}
			successors(book.StateOf(p), v, func(next book.State, o outcome) {
				k := next.Key()
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

func countKings(st book.State) int {
	n := 0
	for _, pc := range st.Board {
		if pc != rules.NoPiece && pc.Type() == rules.King {
			n++
		}
	}
	return n
}
