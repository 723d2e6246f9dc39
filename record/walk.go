package record

import (
	"fmt"

	"janggi/game/kind"
	"janggi/game/twelve"

	"janggi/game"
)

// EachPosition replays a Janggi or Xiangqi record and calls each with every position of the
// game in turn: the start (i = 0), the position before move i, and the position after the last
// move (i = len(Moves)). p belongs to the replay: a caller that keeps it clones it. Returning false
// stops the walk. The moves are replayed as Position replays them; a move the board refuses gives
// a *MoveError.
func (r *Record) EachPosition(each func(i int, p *game.Position) bool) error {
	if r.Game != kind.Janggi && r.Game != kind.Xiangqi {
		return fmt.Errorf("a %s record has no Janggi position: use EachTwelvePosition", r.Game)
	}
	going := true
	rep, err := r.replayRecord(-1, false, func(i int, p *game.Position, _ game.Move) {
		if going {
			going = each(i, p)
		}
	})
	if err != nil {
		return err
	}
	if going {
		each(len(r.Moves), rep.p)
	}
	return nil
}

// EachTwelvePosition is EachPosition for a Twelve Janggi or Dobutsu record.
func (r *Record) EachTwelvePosition(each func(i int, p *twelve.Position) bool) error {
	if r.Game != kind.Twelve && r.Game != kind.Dobutsu {
		return fmt.Errorf("a %s record has no Twelve Janggi position: use EachPosition", r.Game)
	}
	p, err := twelve.ParseFEN(twelveVariant(r.Game), r.StartFEN)
	if err != nil {
		return err
	}
	for i, text := range r.Moves {
		if !each(i, p) {
			return nil
		}
		if res := p.Result(); res.Over() {
			return &MoveError{Number: i + 1, Text: text, Err: fmt.Errorf("the game is over (%v)", res)}
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return &MoveError{Number: i + 1, Text: text, Err: err}
		}
		p.Make(m)
	}
	each(len(r.Moves), p)
	return nil
}
