package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"janggi/game"
	"janggi/game/twelve"
)

// TwelveEngine is what the window needs of a Twelve Janggi computer player (package ai/twelve
// provides it; the window's command plugs it in). BestMove must return soon after ctx is done,
// and may call progress from its own goroutine.
type TwelveEngine interface {
	BestMove(ctx context.Context, pos *twelve.Position, level int, progress func(depth, score int, pv []twelve.Move)) (twelve.Move, error)
}

// TwelveAnim is the animation of Twelve Janggi's last move: the mover sliding from its square or
// its hand to its target, and the piece it took fading out. The embedded Anim holds the timing
// only (its Janggi fields stay empty); the fields here are the Twelve Janggi ones.
type TwelveAnim struct {
	Anim
	Move     twelve.Move
	Piece    twelve.Piece // the piece that moves, as it was before the move (a soldier that promotes lands as a lord)
	Captured twelve.Piece // the piece taken, or twelve.NoPiece
}

// TwelveMatch is a game of Twelve Janggi in the window, as Match is one of Janggi: who plays each
// side, the selection of board and hand pieces, animations, notices, undo and redo, review, hints
// and the computer thinking in a goroutine that Tick polls without waiting. Its methods are called
// from the window's update loop only.
type TwelveMatch struct {
	cfg    Config
	engine TwelveEngine
	g      *twelveGame

	shown  *twelve.Position // the live position, or an earlier one while reviewing
	review int              // the ply shown while reviewing, or -1 when live

	Sel      TwelveSelector // the pointer's selection and drag
	Anim     TwelveAnim     // the last move's animation
	Announce Announcement   // the notice on the board
	Flipped  bool           // Han sits at the bottom

	think    *job[twelve.Move]       // the computer choosing its move, or nil
	pending  *jobResult[twelve.Move] // its answer, held back until the board is still
	hold     int                     // ticks to wait before the computer's move is shown
	progress Progress
	failedAt uint64 // position key where the computer failed, so it does not retry in a loop
	err      error

	hintSearch *job[twelve.Move]
	hintWanted bool
	hint       twelve.Move
	hintKey    uint64
	// ending holds cancelled searches that have not returned yet; no search starts before they
	// have, so the engine never runs two at once.
	ending []*job[twelve.Move]

	pendingFlip bool
	resultSeen  bool
	events      []Event
}

// NewTwelve starts a match of Twelve Janggi. It fails when the config's start position does not
// parse or a computer plays without an engine.
func NewTwelve(cfg Config, e TwelveEngine) (*TwelveMatch, error) {
	if cfg.Mode != HotSeat && e == nil {
		return nil, errors.New("match: the computer plays a side of Twelve Janggi but no Twelve Janggi engine was given")
	}
	g, err := newTwelveGame(cfg.StartFEN)
	if err != nil {
		return nil, err
	}
	cfg.Twelve = true
	m := &TwelveMatch{cfg: cfg, engine: e, g: g, review: -1}
	m.Sel.Reset()
	m.Flipped = cfg.Mode == VsAI && cfg.Human == game.Han
	if cfg.Mode == HotSeat && cfg.AutoFlip {
		m.Flipped = g.pos.SideToMove() == game.Han
	}
	m.refresh()
	return m, nil
}

// Config returns the match's setup.
func (m *TwelveMatch) Config() Config { return m.cfg }

// Position returns the live position with its history. Read only: moves go through the match.
func (m *TwelveMatch) Position() *twelve.Position { return m.g.pos }

// Start returns the position the game started from. Read only.
func (m *TwelveMatch) Start() *twelve.Position { return m.g.start }

// Moves returns the moves played, first first.
func (m *TwelveMatch) Moves() []twelve.Move { return m.g.moves() }

// Ply returns the number of moves played.
func (m *TwelveMatch) Ply() int { return m.g.plies() }

// Shown returns the position on the board (an earlier one while reviewing). Read only.
func (m *TwelveMatch) Shown() *twelve.Position { return m.shown }

// Reviewing reports whether an earlier position is shown, and which ply.
func (m *TwelveMatch) Reviewing() (int, bool) { return m.review, m.review >= 0 }

// Result returns how the game stands.
func (m *TwelveMatch) Result() game.Result { return m.g.result() }

// ShowResult reports whether the game-over panel should be on screen.
func (m *TwelveMatch) ShowResult() bool {
	return m.g.result().Over() && !m.Anim.Busy() && !m.resultSeen && m.review < 0
}

