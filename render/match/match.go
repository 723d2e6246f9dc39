package match

import (
	"errors"
	"fmt"
	"time"

	"janggi/clock"
	"janggi/game"
)

// Event is something that just happened, for the window to play a sound or show a panel.
type Event uint8

// The events, in the order a move can raise them.
const (
	EventMove      Event = iota + 1 // a quiet move
	EventCapture                    // a move that took a piece
	EventPass                       // a pass (한수쉼)
	EventCheck                      // the side to move is now in check (장군)
	EventBikjang                    // the generals now face each other (빅장)
	EventGameOver                   // the game just ended
	EventHint                       // a hint arrived
	EventCountdown                  // the running clock counts down another second (Countdown)
	EventAutoMove                   // a person's time for the move ran out and the computer played it
)

// Timing of the computer player.
const (
	// ComputerPause is how long the computer waits after a move before its own move is shown
	// in computer-against-computer games, so that a person can follow them.
	ComputerPause = TPS / 2
	// HintTime bounds the search behind a hint.
	HintTime = 3 * time.Second
)

// Match is a game in the window: the game itself, who plays each side, what is selected, what
// moves on the board and what the computer is doing. Its methods are called from the window's
// update loop only (it is not safe for concurrent use); the computer thinks in goroutines that
// report on channels which Tick polls without waiting.
type Match struct {
	cfg    Config
	engine Engine
	g      *game.Game

	// shown is the position on the board: the live one, or an earlier one while reviewing.
	shown  *game.Position
	review int // the ply shown while reviewing, or -1 when live

	Sel      Selector     // the pointer's selection and drag
	Anim     Anim         // the last move's animation
	Announce Announcement // the notice on the board
	Flipped  bool         // the second player (Han) sits at the bottom

	think    *search       // the computer choosing its move, or nil
	pending  *searchResult // its answer, held back until the board is still
	hold     int           // ticks to wait before the computer's move is shown
	progress Progress      // the latest report of think
	failedAt uint64        // position key where the computer failed, so it does not retry in a loop
	err      error         // the computer's last failure

	hintSearch *search
	hintWanted bool      // a hint was asked for while an old search was still ending
	hint       game.Move // the suggested move for the shown position, or NoMove
	hintKey    uint64
	// ending holds cancelled searches that have not returned yet. No new search starts until they
	// have, so that the engine never runs two searches at once (package ai refuses a second).
	ending []*search

	pendingFlip bool // hot-seat auto-flip waits for the slide to end
	resultSeen  bool // the player closed the game-over panel
	events      []Event

	// clk is the game clock, nil when the match has none. It stands while a dialog covers the
	// board (held) or the player paused the game; auto is the search for the move the computer
	// plays for a person whose time for the move ran out (see clock.go).
	clk       *clock.Clock
	held      bool
	paused    bool
	auto      *search
	countdown int  // the second last counted down, so that each one is reported once
	viewOnly  bool // an opened record: nobody moves, the moves are stepped through
}

// New starts a match. It fails when the config's start position does not parse.
func New(cfg Config, e Engine) (*Match, error) { return NewFrom(cfg, e, nil, nil) }

// NewFrom starts a match on a game under way (resumed from the autosave, or continued from a
// move of a record): g, or the config's start when g is nil, with clk, or a fresh clock of the
// config's time control when clk is nil. The match owns g and clk from then on.
func NewFrom(cfg Config, e Engine, g *game.Game, clk *clock.Clock) (*Match, error) {
	if cfg.Mode != HotSeat && e == nil {
		return nil, errors.New("match: the computer plays a side but no engine was given")
	}
	if g == nil {
		var err error
		if g, err = cfg.newGame(); err != nil {
			return nil, err
		}
	}
	m := &Match{cfg: cfg, engine: e, g: g, review: -1}
	m.startClock(clk)
	m.Sel.Reset()
	m.Flipped = cfg.Mode == VsAI && cfg.Human == game.Han
	if cfg.Mode == HotSeat && cfg.AutoFlip {
		m.Flipped = g.Position().SideToMove() == game.Han
	}
	m.refresh()
	return m, nil
}

// Config returns the match's setup.
func (m *Match) Config() Config { return m.cfg }

// Game returns the game. The caller must not change it: moves go through the match.
func (m *Match) Game() *game.Game { return m.g }

// Shown returns the position on the board (an earlier one while reviewing). Read only.
func (m *Match) Shown() *game.Position { return m.shown }

// Reviewing reports whether an earlier position is shown, and which ply.
func (m *Match) Reviewing() (int, bool) { return m.review, m.review >= 0 }

