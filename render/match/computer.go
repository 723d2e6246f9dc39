package match

import (
	"fmt"
	"time"

	"janggi/game"
)

// The computer in a match: its moves, searched in goroutines that Tick polls without waiting,
// the hints it gives, and the searches cancelled by undo, a new game or closing the window.

// Tick advances the match by one update: animations, the clock, the computer's answers (polled,
// never waited for), and starting the computer when it is its turn.
func (c *core[P, M, Pc, G]) Tick() {
	c.Anim.Step()
	if c.Shake > 0 {
		c.Shake--
	}
	if c.announce.Ticks > 0 {
		c.announce.Ticks--
	}
	if c.hold > 0 && !c.Anim.Busy() {
		c.hold--
	}
	if c.pendingFlip && !c.Anim.Busy() {
		c.pendingFlip = false
		c.flipped = c.g.Position().SideToMove() == game.Han
	}
	c.reap()
	c.tickClock()
	c.pollHint()
	if c.think != nil {
		if p, ok := c.think.latest(); ok {
			c.progress = p
		}
		if r, ok := c.think.poll(); ok {
			c.think = nil
			c.pending = &r
		}
	}
	if c.pending != nil && !c.Anim.Busy() && c.hold == 0 && !c.held && !c.paused {
		r := *c.pending
		c.pending = nil
		c.applyComputer(r)
	}
	c.startComputer()
}

// Thinking reports whether the computer is choosing a move, for which side, and its latest report.
func (c *core[P, M, Pc, G]) Thinking() (game.Color, Progress, bool) {
	if c.think == nil && c.pending == nil {
		return game.Cho, Progress{}, false
	}
	return c.g.Position().SideToMove(), c.progress, true
}

// Err returns the computer's last failure, or nil.
func (c *core[P, M, Pc, G]) Err() error { return c.err }

// search starts the engine on a copy of the live position. A timeout of 0 means none.
func (c *core[P, M, Pc, G]) search(level int, timeout time.Duration) *job[M] {
	return startSearch(c.engine, c.g.Position(), c.liveKey(), level, timeout)
}

// startComputer starts a search when it is the computer's turn in the live game.
func (c *core[P, M, Pc, G]) startComputer() {
	side := c.g.Position().SideToMove()
	if c.think != nil || c.pending != nil || len(c.ending) > 0 || c.g.Result().Over() || !c.cfg.Computer(side) || c.viewOnly {
		return
	}
	if c.err != nil && c.failedAt == c.liveKey() {
		return
	}
	c.progress = Progress{}
	c.think = c.search(max(1, c.cfg.Levels[side]), c.thinkTime(side))
}

// applyComputer plays the computer's answer if it still fits the live position.
func (c *core[P, M, Pc, G]) applyComputer(r jobResult[M]) {
	switch {
	case r.err != nil:
		c.fail(fmt.Errorf("the computer player failed: %w", r.err))
	case !c.g.Position().IsLegal(r.move):
		c.fail(fmt.Errorf("the computer player chose an illegal move %v", r.move))
	default:
		c.err = nil
		c.play(r.move, false)
	}
}

func (c *core[P, M, Pc, G]) fail(err error) {
	c.err = err
	c.failedAt = c.liveKey()
	c.notice(NoticeAIError, c.g.Position().SideToMove())
}

// Hint returns the suggested move for the shown position, or the zero move (NoMove).
func (c *core[P, M, Pc, G]) Hint() M {
	var none M
	if c.hint != none && c.hintKey == key(c.shown, c.ShownPly()) {
		return c.hint
	}
	return none
}

// HintPending reports whether a hint is being searched.
func (c *core[P, M, Pc, G]) HintPending() bool { return c.hintSearch != nil || c.hintWanted }

// RequestHint starts a search for the person's best move in the live position (as soon as any
// cancelled search has ended).
func (c *core[P, M, Pc, G]) RequestHint() bool {
	if !c.HumanToMove() || c.engine == nil || c.HintPending() {
		return false
	}
	var none M
	if c.Hint() == none {
		c.hintWanted = true
		c.startHint()
	}
	return true
}

func (c *core[P, M, Pc, G]) startHint() {
	if !c.hintWanted || len(c.ending) > 0 || c.think != nil {
		return
	}
	c.hintWanted = false
	if !c.HumanToMove() {
		return
	}
	level := c.cfg.HintLevel
	if level <= 0 {
		level = max(1, c.cfg.Levels[c.cfg.Human.Other()])
	}
	c.hintSearch = c.search(level, HintTime)
}

func (c *core[P, M, Pc, G]) pollHint() {
	c.startHint()
	s, r, ok := collect(&c.hintSearch)
	if !ok {
		return
	}
	if r.err == nil && s.key == c.liveKey() && c.g.Position().IsLegal(r.move) {
		c.hint, c.hintKey = r.move, s.key
		c.events = append(c.events, EventHint)
	}
}

// reap forgets the cancelled searches that have returned.
func (c *core[P, M, Pc, G]) reap() {
	live := c.ending[:0]
	for _, s := range c.ending {
		if _, done := s.poll(); !done {
			live = append(live, s)
		}
	}
	clear(c.ending[len(live):])
	c.ending = live
}

// cancel stops search s and keeps it among the ending ones until it returns.
func (c *core[P, M, Pc, G]) cancel(s *job[M]) {
	if s != nil {
		s.cancel()
		c.ending = append(c.ending, s)
	}
}

// stopThinking cancels the computer's search and any hint, and forgets their answers.
func (c *core[P, M, Pc, G]) stopThinking() {
	c.cancel(c.think)
	c.cancel(c.hintSearch)
	c.cancel(c.auto)
	c.think, c.hintSearch, c.hintWanted, c.auto = nil, nil, false, nil
	c.pending = nil
	c.progress = Progress{}
	c.hold = 0
}

// Close cancels everything running in the background; call it when the match is left.
func (c *core[P, M, Pc, G]) Close() { c.stopThinking() }
