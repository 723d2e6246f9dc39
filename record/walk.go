package record

import "janggi/game/port"

// EachPosition replays the record and calls each with every position of the game in turn: the
// start (i = 0), the position before move i, and the position after the last move (i =
// len(Moves)). p belongs to the replay: a caller that keeps it clones it. Returning false stops
// the walk. The moves are replayed as Position replays them; a move the board refuses gives a
// *MoveError, after each has had the position before it.
func (r *Record) EachPosition(each func(i int, p port.Position) bool) error {
	going := true
	w, err := r.walk(-1, false, func(i int, p port.Position) bool {
		going = each(i, p)
		return going
	})
	if err != nil || !going {
		return err
	}
	each(len(r.Moves), w.position())
	return nil
}
