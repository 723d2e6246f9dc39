package render

import (
	"testing"

	"janggi/clock"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
	"janggi/render/i18n"
)

// settingsState returns a window's state that starts with settings s and records each report of
// its settings.
func settingsState(t *testing.T, s config.Settings) (*State, *[]config.Settings) {
	t.Helper()
	var saved []config.Settings
	st := sceneState(t, 1000, 720)
	st.opts.Settings = s
	st.opts.OnSettingsChanged = func(s config.Settings) { saved = append(saved, s) }
	st.settings, st.lastGame = s, firstGame(st.opts)
	return st, &saved
}

// TestTheSettingsKeepWhatThePlayerLeftAlone: a language on auto and a side on random stay so
// while the player changes other things, and give way when the player changes them.
func TestTheSettingsKeepWhatThePlayerLeftAlone(t *testing.T) {
	s := config.Default()
	s.Lang, s.Side, s.Level = config.Auto, config.Random, 4
	st, saved := settingsState(t, s)
	st.opts.SystemLang = i18n.English
	if st.lang() != i18n.English {
		t.Errorf("auto on an English system shows %v", st.lang())
	}
	st.switchSound()
	cfg := st.lastGame
	cfg.Setups[game.Han] = game.EHHE
	st.chooseGame(cfg)
	got := (*saved)[len(*saved)-1]
	if got.Lang != config.Auto || got.Side != config.Random || got.Level != 4 || got.Sound || got.Setups[game.Han] != game.EHHE {
		t.Errorf("after a sound and a setup changed: %+v; want auto, random, level 4, no sound, Han's setup EHHE", got)
	}
	st.switchLang()
	cfg = cfg.AgainstComputer(cfg.Human.Other())
	cfg.Levels[cfg.Human.Other()] = 7
	st.chooseGame(cfg)
	got = (*saved)[len(*saved)-1]
	wantSide := config.Cho
	if cfg.Human == game.Han {
		wantSide = config.Han
	}
	if got.Lang != config.Korean || got.Side != wantSide || got.Level != 7 {
		t.Errorf("after the language, the side and the level changed: %v, %v, level %d; want ko, %v, 7", got.Lang, got.Side, got.Level, wantSide)
	}
}

// TestTheTimeControlGoesToTheWindowAndBack: the settings' time control starts the game, and one
// chosen on the new-game screen goes back into the settings, the preset's too.
func TestTheTimeControlGoesToTheWindowAndBack(t *testing.T) {
	s := config.Default()
	tc := testenv.Parse(t, clock.ParseTimeControl, "5m 3x30s")
	s.Time = config.TimeSetting{Control: tc}
	st, saved := settingsState(t, s)
	c := st.lastGame
	if c.PresetTime || c.Time != tc {
		t.Fatalf("time_control = \"5m 3x30s\" starts a match with %v (preset %v)", c.Time, c.PresetTime)
	}
	c.Time = testenv.Parse(t, clock.ParseTimeControl, "10m+5s")
	st.chooseGame(c)
	if got := (*saved)[len(*saved)-1].Time; got.Preset || got.Control.String() != "10m+5s" {
		t.Errorf("choosing 10m+5s in the window saves time_control = %s", got)
	}
	c.PresetTime, c.Time = true, clock.TimeControl{}
	st.chooseGame(c)
	if got := (*saved)[len(*saved)-1].Time; !got.Preset {
		t.Errorf("choosing the preset's clock saves time_control = %s", got)
	}
}

// TestTheGamePlayedIsSaved: the game chosen goes into the settings, and the Janggi preset stays
// through a game of Twelve Janggi or Xiangqi.
func TestTheGamePlayedIsSaved(t *testing.T) {
	s := config.Default()
	s.Preset = "kja"
	st, saved := settingsState(t, s)
	last := func() config.Settings { return (*saved)[len(*saved)-1] }
	c := st.lastGame
	c.Game = kind.Twelve
	st.chooseGame(c)
	if got := last(); got.Game != kind.Twelve || got.Preset != "kja" {
		t.Fatalf("a Twelve Janggi game saves game = %v, preset %s", got.Game, got.Preset)
	}
	c.Game = kind.Janggi
	st.chooseGame(c)
	if got := last(); got.Game != kind.Janggi || got.Preset != "kja" {
		t.Errorf("back to Janggi with the same preset saves game = %v, preset %s", got.Game, got.Preset)
	}
	c.Game, c.Rules = kind.Xiangqi, game.MustPreset("xiangqi")
	st.chooseGame(c)
	if got := last(); got.Game != kind.Xiangqi || got.Preset != "kja" {
		t.Errorf("a Xiangqi game saves game = %v, preset %s", got.Game, got.Preset)
	}
	c.Game, c.Rules = kind.Janggi, game.MustPreset("casual")
	st.chooseGame(c)
	if got := last(); got.Game != kind.Janggi || got.Preset != "casual" {
		t.Errorf("a casual Janggi game saves game = %v, preset %s", got.Game, got.Preset)
	}
}

// TestTheSettingsStartTheirGame: the settings' game starts the window's under its preset, Xiangqi
// under its own, and Twelve Janggi, which has none, keeps the Janggi preset for the new-game
// screen to offer when Janggi is chosen again.
func TestTheSettingsStartTheirGame(t *testing.T) {
	for g, want := range map[kind.Game]string{kind.Janggi: "kja", kind.Twelve: "kja", kind.Xiangqi: "xiangqi"} {
		s := config.Default()
		s.Game, s.Preset = g, "kja"
		if c := GameConfig(s, game.Han); c.Game != g || c.Rules == nil || c.Rules.Name != want || c.Human != game.Han {
			t.Errorf("the settings' %v start %v under %v as %v, want %s", g, c.Game, c.Rules, c.Human, want)
		}
	}
}