// Result returns how the game stands.
func (m *Match) Result() game.Result { return m.g.Result() }

// ShowResult reports whether the game-over panel should be on screen: the game is over, the last
// move has landed, and the player has not closed the panel to review the game.
func (m *Match) ShowResult() bool {
	return m.g.Result().Over() && !m.Anim.Busy() && !m.resultSeen && m.review < 0 && !m.viewOnly
}

// CloseResult hides the game-over panel (to look at the board or review the moves).
func (m *Match) CloseResult() { m.resultSeen = true }

// Thinking reports whether the computer is choosing a move, for which side, and its latest report.
func (m *Match) Thinking() (game.Color, Progress, bool) {
	if m.think == nil && m.pending == nil {
		return game.Cho, Progress{}, false
	}
	side := m.g.Position().SideToMove()
	return side, m.progress, true
}

// Err returns the computer's last failure, or nil.
func (m *Match) Err() error { return m.err }

// Hint returns the suggested move for the shown position, or NoMove.
func (m *Match) Hint() game.Move {
	if m.hint != game.NoMove && m.hintKey == positionKey(m.shown) {
		return m.hint
	}
	return game.NoMove
}

// HintPending reports whether a hint is being searched.
func (m *Match) HintPending() bool { return m.hintSearch != nil || m.hintWanted }

// Events returns what happened since the last call, oldest first, and forgets it.
func (m *Match) Events() []Event {
	ev := m.events
	m.events = nil
	return ev
}

// HumanToMove reports whether a person may move now: the live position, the game goes on, it is
// a person's side to move, and no move is still landing.
func (m *Match) HumanToMove() bool {
	return m.review < 0 && !m.g.Result().Over() && !m.cfg.Computer(m.g.Position().SideToMove()) &&
		m.auto == nil && !m.viewOnly
}

// CanPick implements Picker: a person may pick up their own pieces on their turn.
func (m *Match) CanPick(sq game.Square) bool {
	if !m.HumanToMove() || !sq.Valid() {
		return false
	}
	pc := m.shown.At(sq)
	return pc != game.NoPiece && pc.Color() == m.shown.SideToMove()
}

// TargetsOf implements Picker.
func (m *Match) TargetsOf(sq game.Square) []game.Square {
	var out []game.Square
	for _, mv := range m.shown.LegalMoves(nil) {
		if mv.From() == sq && !mv.IsPass() {
			out = append(out, mv.To())
		}
	}
	return out
}

// Press, Drag and Release pass the pointer to the selector and play the move it completes.
// sq is the board square under the pointer, or game.NoSquare; x, y are in pixels.
func (m *Match) Press(sq game.Square, x, y float64) {
	if mv, ok := m.Sel.Press(m, sq, x, y); ok {
		m.play(mv, false)
	}
}

// Drag moves the pointer with the button held; slop is the distance that starts a drag.
func (m *Match) Drag(x, y, slop float64) { m.Sel.Move(x, y, slop) }

// Release ends a press over sq.
func (m *Match) Release(sq game.Square) {
	if mv, dropped, ok := m.Sel.Release(sq); ok {
		m.play(mv, dropped)
	}
}

// Pass plays a pass (한수쉼) for the person to move, when the rules allow it now.
func (m *Match) Pass() bool {
	if !m.HumanToMove() {
		return false
	}
	pos := m.g.Position()
	k := pos.GeneralSquare(pos.SideToMove())
	if k == game.NoSquare || !pos.IsLegal(game.PassMove(k)) {
		return false
	}
	return m.play(game.PassMove(k), false)
}

// CanPass reports whether the Pass button does something now.
func (m *Match) CanPass() bool {
	if !m.HumanToMove() {
		return false
	}
	pos := m.g.Position()
	k := pos.GeneralSquare(pos.SideToMove())
	return k != game.NoSquare && pos.IsLegal(game.PassMove(k))
}

// Resign ends the game: the person to move resigns (against the computer, the person's side).
func (m *Match) Resign() bool {
	if m.g.Result().Over() || m.cfg.Mode == AIvsAI {
		return false
	}
	side := m.g.Position().SideToMove()
	if m.cfg.Mode == VsAI {
		side = m.cfg.Human
	}
	m.stopThinking()
	m.g.Resign(side)
	m.leaveReview()
	m.events = append(m.events, EventGameOver)
	return true
}

