package clock

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"janggi/game"
)

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		text string
		want TimeControl
		kind Kind
		form string // the canonical notation String writes
	}{
		{"none", TimeControl{}, NoClock, "none"},
		{"", TimeControl{}, NoClock, "none"},
		{"  NONE ", TimeControl{}, NoClock, "none"},
		{"move 40s", TimeControl{PerMove: 40 * time.Second}, MoveLimit, "move 40s"},
		{"Move   0.5s", TimeControl{PerMove: 500 * time.Millisecond}, MoveLimit, "move 0.5s"},
		{"move 1m30s", TimeControl{PerMove: 90 * time.Second}, MoveLimit, "move 1m30s"},
		{"5m", TimeControl{Main: 5 * time.Minute}, SuddenDeath, "5m"},
		{"1h", TimeControl{Main: time.Hour}, SuddenDeath, "1h"},
		{"90s", TimeControl{Main: 90 * time.Second}, SuddenDeath, "1m30s"},
		{"1h30m", TimeControl{Main: 90 * time.Minute}, SuddenDeath, "1h30m"},
		{"250ms", TimeControl{Main: 250 * time.Millisecond}, SuddenDeath, "0.25s"},
		{"10m+5s", TimeControl{Main: 10 * time.Minute, Increment: 5 * time.Second}, Fischer, "10m+5s"},
		{"3m+2.5s", TimeControl{Main: 3 * time.Minute, Increment: 2500 * time.Millisecond}, Fischer, "3m+2.5s"},
		{"5m 3x30s", TimeControl{Main: 5 * time.Minute, Periods: 3, Period: 30 * time.Second}, Byoyomi, "5m 3x30s"},
		{"5M 3×30S", TimeControl{Main: 5 * time.Minute, Periods: 3, Period: 30 * time.Second}, Byoyomi, "5m 3x30s"},
		{"1h 5x1m", TimeControl{Main: time.Hour, Periods: 5, Period: time.Minute}, Byoyomi, "1h 5x1m"},
		{"3x30s", TimeControl{Periods: 3, Period: 30 * time.Second}, Byoyomi, "3x30s"},
		{"0s 1x10s", TimeControl{Periods: 1, Period: 10 * time.Second}, Byoyomi, "1x10s"},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.text)
		if err != nil {
			t.Errorf("ParseTimeControl(%q): %v", tt.text, err)
			continue
		}
		if got != tt.want || got.Kind() != tt.kind || got.String() != tt.form {
			t.Errorf("ParseTimeControl(%q) = %+v (%v, %q), want %+v (%v, %q)",
				tt.text, got, got.Kind(), got, tt.want, tt.kind, tt.form)
		}
		again, err := ParseTimeControl(got.String())
		if err != nil || again != got {
			t.Errorf("%q does not read back: %+v, %v", got.String(), again, err)
		}
	}
}

func TestParseTimeControlErrors(t *testing.T) {
	tests := []struct{ text, why string }{
		{"move", `"move" takes one duration`},
		{"move 40s 5m", `"move" takes one duration`},
		{"move 0s", "more than zero"},
		{"move -1s", `bad duration "-1s"`},
		{"40", `bad duration "40"`},
		{"5 minutes", `bad duration "5"`},
		{"+5m", "needs main time before the +"},
		{"0s", "more than zero"},
		{"10m+", `bad duration ""`},
		{"10m+0s", "more than zero"},
		{"5m 3*30s", `must be periods x length`},
		{"5m 0x30s", `period count "0"`},
		{"5m 100x30s", `period count "100"`},
		{"5m x30s", `period count ""`},
		{"5m 3x", `bad duration ""`},
		{"5m 3x0s", "more than zero"},
		{"10m+5s 3x30s", "byoyomi cannot be combined with an increment"},
		{"5m 3x30s 1m", "too many parts"},
		{"1500us", "finer than a millisecond"},
		{"25h", "out of range"},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.text)
		if err == nil {
			t.Errorf("ParseTimeControl(%q) = %v, want an error", tt.text, got)
			continue
		}
		msg := err.Error()
		for _, part := range []string{tt.why, `"` + tt.text + `"`, "accepted forms", "5m 3x30s"} {
			if !strings.Contains(msg, part) {
				t.Errorf("ParseTimeControl(%q) error %q does not say %q", tt.text, msg, part)
			}
		}
	}
}

func TestTimeControlValidate(t *testing.T) {
	s, m := time.Second, time.Minute
	tests := []struct {
		tc  TimeControl
		why string // "" for valid
	}{
		{TimeControl{}, ""},
		{TimeControl{Main: 5 * m, Periods: 3, Period: 30 * s}, ""},
		{TimeControl{PerMove: 40 * s, Main: 5 * m}, "per-move limit cannot be combined"},
		{TimeControl{PerMove: 40 * s, Increment: s}, "per-move limit cannot be combined"},
		{TimeControl{Main: 5 * m, Periods: 3}, "need a period length"},
		{TimeControl{Main: 5 * m, Period: 30 * s}, "needs a number of periods"},
		{TimeControl{Main: 5 * m, Periods: 3, Period: 30 * s, Increment: s}, "byoyomi cannot be combined"},
		{TimeControl{Increment: s}, "an increment needs main time"},
		{TimeControl{Main: -s}, "out of range"},
		{TimeControl{Main: 5 * m, Periods: -1, Period: s}, "out of range"},
		{TimeControl{PerMove: s + time.Microsecond}, "finer than a millisecond"},
	}
	for _, tt := range tests {
		err := tt.tc.Validate()
		switch {
		case tt.why == "" && err != nil:
			t.Errorf("%+v: unexpected error %v", tt.tc, err)
		case tt.why != "" && (err == nil || !strings.Contains(err.Error(), tt.why)):
			t.Errorf("%+v: error %v, want one saying %q", tt.tc, err, tt.why)
		}
		if _, merr := tt.tc.MarshalText(); (merr == nil) != (tt.why == "") {
			t.Errorf("%+v: MarshalText error %v, Validate %v", tt.tc, merr, err)
		}
	}
}

