package game

import (
	"janggi/game/kind"
	"math/rand/v2"
	"strings"
	"testing"
)

// placementOf reads the board and side of a FEN without checking them, as the editor may hold them.
func placementOf(t *testing.T, fen string) Placement {
	t.Helper()
	fields := strings.Fields(fen)
	var pl Placement
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != Ranks {
		t.Fatalf("%s: %d ranks", fen, len(ranks))
	}
	for i, row := range ranks {
		r, f := Ranks-1-i, 0
		for j := 0; j < len(row); j++ {
			if ch := row[j]; ch >= '1' && ch <= '9' {
				f += int(ch - '0')
				continue
			}
			pc, ok := pieceFromLetter(row[j])
			if !ok {
				t.Fatalf("%s: bad letter %c", fen, row[j])
			}
			pl.Board[SquareAt(f, r)] = pc
			f++
		}
	}
	if len(fields) > 1 && fields[1] == "b" {
		pl.Side = Han
	}
	return pl
}

func TestPlacementFlawsNameWhatIsImpossible(t *testing.T) {
	janggi, xiangqi := Standard(), MustPreset("xiangqi")
	cases := []struct {
		name  string
		rules *Rules
		fen   string
		want  []FlawKind
		side  Color
		sq    string
	}{
		{"the Janggi start", janggi, DefaultFEN, nil, 0, ""},
		{"two bare generals facing (bikjang is a Janggi position)", janggi, "9/4k4/9/9/9/9/9/9/4K4/9 w", nil, 0, ""},
		{"a Janggi elephant may stand anywhere", janggi, "9/4k4/9/9/9/4B4/9/9/4K4/9 w", nil, 0, ""},
		{"a Janggi soldier on its start rank", janggi, "9/4k4/9/9/9/9/P8/9/4K4/9 w", nil, 0, ""},
		{"no Cho general", janggi, "9/4k4/9/9/9/9/9/9/9/9 w", []FlawKind{FlawNoGeneral}, Cho, ""},
		{"no general either side", janggi, "9/9/9/9/9/9/9/9/9/9 w", []FlawKind{FlawNoGeneral, FlawNoGeneral}, Cho, ""},
		{"two Han generals", janggi, "3k5/4k4/9/9/9/9/9/9/4K4/9 w", []FlawKind{FlawExtraGeneral}, Han, ""},
		{"a general outside its palace", janggi, "9/4k4/9/9/9/4K4/9/9/9/9 w", []FlawKind{FlawGeneralOutsidePalace}, Cho, "e5"},
		{"a general in the other palace", janggi, "9/3k1K3/9/9/9/9/9/9/9/9 w", []FlawKind{FlawGeneralOutsidePalace}, Cho, "f9"},
		{"a guard outside its palace", janggi, "9/4k4/9/9/9/9/9/9/4K4/A8 w", []FlawKind{FlawGuardOutsidePalace}, Cho, "a1"},
		{"a Cho soldier behind its start rank", janggi, "9/4k4/9/9/9/9/9/P8/4K4/9 w", []FlawKind{FlawSoldierBehind}, Cho, "a3"},
		{"a Han soldier behind its start rank", janggi, "9/4k4/p8/9/9/9/9/9/4K4/9 w", []FlawKind{FlawSoldierBehind}, Han, "a8"},
		{"three Cho chariots", janggi, "9/4k4/9/9/9/9/9/RRR6/4K4/9 w", []FlawKind{FlawTooMany}, Cho, ""},
		{"six Han soldiers", janggi, "9/4k4/9/pppppp3/9/9/9/9/4K4/9 w", []FlawKind{FlawTooMany}, Han, ""},
		{"Han in check with Cho to move", janggi, "9/4k4/9/9/4R4/9/9/9/3K5/9 w", []FlawKind{FlawOpponentInCheck}, Han, "e9"},
		{"Han in check with Han to move", janggi, "9/4k4/9/9/4R4/9/9/9/3K5/9 b", nil, 0, ""},
		{"the Xiangqi start", xiangqi, StartFEN(kind.Xiangqi, HEEH, HEEH), nil, 0, ""},
		{"a Xiangqi elephant across the river", xiangqi, "3k5/9/9/9/2B6/9/9/9/9/4K4 w", []FlawKind{FlawElephantPoint}, Cho, "c6"},
		{"a Xiangqi elephant off its points", xiangqi, "3k5/9/9/9/9/9/9/9/4B4/4K4 w", []FlawKind{FlawElephantPoint}, Cho, "e2"},
		{"a Xiangqi elephant on its points", xiangqi, "2bk5/9/9/9/9/2B6/9/9/9/4K4 w", nil, 0, ""},
		{"a Xiangqi advisor on a palace corner", xiangqi, "3k5/9/9/9/9/9/9/9/9/3AK4 w", nil, 0, ""},
		{"a Xiangqi advisor on a palace side", xiangqi, "3k5/9/9/9/9/9/9/9/3A5/4K4 w", []FlawKind{FlawAdvisorPoint}, Cho, "d2"},
		{"a Xiangqi advisor outside the palace", xiangqi, "3k5/9/9/9/9/9/9/9/9/2A1K4 w", []FlawKind{FlawGuardOutsidePalace}, Cho, "c1"},
		{"a Xiangqi soldier off its files before the river", xiangqi, "3k5/9/9/9/9/9/1P7/9/9/4K4 w", []FlawKind{FlawSoldierFile}, Cho, "b4"},
		{"a Xiangqi soldier across the river anywhere", xiangqi, "3k5/9/9/9/1P7/9/9/9/9/4K4 w", nil, 0, ""},
		{"a Xiangqi soldier behind its start", xiangqi, "3k5/9/9/9/9/9/9/P8/9/4K4 w", []FlawKind{FlawSoldierBehind}, Cho, "a3"},
		{"a black Xiangqi soldier off its files", xiangqi, "3k5/9/9/1p7/9/9/9/9/9/4K4 w", []FlawKind{FlawSoldierFile}, Han, "b7"},
		{"Xiangqi generals facing", xiangqi, "4k4/9/9/9/9/9/9/9/9/4K4 w", []FlawKind{FlawGeneralsFacing}, Cho, ""},
		{"Black in check with Red to move", xiangqi, "3k5/9/9/9/9/9/9/9/9/3RK4 w", []FlawKind{FlawOpponentInCheck}, Han, "d10"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pl := placementOf(t, tc.fen)
			flaws := pl.Flaws(tc.rules)
			var got []FlawKind
			for _, f := range flaws {
				got = append(got, f.Kind)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("flaws %v (%v), want %v", got, flaws, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("flaws %v, want %v", got, tc.want)
				}
			}
			pos, err := pl.Position(tc.rules)
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("no flaw, but Position fails: %v", err)
				}
				if pos.FEN() != pl.FEN() {
					t.Errorf("position %s, placement %s", pos.FEN(), pl.FEN())
				}
				return
			}
			f := flaws[0]
			if err == nil || err.Error() != f.Error() {
				t.Errorf("Position's error %v, want the first flaw %v", err, f)
			}
			if f.Side != tc.side {
				t.Errorf("%v names %v, want %v", f, f.Side, tc.side)
			}
			if tc.sq != "" && f.Square.String() != tc.sq {
				t.Errorf("%v names %v, want %s", f, f.Square, tc.sq)
			}
			if tc.sq != "" && !strings.Contains(f.Error(), tc.sq) {
				t.Errorf("the message %q does not name %s", f.Error(), tc.sq)
			}
			if _, err := ParseFEN(tc.rules, pl.FEN()); err == nil && f.Kind != FlawSoldierBehind && f.Kind != FlawSoldierFile && f.Kind != FlawElephantPoint && f.Kind != FlawAdvisorPoint && f.Kind != FlawGeneralsFacing {
				t.Errorf("ParseFEN accepts %s, which has the flaw %v", pl.FEN(), f)
			}
		})
	}
}

