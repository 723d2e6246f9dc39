package config

import (
	"encoding"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"janggi/game"
	"janggi/internal/atomicfile"
)

// field is one key of the settings file: where it lives, what it accepts, and how it reads and
// writes its part of Settings. The table drives reading, the commented first-run file, saving
// and the command-line flags, so that the four never disagree.
type field struct {
	table, key string // table "" is the top level
	alias      string // a shorter command-line flag beside the one named as the key ("" for none)
	comment    string // the comment above the key in the first-run file
	accepted   string // the accepted values, for errors and help
	text       func(*Settings) encoding.TextUnmarshaler
	boolean    func(*Settings) *bool
	integer    func(*Settings) *int
	min, max   int
}

func (f *field) path() string {
	if f.table == "" {
		return f.key
	}
	return f.table + "." + f.key
}

// fields lists every key in the order of the settings file (top-level keys first, as TOML wants).
var fields = []*field{
	{key: "game", comment: "The game: janggi, twelve (Twelve Janggi, 십이장기) or xiangqi.",
		accepted: gameEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return gameText{&s.Game} }},
	{key: "preset", comment: "Janggi rules: standard (tournament rules, counted endings), casual, traditional,\n# modern (Kakao), yeeqia, chessplayx or kja (Korea Janggi Association).",
		accepted: strings.Join(janggiPresets(), ", "), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Preset }},
	{key: "mode", comment: "Who plays: ai (you against the computer), hotseat (two players at one screen)\n# or aivsai (watch the computer play itself).",
		accepted: modeEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return modeText{&s.Mode} }},
	{key: "side", comment: "Your side against the computer: cho (moves first, at the bottom), han or random.",
		accepted: sideEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Side }},
	{key: "level", comment: "The computer's strength, from 1 (a first game) to 10 (its strongest).",
		accepted: fmt.Sprintf("a whole number from %d to %d", MinLevel, MaxLevel),
		integer:  func(s *Settings) *int { return (*int)(&s.Level) }, min: int(MinLevel), max: int(MaxLevel)},
	{key: "engine", comment: "The computer player: builtin, or the path of a UCI engine that plays Janggi (for example\n# /usr/games/fairy-stockfish), which then plays at the Skill Level matching the level above;\n# rules and games it does not know (yeeqia, chessplayx, kja, Twelve Janggi) stay with builtin.",
		accepted: "builtin, or the path of a UCI engine", text: func(s *Settings) encoding.TextUnmarshaler { return &s.Engine }},
	{key: "time_control", alias: "time", comment: "Time control: preset (the rules' usual: none, or 40 s a move for yeeqia, 5 min and\n# 3×30 s byoyomi for kja), none, \"move 40s\", \"10m\", \"10m+5s\" (Fischer) or \"5m 3x30s\" (byoyomi).",
		accepted: `preset, none, "move 40s", "10m", "10m+5s", "5m 3x30s", "3x30s"`, text: func(s *Settings) encoding.TextUnmarshaler { return &s.Time }},
	{key: "skin", comment: "Pieces: hanja (octagonal counters with characters) or pictogram (drawn figures).",
		accepted: skinEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Skin }},
	{key: "language", alias: "lang", comment: "Language of the window: auto (the system's), ko (한국어) or en (English).",
		accepted: languageEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Lang }},
	{key: "sound", comment: "Sounds for moves, check (장군), bikjang and the end of the game.",
		accepted: "true, false", boolean: func(s *Settings) *bool { return &s.Sound }},
	{key: "hints", comment: "Show where the selected piece may go.",
		accepted: "true, false", boolean: func(s *Settings) *bool { return &s.Hints }},
	{key: "eval_bar", comment: "The evaluation bar over the move list (the engine's view of the position shown): off,\n# review (in hot-seat games, opened records, reviews and finished games) or always (also against the computer).",
		accepted: evalBarEnum.accepted(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.EvalBar }},
	{key: "hotseat_flip", alias: "hotseat-flip", comment: "In hot-seat games, turn the board after every move so the player to move is at the bottom.",
		accepted: "true, false", boolean: func(s *Settings) *bool { return &s.FlipHotSeat }},
	{key: "tutorial_done", comment: "The tutorial's lessons done, separated by commas; the window adds each one finished.",
		accepted: "lesson names separated by commas: " + lessonNames(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.TutorialDone }},
	{key: "welcome", comment: "Ask who is playing at the next start (new to Janggi, against the computer, two people);\n# the window sets it to false once the player has chosen.",
		accepted: "true, false", boolean: func(s *Settings) *bool { return &s.Welcome }},
	{table: "setup", key: "cho", alias: "cho-setup", comment: "Horse (마) and elephant (상) arrangements, named left to right as Cho sees the board\n# (as .gib records name them): 마상상마 (HEEH), 상마마상 (EHHE), 마상마상 (HEHE), 상마상마 (EHEH).",
		accepted: setupNames(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Setups[game.Cho] }},
	{table: "setup", key: "han", alias: "han-setup",
		accepted: setupNames(), text: func(s *Settings) encoding.TextUnmarshaler { return &s.Setups[game.Han] }},
	{table: "window", key: "width", alias: "width", comment: "The window's size in pixels when it opens.",
		accepted: fmt.Sprintf("a whole number from %d to %d", MinWindow, MaxWindow),
		integer:  func(s *Settings) *int { return &s.Width }, min: MinWindow, max: MaxWindow},
	{table: "window", key: "height", alias: "height",
		accepted: fmt.Sprintf("a whole number from %d to %d", MinWindow, MaxWindow),
		integer:  func(s *Settings) *int { return &s.Height }, min: MinWindow, max: MaxWindow},
}

