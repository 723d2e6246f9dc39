package match

import (
	"errors"
	"fmt"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/record"
)

// The one door into a match for the window: Start, Resume and View pick the game's adapter by the
// config's or the record's game, which makes the Match of that game's types (Janggi's and
// Xiangqi's, or Twelve Janggi's), and return it as a Session, so that the window asks no question
// about which game it plays but where it draws the board (which reaches the match's own types:
// squares, hands, moves).

// Engines are the computer players of every game the window plays, one value that the window's
// command fills once; each match takes its game's. A nil player leaves its game to two people.
type Engines struct {
	// Janggi plays Janggi and Xiangqi (package ai provides it).
	Janggi EngineOf[*game.Position, game.Move]
	// Twelve plays Twelve Janggi (package ai/twelve provides it).
	Twelve EngineOf[*twelve.Position, twelve.Move]
}

// Plays reports whether e has a computer player of game g (for its moves and hints).
func (e Engines) Plays(g kind.Game) bool {
	a, ok := adapters[g]
	return ok && a.plays(e)
}

// Review is a match's moves as the window steps through them: the live game's length, the move
// shown, undo and redo.
type Review interface {
	Ply() int
	MoverOf(ply int) game.Color
	Reviewing() (int, bool)
	ShownPly() int
	Step(delta int)
	StepTo(ply int)
	ReviewStart()
	ReviewEnd()
	Undo() bool
	CanUndo() bool
	Redo() bool
	CanRedo() bool
}

// Session is a match of any game as the window sees it: everything but the board, its pieces and
// the pointer on them, which the Match behind it answers in its game's own types. Its methods
// are called from the window's update loop only.
type Session interface {
	Config() Config
	Tick()
	Close()
	Events() []Event
	Changes() int
	Result() game.Result
	ShowResult() bool
	CloseResult()
	Announcement() Announcement
	HumanToMove() bool
	Resign() bool
	Flipped() bool
	Flip()

	Review

	Clock() *clock.Clock
	Countdown() (int, bool)
	SetHeld(bool)
	SetPaused(bool)
	Paused() bool
	CanPause() bool

	Thinking() (game.Color, Progress, bool)
	HintPending() bool
	RequestHint() bool
	Err() error

	// Record returns the game as a record, with the players' names (Cho's, Han's) and the date.
	Record(names [2]string, date time.Time) *record.Record
	// Viewing reports whether the match shows an opened record (see View).
	Viewing() bool
	// CanPlayFrom reports whether PlayFrom can continue from the position shown.
	CanPlayFrom() bool
	// PlayFrom starts a new match on the game shown, with cfg's mode, side and levels and its
	// game's player of e; this match is closed (see Match.PlayFrom).
	PlayFrom(cfg Config, e Engines) (Session, error)
}

// Both games' matches are sessions.
var (
	_ Session = (*janggiMatch)(nil)
	_ Session = (*twelveMatch)(nil)
)

// Start starts a match of cfg's game (Janggi or Xiangqi as its rules say, or Twelve Janggi) with
// that game's player of e. It fails when the config's start position does not parse, or the
// computer plays a side without a player of the game.
func Start(cfg Config, e Engines) (Session, error) {
	a, err := adapterOf(cfg.Game, "")
	if err != nil {
		return nil, err
	}
	return a.start(cfg, e)
}

// Resume continues the game a record holds (the autosave) as the match it was saved from, of the
// record's game: the moves, the ending if any, the setup from its tags over base, and the clock as
// it stood. Levels are kept within 1..maxLevel.
func Resume(rec *record.Record, e Engines, base Config, maxLevel int) (Session, error) {
	a, err := adapterOf(rec.Game, "record")
	if err != nil {
		return nil, err
	}
	return a.resume(rec, e, ConfigOf(rec, base, maxLevel))
}

// View opens a record of any game the window plays to step through: its whole game, shown from
// the start position. Nobody moves in it; PlayFrom continues from the move shown. The clock, when
// the record saved one, stands as it was after the last move.
func View(rec *record.Record) (Session, error) {
	a, err := adapterOf(rec.Game, "record")
	if err != nil {
		return nil, err
	}
	return a.view(rec)
}

// errNotBoard is the error for games no adapter plays (the window plays no other).
var errNotBoard = errors.New("the window plays Janggi, Xiangqi and Twelve Janggi only")

// adapterOf returns game g's adapter, or an error naming g (as a record's game when what says so).
func adapterOf(g kind.Game, what string) (adapter, error) {
	if a, ok := adapters[g]; ok {
		return a, nil
	}
	if what != "" {
		return nil, fmt.Errorf("a %s %s: %w", g, what, errNotBoard)
	}
	return nil, fmt.Errorf("match: %s: %w", g, errNotBoard)
}

// adapter is how the matches of one game start: afresh, from a record, or to view one.
type adapter interface {
	start(cfg Config, e Engines) (Session, error)
	resume(rec *record.Record, e Engines, cfg Config) (Session, error)
	view(rec *record.Record) (Session, error)
	plays(e Engines) bool
}

// adapters are the games a match plays, each by its adapter.
var adapters = map[kind.Game]adapter{
	kind.Janggi:  janggiAdapter,
	kind.Xiangqi: janggiAdapter,
	kind.Twelve:  twelveAdapter,
}

var (
	janggiAdapter = gameAdapter[*game.Game, *janggiMatch]{newFrom: newJanggi,
		hasPlayer: func(e Engines) bool { return e.Janggi != nil }}
	twelveAdapter = gameAdapter[*twelve.Game, *twelveMatch]{newFrom: newTwelve,
		hasPlayer: func(e Engines) bool { return e.Twelve != nil }}
)

// gameAdapter is the adapter of the game whose games are G, played by the matches T (gameOf reads
// a record's game as a G): newFrom starts a match on a game under way (or, for the zero G, on the
// config's start) with a clock (nil: a fresh one of the config's time control).
type gameAdapter[G any, T interface {
	Session
	viewFromStart()
}] struct {
	newFrom   func(Config, Engines, G, *clock.Clock) (T, error)
	hasPlayer func(Engines) bool
}

func (a gameAdapter[G, T]) plays(e Engines) bool { return a.hasPlayer(e) }

func (a gameAdapter[G, T]) start(cfg Config, e Engines) (Session, error) {
	var fresh G
	return session(a.newFrom(cfg, e, fresh, nil))
}

func (a gameAdapter[G, T]) resume(rec *record.Record, e Engines, cfg Config) (Session, error) {
	g, err := gameOf[G](rec)
	if err != nil {
		return nil, err
	}
	clk, err := ClockOf(rec, cfg.Now)
	if err != nil {
		return nil, err // resuming without the clock the game was played with would mislead
	}
	return session(a.newFrom(cfg, e, g, clk))
}

func (a gameAdapter[G, T]) view(rec *record.Record) (Session, error) {
	g, err := gameOf[G](rec)
	if err != nil {
		return nil, err
	}
	m, err := a.newFrom(viewConfig(rec), Engines{}, g, viewClock(rec))
	if err != nil {
		return nil, err
	}
	m.viewFromStart()
	return m, nil
}

// session returns m as a Session, or nil (not a Session holding a nil match) with err.
func session[T Session](m T, err error) (Session, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}
