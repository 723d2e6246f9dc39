package clock

import "janggi/game"

// CountsOnFlagFall reports whether, under the preset r, a flag fall is decided by counting points
// instead of losing the game for the side whose time ran out. rules.md and the rule pages settle it:
//   - kja: "flag fall → counted" (rules.md's preset table).
//   - yeeqia: the site adjudicates "any game not decided by checkmate" on points; its own clock (a
//     per-move limit) never lets a flag fall, but a game played there on another clock is counted.
//   - every other preset: a loss, the usual rule of a game clock. rules.md lists the endings each
//     preset counts and a flag fall is not among them (chessplayx's page names bikjang, double pass
//     and repetition only); casual and traditional count nothing at all.
//
// Xiangqi has no counting, so a flag fall there is always a loss.
func CountsOnFlagFall(r *game.Rules) bool {
	if r == nil || r.Variant != game.Janggi {
		return false
	}
	switch r.Name {
	case "kja", "yeeqia":
		return true
	}
	return false
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