// TestAPlacementWithoutFlawsIsAPosition places random pieces: whenever Flaws finds nothing,
// ParseFEN accepts the placement's FEN and gives the same FEN back; whenever ParseFEN refuses it,
// Flaws names a reason.
func TestAPlacementWithoutFlawsIsAPosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, r := range []*Rules{Standard(), MustPreset("xiangqi")} {
		valid := 0
		for range 4000 {
			var pl Placement
			pl.Side = Color(rng.IntN(2))
			for c := Cho; c <= Han; c++ { // a general in its palace, mostly
				f, rank := 3+rng.IntN(3), rng.IntN(3)
				if c == Han {
					rank = Ranks - 1 - rank
				}
				pl.Board[SquareAt(f, rank)] = MakePiece(c, General)
			}
			for range rng.IntN(8) {
				pl.Board[rng.IntN(SquareCount)] = MakePiece(Color(rng.IntN(2)), PieceType(1+rng.IntN(int(pieceTypeCount)-1)))
			}
			flaws := pl.Flaws(r)
			_, err := ParseFEN(r, pl.FEN())
			switch {
			case len(flaws) == 0 && err != nil:
				t.Fatalf("%s: no flaw, but ParseFEN: %v", pl.FEN(), err)
			case err != nil && len(flaws) == 0:
				t.Fatalf("%s: ParseFEN refuses it (%v) but Flaws finds nothing", pl.FEN(), err)
			case len(flaws) == 0:
				valid++
				p, err := pl.Position(r)
				if err != nil || p.FEN() != pl.FEN() || PlacementOf(p) != pl {
					t.Fatalf("%s: Position %v, %v", pl.FEN(), p, err)
				}
			}
		}
		if valid < 200 {
			t.Errorf("%s: only %d of 4000 random placements were positions: the test says little", r.Name, valid)
		}
	}
}

