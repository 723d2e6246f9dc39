package game

import "testing"

func TestHandicapFEN(t *testing.T) {
	for _, tc := range []struct {
		cho, han Setup
		h        Handicap
		fen      string
		cho2     Points // counted totals in half points
		han2     Points
	}{
		{HEEH, HEEH, Handicap{}, DefaultFEN, 144, 147},
		// Han's left from his seat is file i: his chariot there goes, his 덤 stays.
		{HEEH, HEEH, Handicap{Han, Chariot}, "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", 144, 121},
		{HEEH, HEEH, Handicap{Cho, Chariot}, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1", 118, 147},
		{HEEH, HEEH, Handicap{Cho, Cannon}, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/4K4/RNBA1ABNR w - - 0 1", 130, 147},
		// The horse and the elephant follow the setup: Han's back rank rbna1abnr loses the horse
		// nearest his left, on file h; Cho's RBNA1ANBR its elephant on file b.
		{EHHE, EHEH, Handicap{Han, Horse}, "rbna1ab1r/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1", 144, 137},
		{EHHE, EHEH, Handicap{Cho, Elephant}, "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R1NA1ANBR w - - 0 1", 138, 147},
	} {
		fen, err := HandicapFEN(tc.cho, tc.han, tc.h)
		if err != nil {
			t.Fatalf("%v: %v", tc.h, err)
		}
		if fen != tc.fen {
			t.Errorf("%v %v %v:\n got %s\nwant %s", tc.cho, tc.han, tc.h, fen, tc.fen)
			continue
		}
		p, err := ParseFEN(Standard(), fen)
		if err != nil {
			t.Fatalf("%v: %v", tc.h, err)
		}
		if p.Points(Cho) != tc.cho2 || p.Points(Han) != tc.han2 {
			t.Errorf("%v: points Cho %s Han %s, want %s and %s", tc.h, p.Points(Cho), p.Points(Han), tc.cho2, tc.han2)
		}
	}
}

func TestHandicapFENBad(t *testing.T) {
	for _, h := range []Handicap{{Cho, General}, {Han, Soldier}, {Han, Guard}, {Color(2), Chariot}} {
		if fen, err := HandicapFEN(HEEH, HEEH, h); err == nil {
			t.Errorf("%v: got %s, want an error", h, fen)
		}
	}
	if _, err := HandicapFEN(Setup(9), HEEH, Handicap{Cho, Chariot}); err == nil {
		t.Error("a bad setup gave no error")
	}
}
