package main

import (
	"testing"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render"
)

func TestSettingsStartTheirGame(t *testing.T) {
	for _, g := range []kind.Game{kind.Janggi, kind.Twelve, kind.Xiangqi} {
		s := config.Default()
		s.Game = g
		c := render.GameConfig(s, game.Cho)
		if c.Game != g || c.Rules == nil || (c.Rules.Game == kind.Xiangqi) != (g == kind.Xiangqi) {
			t.Errorf("game %v starts a match of %v with rules %v", g, c.Game, c.Rules.Name)
		}
	}
	s := config.Default()
	s.Game = kind.Twelve
	twelveFEN, janggiFEN := "gle/1c1/1C1/ELG[] w - - 0 1", game.StartFEN(kind.Janggi, game.HEEH, game.HEEH)
	if checkFEN(s, twelveFEN) != nil || checkFEN(s, janggiFEN) == nil {
		t.Error("--fen with game twelve does not read Twelve Janggi positions (and only them)")
	}
	s.Game = kind.Janggi
	if checkFEN(s, janggiFEN) != nil || checkFEN(s, twelveFEN) == nil {
		t.Error("--fen with game janggi does not read Janggi positions (and only them)")
	}
}