func setupNames() string {
	var n []string
	for _, s := range game.Setups() {
		n = append(n, s.Korean()+" ("+s.String()+")")
	}
	return strings.Join(n, ", ")
}

// tables are the settings file's tables.
var tables = []string{"setup", "window"}

// Error is one problem with the settings file. The game still starts: a bad value leaves its
// setting at the default, and the window shows the problem.
type Error struct {
	Path     string // the settings file
	Line     int    // 1-based; 0 when the problem has no line
	Key      string // the key, e.g. "skin" or "window.width"; "" for a syntax error
	Value    string // the bad value as written; "" for unknown keys and syntax errors
	Accepted string // what the key accepts
	Err      error
}

// Error returns e.g. `settings.toml:7: skin = "hanjaa": unknown skin "hanjaa" (accepted: hanja, pictogram)`.
// However long the file's text, the message stays short: keys, values and the reader's own words
// are cut to a few dozen characters (see excerpt).
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(escapeControls(e.Path))
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Key != "" {
		b.WriteString(printableKey(e.Key))
		if e.Value != "" {
			b.WriteString(" = " + e.Value)
		}
		b.WriteString(": ")
	}
	msg := cut(escapeControls(e.Err.Error()), maxMessage)
	b.WriteString(msg)
	if e.Accepted != "" && !strings.Contains(msg, "accepted") {
		b.WriteString(" (accepted: " + e.Accepted + ")")
	}
	return b.String()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Parse reads the text of a settings file. It returns the settings, the defaults standing for
