package match

import (
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
)

// The computer's move for a person whose time for the move ran out (a per-move limit): a
// middling level, searched briefly, since the person is waiting and the clock of the other side
// starts only once it is played.
const (
	AutoMoveLevel = 5
	AutoMoveTime  = time.Second
)

// The match and its clock (package clock): the side to move's clock runs while the game goes on
// and nothing stops it; the match presses it with every move, turns it with undo and redo, ends
// the game when a flag falls, has the computer play for a person whose time for the move ran
// out, and gives the computer its thinking time from the clock's budget.

// startClock installs clk, or a fresh clock of the config's time control, for the game's side to
// move. A match without a time control has no clock.
func (c *core[P, M, Pc, G]) startClock(clk *clock.Clock) {
	if clk == nil {
		tc := c.cfg.TimeControl()
		if tc.Kind() == clock.NoClock {
			return
		}
		clk = clock.New(tc, c.cfg.Now)
	}
	c.clk = clk
	c.clk.SetTurn(c.g.Position().SideToMove())
}

// Clock returns the game clock, or nil when the match has none. Read it only (Read, Countdown,
// State): the match presses, pauses and turns it.
func (c *core[P, M, Pc, G]) Clock() *clock.Clock { return c.clk }

// SetHeld stops the clock and holds back the computer's moves while a dialog, the menu or any
// other overlay covers the board; the window calls it in every update with what it shows.
func (c *core[P, M, Pc, G]) SetHeld(held bool) {
	c.held = held
	c.syncClock()
}

// SetPaused pauses the game (the player's pause) or goes on with it.
func (c *core[P, M, Pc, G]) SetPaused(p bool) {
	c.paused = p
	c.syncClock()
}

// Paused reports whether the player paused the game.
func (c *core[P, M, Pc, G]) Paused() bool { return c.paused }

// CanPause reports whether pausing means anything: there is a clock, or the computer plays.
func (c *core[P, M, Pc, G]) CanPause() bool {
	return !c.viewOnly && !c.g.Result().Over() && (c.clk != nil || c.cfg.Mode != kind.HotSeat)
}

// syncClock runs the clock exactly while the game goes on and nothing stops it.
func (c *core[P, M, Pc, G]) syncClock() {
	if c.clk == nil {
		return
	}
	if c.held || c.paused || c.viewOnly || c.g.Result().Over() {
		c.clk.Pause()
	} else {
		c.clk.Resume()
	}
}

// pressClock presses the clock for side before its move is played, and reports whether the move
// may be played: a move after the flag fell ends the game instead.
func (c *core[P, M, Pc, G]) pressClock(side game.Color) bool {
	if c.clk == nil {
		return true
	}
	c.syncClock()
	if err := c.clk.Moved(side); err != nil {
		c.endOnFlag()
		return false
	}
	c.countdown = 0
	return true
}

// clockTurn makes the clock's side to move the game's, after undo or redo.
func (c *core[P, M, Pc, G]) clockTurn() {
	if c.clk == nil {
		return
	}
	c.clk.SetTurn(c.g.Position().SideToMove())
	c.countdown = 0
	c.syncClock()
}

// tickClock runs the clock's part of an update: the flag, the move due under a per-move limit,
// and the countdown.
func (c *core[P, M, Pc, G]) tickClock() {
	if c.clk == nil {
		return
	}
	c.syncClock()
	if c.endOnFlag() {
		return
	}
	c.pollAuto()
	if side, due := c.clk.AutoMoveDue(); due && c.clk.Running() {
		c.moveForTimeout(side)
	}
	if n, ok := c.clk.Countdown(c.clk.Turn()); ok {
		if n != c.countdown {
			c.countdown = n
			c.events = append(c.events, EventCountdown)
		}
	} else {
		c.countdown = 0
	}
}

// Countdown returns the second being counted down on the running clock (10 to 1), if any.
func (c *core[P, M, Pc, G]) Countdown() (int, bool) { return c.countdown, c.countdown > 0 }

// endOnFlag ends the game when a flag fell, as the preset says (a loss, or counting).
func (c *core[P, M, Pc, G]) endOnFlag() bool {
	if c.clk == nil {
		return false
	}
	loser, fell := c.clk.Flagged()
	if !fell || c.g.Result().Over() {
		return false
	}
	c.v.flagFall(loser)
	c.changes++
	c.clk.Pause()
	c.stopThinking()
	c.v.resetSelection()
	c.countdown = 0
	c.events = append(c.events, EventGameOver)
	return true
}

// moveForTimeout has a move played for side, whose time for the move ran out: the computer's
// own search is cut short (it answers with the best move found so far), and for a person the
// computer looks for a move at AutoMoveLevel (EventAutoMove says when it is played).
func (c *core[P, M, Pc, G]) moveForTimeout(side game.Color) {
	if c.cfg.Computer(side) {
		if c.think != nil {
			c.think.cancel()
		}
		c.hold = 0
		return
	}
	if c.auto != nil {
		return
	}
	if c.engine == nil { // hot-seat without a computer: any legal move will do
		if mv, ok := c.fallbackMove(); ok && c.play(mv, false) {
			c.events = append(c.events, EventAutoMove)
		}
		return
	}
	c.cancel(c.hintSearch)
	c.hintSearch, c.hintWanted = nil, false
	if len(c.ending) > 0 {
		return // the engine searches one position at a time: wait until the hint has ended
	}
	c.v.resetSelection()
	c.auto = c.search(AutoMoveLevel, AutoMoveTime)
}

// pollAuto plays the move the computer found for a person out of time.
func (c *core[P, M, Pc, G]) pollAuto() {
	s, r, ok := collect(&c.auto)
	if !ok {
		return
	}
	mv, ok := r.move, r.err == nil && s.key == c.liveKey() && c.g.Position().IsLegal(r.move)
	if !ok {
		mv, ok = c.fallbackMove()
	}
	if ok && c.play(mv, false) {
		c.events = append(c.events, EventAutoMove)
	}
}

// fallbackMove returns a legal move of the live position when the computer gave none: the first
// that is not a pass, else a pass.
func (c *core[P, M, Pc, G]) fallbackMove() (M, bool) {
	moves := c.g.Position().LegalMoves(nil)
	for _, mv := range moves {
		if !c.v.isPass(mv) {
			return mv, true
		}
	}
	if len(moves) > 0 {
		return moves[0], true
	}
	var none M
	return none, false
}

// thinkTime returns how long the computer may think about its move as side: the clock's budget
// (0, no limit but the level's, without a clock). BestMove only takes a deadline, so the search
// is cut at the budget's hard limit or at twice its soft one, whichever comes first: an iteration
// begun before the soft limit usually ends by twice it. The level's own time still applies.
func (c *core[P, M, Pc, G]) thinkTime(side game.Color) time.Duration {
	if c.clk == nil || c.clk.Control().Kind() == clock.NoClock {
		return 0
	}
	soft, hard := c.clk.Budget(side)
	return max(min(hard, 2*soft), 10*time.Millisecond)
}
