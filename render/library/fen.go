package library

import (
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// A FEN file does not say which game it is a position of. Twelve Janggi's 3×4 board tells itself
// apart, but Janggi and Xiangqi share the 9×10 board and their rules accept each other's
// positions (a general and its guards stand in the same palace in both), so the window decides:
// a position that is one game's start (Janggi's generals on the 2nd and 9th ranks with any
// setups, Xiangqi's on the 1st and 10th) is that game's; any other is the window's own game's
// when its rules accept it, else the first other game's that do.

// readFEN reads a FEN file as a position of the game it most likely belongs to: see above.
// prefer is the rules of the window's game (nil: standard Janggi). The error is the preferred
// game's, which says what is wrong with the position there.
func readFEN(data []byte, prefer *game.Rules) ([]*record.Record, error) {
	var first *record.Record
	var firstErr error
	for _, rules := range fenCandidates(prefer) {
		recs, err := record.Read(data, record.FEN, record.Options{Rules: rules})
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if recs[0].Game != kind.Janggi && recs[0].Game != kind.Xiangqi || isStart(recs[0]) {
			return recs, nil // Twelve Janggi (the same for any rules), or a start position
		}
		if first == nil {
			first = recs[0]
		}
	}
	if first == nil {
		return nil, firstErr
	}
	return []*record.Record{first}, nil
}

// fenCandidates returns the rules a 9×10 FEN is tried with, the window's game's first: its
// Janggi preset (or standard Janggi), then the other of Janggi and Xiangqi.
func fenCandidates(prefer *game.Rules) []*game.Rules {
	janggi, xiangqi := game.Standard(), game.MustPreset("xiangqi")
	if prefer != nil && prefer.Game == kind.Xiangqi {
		return []*game.Rules{xiangqi, janggi}
	}
	if prefer != nil {
		janggi = prefer
	}
	return []*game.Rules{janggi, xiangqi}
}

// isStart reports whether a Janggi or Xiangqi record starts from its game's start position, with
// any setups in Janggi (the board and the side to move are compared, not the counters).
func isStart(rec *record.Record) bool {
	if rec.Rules == nil {
		return false
	}
	have := fenPlacement(rec.StartFEN)
	for _, cho := range game.Setups() {
		for _, han := range game.Setups() {
			if fenPlacement(game.StartFEN(rec.Rules.Game, cho, han)) == have {
				return true
			}
		}
	}
	return false
}

// fenPlacement returns a FEN's board and side to move.
func fenPlacement(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:min(2, len(f))], " ")
}