func TestTimeControlText(t *testing.T) {
	for _, text := range []string{"none", "move 40s", "10m", "10m+5s", "5m 3x30s", "3x30s", "1h2m3.004s"} {
		var tc TimeControl
		if err := tc.UnmarshalText([]byte(text)); err != nil {
			t.Fatalf("UnmarshalText(%q): %v", text, err)
		}
		out, err := tc.MarshalText()
		if err != nil || string(out) != text {
			t.Errorf("MarshalText of %q = %q, %v", text, out, err)
		}
	}
	tc := TimeControl{Main: time.Minute}
	if err := tc.UnmarshalText([]byte("5m 3x")); err == nil || tc.Main != time.Minute {
		t.Errorf("a failed UnmarshalText gave %v and left %+v, want an error and no change", err, tc)
	}
}

func TestDefaultFor(t *testing.T) {
	want := map[string]string{"yeeqia": "move 40s", "kja": "5m 3x30s"} // rules.md's preset table
	for _, r := range game.Presets() {
		tc, err := ParseTimeControl(r.DefaultClock)
		if err != nil {
			t.Errorf("preset %s: DefaultClock does not parse: %v", r.Name, err)
			continue
		}
		got := DefaultFor(r)
		if got != tc {
			t.Errorf("DefaultFor(%s) = %v, want %v", r.Name, got, tc)
		}
		if w, ok := want[r.Name]; got.String() != w && (ok || got.Kind() != NoClock) {
			t.Errorf("DefaultFor(%s) = %v, want %q", r.Name, got, w)
		}
	}
	if got := DefaultFor(nil); got.Kind() != NoClock {
		t.Errorf("DefaultFor(nil) = %v, want none", got)
	}
}

func TestFormatDuration(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0s"},
		{time.Nanosecond, "0.000000001s"},
		{1500 * time.Millisecond, "1.5s"},
		{time.Hour + 30*time.Second, "1h30s"},
		{25*time.Hour + 61*time.Second + 10*time.Millisecond, "25h1m1.01s"},
		{-90 * time.Second, "-1m30s"},
	}
	for _, tt := range tests {
		if got := formatDuration(tt.d); got != tt.want {
			t.Errorf("formatDuration(%v) = %q, want %q", tt.d, got, tt.want)
		}
		if tt.d >= 0 {
			if back, err := parseDuration(tt.want); err != nil || back != tt.d {
				t.Errorf("parseDuration(%q) = %v, %v, want %v", tt.want, back, err, tt.d)
			}
		}
	}
}

func TestSuggested(t *testing.T) {
	for _, r := range game.Presets() {
		list := Suggested(r)
		if len(list) == 0 || list[0] != DefaultFor(r) {
			t.Errorf("Suggested(%s) does not start with the preset's default %v: %v", r.Name, DefaultFor(r), list)
		}
		kinds := map[Kind]bool{}
		seen := map[TimeControl]bool{}
		for _, tc := range list {
			if err := tc.Validate(); err != nil {
				t.Errorf("Suggested(%s) offers %+v: %v", r.Name, tc, err)
			}
			if seen[tc] {
				t.Errorf("Suggested(%s) offers %v twice", r.Name, tc)
			}
			seen[tc], kinds[tc.Kind()] = true, true
		}
		if len(kinds) != len(kindNames) {
			t.Errorf("Suggested(%s) offers the kinds %v, want every kind", r.Name, kinds)
		}
	}
}

// FuzzParseTimeControl checks that no text makes the parser panic, that every error quotes the
// text, and that whatever it accepts is valid and reads back the same from its String.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"none", "", "move 40s", "10m", "10m+5s", "5m 3x30s", "3×30s", "1h30m", "2.5s",
		"5m 3*30s", "move", "-1m", "10m+", "0x30s", "5m 3x", "99999999999h", "1e9s", "5M  3X30S"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tc, err := ParseTimeControl(text)
		if err != nil {
			if !strings.Contains(err.Error(), fmt.Sprintf("%q", text)) {
				t.Errorf("the error for %q does not quote it: %v", text, err)
			}
			return
		}
		if err := tc.Validate(); err != nil {
			t.Errorf("%q was accepted as %+v, which is not valid: %v", text, tc, err)
		}
		back, err := ParseTimeControl(tc.String())
		if err != nil || back != tc {
			t.Errorf("%q read as %+v, written %q, read back as %+v, %v", text, tc, tc.String(), back, err)
		}
	})
}
