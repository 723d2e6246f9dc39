package clock

import (
	"janggi/game"
	"janggi/game/kind"
)

// CountsOnFlagFall reports whether, under the preset r, a flag fall is decided by counting points
// instead of losing the game for the side whose time ran out. The preset says so (game.Rules.CountFlagFall):
// kja by rules.md's table ("flag fall → counted"), yeeqia because its site adjudicates every game not
// decided by checkmate on points. Everywhere else a flag fall loses, the usual rule of a game clock:
// rules.md lists the endings each preset counts and a flag fall is not among them. Xiangqi counts nothing.
func CountsOnFlagFall(r *game.Rules) bool {
	return r != nil && r.Game == kind.Janggi && r.CountFlagFall
}

// FlagFall ends g because loser ran out of time, as g's preset says (see CountsOnFlagFall).
func FlagFall(g *game.Game, loser game.Color) {
	g.FlagFall(loser, CountsOnFlagFall(g.Rules()))
}

// EndOnFlag ends g if a flag fell and g is not over yet, and then pauses the clock so that it keeps
// showing the moment of the flag fall. It reports whether it ended the game. The window calls it in
// every Update and when Moved refuses a press.
func (c *Clock) EndOnFlag(g *game.Game) bool {
	loser, flagged := c.Flagged()
	if !flagged || g.Result().Over() {
		return false
	}
	FlagFall(g, loser)
	c.Pause()
	return true
}
