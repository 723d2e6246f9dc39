package twelve

import (
	"testing"

	"janggi/game"
)

func TestTwelvePlacementFlaws(t *testing.T) {
	start := PlacementOf(NewPosition(TwelveJanggi))
	if f := start.Flaws(); f != nil {
		t.Fatalf("the start position has flaws %v", f)
	}
	if got := start.FEN(); got != NewPosition(TwelveJanggi).FEN() {
		t.Errorf("the start's placement FEN %s, want %s", got, NewPosition(TwelveJanggi).FEN())
	}
	sq := func(s string) Square {
		q, err := ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	cases := []struct {
		name   string
		change func(pl *Placement)
		want   FlawKind
		side   game.Color
	}{
		{"Cho's king taken off", func(pl *Placement) { pl.Board[sq("b1")] = NoPiece }, FlawNoKing, game.Cho},
		{"a second Han king", func(pl *Placement) { pl.Board[sq("b3")] = MakePiece(game.Han, King) }, FlawExtraKing, game.Han},
		{"a third general, in a hand", func(pl *Placement) { pl.Hand[game.Cho][General]++ }, FlawTooMany, game.Cho},
		{"a third soldier, promoted", func(pl *Placement) { pl.Board[sq("a2")] = MakePiece(game.Han, Lord) }, FlawTooMany, game.Cho},
		{"a Cho soldier on its far row", func(pl *Placement) {
			pl.Board[sq("b2")] = NoPiece
			pl.Board[sq("a4")] = MakePiece(game.Cho, Soldier)
		}, FlawSoldierFarRow, game.Cho},
		{"a king in hand", func(pl *Placement) { pl.Hand[game.Han][King] = 1 }, FlawKingInHand, game.Han},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pl := start
			tc.change(&pl)
			flaws := pl.Flaws()
			if len(flaws) == 0 || flaws[0].Kind != tc.want {
				t.Fatalf("%s: flaws %v, want %v first", pl.FEN(), flaws, tc.want)
			}
			if tc.want != FlawTooMany && flaws[0].Side != tc.side {
				t.Errorf("%v names %v, want %v", flaws[0], flaws[0].Side, tc.side)
			}
			if _, err := pl.Position(); err == nil || err.Error() != flaws[0].Error() {
				t.Errorf("Position: %v, want %v", err, flaws[0])
			}
			if _, err := ParseFEN(TwelveJanggi, pl.FEN()); err == nil && tc.want != FlawKingInHand {
				t.Errorf("ParseFEN accepts %s", pl.FEN())
			}
		})
	}
	// A soldier moved into a hand, and Han to move: a position, and the FEN round-trips.
	pl := start
	pl.Board[sq("b3")] = NoPiece
	pl.Hand[game.Cho][Soldier] = 1
	pl.Side = game.Han
	p, err := pl.Position()
	if err != nil {
		t.Fatal(err)
	}
	if p.FEN() != pl.FEN() || PlacementOf(p) != pl {
		t.Errorf("round trip: %s, placement %s", p.FEN(), pl.FEN())
	}
	if p.Hand(game.Cho, Soldier) != 1 || p.SideToMove() != game.Han {
		t.Errorf("the position %s lost the hand or the side", p.FEN())
	}
}

func TestTwelveParsePlacementKeepsAFlawedBoard(t *testing.T) {
	pl, err := ParsePlacement("gle/1c1/1C1/ELL[] b")
	if err != nil {
		t.Fatalf("two Cho kings: %v", err)
	}
	if f := pl.Flaws(); len(f) == 0 || f[0].Kind != FlawExtraKing || pl.Side != game.Han {
		t.Errorf("flaws %v, side %v", f, pl.Side)
	}
	// Two soldiers on the board and one in hand, two generals on the board and one in hand.
	pl, err = ParsePlacement("gle/1c1/1C1/ELG[Cg] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if f := pl.Flaws(); len(f) != 2 || f[0].Kind != FlawTooMany || f[0].Type != General || f[1].Type != Soldier || f[1].Count != 3 {
		t.Errorf("three soldiers, three generals: %v", f)
	}
	for _, bad := range []string{"", "gle", "gle/1c1/1C1/ELG[] x", "glx/1c1/1C1/ELG[] w", "gle/1c1/1C1/ELG[ w"} {
		if _, err := ParsePlacement(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// FuzzParsePlacement: whatever the text, ParsePlacement and Flaws do not panic; a placement read
// writes a FEN that reads back the same, and one without flaws is a position with that FEN.
func FuzzParsePlacement(f *testing.F) {
	for _, s := range []string{"gle/1c1/1C1/ELG[] w - - 0 1", "gle/1c1/1C1/ELL[] b", "gle/1c1/1C1/ELG[Cg] w - - 0 1", "gle/1c1/1C1/ELG[ w", "C2/3/3/3[] w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		pl, err := ParsePlacement(fen)
		if err != nil {
			return
		}
		again, err := ParsePlacement(pl.FEN())
		if err != nil || again != pl {
			t.Fatalf("%q read as %s, which reads back as %s, %v", fen, pl.FEN(), again.FEN(), err)
		}
		if len(pl.Flaws()) == 0 {
			if p, err := pl.Position(); err != nil || p.FEN() != pl.FEN() {
				t.Fatalf("%s has no flaw but Position: %v", pl.FEN(), err)
			}
		}
	})
}
