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
func (m *Match[P, M, Pc, G, S]) startClock(clk *clock.Clock) {
	if clk == nil {
		tc := m.cfg.TimeControl()
		if tc.Kind() == clock.NoClock {
			return
		}
		clk = clock.New(tc, m.cfg.Now)
	}
	m.clk = clk
	m.clk.SetTurn(m.g.Position().SideToMove())
}

// Clock returns the game clock, or nil when the match has none. Read it only (Read, Countdown,
// State): the match presses, pauses and turns it.
func (m *Match[P, M, Pc, G, S]) Clock() *clock.Clock { return m.clk }

// SetHeld stops the clock and holds back the computer's moves while a dialog, the menu or any
// other overlay covers the board; the window calls it in every update with what it shows.
func (m *Match[P, M, Pc, G, S]) SetHeld(held bool) {
	m.held = held
	m.syncClock()
}

// SetPaused pauses the game (the player's pause) or goes on with it.
func (m *Match[P, M, Pc, G, S]) SetPaused(p bool) {
	m.paused = p
	m.syncClock()
}

// Paused reports whether the player paused the game.
func (m *Match[P, M, Pc, G, S]) Paused() bool { return m.paused }

// CanPause reports whether pausing means anything: there is a clock, or the computer plays.
func (m *Match[P, M, Pc, G, S]) CanPause() bool {
	return !m.viewOnly && !m.g.Result().Over() && (m.clk != nil || m.cfg.Mode != kind.HotSeat)
}

// syncClock runs the clock exactly while the game goes on and nothing stops it.
func (m *Match[P, M, Pc, G, S]) syncClock() {
	if m.clk == nil {
		return
	}
	if m.held || m.paused || m.viewOnly || m.g.Result().Over() {
		m.clk.Pause()
	} else {
		m.clk.Resume()
	}
}

// pressClock presses the clock for side before its move is played, and reports whether the move
// may be played: a move after the flag fell ends the game instead.
func (m *Match[P, M, Pc, G, S]) pressClock(side game.Color) bool {
	if m.clk == nil {
		return true
	}
	m.syncClock()
	if err := m.clk.Moved(side); err != nil {
		m.endOnFlag()
		return false
	}
	m.countdown = 0
	return true
}

// clockTurn makes the clock's side to move the game's, after undo or redo.
func (m *Match[P, M, Pc, G, S]) clockTurn() {
	if m.clk == nil {
		return
	}
	m.clk.SetTurn(m.g.Position().SideToMove())
	m.countdown = 0
	m.syncClock()
}

// tickClock runs the clock's part of an update: the flag, the move due under a per-move limit,
// and the countdown.
func (m *Match[P, M, Pc, G, S]) tickClock() {
	if m.clk == nil {
		return
	}
	m.syncClock()
	if m.endOnFlag() {
		return
	}
	m.pollAuto()
	if side, due := m.clk.AutoMoveDue(); due && m.clk.Running() {
		m.moveForTimeout(side)
	}
	if n, ok := m.clk.Countdown(m.clk.Turn()); ok {
		if n != m.countdown {
			m.countdown = n
			m.events = append(m.events, EventCountdown)
		}
	} else {
		m.countdown = 0
	}
}

// Countdown returns the second being counted down on the running clock (10 to 1), if any.
func (m *Match[P, M, Pc, G, S]) Countdown() (int, bool) { return m.countdown, m.countdown > 0 }

// endOnFlag ends the game when a flag fell, as the preset says (a loss, or counting).
func (m *Match[P, M, Pc, G, S]) endOnFlag() bool {
	if m.clk == nil {
		return false
	}
	loser, fell := m.clk.Flagged()
	if !fell || m.g.Result().Over() {
		return false
	}
	m.v.flagFall(loser)
	m.changes++
	m.clk.Pause()
	m.stopThinking()
	m.Sel.Reset()
	m.countdown = 0
	m.events = append(m.events, EventGameOver)
	return true
}

// moveForTimeout has a move played for side, whose time for the move ran out: the computer's
// own search is cut short (it answers with the best move found so far), and for a person the
// computer looks for a move at AutoMoveLevel (EventAutoMove says when it is played).
func (m *Match[P, M, Pc, G, S]) moveForTimeout(side game.Color) {
	if m.cfg.Computer(side) {
		if m.think != nil {
			m.think.cancel()
		}
		m.hold = 0
		return
	}
	if m.auto != nil {
		return
	}
	if m.engine == nil { // hot-seat without a computer: any legal move will do
		if mv, ok := m.fallbackMove(); ok && m.play(mv, false) {
			m.events = append(m.events, EventAutoMove)
		}
		return
	}
	m.cancel(m.hintSearch)
	m.hintSearch, m.hintWanted = nil, false
	if len(m.ending) > 0 {
		return // the engine searches one position at a time: wait until the hint has ended
	}
	m.Sel.Reset()
	m.auto = m.search(AutoMoveLevel, AutoMoveTime)
}

// pollAuto plays the move the computer found for a person out of time.
func (m *Match[P, M, Pc, G, S]) pollAuto() {
	s, r, ok := collect(&m.auto)
	if !ok {
		return
	}
	mv, ok := r.move, r.err == nil && s.key == m.liveKey() && m.g.Position().IsLegal(r.move)
	if !ok {
		mv, ok = m.fallbackMove()
	}
	if ok && m.play(mv, false) {
		m.events = append(m.events, EventAutoMove)
	}
}

// fallbackMove returns a legal move of the live position when the computer gave none: the first
// that is not a pass, else a pass.
func (m *Match[P, M, Pc, G, S]) fallbackMove() (M, bool) {
	moves := m.g.Position().LegalMoves(nil)
	for _, mv := range moves {
		if !m.v.isPass(mv) {
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
func (m *Match[P, M, Pc, G, S]) thinkTime(side game.Color) time.Duration {
	if m.clk == nil || m.clk.Control().Kind() == clock.NoClock {
		return 0
	}
	soft, hard := m.clk.Budget(side)
	return max(min(hard, 2*soft), 10*time.Millisecond)
}
