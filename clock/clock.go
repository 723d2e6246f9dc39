package clock

import (
	"fmt"
	"time"

	"janggi/game"
)

// Now is the clock's time source. The window passes time.Now; tests pass a fake that they move by
// hand, so no test ever sleeps. Readings use differences between its results only.
type Now func() time.Time

// CountdownFrom is how long before a period, a per-move window or the last of the main time runs out
// the countdown starts (Countdown reports the seconds left).
const CountdownFrom = 10 * time.Second

// Clock is the game clock of both sides: the side to move's time runs, the other's stands. It has no
// goroutine and no lock: its owner (the window's Update, a match runner) calls it, and readings are
// worked out from the time source on every call, so it is never late and never ticks. It is not
// safe for concurrent use: work out Budget or UCI on the owner's goroutine and hand the result to a
// search goroutine.
//
// The owner's part: Start when play begins; Moved(c) when c completes a move (before playing it on
// the game, so that a move after a flag fall is refused); Pause and Resume around dialogs and a
// paused game; SetTurn after undo, redo or any other change of the side to move; and in every frame,
// Flagged (end the game with EndOnFlag) and AutoMoveDue (have the AI play the move).
type Clock struct {
	tc      TimeControl
	now     Now
	turn    game.Color
	running bool
	since   time.Time        // when the running stretch began; the time since then is not yet charged
	main    [2]time.Duration // main time left, as of since
	periods [2]int           // byoyomi periods left, the running one included, as of since
	// spent is what the side to move has used of its current byoyomi period or per-move window, as
	// of since. It is zero while the side is in main time, so that a state has one spelling.
	spent time.Duration
}

// New returns a stopped clock for the time control with full time on both sides, Cho to move.
// A nil now means time.Now. The time control is assumed valid (ParseTimeControl checks it).
func New(tc TimeControl, now Now) *Clock {
	if now == nil {
		now = time.Now
	}
	c := &Clock{tc: tc, now: now}
	for s := range c.main {
		c.main[s], c.periods[s] = tc.Main, tc.Periods
	}
	return c
}

// Control returns the clock's time control.
func (c *Clock) Control() TimeControl { return c.tc }

// Turn returns the side whose clock runs (or would run, when paused).
func (c *Clock) Turn() game.Color { return c.turn }

// Running reports whether the clock runs (started and not paused).
func (c *Clock) Running() bool { return c.running }

// Start makes side the side to move and starts its clock.
func (c *Clock) Start(side game.Color) {
	c.SetTurn(side)
	c.Resume()
}

// Pause stops the clock, charging the side to move for the time it has used. Pausing a stopped
// clock does nothing.
func (c *Clock) Pause() {
	if c.running {
		c.settle(c.now())
		c.running = false
	}
}

// Resume restarts a paused clock. The window can call Resume when !paused && no dialog is open &&
// the game goes on, and Pause otherwise, in every frame: both do nothing when there is nothing to do.
func (c *Clock) Resume() {
	if !c.running {
		c.since = c.now()
		c.running = true
	}
}

// Moved presses the clock for side, which has just completed a move (a pass too): a byoyomi period
// or per-move window it was in is given back whole, a Fischer increment is added, and the opponent's
// time starts running. It fails, and changes nothing, when side is not the side to move, or when its
// flag fell before the press: then end the game with EndOnFlag instead of playing the move.
// A move made after a per-move window ran out is accepted: that is the auto-played move.
func (c *Clock) Moved(side game.Color) error {
	if side != c.turn {
		return fmt.Errorf("clock: %v pressed the clock but %v is to move", side, c.turn)
	}
	// Settling first is invisible to readings, so a refused press still changes nothing.
	if st := c.settle(c.now()); st.out && c.tc.Kind() != MoveLimit {
		return fmt.Errorf("clock: %v's move came after its flag fell", side)
	}
	c.spent = 0
	if c.tc.Kind() == Fischer {
		c.main[side] += c.tc.Increment
	}
	c.turn = side.Other()
	return nil
}

// SetTurn makes side the side to move without a press: for undo, redo and set-up positions. The side
// that was to move is charged for the time it used, gets no increment, and its byoyomi period or
// per-move window starts afresh when it is next to move.
func (c *Clock) SetTurn(side game.Color) {
	c.settle(c.now())
	if side != c.turn {
		c.spent = 0
		c.turn = side
	}
}

// settle charges the side to move for the time since the last event, so that since can move on to
// now, and returns where the side to move stands.
func (c *Clock) settle(now time.Time) stage {
	st := c.stage(c.turn, now)
	c.main[c.turn], c.periods[c.turn], c.spent = st.main, st.periods, st.spent
	c.since = now
	return st
}

// stage is where a side stands at one instant.
type stage struct {
	main      time.Duration // main time left
	periods   int           // byoyomi periods left, the running one included
	spent     time.Duration // used of the current byoyomi period or per-move window
	inPeriods bool          // main time is used up: byoyomi periods, or the per-move window, run
	out       bool          // no time left: the flag fell, or the per-move window ran out
}

// left returns what is left of the current period or per-move window.
func (st stage) left(tc TimeControl) time.Duration {
	if tc.Kind() == MoveLimit {
		return tc.PerMove - st.spent
	}
	if st.out {
		return 0
	}
	return tc.Period - st.spent
}

