package twelve

import (
	"math/rand/v2"
	"testing"

	"janggi/game"
)

// TestMakeUnmakeWalk plays random games and checks at every ply that the incremental state
// (hash, bitboards, hands) equals the state rebuilt from the FEN, and that Unmake restores it all.
func TestMakeUnmakeWalk(t *testing.T) {
	for _, v := range []Variant{TwelveJanggi, Dobutsu} {
		rng := rand.New(rand.NewPCG(7, uint64(v)))
		for g := 0; g < 200; g++ {
			p := NewPosition(v)
			var fens []string
			var hashes []uint64
			for !p.Result().Over() && p.Ply() < 200 {
				fens, hashes = append(fens, p.FEN()), append(hashes, p.Hash())
				moves := p.LegalMoves(nil)
				m := moves[rng.IntN(len(moves))]
				p.Make(m)
				q, err := ParseFEN(v, p.FEN())
				if err != nil {
					t.Fatalf("after %v: own FEN refused: %v\n%s", m, err, p.Diagram())
				}
				if q.Hash() != p.Hash() || q.byType != p.byType || q.byColor != p.byColor || q.board != p.board || q.hand != p.hand {
					t.Fatalf("after %v the incremental state differs from the FEN's\n%s", m, p.Diagram())
				}
			}
			for i := len(fens) - 1; i >= 0; i-- {
				p.Unmake()
				if p.FEN() != fens[i] || p.Hash() != hashes[i] {
					t.Fatalf("unmake to ply %d: %s, want %s", i, p.FEN(), fens[i])
				}
			}
			if p.HistoryLen() != 0 || p.LastMove() != NoMove {
				t.Fatalf("history left after unmaking everything")
			}
			p.Unmake() // nothing to take back: no effect
			if p.FEN() != StartFEN(v) {
				t.Fatalf("Unmake without history changed the position to %s", p.FEN())
			}
		}
	}
}

func TestHashDistinguishesHandsAndSide(t *testing.T) {
	fens := []string{
		"1l1/3/3/1L1[] w - - 0 1", "1l1/3/3/1L1[] b - - 0 1", "1l1/3/3/1L1[C] w - - 0 1",
		"1l1/3/3/1L1[c] w - - 0 1", "1l1/3/3/1L1[CC] w - - 0 1", "1l1/3/3/1L1[Cc] w - - 0 1",
		"1l1/3/1C1/1L1[] w - - 0 1", "1l1/3/1+C1/1L1[] w - - 0 1", "1l1/3/1c1/1L1[] w - - 0 1",
	}
	seen := map[uint64]string{}
	for _, fen := range fens {
		p, err := ParseFEN(TwelveJanggi, fen)
		if err != nil {
			t.Fatal(err)
		}
		if other, dup := seen[p.Hash()]; dup {
			t.Errorf("%s and %s have the same hash", fen, other)
		}
		seen[p.Hash()] = fen
	}
	// The counters are not part of the position.
	a, _ := ParseFEN(TwelveJanggi, "1l1/3/3/1L1[] w - - 0 1")
	b, _ := ParseFEN(TwelveJanggi, "1l1/3/3/1L1[] w - - 9 40")
	if a.Hash() != b.Hash() {
		t.Error("the move counters change the hash")
	}
}

func TestClone(t *testing.T) {
	p := NewPosition(TwelveJanggi)
	p.Make(NewMove(B2, B3))
	q := p.Clone()
	q.Make(NewMove(B4, B3))
	if p.FEN() != "gle/1C1/3/ELG[C] b - - 0 1" || p.HistoryLen() != 1 {
		t.Errorf("changing the clone changed the original: %s", p.FEN())
	}
	q.Unmake()
	q.Unmake()
	if q.FEN() != startFEN || p.LastMove() != NewMove(B2, B3) {
		t.Errorf("clone history: %s", q.FEN())
	}
}

