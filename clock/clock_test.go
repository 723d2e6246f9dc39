package clock

import (
	"strings"
	"testing"
	"time"

	"janggi/game"
)

const (
	cho    = game.Cho
	han    = game.Han
	ms     = time.Millisecond
	sec    = time.Second
	minute = time.Minute
)

// fakeTime is a time source the test moves by hand.
type fakeTime struct{ t time.Time }

func newFakeTime() *fakeTime { return &fakeTime{time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)} }

func (f *fakeTime) now() time.Time          { return f.t }
func (f *fakeTime) advance(d time.Duration) { f.t = f.t.Add(d) }

// newClock returns a started clock for the notation, Cho to move, and its time source.
func newClock(t *testing.T, notation string) (*Clock, *fakeTime) {
	t.Helper()
	tc, err := ParseTimeControl(notation)
	if err != nil {
		t.Fatal(err)
	}
	ft := newFakeTime()
	c := New(tc, ft.now)
	c.Start(cho)
	return c, ft
}

// step is one event of a clock scenario, followed by what the clock must show.
type step struct {
	advance time.Duration // time passing first
	do      string        // "press" (the side to move moves), "pause", "resume", "turn cho", "turn han", or ""
	// what must hold after the event
	main      [2]time.Duration
	period    time.Duration // Period of the side to move's reading
	periods   [2]int
	inByoyomi bool // of the side to move
	out       bool // of the side to move
}

func runScenario(t *testing.T, notation string, steps []step) {
	t.Helper()
	c, ft := newClock(t, notation)
	for i, s := range steps {
		ft.advance(s.advance)
		mover := c.Turn()
		switch s.do {
		case "press":
			if err := c.Moved(mover); err != nil {
				t.Fatalf("%s step %d: Moved(%v): %v", notation, i, mover, err)
			}
		case "pause":
			c.Pause()
		case "resume":
			c.Resume()
		case "turn cho":
			c.SetTurn(cho)
		case "turn han":
			c.SetTurn(han)
		}
		turn := c.Turn()
		r := c.Read(turn)
		got := step{advance: s.advance, do: s.do, period: r.Period, inByoyomi: r.InByoyomi, out: r.Out}
		for _, side := range []game.Color{cho, han} {
			got.main[side], got.periods[side] = c.Read(side).Main, c.PeriodsLeft(side)
		}
		if got != s {
			t.Fatalf("%s step %d (%v then %q):\n got %+v\nwant %+v", notation, i, s.advance, s.do, got, s)
		}
	}
}

func TestSuddenDeath(t *testing.T) {
	runScenario(t, "1m", []step{
		{advance: 10 * sec, main: [2]time.Duration{50 * sec, minute}},
		{do: "press", main: [2]time.Duration{50 * sec, minute}},
		{advance: 20 * sec, do: "press", main: [2]time.Duration{50 * sec, 40 * sec}},
		{advance: 49 * sec, main: [2]time.Duration{sec, 40 * sec}},
		{advance: sec - 1, main: [2]time.Duration{1, 40 * sec}},
		{advance: 1, main: [2]time.Duration{0, 40 * sec}, out: true},
		{advance: time.Hour, main: [2]time.Duration{0, 40 * sec}, out: true},
	})
}

func TestFischer(t *testing.T) {
	runScenario(t, "1m+5s", []step{
		{advance: 2 * sec, do: "press", main: [2]time.Duration{63 * sec, minute}},
		{advance: 10 * sec, do: "press", main: [2]time.Duration{63 * sec, 55 * sec}},
		// the increment comes with a press, not with an undo
		{advance: 3 * sec, do: "turn han", main: [2]time.Duration{60 * sec, 55 * sec}},
		{advance: 55 * sec, main: [2]time.Duration{60 * sec, 0}, out: true},
	})
}

