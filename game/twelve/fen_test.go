package twelve

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"janggi/game"
)

func TestFENRoundTrip(t *testing.T) {
	// FENs as Fairy-Stockfish writes them (copied from its output); FEN must give them back unchanged.
	for _, fen := range []string{
		startFEN,
		"gle/1C1/3/ELG[C] b - - 0 1",
		"g1e/1l1/3/ELG[Cc] w - - 0 2",
		"1+Cl/3/3/1L1[Cgge] b - - 0 1",
		"1+C1/3/3/1L1[LGEgce] b - - 0 1",
		"3/1l1/3/3[GCElgce] w - - 0 2",
		"2l/3/3/1L1[GCEgce] w - - 0 1",
		"g1e/1cL/lC1/E1G[] w - - 4 3",
		"3/C1l/3/1LG[c] b - - 0 2",
		"1l1/3/3/L+c1[] w - - 12 40",
	} {
		for _, v := range []Variant{TwelveJanggi, Dobutsu} {
			p, err := ParseFEN(v, fen)
			if err != nil {
				t.Errorf("%s: %v", v, err)
				continue
			}
			if got := p.FEN(); got != fen {
				t.Errorf("%s: FEN %q, want %q\n%s", v, got, fen, p.Diagram())
			}
		}
	}
}

func TestFENShortForms(t *testing.T) {
	// Fairy-Stockfish reads these and writes the second column.
	cases := []struct{ in, want string }{
		{"gle/1c1/1C1/ELG[-] w 0 1", startFEN},
		{"gle/1c1/1C1/ELG w", startFEN},
		{"gle/1c1/1C1/ELG[] w - - 0 1", startFEN},
		{"  gle/1c1/1C1/ELG[]   w  -  -  0  1 ", startFEN},
		{"gle/1c1/1C1/ELG[-] w - - 0 0", startFEN}, // move number 0 reads as 1
		{"2l/3/3/1L1[-] b", "2l/3/3/1L1[] b - - 0 1"},
		{"2l/3/3/1L1[-] b - - 5 7", "2l/3/3/1L1[] b - - 5 7"},
		{"2l/3/3/1L1[egcCEG] w - - 0 1", "2l/3/3/1L1[GCEgce] w - - 0 1"}, // hands sorted the way it writes them
		{"2l/3/3/1L1[cC] w 3 9", "2l/3/3/1L1[Cc] w - - 3 9"},
	}
	for _, c := range cases {
		p, err := ParseFEN(Dobutsu, c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := p.FEN(); got != c.want {
			t.Errorf("%q: FEN %q, want %q", c.in, got, c.want)
		}
	}
}

func TestFENFields(t *testing.T) {
	p, err := ParseFEN(TwelveJanggi, "1+C1/2l/3/1L1[GEce] b - - 7 12")
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		what      string
		got, want any
	}{
		{"side", p.SideToMove(), game.Han},
		{"ply", p.Ply(), 23},
		{"halfmove clock", p.HalfmoveClock(), 7},
		{"b4", p.PieceAt(B4), MakePiece(game.Cho, Lord)},
		{"c3", p.PieceAt(C3), MakePiece(game.Han, King)},
		{"b1", p.PieceAt(B1), MakePiece(game.Cho, King)},
		{"a1", p.PieceAt(A1), NoPiece},
		{"off board", p.PieceAt(Square(12)), NoPiece},
		{"Cho generals", p.Hand(game.Cho, General), 1},
		{"Cho elephants", p.Hand(game.Cho, Elephant), 1},
		{"Cho soldiers", p.Hand(game.Cho, Soldier), 0},
		{"Han soldiers", p.Hand(game.Han, Soldier), 1},
		{"Han elephants", p.Hand(game.Han, Elephant), 1},
		{"Cho king square", p.KingSquare(game.Cho), B1},
		{"last move", p.LastMove(), NoMove},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v\n%s", c.what, c.got, c.want, p.Diagram())
		}
	}
}

