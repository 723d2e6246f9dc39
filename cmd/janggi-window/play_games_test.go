package main

import (
	"testing"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render"
	"janggi/render/match"
)

func TestSettingsStartTheirGame(t *testing.T) {
	for _, g := range []kind.Game{kind.Janggi, kind.Twelve, kind.Xiangqi} {
		s := config.Default()
		s.Game = g
		c, err := matchConfig(s)
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		if c.Game != g || c.Rules == nil || (c.Rules.Game == kind.Xiangqi) != (g == kind.Xiangqi) {
			t.Errorf("game %v starts a match of %v with rules %v", g, c.Game, c.Rules.Name)
		}
	}
	s := config.Default()
	s.Game = kind.Twelve
	if c, _ := matchConfig(s); checkFEN(c, "gle/1c1/1C1/ELG[] w - - 0 1") != nil || checkFEN(c, game.StartFEN(kind.Janggi, game.HEEH, game.HEEH)) == nil {
		t.Error("--fen with game twelve does not read Twelve Janggi positions (and only them)")
	}
}

func TestTheGamePlayedIsSaved(t *testing.T) {
	base := config.Default()
	was := render.Prefs{Match: mustMatch(t, base)}
	now := was
	now.Match.Game = kind.Twelve
	s := applyPrefs(base, was, now)
	if s.Game != kind.Twelve {
		t.Fatalf("a Twelve Janggi game started in the window saves game = %v", s.Game)
	}
	back := now
	back.Match.Game = kind.Janggi
	if s = applyPrefs(s, now, back); s.Game != kind.Janggi {
		t.Errorf("back to Janggi with the same preset saves game = %v", s.Game)
	}
	x := back
	x.Match.Game, x.Match.Rules = kind.Xiangqi, game.MustPreset("xiangqi")
	if s = applyPrefs(s, back, x); s.Game != kind.Xiangqi {
		t.Errorf("a Xiangqi game saves game = %v", s.Game)
	}
}

func mustMatch(t *testing.T, s config.Settings) match.Config {
	t.Helper()
	c, err := matchConfig(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
