package port

import (
	"fmt"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
)

// Move is a move of any game. Only the adapter of its game reads what is inside: the layers above
// compare moves, keep them, and hand them back to a position of the same game. Its zero value is
// NoMove, which is never legal.
//
// The 16 bits hold the core's own move: package game's 14-bit Move as it is, package twelve's
// 10-bit Move with bit 15 set, so that a move says which core it belongs to (String needs it) and
// moves of different cores are never equal.
type Move uint16

// NoMove is the absence of a move, in every game.
const NoMove Move = 0

// twelveTag marks a move of package twelve's core.
const twelveTag Move = 1 << 15

// MaxMoves is the most legal moves a position of any game has: enough room for LegalMoves.
const MaxMoves = max(game.MaxMoves, twelve.MaxMoves)

// String returns the move in UCI form, the engines' text ("b1c3", "e2e2" for a Janggi pass,
// "C@b2" for a Twelve Janggi drop), which ParseMove of a position of its game reads back; "0000"
// for NoMove.
func (m Move) String() string {
	if m&twelveTag != 0 {
		return twelve.Move(m &^ twelveTag).String()
	}
	return game.Move(m).String()
}

// errOtherCore says that a game was handed a move of another game's core.
func errOtherCore(m Move) error { return fmt.Errorf("%v is a move of another game", m) }

// MoveOf returns the port's move for a move of one of the rules cores.
func MoveOf[M game.Move | twelve.Move](m M) Move {
	var zero M // boxed, not m: a zero value boxes without allocating
	if _, ok := any(zero).(twelve.Move); ok {
		return twelveMove(twelve.Move(m))
	}
	return Move(m)
}

// CoreMove returns the rules core's move behind m, and false when m is a move of the other core
// (NoMove is the no-move of both). Only the adapters of a game use it: an engine, a board view.
func CoreMove[M game.Move | twelve.Move](m Move) (M, bool) {
	var zero M
	if _, ok := any(zero).(twelve.Move); ok {
		return M(fromTwelve(m)), m == NoMove || m&twelveTag != 0
	}
	if m&twelveTag != 0 {
		return zero, false
	}
	return M(m), true
}

// Rules is a game under its rules: Janggi under one of its presets, Xiangqi, Twelve Janggi or
// Dobutsu. It makes the game's positions and games. A Rules is a small value, safe for
// concurrent use.
type Rules interface {
	// Game returns which game these are the rules of.
	Game() kind.Game
	// Preset returns the preset of package game's rules core (a Janggi preset, or Xiangqi's), or
	// nil for a game that has none (Twelve Janggi, Dobutsu).
	Preset() *game.Rules
	// Board returns the board's size: 9×10 or 3×4.
	Board() (files, ranks int)
	// StartFEN returns the FEN of the game's usual start position.
	StartFEN() string
	// Starts returns the FEN of every opening position of the game, the usual one first: in Janggi
	// one for each pair of setups (horses and elephants) the two sides may choose, else one.
	Starts() []string
	// ParseFEN reads a position; the error says what is wrong with the FEN.
	ParseFEN(fen string) (Position, error)
	// NewGame starts a game from a FEN ("" for the usual start).
	NewGame(fen string) (Game, error)
	// WinsByMate reports whether the game is won on the board by checkmate (Janggi, Xiangqi): a
	// move can then win at once only by giving check, and no move loses its own side the game.
	// False for a game that a move can win or lose at once without check (Twelve Janggi and
	// Dobutsu, won by taking the king or by a king that stays in the far row).
	WinsByMate() bool
}

// Position is a position of any game and the moves played on it since it was read. Its methods
// are not safe for concurrent use; Clone gives a copy another goroutine may have.
type Position interface {
	// Rules returns the rules the position is played under.
	Rules() Rules
	// FEN returns the position in FEN, as its core writes it.
	FEN() string
	// SideToMove returns the side whose turn it is.
	SideToMove() game.Color
	// Ply returns the number of moves made on the position since it was read.
	Ply() int
	// Hash returns a key of the position (board, hands, side to move), equal for equal positions.
	Hash() uint64
	// InCheck reports whether the side to move is in check.
	InCheck() bool
	// Result returns how the game stands: going on, or who won (or a draw) and why, with the
	// counting points where the rules count them.
	Result() game.Result
	// Points returns the points each side counts on the board (Cho's, then Han's, Han's bonus
	// included), and false in a game that counts none (only Janggi does).
	Points() ([2]game.Points, bool)
	// SetupOf returns the arrangement of c's horses and elephants on its back rank, and false in
	// a game without setups or when the back rank holds none.
	SetupOf(c game.Color) (game.Setup, bool)
	// LastMove returns the last move made on the position, or NoMove.
	LastMove() Move

	// ParseMove reads a move in UCI form and checks that it is legal here; the error says why it
	// is refused.
	ParseMove(text string) (Move, error)
	// IsLegal reports whether m is a legal move here.
	IsLegal(m Move) bool
	// LegalMoves appends the legal moves to dst (which may be nil) and returns it.
	LegalMoves(dst []Move) []Move
	// GivesCheck reports whether the legal move m puts the opponent in check.
	GivesCheck(m Move) bool
	// Make makes the legal move m.
	Make(m Move)
	// Unmake takes back the last move made.
	Unmake()
	// Clone returns an independent copy.
	Clone() Position

	core() any
}

