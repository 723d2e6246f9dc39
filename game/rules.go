package game

import (
	"fmt"
	"slices"
	"strings"

	"janggi/game/kind"
)

// BikjangRule says what facing generals mean.
type BikjangRule uint8

// The bikjang rules.
const (
	BikjangOff     BikjangRule = iota // facing generals mean nothing
	BikjangDraw                       // the side to move must break the facing; passing instead draws
	BikjangCounted                    // as BikjangDraw, but the game is decided by counting points
)

// Rules is a named bundle of rule switches (a preset). One move generator serves all of them.
type Rules struct {
	Name        string    // preset name, as in the settings file
	Game        kind.Game // kind.Janggi or kind.Xiangqi: the games of this rules core
	Oracle      string    // Fairy-Stockfish UCI_Variant with the same rules, or "" when none matches exactly
	Description string    // one line for menus and help

	Pass    bool        // passing (한수쉼) is allowed when not in check
	Bikjang BikjangRule // what facing generals mean
	// Under30 limits bikjang and repetition endings to positions where both sides count under 30
	// points, Han's 1.5 included (KJA). A perpetual checker loses whatever the points.
	Under30 bool

	CountDoublePass bool // two passes in a row are decided by counting (else a draw)
	CountRepetition bool // a repetition without perpetual check is decided by counting (else a draw)
	CountMoveLimit  bool // reaching the move limit is decided by counting (else a draw)
	CountFlagFall   bool // a flag fall is decided by counting (else the side out of time loses)
	// CountInsufficient decides a game in which neither side has a piece that can leave its palace
	// by counting at once (else it is a draw, as Fairy-Stockfish has it): the presets with no draws.
	CountInsufficient bool

	RepetitionCount     int  // the n of the n-fold repetition that ends the game
	PerpetualCheckLoses bool // in a repetition, a side that checked on every move of the cycle loses
	// ChasingLoses (Xiangqi) makes a side lose that, in a repetition without perpetual check, chased
	// one piece with every move of the cycle (see chase.go), and lets a side's checks beyond ten
	// within the move limit's count not count toward it, as Fairy-Stockfish's xiangqi does.
	ChasingLoses bool
	// BackAndForthIllegal forbids moving the same piece back and forth into a repetition
	// (Kakao's rule, as Fairy-Stockfish's janggimodern applies it).
	BackAndForthIllegal bool

	MoveLimit      int // plies without a capture that end the game (0: no limit)
	TotalPlyLimit  int // plies in all that end the game (0: no limit)
	AllowSelfCheck bool
	// AllowSelfCheck lets a move leave the mover's general attacked; the opponent may then capture it and win.

	StalemateLoses bool // a side with no legal move loses (Xiangqi; in Janggi a pass is always possible)

	DefaultClock string // the preset's usual time control, in the settings file's notation ("" = none)
}

// Counts reports whether any ending of these rules is decided by counting points.
func (r *Rules) Counts() bool {
	return r.Game == kind.Janggi && (r.Bikjang == BikjangCounted || r.CountDoublePass || r.CountRepetition || r.CountMoveLimit)
}

// String returns the preset name.
func (r *Rules) String() string { return r.Name }

