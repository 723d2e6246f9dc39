package clock

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"janggi/game"
	"janggi/internal/textcodec"
)

// Kind is the family a time control belongs to.
type Kind uint8

// The kinds of time control.
const (
	NoClock     Kind = iota // no clock: think as long as you like
	MoveLimit               // a fixed time for every move; when it runs out the move is played for the player
	SuddenDeath             // main time only; the flag falls when it runs out
	Byoyomi                 // main time, then N periods of S; a move inside a period gives it back whole
	Fischer                 // main time, and an increment added after every move
)

var kindNames = [...]string{"none", "per-move", "sudden death", "byoyomi", "fischer"}

// String returns the kind in English words, e.g. "byoyomi".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// TimeControl says how much time each side has. The zero value is no clock. At most one family's
// fields are set: PerMove alone; or Main with Periods and Period; or Main with Increment; or Main alone.
// Main time plus byoyomi plus an increment is not offered: no Janggi rule set uses it.
type TimeControl struct {
	Main      time.Duration // main time of each side
	Periods   int           // byoyomi: the number of periods after the main time
	Period    time.Duration // byoyomi: the length of one period
	Increment time.Duration // Fischer: added to the mover's main time after every move
	PerMove   time.Duration // per-move limit; the move is played for the player when it runs out
}

// The bounds of a time control. Whole milliseconds keep UCI's millisecond fields exact; a day and
// 99 periods are far beyond any real game and keep sums of durations from overflowing.
const (
	maxDuration = 24 * time.Hour
	maxPeriods  = 99
)

// forms lists the accepted notation, for error messages.
const forms = `none, "move 40s" (per-move limit), "10m" (sudden death), "10m+5s" (Fischer), ` +
	`"5m 3x30s" (main time and byoyomi), "3x30s" (byoyomi only)`

// Kind returns the family of the time control. It is meaningful only for a valid time control.
func (tc TimeControl) Kind() Kind {
	switch {
	case tc.PerMove > 0:
		return MoveLimit
	case tc.Periods > 0:
		return Byoyomi
	case tc.Increment > 0:
		return Fischer
	case tc.Main > 0:
		return SuddenDeath
	}
	return NoClock
}

// Validate reports what is wrong with a time control built by hand, or nil.
func (tc TimeControl) Validate() error {
	for _, f := range []struct {
		name string
		d    time.Duration
	}{{"main time", tc.Main}, {"period", tc.Period}, {"increment", tc.Increment}, {"per-move limit", tc.PerMove}} {
		if f.d < 0 || f.d > maxDuration {
			return fmt.Errorf("%s %s is out of range (0 to 24h)", f.name, formatDuration(f.d))
		}
		if f.d%time.Millisecond != 0 {
			return fmt.Errorf("%s %s is finer than a millisecond", f.name, formatDuration(f.d))
		}
	}
	if tc.Periods < 0 || tc.Periods > maxPeriods {
		return fmt.Errorf("%d byoyomi periods is out of range (1 to %d)", tc.Periods, maxPeriods)
	}
	switch tc.Kind() {
	case MoveLimit:
		if tc.Main != 0 || tc.Periods != 0 || tc.Period != 0 || tc.Increment != 0 {
			return errors.New("a per-move limit cannot be combined with main time, byoyomi or an increment")
		}
	case Byoyomi:
		if tc.Period <= 0 {
			return fmt.Errorf("%d byoyomi periods need a period length", tc.Periods)
		}
		if tc.Increment != 0 {
			return errors.New("byoyomi cannot be combined with an increment")
		}
	case Fischer:
		if tc.Main <= 0 {
			return errors.New("an increment needs main time")
		}
	}
	if tc.Periods == 0 && tc.Period != 0 {
		return fmt.Errorf("a byoyomi period of %s needs a number of periods", formatDuration(tc.Period))
	}
	return nil
}

// String returns the time control in the notation ParseTimeControl reads: "none", "move 40s",
// "10m", "10m+5s", "5m 3x30s" or "3x30s".
func (tc TimeControl) String() string {
	switch tc.Kind() {
	case MoveLimit:
		return "move " + formatDuration(tc.PerMove)
	case Byoyomi:
		byo := strconv.Itoa(tc.Periods) + "x" + formatDuration(tc.Period)
		if tc.Main == 0 {
			return byo
		}
		return formatDuration(tc.Main) + " " + byo
	case Fischer:
		return formatDuration(tc.Main) + "+" + formatDuration(tc.Increment)
	case SuddenDeath:
		return formatDuration(tc.Main)
	}
	return "none"
}

// MarshalText encodes the time control as String does, for the settings file and records.
func (tc TimeControl) MarshalText() ([]byte, error) {
	if err := tc.Validate(); err != nil {
		return nil, fmt.Errorf("clock: %w", err)
	}
	return []byte(tc.String()), nil
}

// UnmarshalText decodes a time control written in the notation of ParseTimeControl.
func (tc *TimeControl) UnmarshalText(text []byte) error {
	return textcodec.Unmarshal(tc, ParseTimeControl, text)
}

// ParseTimeControl reads a time control: "none" (or ""), "move 40s", "10m", "10m+5s", "5m 3x30s"
// or "3x30s". Durations are Go durations with units h, m, s or ms ("1h30m", "90s", "2.5s"); case and
// extra spaces do not matter, and "×" may stand for "x". The error names the bad text and the
// accepted forms.
func ParseTimeControl(text string) (TimeControl, error) {
	tc, err := parseTimeControl(text)
	if err == nil {
		err = tc.Validate()
	}
	if err != nil {
		return TimeControl{}, fmt.Errorf("clock: bad time control %q: %v; accepted forms: %s", text, err, forms)
	}
	return tc, nil
}

