package config

import (
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
)

func TestFirstRunWritesCommentedDefaults(t *testing.T) {
	path := filepath.Join(t.TempDir(), "janggi", "settings.toml")
	s, _, errs := loadOrCreate(path, true)
	if len(errs) > 0 || s != Default() {
		t.Fatalf("first run: %v, %+v", errs, s)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, f := range fields {
		if !strings.Contains(text, "\n"+f.key+" = ") {
			t.Errorf("the first-run file has no %s", f.path())
		}
	}
	if strings.Count(text, "\n# ") < 12 {
		t.Errorf("the first-run file has too few comments:\n%s", text)
	}
	again, _, errs := loadOrCreate(path, true)
	if len(errs) > 0 || again != s {
		t.Fatalf("second run: %v", errs)
	}
}

// TestProblemsNameKeyLineAndAcceptedValues reads a file with several mistakes: each is reported
// with its line, key and the accepted values, the bad settings keep their defaults and the good
// ones are taken.
func TestProblemsNameKeyLineAndAcceptedValues(t *testing.T) {
	text := `game = "xiangqi"
skin = "hanjaa"
level = 11
sound = "yes"
colour = "red"
preset = "xiangqi"
time_control = "5 minutes"

[window]
width = 800
height = 12.5
depth = 3

[setup]
cho = "상마상마"
han = "마마상상"
`
	s, errs := Parse("settings.toml", text)
	want := []struct {
		line      int
		key, text string
	}{
		{2, "skin", `settings.toml:2: skin = "hanjaa": unknown skin "hanjaa" (accepted: hanja, pictogram)`},
		{3, "level", "out of range (accepted: a whole number from 1 to 10)"},
		{4, "sound", "want true or false, not a text"},
		{5, "colour", "unknown key (accepted: game, preset"},
		{6, "preset", `for Xiangqi set game = "xiangqi"`},
		{7, "time_control", `bad time control "5 minutes"`},
		{11, "window.height", "want a whole number, not a fractional number"},
		{12, "window.depth", "unknown key"},
		{16, "setup.han", `unknown setup "마마상상"`},
	}
	if len(errs) != len(want) {
		t.Fatalf("%d problems, want %d: %v", len(errs), len(want), errs)
	}
	for i, w := range want {
		e := errs[i]
		if e.Line != w.line || e.Key != w.key || !strings.Contains(e.Error(), w.text) {
			t.Errorf("problem %d: %v (line %d key %s), want line %d key %s containing %q", i, e, e.Line, e.Key, w.line, w.key, w.text)
		}
	}
	d := Default()
	if s.Game != kind.Xiangqi || s.Width != 800 || s.Setups[game.Cho] != game.EHEH {
		t.Errorf("good values not taken: %+v", s)
	}
	if s.Skin != d.Skin || s.Level != d.Level || s.Sound != d.Sound || s.Height != d.Height || s.Setups[game.Han] != d.Setups[game.Han] || s.Time != d.Time {
		t.Errorf("bad values did not keep their defaults: %+v", s)
	}
	if s.Rules().Name != "xiangqi" {
		t.Errorf("rules of game xiangqi: %s", s.Rules().Name)
	}
}

// TestSyntaxErrorKeepsReadableKeys: a syntax error is reported at its line, and the keys of the
// other lines are still read (before, the whole file went back to the defaults).
func TestSyntaxErrorKeepsReadableKeys(t *testing.T) {
	s, errs := Parse("s.toml", "skin = \"pictogram\"\nlevel = = 3\n")
	want := Default()
	want.Skin = Pictogram
	if len(errs) != 1 || errs[0].Line != 2 || errs[0].Key != "level" || s != want {
		t.Fatalf("syntax error: %v, settings %+v", errs, s)
	}
	if _, errs := Parse("s.toml", "setup = \"HEEH\"\n"); len(errs) != 1 || !strings.Contains(errs[0].Error(), "must be a table") {
		t.Errorf("a table written as a value: %v", errs)
	}
}

// TestSaveNeverOverwritesWhatItCouldNotRead: a file with a syntax error, a bad value or an unknown
// key is the player's text, and Save leaves it byte for byte; loadOrCreate never replaces it.
func TestSaveNeverOverwritesWhatItCouldNotRead(t *testing.T) {
	dir := t.TempDir()
	for _, text := range []string{"skin = \n", "skin = \"nope\"\n", "mystery = 1\n", "\xff\xfe garbage"} {
		path := filepath.Join(dir, "s.toml")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, errs := loadOrCreate(path, true); len(errs) == 0 {
			t.Errorf("%q: no problem reported", text)
		}
		s := Default()
		s.Skin = Pictogram
		if err := Save(path, s); !errors.Is(err, ErrFileHasErrors) {
			t.Errorf("%q: Save returned %v, want ErrFileHasErrors", text, err)
		}
		if got, _ := os.ReadFile(path); string(got) != text {
			t.Errorf("%q was changed to %q", text, got)
		}
	}
	if err := Save(dir, Default()); err == nil {
		t.Error("saving over a folder succeeded")
	}
}

// TestSaveKeepsCommentsAndLayout changes settings in a hand-edited file: only the changed values
// change, comments stay, missing keys and tables are added, and the file reads back as saved.
func TestSaveKeepsCommentsAndLayout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.toml")
	text := "# my settings\nskin = \"hanja\"   # I like hanja\nlevel = 3\n\n[setup]\ncho = 'HEEH' # mine\n"
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := Load(path)
	s.Skin, s.Level, s.Setups[game.Cho], s.Setups[game.Han], s.Width, s.Sound = Pictogram, 7, game.EHHE, game.HEHE, 1600, false
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	got := string(data)
	for _, want := range []string{"# my settings\n", "skin = \"pictogram\"   # I like hanja\n", "level = 7\n", "cho = \"EHHE\" # mine\n", "han = \"HEHE\"", "[window]\nwidth = 1600", "sound = false"} {
		if !strings.Contains(got, want) {
			t.Errorf("saved file lacks %q:\n%s", want, got)
		}
	}
	if strings.Index(got, "sound = false") > strings.Index(got, "[setup]") {
		t.Errorf("a top-level key was added inside a table:\n%s", got)
	}
	back, errs := Load(path)
	if len(errs) > 0 || back != s {
		t.Errorf("read back: %v\n%+v\nwant %+v", errs, back, s)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("permissions changed to %v", st.Mode().Perm())
	}
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(path); string(again) != got {
		t.Error("saving the same settings again changed the file")
	}
}

func TestFlagsOverrideTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "my.toml")
	os.WriteFile(path, []byte("skin = \"pictogram\"\nlevel = 4\nsound = false\n"), 0o644)
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fl := RegisterFlags(fs)
	if err := fs.Parse([]string{"--settings", path, "--level", "9", "--preset", "kja", "--cho-setup", "상마마상", "--sound=true"}); err != nil {
		t.Fatal(err)
	}
	s, got, errs := fl.Load()
	if got != path || len(errs) > 0 {
		t.Fatalf("path %s, problems %v", got, errs)
	}
	if s.Level != 9 || s.Preset != "kja" || s.Setups[game.Cho] != game.EHHE || !s.Sound || s.Skin != Pictogram {
		t.Errorf("settings %+v", s)
	}
	if tc := clock.DefaultFor(s.Rules()); !s.Time.Preset || tc.String() != "5m 3x30s" {
		t.Errorf("time setting %+v; kja's usual time control: %s", s.Time, tc)
	}
	for _, bad := range [][]string{{"--skin", "wood"}, {"--level", "0"}, {"--time", "soon"}, {"--han-setup", "x"}} {
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		RegisterFlags(fs)
		if err := fs.Parse(bad); err == nil {
			t.Errorf("flags %q accepted", bad)
		}
	}
}

// TestTimeSetting checks the time setting: the preset's usual clock unless one is chosen (the
// window then plays clock.DefaultFor the preset's rules).
func TestTimeSetting(t *testing.T) {
	s := Default()
	if !s.Time.Preset {
		t.Errorf("the default time setting %+v is not the preset's", s.Time)
	}
	for preset, want := range map[Preset]string{"standard": "none", "yeeqia": "move 40s", "kja": "5m 3x30s"} {
		s.Preset = preset
		if got := clock.DefaultFor(s.Rules()).String(); got != want {
			t.Errorf("%s: %s, want %s", preset, got, want)
		}
	}
	var ts TimeSetting
	if err := ts.UnmarshalText([]byte("10m+5s")); err != nil || ts.Preset || ts.String() != "10m+5s" {
		t.Errorf("10m+5s: %v %+v", err, ts)
	}
	s.Time = ts
	if s.Time.Preset || s.Time.Control.String() != "10m+5s" {
		t.Errorf("a chosen time control is not kept: %+v", s.Time)
	}
}

func TestLanguageResolve(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "ko_KR.UTF-8")
	if Auto.Resolve() != Korean || English.Resolve() != English {
		t.Error("a Korean locale does not give Korean")
	}
	t.Setenv("LANG", "de_DE.UTF-8")
	if Auto.Resolve() != English {
		t.Error("a German locale does not give English")
	}
}