// every missing or bad value, and every problem it found: syntax errors, unknown keys, and
// values of the wrong type or out of range, each with its key, line and the accepted values.
// path only names the file in the errors.
func Parse(path, text string) (Settings, []*Error) {
	s := Default()
	var raw map[string]any
	var errs []*Error
	if _, err := toml.Decode(text, &raw); err != nil {
		// The parser stops at the first mistake: read the file line by line instead, keeping
		// every key a line of its own gives, and reporting each line that cannot be read.
		raw, errs = parseLines(path, text)
		if len(errs) == 0 { // a mistake no line shows alone: the parser's, at the line it names
			errs = append(errs, &Error{Path: path, Line: offsetLine(text, err), Err: errors.New(syntaxMessage(err))})
		}
	}
	lines := keyLines(text)
	known := map[string]bool{}
	for _, f := range fields {
		known[f.path()] = true
		v, ok := lookup(raw, f.table, f.key)
		if !ok {
			continue
		}
		if err := f.set(&s, v); err != nil {
			errs = append(errs, &Error{Path: path, Line: lines[f.path()], Key: f.path(), Value: tomlValue(v), Accepted: f.accepted, Err: err})
		}
	}
	for _, t := range tables {
		known[t] = true
	}
	var unknown []string
	for k, v := range raw {
		if sub, ok := v.(map[string]any); ok && known[k] {
			for sk := range sub {
				if !known[k+"."+sk] {
					unknown = append(unknown, k+"."+sk)
				}
			}
			continue
		}
		if !known[k] {
			unknown = append(unknown, k)
			continue
		}
		if _, isField := fieldByPath(k); !isField {
			errs = append(errs, &Error{Path: path, Line: lines[k], Key: k, Value: tomlValue(v),
				Err: fmt.Errorf("must be a table: write [%s] on a line of its own with its keys below", k)})
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		errs = append(errs, &Error{Path: path, Line: lines[k], Key: k, Err: errUnknownKey, Accepted: keysBeside(k)})
	}
	sort.SliceStable(errs, func(i, j int) bool { return errs[i].Line < errs[j].Line })
	return s, errs
}

// parseLines reads a file the TOML parser gave up on, one line at a time (each under the table
// header above it), and returns what the readable lines hold and an error for every other line,
// naming its key when the line has one. Keys under a table header that cannot be read are left
// out: that header's error covers them.
func parseLines(path, text string) (map[string]any, []*Error) {
	raw := map[string]any{}
	var errs []*Error
	table, badTable := "", false
	headers := map[string]int{} // each table header's line
	for i, line := range strings.Split(strings.TrimPrefix(text, bom), "\n") {
		line = strings.TrimSuffix(line, "\r") // a Windows line end: TOML takes it only before \n
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		doc := line
		if trimmed[0] == '[' {
			table, badTable = "", true
		} else if badTable {
			continue
		} else if table != "" {
			doc = "[" + table + "]\n" + line
		}
		var m map[string]any
		var err error
		if trimmed[0] == '[' || keyLine.MatchString(line) {
			_, err = toml.Decode(doc, &m)
		} else {
			err = errors.New("want key = value, or a [table] header")
		}
		if err == nil && trimmed[0] == '[' {
			if tm := tableLine.FindStringSubmatch(line); tm == nil {
				err = errors.New("want a table name alone in brackets, like [window]")
			} else if first, seen := headers[unquoteKey(tm[1])]; seen {
				err = fmt.Errorf("[%s] is written twice (first on line %d): write its keys under one", printableKey(unquoteKey(tm[1])), first)
			} else {
				table, badTable = unquoteKey(tm[1]), false
				headers[table] = i + 1
			}
		}
		if err == nil {
			err = merge(raw, m)
		}
		if err == nil {
			continue
		}
		e := &Error{Path: path, Line: i + 1, Err: errors.New(syntaxMessage(err))}
		if km := keyLine.FindStringSubmatch(line); km != nil && trimmed[0] != '[' {
			e.Key = unquoteKey(km[1])
			if table != "" {
				e.Key = table + "." + e.Key
			}
			e.Value = printable(strings.TrimSpace(line[len(km[0]):]))
			if f, ok := fieldByPath(e.Key); ok {
				e.Accepted = f.accepted
			}
		}
		errs = append(errs, e)
	}
	return raw, errs
}

// offsetLine returns the line of the file a TOML parse error points at, counted from its byte
// offset (the parser's own line number is one too far when the mistake is a line's end).
func offsetLine(text string, err error) int {
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		return 0
	}
	if start := pe.Position.Start; start >= 0 && start <= len(text) {
		return strings.Count(text[:start], "\n") + 1
	}
	return pe.Position.Line
}

// syntaxMessage returns the TOML parser's complaint without its position (the line is given
// apart), in words a player can act on.
func syntaxMessage(err error) string {
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		return err.Error()
	}
	msg := pe.Message
	if strings.Contains(msg, "out of range for int64") {
		return "the number is far out of range"
	}
	return "cannot read this line: " + msg
}

// merge adds the keys of src to dst, tables into tables; a key that both hold is an error.
func merge(dst, src map[string]any) error {
	for k, v := range src {
		old, ok := dst[k]
		if !ok {
			dst[k] = v
			continue
		}
		om, ok1 := old.(map[string]any)
		nm, ok2 := v.(map[string]any)
		if !ok1 || !ok2 {
			return fmt.Errorf("%s is set twice", printableKey(k))
		}
		if err := merge(om, nm); err != nil {
			return err
		}
	}
	return nil
}

