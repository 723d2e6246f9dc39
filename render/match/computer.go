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
func (m *Match[P, M, Pc, G, S]) Tick() {
	m.Anim.Step()
	if m.Shake > 0 {
		m.Shake--
	}
	if m.announce.Ticks > 0 {
		m.announce.Ticks--
	}
	if m.hold > 0 && !m.Anim.Busy() {
		m.hold--
	}
	if m.pendingFlip && !m.Anim.Busy() {
		m.pendingFlip = false
		m.flipped = m.g.Position().SideToMove() == game.Han
	}
	m.reap()
	m.tickClock()
	m.pollHint()
	if m.think != nil {
		if p, ok := m.think.latest(); ok {
			m.progress = p
		}
		if r, ok := m.think.poll(); ok {
			m.think = nil
			m.pending = &r
		}
	}
	if m.pending != nil && !m.Anim.Busy() && m.hold == 0 && !m.held && !m.paused {
		r := *m.pending
		m.pending = nil
		m.applyComputer(r)
	}
	m.startComputer()
}

// Thinking reports whether the computer is choosing a move, for which side, and its latest report.
func (m *Match[P, M, Pc, G, S]) Thinking() (game.Color, Progress, bool) {
	if m.think == nil && m.pending == nil {
		return game.Cho, Progress{}, false
	}
	return m.g.Position().SideToMove(), m.progress, true
}

// Err returns the computer's last failure, or nil.
func (m *Match[P, M, Pc, G, S]) Err() error { return m.err }

// search starts the engine on a copy of the live position. A timeout of 0 means none.
func (m *Match[P, M, Pc, G, S]) search(level int, timeout time.Duration) *job[M] {
	return startSearch(m.engine, m.g.Position(), m.liveKey(), level, timeout)
}

// startComputer starts a search when it is the computer's turn in the live game.
func (m *Match[P, M, Pc, G, S]) startComputer() {
	side := m.g.Position().SideToMove()
	if m.think != nil || m.pending != nil || len(m.ending) > 0 || m.g.Result().Over() || !m.cfg.Computer(side) || m.viewOnly {
		return
	}
	if m.err != nil && m.failedAt == m.liveKey() {
		return
	}
	m.progress = Progress{}
	m.think = m.search(max(1, m.cfg.Levels[side]), m.thinkTime(side))
}

// applyComputer plays the computer's answer if it still fits the live position.
func (m *Match[P, M, Pc, G, S]) applyComputer(r jobResult[M]) {
	switch {
	case r.err != nil:
		m.fail(fmt.Errorf("the computer player failed: %w", r.err))
	case !m.g.Position().IsLegal(r.move):
		m.fail(fmt.Errorf("the computer player chose an illegal move %v", r.move))
	default:
		m.err = nil
		m.play(r.move, false)
	}
}

func (m *Match[P, M, Pc, G, S]) fail(err error) {
	m.err = err
	m.failedAt = m.liveKey()
	m.notice(NoticeAIError, m.g.Position().SideToMove())
}

// Hint returns the suggested move for the shown position, or the zero move (NoMove).
func (m *Match[P, M, Pc, G, S]) Hint() M {
	var none M
	if m.hint != none && m.hintKey == key(m.shown, m.ShownPly()) {
		return m.hint
	}
	return none
}

// HintPending reports whether a hint is being searched.
func (m *Match[P, M, Pc, G, S]) HintPending() bool { return m.hintSearch != nil || m.hintWanted }

// RequestHint starts a search for the person's best move in the live position (as soon as any
// cancelled search has ended).
func (m *Match[P, M, Pc, G, S]) RequestHint() bool {
	if !m.HumanToMove() || m.engine == nil || m.HintPending() {
		return false
	}
	var none M
	if m.Hint() == none {
		m.hintWanted = true
		m.startHint()
	}
	return true
}

func (m *Match[P, M, Pc, G, S]) startHint() {
	if !m.hintWanted || len(m.ending) > 0 || m.think != nil {
		return
	}
	m.hintWanted = false
	if !m.HumanToMove() {
		return
	}
	level := m.cfg.HintLevel
	if level <= 0 {
		level = max(1, m.cfg.Levels[m.cfg.Human.Other()])
	}
	m.hintSearch = m.search(level, HintTime)
}

func (m *Match[P, M, Pc, G, S]) pollHint() {
	m.startHint()
	s, r, ok := collect(&m.hintSearch)
	if !ok {
		return
	}
	if r.err == nil && s.key == m.liveKey() && m.g.Position().IsLegal(r.move) {
		m.hint, m.hintKey = r.move, s.key
		m.events = append(m.events, EventHint)
	}
}

// reap forgets the cancelled searches that have returned.
func (m *Match[P, M, Pc, G, S]) reap() {
	live := m.ending[:0]
	for _, s := range m.ending {
		if _, done := s.poll(); !done {
			live = append(live, s)
		}
	}
	clear(m.ending[len(live):])
	m.ending = live
}

// cancel stops search s and keeps it among the ending ones until it returns.
func (m *Match[P, M, Pc, G, S]) cancel(s *job[M]) {
	if s != nil {
		s.cancel()
		m.ending = append(m.ending, s)
	}
}

// stopThinking cancels the computer's search and any hint, and forgets their answers.
func (m *Match[P, M, Pc, G, S]) stopThinking() {
	m.cancel(m.think)
	m.cancel(m.hintSearch)
	m.cancel(m.auto)
	m.think, m.hintSearch, m.hintWanted, m.auto = nil, nil, false, nil
	m.pending = nil
	m.progress = Progress{}
	m.hold = 0
}

// Close cancels everything running in the background; call it when the match is left.
func (m *Match[P, M, Pc, G, S]) Close() { m.stopThinking() }
