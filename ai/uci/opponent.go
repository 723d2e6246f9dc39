package uci

import (
	"context"
	"fmt"
	"sync"

	"janggi/ai"
	"janggi/game"
)

// Opponent is a computer player backed by an external UCI engine (Fairy-Stockfish, say), with the
// built-in engine standing in wherever the external one cannot play: rules it has no name for
// (yeeqia, chessplayx, kja), and every move after it has failed (it crashed, or answered nonsense).
// It has the form of ai.Engine.BestMove, so the window can hold it in the built-in engine's place.
//
// Unlike a Client, which refuses a second search while one runs, an Opponent makes a new search
// wait for the last one to finish: the window cancels a search (undo, a new game) and starts the
// next at once, and a cancelled engine answers within milliseconds of its stop.
type Opponent struct {
	client  *Client
	builtin *ai.Engine

	mu     sync.Mutex // held for a whole search
	failed error      // the external engine's failure, after which the built-in engine plays
}

// NewOpponent returns an opponent that plays with c where it can and with builtin elsewhere.
func NewOpponent(c *Client, builtin *ai.Engine) *Opponent {
	return &Opponent{client: c, builtin: builtin}
}

// BestMove returns the move at a level (1..ai.MaxLevel): the external engine's at the Skill Level
// SkillLevel maps the level to, or the built-in engine's where the external one cannot play.
func (o *Opponent) BestMove(ctx context.Context, pos *game.Position, level int, progress func(depth, score int, pv []game.Move)) (game.Move, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.failed == nil && pos.Rules().Oracle != "" {
		m, err := o.client.BestMove(ctx, pos, level, progress)
		if err == nil {
			return m, nil
		}
		if res := pos.Result(); res.Over() {
			return game.NoMove, err
		}
		o.failed = fmt.Errorf("%s failed, the built-in engine plays on: %w", o.client.Name, err)
	}
	return o.builtin.BestMove(ctx, pos, level, progress)
}

// Err returns why the external engine no longer plays, or nil while it does.
func (o *Opponent) Err() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.failed
}

// Name returns the external engine's name.
func (o *Opponent) Name() string { return o.client.Name }

// Close ends the external engine's process, waiting for a search still running to finish.
func (o *Opponent) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.client.Close()
}
