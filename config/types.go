package config

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
)

// enum is a closed set of names for a setting, with aliases the reader also takes.
type enum struct {
	what    string   // the setting's name in errors, e.g. "skin"
	names   []string // canonical names, indexed by value
	aliases map[string]int
}

// parse reads a name (case and surrounding spaces do not matter) and returns its index.
func (e enum) parse(text string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for i, n := range e.names {
		if t == n {
			return i, nil
		}
	}
	if i, ok := e.aliases[t]; ok {
		return i, nil
	}
	return 0, fmt.Errorf("unknown %s %s (accepted: %s)", e.what, quote(text), e.accepted())
}

func (e enum) accepted() string { return strings.Join(e.names, ", ") }

func (e enum) name(i int) ([]byte, error) {
	if i < 0 || i >= len(e.names) {
		return nil, fmt.Errorf("invalid %s %d", e.what, i)
	}
	return []byte(e.names[i]), nil
}

// The game setting: the games the window plays (kind.Games), indexed as gameEnum's names.
var settingGames = kind.Games()

var gameEnum = enum{"game", []string{"janggi", "twelve", "xiangqi"},
	map[string]int{"장기": 0, "twelvejanggi": 1, "twelve-janggi": 1, "십이장기": 1, "chinese": 2, "중국장기": 2, "象棋": 2}}

// gameText reads and writes the game setting: janggi, twelve or xiangqi, and their aliases.
type gameText struct{ g *kind.Game }

