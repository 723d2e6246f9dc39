package twelve

import (
	"fmt"

	"janggi/game"
)

// Game is a game of Twelve Janggi (or Dobutsu) in progress or finished, as janggi/game's Game is
// one of Janggi: the position the game started from, the moves played, the moves taken back (for
// redo), and the endings the board cannot know (resignation, flag fall). The window, its records
// and its autosave work on a Game. It is not safe for concurrent use.
type Game struct {
	start string    // the FEN the game started from
	pos   *Position // the current position, with the game's moves as its history
	redo  []Move    // moves taken back, most recent last
	ended *game.Result
}

// NewGame starts a game of variant v from its start position.
func NewGame(v Variant) *Game {
	p := NewPosition(v)
	return &Game{start: p.FEN(), pos: p}
}

// NewGameFromFEN starts a game of variant v from any position; the error says what is wrong with
// the FEN.
func NewGameFromFEN(v Variant, fen string) (*Game, error) {
	p, err := ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	return &Game{start: p.FEN(), pos: p}, nil
}

// Variant returns the rule set the game follows.
func (g *Game) Variant() Variant { return g.pos.Variant() }

// Position returns the current position. Callers must not make moves on it directly: use Play.
func (g *Game) Position() *Position { return g.pos }

// StartFEN returns the FEN the game starts from.
func (g *Game) StartFEN() string { return g.start }

// Moves returns the moves played, oldest first.
func (g *Game) Moves() []Move {
	out := make([]Move, len(g.pos.history))
	for i, u := range g.pos.history {
		out[i] = u.move
	}
	return out
}

// Ply returns the number of moves played in this game (not counting the moves before its start
// position, which the FEN's move number tells).
func (g *Game) Ply() int { return g.pos.HistoryLen() }

// Result returns how the game stands: an ending from outside the board if there was one, else the board's.
func (g *Game) Result() game.Result {
	if g.ended != nil {
		return *g.ended
	}
	return g.pos.Result()
}

// Play makes a legal move; it fails, saying why, when the move is illegal or the game is over.
// Playing a move other than the next one taken back clears the redo list.
func (g *Game) Play(m Move) error {
	if res := g.Result(); res.Over() {
		return fmt.Errorf("the game is over: %v", res)
	}
	if f := g.pos.moveFault(m); f != faultNone {
		return g.pos.describeFault(f, m)
	}
	if n := len(g.redo); n > 0 && g.redo[n-1] == m {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.pos.Make(m)
	return nil
}

// PlayText parses a move in Fairy-Stockfish's UCI form ("b2b3", "C@b2") and plays it.
func (g *Game) PlayText(text string) (Move, error) {
	if res := g.Result(); res.Over() {
		return NoMove, fmt.Errorf("the game is over: %v", res)
	}
	m, err := g.pos.ParseMove(text)
	if err != nil {
		return NoMove, err
	}
	return m, g.Play(m)
}

// Undo takes back the last move, or the ending from outside the board that ended the game. It
// reports false at the start.
func (g *Game) Undo() bool {
	if g.ended != nil {
		g.ended = nil
		return true
	}
	m := g.pos.LastMove()
	if m == NoMove {
		return false
	}
	g.pos.Unmake()
	g.redo = append(g.redo, m)
	return true
}

// Redo plays again the last move taken back. It reports false when there is none.
func (g *Game) Redo() bool {
	n := len(g.redo)
	if n == 0 {
		return false
	}
	if err := g.Play(g.redo[n-1]); err != nil {
		g.redo = g.redo[:0]
		return false
	}
	return true
}

// CanRedo reports whether a move taken back can be played again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Resign ends the game: c resigns.
func (g *Game) Resign(c game.Color) {
	g.ended = &game.Result{Outcome: game.Win(c.Other()), Reason: game.Resignation}
}

// FlagFall ends the game because c ran out of time: c loses (Twelve Janggi counts no points).
func (g *Game) FlagFall(c game.Color) {
	g.ended = &game.Result{Outcome: game.Win(c.Other()), Reason: game.FlagFall}
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.pos = g.pos.Clone()
	c.redo = append([]Move(nil), g.redo...)
	if g.ended != nil {
		e := *g.ended
		c.ended = &e
	}
	return &c
}
