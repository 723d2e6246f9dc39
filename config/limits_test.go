package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"janggi/game"
	"janggi/game/kind"
)

// TestSyntaxErrorsAtTheirLine checks that each kind of syntax error is reported at the line that
// holds it (an unclosed table header was reported one line down), and that every other line's
// key is kept.
func TestSyntaxErrorsAtTheirLine(t *testing.T) {
	for _, bad := range []string{
		"level = = 3", "level =", `skin = "abc`, "level 7", "[window", "level = 7 8", "level = [1,",
		`"sound`, "level = 'abc", `level = """abc`, "[[window]]", "= 3", "level = 99999999999999999999",
	} {
		text := "hints = false\n" + bad + "\nmode = \"hotseat\"\n"
		s, errs := Parse("s.toml", text)
		if len(errs) == 0 || errs[0].Line != 2 {
			t.Errorf("%q on line 2: %v", bad, errs)
			continue
		}
		if s.Hints || (!strings.HasPrefix(bad, "[") && s.Mode != kind.HotSeat) {
			t.Errorf("%q on line 2: the readable lines were not kept: %+v", bad, s)
		}
	}
}

// TestBadLinesKeepTheRest is the file: one bad line must not send level = 7 back to
// the default, and the file still counts as having errors (Save leaves it alone).
func TestBadLinesKeepTheRest(t *testing.T) {
	text := "level = 7\nskin = \"pictogram\"\nsound = maybe\n\n[window]\nwidth = 800\nheight = 99999999999999999999\n\n[setup]\ncho = \"EHHE\"\nhan = \"EHHE\"\nhan = \"HEHE\"\n"
	s, errs := Parse("settings.toml", text)
	want := Default()
	want.Level, want.Skin, want.Width, want.Setups[game.Cho], want.Setups[game.Han] = 7, Pictogram, 800, game.EHHE, game.EHHE
	if s != want {
		t.Errorf("read %+v\nwant %+v", s, want)
	}
	wantErrs := []struct {
		line      int
		key, text string
	}{
		{3, "sound", "sound = maybe: cannot read this line"},
		{7, "window.height", "window.height = 99999999999999999999: the number is far out of range (accepted: a whole number from 320 to 16384)"},
		{12, "setup.han", "han is set twice"},
	}
	if len(errs) != len(wantErrs) {
		t.Fatalf("%d problems, want %d: %v", len(errs), len(wantErrs), errs)
	}
	for i, w := range wantErrs {
		if e := errs[i]; e.Line != w.line || e.Key != w.key || !strings.Contains(e.Error(), w.text) {
			t.Errorf("problem %d: %v (line %d, key %q); want line %d, key %s, saying %q", i, e, e.Line, e.Key, w.line, w.key, w.text)
		}
	}
	path := filepath.Join(t.TempDir(), "settings.toml")
	os.WriteFile(path, []byte(text), 0o644)
	if err := Save(path, Default()); !errors.Is(err, ErrFileHasErrors) {
		t.Errorf("Save over a file with a bad line: %v", err)
	}
}

// TestLongValuesAreQuotedShort checks that a message quotes at most a few dozen characters of a
// value or key, however long: the 20 KB, 200 KB and 10 MB values (the last past the
// file's limit is refused whole).
func TestLongValuesAreQuotedShort(t *testing.T) {
	for _, n := range []int{20 << 10, 200 << 10} {
		for _, text := range []string{
			"skin = \"" + strings.Repeat("a", n) + "\"\n",
			"time_control = \"" + strings.Repeat("5", n) + "\"\n",
			"engine = \"/" + strings.Repeat("b", n) + "\"\n",
			strings.Repeat("k", n) + " = 1\n",
			"level = " + strings.Repeat("9", n) + "\n",
			"skin = \"" + strings.Repeat("a", n) + "\n",
			"[" + strings.Repeat("t", n) + "]\n",
		} {
			_, errs := Parse("settings.toml", text)
			if len(errs) != 1 {
				t.Errorf("%.20q… (%d bytes): %d problems, want 1", text, len(text), len(errs))
				continue
			}
			msg := errs[0].Error()
			if len(msg) > 600 || strings.Contains(msg, strings.Repeat(text[:1], maxQuoted+1)) {
				t.Errorf("%.20q… (%d bytes): a message of %d bytes: %.300s", text, len(text), len(msg), msg)
			}
		}
	}
	_, errs := Parse("settings.toml", "skin = \""+strings.Repeat("a", 20<<10)+"\"\n")
	if want := `settings.toml:1: skin = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" (20480 characters): a value of 20480 bytes is too long (at most 4096) (accepted: hanja, pictogram)`; errs[0].Error() != want {
		t.Errorf("20 KB skin:\n%s\nwant\n%s", errs[0], want)
	}
}

