package twelve

import "janggi/game"

// Game is a game of Twelve Janggi (or Dobutsu) in progress or finished, as janggi/game's Game is
// one of Janggi: the position the game started from, the moves played, and in its History
// (game.History: Play, PlayText, Undo, Redo, Result, Position) the moves taken back (for redo) and
// the endings the board cannot know (resignation, flag fall). The window, its records and its
// autosave work on a Game. It is not safe for concurrent use.
type Game struct {
	game.History[*Position, Move]
	start string // the FEN the game started from
}

// NewGame starts a game of variant v from its start position.
func NewGame(v Variant) *Game {
	p := NewPosition(v)
	return &Game{History: game.NewHistory(p, (*Position).moveError), start: p.FEN()}
}

// NewGameFromFEN starts a game of variant v from any position; the error says what is wrong with
// the FEN.
func NewGameFromFEN(v Variant, fen string) (*Game, error) {
	p, err := ParseFEN(v, fen)
	if err != nil {
		return nil, err
	}
	return &Game{History: game.NewHistory(p, (*Position).moveError), start: p.FEN()}, nil
}

// moveError says why m is not legal here, or returns nil.
func (p *Position) moveError(m Move) error {
	if f := p.moveFault(m); f != faultNone {
		return p.describeFault(f, m)
	}
	return nil
}

// Variant returns the rule set the game follows.
func (g *Game) Variant() Variant { return g.Position().Variant() }

// StartFEN returns the FEN the game starts from.
func (g *Game) StartFEN() string { return g.start }

// Moves returns the moves played, oldest first.
func (g *Game) Moves() []Move {
	p := g.Position()
	out := make([]Move, len(p.history))
	for i, u := range p.history {
		out[i] = u.move
	}
	return out
}

// Ply returns the number of moves played in this game (not counting the moves before its start
// position, which the FEN's move number tells).
func (g *Game) Ply() int { return g.Position().HistoryLen() }

// Resign ends the game: c resigns.
func (g *Game) Resign(c game.Color) {
	g.End(game.Result{Outcome: game.Win(c.Other()), Reason: game.Resignation})
}

// FlagFall ends the game because c ran out of time: c loses (Twelve Janggi counts no points).
func (g *Game) FlagFall(c game.Color) {
	g.End(game.Result{Outcome: game.Win(c.Other()), Reason: game.FlagFall})
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.History = g.History.Clone()
	return &c
}