// FuzzParse feeds the settings reader arbitrary text: it must not panic, every message it gives
// is short and printable (it quotes the file, never echoes it), a text TOML refuses always has a
// problem, and settings it read without problems must survive Template and Save.
func FuzzParse(f *testing.F) {
	f.Add(Template(Default()))
	f.Add("skin = \"pictogram\"\n[window]\nwidth = 640\n")
	f.Add("game = 'twelve' # c\n[setup]\ncho = \"상마상마\"\nhan = 'EHHE'\n")
	f.Add("level = 11\nx = [1, 2]\n[setup]\nfoo = {a = 1}\n")
	f.Add("[window]\nwidth = 800\n[window]\n")
	f.Add("\ufeffskin = \"han\x00ja\"\r\nlevel = 99999999999999999999\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, errs := Parse("f.toml", text)
		for _, e := range errs {
			msg := e.Error()
			if len(msg) > 1000 {
				t.Fatalf("a message of %d bytes: %.200q", len(msg), msg)
			}
			for _, r := range msg {
				if r < 0x20 || r == 0x7f {
					t.Fatalf("a control character in %q", msg)
				}
			}
		}
		var raw map[string]any
		if _, err := toml.Decode(text, &raw); err != nil && len(errs) == 0 {
			t.Fatalf("TOML refuses the text (%v) but no problem was reported", err)
		}
		if len(errs) > 0 {
			return
		}
		back, errs := Parse("t.toml", Template(s))
		if len(errs) > 0 || back != s {
			t.Fatalf("Template of accepted settings reads back as %+v, %v", back, errs)
		}
		want := Default()
		want.Skin, want.Width = Pictogram, 777
		if out, err := update(text, want); err == nil {
			if got, errs := Parse("u.toml", out); len(errs) > 0 || got != want {
				t.Fatalf("update gave a file that reads as %+v, %v", got, errs)
			}
		}
	})
}

// TestEngine reads the engine key: builtin, a program's path, and paths that cannot be engines,
// each refused with its line and what the key accepts.
func TestEngine(t *testing.T) {
	dir := t.TempDir()
	prog, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(plain, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		value string
		want  Engine
		err   string
	}{
		{"builtin", "", ""},
		{"", "", ""},
		{prog, Engine(prog), ""},
		{filepath.Join(dir, "missing"), "", "no engine program"},
		{dir, "", "is a folder"},
		{plain, "", "not executable"},
	} {
		s, errs := Parse("settings.toml", "level = 5\nengine = "+strconvQuote(tt.value)+"\n")
		if s.Engine != tt.want || s.Level != 5 {
			t.Errorf("engine = %q: read as %q, level %d", tt.value, s.Engine, s.Level)
		}
		switch {
		case tt.err == "" && len(errs) > 0:
			t.Errorf("engine = %q: %v", tt.value, errs)
		case tt.err != "" && (len(errs) != 1 || errs[0].Line != 2 || errs[0].Key != "engine" || !strings.Contains(errs[0].Error(), tt.err) || !strings.Contains(errs[0].Error(), "builtin")):
			t.Errorf("engine = %q: %v; want one error on line 2 saying %q", tt.value, errs, tt.err)
		}
	}
	if got, _ := Engine("").MarshalText(); string(got) != Builtin {
		t.Errorf("the built-in engine is written %q", got)
	}
}

