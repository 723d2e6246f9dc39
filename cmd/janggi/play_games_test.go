//go:build !nogui

package main

import (
	"testing"

	"janggi/config"
	"janggi/game"
	"janggi/render"
	"janggi/render/match"
)

func TestSettingsStartTheirGame(t *testing.T) {
	for _, g := range []config.Game{config.Janggi, config.Twelve, config.Xiangqi} {
		s := config.Default()
		s.Game = g
		c, err := matchConfig(s)
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		if c.Twelve != (g == config.Twelve) || c.Rules == nil || (c.Rules.Variant == game.Xiangqi) != (g == config.Xiangqi) {
			t.Errorf("game %v starts a match with Twelve=%v and rules %v", g, c.Twelve, c.Rules.Name)
		}
	}
	s := config.Default()
	s.Game = config.Twelve
	if c, _ := matchConfig(s); checkFEN(c, "gle/1c1/1C1/ELG[] w - - 0 1") != nil || checkFEN(c, game.StartFEN(game.Janggi, game.HEEH, game.HEEH)) == nil {
		t.Error("--fen with game twelve does not read Twelve Janggi positions (and only them)")
	}
}

func TestTheGamePlayedIsSaved(t *testing.T) {
	base := config.Default()
	was := render.Prefs{Match: mustMatch(t, base)}
	now := was
	now.Match.Twelve = true
	s := applyPrefs(base, was, now)
	if s.Game != config.Twelve {
		t.Fatalf("a Twelve Janggi game started in the window saves game = %v", s.Game)
	}
	back := now
	back.Match.Twelve = false
	if s = applyPrefs(s, now, back); s.Game != config.Janggi {
		t.Errorf("back to Janggi with the same preset saves game = %v", s.Game)
	}
	x := back
	x.Match.Rules = game.MustPreset("xiangqi")
	if s = applyPrefs(s, back, x); s.Game != config.Xiangqi {
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
