package i18n

import (
	"testing"

	"janggi/game"
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
		if got := TwelveMove(p, m); got != want {
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
	if XiangqiHanja(game.Cho, game.General) != "帥" || XiangqiHanja(game.Han, game.Soldier) != "卒" {
		t.Error("Red's general is not 帥 or Black's soldier not 卒")
	}
}