func strconvQuote(s string) string { return `"` + strings.ReplaceAll(s, `\`, `\\`) + `"` }

// TestEveryKeyHasItsFlag checks that the command-line flags and the settings keys are the same
// list: every key has a flag of exactly its name (--time_control, --setup.cho, --window.width),
// every other flag but --settings is an alias of one, and each name sets its key.
func TestEveryKeyHasItsFlag(t *testing.T) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	RegisterFlags(fs)
	keys := map[string]bool{}
	for _, f := range fields {
		keys[f.path()] = true
		if fs.Lookup(f.path()) == nil {
			t.Errorf("settings key %s has no flag --%s", f.path(), f.path())
		}
	}
	fs.VisitAll(func(fl *flag.Flag) {
		if fl.Name == "settings" || keys[fl.Name] {
			return
		}
		if !strings.HasPrefix(fl.Usage, "the same as --") || !keys[strings.TrimPrefix(fl.Usage, "the same as --")] {
			t.Errorf("flag --%s is neither a settings key nor an alias of one (%q)", fl.Name, fl.Usage)
		}
	})
	// Each name, key or alias, sets the key's setting.
	values := map[string]string{"game": "xiangqi", "preset": "kja", "mode": "hotseat", "side": "han", "level": "9",
		"engine": "builtin", "time_control": "10m+5s", "skin": "pictogram", "language": "en", "sound": "false",
		"hints": "false", "eval_bar": "review", "hotseat_flip": "true", "tutorial_done": "board, cannon", "welcome": "false", "setup.cho": "EHEH", "setup.han": "HEHE", "window.width": "800",
		"window.height": "700"}
	for _, f := range fields {
		v, ok := values[f.path()]
		if !ok {
			t.Fatalf("no test value for %s", f.path())
		}
		for _, name := range []string{f.path(), f.alias} {
			if name == "" {
				continue
			}
			fs := flag.NewFlagSet("play", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			fl := RegisterFlags(fs)
			if err := fs.Parse([]string{"--" + name + "=" + v}); err != nil {
				t.Errorf("--%s=%s: %v", name, v, err)
				continue
			}
			s := Default()
			fl.Apply(&s)
			if got := f.value(&s); strings.Trim(got, `"`) != v {
				t.Errorf("--%s=%s set %s to %s", name, v, f.path(), got)
			}
		}
	}
}

// TestReadmeListsEveryKey checks that the README's settings table lists exactly the settings
// keys, so that it stays true when a key is added.
func TestReadmeListsEveryKey(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "\n## Settings\n")
	if start < 0 {
		t.Fatal("README.md has no Settings section")
	}
	section := text[start+1:]
	if end := strings.Index(section[1:], "\n## "); end >= 0 {
		section = section[:end+1]
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		first := strings.Split(line, "|")[1]
		table := ""
		for i, tok := range strings.Split(first, "`") {
			if i%2 == 0 {
				continue
			}
			if strings.HasPrefix(tok, "[") {
				name, key, _ := strings.Cut(tok[1:], "]")
				table, tok = name, strings.TrimSpace(key)
			}
			if table != "" {
				tok = table + "." + tok
			}
			listed[tok] = true
		}
	}
	for _, f := range fields {
		if !listed[f.path()] {
			t.Errorf("README's settings table does not list %s", f.path())
		}
		delete(listed, f.path())
	}
	for k := range listed {
		t.Errorf("README's settings table lists %s, which is no settings key", k)
	}
}

// TestChangesKeepWhatThePlayerLeftAlone checks that only the settings that differ between the
// window's two values reach the file's: auto and random stay, a change of each kind goes in,
// and a change back to the file's value goes in too.
func TestChangesKeepWhatThePlayerLeftAlone(t *testing.T) {
	base := Default()
	base.Lang, base.Side, base.Level = Auto, Random, 4
	was := base
	was.Lang, was.Side = English, Han // the window resolves auto and draws random
	now := was
	now.Skin, now.Setups[game.Han], now.Time = Pictogram, game.EHHE, TimeSetting{Control: clock.TimeControl{Main: time.Minute}}
	got := Changes(base, was, now)
	want := base
	want.Skin, want.Setups[game.Han], want.Time = Pictogram, game.EHHE, now.Time
	if got != want {
		t.Errorf("changes over the file's settings:\n got %+v\nwant %+v", got, want)
	}
	now.Side, now.Level = Cho, 4 // the side chosen; the level as it was
	if got := Changes(base, was, now); got.Side != Cho || got.Lang != Auto || got.Level != 4 {
		t.Errorf("side %v, language %v, level %v; want cho, auto, 4", got.Side, got.Lang, got.Level)
	}
	if got := Changes(base, was, was); got != base {
		t.Errorf("no change changed %+v into %+v", base, got)
	}
}

// TestRulesOfEachGame: each game the settings offer has its rules (the preset for Janggi, Xiangqi's
// own, none for Twelve Janggi), and the game setting writes each game's own name.
func TestRulesOfEachGame(t *testing.T) {
	s := Default()
	s.Preset = "casual"
	for g, want := range map[kind.Game]string{kind.Janggi: "casual", kind.Xiangqi: "xiangqi", kind.Twelve: ""} {
		s.Game = g
		name := ""
		if r := s.Rules(); r != nil {
			name = r.Name
		}
		if name != want {
			t.Errorf("%v: rules %q, want %q", g, name, want)
		}
	}
	for i, g := range settingGames {
		if gameEnum.names[i] != g.String() {
			t.Errorf("game setting %d writes %q for %v", i, gameEnum.names[i], g)
		}
	}
}