func TestByoyomi(t *testing.T) {
	main := func(c, h time.Duration) [2]time.Duration { return [2]time.Duration{c, h} }
	runScenario(t, "1m 3x10s", []step{
		{advance: 30 * sec, do: "press", main: main(30*sec, minute), period: 10 * sec, periods: [2]int{3, 3}},
		{do: "press", main: main(30*sec, minute), period: 10 * sec, periods: [2]int{3, 3}},
		// Cho's main time runs out: the first period starts
		{advance: 30 * sec, main: main(0, minute), period: 10 * sec, periods: [2]int{3, 3}, inByoyomi: true},
		{advance: 4 * sec, main: main(0, minute), period: 6 * sec, periods: [2]int{3, 3}, inByoyomi: true},
		// a move inside the period gives it back whole
		{do: "press", main: main(0, minute), period: 10 * sec, periods: [2]int{3, 3}},
		{advance: 2 * sec, do: "press", main: main(0, 58*sec), period: 10 * sec, periods: [2]int{3, 3}, inByoyomi: true},
		// running over a period spends it: exactly at its end the next one starts
		{advance: 10 * sec, main: main(0, 58*sec), period: 10 * sec, periods: [2]int{2, 3}, inByoyomi: true},
		{advance: 15 * sec, main: main(0, 58*sec), period: 5 * sec, periods: [2]int{1, 3}, inByoyomi: true},
		{do: "pause", main: main(0, 58*sec), period: 5 * sec, periods: [2]int{1, 3}, inByoyomi: true},
		{advance: time.Hour, do: "resume", main: main(0, 58*sec), period: 5 * sec, periods: [2]int{1, 3}, inByoyomi: true},
		{do: "press", main: main(0, 58*sec), period: 10 * sec, periods: [2]int{1, 3}},
		{do: "press", main: main(0, 58*sec), period: 10 * sec, periods: [2]int{1, 3}, inByoyomi: true},
		{advance: 10*sec - 1, main: main(0, 58*sec), period: 1, periods: [2]int{1, 3}, inByoyomi: true},
		{advance: 1, main: main(0, 58*sec), periods: [2]int{0, 3}, inByoyomi: true, out: true},
	})
	runScenario(t, "2x5s", []step{
		{main: [2]time.Duration{}, period: 5 * sec, periods: [2]int{2, 2}, inByoyomi: true},
		{advance: 7 * sec, do: "press", period: 5 * sec, periods: [2]int{1, 2}, inByoyomi: true},
		{do: "press", period: 5 * sec, periods: [2]int{1, 2}, inByoyomi: true},
		{advance: 5 * sec, periods: [2]int{0, 2}, inByoyomi: true, out: true},
	})
}

func TestPerMove(t *testing.T) {
	c, ft := newClock(t, "move 40s")
	ft.advance(15 * sec)
	if got := c.Remaining(cho); got != 25*sec {
		t.Errorf("Cho 15 s into the move has %v left, want 25s", got)
	}
	if got := c.Remaining(han); got != 40*sec {
		t.Errorf("Han, not to move, has %v left, want the whole 40s", got)
	}
	if err := c.Moved(cho); err != nil {
		t.Fatal(err)
	}
	ft.advance(39 * sec)
	if side, due := c.AutoMoveDue(); due {
		t.Fatalf("AutoMoveDue = %v with a second left", side)
	}
	ft.advance(sec)
	side, due := c.AutoMoveDue()
	if !due || side != han {
		t.Fatalf("AutoMoveDue = %v, %v when Han's 40 s ran out, want Han, true", side, due)
	}
	if _, flagged := c.Flagged(); flagged {
		t.Error("a per-move limit flagged: it must play the move instead")
	}
	ft.advance(2 * sec) // the AI picks the move
	if c.Remaining(han) != 0 || !c.Read(han).Out {
		t.Errorf("Han reads %+v after the window ran out, want 0 left and Out", c.Read(han))
	}
	if err := c.Moved(han); err != nil {
		t.Fatalf("the auto-played move was refused: %v", err)
	}
	if got := c.Remaining(han); got != 40*sec {
		t.Errorf("Han's next window is %v, want 40s", got)
	}
	if got := c.Remaining(cho); got != 40*sec {
		t.Errorf("Cho's window is %v at the start of its move, want 40s", got)
	}
}

func TestMovedRefused(t *testing.T) {
	c, ft := newClock(t, "1m")
	ft.advance(10 * sec)
	before := c.State()
	if err := c.Moved(han); err == nil || !strings.Contains(err.Error(), "Cho is to move") {
		t.Errorf("Han pressed on Cho's turn: %v, want an error naming Cho", err)
	}
	if after := c.State(); after != before {
		t.Errorf("a refused press changed the clock: %v -> %v", before, after)
	}
	ft.advance(50 * sec)
	before = c.State()
	if err := c.Moved(cho); err == nil || !strings.Contains(err.Error(), "flag fell") {
		t.Errorf("Cho pressed after its flag fell: %v, want an error", err)
	}
	if after := c.State(); after != before || c.Turn() != cho {
		t.Errorf("a press after the flag changed the clock: %v -> %v", before, after)
	}
	if side, flagged := c.Flagged(); !flagged || side != cho {
		t.Errorf("Flagged = %v, %v, want Cho, true", side, flagged)
	}
}

