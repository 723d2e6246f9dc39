package render

import (
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/record"
	"janggi/render/match"
)

// The game scene sees its match through the roles below, each what one part of the scene asks
// of it; playing is all of them: what a match of any game (a match.Match of its game's types) is
// to the scene, everything but the board, its pieces and the pointer on them, which the scene's
// board handles.
type playing interface {
	session
	review
	clocked
	computer
}

// session is the match as a whole: its setup, its ticks and events, how it stands and ends.
type session interface {
	Config() match.Config
	Tick()
	Close()
	Events() []match.Event
	Changes() int
	Result() game.Result
	ShowResult() bool
	CloseResult()
	Announcement() match.Announcement
	HumanToMove() bool
	Resign() bool
	Flipped() bool
	Flip()
	Viewing() bool
	CanPlayFrom() bool
	// PlayFrom starts a new match on the game shown (see match.Session); the scene shows it with
	// sceneOf.
	PlayFrom(cfg match.Config, e match.Engines) (match.Session, error)
	Record(names [2]string, date time.Time) *record.Record
}

// review is the game's moves as the panel, the move list and the slider step through them: the
// live game's length, the move shown, undo and redo.
type review interface {
	Changes() int
	match.Review
}

// clocked is the match's clock, as the players' cards show it and a pause or a dialog stops it.
type clocked interface {
	Clock() *clock.Clock
	Countdown() (int, bool)
	SetHeld(bool)
	SetPaused(bool)
	CanPause() bool
}

// computer is the computer player, as the panel shows it thinking and the hint asks it.
type computer interface {
	Thinking() (game.Color, match.Progress, bool)
	HintPending() bool
	RequestHint() bool
	Err() error
}
