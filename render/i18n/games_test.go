package i18n

import (
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/internal/testenv"
)

func TestTwelveMoveText(t *testing.T) {
	p, err := twelve.ParseFEN(twelve.TwelveJanggi, "1l1/C2/1c1/1LG[E] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"a3a4+": "子a3-a4=侯", "E@a2": "相*a2", "c1c2": "將c1-c2", "b1b2": "王b1xb2"} {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := MoveText(port.PositionOf(p), port.MoveOf(m), Korean); got != want {
			t.Errorf("%s reads %q, want %q", text, got, want)
		}
	}
}

func TestXiangqiMoveText(t *testing.T) {
	p := game.NewPosition(game.MustPreset("xiangqi"), game.HEEH, game.HEEH)
	for text, want := range map[string]string{"h3e3": "炮h3-e3", "b1c3": "傌b1-c3", "h3h10": "炮h3xh10"} {
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := XiangqiMove(p, m); got != want {
			t.Errorf("%s reads %q, want %q", text, got, want)
		}
	}
	q, err := game.ParseFEN(game.MustPreset("xiangqi"), "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := XiangqiMove(q, testenv.Parse(t, q.ParseMove, "a2a10")); got != "俥a2-a10+" {
		t.Errorf("a chariot's check reads %q, want 俥a2-a10+", got)
	}
	if Hanja(kind.Xiangqi, game.Cho, game.General) != "帥" || Hanja(kind.Xiangqi, game.Han, game.Soldier) != "卒" {
		t.Error("Red's general is not 帥 or Black's soldier not 卒")
	}
}

// TestHanSetupsAreNamedFromHanSeat: the setup Cho calls 상마상마 (EHEH) has Han's horses on the
// left of Han's seat, and Han's label says 마상마상; the symmetric ones read the same.
func TestHanSetupsAreNamedFromHanSeat(t *testing.T) {
	for _, c := range []struct {
		s        game.Setup
		cho, han string
	}{{game.EHEH, "상마상마", "마상마상"}, {game.HEHE, "마상마상", "상마상마"}, {game.HEEH, "마상상마", "마상상마"}, {game.EHHE, "상마마상", "상마마상"}} {
		if got := SideSetup(Korean, c.s, game.Cho); got != c.cho {
			t.Errorf("Cho's %v: %q, want %q", c.s, got, c.cho)
		}
		if got := SideSetup(Korean, c.s, game.Han); got != c.han {
			t.Errorf("Han's %v: %q, want %q", c.s, got, c.han)
		}
	}
	if got := SideSetup(English, game.EHEH, game.Han); got != "HEHE" {
		t.Errorf("Han's EHEH in English: %q, want HEHE", got)
	}
}

// TestWordsByGame checks that the game chosen picks the words: Twelve Janggi's (and Dobutsu's)
// reasons and characters, Janggi's and Xiangqi's, and nothing for a piece a game lacks.
func TestWordsByGame(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{Reason(kind.Twelve, English, game.MoveLimit), "draw after 300 plies (both sides' moves)"},
		{Reason(kind.Dobutsu, Korean, game.KingCaptured), "왕 잡힘"},
		{Reason(kind.Janggi, English, game.MoveLimit), "move limit"},
		{Reason(kind.Twelve, English, game.Resignation), "resignation"},
		{Hanja(kind.Janggi, game.Cho, game.General), "楚"},
		{Hanja(kind.Janggi, game.Han, game.Soldier), "兵"},
		{Hanja(kind.Twelve, game.Han, twelve.Lord), "侯"},
		{Hanja(kind.Twelve, game.Cho, twelve.PieceType(99)), ""},
		{Flaw(kind.Twelve, English, nil), ""},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestThemesByGame: Janggi and Xiangqi share the puzzles' five themes; Twelve Janggi and Dobutsu
// have three, wins rather than mates.
func TestThemesByGame(t *testing.T) {
	jn, jg := Themes(kind.Janggi)
	xn, _ := Themes(kind.Xiangqi)
	tn, tg := Themes(kind.Dobutsu)
	if len(jn) != 5 || len(jg) != 5 || &xn[0] != &jn[0] || len(tn) != 3 || len(tg) != 3 || tn[0].En != "Win in 1" || jn[0].En != "Mate in 1" {
		t.Errorf("Janggi %v, Xiangqi %v, Dobutsu %v", jn, xn, tn)
	}
}
