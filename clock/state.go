package clock

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"janggi/game"
)

// State is a clock frozen at one instant, for records, autosave and resume: Restore(s) gives back a
// clock that reads exactly as the saved one did. Its text form (MarshalText) is one line of
// "key=value" parts separated by "; ", e.g.
//
//	control=5m 3x30s; cho=4m12.5s; han=0s; periods=3/2; turn=han; spent=12.5s; paused
//
// cho and han (main time left) appear for controls with main time, periods (Cho's/Han's) for
// byoyomi, spent only when not zero; running or paused ends the line.
type State struct {
	Control TimeControl
	Main    [2]time.Duration // main time left, indexed by game.Color
	Periods [2]int           // byoyomi periods left, the running one included, indexed by game.Color
	// Spent is what the side to move has used of its current byoyomi period (only once its main time
	// is used up) or of its per-move window.
	Spent   time.Duration
	Turn    game.Color // the side to move
	Running bool       // the clock runs; a restored running clock runs on from the moment of Restore
}

// State returns the clock as it stands now.
func (c *Clock) State() State {
	st := c.stage(c.turn, c.now())
	s := State{Control: c.tc, Main: c.main, Periods: c.periods, Spent: st.spent, Turn: c.turn, Running: c.running}
	s.Main[c.turn], s.Periods[c.turn] = st.main, st.periods
	return s
}

// Restore returns a clock in the saved state, running from now on if the state says it ran. A nil
// now means time.Now. It fails, naming the problem, on a state no clock can be in.
func Restore(s State, now Now) (*Clock, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	c := New(s.Control, now)
	c.main, c.periods, c.spent, c.turn = s.Main, s.Periods, s.Spent, s.Turn
	if s.Running {
		c.Resume()
	}
	return c, nil
}

// Validate reports why no clock can be in the state, or nil.
func (s State) Validate() error {
	err := s.validate()
	if err != nil {
		return fmt.Errorf("clock: bad clock state: %v", err)
	}
	return nil
}

func (s State) validate() error {
	tc := s.Control
	if err := tc.Validate(); err != nil {
		return err
	}
	if s.Turn != game.Cho && s.Turn != game.Han {
		return fmt.Errorf("side to move %d is neither Cho nor Han", s.Turn)
	}
	k := tc.Kind()
	for _, side := range []game.Color{game.Cho, game.Han} {
		m, p := s.Main[side], s.Periods[side]
		switch {
		case m < 0:
			return fmt.Errorf("%v's main time %s is negative", side, formatDuration(m))
		case (k == SuddenDeath || k == Byoyomi) && m > tc.Main:
			return fmt.Errorf("%v's main time %s is more than the %s the control gives", side, formatDuration(m), formatDuration(tc.Main))
		case k == Fischer && m > maxDuration+tc.Main:
			return fmt.Errorf("%v's main time %s is out of range", side, formatDuration(m))
		case (k == NoClock || k == MoveLimit) && m != 0:
			return fmt.Errorf("%v has main time %s but the control has none", side, formatDuration(m))
		case p < 0 || p > tc.Periods:
			return fmt.Errorf("%v has %d byoyomi periods left of the control's %d", side, p, tc.Periods)
		case m > 0 && p != tc.Periods:
			return fmt.Errorf("%v has main time left but only %d of %d byoyomi periods", side, p, tc.Periods)
		}
	}
	switch {
	case s.Spent < 0:
		return fmt.Errorf("spent time %s is negative", formatDuration(s.Spent))
	case s.Spent == 0:
	case k == MoveLimit:
		if s.Spent > tc.PerMove {
			return fmt.Errorf("spent time %s is more than the per-move limit %s", formatDuration(s.Spent), formatDuration(tc.PerMove))
		}
	case k != Byoyomi:
		return fmt.Errorf("spent time %s is only kept under byoyomi or a per-move limit", formatDuration(s.Spent))
	case s.Main[s.Turn] > 0 || s.Periods[s.Turn] == 0:
		return fmt.Errorf("spent time %s but %v is not in a byoyomi period", formatDuration(s.Spent), s.Turn)
	case s.Spent >= tc.Period:
		return fmt.Errorf("spent time %s is not less than the byoyomi period %s", formatDuration(s.Spent), formatDuration(tc.Period))
	}
	return nil
}