func TestPauseAndStart(t *testing.T) {
	ft := newFakeTime()
	c := New(TimeControl{Main: minute}, ft.now)
	ft.advance(time.Hour)
	if c.Running() || c.Remaining(cho) != minute {
		t.Fatalf("a clock not started runs: %+v", c.Read(cho))
	}
	c.Start(han)
	ft.advance(sec)
	c.Resume() // already running: must not restart the stretch
	ft.advance(sec)
	c.Pause()
	c.Pause()
	ft.advance(time.Hour)
	if got := c.Remaining(han); got != 58*sec || c.Read(han).Running {
		t.Errorf("paused Han reads %+v, want 58s left and not running", c.Read(han))
	}
	c.Resume()
	ft.advance(sec)
	if got := c.Remaining(han); got != 57*sec || !c.Read(han).Running || c.Read(cho).Running {
		t.Errorf("resumed Han reads %+v, Cho %+v", c.Read(han), c.Read(cho))
	}
	ft.t = ft.t.Add(-time.Hour) // a time source going backwards must not give time back
	if got := c.Remaining(han); got != 58*sec {
		t.Errorf("after the time went back Han has %v, want 58s", got)
	}
}

func TestNoClock(t *testing.T) {
	c, ft := newClock(t, "none")
	ft.advance(100 * time.Hour)
	if _, flagged := c.Flagged(); flagged {
		t.Error("no clock flagged")
	}
	if _, due := c.AutoMoveDue(); due {
		t.Error("no clock asked for an auto-move")
	}
	if _, ok := c.Countdown(cho); ok {
		t.Error("no clock counted down")
	}
	if r := c.Read(cho); r.Running || r.Out || r.String() != "" {
		t.Errorf("no clock reads %+v %q", r, r)
	}
	if err := c.Moved(cho); err != nil || c.Turn() != han {
		t.Errorf("Moved without a clock: %v, turn %v", err, c.Turn())
	}
}

func TestCountdown(t *testing.T) {
	tests := []struct {
		notation string
		spend    time.Duration // Cho's time used so far in its turn
		want     int           // 0: no countdown
	}{
		{"1m 3x30s", 49 * sec, 0},      // end of main time: byoyomi follows, nothing is lost
		{"1m 3x30s", 60 * sec, 0},      // a whole period left
		{"1m 3x30s", 80 * sec, 10},     // the last 10 s of the first period
		{"1m 3x30s", 80*sec + 1, 10},   // rounded up
		{"1m 3x30s", 81 * sec, 9},      // the number changes on the whole second
		{"1m 3x30s", 90*sec - ms, 1},   // last tick
		{"1m 3x30s", 90 * sec, 0},      // the next period begins: 30 s
		{"1m 3x30s", 150*sec - sec, 1}, // the last period
		{"1m 3x30s", 150 * sec, 0},     // flag fell: no more ticks
		{"move 40s", 30 * sec, 10},
		{"move 40s", 30*sec - ms, 0}, // 10.001 s left
		{"move 40s", 40 * sec, 0},    // window spent: the move is played for the player
		{"5m", 4*minute + 55*sec, 5},
		{"5m+2s", 4*minute + 45*sec, 0},
	}
	for _, tt := range tests {
		c, ft := newClock(t, tt.notation)
		ft.advance(tt.spend)
		n, ok := c.Countdown(cho)
		if ok != (tt.want > 0) || n != tt.want {
			t.Errorf("%s after %v: Countdown = %d, %v, want %d", tt.notation, tt.spend, n, ok, tt.want)
		}
		if _, ok := c.Countdown(han); ok {
			t.Errorf("%s: Han, not to move, counts down", tt.notation)
		}
		c.Pause()
		if _, ok := c.Countdown(cho); ok {
			t.Errorf("%s after %v: a paused clock counts down", tt.notation, tt.spend)
		}
	}
}

func TestReadingString(t *testing.T) {
	tests := []struct {
		r    Reading
		want string
	}{
		{Reading{Kind: SuddenDeath, Main: 5 * minute}, "5:00"},
		{Reading{Kind: SuddenDeath, Main: 4*minute + 59*sec + ms}, "5:00"},
		{Reading{Kind: Fischer, Main: 59 * sec}, "0:59"},
		{Reading{Kind: SuddenDeath, Main: time.Hour + 2*minute + 3*sec}, "1:02:03"},
		{Reading{Kind: SuddenDeath}, "0:00"},
		{Reading{Kind: Byoyomi, Main: 10 * sec, Period: 30 * sec, Periods: 3}, "0:10"},
		{Reading{Kind: Byoyomi, Period: 25 * sec, Periods: 3, InByoyomi: true}, "0:25 (3)"},
		{Reading{Kind: MoveLimit, Period: 12500 * ms}, "0:13"},
		{Reading{}, ""},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v reads %q, want %q", tt.r, got, tt.want)
		}
	}
}
