package render

import (
	"janggi/clock"
	"janggi/game"
	"janggi/render/i18n"
	"janggi/render/match"
)

// The new-game screen's time control: the preset's usual one, or one of the suggested ones (no
// clock, per-move limits, byoyomi, Fischer, sudden death), chosen with ◀ ▶.

// timeChoice is one time control the new-game screen offers.
type timeChoice struct {
	preset bool // the rules preset's usual one (match.Config.PresetTime)
	tc     clock.TimeControl
}

// timeChoices returns what the screen offers for cfg's game, played under the preset rules: the
// preset's usual one first, or for a game without a preset (nil: Twelve Janggi), no clock first. A
// time control of cfg that is none of them (typed into the settings file) is offered too, second.
func timeChoices(cfg match.Config, rules *game.Rules) []timeChoice {
	var out []timeChoice
	presetless := rules == nil // clock.Suggested(nil) starts with no clock
	if !presetless {
		out = append(out, timeChoice{preset: true})
	}
	def := clock.DefaultFor(rules)
	for _, tc := range clock.Suggested(rules) {
		if tc != def || presetless { // the preset's own is its first choice already
			out = append(out, timeChoice{tc: tc})
		}
	}
	if !cfg.PresetTime && cfg.Time != def && timeIndex(out, cfg) < 0 {
		out = append(out[:1], append([]timeChoice{{tc: cfg.Time}}, out[1:]...)...)
	}
	return out
}

// timeIndex returns the index of cfg's time control among the choices, or -1. The preset's own
// time control chosen by name counts as the preset's choice.
func timeIndex(choices []timeChoice, cfg match.Config) int {
	for i, c := range choices {
		if c.preset == cfg.PresetTime && (c.preset || c.tc == cfg.Time) {
			return i
		}
	}
	return -1
}

// apply makes c the config's time control.
func (c timeChoice) apply(cfg *match.Config) {
	cfg.PresetTime, cfg.Time = c.preset, c.tc
}

// label names the choice: "규칙 기본: 5분 + 초읽기 30초 3회", "10 min + 5 s a move".
func (c timeChoice) label(l i18n.Lang, rules *game.Rules) string {
	if c.preset {
		return i18n.PresetClock.Format(l, i18n.TimeControl(l, clock.DefaultFor(rules)))
	}
	return i18n.TimeControl(l, c.tc)
}
