package game

import "fmt"

// Game is a game in progress or finished: its rules, its setups, its start position, the moves
// played, the moves taken back (for redo), and endings the board cannot know (resignation, flag fall).
// The window, the records and the autosave all work on a Game. It is not safe for concurrent use.
type Game struct {
	rules  *Rules
	setups [2]Setup
	pos    *Position
	redo   []Move  // moves taken back, most recent last
	ended  *Result // an ending from outside the board, or nil
}

// NewGame starts a game from the rules' start position with the given setups.
func NewGame(r *Rules, cho, han Setup) *Game {
	return &Game{rules: r, setups: [2]Setup{cho, han}, pos: NewPosition(r, cho, han)}
}

// NewGameFromFEN starts a game from any position.
func NewGameFromFEN(r *Rules, fen string) (*Game, error) {
	p, err := ParseFEN(r, fen)
	if err != nil {
		return nil, err
	}
	g := &Game{rules: r, pos: p}
	for c := Cho; c <= Han; c++ {
		g.setups[c], _ = p.SetupOf(c)
	}
	return g, nil
}

// Rules returns the game's rules.
func (g *Game) Rules() *Rules { return g.rules }

// Setup returns c's horse and elephant arrangement (as found on the start position's back rank).
func (g *Game) Setup(c Color) Setup { return g.setups[c] }

// Position returns the current position. Callers must not make moves on it directly: use Play.
func (g *Game) Position() *Position { return g.pos }

// StartFEN returns the FEN the game starts from.
func (g *Game) StartFEN() string { return g.pos.StartFEN() }

// Moves returns the moves played, oldest first.
func (g *Game) Moves() []Move { return g.pos.Moves() }

// Ply returns the number of moves played.
func (g *Game) Ply() int { return g.pos.Ply() }

// Result returns how the game stands: an ending from outside the board if there was one, else the board's.
func (g *Game) Result() Result {
	if g.ended != nil {
		return *g.ended
	}
	return g.pos.Result()
}

// Play makes a legal move; it fails when the move is illegal or the game is over. Playing a move
// other than the next one taken back clears the redo list.
func (g *Game) Play(m Move) error {
	if res := g.Result(); res.Over() {
		return fmt.Errorf("the game is over: %v", res)
	}
	if !g.pos.IsLegal(m) {
		_, err := g.pos.ParseMove(m.String())
		if err == nil {
			err = fmt.Errorf("illegal move %s", m)
		}
		return err
	}
	if n := len(g.redo); n > 0 && g.redo[n-1] == m {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.pos.Make(m)
	return nil
}

// PlayText parses a move in UCI form and plays it.
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

// Undo takes back the last move (and any ending from outside the board). It reports false at the start.
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
	m := g.redo[n-1]
	if err := g.Play(m); err != nil {
		g.redo = g.redo[:0]
		return false
	}
	return true
}

// CanRedo reports whether a move taken back can be played again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Resign ends the game: c resigns.
func (g *Game) Resign(c Color) {
	g.end(Result{Outcome: Win(c.Other()), Reason: Resignation})
}

// FlagFall ends the game because c ran out of time: c loses, or where the rules count points at a
// flag fall (counted is true), the game is decided on points.
func (g *Game) FlagFall(c Color, counted bool) {
	r := Result{Outcome: Win(c.Other()), Reason: FlagFall}
	if counted && g.rules.Variant == Janggi {
		r = g.pos.decide(Result{Reason: FlagFall, Points: g.pos.points}, true)
	}
	g.end(r)
}

func (g *Game) end(r Result) {
	if r.Points == [2]Points{} && g.rules.Variant == Janggi {
		r.Points = g.pos.points
	}
	g.ended = &r
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