// play makes a move of the live game with its animation, sounds and notices.
func (m *Match) play(mv game.Move, dropped bool) bool {
	pos := m.g.Position()
	if m.g.Result().Over() || !pos.IsLegal(mv) || !m.pressClock(pos.SideToMove()) {
		return false
	}
	anim := newAnim(pos, mv, dropped)
	if err := m.g.Play(mv); err != nil {
		return false
	}
	m.Anim = anim
	m.Sel.Reset()
	m.refresh()
	switch {
	case mv.IsPass():
		m.events = append(m.events, EventPass)
		m.notice(NoticePass, pos.SideToMove().Other())
	case anim.Captured != game.NoPiece:
		m.events = append(m.events, EventCapture)
	default:
		m.events = append(m.events, EventMove)
	}
	switch {
	case pos.Bikjang():
		m.events = append(m.events, EventBikjang)
		m.notice(NoticeBikjang, pos.SideToMove().Other())
	case pos.InCheck():
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCheck, pos.SideToMove().Other())
	}
	if m.g.Result().Over() {
		m.events = append(m.events, EventGameOver)
	}
	if m.cfg.Mode == HotSeat && m.cfg.AutoFlip {
		m.pendingFlip = true
	}
	if m.cfg.Mode == AIvsAI {
		m.hold = ComputerPause
	}
	return true
}

func (m *Match) notice(n Notice, side game.Color) {
	m.Announce = Announcement{Notice: n, Side: side, Ticks: AnnounceTicks}
}

