package clock

import (
	"fmt"
	"strings"
	"time"

	"janggi/game"
)

// horizon is how many more moves a side is assumed to play; the main time is shared out among them.
// The remaining time shrinks with every move, so a fixed share spends it geometrically: an AI that
// stops at its soft budget never runs it dry, however long the game.
const horizon = 30

// minThink is the smallest hard budget: when the time is up already (a per-move window ran out and
// the move is played for the player), the AI still needs a moment to find a legal move.
const minThink = time.Millisecond

// margin is the time kept back from a window that must not be overrun: moving the piece, pressing the
// clock, a garbage collection or a busy machine. It is 5% of the window, at least 50 ms and at most
// a second, and never more than half the window.
func margin(window time.Duration) time.Duration {
	return min(max(window/20, 50*time.Millisecond), time.Second, window/2)
}

// Budget returns how long side may think about its next move, as of now: soft is when to stop
// starting another iteration, hard when to stop thinking at once. Both are zero when there is no
// clock (the AI's level alone limits it). Otherwise hard never reaches the moment the side would
// lose time: the flag, a byoyomi period, or the per-move window. In byoyomi the AI uses most of the
// current period but never spends a period on purpose; in main time it spends a share of what is
// left plus most of what each move brings back (the Fischer increment or a byoyomi period).
// For the side not to move, it is the budget its turn would start with.
func (c *Clock) Budget(side game.Color) (soft, hard time.Duration) {
	st := c.stage(side, c.now())
	tc := c.tc
	switch k := tc.Kind(); {
	case k == NoClock:
		return 0, 0
	case st.inPeriods:
		// A fixed window: nothing saved now helps later. An iteration usually takes about as long as
		// all before it, so one started past half the window would rarely finish.
		hard = st.left(tc) - margin(st.left(tc))
		soft = hard / 2
	case k == Byoyomi:
		// The first period is spent only if the main time runs out while thinking, and the move then
		// gives it back, so main time plus one period is safe.
		p := tc.Period - margin(tc.Period)
		soft = st.main/horizon + p/2
		hard = min(st.main+p, 5*soft)
	default: // sudden death and Fischer: the increment comes only after the move
		soft = st.main/horizon + tc.Increment*3/4
		hard = min(st.main-margin(st.main), 5*soft)
	}
	hard = max(hard, minThink)
	return max(min(soft, hard), minThink), hard
}

// UCILimits is the clock in the terms of a UCI "go" command, for the AI's limits and for driving
// Fairy-Stockfish (which also reads USI's byoyomi). Sides are indexed by game.Color: UCI's wtime and
// winc are Cho's, btime and binc Han's. Engines subtract their own move overhead; Budget is this
// package's own reading of the same clock.
type UCILimits struct {
	Time, Inc [2]time.Duration // main time left and Fischer increment
	// Byoyomi is the byoyomi period; when the side to move is already inside one, what is left of it.
	Byoyomi time.Duration
	// Periods are the byoyomi periods left, the running one included. UCI and USI have no word for
	// them, so String leaves them out: an engine that spends only the current period is safe.
	Periods [2]int
	// MoveTime is, under a per-move limit, what is left of the side to move's window: at least 1 ms, so
	// that a window that ran out asks for a move at once instead of for no limit.
	MoveTime time.Duration
}

// UCI returns the clock as UCI "go" limits, as of now. It is all zero when there is no clock.
func (c *Clock) UCI() UCILimits {
	var l UCILimits
	tc := c.tc
	st := c.stage(c.turn, c.now())
	switch tc.Kind() {
	case NoClock:
		return l
	case MoveLimit:
		l.MoveTime = max(st.left(tc), minThink)
		return l
	}
	l.Time = c.main
	l.Time[c.turn] = st.main
	l.Inc = [2]time.Duration{tc.Increment, tc.Increment}
	if tc.Kind() == Byoyomi {
		l.Periods = c.periods
		l.Periods[c.turn] = st.periods
		l.Byoyomi = tc.Period
		if st.inPeriods {
			l.Byoyomi = st.left(tc)
		}
	}
	return l
}

// String returns the arguments of a UCI "go" command in milliseconds, e.g.
// "wtime 300000 btime 300000 byoyomi 30000" or "movetime 40000"; "" when there are no limits.
func (l UCILimits) String() string {
	ms := func(d time.Duration) int64 { return d.Milliseconds() }
	if l.MoveTime > 0 {
		return fmt.Sprintf("movetime %d", ms(l.MoveTime))
	}
	if l == (UCILimits{}) {
		return ""
	}
	parts := []string{fmt.Sprintf("wtime %d btime %d", ms(l.Time[game.Cho]), ms(l.Time[game.Han]))}
	if l.Inc != [2]time.Duration{} {
		parts = append(parts, fmt.Sprintf("winc %d binc %d", ms(l.Inc[game.Cho]), ms(l.Inc[game.Han])))
	}
	if l.Byoyomi > 0 {
		parts = append(parts, fmt.Sprintf("byoyomi %d", ms(l.Byoyomi)))
	}
	return strings.Join(parts, " ")
}
