package editor

import (
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
)

// The one place the model asks which game it edits: the adapter a game's board is made with.

// startBoard returns game g's start position: Janggi's under rules with these setups (Cho's,
// Han's), Xiangqi's, or Twelve Janggi's.
func startBoard(g kind.Game, rules *game.Rules, setups [2]game.Setup) board {
	if g == kind.Twelve {
		return &twelveBoard{twelve.PlacementOf(twelve.NewPosition(twelve.TwelveJanggi))}
	}
	return &janggiBoard{rules: rules, pl: game.PlacementOf(game.NewPosition(rules, setups[game.Cho], setups[game.Han]))}
}

// parseBoard reads text as a board of game g; rules is Janggi's preset or Xiangqi's (nil: any
// Janggi's), for what the FEN may hold.
func parseBoard(g kind.Game, rules *game.Rules, text string) (board, error) {
	if g == kind.Twelve {
		tw, err := twelve.ParsePlacement(text)
		return &twelveBoard{tw}, err
	}
	pl, err := game.ParsePlacement(rules, text)
	return &janggiBoard{rules: rules, pl: pl}, err
}

// boardOf returns the board of position p, and false when p is nil.
func boardOf(p port.Position, rules *game.Rules) (board, bool) {
	if p == nil {
		return nil, false
	}
	if pos, ok := port.Core[*game.Position](p); ok && pos != nil {
		return &janggiBoard{rules: rules, pl: game.PlacementOf(pos)}, true
	}
	if pos, ok := port.Core[*twelve.Position](p); ok && pos != nil {
		return &twelveBoard{twelve.PlacementOf(pos)}, true
	}
	return nil, false
}