// MarshalText implements encoding.TextMarshaler.
func (t gameText) MarshalText() ([]byte, error) {
	return gameEnum.name(slices.Index(settingGames, *t.g))
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (t gameText) UnmarshalText(text []byte) error {
	i, err := gameEnum.parse(string(text))
	if err != nil {
		return err
	}
	*t.g = settingGames[i]
	return nil
}

var modeEnum = enum{"mode", []string{"ai", "hotseat", "aivsai"},
	map[string]int{"vs-ai": 0, "computer": 0, "hot-seat": 1, "two-players": 1, "ai-vs-ai": 2, "watch": 2}}

// modeText reads and writes the mode setting: ai, hotseat or aivsai (kind.Mode's names, in its
// order), and their aliases.
type modeText struct{ m *kind.Mode }

// MarshalText implements encoding.TextMarshaler.
func (t modeText) MarshalText() ([]byte, error) { return modeEnum.name(int(*t.m)) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (t modeText) UnmarshalText(text []byte) error { return setEnum(modeEnum, text, t.m) }

// Side is the side the player takes against the AI.
type Side uint8

// The sides; Random draws one at each new game.
const (
	Cho Side = iota
	Han
	Random
)

var sideEnum = enum{"side", []string{"cho", "han", "random"}, map[string]int{"초": 0, "한": 1, "blue": 0, "green": 0, "red": 1}}

// String returns the side's name as the settings file writes it.
func (s Side) String() string { return nameOr(sideEnum, int(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s Side) MarshalText() ([]byte, error) { return sideEnum.name(int(s)) }

// UnmarshalText implements encoding.TextUnmarshaler: cho, han or random.
func (s *Side) UnmarshalText(text []byte) error { return setEnum(sideEnum, text, s) }

// Color returns the side as a game.Color, and false for Random.
func (s Side) Color() (game.Color, bool) {
	switch s {
	case Cho:
		return game.Cho, true
	case Han:
		return game.Han, true
	}
	return game.Cho, false
}

// Skin is the look of the pieces.
type Skin uint8

// The skins.
const (
	Hanja     Skin = iota // octagonal counters with hanja
	Pictogram             // drawn figures, for players who do not read hanja
)

var skinEnum = enum{"skin", []string{"hanja", "pictogram"}, map[string]int{"한자": 0, "pictograms": 1, "picture": 1, "그림": 1}}

// String returns the skin's name as the settings file writes it.
func (s Skin) String() string { return nameOr(skinEnum, int(s)) }

// MarshalText implements encoding.TextMarshaler.
func (s Skin) MarshalText() ([]byte, error) { return skinEnum.name(int(s)) }

// UnmarshalText implements encoding.TextUnmarshaler: hanja or pictogram.
func (s *Skin) UnmarshalText(text []byte) error { return setEnum(skinEnum, text, s) }

// EvalBar says when the window shows the evaluation bar.
type EvalBar uint8

// The evaluation bar's settings.
const (
	EvalBarOff    EvalBar = iota // never (the default)
	EvalBarReview                // in hot-seat games, opened records, reviews and finished games
	EvalBarAlways                // also while playing the computer
)

var evalBarEnum = enum{"eval_bar", []string{"off", "review", "always"}, map[string]int{"false": 0, "no": 0, "끔": 0, "true": 2, "yes": 2, "on": 2, "항상": 2, "복기": 1}}

// String returns the setting as the settings file writes it.
func (e EvalBar) String() string { return nameOr(evalBarEnum, int(e)) }

// MarshalText implements encoding.TextMarshaler.
func (e EvalBar) MarshalText() ([]byte, error) { return evalBarEnum.name(int(e)) }

// UnmarshalText implements encoding.TextUnmarshaler: off, review or always.
func (e *EvalBar) UnmarshalText(text []byte) error { return setEnum(evalBarEnum, text, e) }

// Language is the language of the window's words.
type Language uint8

// The languages; Auto follows the system's locale (LC_ALL, LC_MESSAGES, LANG).
const (
	Auto Language = iota
	Korean
	English
)

var languageEnum = enum{"language", []string{"auto", "ko", "en"},
	map[string]int{"korean": 1, "한국어": 1, "kor": 1, "english": 2, "eng": 2, "영어": 2}}

// String returns the language's name as the settings file writes it.
func (l Language) String() string { return nameOr(languageEnum, int(l)) }

// MarshalText implements encoding.TextMarshaler.
func (l Language) MarshalText() ([]byte, error) { return languageEnum.name(int(l)) }

// UnmarshalText implements encoding.TextUnmarshaler: auto, ko or en.
func (l *Language) UnmarshalText(text []byte) error { return setEnum(languageEnum, text, l) }

// Resolve returns Korean or English: Auto becomes Korean when the system's locale is Korean.
func (l Language) Resolve() Language {
	if l != Auto {
		return l
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if loc := os.Getenv(v); loc != "" {
			if strings.HasPrefix(strings.ToLower(loc), "ko") {
				return Korean
			}
			return English
		}
	}
	return English
}

// Level is the AI's strength, from MinLevel (a first game) to MaxLevel (the strongest search).
type Level int

// The range of AI levels.
const (
	MinLevel Level = 1
	MaxLevel Level = 10
)

// UnmarshalText implements encoding.TextUnmarshaler: a whole number from 1 to 10.
func (l *Level) UnmarshalText(text []byte) error {
	n, err := strconv.Atoi(strings.TrimSpace(string(text)))
	if err != nil {
		return fmt.Errorf("level %s is not a whole number (accepted: %d to %d)", quote(string(text)), MinLevel, MaxLevel)
	}
	return l.set(int64(n))
}

// MarshalText implements encoding.TextMarshaler.
func (l Level) MarshalText() ([]byte, error) { return []byte(strconv.Itoa(int(l))), nil }

func (l *Level) set(n int64) error {
	if n < int64(MinLevel) || n > int64(MaxLevel) {
		return fmt.Errorf("level %d is out of range (accepted: %d to %d)", n, MinLevel, MaxLevel)
	}
	*l = Level(n)
	return nil
}

// Engine is the computer player: "" for the built-in engine (written "builtin"), or the path of
// an external UCI engine that plays Janggi, such as /usr/games/fairy-stockfish.
type Engine string

// Builtin is how the settings file names the built-in engine.
const Builtin = "builtin"

// UnmarshalText implements encoding.TextUnmarshaler: builtin, or the path of a program file.
func (e *Engine) UnmarshalText(text []byte) error {
	path := strings.TrimSpace(string(text))
	if path == "" || strings.EqualFold(path, Builtin) {
		*e = ""
		return nil
	}
	info, err := os.Stat(path)
	switch {
	case err != nil:
		return fmt.Errorf("no engine program at %s (accepted: builtin, or the path of a UCI engine)", quote(path))
	case info.IsDir():
		return fmt.Errorf("%s is a folder, not an engine program (accepted: builtin, or the path of a UCI engine)", quote(path))
	case runtime.GOOS != "windows" && info.Mode()&0o111 == 0:
		return fmt.Errorf("%s is not executable (accepted: builtin, or the path of a UCI engine)", quote(path))
	}
	*e = Engine(path)
	return nil
}

// MarshalText implements encoding.TextMarshaler.
func (e Engine) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// String returns "builtin" or the engine's path.
func (e Engine) String() string {
	if e == "" {
		return Builtin
	}
	return string(e)
}

// Preset is the name of a Janggi rules preset (package game's Preset). Xiangqi has one rule set
// and Twelve Janggi its own, so the preset matters only when the game is Janggi.
type Preset string

// UnmarshalText implements encoding.TextUnmarshaler: standard, casual, traditional, modern,
// yeeqia, chessplayx or kja (Fairy-Stockfish's names janggi, janggicasual... are accepted too).
func (p *Preset) UnmarshalText(text []byte) error {
	r, err := game.Preset(string(text))
	if err != nil || r.Game != kind.Janggi {
		hint := ""
		if err == nil {
			hint = `; for Xiangqi set game = "xiangqi"`
		}
		return fmt.Errorf("unknown Janggi preset %s (accepted: %s)%s", quote(string(text)), strings.Join(janggiPresets(), ", "), hint)
	}
	*p = Preset(r.Name)
	return nil
}

// MarshalText implements encoding.TextMarshaler.
func (p Preset) MarshalText() ([]byte, error) { return []byte(p), nil }

// janggiPresets lists the names a Preset may take.
func janggiPresets() []string { return game.PresetNames(kind.Janggi) }

// TimeSetting is the time_control setting: "preset", the preset's usual time control (none for
// most; "move 40s" for yeeqia, "5m 3x30s" for kja), or a time control in package clock's notation.
type TimeSetting struct {
	Preset  bool
	Control clock.TimeControl // when Preset is false
}

// UnmarshalText implements encoding.TextUnmarshaler: "preset", or what clock.ParseTimeControl reads.
func (t *TimeSetting) UnmarshalText(text []byte) error {
	if strings.EqualFold(strings.TrimSpace(string(text)), "preset") {
		*t = TimeSetting{Preset: true}
		return nil
	}
	if len(text) > maxTimeControl { // package clock's message would quote it whole
		return fmt.Errorf("a time control of %d characters is none (accepted: %s, or preset)", len(text), `"move 40s", "10m", "10m+5s", "5m 3x30s"`)
	}
	tc, err := clock.ParseTimeControl(string(text))
	if err != nil {
		return fmt.Errorf("%v, or preset (the preset's usual)", strings.TrimPrefix(err.Error(), "clock: "))
	}
	*t = TimeSetting{Control: tc}
	return nil
}

// MarshalText implements encoding.TextMarshaler.
func (t TimeSetting) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// String returns "preset" or the time control's notation.
func (t TimeSetting) String() string {
	if t.Preset {
		return "preset"
	}
	return t.Control.String()
}

// setEnum parses text with e into the integer-based setting v points to.
func setEnum[T ~uint8](e enum, text []byte, v *T) error {
	i, err := e.parse(string(text))
	if err != nil {
		return err
	}
	*v = T(i)
	return nil
}

func nameOr(e enum, i int) string {
	if b, err := e.name(i); err == nil {
		return string(b)
	}
	return fmt.Sprintf("%s(%d)", e.what, i)
}