var errUnknownKey = errors.New("unknown key")

// lookup finds a key's value in the decoded file.
func lookup(raw map[string]any, table, key string) (any, bool) {
	if table != "" {
		t, ok := raw[table].(map[string]any)
		if !ok {
			return nil, false
		}
		raw = t
	}
	v, ok := raw[key]
	return v, ok
}

func fieldByPath(p string) (*field, bool) {
	for _, f := range fields {
		if f.path() == p {
			return f, true
		}
	}
	return nil, false
}

// keysBeside returns the keys the settings file accepts where the unknown key k stands: in its
// table, or at the top level with the tables.
func keysBeside(k string) string {
	table := ""
	for _, t := range tables {
		if strings.HasPrefix(k, t+".") {
			table = t
		}
	}
	var keys []string
	for _, f := range fields {
		if f.table == table {
			keys = append(keys, f.key)
		}
	}
	if table != "" {
		return "in [" + table + "] " + strings.Join(keys, ", ")
	}
	for _, t := range tables {
		keys = append(keys, "["+t+"]")
	}
	return strings.Join(keys, ", ")
}

// set stores a decoded TOML value in the field's setting, checking its type and range.
func (f *field) set(s *Settings, v any) error {
	switch {
	case f.text != nil:
		str, ok := v.(string)
		if !ok {
			return fmt.Errorf("want a quoted text value, not a %s", tomlType(v))
		}
		if len(str) > maxValue {
			return fmt.Errorf("a value of %d bytes is too long (at most %d)", len(str), maxValue)
		}
		return f.text(s).UnmarshalText([]byte(str))
	case f.boolean != nil:
		b, ok := v.(bool)
		if !ok {
			return fmt.Errorf("want true or false, not a %s", tomlType(v))
		}
		*f.boolean(s) = b
	case f.integer != nil:
		n, ok := v.(int64)
		if !ok {
			return fmt.Errorf("want a whole number, not a %s", tomlType(v))
		}
		if n < int64(f.min) || n > int64(f.max) {
			return fmt.Errorf("%d is out of range", n)
		}
		*f.integer(s) = int(n)
	}
	return nil
}

// value returns the setting's value as it is written in the file.
func (f *field) value(s *Settings) string {
	switch {
	case f.text != nil:
		b, err := f.text(s).(encoding.TextMarshaler).MarshalText()
		if err != nil {
			return `""`
		}
		return tomlString(string(b))
	case f.boolean != nil:
		return strconv.FormatBool(*f.boolean(s))
	}
	return strconv.Itoa(*f.integer(s))
}

func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "text"
	case bool:
		return "true/false value"
	case int64:
		return "whole number"
	case float64:
		return "fractional number"
	case map[string]any:
		return "table"
	case []any, []map[string]any:
		return "list"
	}
	return "date or time"
}

// tomlValue writes a decoded value back roughly as it was written, cut short, for error messages.
func tomlValue(v any) string {
	switch x := v.(type) {
	case string:
		if c := utf8.RuneCountInString(x); c > maxQuoted {
			return fmt.Sprintf("%s (%d characters)", tomlString(cut(x, maxQuoted)), c)
		}
		return tomlString(x)
	case map[string]any:
		return "{...}"
	case []any, []map[string]any:
		return "[...]"
	}
	return excerpt(fmt.Sprint(v), maxQuoted)
}

// tomlString writes a TOML basic string.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r > 0xffff && !unicode.IsPrint(r):
			fmt.Fprintf(&b, "\\U%08X", r)
		case r < 0x20 || r == 0x7f || (r > 0x7f && !unicode.IsPrint(r)): // controls, and marks such as a right-to-left override
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// keyLine matches a key at the start of a line: bare, quoted, or dotted ("window.width = 1").
var (
	keyLine   = regexp.MustCompile(`^\s*((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*=`)
	tableLine = regexp.MustCompile(`^\s*\[\s*([^\[\]]+?)\s*\]\s*(?:#.*)?$`)
	// arrayTableLine is a [[name]] header, which the settings never use but TOML reads.
	arrayTableLine = regexp.MustCompile(`^\s*\[\[\s*([^\[\]]+?)\s*\]\]\s*(?:#.*)?$`)
)

