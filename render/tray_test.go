package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/match"
)

// TestTraysShowTheTakenPiecesAndTheLead takes a piece in each game: the taker's tray holds it,
// its lead in material is drawn in points, and the other tray is empty.
func TestTraysShowTheTakenPiecesAndTheLead(t *testing.T) {
	st := wordsState(t, i18n.English)
	dst := ebiten.NewImage(1000, 720)
	cases := []struct {
		rules, fen, from, to string
		taken                game.PieceType
		lead                 string
	}{
		// Cho's chariot takes Han's horse: Cho leads by chariot and guard against a guard, +13 in
		// Janggi's counting points (Han's 덤 is no material).
		{"standard", "3k1a3/9/9/9/n8/9/9/9/4A4/R3K4 w - - 0 1", "a1", "a6", game.Horse, "+13"},
		// Red's chariot takes Black's cannon, whose chariot is left: 9 - 9 + 0, no lead; with a
		// soldier more for Red, +1.
		{"xiangqi", "r3k4/9/9/9/c8/9/4P4/9/9/R2K5 w - - 0 1", "a1", "a6", game.Cannon, "+1"},
	}
	for _, c := range cases {
		g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.MustPreset(c.rules), StartFEN: c.fen}))(t)
		g.Update(st)
		click(t, g, st, c.from)
		click(t, g, st, c.to)
		if g.m.Ply() != 1 {
			t.Fatalf("%s: %s%s was not played", c.rules, c.from, c.to)
		}
		b := mustBe[*janggiLook](t, g.b.gameLook)
		taken, lead := b.trayOf(game.Cho)
		if !slices.Equal(taken, []game.PieceType{c.taken}) || "+"+halfPoints(lead) != c.lead {
			t.Errorf("%s: the first player's tray holds %v with a lead of %s, want [%v] and %s", c.rules, taken, halfPoints(lead), c.taken, c.lead)
		}
		if taken, lead := b.trayOf(game.Han); len(taken) != 0 || lead > 0 {
			t.Errorf("%s: the second player's tray holds %v, lead %d; want nothing", c.rules, taken, lead)
		}
		if drawn := wordsDrawn(g, dst); !slices.Contains(drawn, c.lead) {
			t.Errorf("%s: the lead %s is not drawn: %s", c.rules, c.lead, strings.Join(drawn, " | "))
		}
	}

	// Twelve Janggi: Red's soldier takes Blue's; Red holds it in hand, so leads by a soldier.
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Game: kind.Twelve}))(t)
	g.Update(st)
	clickSquare(t, g, "b2")
	clickSquare(t, g, "b3")
	b := mustBe[*twelveLook](t, g.b.gameLook)
	if taken := b.twelveTaken(); !slices.Equal(taken[game.Cho], []twelve.PieceType{twelve.Soldier}) || len(taken[game.Han]) != 0 {
		t.Errorf("Twelve Janggi: taken %v, want Red a soldier and Blue nothing", taken)
	}
	if drawn := wordsDrawn(g, dst); !slices.Contains(drawn, "+2") {
		t.Errorf("Twelve Janggi: Red's lead of +2 (two soldiers' worth: one on the board, one in hand) is not drawn: %s", strings.Join(drawn, " | "))
	}
}