var presets = []Rules{
	{
		Name: "standard", Game: kind.Janggi, Oracle: "janggi",
		Description: "Tournament rules: bikjang, double pass, repetition and 100 quiet plies are decided by counting",
		Pass:        true, Bikjang: BikjangCounted,
		CountDoublePass: true, CountRepetition: true, CountMoveLimit: true,
		RepetitionCount: 3, PerpetualCheckLoses: true, MoveLimit: 100,
	},
	{
		Name: "casual", Game: kind.Janggi, Oracle: "janggicasual",
		Description: "No bikjang, no counting: double pass, repetition and 100 quiet plies are draws",
		Pass:        true, Bikjang: BikjangOff,
		RepetitionCount: 3, PerpetualCheckLoses: true, MoveLimit: 100,
	},
	{
		Name: "traditional", Game: kind.Janggi, Oracle: "janggitraditional",
		Description: "Bikjang is a draw; nothing is counted",
		Pass:        true, Bikjang: BikjangDraw,
		RepetitionCount: 3, PerpetualCheckLoses: true, MoveLimit: 100,
	},
	{
		Name: "modern", Game: kind.Janggi, Oracle: "janggimodern",
		Description: "Kakao rules: no bikjang; double pass and 200 quiet plies are counted; back-and-forth repetition is illegal",
		Pass:        true, Bikjang: BikjangOff,
		CountDoublePass: true, CountRepetition: true, CountMoveLimit: true,
		RepetitionCount: 4, PerpetualCheckLoses: true, BackAndForthIllegal: true, MoveLimit: 200,
	},
	{
		Name: "yeeqia", Game: kind.Janggi,
		Description: "janggi.yeeqia.com: an attacked general may be captured; 240 plies in all are counted; 40 s a move",
		Pass:        true, Bikjang: BikjangCounted,
		CountDoublePass: true, CountRepetition: true, CountMoveLimit: true,
		RepetitionCount: 3, PerpetualCheckLoses: true, TotalPlyLimit: 240, AllowSelfCheck: true,
		// The site decides every game not ended by checkmate on points ("no draws"), a game left
		// with no mating material included; its own per-move clock never lets a flag fall, but a
		// game played there on another clock is counted.
		CountInsufficient: true, CountFlagFall: true, DefaultClock: "move 40s",
	},
	{
		Name: "chessplayx", Game: kind.Janggi,
		Description: "ChessPlayX: bikjang, double pass and the third repetition are counted; no move limit",
		Pass:        true, Bikjang: BikjangCounted,
		CountDoublePass: true, CountRepetition: true,
		RepetitionCount: 3, PerpetualCheckLoses: true,
		CountInsufficient: true, // "daher gibt es kein Unentschieden" (seed 003): no draws
	},
	{
		Name: "kja", Game: kind.Janggi,
		Description: "Korea Janggi Association: bikjang and repetition count only while both sides are under 30 points",
		Pass:        true, Bikjang: BikjangCounted, Under30: true,
		CountDoublePass: true, CountRepetition: true, CountMoveLimit: true,
		RepetitionCount: 3, PerpetualCheckLoses: true, MoveLimit: 100,
		// 30 points are points as counted, Han's 1.5 included. At 30 or more, bikjang means nothing
		// and a plain repetition ends nothing (the 100-ply limit, counted, ends such a game), but a
		// perpetual checker still loses. A flag fall is counted, as rules.md says: the side whose
		// time ran out wins if it is ahead on points. Nothing is a draw, no mating material included.
		CountInsufficient: true, CountFlagFall: true, DefaultClock: "5m 3x30s",
	},
	{
		Name: "xiangqi", Game: kind.Xiangqi, Oracle: "xiangqi",
		Description:     "Xiangqi (World Xiangqi Federation): flying general forbidden, stalemate loses, perpetual check and perpetual chase lose",
		RepetitionCount: 3, PerpetualCheckLoses: true, ChasingLoses: true, MoveLimit: 100, StalemateLoses: true,
	},
}

// Presets returns a copy of every preset, Janggi presets first, "standard" at the head.
func Presets() []*Rules {
	out := make([]*Rules, len(presets))
	for i := range presets {
		r := presets[i]
		out[i] = &r
	}
	return out
}

// PresetNames returns the names of the presets of the given games (of every preset when none
// is given), in the order of Presets.
func PresetNames(of ...kind.Game) []string {
	names := make([]string, 0, len(presets))
	for i := range presets {
		if len(of) == 0 || slices.Contains(of, presets[i].Game) {
			names = append(names, presets[i].Name)
		}
	}
	return names
}

// Preset returns a copy of the preset with the given name (case-insensitive). The Fairy-Stockfish
// variant names (janggi, janggicasual, janggitraditional, janggimodern) are accepted as aliases.
func Preset(name string) (*Rules, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	for i := range presets {
		if presets[i].Name == key || (presets[i].Oracle != "" && presets[i].Oracle == key) {
			r := presets[i]
			return &r, nil
		}
	}
	return nil, fmt.Errorf("unknown rules preset %q (known: %s)", name, strings.Join(PresetNames(), ", "))
}

// MustPreset is like Preset but panics on an unknown name; for tests and constant names only.
func MustPreset(name string) *Rules {
	r, err := Preset(name)
	if err != nil {
		panic(err)
	}
	return r
}

// Standard returns the default preset.
func Standard() *Rules { return MustPreset("standard") }
