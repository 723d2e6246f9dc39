package config

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// Settings are the player's choices: what the settings file holds and the window changes.
type Settings struct {
	Game   kind.Game   // janggi, twelve or xiangqi (the games the window plays)
	Preset Preset      // the Janggi rules preset
	Mode   kind.Mode   // against the AI, hot-seat, or AI against AI
	Side   Side        // the player's side against the AI
	Setups [2]Setup    // horse and elephant arrangements, indexed by game.Color
	Level  Level       // the AI's strength, 1 to 10
	Engine Engine      // the computer player: the built-in engine, or an external UCI engine
	Time   TimeSetting // the time control
	Skin   Skin        // hanja or pictogram pieces
	Lang   Language    // the language of the window
	Sound  bool
	Hints  bool // show the legal moves of the selected piece
	// EvalBar says when the window shows the evaluation bar (off by default).
	EvalBar EvalBar
	// FlipHotSeat turns the board after every move in hot-seat games, so that the player to move
	// sits at the bottom.
	FlipHotSeat bool
	// TutorialDone are the tutorial's lessons the player has finished.
	TutorialDone Lessons
	// Welcome asks at the start who is playing, until the player has answered once.
	Welcome bool
	Width   int // the window's size in pixels when it opens
	Height  int
}

// Changes returns base with each setting that differs between was and now set as in now: the
// player's changes in the window, written over the settings as the file has them. What the player
// left alone stays as it is there: a language on auto, a side on random.
func Changes(base, was, now Settings) Settings {
	b, w, n := reflect.ValueOf(&base).Elem(), reflect.ValueOf(was), reflect.ValueOf(now)
	for i := range b.NumField() {
		if !w.Field(i).Equal(n.Field(i)) {
			b.Field(i).Set(n.Field(i))
		}
	}
	return base
}

// Setup is a side's horse and elephant arrangement (game.Setup, which reads 마상상마 or HEEH).
type Setup = game.Setup

// The window sizes the settings accept.
const (
	MinWindow = 320
	MaxWindow = 16384
)

// Default returns the settings of a first run.
func Default() Settings {
	return Settings{
		Game: kind.Janggi, Preset: "standard", Mode: kind.VsAI, Side: Cho,
		Setups: [2]Setup{game.HEEH, game.HEEH},
		Level:  3, Time: TimeSetting{Preset: true},
		Skin: Hanja, Lang: Auto, Sound: true, Hints: true, Welcome: true,
		Width: 1200, Height: 900,
	}
}

// Rules returns the rules of the chosen game: the Janggi preset, or the game's own (the port's):
// the xiangqi preset, nil for Twelve Janggi, whose rules package game/twelve fixes.
func (s Settings) Rules() *game.Rules {
	if s.Game != kind.Janggi {
		if r, err := port.For(s.Game, nil); err == nil {
			return r.Preset()
		}
	}
	r, err := game.Preset(string(s.Preset))
	if err != nil {
		return game.Standard()
	}
	return r
}

// Dir returns the program's folder in the user's config folder (os.UserConfigDir), where the
// settings file and the autosave live.
func Dir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for the settings: %w", err)
	}
	return filepath.Join(dir, "janggi"), nil
}

// DefaultPath returns the settings file's usual place: settings.toml in Dir.
func DefaultPath() (string, error) {
	dir, err := Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "settings.toml"), nil
}
