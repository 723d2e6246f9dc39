package clock

import (
	"strings"
	"testing"
	"time"

	"janggi/game"
)

// stateCases builds clocks in the states records must keep: main time, mid-period, mid-window,
// flagged, paused and running, Fischer time above the start.
var stateCases = []struct {
	notation string
	play     func(c *Clock, ft *fakeTime)
	text     string // the state's text form
}{
	{"none", func(c *Clock, ft *fakeTime) { ft.advance(sec); c.Moved(cho) },
		"control=none; turn=han; running"},
	{"5m 3x30s", func(c *Clock, ft *fakeTime) {
		ft.advance(47*sec + 250*ms)
		c.Moved(cho)
		ft.advance(5 * minute)
		c.Pause()
	},
		"control=5m 3x30s; cho=4m12.75s; han=0s; periods=3/3; turn=han; paused"},
	{"5m 3x30s", func(c *Clock, ft *fakeTime) { ft.advance(5*minute + 42*sec + 5) },
		"control=5m 3x30s; cho=0s; han=5m; periods=2/3; turn=cho; spent=12.000000005s; running"},
	{"3x30s", func(c *Clock, ft *fakeTime) { c.Moved(cho); ft.advance(95 * sec) },
		"control=3x30s; cho=0s; han=0s; periods=3/0; turn=han; running"},
	{"move 40s", func(c *Clock, ft *fakeTime) { ft.advance(12 * sec); c.Pause() },
		"control=move 40s; turn=cho; spent=12s; paused"},
	{"move 40s", func(c *Clock, ft *fakeTime) { ft.advance(time.Minute) },
		"control=move 40s; turn=cho; spent=40s; running"},
	{"1m+10s", func(c *Clock, ft *fakeTime) { c.Moved(cho); ft.advance(sec); c.Moved(han) },
		"control=1m+10s; cho=1m10s; han=1m9s; turn=cho; running"},
	{"10m", func(c *Clock, ft *fakeTime) { ft.advance(time.Hour); c.Pause() },
		"control=10m; cho=0s; han=10m; turn=cho; paused"},
}

func TestStateRoundTrip(t *testing.T) {
	for _, tt := range stateCases {
		c, ft := newClock(t, tt.notation)
		tt.play(c, ft)
		s := c.State()
		text, err := s.MarshalText()
		if err != nil {
			t.Fatalf("%s: MarshalText(%+v): %v", tt.notation, s, err)
		}
		if string(text) != tt.text {
			t.Errorf("%s: state text\n got %s\nwant %s", tt.notation, text, tt.text)
		}
		var back State
		if err := back.UnmarshalText(text); err != nil {
			t.Fatalf("%s: UnmarshalText(%q): %v", tt.notation, text, err)
		}
		if back != s {
			t.Errorf("%s: %q reads back as %+v, want %+v", tt.notation, text, back, s)
		}
		restored, err := Restore(back, ft.now)
		if err != nil {
			t.Fatalf("%s: Restore: %v", tt.notation, err)
		}
		// The restored clock must go on exactly as the original: same readings now and later,
		// through a press and a period boundary.
		for i, d := range []time.Duration{0, 7 * sec, 0, 31 * sec, 2 * time.Minute} {
			ft.advance(d)
			if i == 2 {
				turn := c.Turn()
				errA, errB := c.Moved(turn), restored.Moved(turn)
				if (errA == nil) != (errB == nil) {
					t.Fatalf("%s: press on the original %v, on the restored %v", tt.notation, errA, errB)
				}
			}
			for _, side := range [...]game.Color{cho, han} {
				if a, b := c.Read(side), restored.Read(side); a != b {
					t.Fatalf("%s after %v: original reads %+v, restored %+v", tt.notation, d, a, b)
				}
			}
			if a, b := c.State(), restored.State(); a != b {
				t.Fatalf("%s: original state %v, restored %v", tt.notation, a, b)
			}
		}
	}
}