// keyLines finds the line of every key in the file's text (the decoder does not say), as
// "table.key" → 1-based line; a table's own line is under its name.
func keyLines(text string) map[string]int {
	out := map[string]int{}
	table := ""
	for i, line := range strings.Split(strings.TrimPrefix(text, bom), "\n") {
		m := tableLine.FindStringSubmatch(line)
		if m == nil {
			m = arrayTableLine.FindStringSubmatch(line)
		}
		if m != nil {
			table = unquoteKey(m[1])
			if _, ok := out[table]; !ok {
				out[table] = i + 1
			}
			continue
		}
		if m := keyLine.FindStringSubmatch(line); m != nil {
			k := unquoteKey(m[1])
			if table != "" {
				k = table + "." + k
			}
			if _, ok := out[k]; !ok {
				out[k] = i + 1
			}
			if top, _, dotted := strings.Cut(k, "."); dotted {
				if _, ok := out[top]; !ok {
					out[top] = i + 1
				}
			}
		}
	}
	return out
}

// unquoteKey turns `"a" . b` into "a.b".
func unquoteKey(k string) string {
	parts := strings.Split(k, ".")
	for i, p := range parts {
		parts[i] = strings.Trim(strings.TrimSpace(p), `"'`)
	}
	return strings.Join(parts, ".")
}

// Load reads the settings file at path (see Parse). A file it cannot read gives the defaults
// and one Error; a missing file's error satisfies errors.Is(err, fs.ErrNotExist). A file larger
// than MaxFileSize, or one that is not a regular file, is not read.
func Load(path string) (Settings, []*Error) {
	data, err := readFile(path)
	if err != nil {
		return Default(), []*Error{{Path: path, Err: err}}
	}
	return Parse(path, string(data))
}

// loadOrCreate is Load, except that on a first run, when the file does not exist, it writes the
// defaults there with a comment on every key and returns them; with mkdir it makes the folder
// too, without it writes only into a folder that exists. It reports whether it wrote the file.
func loadOrCreate(path string, mkdir bool) (Settings, bool, []*Error) {
	s, errs := Load(path)
	if len(errs) != 1 || !isNotExist(errs[0].Err) {
		return s, false, errs
	}
	if !mkdir {
		dir := filepath.Dir(path)
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			return s, false, []*Error{{Path: path, Err: fmt.Errorf("no such file, and no folder %s to write it in: the defaults are used, and nothing is saved", dir)}}
		}
	}
	if err := create(path, s, mkdir); err != nil {
		return s, false, []*Error{{Path: path, Err: fmt.Errorf("cannot write the first-run settings: %w", err)}}
	}
	return s, true, nil
}

// create writes a new settings file, refusing to replace one that appeared meanwhile.
func create(path string, s Settings, mkdir bool) error {
	if mkdir {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(Template(s))
	if err2 := f.Close(); err == nil {
		err = err2
	}
	return err
}

// Template returns a whole settings file holding s, with a comment on every key.
func Template(s Settings) string {
	var b strings.Builder
	b.WriteString("# Janggi settings. Written with the defaults on the first run; edit freely.\n" +
		"# Command-line flags override these for one run (janggi play -h lists them).\n" +
		"# A key the game does not know, or a value it does not accept, is shown at start\n" +
		"# and the default is used for it; this file is never rewritten while it has errors.\n")
	table := ""
	for _, f := range fields {
		if f.table != table {
			table = f.table
			fmt.Fprintf(&b, "\n[%s]\n", table)
		} else if f.comment != "" {
			b.WriteString("\n") // keys without a comment go right below the one before
		}
		if f.comment != "" {
			b.WriteString("# " + f.comment + "\n")
		}
		fmt.Fprintf(&b, "%s = %s\n", f.key, f.value(&s))
	}
	return b.String()
}

// ErrFileHasErrors is returned by Save for a settings file it will not rewrite.
var ErrFileHasErrors = errors.New("the settings file could not be read cleanly; it is left as it is")

// Save writes s to the settings file at path, atomically. A new file gets the commented
// template. In an existing file only the values that changed are rewritten, in place, so the
// player's comments and layout stay. Save refuses, with an error wrapping ErrFileHasErrors, to
// touch a file it cannot read or parse, or that has bad values or unknown keys: those are the
// player's text, and the window has shown them as errors, so they are never silently replaced.
func Save(path string, s Settings) error {
	data, err := readFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		return atomicfile.Write(path, []byte(Template(s)), 0o644)
	}
	if err != nil {
		return fmt.Errorf("%s: %v: %w", path, err, ErrFileHasErrors)
	}
	if _, errs := Parse(path, string(data)); len(errs) > 0 {
		return fmt.Errorf("%w: %v", ErrFileHasErrors, errs[0])
	}
	text, err := update(string(data), s)
	if err != nil {
		return fmt.Errorf("%s: %v: %w", path, err, ErrFileHasErrors)
	}
	if text == string(data) {
		return nil
	}
	return atomicfile.Write(path, []byte(text), 0o644)
}