// CloseResult hides the game-over panel.
func (m *TwelveMatch) CloseResult() { m.resultSeen = true }

// Thinking reports whether the computer is choosing a move, for which side, and its latest report.
func (m *TwelveMatch) Thinking() (game.Color, Progress, bool) {
	if m.think == nil && m.pending == nil {
		return game.Cho, Progress{}, false
	}
	return m.g.pos.SideToMove(), m.progress, true
}

// Err returns the computer's last failure, or nil.
func (m *TwelveMatch) Err() error { return m.err }

// Hint returns the suggested move for the shown position, or NoMove.
func (m *TwelveMatch) Hint() twelve.Move {
	if m.hint != twelve.NoMove && m.hintKey == twelveKey(m.shown) {
		return m.hint
	}
	return twelve.NoMove
}

// HintPending reports whether a hint is being searched.
func (m *TwelveMatch) HintPending() bool { return m.hintSearch != nil || m.hintWanted }

// Events returns what happened since the last call, oldest first, and forgets it.
func (m *TwelveMatch) Events() []Event {
	ev := m.events
	m.events = nil
	return ev
}

// HumanToMove reports whether a person may move now.
func (m *TwelveMatch) HumanToMove() bool {
	return m.review < 0 && !m.g.result().Over() && !m.cfg.Computer(m.g.pos.SideToMove())
}

// CanPick implements TwelvePicker: a person may pick up their own pieces, on the board or in
// their hand, on their turn.
func (m *TwelveMatch) CanPick(at Spot) bool {
	if !m.HumanToMove() {
		return false
	}
	side := m.shown.SideToMove()
	switch {
	case at.OnBoard():
		pc := m.shown.PieceAt(at.Square)
		return pc != twelve.NoPiece && pc.Color() == side
	case at.InHand():
		return at.Side == side && m.shown.Hand(side, at.Hand) > 0
	}
	return false
}

// MovesFrom implements TwelvePicker.
func (m *TwelveMatch) MovesFrom(at Spot) []twelve.Move {
	var out []twelve.Move
	for _, mv := range m.shown.LegalMoves(nil) {
		if at.OnBoard() && mv.From() == at.Square || at.InHand() && mv.DropType() == at.Hand {
			out = append(out, mv)
		}
	}
	return out
}

// Press, Drag and Release pass the pointer to the selector and play the move it completes.
// at is the spot under the pointer (NoSpot off the board and the hands); x, y are in pixels.
func (m *TwelveMatch) Press(at Spot, x, y float64) {
	if mv, ok := m.Sel.Press(m, at, x, y); ok {
		m.play(mv, false)
	}
}

// Drag moves the pointer with the button held; slop is the distance that starts a drag.
func (m *TwelveMatch) Drag(x, y, slop float64) { m.Sel.Move(x, y, slop) }

// Release ends a press over the spot at.
func (m *TwelveMatch) Release(at Spot) {
	if mv, dropped, ok := m.Sel.Release(at); ok {
		m.play(mv, dropped)
	}
}

// Resign ends the game: the person to move resigns (against the computer, the person's side).
func (m *TwelveMatch) Resign() bool {
	if m.g.result().Over() || m.cfg.Mode == AIvsAI {
		return false
	}
	side := m.g.pos.SideToMove()
	if m.cfg.Mode == VsAI {
		side = m.cfg.Human
	}
	m.stopThinking()
	m.g.resign(side)
	m.leaveReview()
	m.events = append(m.events, EventGameOver)
	return true
}