// TestSettingsFileSizeLimit checks the limit at MaxFileSize and one byte past it: a file of
// exactly MaxFileSize is read, a byte more gives the defaults, one error naming the limit, and a
// file Save leaves as it is.
func TestSettingsFileSizeLimit(t *testing.T) {
	dir := t.TempDir()
	body := "skin = \"pictogram\"\n"
	pad := MaxFileSize - len(body) - 1
	at := body + "#" + strings.Repeat("x", pad-1) + "\n"
	if len(at) != MaxFileSize {
		t.Fatalf("test file of %d bytes", len(at))
	}
	path := filepath.Join(dir, "at.toml")
	os.WriteFile(path, []byte(at), 0o644)
	if s, errs := Load(path); len(errs) > 0 || s.Skin != Pictogram {
		t.Errorf("a file of MaxFileSize bytes: %v, skin %v", errs, s.Skin)
	}
	past := filepath.Join(dir, "past.toml")
	os.WriteFile(past, []byte(at+"\n"), 0o644)
	s, errs := Load(past)
	if s != Default() || len(errs) != 1 || !strings.Contains(errs[0].Error(), "at most 64 KB") {
		t.Errorf("a file of MaxFileSize+1 bytes: %v, %+v", errs, s)
	}
	if err := Save(past, Default()); !errors.Is(err, ErrFileHasErrors) {
		t.Errorf("Save over a file too large to read: %v", err)
	}
	if got, _ := os.ReadFile(past); string(got) != at+"\n" {
		t.Error("the file too large to read was changed")
	}
}

// TestManyProblemsAreSummarised checks that the lines shown for a file full of unknown keys stop
// at MaxShown and say how many more there are.
func TestManyProblemsAreSummarised(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "k%d = 1\n", i)
	}
	_, errs := Parse("settings.toml", b.String())
	if len(errs) != 5000 {
		t.Fatalf("%d problems for 5000 unknown keys", len(errs))
	}
	lines := Summary(errs, MaxShown)
	if len(lines) != MaxShown+1 || lines[MaxShown] != "… and 4970 more problems in settings.toml" {
		t.Errorf("summary of %d lines ending %q", len(lines), lines[len(lines)-1])
	}
	if got := Summary(errs[:MaxShown+1], MaxShown); len(got) != MaxShown+1 || strings.Contains(got[MaxShown], "more") {
		t.Errorf("one problem past the cap is shown rather than summarised: %q", got[MaxShown])
	}
}

// TestOnlyRegularFilesAreRead checks that a FIFO, a device and a folder named as the settings
// file are refused at once (a FIFO blocked for ever, /dev/zero filled the memory).
func TestOnlyRegularFilesAreRead(t *testing.T) {
	paths := []string{t.TempDir()}
	if runtime.GOOS == "linux" {
		fifo := filepath.Join(t.TempDir(), "fifo.toml")
		if err := mkfifo(fifo); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, fifo, "/dev/zero")
	}
	for _, p := range paths {
		done := make(chan []*Error, 1)
		go func() { _, errs := Load(p); done <- errs }()
		select {
		case errs := <-done:
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), "not a regular file") {
				t.Errorf("%s: %v", p, errs)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: Load did not return", p)
		}
	}
}

// TestSettingsFlagMakesNoFolders checks --settings: a missing file in a folder that exists is
// written and named by Created; in a folder that does not exist (a mistyped path) nothing is
// made and the problem says so.
func TestSettingsFlagMakesNoFolders(t *testing.T) {
	dir := t.TempDir()
	load := func(path string) (*Flags, Settings, []*Error) {
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fl := RegisterFlags(fs)
		if err := fs.Parse([]string{"--settings", path, "--level", "5"}); err != nil {
			t.Fatal(err)
		}
		s, _, errs := fl.Load()
		return fl, s, errs
	}
	typo := filepath.Join(dir, "confg", "janggi", "settings.toml")
	fl, s, errs := load(typo)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "no folder "+filepath.Dir(typo)) || s.Level != 5 || fl.Created() != "" {
		t.Errorf("--settings in a missing folder: %v, level %d, created %q", errs, s.Level, fl.Created())
	}
	if _, err := os.Stat(filepath.Join(dir, "confg")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("--settings in a missing folder made folders: %v", err)
	}
	fresh := filepath.Join(dir, "new.toml")
	fl, _, errs = load(fresh)
	if len(errs) > 0 || fl.Created() != fresh {
		t.Errorf("--settings of a new file: %v, created %q", errs, fl.Created())
	}
	if s, errs := Load(fresh); len(errs) > 0 || s != Default() {
		t.Errorf("the new file reads %v, %+v", errs, s)
	}
	fl, _, _ = load(fresh)
	if fl.Created() != "" {
		t.Errorf("an existing file is said to be created")
	}
}

