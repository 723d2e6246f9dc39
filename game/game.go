package game

import (
	"fmt"
	"janggi/game/kind"
)

// Game is a game in progress or finished: its rules, its setups, its start position, the moves
// played, the moves taken back (for redo), and endings the board cannot know (resignation, flag
// fall), the last two in its History (Play, PlayText, Undo, Redo, Result, Position). The window,
// the records and the autosave all work on a Game. It is not safe for concurrent use.
type Game struct {
	History[*Position, Move]
	rules  *Rules
	setups [2]Setup
}

// NewGame starts a game from the rules' start position with the given setups.
func NewGame(r *Rules, cho, han Setup) *Game {
	return &Game{History: NewHistory(NewPosition(r, cho, han), (*Position).moveError), rules: r, setups: [2]Setup{cho, han}}
}

// NewGameFromFEN starts a game from any position.
func NewGameFromFEN(r *Rules, fen string) (*Game, error) {
	p, err := ParseFEN(r, fen)
	if err != nil {
		return nil, err
	}
	g := &Game{History: NewHistory(p, (*Position).moveError), rules: r}
	for c := Cho; c <= Han; c++ {
		g.setups[c], _ = p.SetupOf(c)
	}
	return g, nil
}

// moveError says why m is not legal here, or returns nil.
func (p *Position) moveError(m Move) error {
	if p.IsLegal(m) {
		return nil
	}
	if _, err := p.ParseMove(m.String()); err != nil {
		return err
	}
	return fmt.Errorf("illegal move %s", m)
}

// Rules returns the game's rules.
func (g *Game) Rules() *Rules { return g.rules }

// Setup returns c's horse and elephant arrangement (as found on the start position's back rank).
func (g *Game) Setup(c Color) Setup { return g.setups[c] }

// StartFEN returns the FEN the game starts from.
func (g *Game) StartFEN() string { return g.pos.StartFEN() }

// Moves returns the moves played, oldest first.
func (g *Game) Moves() []Move { return g.pos.Moves() }

// Ply returns the number of moves played.
func (g *Game) Ply() int { return g.pos.Ply() }

// Resign ends the game: c resigns.
func (g *Game) Resign(c Color) {
	g.end(Result{Outcome: Win(c.Other()), Reason: Resignation})
}

// FlagFall ends the game because c ran out of time: c loses, or where the rules count points at a
// flag fall (counted is true), the game is decided on points.
func (g *Game) FlagFall(c Color, counted bool) {
	r := Result{Outcome: Win(c.Other()), Reason: FlagFall}
	if counted && g.rules.Game == kind.Janggi {
		r = g.pos.decide(Result{Reason: FlagFall, Points: g.pos.points}, true)
	}
	g.end(r)
}

func (g *Game) end(r Result) {
	if r.Points == [2]Points{} && g.rules.Game == kind.Janggi {
		r.Points = g.pos.points
	}
	g.End(r)
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.History = g.History.Clone()
	return &c
}