func TestFENErrors(t *testing.T) {
	cases := []struct {
		variant Variant
		fen     string
		want    string // part of the error message
	}{
		{TwelveJanggi, "", "empty FEN"},
		{TwelveJanggi, "gle/1c1/1C1 w", "3 ranks"},
		{TwelveJanggi, "gle/1c1/1C1/ELG/3 w", "5 ranks"},
		{TwelveJanggi, "gle/1c1/1C1/EL w", "rank 1 \"EL\" has 2 files"},
		{TwelveJanggi, "glee/1c1/1C1/ELG w", "longer than 3 files"},
		{TwelveJanggi, "gl2/1c1/1C1/ELG w", "longer than 3 files"},
		{TwelveJanggi, "gle/0c2/1C1/ELG w", "bad count"},
		{TwelveJanggi, "gle/12/1C1/ELG w", "bad count"},
		{TwelveJanggi, "gle/1x1/1C1/ELG w", "'x' is not a piece letter"},
		{TwelveJanggi, "gle/1h1/1C1/ELG w", "write a lord as +C"},
		{TwelveJanggi, "gle/1+g1/1C1/ELG w", "'+' must come before C"},
		{TwelveJanggi, "gle/1c+/1C1/ELG w", "'+' must come before C"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[C w", "must end with ']'"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[X] w", "hand \"X\": 'X' is not a piece letter"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[+C] w", "'+' is not a piece letter"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[CCC] w", "more than 2"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[]", "missing side to move"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] x", "side to move must be w (Cho) or b (Han), not \"x\""},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w - - -1 1", "halfmove clock \"-1\""},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w - - 0 x", "move number \"x\""},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w - - 0 99999999999", "move number"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w - - 0 1 5", "unexpected field \"5\""},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w KQ - 0 1", "unexpected field \"KQ\""},
		{TwelveJanggi, "gle/1王1/1C1/ELG[] w", "'王' is not a piece letter: FEN writes 王 as L"},
		{TwelveJanggi, "gle/1c1/1C1/EL\xe8[] w", "byte 0xe8 (not UTF-8) at byte 15"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[] w - - 0 1 " + strings.Repeat("9", 1000), "(1000 bytes)"},
		{TwelveJanggi, "gle/1c1/1C1/EG1[] w", "Cho has no king"},
		{TwelveJanggi, "gLe/1c1/1C1/ELG[] w", "Cho has 2 kings"},
		{TwelveJanggi, "gle/1c1/1C1/EG1[L] w", "Cho has no king"},
		{TwelveJanggi, "g1e/1c1/1C1/EG1[Ll] w", "both kings are captured"},
		{TwelveJanggi, "gle/1c1/1C1/ELG[G] w", "3 generals"},
		{TwelveJanggi, "gle/1c1/1+C1/ELG[c] w", "3 soldiers and lords"},
		{TwelveJanggi, "Cle/1c1/3/ELG[] w", "Cho soldier on a4, its far row, must be a lord"},
		{TwelveJanggi, "gle/1c1/3/cLG[] w", "Han soldier on a1"},
		{Variant(7), startFEN, "unknown variant"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.variant, c.fen)
		if err == nil {
			t.Errorf("%q: no error\n%s", c.fen, p.Diagram())
			continue
		}
		if len(err.Error()) > 400 {
			t.Errorf("%q: a %d-byte error message", c.fen, len(err.Error()))
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %q does not say %q", c.fen, err, c.want)
		}
	}
	// Dobutsu allows what its drops can make: a chick dropped on the far row.
	if _, err := ParseFEN(Dobutsu, "Cle/1c1/3/ELG[] w"); err != nil {
		t.Errorf("dobutsu chick on the far row: %v", err)
	}
}

// fuzzFENSeeds are the seed corpus of FuzzParseFEN: valid positions and near misses.
var fuzzFENSeeds = []string{
	startFEN, "gle/1c1/1C1/ELG[-] w 0 1", "1+Cl/3/3/1L1[Cgge] b - - 0 1", "3/1l1/3/3[GCElgce] w - - 0 2",
	"1EG/EGL/lCC/3[] w - - 0 1", "gle/1c1/1C1/ELG[] w - - 0 1 5", "gle/1c1/1C1/EL w", "gle/1+", "[", "]",
	"gle/1c1/1C1/ELG[", "//// w", "3/3/3/3[] w", "+/+/+/+ b", "gle/1c1/1C1/ELG[] b - - 1048576 1048576",
	"g1e/1cL/lC1/E1G[] w - - 4 3", "L2/3/3/2l[] w", "\x00\xff", "gle/1c1/1C1/ELG[] w - - 0 -0",
}

// FuzzParseFEN checks that no input makes ParseFEN panic, and that every position it accepts
// writes a FEN that reads back the same, with moves that make and unmake cleanly.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENSeeds {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, fen string, dobutsu bool) {
		v := TwelveJanggi
		if dobutsu {
			v = Dobutsu
		}
		p, err := ParseFEN(v, fen)
		if err != nil {
			if p != nil {
				t.Fatal("position returned with an error")
			}
			if msg := err.Error(); len(msg) > 1000 || !utf8.ValidString(msg) || strings.ContainsFunc(msg, unicode.IsControl) {
				t.Fatalf("%d-byte FEN: the error is not a short line of text: %q", len(fen), msg)
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(v, out)
		if err != nil {
			t.Fatalf("%q -> %q, which does not parse: %v", fen, out, err)
		}
		if q.FEN() != out || q.Hash() != p.Hash() {
			t.Fatalf("%q -> %q -> %q", fen, out, q.FEN())
		}
		_ = p.Result()
		_ = p.Diagram()
		_ = p.InCheck()
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			_ = p.Result()
			p.Unmake()
			if p.FEN() != out || p.Hash() != q.Hash() {
				t.Fatalf("%s: make/unmake changed %s to %s", m, out, p.FEN())
			}
		}
	})
}