// BenchmarkParseWorst measures the settings reader on the largest files it reads, of the
// shapes that cost it most: every line a syntax error, keys read line by line after a syntax
// error, every key unknown.
func BenchmarkParseWorst(b *testing.B) {
	var unknown strings.Builder
	for i := 0; unknown.Len() < MaxFileSize-20; i++ {
		fmt.Fprintf(&unknown, "k%d=1\n", i)
	}
	for _, c := range []struct{ name, text string }{
		{"bad-lines", strings.Repeat("a\n", MaxFileSize/2)},
		{"keys-after-a-syntax-error", "x = = 1\n" + unknown.String()[:unknown.Len()-8]},
		{"unknown-keys", unknown.String()},
	} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_, errs := Parse("s", c.text)
				Summary(errs, MaxShown)
			}
		})
	}
}

// TestSecondPassInputs are the settings files of the second pass of hostile testing: a table
// written twice (read line by line, it gave no error at all and Save would have rewritten a file
// TOML refuses), a NUL in a value (quoted, never echoed raw), a byte order mark and Windows line
// ends (read and saved like any file).
func TestSecondPassInputs(t *testing.T) {
	s, errs := Parse("s.toml", "[window]\nwidth = 800\n[window]\nheight = 700\n")
	if len(errs) != 1 || errs[0].Line != 3 || !strings.Contains(errs[0].Error(), "[window] is written twice (first on line 1)") || s.Width != 800 {
		t.Errorf("a table written twice: %v, width %d", errs, s.Width)
	}
	// Windows line ends in a file read line by line (a bad line elsewhere): each line still reads.
	s, errs = Parse("s.toml", "level = 7\r\nskin = \"pictogram\"\r\nsound = maybe\r\n[window]\r\nwidth = 800\r\n")
	if len(errs) != 1 || errs[0].Line != 3 || s.Level != 7 || s.Skin != Pictogram || s.Width != 800 {
		t.Errorf("CRLF lines read one by one: %v, %+v", errs, s)
	}
	if _, errs := Parse("s.toml", "window = {width = 800}\n[window]\nheight = 700\n"); len(errs) == 0 {
		t.Error("an inline table and a header of the same table: no error")
	}
	// A right-to-left override in a value is shown escaped, never obeyed.
	if _, errs := Parse("s.toml", "language = \"\u202eko\"\n"); len(errs) != 1 || strings.ContainsRune(errs[0].Error(), '\u202e') {
		t.Errorf("a right-to-left override: %q", errs)
	}
	_, errs = Parse("s.toml", "level = 4\nskin = \"han\x00ja\"\n")
	if len(errs) != 1 || errs[0].Line != 2 || strings.ContainsRune(errs[0].Error(), 0) || !strings.Contains(errs[0].Error(), `\x00`) {
		t.Errorf("a NUL in a value: %q", errs)
	}
	dir := t.TempDir()
	for name, text := range map[string]string{
		"bom.toml":  "\ufeffskin = \"hanja\"\nlevel = 3\n",
		"crlf.toml": "skin = \"hanja\"\r\nlevel = 3\r\n\r\n[window]\r\nwidth = 800\r\n",
	} {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text), 0o644)
		s, errs := Load(path)
		if len(errs) > 0 || s.Skin != Hanja {
			t.Errorf("%s: %v", name, errs)
			continue
		}
		s.Skin, s.Level = Pictogram, 8
		if err := Save(path, s); err != nil {
			t.Errorf("%s: Save: %v", name, err)
			continue
		}
		if back, errs := Load(path); len(errs) > 0 || back != s {
			t.Errorf("%s: saved and read back: %v, %+v", name, errs, back)
		}
	}
}

// TestValueLengthLimit checks the text value limit at maxValue and one past it: at the limit the
// value is read (and refused as no skin, quoted short), one byte more is refused unread.
func TestValueLengthLimit(t *testing.T) {
	at := strings.Repeat("a", maxValue)
	_, errs := Parse("s.toml", "skin = \""+at+"\"\n")
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "unknown skin") || strings.Contains(errs[0].Error(), strings.Repeat("a", maxQuoted+1)) {
		t.Errorf("a value of maxValue bytes: %v", errs)
	}
	_, errs = Parse("s.toml", "skin = \""+at+"a\"\n")
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), fmt.Sprintf("a value of %d bytes is too long (at most %d)", maxValue+1, maxValue)) {
		t.Errorf("a value of maxValue+1 bytes: %v", errs)
	}
}

// TestUnprintableValuesRoundTrip checks that a value with characters that are not printable
// (a right-to-left override, a private-use character past U+FFFF) is written escaped and reads
// back as it was.
func TestUnprintableValuesRoundTrip(t *testing.T) {
	for _, v := range []string{"\u202eko", "a\U000F0000b", "tab\there"} {
		q := tomlString(v)
		var m map[string]string
		if _, err := toml.Decode("k = "+q+"\n", &m); err != nil || m["k"] != v {
			t.Errorf("%q written %s reads back as %q, %v", v, q, m["k"], err)
		}
	}
}
