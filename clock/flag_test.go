package clock

import (
	"testing"

	"janggi/game"
)

func TestCountsOnFlagFall(t *testing.T) {
	want := map[string]bool{
		"standard": false, "casual": false, "traditional": false, "modern": false,
		"yeeqia": true, "chessplayx": false, "kja": true, "xiangqi": false,
	}
	for _, r := range game.Presets() {
		w, ok := want[r.Name]
		if !ok {
			t.Errorf("preset %s: decide whether a flag fall is counted and add it here", r.Name)
			continue
		}
		if got := CountsOnFlagFall(r); got != w {
			t.Errorf("CountsOnFlagFall(%s) = %v, want %v", r.Name, got, w)
		}
		if w && !r.Counts() {
			t.Errorf("preset %s counts a flag fall but no other ending", r.Name)
		}
	}
	if CountsOnFlagFall(nil) {
		t.Error("CountsOnFlagFall(nil) = true")
	}
}

// Han is a chariot down: Cho 72 against Han 73.5 - 13 = 60.5.
const hanChariotDown = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"

func TestFlagFall(t *testing.T) {
	tests := []struct {
		preset  string
		fen     string
		loser   game.Color
		want    game.Outcome
		counted bool
	}{
		{"kja", "", game.Han, game.HanWins, true}, // Han's 덤 decides the start position
		{"kja", hanChariotDown, game.Cho, game.ChoWins, true},
		{"yeeqia", hanChariotDown, game.Cho, game.ChoWins, true},
		{"standard", hanChariotDown, game.Cho, game.HanWins, false},
		{"modern", "", game.Han, game.ChoWins, false},
		{"xiangqi", "", game.Cho, game.HanWins, false},
	}
	for _, tt := range tests {
		r := game.MustPreset(tt.preset)
		g := game.NewGame(r, game.HEEH, game.HEEH)
		if tt.fen != "" {
			var err error
			if g, err = game.NewGameFromFEN(r, tt.fen); err != nil {
				t.Fatal(err)
			}
		}
		FlagFall(g, tt.loser)
		res := g.Result()
		if res.Outcome != tt.want || res.Reason != game.FlagFall || res.Counted != tt.counted {
			t.Errorf("%s: %v flags: %v (counted %v), want %v by flag fall, counted %v",
				tt.preset, tt.loser, res, res.Counted, tt.want, tt.counted)
		}
	}
}

func TestEndOnFlag(t *testing.T) {
	g := game.NewGame(game.MustPreset("kja"), game.HEEH, game.HEEH)
	c, ft := newClock(t, "1m 1x10s")
	ft.advance(30 * sec)
	if err := c.Moved(game.Cho); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("a4b4"); err != nil {
		t.Fatal(err)
	}
	ft.advance(70*sec - 1)
	if c.EndOnFlag(g) || g.Result().Over() {
		t.Fatalf("the game ended with a nanosecond of Han's period left: %v", g.Result())
	}
	ft.advance(1)
	if err := c.Moved(game.Han); err == nil {
		t.Fatal("Han's move after the flag was accepted")
	}
	if !c.EndOnFlag(g) {
		t.Fatal("EndOnFlag did not end the game when Han's flag fell")
	}
	res := g.Result()
	if res.Reason != game.FlagFall || !res.Counted || res.Outcome != game.HanWins {
		t.Errorf("kja flag fall: %v, want Han to win on points (73.5 : 72)", res)
	}
	if c.Running() {
		t.Error("the clock runs on after the game ended")
	}
	if c.EndOnFlag(g) {
		t.Error("EndOnFlag ended a game that was over")
	}
}
