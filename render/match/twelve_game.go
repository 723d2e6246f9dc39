package match

import (
	"fmt"

	"janggi/game"
	"janggi/game/twelve"
)

// twelveGame is a game of Twelve Janggi as game.Game is one of Janggi: the position with its
// history, the moves taken back (for redo) and an ending from outside the board (resignation).
type twelveGame struct {
	pos   *twelve.Position
	start *twelve.Position // the position the game started from, for the record and the review
	redo  []twelve.Move    // last taken back last
	ended *game.Result
}

func newTwelveGame(fen string) (*twelveGame, error) {
	if fen == "" {
		fen = twelve.StartFEN(twelve.TwelveJanggi)
	}
	p, err := twelve.ParseFEN(twelve.TwelveJanggi, fen)
	if err != nil {
		return nil, fmt.Errorf("twelve janggi start position: %w", err)
	}
	return &twelveGame{pos: p, start: p.Clone()}, nil
}

// result returns the ending from outside the board if there was one, else the board's.
func (g *twelveGame) result() game.Result {
	if g.ended != nil {
		return *g.ended
	}
	return g.pos.Result()
}

// plies returns the number of moves played since the start.
func (g *twelveGame) plies() int { return g.pos.HistoryLen() }

// moves returns the moves played since the start, first first.
func (g *twelveGame) moves() []twelve.Move {
	p := g.pos.Clone()
	out := make([]twelve.Move, p.HistoryLen())
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = p.LastMove()
		p.Unmake()
	}
	return out
}

// play makes a legal move; playing a move other than the next one taken back clears the redo list.
func (g *twelveGame) play(m twelve.Move) error {
	if r := g.result(); r.Over() {
		return fmt.Errorf("the game is over: %v", r)
	}
	if !g.pos.IsLegal(m) {
		return fmt.Errorf("illegal move %s", m)
	}
	if n := len(g.redo); n > 0 && g.redo[n-1] == m {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.pos.Make(m)
	return nil
}

// undo takes back the last move, or the resignation that ended the game.
func (g *twelveGame) undo() bool {
	if g.ended != nil {
		g.ended = nil
		return true
	}
	m := g.pos.LastMove()
	if m == twelve.NoMove {
		return false
	}
	g.pos.Unmake()
	g.redo = append(g.redo, m)
	return true
}

// redoMove plays again the last move taken back.
func (g *twelveGame) redoMove() bool {
	n := len(g.redo)
	if n == 0 {
		return false
	}
	if err := g.play(g.redo[n-1]); err != nil {
		g.redo = g.redo[:0]
		return false
	}
	return true
}

func (g *twelveGame) resign(c game.Color) {
	g.ended = &game.Result{Outcome: game.Win(c.Other()), Reason: game.Resignation}
}
