package book

import (
	"math/rand/v2"
	"testing"

	rules "janggi/game/twelve"
	"janggi/game/twelve/twelvetest"
)

// randomPositions returns positions from random games of variant v, with a fixed seed.
func randomPositions(v rules.Variant, n int) []*rules.Position {
	return twelvetest.RandomPositions(rand.New(rand.NewPCG(uint64(v)+7, 5)), v, n)
}

// TestSymmetries checks that keys round-trip, that Flip and Mirror undo themselves and give legal
// positions, and that a position and its turned forms share one canonical key.
func TestSymmetries(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		for _, p := range randomPositions(v, 200) {
			st := StateOf(p)
			if got := FromKey(st.Key()); got != st {
				t.Fatalf("key round trip: %s became %s", st.FEN(), got.FEN())
			}
			if st.Flip().Flip() != st || st.Mirror().Mirror() != st {
				t.Fatalf("%s: Flip or Mirror is not its own inverse", st.FEN())
			}
			k, _ := Canonical(st)
			for _, other := range []State{st.Flip(), st.Mirror(), st.Flip().Mirror()} {
				if k2, _ := Canonical(other); k2 != k {
					t.Fatalf("%s and %s have different canonical keys", st.FEN(), other.FEN())
				}
				if _, err := other.Position(v); err != nil {
					t.Fatalf("%s turned to %s: %v", st.FEN(), other.FEN(), err)
				}
			}
			if q, err := st.Position(v); err != nil || StateOf(q) != st {
				t.Fatalf("%s: FEN round trip: %v", st.FEN(), err)
			}
		}
	}
}

// TestSymmetryMapsMoves checks that a move turned with its position is legal there and leads to
// the turned form of where the original move leads.
func TestSymmetryMapsMoves(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		for _, p := range randomPositions(v, 100) {
			for _, sym := range []Symmetry{{true, false}, {false, true}, {true, true}} {
				turn := func(st State) State {
					if sym.Flipped {
						st = st.Flip()
					}
					if sym.Mirrored {
						st = st.Mirror()
					}
					return st
				}
				q, err := turn(StateOf(p)).Position(v)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range p.LegalMoves(nil) {
					tm := sym.Move(m)
					if !q.IsLegal(tm) || sym.Move(tm) != m {
						t.Fatalf("%s: %v turned (%+v) is %v: not legal in %s, or not turned back", p.FEN(), m, sym, tm, q.FEN())
					}
					p.Make(m)
					q.Make(tm)
					if StateOf(q) != turn(StateOf(p)) {
						t.Fatalf("%s: %v and %v lead to positions that are not turned forms of each other", p.FEN(), m, tm)
					}
					p.Unmake()
					q.Unmake()
				}
			}
		}
	}
}

// TestBookFindsItsPositions builds a book of random positions (each with its last legal move, a
// value and a distance), and checks that it survives encoding and finds each position, turned
// or not, with the move turned alike; and that positions outside it are not found.
func TestBookFindsItsPositions(t *testing.T) {
	positions := randomPositions(rules.TwelveJanggi, 300)
	var entries []Entry
	seen := map[uint64]bool{}
	var in, out []*rules.Position
	var values []Value
	var distances []int
	for i, p := range positions {
		key, sym := Canonical(StateOf(p))
		if seen[key] {
			continue
		}
		seen[key] = true
		if i%2 == 1 {
			out = append(out, p)
			continue
		}
		moves := p.LegalMoves(nil)
		entries = append(entries, NewEntry(key, sym.Move(moves[len(moves)-1]), Value(i%3), i))
		in = append(in, p)
		values, distances = append(values, Value(i%3)), append(distances, i)
	}
	b, err := Decode(New(entries).Encode())
	if err != nil {
		t.Fatal(err)
	}
	if len(b) != len(in) {
		t.Fatalf("book has %d entries, want %d", len(b), len(in))
	}
	for i, p := range in {
		moves := p.LegalMoves(nil)
		m, v, plies, ok := b.Lookup(p)
		if !ok || m != moves[len(moves)-1] || v != values[i] || plies != distances[i] {
			t.Fatalf("%s: found %v %v %d (%v), want %v %v %d", p.FEN(), m, v, plies, ok, moves[len(moves)-1], values[i], distances[i])
		}
		turned, err := StateOf(p).Flip().Mirror().Position(rules.TwelveJanggi)
		if err != nil {
			t.Fatal(err)
		}
		if tm, _, _, ok := b.Lookup(turned); !ok || tm != (Symmetry{true, true}).Move(m) {
			t.Fatalf("%s turned: found %v (%v), want %v turned", p.FEN(), tm, ok, m)
		}
	}
	for _, p := range out {
		if m, _, _, ok := b.Lookup(p); ok {
			t.Errorf("%s is not in the book, but Lookup finds %v", p.FEN(), m)
		}
	}
}

func TestDecodeRefusesBadData(t *testing.T) {
	good := New([]Entry{NewEntry(1, rules.NewMove(rules.B2, rules.B3), Win, 5), NewEntry(2, rules.NewMove(rules.B2, rules.B3), Draw, 0)}).Encode()
	for name, data := range map[string][]byte{
		"truncated":    good[:len(good)-3],
		"out of order": append(append([]byte(nil), good[8:]...), good[:8]...),
		"bad value":    func() []byte { d := append([]byte(nil), good...); d[1] |= 0x0c; return d }(),
	} {
		if _, err := Decode(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// TestSuccessorFollowsTheMove checks Successor against the rules: for an entry made for a
// position's canonical form, it gives the position the entry's move leads to.
func TestSuccessorFollowsTheMove(t *testing.T) {
	for _, v := range []rules.Variant{rules.TwelveJanggi, rules.Dobutsu} {
		for _, p := range randomPositions(v, 200) {
			st := StateOf(p)
			key, sym := Canonical(st)
			for _, m := range p.LegalMoves(nil) {
				if k := p.KingSquare(p.SideToMove() ^ 1); m.To() == k {
					continue // the book has no entry where the king can be taken
				}
				got := Successor(st, NewEntry(key, sym.Move(m), Draw, 0))
				p.Make(m)
				if want := StateOf(p); got != want {
					t.Fatalf("%v: after %v Successor gives %s, the rules %s", v, m, got.FEN(), want.FEN())
				}
				p.Unmake()
			}
		}
	}
}
