package record

import (
	"bytes"
	"testing"

	"janggi/game"
	"janggi/game/port"
)

// TestHandicapRoundTrip writes handicap games (접장기: a side starts without a chariot, cannon,
// horse or elephant) as .gib, PGN and FEN and reads them back with the same start board, the
// given piece still missing, and the same counted points.
func TestHandicapRoundTrip(t *testing.T) {
	for _, h := range []game.Handicap{{Giver: game.Han, Piece: game.Chariot}, {Giver: game.Cho, Piece: game.Cannon},
		{Giver: game.Han, Piece: game.Horse}, {Giver: game.Cho, Piece: game.Elephant}} {
		fen, err := game.HandicapFEN(game.HEHE, game.EHHE, h)
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.NewGameFromFEN(game.Standard(), fen)
		if err != nil {
			t.Fatal(err)
		}
		for range 6 { // a few moves, so the record has moves after the start board
			if err := g.Play(g.Position().LegalMoves(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		rec := FromGame(port.GameOf(g))
		for _, form := range writeForms(true, nil, CP949, UTF8) {
			what := h.String() + " as " + form.f.String()
			got := roundTrip(t, rec, form.f, form.opts)
			sameGame(t, what, rec, got)
			p, err := game.ParseFEN(game.Standard(), got.StartFEN)
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if p.FEN() != fen {
				t.Errorf("%s: start %s, want %s", what, p.FEN(), fen)
			}
			if p.Points(h.Giver) != startPoints(h.Giver)-pieceValueOf(h.Piece) {
				t.Errorf("%s: %s counts %s at the start", what, h.Giver, p.Points(h.Giver))
			}
		}
		// FEN holds the final position: read back, it counts the same material.
		var b bytes.Buffer
		if err := WriteFEN(&b, rec); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFEN(b.String(), nil)
		if err != nil {
			t.Fatalf("%s as FEN: %v\n%s", h, err, b.String())
		}
		p, err := game.ParseFEN(game.Standard(), got.StartFEN)
		if err != nil {
			t.Fatal(err)
		}
		for c := game.Cho; c <= game.Han; c++ {
			if p.Points(c) != g.Position().Points(c) {
				t.Errorf("%s as FEN: %s counts %s, want %s", h, c, p.Points(c), g.Position().Points(c))
			}
		}
	}
}

// startPoints is what a side counts at the start of an even game, in half points.
func startPoints(c game.Color) game.Points {
	if c == game.Han {
		return 147
	}
	return 144
}

// pieceValueOf is a piece's value in counting, in half points (rules.md).
func pieceValueOf(t game.PieceType) game.Points {
	return map[game.PieceType]game.Points{game.Chariot: 26, game.Cannon: 14, game.Horse: 10, game.Elephant: 6}[t]
}