// Game is a game of any kind as a player plays it: its start, the moves played, the moves taken
// back (which Redo plays again), and an ending from off the board (a resignation, a flag fall). It
// is not safe for concurrent use.
type Game interface {
	// Rules returns the rules the game is played under.
	Rules() Rules
	// Position returns the position now. The caller must not make moves on it: use Play.
	Position() Position
	// StartFEN returns the FEN the game started from.
	StartFEN() string
	// Moves returns the moves played, oldest first.
	Moves() []Move
	// Ply returns the number of moves played.
	Ply() int
	// Result returns how the game stands: an ending off the board if there was one, else the
	// board's.
	Result() game.Result
	// Play makes a legal move; the error says why a move is refused or that the game is over.
	Play(m Move) error
	// PlayText reads a move in UCI form and plays it.
	PlayText(text string) (Move, error)
	// Undo takes back the last move, or the ending from off the board; false at the start.
	Undo() bool
	// Redo plays again the last move taken back; false when there is none.
	Redo() bool
	// CanRedo reports whether a move taken back can be played again.
	CanRedo() bool
	// Resign ends the game: c resigns.
	Resign(c game.Color)
	// FlagFall ends the game because c ran out of time: c loses, or where the rules decide a flag
	// fall on points (counted, Janggi only), the points decide.
	FlagFall(c game.Color, counted bool)
	// Clone returns an independent copy.
	Clone() Game

	core() any
}

// For returns the rules of game g under preset, a preset of package game's rules core for Janggi
// (nil: the standard preset) or Xiangqi (nil: its only one); Twelve Janggi and Dobutsu have no
// presets and take nil. The error says when the preset is not one of g's.
func For(g kind.Game, preset *game.Rules) (Rules, error) {
	switch g {
	case kind.Janggi, kind.Xiangqi:
		if preset == nil {
			preset = game.Standard()
			if g == kind.Xiangqi {
				preset = game.MustPreset("xiangqi")
			}
		}
		if preset.Game != g {
			return nil, fmt.Errorf("the %s preset is not one of %s", preset.Name, g)
		}
		return janggiRules{preset}, nil
	case kind.Twelve, kind.Dobutsu:
		if preset != nil {
			return nil, fmt.Errorf("%s has no presets, not %s", g, preset.Name)
		}
		return twelveRules{twelveVariant(g)}, nil
	}
	return nil, fmt.Errorf("unknown game %d", uint8(g))
}

// MustFor is For for a game and preset known to fit; it panics otherwise.
func MustFor(g kind.Game, preset *game.Rules) Rules {
	r, err := For(g, preset)
	if err != nil {
		panic("port: " + err.Error())
	}
	return r
}

// Lookup returns the rules a name gives: a game's name as kind.Game writes it ("janggi",
// "xiangqi", "twelve", "dobutsu"), Twelve Janggi's other names ("twelvejanggi", "십이장기"), or a
// preset's name (Janggi's "casual", "modern", ..., and Fairy-Stockfish's "janggicasual"), which
// gives its game under it. Case and surrounding space do not matter.
func Lookup(name string) (Rules, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for g := kind.Game(0); g.Valid(); g++ {
		if n == g.String() {
			return For(g, nil)
		}
	}
	if v, err := twelve.ParseVariant(n); err == nil {
		return twelveRules{v}, nil
	}
	if r, err := game.Preset(n); err == nil {
		return janggiRules{r}, nil
	}
	return nil, fmt.Errorf("unknown game %q (known: janggi, xiangqi, twelve, dobutsu)", name)
}

// PositionOf returns the port's position for a position of one of the rules cores: the same
// position, not a copy.
func PositionOf[P *game.Position | *twelve.Position](p P) Position {
	switch p := any(p).(type) {
	case *game.Position:
		return (*janggiPosition)(p)
	case *twelve.Position:
		return (*twelvePosition)(p)
	}
	return nil
}

// GameOf returns the port's game for a game of one of the rules cores: the same game, not a copy.
func GameOf[G *game.Game | *twelve.Game](g G) Game {
	switch g := any(g).(type) {
	case *game.Game:
		return (*janggiGame)(g)
	case *twelve.Game:
		return (*twelveGame)(g)
	}
	return nil
}

// Core returns the rules core's value behind a position or a game of the port (*game.Position,
// *twelve.Position, *game.Game, *twelve.Game): the same value, not a copy. ok is false when v is
// of the other core. Only the adapters of a game use it, the code that knows its game (an engine,
// a board view, a notation of package game's core); the layers above speak the port.
func Core[T any](v interface{ core() any }) (T, bool) {
	t, ok := v.core().(T)
	return t, ok
}
