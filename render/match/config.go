package match

import (
	"context"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// EngineOf is what the window needs of a computer player of the game whose positions are P and
// moves M. BestMove must return soon after ctx is done, and may call progress from its own
// goroutine.
type EngineOf[P, M any] interface {
	BestMove(ctx context.Context, pos P, level int, progress func(depth, score int, pv []M)) (M, error)
}

// Config sets up a match.
type Config struct {
	// Game is the game: kind.Twelve plays Twelve Janggi (package game/twelve; Rules and Setups
	// are then unused and StartFEN is a Twelve Janggi FEN); otherwise Rules say whether it is
	// Janggi or Xiangqi, and the match sets Game to match them (GameOf).
	Game   kind.Game
	Mode   kind.Mode
	Rules  *game.Rules   // Janggi's preset (nil means the standard one) or Xiangqi's
	Setups [2]game.Setup // indexed by game.Color
	Human  game.Color    // the person's side against the computer
	Levels [2]int        // the computer's level for each side it plays (1 = weakest)
	// HintLevel is the level of the search behind a hint; 0 uses the computer's level, or 1.
	HintLevel int
	AutoFlip  bool   // hot-seat: turn the board after every move so the side to move sits at the bottom
	StartFEN  string // a position to start from instead of the rules' start position ("" = start)
	// Handicap takes a piece off the stronger side's start (Janggi only, without a StartFEN).
	Handicap game.Handicap
	// Time is the time control (the zero value: no clock), unless PresetTime is set: then it is
	// the rules preset's usual one (clock.DefaultFor), which follows a change of preset; Twelve
	// Janggi has no preset, and so no clock then.
	Time       clock.TimeControl
	PresetTime bool
	// Now is the time source of the match's clock (nil: time.Now). The window passes its own,
	// which cmd/janggi-window sets, so that tests run the clock on a fake time.
	Now clock.Now
}

// GameOf returns the game of rules of package game: Xiangqi, or Janggi (for nil too).
func GameOf(r *game.Rules) kind.Game {
	if r != nil && r.Game == kind.Xiangqi {
		return kind.Xiangqi
	}
	return kind.Janggi
}

// TimeControl returns the time control the match is played with.
func (c Config) TimeControl() clock.TimeControl {
	if !c.PresetTime {
		return c.Time
	}
	if r, err := port.For(c.Game, nil); err == nil && r.Preset() == nil {
		return clock.TimeControl{} // a game without presets (Twelve Janggi) has no preset's clock
	}
	rules := c.Rules
	if rules == nil {
		rules = game.Standard()
	}
	return clock.DefaultFor(rules)
}

// AgainstComputer returns c set for a game of human against the computer. The computer keeps
// the level it last played a person at, whichever side it had: levels are kept per side (for
// computer-against-computer games), and reading the level of the side the computer now takes
// would start it at the level it had on the other side, or at a stale one.
func (c Config) AgainstComputer(human game.Color) Config {
	lv := c.Levels[c.Human.Other()]
	c.Mode, c.Human = kind.VsAI, human
	c.Levels[human.Other()] = lv
	return c
}

// Computer reports whether the computer plays side c.
func (c Config) Computer(side game.Color) bool {
	switch c.Mode {
	case kind.AIvsAI:
		return true
	case kind.VsAI:
		return side != c.Human
	}
	return false
}