// update rewrites the values of text that differ from s, adding missing keys to their table,
// and checks that the result reads back as s.
func update(text string, s Settings) (string, error) {
	cur, _ := Parse("", text)
	lines := strings.Split(text, "\n")
	at := keyLines(text)
	for _, f := range fields {
		want := f.value(&s)
		if f.value(&cur) == want {
			continue // unchanged, or missing and wanted at its default
		}
		if n, ok := at[f.path()]; ok {
			replaced, ok := replaceValue(lines[n-1], want)
			if !ok {
				return "", fmt.Errorf("line %d: cannot rewrite the value of %s", n, f.path())
			}
			lines[n-1] = replaced
		} else {
			lines = insertKey(lines, f.table, f.key+" = "+want)
		}
		text = strings.Join(lines, "\n")
		at = keyLines(text)
	}
	got, errs := Parse("", text)
	if len(errs) > 0 || got != s {
		return "", errors.New("the rewritten file does not read back as the settings")
	}
	return text, nil
}

// replaceValue swaps the value on a `key = value  # comment` line, keeping the key and the comment.
func replaceValue(line, value string) (string, bool) {
	eq := strings.IndexByte(line, '=')
	if eq < 0 {
		return "", false
	}
	rest := line[eq+1:]
	body := strings.TrimLeft(rest, " \t")
	end := len(body)
	switch {
	case strings.HasPrefix(body, `"""`), strings.HasPrefix(body, "'''"), strings.HasPrefix(body, "["), strings.HasPrefix(body, "{"):
		return "", false // multi-line strings, lists and inline tables are not the settings' forms
	case strings.HasPrefix(body, `"`):
		i := 1
		for i < len(body) && body[i] != '"' {
			if body[i] == '\\' {
				i++
			}
			i++
		}
		end = min(i+1, len(body))
	case strings.HasPrefix(body, "'"):
		if i := strings.IndexByte(body[1:], '\''); i >= 0 {
			end = i + 2
		}
	default:
		if i := strings.IndexByte(body, '#'); i >= 0 {
			end = i
		}
		end = len(strings.TrimRight(body[:end], " \t"))
	}
	return line[:eq+1] + " " + value + body[end:], true
}

// insertKey adds a key line at the end of its table, creating the table at the end of the file
// when it is missing; top-level keys go before the first table.
func insertKey(lines []string, table, kv string) []string {
	start, end := 0, len(lines)
	if table != "" {
		start = -1
		for i, l := range lines {
			if m := tableLine.FindStringSubmatch(l); m != nil && unquoteKey(m[1]) == table {
				start = i + 1
				break
			}
		}
		if start < 0 {
			for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
				lines = lines[:len(lines)-1]
			}
			return append(lines, "", "["+table+"]", kv, "")
		}
	}
	for i := start; i < len(lines); i++ {
		if tableLine.MatchString(lines[i]) {
			end = i
			break
		}
	}
	at := end // after the table's last non-blank line
	for at > start && strings.TrimSpace(lines[at-1]) == "" {
		at--
	}
	return append(lines[:at], append([]string{kv}, lines[at:]...)...)
}