// stage works out where side stands at now from the state as of since.
func (c *Clock) stage(side game.Color, now time.Time) stage {
	st := stage{main: c.main[side], periods: c.periods[side]}
	var used time.Duration // time not yet charged, plus what was used of the current period
	if side == c.turn {
		used = c.spent
		if c.running {
			used += max(now.Sub(c.since), 0)
		}
	}
	switch c.tc.Kind() {
	case NoClock:
		return stage{}
	case MoveLimit:
		st.inPeriods = true
		st.spent = min(used, c.tc.PerMove)
		st.out = st.spent == c.tc.PerMove
		return st
	}
	if used < st.main {
		st.main -= used
		return st
	}
	over := used - st.main // time used beyond the main time
	st.main = 0
	st.inPeriods = true
	if c.tc.Period == 0 || over/c.tc.Period >= time.Duration(st.periods) {
		st.periods, st.out = 0, true
		return st
	}
	st.periods -= int(over / c.tc.Period)
	st.spent = over % c.tc.Period
	return st
}

// Reading is what a side's clock shows at one instant. Take one Reading per frame and draw from it,
// so that all its numbers agree.
type Reading struct {
	Kind      Kind          // the time control's family
	Main      time.Duration // main time left
	Period    time.Duration // what is left of the current byoyomi period or per-move window (whole for the side not to move)
	Periods   int           // byoyomi periods left, the running one included
	InByoyomi bool          // the main time is used up and the byoyomi periods run
	Running   bool          // this side's clock runs now
	Out       bool          // no time left: the flag fell, or (per-move limit) the move is to be played for the player
}

// Read returns what side's clock shows now.
func (c *Clock) Read(side game.Color) Reading {
	st := c.stage(side, c.now())
	k := c.tc.Kind()
	r := Reading{Kind: k, Main: st.main, Periods: st.periods, Out: st.out,
		Running: c.running && side == c.turn && k != NoClock}
	switch k {
	case MoveLimit:
		r.Period = st.left(c.tc)
	case Byoyomi:
		r.Period, r.InByoyomi = st.left(c.tc), st.inPeriods
	}
	return r
}

// Remaining returns the time side has left before its current stage ends: the main time, or once
// it is used up the rest of the byoyomi period, or the rest of the per-move window. Zero means the
// stage has run out, or that there is no clock.
func (r Reading) Remaining() time.Duration {
	if r.Kind == MoveLimit || r.InByoyomi {
		return r.Period
	}
	return r.Main
}

// String shows the reading as a clock face, rounded up to whole seconds so that it reads 0:00 only
// when the time is up: "4:59", "1:02:03", and in byoyomi the periods left after the time, "0:25 (3)".
// No clock reads "".
func (r Reading) String() string {
	if r.Kind == NoClock {
		return ""
	}
	s := ceilSeconds(r.Remaining())
	face := fmt.Sprintf("%d:%02d", s/60, s%60)
	if s >= 3600 {
		face = fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	if r.InByoyomi {
		face += fmt.Sprintf(" (%d)", r.Periods)
	}
	return face
}

func ceilSeconds(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

// Remaining returns the time side has left in its current stage (see Reading.Remaining).
func (c *Clock) Remaining(side game.Color) time.Duration { return c.Read(side).Remaining() }

// PeriodsLeft returns side's byoyomi periods left, the running one included.
func (c *Clock) PeriodsLeft(side game.Color) int { return c.stage(side, c.now()).periods }

// InByoyomi reports whether side has used up its main time and plays on byoyomi periods.
func (c *Clock) InByoyomi(side game.Color) bool { return c.Read(side).InByoyomi }

// Flagged reports the side whose flag fell: the side to move ran out of main time and byoyomi
// periods. Under a per-move limit no flag falls (see AutoMoveDue).
func (c *Clock) Flagged() (game.Color, bool) {
	k := c.tc.Kind()
	if k == NoClock || k == MoveLimit {
		return c.turn, false
	}
	return c.turn, c.stage(c.turn, c.now()).out
}

// AutoMoveDue reports, under a per-move limit, that the side to move's time for the move ran out:
// the program plays a move for it (the AI picks it) and presses the clock with Moved.
func (c *Clock) AutoMoveDue() (game.Color, bool) {
	if c.tc.Kind() != MoveLimit {
		return c.turn, false
	}
	return c.turn, c.stage(c.turn, c.now()).out
}

// Countdown returns the whole seconds left (rounded up, from 10 down to 1) while side's clock runs
// in the last CountdownFrom of a stage whose end costs something: a byoyomi period, the per-move
// window, or the main time when no byoyomi follows. The end of main time before byoyomi costs
// nothing, so it is not counted down. The window ticks its countdown sound whenever the number
// changes from one frame to the next.
func (c *Clock) Countdown(side game.Color) (secondsLeft int, ok bool) {
	r := c.Read(side)
	if !r.Running || r.Out || r.Kind == Byoyomi && !r.InByoyomi {
		return 0, false
	}
	left := r.Remaining()
	if left > CountdownFrom {
		return 0, false
	}
	return ceilSeconds(left), true
}
