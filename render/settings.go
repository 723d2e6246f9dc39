package render

import (
	"math/rand/v2"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/render/i18n"
	"janggi/render/match"
)

// The player's choices have one shape, config.Settings, the settings file's. The window holds
// them (State.settings), reads its look from them (pieces, language, sounds, hints, evaluation
// bar), changes them as the player does and reports them whole (Options.OnSettingsChanged), so
// the command saves the value it is handed and copies no field. A language left on auto and a
// side left on random stay so: the window resolves auto when it draws (lang) and draws the side
// once (State.lastGame), without writing either into the settings.
//
// A game reads them through GameConfig. The new-game screen edits a match.Config (per-side
// levels, a handicap, a start position: more than the file keeps); when a game is chosen, the
// settings take what the player changed in it: both configs are read back as settings
// (gameSettings) and only the fields that differ go in (config.Changes).

// GameConfig returns the game the settings describe, the player on side human against the
// computer. A game without presets (Twelve Janggi) keeps the settings' Janggi preset in Rules,
// for the new-game screen to offer when Janggi is chosen again.
func GameConfig(s config.Settings, human game.Color) match.Config {
	c := match.Config{Game: s.Game, Mode: s.Mode, Human: human, Levels: [2]int{int(s.Level), int(s.Level)},
		Setups: s.Setups, AutoFlip: s.FlipHotSeat, Time: s.Time.Control, PresetTime: s.Time.Preset}
	if c.Rules = s.Rules(); c.Rules == nil {
		s.Game = kind.Janggi
		c.Rules = s.Rules()
	}
	return c
}

// gameSettings returns s with what the settings file keeps of the game cfg sets up: the game,
// the Janggi preset, the mode, the side, the computer's level, the setups, the time control and
// the hot-seat flip. A level out of the settings' range leaves s's.
func gameSettings(s config.Settings, cfg match.Config) config.Settings {
	s.Game = cfg.Game
	if r, err := port.For(cfg.Game, nil); err != nil || r.Preset() != nil {
		s.Game = match.GameOf(cfg.Rules) // a game of presets is its preset's: Janggi's or Xiangqi's
	}
	if cfg.Rules != nil && cfg.Rules.Game == kind.Janggi {
		s.Preset = config.Preset(cfg.Rules.Name)
	}
	s.Mode = cfg.Mode
	s.Side = config.Cho
	if cfg.Human == game.Han {
		s.Side = config.Han
	}
	if lv := config.Level(cfg.Levels[cfg.Human.Other()]); lv >= config.MinLevel && lv <= config.MaxLevel {
		s.Level = lv
	}
	s.Setups, s.FlipHotSeat = cfg.Setups, cfg.AutoFlip
	s.Time = config.TimeSetting{Preset: cfg.PresetTime}
	if !cfg.PresetTime {
		s.Time.Control = cfg.Time
	}
	return s
}

// firstGame returns the last new-game choices a window with opts starts with: the settings'
// game, from opts.StartFEN if set, the side drawn if the settings say random.
func firstGame(opts *Options) match.Config {
	human, ok := opts.Settings.Side.Color()
	if !ok {
		human = game.Color(rand.IntN(2))
	}
	c := GameConfig(opts.Settings, human)
	c.StartFEN = opts.StartFEN
	return c
}

// lang returns the interface language: the settings', or the system's for auto.
func (st *State) lang() i18n.Lang {
	switch st.settings.Lang {
	case config.Korean:
		return i18n.Korean
	case config.English:
		return i18n.English
	}
	return st.opts.SystemLang
}

// langSetting returns the settings' name of language l.
func langSetting(l i18n.Lang) config.Language {
	if l == i18n.English {
		return config.English
	}
	return config.Korean
}

// changeSettings changes the settings with f and reports them.
func (st *State) changeSettings(f func(*config.Settings)) {
	f(&st.settings)
	if st.opts.OnSettingsChanged != nil {
		st.opts.OnSettingsChanged(st.settings)
	}
}

// chooseGame makes cfg the last new-game choices; the settings take what the player changed.
func (st *State) chooseGame(cfg match.Config) {
	was, now := gameSettings(st.settings, st.lastGame), gameSettings(st.settings, cfg)
	st.lastGame = cfg
	st.changeSettings(func(s *config.Settings) { *s = config.Changes(*s, was, now) })
}

// resized keeps the window's size w×h in the settings, when the settings file takes it.
func (st *State) resized(w, h int) {
	if w >= config.MinWindow && h >= config.MinWindow {
		st.settings.Width, st.settings.Height = min(w, config.MaxWindow), min(h, config.MaxWindow)
	}
}