func TestPlacementFENRoundTrips(t *testing.T) {
	for _, fen := range []string{DefaultFEN, StartFEN(kind.Janggi, EHHE, HEHE), "9/4k4/9/9/4R4/9/9/9/3K5/9 b - - 0 1"} {
		p, err := ParseFEN(Standard(), fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := PlacementOf(p).FEN(); got != fen {
			t.Errorf("PlacementOf(%s).FEN() = %s", fen, got)
		}
	}
}

func TestParsePlacementKeepsAFlawedBoardForTheEditor(t *testing.T) {
	pl, err := ParsePlacement(Standard(), "3k5/4k4/9/9/9/9/9/9/4K4/9 b")
	if err != nil {
		t.Fatalf("a board with two Han generals: %v", err)
	}
	if f := pl.Flaws(Standard()); len(f) != 1 || f[0].Kind != FlawExtraGeneral || pl.Side != Han {
		t.Errorf("flaws %v, side %v", f, pl.Side)
	}
	if pl, err := ParsePlacement(Standard(), DefaultFEN); err != nil || pl.FEN() != DefaultFEN {
		t.Errorf("the start: %v, %v", pl.FEN(), err)
	}
	for _, bad := range []string{"", "hello", "9/4k4/9 w", "9/4k4/9/9/9/9/9/9/4K4/9 x", "9/4k4/9/9/9/9/9/9/4K4/9 w - - x 1",
		"3k5/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1 extra words", "3k5/4k4/9/9/9/9/9/9/4K4/9 w\x00"} {
		if _, err := ParsePlacement(Standard(), bad); err == nil {
			t.Errorf("%q: no error", bad)
		} else if _, perr := ParseFEN(Standard(), bad); perr == nil || perr.Error() != err.Error() {
			t.Errorf("%q: %v, want ParseFEN's error %v", bad, err, perr)
		}
	}
}

// FuzzParsePlacement: whatever the text, ParsePlacement and Flaws do not panic; a placement read
// writes a FEN that reads back the same, and one without flaws is a position with that FEN.
func FuzzParsePlacement(f *testing.F) {
	for _, s := range []string{DefaultFEN, "3k5/4k4/9/9/9/9/9/9/4K4/9 b", "9/9/9/9/9/9/9/9/9/9 w - - 0 1",
		"3k5/9/9/9/2B6/9/9/9/9/4K4 w", "4k4/9/9/9/9/9/9/9/9/4K4 w - - x 1", "//////////", "9/4k4/9/9/9/9/9/P8/4K4/9 w\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, name := range []string{"standard", "xiangqi"} {
			r := MustPreset(name)
			pl, err := ParsePlacement(r, fen)
			if err != nil {
				continue
			}
			again, err := ParsePlacement(r, pl.FEN())
			if err != nil || again != pl {
				t.Fatalf("%s: %q read as %s, which reads back as %s, %v", name, fen, pl.FEN(), again.FEN(), err)
			}
			if len(pl.Flaws(r)) == 0 {
				if p, err := pl.Position(r); err != nil || p.FEN() != pl.FEN() {
					t.Fatalf("%s: %s has no flaw but Position: %v", name, pl.FEN(), err)
				}
			}
		}
	})
}
