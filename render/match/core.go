package match

import (
	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// Match is written once for every game: the game with undo and redo, who plays each side, the
// pointer's selection (Selector), the review of earlier positions, notices, the computer and
// its hints (computer.go), the clock (clock.go) and records (record.go). What differs between
// the games (which pieces a person may pick up and where they go, how a move is animated and
// announced, a flag fall, the pass) each game's rules give it through variant: Janggi's and
// Xiangqi's (janggiRules, match.go) and Twelve Janggi's (twelveRules, twelve.go).

// position is what a match needs of a game's position (*game.Position, *twelve.Position).
type position[P any, M comparable] interface {
	SideToMove() game.Color
	IsLegal(M) bool
	LegalMoves(dst []M) []M
	InCheck() bool
	Result() game.Result
	Hash() uint64
	LastMove() M
	Unmake()
	Clone() P
}

// gameState is what a match needs of a game (*game.Game, *twelve.Game): its position, its moves,
// undo and redo, and endings from outside the board.
type gameState[P any, M comparable, G any] interface {
	Position() P
	Ply() int
	Moves() []M
	Result() game.Result
	Play(M) error
	Undo() bool
	Redo() bool
	CanRedo() bool
	Resign(game.Color)
	Clone() G
}

// variant is what differs between the games: the rules of the match's game as the match plays
// them, each game's over its own types (janggiRules, twelveRules).
type variant[P any, M comparable, Pc comparable, G any, S comparable] interface {
	// Picker answers the selector: what the person to move may pick up in the position shown
	// (Match.HumanToMove says whether they may), and where it goes.
	Picker[S, M]
	// motion returns the animation of mv, about to be played on pos.
	motion(pos P, mv M, dropped bool) Motion[M, Pc]
	// announce raises the events and notices of mv, just played; pos is the position after it.
	announce(pos P, mv M)
	// flagFall ends the live game because loser's flag fell.
	flagFall(loser game.Color)
	// isPass reports whether mv is a pass, which the computer never plays for a person.
	isPass(mv M) bool
	// passMove returns the pass of the side to move in the live game, when the rules allow one
	// now (never in a game without a pass).
	passMove() (M, bool)
	// passEnding says what the pass mv, of the side to move, would open the way to (see
	// Match.PassEnding).
	passEnding(mv M) (res game.Result, now, ok bool)
	// portGame returns the live game through the game port, for its record.
	portGame() port.Game
	// playOn starts a match of this game on g, a game under way, with clock clk (nil: a fresh one
	// of cfg's time control), for PlayFrom.
	playOn(cfg Config, e Engines, g G, clk *clock.Clock) (Session, error)
}

// Match is a game in the window, of any game: its positions are P, moves M, pieces Pc, games G
// and the places a piece is picked up from S (Janggi's and Xiangqi's: *game.Position,
// game.Move, game.Piece, *game.Game, game.Square; Twelve Janggi's: *twelve.Position,
// twelve.Move, twelve.Piece, *twelve.Game, Spot). Start, Resume and View make it for the game of
// their config or record and return it as a Session; the methods beyond Session (the board, its
// pieces, the pointer on them, Janggi's pass) speak of the game's own types, for the window's
// board of that game. Its methods are called from the window's update loop only (it is not safe
// for concurrent use); the computer thinks in goroutines that report on channels which Tick polls
// without waiting.
type Match[P position[P, M], M comparable, Pc comparable, G gameState[P, M, G], S comparable] struct {
	cfg    Config
	engine EngineOf[P, M]
	g      G
	v      variant[P, M, Pc, G, S]

	// shown is the position on the board: the live one, or an earlier one while reviewing.
	shown  P
	review int // the ply shown while reviewing, or -1 when live

	Sel  Selector[S, M] // the pointer's selection and drag
	Anim Motion[M, Pc]  // the last move's animation
	// Shake counts down the ticks of the selected piece's shake after a refused click (see
	// Selector.Refused): ShakeTicks, down to 0.
	Shake    int
	announce Announcement // the notice on the board
	flipped  bool         // the second player sits at the bottom

	think    *job[M]       // the computer choosing its move, or nil
	pending  *jobResult[M] // its answer, held back until the board is still
	hold     int           // ticks to wait before the computer's move is shown
	progress Progress      // the latest report of think
	failedAt uint64        // position key where the computer failed, so it does not retry in a loop
	err      error         // the computer's last failure

	hintSearch *job[M]
	hintWanted bool   // a hint was asked for while an old search was still ending
	hint       M      // the suggested move for the position hintKey, or the zero move
	hintKey    uint64 // see key
	// ending holds cancelled searches that have not returned yet. No new search starts until they
	// have, so that the engine never runs two searches at once (package ai refuses a second).
	ending []*job[M]

	changes     int  // counts the changes of the live game (see Changes)
	pendingFlip bool // hot-seat auto-flip waits for the slide to end
	resultSeen  bool // the player closed the game-over panel
	events      []Event

	// clk is the game clock, nil when the match has none. It stands while a dialog covers the
	// board (held) or the player paused the game; auto is the search for the move the computer
	// plays for a person whose time for the move ran out (see clock.go).
	clk       *clock.Clock
	held      bool
	paused    bool
	auto      *job[M]
	countdown int  // the second last counted down, so that each one is reported once
	viewOnly  bool // an opened record: nobody moves, the moves are stepped through
}

// init sets the match up on game g with clock clk (nil: a fresh one of the config's time
// control, if it has one), played by the rules v.
func (m *Match[P, M, Pc, G, S]) init(cfg Config, e EngineOf[P, M], g G, clk *clock.Clock, v variant[P, M, Pc, G, S]) {
	m.cfg, m.engine, m.g, m.v, m.review = cfg, e, g, v, -1
	m.startClock(clk)
	m.Sel.Reset()
	m.flipped = cfg.Mode == kind.VsAI && cfg.Human == game.Han
	if cfg.Mode == kind.HotSeat && cfg.AutoFlip {
		m.flipped = g.Position().SideToMove() == game.Han
	}
	m.refresh()
}

// key identifies position p after ply moves of the game, so that a position reached again after
// an undo and a different move is not mistaken for the one a search started from.
func key[P position[P, M], M comparable](p P, ply int) uint64 {
	return p.Hash() ^ uint64(ply)*0x9e3779b97f4a7c15
}

// liveKey is the key of the live position.
func (m *Match[P, M, Pc, G, S]) liveKey() uint64 { return key(m.g.Position(), m.g.Ply()) }

// Config returns the match's setup.
func (m *Match[P, M, Pc, G, S]) Config() Config { return m.cfg }

// Game returns the game. The caller must not change it: moves go through the match.
func (m *Match[P, M, Pc, G, S]) Game() G { return m.g }

// Changes returns a number that changes with every change of the live game: a move, an undo or
// redo, an ending off the board. The window redoes what it derives from the game (the move list,
// the autosave) when it changes.
func (m *Match[P, M, Pc, G, S]) Changes() int { return m.changes }

// Ply returns the number of moves played in the live game.
func (m *Match[P, M, Pc, G, S]) Ply() int { return m.g.Ply() }

// Shown returns the position on the board (an earlier one while reviewing). Read only.
func (m *Match[P, M, Pc, G, S]) Shown() P { return m.shown }

// Reviewing reports whether an earlier position is shown, and which ply.
func (m *Match[P, M, Pc, G, S]) Reviewing() (int, bool) { return m.review, m.review >= 0 }

// ShownPly returns the ply of the position on the board: the live one, or the one reviewed.
func (m *Match[P, M, Pc, G, S]) ShownPly() int {
	if m.review >= 0 {
		return m.review
	}
	return m.g.Ply()
}

// Result returns how the game stands.
func (m *Match[P, M, Pc, G, S]) Result() game.Result { return m.g.Result() }

// ShowResult reports whether the game-over panel should be on screen: the game is over, the last
// move has landed, and the player has not closed the panel to review the game.
func (m *Match[P, M, Pc, G, S]) ShowResult() bool {
	return m.g.Result().Over() && !m.Anim.Busy() && !m.resultSeen && m.review < 0 && !m.viewOnly
}

// CloseResult hides the game-over panel (to look at the board or review the moves).
func (m *Match[P, M, Pc, G, S]) CloseResult() { m.resultSeen = true }

// Announcement returns the notice on the board and how long it has left.
func (m *Match[P, M, Pc, G, S]) Announcement() Announcement { return m.announce }

// Flipped reports whether the board is turned so that the second player sits at the bottom.
func (m *Match[P, M, Pc, G, S]) Flipped() bool { return m.flipped }

// Flip turns the board half a turn.
func (m *Match[P, M, Pc, G, S]) Flip() { m.flipped = !m.flipped }

// Events returns what happened since the last call, oldest first, and forgets it.
func (m *Match[P, M, Pc, G, S]) Events() []Event {
	ev := m.events
	m.events = nil
	return ev
}

// HumanToMove reports whether a person may move now: the live position, the game goes on, it is
// a person's side to move, no move is being found for them, and it is not an opened record.
func (m *Match[P, M, Pc, G, S]) HumanToMove() bool {
	return m.review < 0 && !m.g.Result().Over() && !m.cfg.Computer(m.g.Position().SideToMove()) &&
		m.auto == nil && !m.viewOnly
}

// Resign ends the game: the person to move resigns (against the computer, the person's side).
func (m *Match[P, M, Pc, G, S]) Resign() bool {
	if m.g.Result().Over() || m.cfg.Mode == kind.AIvsAI || m.viewOnly {
		return false
	}
	side := m.g.Position().SideToMove()
	if m.cfg.Mode == kind.VsAI {
		side = m.cfg.Human
	}
	m.stopThinking()
	m.g.Resign(side)
	m.changes++
	m.leaveReview()
	m.syncClock()
	m.events = append(m.events, EventGameOver)
	return true
}

// play makes a move of the live game with its animation, sounds and notices.
func (m *Match[P, M, Pc, G, S]) play(mv M, dropped bool) bool {
	pos := m.g.Position()
	if m.g.Result().Over() || !pos.IsLegal(mv) || !m.pressClock(pos.SideToMove()) {
		return false
	}
	anim := m.v.motion(pos, mv, dropped)
	if err := m.g.Play(mv); err != nil {
		return false
	}
	m.Anim = anim
	m.changes++
	m.Sel.Reset()
	m.refresh()
	m.v.announce(pos, mv)
	if m.g.Result().Over() {
		m.events = append(m.events, EventGameOver)
	}
	if m.cfg.Mode == kind.HotSeat && m.cfg.AutoFlip {
		m.pendingFlip = true
	}
	if m.cfg.Mode == kind.AIvsAI {
		m.hold = ComputerPause
	}
	return true
}

// refuse answers a click where the selected piece cannot go: the piece shakes, and EventRefused
// asks for the sound.
func (m *Match[P, M, Pc, G, S]) refuse() {
	m.Shake = ShakeTicks
	m.events = append(m.events, EventRefused)
}

// pointed plays what the selector completed on a press or release (mv, when ok; dropped says it
// was dragged there), and gives the feedback of a refused press or drop, which the selector marks
// in refused (see Selector.Refused).
func (m *Match[P, M, Pc, G, S]) pointed(mv M, dropped, ok bool, refused *bool) {
	if ok {
		m.play(mv, dropped)
	}
	if *refused {
		*refused = false
		m.refuse()
	}
}

// unrefuse takes back a refusal of this tick: the press that seemed refused was the start of a
// fast drag that played its move (see Flick).
func (m *Match[P, M, Pc, G, S]) unrefuse() {
	m.Shake = 0
	if n := len(m.events); n > 0 && m.events[n-1] == EventRefused {
		m.events = m.events[:n-1]
	}
}

// notice puts n on the board for side.
func (m *Match[P, M, Pc, G, S]) notice(n Notice, side game.Color) {
	m.announce = Announcement{Notice: n, Side: side, Ticks: AnnounceTicks}
}

// Undo takes back moves. Against the computer it takes back the person's last move and the
// computer's reply, so that it is the person's turn again (and cancels the computer if it was
// thinking); otherwise one move. A finished game is final (see CanUndo). It reports whether
// anything was taken back; the computer's search is cancelled either way (and starts again at
// once).
func (m *Match[P, M, Pc, G, S]) Undo() bool {
	if m.viewOnly || m.g.Result().Over() {
		return false
	}
	m.stopThinking()
	m.leaveReview()
	if !m.CanUndo() {
		return false
	}
	back := 1
	if m.cfg.Mode == kind.VsAI {
		back = m.humanMoveBack()
	}
	for range back {
		m.g.Undo()
	}
	m.afterJump()
	return true
}

// humanMoveBack returns how many plies back the person's last move lies (1 = the last move), or
// 0 when the person has not moved. Sides alternate with each ply, passes included.
func (m *Match[P, M, Pc, G, S]) humanMoveBack() int {
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
func (m *Match[P, M, Pc, G, S]) CanUndo() bool {
	switch {
	case m.viewOnly || m.g.Result().Over():
		// A finished game is final, as over a real board: a resignation, a mate or a game lost on
		// time is not taken back. It can be reviewed (Step, the move list) and analysed.
		return false
	case m.cfg.Mode == kind.VsAI:
		return m.humanMoveBack() > 0
	}
	return m.g.Ply() > 0
}

// Redo plays again what Undo took back: against the computer the person's move and the reply.
func (m *Match[P, M, Pc, G, S]) Redo() bool {
	if m.viewOnly {
		return false
	}
	m.stopThinking()
	m.leaveReview()
	if !m.g.Redo() {
		return false
	}
	for m.cfg.Mode == kind.VsAI && m.cfg.Computer(m.g.Position().SideToMove()) && m.g.CanRedo() {
		m.g.Redo()
	}
	m.afterJump()
	return true
}

// CanRedo reports whether Redo would play anything again.
func (m *Match[P, M, Pc, G, S]) CanRedo() bool { return !m.viewOnly && m.g.CanRedo() }

// MoverOf returns the side that made the game's ply-th move (1 = the first), which is not always
// the first player: a game may start from a position with the second to move.
func (m *Match[P, M, Pc, G, S]) MoverOf(ply int) game.Color {
	side := m.g.Position().SideToMove()
	if (m.g.Ply()-ply)%2 == 0 {
		return side.Other()
	}
	return side
}

// afterJump resets the board's state after undo or redo; no animation, no sound.
func (m *Match[P, M, Pc, G, S]) afterJump() {
	m.changes++
	m.Anim = Motion[M, Pc]{}
	m.announce = Announcement{}
	m.Sel.Reset()
	m.err = nil
	m.resultSeen = false
	var none M
	m.hint = none
	if m.cfg.Mode == kind.HotSeat && m.cfg.AutoFlip {
		m.flipped = m.g.Position().SideToMove() == game.Han
	}
	m.clockTurn()
	m.refresh()
}

// Step moves through the game's moves for review: -1 one move back, +1 one forward. Reaching
// the last move returns to the live game.
func (m *Match[P, M, Pc, G, S]) Step(delta int) {
	ply := m.g.Ply()
	at := min(max(m.ShownPly()+delta, 0), ply)
	m.Sel.Reset()
	m.Anim = Motion[M, Pc]{}
	if at == ply {
		m.leaveReview()
		return
	}
	m.review = at
	m.refresh()
}

// StepTo shows the position after ply moves (0 = the start); the last one is the live game.
func (m *Match[P, M, Pc, G, S]) StepTo(ply int) { m.Step(ply - m.ShownPly()) }

// ReviewStart jumps to the first position.
func (m *Match[P, M, Pc, G, S]) ReviewStart() { m.Step(-m.g.Ply()) }

// ReviewEnd returns to the live game.
func (m *Match[P, M, Pc, G, S]) ReviewEnd() { m.Step(m.g.Ply()) }

func (m *Match[P, M, Pc, G, S]) leaveReview() {
	if m.review >= 0 {
		m.review = -1
		m.refresh()
	}
}

// refresh recomputes the shown position.
func (m *Match[P, M, Pc, G, S]) refresh() {
	live := m.g.Position()
	if m.review < 0 {
		m.shown = live
		return
	}
	p := live.Clone()
	for n := m.g.Ply(); n > m.review; n-- {
		p.Unmake()
	}
	m.shown = p
}

// Viewing reports whether the match shows an opened record (see View).
func (m *Match[P, M, Pc, G, S]) Viewing() bool { return m.viewOnly }

// CanPlayFrom reports whether PlayFrom can continue from the position shown: the game does not
// end there on the board (a resignation or a flag fall at the end is taken back).
func (m *Match[P, M, Pc, G, S]) CanPlayFrom() bool { return !m.shown.Result().Over() }