func TestNoAllocations(t *testing.T) {
	p, err := ParseFEN(Dobutsu, "1l1/3/1C1/1L1[GEgce] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]Move, 0, MaxMoves)
	var moves []Move
	if n := testing.AllocsPerRun(100, func() { moves = p.LegalMoves(buf) }); n != 0 {
		t.Errorf("LegalMoves allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		for _, m := range moves {
			p.Make(m)
			_ = p.Result()
			p.Unmake()
		}
	}); n != 0 {
		t.Errorf("Make/Result/Unmake allocates %v times", n)
	}
}

func TestMaxMovesBound(t *testing.T) {
	// The most moves we could construct: both kings, all other pieces in Cho's hand, open board.
	p, err := ParseFEN(Dobutsu, "3/3/1L1/1l1[GGEECC] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(p.LegalMoves(nil)); n > MaxMoves/2 {
		t.Errorf("%d moves: MaxMoves %d leaves too little room", n, MaxMoves)
	}
}

func TestVariantText(t *testing.T) {
	for _, v := range []Variant{TwelveJanggi, Dobutsu} {
		text, err := v.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Variant
		if err := back.UnmarshalText(text); err != nil || back != v {
			t.Errorf("%v -> %s -> %v, %v", v, text, back, err)
		}
	}
	var v Variant
	if err := v.UnmarshalText([]byte("chess")); err == nil {
		t.Error("unknown variant accepted")
	}
	if _, err := Variant(9).MarshalText(); err == nil {
		t.Error("bad variant marshalled")
	}
	if v, err := ParseVariant(" Twelve-Janggi "); err != nil || v != TwelveJanggi {
		t.Errorf("ParseVariant: %v %v", v, err)
	}
}

func TestPieceText(t *testing.T) {
	cases := []struct {
		p    Piece
		want string
	}{
		{NoPiece, "."}, {MakePiece(game.Cho, King), "L"}, {MakePiece(game.Han, General), "g"},
		{MakePiece(game.Cho, Elephant), "E"}, {MakePiece(game.Han, Soldier), "c"}, {MakePiece(game.Cho, Lord), "+C"},
		{MakePiece(game.Han, Lord), "+c"},
	}
	for _, c := range cases {
		if got := c.p.String(); got != c.want {
			t.Errorf("%v %v: %q, want %q", c.p.Color(), c.p.Type(), got, c.want)
		}
	}
	if Lord.Demoted() != Soldier || General.Demoted() != General || Lord.String() != "lord" {
		t.Error("piece type names or demotion wrong")
	}
}

func TestDivide(t *testing.T) {
	p := NewPosition(Dobutsu)
	div := p.Divide(3)
	var sum uint64
	var names []string
	for _, d := range div {
		sum += d.Nodes
		names = append(names, d.Move.String())
	}
	if sum != 123 || len(div) != 4 || names[0] != "b1a2" || names[3] != "c1c2" {
		t.Errorf("divide(3) = %v", div)
	}
	if p.Divide(0) != nil || p.Perft(0) != 1 {
		t.Error("depth 0")
	}
}

func TestSquares(t *testing.T) {
	for s := A1; s <= C4; s++ {
		back, err := ParseSquare(s.String())
		if err != nil || back != s {
			t.Errorf("%v -> %v, %v", s, back, err)
		}
	}
	if NoSquare.String() != "-" || SquareAt(2, 3) != C4 || C4.File() != 2 || C4.Rank() != 3 {
		t.Error("square geometry")
	}
	for _, bad := range []string{"", "a", "a0", "a5", "d1", "A1", "a10"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestIsLegalDoesNotAllocate(t *testing.T) {
	p := NewPosition(TwelveJanggi)
	bad := []Move{NewMove(A1, A2), NewDrop(Soldier, B4), NewMove(B3, B2), NewMove(B2, B3) | promotionFlag}
	if n := testing.AllocsPerRun(100, func() {
		for _, m := range bad {
			_ = p.IsLegal(m)
		}
	}); n != 0 {
		t.Errorf("IsLegal allocates %v times", n)
	}
}