// Tick advances the match by one update: animations, the computer's answers (polled, never
// waited for), and starting the computer when it is its turn.
func (m *Match) Tick() {
	m.Anim.Step()
	if m.Announce.Ticks > 0 {
		m.Announce.Ticks--
	}
	if m.hold > 0 && !m.Anim.Busy() {
		m.hold--
	}
	if m.pendingFlip && !m.Anim.Busy() {
		m.pendingFlip = false
		m.Flipped = m.g.Position().SideToMove() == game.Han
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

// startComputer starts a search when it is the computer's turn in the live game.
func (m *Match) startComputer() {
	pos := m.g.Position()
	side := pos.SideToMove()
	if m.think != nil || m.pending != nil || len(m.ending) > 0 || m.g.Result().Over() || !m.cfg.Computer(side) || m.viewOnly {
		return
	}
	if m.err != nil && m.failedAt == positionKey(pos) {
		return
	}
	m.progress = Progress{}
	m.think = startSearch(m.engine, pos, m.level(side), m.thinkTime(side))
}

func (m *Match) level(side game.Color) int { return max(1, m.cfg.Levels[side]) }

// applyComputer plays the computer's answer if it still fits the live position.
func (m *Match) applyComputer(r searchResult) {
	pos := m.g.Position()
	switch {
	case r.err != nil:
		m.fail(fmt.Errorf("the computer player failed: %w", r.err))
	case !pos.IsLegal(r.move):
		m.fail(fmt.Errorf("the computer player chose an illegal move %s", r.move))
	default:
		m.err = nil
		m.play(r.move, false)
	}
}

func (m *Match) fail(err error) {
	m.err = err
	m.failedAt = positionKey(m.g.Position())
	m.notice(NoticeAIError, m.g.Position().SideToMove())
}

// RequestHint starts a search for the person's best move in the live position (as soon as any
// cancelled search has ended).
func (m *Match) RequestHint() bool {
	if !m.HumanToMove() || m.engine == nil || m.HintPending() {
		return false
	}
	if m.Hint() == game.NoMove {
		m.hintWanted = true
		m.startHint()
	}
	return true
}

func (m *Match) startHint() {
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
	m.hintSearch = startSearch(m.engine, m.g.Position(), level, HintTime)
}

// reap forgets the cancelled searches that have returned.
func (m *Match) reap() {
	live := m.ending[:0]
	for _, s := range m.ending {
		if _, done := s.poll(); !done {
			live = append(live, s)
		}
	}
	clear(m.ending[len(live):])
	m.ending = live
}

func (m *Match) pollHint() {
	m.startHint()
	if m.hintSearch == nil {
		return
	}
	r, ok := m.hintSearch.poll()
	if !ok {
		return
	}
	s := m.hintSearch
	m.hintSearch = nil
	if r.err == nil && s.key == positionKey(m.g.Position()) && m.g.Position().IsLegal(r.move) {
		m.hint, m.hintKey = r.move, s.key
		m.events = append(m.events, EventHint)
	}
}

// stopThinking cancels the computer's search and any hint, and forgets their answers.
func (m *Match) stopThinking() {
	for _, s := range []*search{m.think, m.hintSearch, m.auto} {
		if s != nil {
			s.cancel()
			m.ending = append(m.ending, s)
		}
	}
	m.think, m.hintSearch, m.hintWanted, m.auto = nil, nil, false, nil
	m.pending = nil
	m.progress = Progress{}
	m.hold = 0
}

// Close cancels everything running in the background; call it when the match is left.
func (m *Match) Close() { m.stopThinking() }

// Undo takes back moves. Against the computer it takes back the person's last move and the
// computer's reply, so that it is the person's turn again (and cancels the computer if it was
// thinking); otherwise one move. It reports whether anything was taken back.
func (m *Match) Undo() bool {
	if m.viewOnly || m.g.Result().Reason == game.FlagFall {
		return false
	}
	m.stopThinking()
	m.leaveReview()
	if m.cfg.Mode != VsAI {
		if !m.g.Undo() {
			return false
		}
	} else if !m.undoToHuman() {
		return false
	}
	m.afterJump()
	return true
}

// undoToHuman takes back moves until one of the person's moves is gone and it is their turn.
// With no move of the person's to take back it changes nothing.
func (m *Match) undoToHuman() bool {
	if m.g.Result().Reason == game.Resignation {
		return m.g.Undo()
	}
	back := m.humanMoveBack()
	for range back {
		m.g.Undo()
	}
	return back > 0
}

// humanMoveBack returns how many plies back the person's last move lies (1 = the last move), or
// 0 when the person has not moved. Sides alternate with each ply, passes included.
func (m *Match) humanMoveBack() int {
	side := m.g.Position().SideToMove()
	for back := 1; back <= m.g.Ply(); back++ {
		side = side.Other() // the side that made the move back plies ago
		if side == m.cfg.Human {
			return back
		}
	}
	return 0
}

// CanUndo reports whether Undo would take anything back.
func (m *Match) CanUndo() bool {
	if m.viewOnly || m.g.Result().Reason == game.FlagFall {
		return false // time used is not given back: a game lost on time stays lost
	}
	if m.g.Result().Reason == game.Resignation {
		return true
	}
	if m.cfg.Mode == VsAI {
		return m.humanMoveBack() > 0
	}
	return m.g.Ply() > 0
}

// MoverOf returns the side that made the game's ply-th move (1 = the first), which is not always
// Cho: a game may start from a position with Han to move.
func (m *Match) MoverOf(ply int) game.Color {
	side := m.g.Position().SideToMove()
	if (m.g.Ply()-ply)%2 == 0 {
		return side.Other()
	}
	return side
}

// Redo plays again what Undo took back: against the computer the person's move and the reply.
func (m *Match) Redo() bool {
	if m.viewOnly {
		return false
	}
	m.stopThinking()
	m.leaveReview()
	if !m.g.Redo() {
		return false
	}
	for m.cfg.Mode == VsAI && m.cfg.Computer(m.g.Position().SideToMove()) && m.g.CanRedo() {
		m.g.Redo()
	}
	m.afterJump()
	return true
}

// afterJump resets the board's state after undo or redo; no animation, no sound.
func (m *Match) afterJump() {
	m.Anim = Anim{}
	m.Announce = Announcement{}
	m.Sel.Reset()
	m.err = nil
	m.resultSeen = false
	m.hint = game.NoMove
	if m.cfg.Mode == HotSeat && m.cfg.AutoFlip {
		m.Flipped = m.g.Position().SideToMove() == game.Han
	}
	m.clockTurn()
	m.refresh()
}

// Step moves through the game's moves for review: -1 one move back, +1 one forward. Reaching
// the last move returns to the live game.
func (m *Match) Step(delta int) {
	ply := m.g.Ply()
	at := ply
	if m.review >= 0 {
		at = m.review
	}
	at = min(max(at+delta, 0), ply)
	m.Sel.Reset()
	m.Anim = Anim{}
	if at == ply {
		m.leaveReview()
		return
	}
	m.review = at
	m.refresh()
}

// ReviewStart and ReviewEnd jump to the first position and back to the live game.
func (m *Match) ReviewStart() { m.Step(-m.g.Ply()) }

// ReviewEnd returns to the live game.
func (m *Match) ReviewEnd() { m.Step(m.g.Ply()) }

func (m *Match) leaveReview() {
	if m.review >= 0 {
		m.review = -1
		m.refresh()
	}
}

// refresh recomputes the shown position.
func (m *Match) refresh() {
	live := m.g.Position()
	if m.review < 0 {
		m.shown = live
		return
	}
	p := live.Clone()
	for p.Ply() > m.review {
		p.Unmake()
	}
	m.shown = p
}

// Flip turns the board half a turn.
func (m *Match) Flip() { m.Flipped = !m.Flipped }