func parseTimeControl(text string) (TimeControl, error) {
	fields := strings.Fields(strings.ToLower(strings.ReplaceAll(text, "×", "x")))
	var tc TimeControl
	var err error
	switch {
	case len(fields) == 0 || len(fields) == 1 && fields[0] == "none":
		return tc, nil
	case fields[0] == "move":
		if len(fields) != 2 {
			return tc, errors.New(`"move" takes one duration, e.g. "move 40s"`)
		}
		tc.PerMove, err = parsePositive(fields[1])
		return tc, err
	case len(fields) == 1 && strings.Contains(fields[0], "x"):
		tc.Periods, tc.Period, err = parseByoyomi(fields[0])
		return tc, err
	case len(fields) == 1:
		main, inc, hasInc := strings.Cut(fields[0], "+")
		if main == "" && hasInc {
			return tc, errors.New("an increment needs main time before the +, e.g. 10m+5s")
		}
		if tc.Main, err = parsePositive(main); err != nil {
			return tc, err
		}
		if hasInc {
			tc.Increment, err = parsePositive(inc)
		}
		return tc, err
	case len(fields) == 2:
		if strings.Contains(fields[0], "+") {
			return tc, errors.New("byoyomi cannot be combined with an increment")
		}
		if tc.Main, err = parseDuration(fields[0]); err != nil {
			return tc, err
		}
		tc.Periods, tc.Period, err = parseByoyomi(fields[1])
		return tc, err
	}
	return tc, fmt.Errorf("too many parts (%d)", len(fields))
}

// parseByoyomi reads "3x30s": the number of periods and their length.
func parseByoyomi(s string) (int, time.Duration, error) {
	count, length, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("byoyomi %q must be periods x length, e.g. 3x30s", s)
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 || n > maxPeriods {
		return 0, 0, fmt.Errorf("byoyomi period count %q must be a whole number from 1 to %d", count, maxPeriods)
	}
	d, err := parsePositive(length)
	return n, d, err
}

func parsePositive(s string) (time.Duration, error) {
	d, err := parseDuration(s)
	if err == nil && d == 0 {
		err = fmt.Errorf("duration %q must be more than zero", s)
	}
	return d, err
}

// parseDuration reads a non-negative Go duration with units h, m, s or ms.
func parseDuration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil || strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		return 0, fmt.Errorf("bad duration %q (want e.g. 30s, 5m, 1h30m, 2.5s)", s)
	}
	return d, nil
}

// formatDuration writes d compactly and exactly, in a form parseDuration reads back:
// "5m", "1h30m", "1m30s", "2.5s", "0.000000001s", "0s".
func formatDuration(d time.Duration) string {
	if d == 0 {
		return "0s"
	}
	var b strings.Builder
	if d < 0 {
		b.WriteByte('-')
		d = -d
	}
	h, m := d/time.Hour, d%time.Hour/time.Minute
	s, ns := d%time.Minute/time.Second, d%time.Second
	if h > 0 {
		b.WriteString(strconv.FormatInt(int64(h), 10) + "h")
	}
	if m > 0 {
		b.WriteString(strconv.FormatInt(int64(m), 10) + "m")
	}
	if s > 0 || ns > 0 {
		b.WriteString(strconv.FormatInt(int64(s), 10))
		if ns > 0 {
			b.WriteString(strings.TrimRight(fmt.Sprintf(".%09d", ns), "0"))
		}
		b.WriteByte('s')
	}
	return b.String()
}

// DefaultFor returns the preset's usual time control (game.Rules.DefaultClock): "move 40s" for
// yeeqia, "5m 3x30s" for kja, no clock for the others. A nil preset has no clock. Every preset's
// default is checked by the package's tests, so a bad one cannot ship; should one slip through, the
// game is played without a clock rather than not at all.
func DefaultFor(r *game.Rules) TimeControl {
	if r == nil {
		return TimeControl{}
	}
	tc, err := ParseTimeControl(r.DefaultClock)
	if err != nil {
		return TimeControl{}
	}
	return tc
}

// suggested are the time controls the new-game screen offers besides the preset's own: the rule
// pages' two (40 s a move, 5 minutes and three 30-second periods), longer and shorter byoyomi,
// Fischer blitz and rapid, and a plain sudden death.
var suggested = []TimeControl{
	{},
	{PerMove: 40 * time.Second},
	{PerMove: 20 * time.Second},
	{Main: 5 * time.Minute, Periods: 3, Period: 30 * time.Second},
	{Main: 10 * time.Minute, Periods: 3, Period: 30 * time.Second},
	{Periods: 3, Period: 30 * time.Second},
	{Main: 3 * time.Minute, Increment: 2 * time.Second},
	{Main: 10 * time.Minute, Increment: 5 * time.Second},
	{Main: 15 * time.Minute},
}

// Suggested returns the time controls to offer on the new-game screen, the preset's default first
// (DefaultFor), without repeats. Any other valid time control may still be typed in the notation.
func Suggested(r *game.Rules) []TimeControl {
	first := DefaultFor(r)
	out := []TimeControl{first}
	for _, tc := range suggested {
		if tc != first {
			out = append(out, tc)
		}
	}
	return out
}