// play makes a move of the live game with its animation, sounds and notices.
func (m *TwelveMatch) play(mv twelve.Move, dropped bool) bool {
	pos := m.g.pos
	mover := pos.SideToMove()
	a := TwelveAnim{Anim: Anim{Slide: SlideTicks}, Move: mv, Captured: pos.PieceAt(mv.To())}
	if mv.IsDrop() {
		a.Piece = twelve.MakePiece(mover, mv.DropType())
	} else {
		a.Piece = pos.PieceAt(mv.From())
	}
	if dropped {
		a.Slide = 0
	}
	if a.Captured != twelve.NoPiece {
		a.Fade = FadeTicks
	}
	if err := m.g.play(mv); err != nil {
		return false
	}
	m.Anim = a
	m.Sel.Reset()
	m.refresh()
	if a.Captured != twelve.NoPiece {
		m.events = append(m.events, EventCapture)
	} else {
		m.events = append(m.events, EventMove)
	}
	over := m.g.result().Over()
	switch {
	case over:
	case a.Piece.Type() == twelve.King && m.inCamp(mover, mv.To()):
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCamp, mover)
	case pos.InCheck():
		m.events = append(m.events, EventCheck)
		m.notice(NoticeCheck, mover)
	case mv.IsPromotion():
		m.notice(NoticePromotion, mover)
	}
	if over {
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

// inCamp reports whether square s is in the camp of side c's opponent (the row c's king wins on).
func (m *TwelveMatch) inCamp(c game.Color, s twelve.Square) bool {
	return CampOf(c.Other()) == s.Rank()
}

// CampOf returns the rank index of side c's camp (its back row): 0 for Cho, 3 for Han.
func CampOf(c game.Color) int {
	if c == game.Han {
		return twelve.Ranks - 1
	}
	return 0
}

func (m *TwelveMatch) notice(n Notice, side game.Color) {
	m.Announce = Announcement{Notice: n, Side: side, Ticks: AnnounceTicks}
}

// Tick advances the match by one update: animations, the computer's answers (polled, never
// waited for), and starting the computer when it is its turn.
func (m *TwelveMatch) Tick() {
	m.Anim.Step()
	if m.Announce.Ticks > 0 {
		m.Announce.Ticks--
	}
	if m.hold > 0 && !m.Anim.Busy() {
		m.hold--
	}
	if m.pendingFlip && !m.Anim.Busy() {
		m.pendingFlip = false
		m.Flipped = m.g.pos.SideToMove() == game.Han
	}
	m.reap()
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
	if m.pending != nil && !m.Anim.Busy() && m.hold == 0 {
		r := *m.pending
		m.pending = nil
		m.applyComputer(r)
	}
	m.startComputer()
}

// search starts the engine on a copy of the live position.
func (m *TwelveMatch) search(level int, timeout time.Duration) *job[twelve.Move] {
	clone := m.g.pos.Clone()
	e := m.engine
	return startJob(twelveKey(clone), timeout, func(ctx context.Context, report func(Progress)) (twelve.Move, error) {
		return e.BestMove(ctx, clone, level, func(depth, score int, _ []twelve.Move) {
			report(Progress{Depth: depth, Score: score})
		})
	})
}

func (m *TwelveMatch) startComputer() {
	pos := m.g.pos
	side := pos.SideToMove()
	if m.think != nil || m.pending != nil || len(m.ending) > 0 || m.g.result().Over() || !m.cfg.Computer(side) {
		return
	}
	if m.err != nil && m.failedAt == twelveKey(pos) {
		return
	}
	m.progress = Progress{}
	m.think = m.search(max(1, m.cfg.Levels[side]), 0)
}

// applyComputer plays the computer's answer if it is legal in the live position.
func (m *TwelveMatch) applyComputer(r jobResult[twelve.Move]) {
	pos := m.g.pos
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

func (m *TwelveMatch) fail(err error) {
	m.err = err
	m.failedAt = twelveKey(m.g.pos)
	m.notice(NoticeAIError, m.g.pos.SideToMove())
}

// RequestHint starts a search for the person's best move in the live position.
func (m *TwelveMatch) RequestHint() bool {
	if !m.HumanToMove() || m.engine == nil || m.HintPending() {
		return false
	}
	if m.Hint() == twelve.NoMove {
		m.hintWanted = true
		m.startHint()
	}
	return true
}

func (m *TwelveMatch) startHint() {
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

func (m *TwelveMatch) pollHint() {
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
	if r.err == nil && s.key == twelveKey(m.g.pos) && m.g.pos.IsLegal(r.move) {
		m.hint, m.hintKey = r.move, s.key
		m.events = append(m.events, EventHint)
	}
}

// reap forgets the cancelled searches that have returned.
func (m *TwelveMatch) reap() {
	live := m.ending[:0]
	for _, s := range m.ending {
		if _, done := s.poll(); !done {
			live = append(live, s)
		}
	}
	clear(m.ending[len(live):])
	m.ending = live
}

// stopThinking cancels the computer's search and any hint, and forgets their answers.
func (m *TwelveMatch) stopThinking() {
	for _, s := range []*job[twelve.Move]{m.think, m.hintSearch} {
		if s != nil {
			s.cancel()
			m.ending = append(m.ending, s)
		}
	}
	m.think, m.hintSearch, m.hintWanted = nil, nil, false
	m.pending = nil
	m.progress = Progress{}
	m.hold = 0
}

// Close cancels everything running in the background; call it when the match is left.
func (m *TwelveMatch) Close() { m.stopThinking() }

// Undo takes back moves: against the computer the person's last move and the computer's reply,
// otherwise one move (or a resignation). It reports whether anything was taken back.
func (m *TwelveMatch) Undo() bool {
	m.stopThinking()
	m.leaveReview()
	back := 1
	if m.cfg.Mode == VsAI && m.g.ended == nil {
		back = m.humanMoveBack()
	}
	if back == 0 || !m.g.undo() {
		return false
	}
	for range back - 1 {
		m.g.undo()
	}
	m.afterJump()
	return true
}

// humanMoveBack returns how many plies back the person's last move lies, or 0 when they have
// not moved.
func (m *TwelveMatch) humanMoveBack() int {
	side := m.g.pos.SideToMove()
	for back := 1; back <= m.g.plies(); back++ {
		side = side.Other()
		if side == m.cfg.Human {
			return back
		}
	}
	return 0
}

// CanUndo reports whether Undo would take anything back.
func (m *TwelveMatch) CanUndo() bool {
	switch {
	case m.g.ended != nil:
		return true
	case m.cfg.Mode == VsAI:
		return m.humanMoveBack() > 0
	}
	return m.g.plies() > 0
}

// CanRedo reports whether Redo would play anything again.
func (m *TwelveMatch) CanRedo() bool { return len(m.g.redo) > 0 }

// MoverOf returns the side that made the ply-th move (1 = the first).
func (m *TwelveMatch) MoverOf(ply int) game.Color {
	side := m.g.pos.SideToMove()
	if (m.g.plies()-ply)%2 == 0 {
		return side.Other()
	}
	return side
}

// Redo plays again what Undo took back: against the computer the person's move and the reply.
func (m *TwelveMatch) Redo() bool {
	m.stopThinking()
	m.leaveReview()
	if !m.g.redoMove() {
		return false
	}
	for m.cfg.Mode == VsAI && m.cfg.Computer(m.g.pos.SideToMove()) && m.CanRedo() {
		m.g.redoMove()
	}
	m.afterJump()
	return true
}

// afterJump resets the board's state after undo or redo; no animation, no sound.
func (m *TwelveMatch) afterJump() {
	m.Anim = TwelveAnim{}
	m.Announce = Announcement{}
	m.Sel.Reset()
	m.err = nil
	m.resultSeen = false
	m.hint = twelve.NoMove
	if m.cfg.Mode == HotSeat && m.cfg.AutoFlip {
		m.Flipped = m.g.pos.SideToMove() == game.Han
	}
	m.refresh()
}

// Step moves through the game's moves for review: -1 one move back, +1 one forward. Reaching
// the last move returns to the live game.
func (m *TwelveMatch) Step(delta int) {
	ply := m.g.plies()
	at := ply
	if m.review >= 0 {
		at = m.review
	}
	at = min(max(at+delta, 0), ply)
	m.Sel.Reset()
	m.Anim = TwelveAnim{}
	if at == ply {
		m.leaveReview()
		return
	}
	m.review = at
	m.refresh()
}

// ReviewStart jumps to the start position.
func (m *TwelveMatch) ReviewStart() { m.Step(-m.g.plies()) }

// ReviewEnd returns to the live game.
func (m *TwelveMatch) ReviewEnd() { m.Step(m.g.plies()) }

func (m *TwelveMatch) leaveReview() {
	if m.review >= 0 {
		m.review = -1
		m.refresh()
	}
}

// refresh recomputes the shown position.
func (m *TwelveMatch) refresh() {
	live := m.g.pos
	if m.review < 0 {
		m.shown = live
		return
	}
	p := live.Clone()
	for p.HistoryLen() > m.review {
		p.Unmake()
	}
	m.shown = p
}

// Flip turns the board half a turn.
func (m *TwelveMatch) Flip() { m.Flipped = !m.Flipped }

// twelveKey identifies a position with its history length (see positionKey).
func twelveKey(p *twelve.Position) uint64 {
	return p.Hash() ^ uint64(p.HistoryLen())*0x9e3779b97f4a7c15
}
