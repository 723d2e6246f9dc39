package port

import (
	"testing"

	"janggi/game/kind"
)

// FuzzParse feeds any FEN and any move text to the parsers of every game through the port. Nothing
// may panic; a FEN read must read back to itself; a move read must be legal, write itself back to
// the same text's move, and Make and Unmake must leave the position as it was.
func FuzzParse(f *testing.F) {
	for g := kind.Game(0); g.Valid(); g++ {
		r := MustFor(g, nil)
		p, _ := r.ParseFEN(r.StartFEN())
		for _, m := range p.LegalMoves(nil)[:3] {
			f.Add(uint8(g), r.StartFEN(), m.String())
		}
	}
	f.Add(uint8(kind.Twelve), "1l1/3/3/1L1[GCEgce] w - - 0 1", "G@b2")
	f.Add(uint8(kind.Janggi), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "pass")
	f.Add(uint8(kind.Xiangqi), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "h3e3")
	f.Fuzz(func(t *testing.T, g uint8, fen, move string) {
		rules, err := For(kind.Game(g%4), nil)
		if err != nil {
			t.Fatal(err)
		}
		p, err := rules.ParseFEN(fen)
		if err != nil {
			return
		}
		before := p.FEN()
		q, err := rules.ParseFEN(before)
		if err != nil || q.FEN() != before {
			t.Fatalf("%s: %q reads as %s, which reads back as %v (%v)", rules.Game(), fen, before, q, err)
		}
		m, err := p.ParseMove(move)
		if err != nil {
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%s %s: %q reads as %v, which is not legal", rules.Game(), before, move, m)
		}
		if back, err := p.ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%s %s: %v writes %q, which reads back as %v (%v)", rules.Game(), before, m, m.String(), back, err)
		}
		p.GivesCheck(m)
		p.Make(m)
		p.Result()
		p.Unmake()
		if p.FEN() != before {
			t.Fatalf("%s %s: %v made and taken back gives %s", rules.Game(), before, m, p.FEN())
		}
	})
}