// String returns the state's text form (see State).
func (s State) String() string {
	k := s.Control.Kind()
	parts := []string{"control=" + s.Control.String()}
	if k == SuddenDeath || k == Fischer || k == Byoyomi {
		parts = append(parts, "cho="+formatDuration(s.Main[game.Cho]), "han="+formatDuration(s.Main[game.Han]))
	}
	if k == Byoyomi {
		parts = append(parts, fmt.Sprintf("periods=%d/%d", s.Periods[game.Cho], s.Periods[game.Han]))
	}
	parts = append(parts, "turn="+strings.ToLower(s.Turn.String()))
	if s.Spent != 0 {
		parts = append(parts, "spent="+formatDuration(s.Spent))
	}
	if s.Running {
		parts = append(parts, "running")
	} else {
		parts = append(parts, "paused")
	}
	return strings.Join(parts, "; ")
}

// MarshalText encodes the state in its text form; it fails on a state that Validate rejects.
func (s State) MarshalText() ([]byte, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return []byte(s.String()), nil
}

// UnmarshalText decodes the text form and checks it with Validate. The error names the bad part.
func (s *State) UnmarshalText(text []byte) error {
	parsed, err := parseState(string(text))
	if err == nil {
		err = parsed.validate()
	}
	if err != nil {
		return fmt.Errorf("clock: bad clock state %q: %v", text, err)
	}
	*s = parsed
	return nil
}

// runKey stands for the bare running or paused part; the "=" in it keeps "key=value" parts from
// ever spelling it.
const runKey = "running|paused="

func parseState(text string) (State, error) {
	var s State
	fields := map[string]string{}
	var order []string
	for _, part := range strings.Split(text, ";") {
		part = strings.TrimSpace(part)
		key, value, hasValue := strings.Cut(part, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if part == "running" || part == "paused" {
			key, value, hasValue = runKey, part, true
		}
		switch {
		case part == "":
			return s, errors.New("empty part")
		case !hasValue:
			return s, fmt.Errorf("part %q is not key=value, running or paused", part)
		}
		if _, dup := fields[key]; dup {
			return s, fmt.Errorf("%q given twice", strings.TrimSuffix(key, "="))
		}
		fields[key] = value
		order = append(order, key)
	}
	text, ok := fields["control"]
	if !ok {
		return s, errors.New("no control= part")
	}
	tc, err := parseTimeControl(text)
	if err == nil {
		err = tc.Validate()
	}
	if err != nil {
		return s, fmt.Errorf("control %q: %v", text, err)
	}
	s.Control = tc
	want := map[string]bool{"control": true, "turn": true, runKey: true, "spent": false}
	switch tc.Kind() {
	case Byoyomi:
		want["periods"] = true
		fallthrough
	case SuddenDeath, Fischer:
		want["cho"], want["han"] = true, true
	}
	for _, key := range order {
		if _, known := want[key]; !known {
			return s, fmt.Errorf("unknown part %q (a %v clock state has %s)", key, tc.Kind(), keyList(want))
		}
	}
	for key, required := range want {
		if _, ok := fields[key]; required && !ok {
			if key == runKey {
				return s, errors.New("neither running nor paused")
			}
			return s, fmt.Errorf("no %s= part", key)
		}
	}
	switch fields["turn"] {
	case "cho":
		s.Turn = game.Cho
	case "han":
		s.Turn = game.Han
	default:
		return s, fmt.Errorf("turn %q is neither cho nor han", fields["turn"])
	}
	s.Running = fields[runKey] == "running"
	for key, d := range map[string]*time.Duration{"cho": &s.Main[game.Cho], "han": &s.Main[game.Han], "spent": &s.Spent} {
		if v, ok := fields[key]; ok {
			if *d, err = parseDuration(v); err != nil {
				return s, fmt.Errorf("%s: %v", key, err)
			}
		}
	}
	if v, ok := fields["periods"]; ok {
		cho, han, ok := strings.Cut(v, "/")
		var errCho, errHan error
		s.Periods[game.Cho], errCho = strconv.Atoi(cho)
		s.Periods[game.Han], errHan = strconv.Atoi(han)
		if !ok || errCho != nil || errHan != nil {
			return s, fmt.Errorf("periods %q must be Cho's/Han's periods left, e.g. 3/2", v)
		}
	}
	return s, nil
}

// keyList names the parts of a clock state, in the order String writes them.
func keyList(want map[string]bool) string {
	var names []string
	for _, key := range []string{"control", "cho", "han", "periods", "turn", "spent", runKey} {
		if _, ok := want[key]; ok {
			names = append(names, strings.TrimSuffix(key, "="))
		}
	}
	return strings.Join(names, ", ")
}
