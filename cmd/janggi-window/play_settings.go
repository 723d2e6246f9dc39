package main

import (
	"fmt"
	"io"
	"sync"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/latest"
	"janggi/render"
	"janggi/render/i18n"
)

// settingsSaver writes the player's changes in the window to the settings file, in its own
// goroutine so that the window's loop never waits for the disk. Only what the player changed is
// written: a language left on "auto" or a side left on "random" stays so.
type settingsSaver struct {
	path    string
	errOut  io.Writer
	base    config.Settings   // the settings as last saved (or loaded)
	was     render.Prefs      // the window's preferences when base was saved, to see what changed
	pending chan render.Prefs // latest only
	done    sync.WaitGroup
	// errs tells the window, once, that the settings could not be saved (render.Options.SettingsErrors).
	errs chan error
}

// newSettingsSaver starts the saver of settings s, loaded from path, which gave the window the
// preferences first.
func newSettingsSaver(path string, s config.Settings, first render.Prefs, errOut io.Writer) *settingsSaver {
	v := &settingsSaver{path: path, errOut: errOut, base: s, was: first, pending: make(chan render.Prefs, 1), errs: make(chan error, 1)}
	v.done.Add(1)
	go v.loop()
	return v
}

// update is render.Options.OnPrefsChanged; it never blocks.
func (v *settingsSaver) update(p render.Prefs) { latest.Put(v.pending, p) }

// close writes what is pending and waits for it.
func (v *settingsSaver) close() {
	close(v.pending)
	v.done.Wait()
}

func (v *settingsSaver) loop() {
	defer v.done.Done()
	reported := false
	for p := range v.pending {
		s := applyPrefs(v.base, v.was, p)
		if s == v.base {
			continue
		}
		if err := config.Save(v.path, s); err != nil {
			if !reported {
				fmt.Fprintln(v.errOut, "janggi: the settings were not saved:", err)
				v.errs <- err // buffered for this one report: never blocks
				reported = true
			}
			continue
		}
		v.base, v.was = s, p
	}
}

// applyPrefs returns s with the preferences that differ between was and now copied in.
func applyPrefs(s config.Settings, was, now render.Prefs) config.Settings {
	if now.Skin != was.Skin {
		s.Skin = config.Hanja
		if now.Skin == render.SkinPictogram {
			s.Skin = config.Pictogram
		}
	}
	if now.Lang != was.Lang {
		s.Lang = config.Korean
		if now.Lang == i18n.English {
			s.Lang = config.English
		}
	}
	s.Sound, s.Hints = now.Sound, now.Hints
	if now.EvalBar != was.EvalBar {
		s.EvalBar = config.EvalBar(now.EvalBar)
	}
	if now.TutorialDone != was.TutorialDone {
		var done config.Lessons
		if done.UnmarshalText([]byte(now.TutorialDone)) == nil {
			s.TutorialDone = done
		}
	}
	if now.Welcome != was.Welcome {
		s.Welcome = now.Welcome
	}
	if now.Width >= config.MinWindow && now.Height >= config.MinWindow {
		s.Width, s.Height = min(now.Width, config.MaxWindow), min(now.Height, config.MaxWindow)
	}
	m, w := now.Match, was.Match
	if m.Mode != w.Mode {
		s.Mode = m.Mode
	}
	if m.Human != w.Human {
		s.Side = config.Cho
		if m.Human == game.Han {
			s.Side = config.Han
		}
	}
	if lv := m.Levels[m.Human.Other()]; lv != w.Levels[w.Human.Other()] && lv >= int(config.MinLevel) && lv <= int(config.MaxLevel) {
		s.Level = config.Level(lv)
	}
	switch {
	case m.Game == kind.Twelve:
		if w.Game != kind.Twelve {
			s.Game = kind.Twelve
		}
	case m.Rules != nil && (w.Game == kind.Twelve || w.Rules == nil || m.Rules.Name != w.Rules.Name):
		if m.Rules.Game == kind.Xiangqi {
			s.Game = kind.Xiangqi
		} else {
			s.Game, s.Preset = kind.Janggi, config.Preset(m.Rules.Name)
		}
	}
	s.Setups = m.Setups
	s.FlipHotSeat = m.AutoFlip
	if m.PresetTime != w.PresetTime || m.Time != w.Time {
		s.Time = config.TimeSetting{Preset: m.PresetTime}
		if !m.PresetTime {
			s.Time.Control = m.Time
		}
	}
	return s
}