func TestStateTextErrors(t *testing.T) {
	tests := []struct{ text, why string }{
		{"", "empty part"},
		{"control=5m; cho=1m; han=1m; turn=cho", "neither running nor paused"},
		{"cho=1m; han=1m; turn=cho; paused", "no control= part"},
		{"control=5m; han=1m; turn=cho; paused", "no cho= part"},
		{"control=5m 3x30s; cho=1m; han=1m; turn=cho; paused", "no periods= part"},
		{"control=5m; cho=1m; han=1m; paused", "no turn= part"},
		{"control=5m; cho=1m; han=1m; turn=cho; paused;", "empty part"},
		{"control=5m; cho=1m; han=1m; turn=cho; paused; running", `"running|paused" given twice`},
		{"control=5m; cho=1m; cho=2m; han=1m; turn=cho; paused", `"cho" given twice`},
		{"control=5m; cho=1m; han=1m; turn=cho; clock=1; paused", `unknown part "clock"`},
		{"control=move 40s; cho=1m; turn=cho; paused", `unknown part "cho"`},
		{"control=5m; cho=1m; han=1m; turn=cho; periods=3/3; paused", `unknown part "periods"`},
		{"control=5m; cho=1m; han=1m; turn=cho; stopped", `part "stopped" is not key=value`},
		{"control=5m; cho=1m; han=1m; turn=white; paused", `turn "white"`},
		{"control=5min; cho=1m; han=1m; turn=cho; paused", `control "5min"`},
		{"control=5m; cho=1 minute; han=1m; turn=cho; paused", `cho: bad duration "1 minute"`},
		{"control=5m; cho=-1m; han=1m; turn=cho; paused", `cho: bad duration "-1m"`},
		{"control=5m; cho=6m; han=1m; turn=cho; paused", "more than the 5m the control gives"},
		{"control=5m 3x30s; cho=0s; han=0s; periods=3; turn=cho; paused", `periods "3"`},
		{"control=5m 3x30s; cho=0s; han=0s; periods=4/3; turn=cho; paused", "4 byoyomi periods left of the control's 3"},
		{"control=5m 3x30s; cho=1m; han=0s; periods=2/3; turn=cho; paused", "main time left but only 2 of 3"},
		{"control=5m 3x30s; cho=1m; han=0s; periods=3/3; turn=cho; spent=1s; paused", "Cho is not in a byoyomi period"},
		{"control=5m 3x30s; cho=0s; han=0s; periods=3/3; turn=cho; spent=30s; paused", "not less than the byoyomi period"},
		{"control=5m; cho=1m; han=1m; turn=cho; spent=1s; paused", "only kept under byoyomi or a per-move limit"},
		{"control=move 40s; turn=cho; spent=41s; paused", "more than the per-move limit"},
	}
	for _, tt := range tests {
		var s State
		err := s.UnmarshalText([]byte(tt.text))
		if err == nil {
			t.Errorf("UnmarshalText(%q) = %+v, want an error saying %q", tt.text, s, tt.why)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, tt.why) || !strings.Contains(msg, tt.text) {
			t.Errorf("UnmarshalText(%q) error %q, want it to quote the text and say %q", tt.text, msg, tt.why)
		}
		if s != (State{}) {
			t.Errorf("a failed UnmarshalText(%q) changed the state to %+v", tt.text, s)
		}
	}
}

func TestRestoreRefusesBadState(t *testing.T) {
	tc, _ := ParseTimeControl("5m 3x30s")
	bad := []State{
		{Control: tc, Main: [2]time.Duration{tc.Main, tc.Main}, Periods: [2]int{3, 3}, Turn: 2},
		{Control: TimeControl{Periods: 2}, Turn: cho},
		{Control: tc, Main: [2]time.Duration{-sec, tc.Main}, Periods: [2]int{3, 3}},
	}
	for _, s := range bad {
		if c, err := Restore(s, nil); err == nil {
			t.Errorf("Restore(%+v) = %v, want an error", s, c.State())
		}
		if _, err := s.MarshalText(); err == nil {
			t.Errorf("MarshalText(%+v) wrote an impossible state", s)
		}
	}
}
