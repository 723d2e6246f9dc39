package match

import (
	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
)

// The part of a match every game shares: the game with undo and redo, who plays each side, the
// review of earlier positions, notices, the computer and its hints (computer.go), the clock
// (clock.go) and records (record.go). Match (Janggi, Xiangqi) and TwelveMatch embed a core of
// their game's types, so that a fix to any of this lands once; what differs between the games
// (how a move is animated and announced, what a selection is) they provide through variant.

// position is what the core needs of a game's position (*game.Position, *twelve.Position).
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

// gameState is what the core needs of a game (*game.Game, *twelve.Game): its position, its moves,
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

// variant is what differs between the games, provided by the match that embeds the core.
type variant[P any, M comparable, Pc comparable] interface {
	// motion returns the animation of mv, about to be played on pos.
	motion(pos P, mv M, dropped bool) Motion[M, Pc]
	// announce raises the events and notices of mv, just played; pos is the position after it.
	announce(pos P, mv M)
	// resetSelection drops the pointer's selection.
	resetSelection()
	// flagFall ends the live game because loser's flag fell.
	flagFall(loser game.Color)
	// isPass reports whether mv is a pass, which the computer never plays for a person.
	isPass(mv M) bool
}

// core is the shared part of a match of the game whose positions are P, moves M, pieces Pc and
// games G. Its methods are called from the window's update loop only.
type core[P position[P, M], M comparable, Pc comparable, G gameState[P, M, G]] struct {
	cfg    Config
	engine EngineOf[P, M]
	g      G
	v      variant[P, M, Pc]

	// shown is the position on the board: the live one, or an earlier one while reviewing.
	shown  P
	review int // the ply shown while reviewing, or -1 when live

	Anim Motion[M, Pc] // the last move's animation
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

// init sets the core up on game g with clock clk (nil: a fresh one of the config's time
// control, if it has one); v is the match that embeds it.
func (c *core[P, M, Pc, G]) init(cfg Config, e EngineOf[P, M], g G, clk *clock.Clock, v variant[P, M, Pc]) {
	c.cfg, c.engine, c.g, c.v, c.review = cfg, e, g, v, -1
	c.startClock(clk)
	v.resetSelection()
	c.flipped = cfg.Mode == kind.VsAI && cfg.Human == game.Han
	if cfg.Mode == kind.HotSeat && cfg.AutoFlip {
		c.flipped = g.Position().SideToMove() == game.Han
	}
	c.refresh()
}

// key identifies position p after ply moves of the game, so that a position reached again after
// an undo and a different move is not mistaken for the one a search started from.
func key[P position[P, M], M comparable](p P, ply int) uint64 {
	return p.Hash() ^ uint64(ply)*0x9e3779b97f4a7c15
}

// liveKey is the key of the live position.
func (c *core[P, M, Pc, G]) liveKey() uint64 { return key(c.g.Position(), c.g.Ply()) }

// Config returns the match's setup.
func (c *core[P, M, Pc, G]) Config() Config { return c.cfg }

// Game returns the game. The caller must not change it: moves go through the match.
func (c *core[P, M, Pc, G]) Game() G { return c.g }

// Changes returns a number that changes with every change of the live game: a move, an undo or
// redo, an ending off the board. The window redoes what it derives from the game (the move list,
// the autosave) when it changes.
func (c *core[P, M, Pc, G]) Changes() int { return c.changes }

// Ply returns the number of moves played in the live game.
func (c *core[P, M, Pc, G]) Ply() int { return c.g.Ply() }

// Shown returns the position on the board (an earlier one while reviewing). Read only.
func (c *core[P, M, Pc, G]) Shown() P { return c.shown }

// Reviewing reports whether an earlier position is shown, and which ply.
func (c *core[P, M, Pc, G]) Reviewing() (int, bool) { return c.review, c.review >= 0 }

// ShownPly returns the ply of the position on the board: the live one, or the one reviewed.
func (c *core[P, M, Pc, G]) ShownPly() int {
	if c.review >= 0 {
		return c.review
	}
	return c.g.Ply()
}

// Result returns how the game stands.
func (c *core[P, M, Pc, G]) Result() game.Result { return c.g.Result() }

// ShowResult reports whether the game-over panel should be on screen: the game is over, the last
// move has landed, and the player has not closed the panel to review the game.
func (c *core[P, M, Pc, G]) ShowResult() bool {
	return c.g.Result().Over() && !c.Anim.Busy() && !c.resultSeen && c.review < 0 && !c.viewOnly
}

// CloseResult hides the game-over panel (to look at the board or review the moves).
func (c *core[P, M, Pc, G]) CloseResult() { c.resultSeen = true }

// Announcement returns the notice on the board and how long it has left.
func (c *core[P, M, Pc, G]) Announcement() Announcement { return c.announce }

// Flipped reports whether the board is turned so that the second player sits at the bottom.
func (c *core[P, M, Pc, G]) Flipped() bool { return c.flipped }

// Flip turns the board half a turn.
func (c *core[P, M, Pc, G]) Flip() { c.flipped = !c.flipped }

// Events returns what happened since the last call, oldest first, and forgets it.
func (c *core[P, M, Pc, G]) Events() []Event {
	ev := c.events
	c.events = nil
	return ev
}

// HumanToMove reports whether a person may move now: the live position, the game goes on, it is
// a person's side to move, no move is being found for them, and it is not an opened record.
func (c *core[P, M, Pc, G]) HumanToMove() bool {
	return c.review < 0 && !c.g.Result().Over() && !c.cfg.Computer(c.g.Position().SideToMove()) &&
		c.auto == nil && !c.viewOnly
}

// Resign ends the game: the person to move resigns (against the computer, the person's side).
func (c *core[P, M, Pc, G]) Resign() bool {
	if c.g.Result().Over() || c.cfg.Mode == kind.AIvsAI || c.viewOnly {
		return false
	}
	side := c.g.Position().SideToMove()
	if c.cfg.Mode == kind.VsAI {
		side = c.cfg.Human
	}
	c.stopThinking()
	c.g.Resign(side)
	c.changes++
	c.leaveReview()
	c.syncClock()
	c.events = append(c.events, EventGameOver)
	return true
}

// play makes a move of the live game with its animation, sounds and notices.
func (c *core[P, M, Pc, G]) play(mv M, dropped bool) bool {
	pos := c.g.Position()
	if c.g.Result().Over() || !pos.IsLegal(mv) || !c.pressClock(pos.SideToMove()) {
		return false
	}
	anim := c.v.motion(pos, mv, dropped)
	if err := c.g.Play(mv); err != nil {
		return false
	}
	c.Anim = anim
	c.changes++
	c.v.resetSelection()
	c.refresh()
	c.v.announce(pos, mv)
	if c.g.Result().Over() {
		c.events = append(c.events, EventGameOver)
	}
	if c.cfg.Mode == kind.HotSeat && c.cfg.AutoFlip {
		c.pendingFlip = true
	}
	if c.cfg.Mode == kind.AIvsAI {
		c.hold = ComputerPause
	}
	return true
}

// refuse answers a click where the selected piece cannot go: the piece shakes, and EventRefused
// asks for the sound.
func (c *core[P, M, Pc, G]) refuse() {
	c.Shake = ShakeTicks
	c.events = append(c.events, EventRefused)
}

// pointed plays what the selector completed on a press or release (mv, when ok; dropped says it
// was dragged there), and gives the feedback of a refused press or drop, which the selector marks
// in refused (see Selector.Refused).
func (c *core[P, M, Pc, G]) pointed(mv M, dropped, ok bool, refused *bool) {
	if ok {
		c.play(mv, dropped)
	}
	if *refused {
		*refused = false
		c.refuse()
	}
}

// unrefuse takes back a refusal of this tick: the press that seemed refused was the start of a
// fast drag that played its move (see Flick).
func (c *core[P, M, Pc, G]) unrefuse() {
	c.Shake = 0
	if n := len(c.events); n > 0 && c.events[n-1] == EventRefused {
		c.events = c.events[:n-1]
	}
}

// notice puts n on the board for side.
func (c *core[P, M, Pc, G]) notice(n Notice, side game.Color) {
	c.announce = Announcement{Notice: n, Side: side, Ticks: AnnounceTicks}
}

// Undo takes back moves. Against the computer it takes back the person's last move and the
// computer's reply, so that it is the person's turn again (and cancels the computer if it was
// thinking); otherwise one move. A finished game is final (see CanUndo). It reports whether
// anything was taken back; the computer's search is cancelled either way (and starts again at
// once).
func (c *core[P, M, Pc, G]) Undo() bool {
	if c.viewOnly || c.g.Result().Over() {
		return false
	}
	c.stopThinking()
	c.leaveReview()
	if !c.CanUndo() {
		return false
	}
	back := 1
	if c.cfg.Mode == kind.VsAI {
		back = c.humanMoveBack()
	}
	for range back {
		c.g.Undo()
	}
	c.afterJump()
	return true
}

// humanMoveBack returns how many plies back the person's last move lies (1 = the last move), or
// 0 when the person has not moved. Sides alternate with each ply, passes included.
func (c *core[P, M, Pc, G]) humanMoveBack() int {
	side := c.g.Position().SideToMove()
	for back := 1; back <= c.g.Ply(); back++ {
		side = side.Other() // the side that made the move back plies ago
		if side == c.cfg.Human {
			return back
		}
	}
	return 0
}

// CanUndo reports whether Undo would take anything back.
func (c *core[P, M, Pc, G]) CanUndo() bool {
	switch {
	case c.viewOnly || c.g.Result().Over():
		// A finished game is final, as over a real board: a resignation, a mate or a game lost on
		// time is not taken back. It can be reviewed (Step, the move list) and analysed.
		return false
	case c.cfg.Mode == kind.VsAI:
		return c.humanMoveBack() > 0
	}
	return c.g.Ply() > 0
}

// Redo plays again what Undo took back: against the computer the person's move and the reply.
func (c *core[P, M, Pc, G]) Redo() bool {
	if c.viewOnly {
		return false
	}
	c.stopThinking()
	c.leaveReview()
	if !c.g.Redo() {
		return false
	}
	for c.cfg.Mode == kind.VsAI && c.cfg.Computer(c.g.Position().SideToMove()) && c.g.CanRedo() {
		c.g.Redo()
	}
	c.afterJump()
	return true
}

// CanRedo reports whether Redo would play anything again.
func (c *core[P, M, Pc, G]) CanRedo() bool { return !c.viewOnly && c.g.CanRedo() }

// MoverOf returns the side that made the game's ply-th move (1 = the first), which is not always
// the first player: a game may start from a position with the second to move.
func (c *core[P, M, Pc, G]) MoverOf(ply int) game.Color {
	side := c.g.Position().SideToMove()
	if (c.g.Ply()-ply)%2 == 0 {
		return side.Other()
	}
	return side
}

// afterJump resets the board's state after undo or redo; no animation, no sound.
func (c *core[P, M, Pc, G]) afterJump() {
	c.changes++
	c.Anim = Motion[M, Pc]{}
	c.announce = Announcement{}
	c.v.resetSelection()
	c.err = nil
	c.resultSeen = false
	var none M
	c.hint = none
	if c.cfg.Mode == kind.HotSeat && c.cfg.AutoFlip {
		c.flipped = c.g.Position().SideToMove() == game.Han
	}
	c.clockTurn()
	c.refresh()
}

// Step moves through the game's moves for review: -1 one move back, +1 one forward. Reaching
// the last move returns to the live game.
func (c *core[P, M, Pc, G]) Step(delta int) {
	ply := c.g.Ply()
	at := min(max(c.ShownPly()+delta, 0), ply)
	c.v.resetSelection()
	c.Anim = Motion[M, Pc]{}
	if at == ply {
		c.leaveReview()
		return
	}
	c.review = at
	c.refresh()
}

// StepTo shows the position after ply moves (0 = the start); the last one is the live game.
func (c *core[P, M, Pc, G]) StepTo(ply int) { c.Step(ply - c.ShownPly()) }

// ReviewStart jumps to the first position.
func (c *core[P, M, Pc, G]) ReviewStart() { c.Step(-c.g.Ply()) }

// ReviewEnd returns to the live game.
func (c *core[P, M, Pc, G]) ReviewEnd() { c.Step(c.g.Ply()) }

func (c *core[P, M, Pc, G]) leaveReview() {
	if c.review >= 0 {
		c.review = -1
		c.refresh()
	}
}

// refresh recomputes the shown position.
func (c *core[P, M, Pc, G]) refresh() {
	live := c.g.Position()
	if c.review < 0 {
		c.shown = live
		return
	}
	p := live.Clone()
	for n := c.g.Ply(); n > c.review; n-- {
		p.Unmake()
	}
	c.shown = p
}

// Viewing reports whether the match shows an opened record (see View).
func (c *core[P, M, Pc, G]) Viewing() bool { return c.viewOnly }

// CanPlayFrom reports whether PlayFrom can continue from the position shown: the game does not
// end there on the board (a resignation or a flag fall at the end is taken back).
func (c *core[P, M, Pc, G]) CanPlayFrom() bool { return !c.shown.Result().Over() }
