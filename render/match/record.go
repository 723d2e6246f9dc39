package match

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/record"
)

// A match and its record (package record): the record a match saves (with the clock, and in tags
// what a resumed game needs to be the same kind of game: who plays which side at which level),
// a match resumed from one, an opened record to step through, and playing on from any of its
// moves.

// The record tags that keep a match's setup.
const (
	tagMode       = "Mode"       // ai, hotseat or aivsai (Mode.String)
	tagHuman      = "HumanSide"  // cho or han: the person's side against the computer
	tagLevels     = "Levels"     // Cho's/Han's level, e.g. 3/3
	tagAutoFlip   = "AutoFlip"   // yes: hot-seat turns the board after every move
	tagPresetTime = "PresetTime" // yes: the time control is the preset's usual one
)

// Record returns the match's game as a record (Twelve Janggi's is saved as PGN with [Variant
// "Twelve"]): the moves played (not those taken back), the result, the players' names (Cho's,
// Han's), the date, the time control and the clock as it stands, and the match's setup in tags.
func (m *Match[P, M, Pc, G, S]) Record(names [2]string, date time.Time) *record.Record {
	rec := record.FromGame(m.v.portGame())
	rec.Cho, rec.Han = names[game.Cho], names[game.Han]
	if !date.IsZero() {
		rec.Date = date.Format("2006.01.02")
	}
	if m.clk != nil {
		rec.TimeControl = m.clk.Control().String()
		if text, err := m.clk.State().MarshalText(); err == nil {
			rec.Clock = string(text)
		}
	}
	setupTags(rec, m.cfg)
	return rec
}

// setupTags writes the match's setup c into the record's tags, for ConfigOf to read back.
func setupTags(rec *record.Record, c Config) {
	rec.SetTag(tagMode, c.Mode.String())
	if c.Mode == kind.VsAI {
		rec.SetTag(tagHuman, strings.ToLower(c.Human.String()))
	}
	if c.Mode != kind.HotSeat {
		rec.SetTag(tagLevels, fmt.Sprintf("%d/%d", c.Levels[game.Cho], c.Levels[game.Han]))
	}
	if c.Mode == kind.HotSeat && c.AutoFlip {
		rec.SetTag(tagAutoFlip, "yes")
	}
	if c.PresetTime {
		rec.SetTag(tagPresetTime, "yes")
	}
}

// ConfigOf returns the setup of the match a record was saved from: base with what the record's
// tags and fields say (the rules, the mode, the person's side, the levels, the time control).
// Tags that are missing or unreadable leave base's value, so a record from another program gives
// base's mode. Levels are kept within 1..maxLevel.
func ConfigOf(rec *record.Record, base Config, maxLevel int) Config {
	c := base
	c.StartFEN, c.Game = "", rec.Game
	if rec.Rules != nil {
		c.Rules = rec.Rules
	}
	for col := game.Cho; col <= game.Han; col++ {
		if s, ok := rec.Setup(col); ok {
			c.Setups[col] = s
		}
	}
	if v, ok := rec.Tag(tagMode); ok {
		for _, mode := range kind.Modes() {
			if mode.String() == v {
				c.Mode = mode
			}
		}
	}
	if v, ok := rec.Tag(tagHuman); ok {
		switch strings.ToLower(v) {
		case "cho":
			c.Human = game.Cho
		case "han":
			c.Human = game.Han
		}
	}
	if v, ok := rec.Tag(tagLevels); ok {
		if a, b, ok := strings.Cut(v, "/"); ok {
			for col, text := range []string{a, b} {
				if n, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
					c.Levels[col] = min(max(n, 1), max(maxLevel, 1))
				}
			}
		}
	}
	if v, ok := rec.Tag(tagAutoFlip); ok {
		c.AutoFlip = v == "yes"
	}
	if v, _ := rec.Tag(tagPresetTime); v == "yes" {
		c.PresetTime = true
	} else if tc, err := clock.ParseTimeControl(rec.TimeControl); err == nil { // "" is no clock
		c.Time, c.PresetTime = tc, false
	}
	return c
}

// ClockOf returns the clock a record saved after its last move, or nil when it saved none. A
// state that does not read is an error that says so. now is the clock's time source (nil:
// time.Now).
func ClockOf(rec *record.Record, now clock.Now) (*clock.Clock, error) {
	text := rec.Clock
	if text == "" {
		text, _ = rec.Tag(record.TagClock)
	}
	if text == "" {
		return nil, nil
	}
	var st clock.State
	if err := st.UnmarshalText([]byte(text)); err != nil {
		return nil, err
	}
	return clock.Restore(st, now)
}

// gameOf returns the game of a record with all its moves, as its rules core has it (G: *game.Game
// or *twelve.Game), and the ending the record gives when it ended off the board (a resignation, a
// flag fall). A record that goes on after its rules ended the game opens up to that end where the
// record's own replay plays such moves (Janggi's and Xiangqi's, from sites with other rules:
// record.Record.EndPly says where, and the window says so when it opens the record); where the
// replay refuses the first of them (Twelve Janggi), so does gameOf.
func gameOf[G any](rec *record.Record) (G, error) {
	var none G
	pg, err := rec.GameAt(-1)
	if pg == nil {
		return none, err
	}
	var on *record.PlayedOnError
	if errors.As(err, &on) {
		if _, err := rec.Position(-1); err != nil {
			return none, err
		}
		err = nil
	}
	g, ok := port.Core[G](pg)
	if !ok {
		return none, fmt.Errorf("a %s record: %w", rec.Game, errNotBoard)
	}
	return g, err
}

// viewConfig is the setup of an opened record: two people (nobody moves in it), with the rules
// and the time control the record names.
func viewConfig(rec *record.Record) Config {
	cfg := ConfigOf(rec, Config{Mode: kind.HotSeat}, 1)
	cfg.Mode = kind.HotSeat
	return cfg
}

// viewClock returns the clock a record saved, standing; a clock that does not read is no reason
// not to show the moves. A view's clock never runs, so it needs no time source: playing on
// restores it on the new match's (continuation).
func viewClock(rec *record.Record) *clock.Clock {
	clk, _ := ClockOf(rec, nil)
	return clk
}

// viewFromStart makes the match an opened record, shown from its start.
func (m *Match[P, M, Pc, G, S]) viewFromStart() {
	m.viewOnly = true
	m.syncClock()
	m.ReviewStart()
}

// continuation returns the game shown, to play on from: a copy of the game taken back to the
// position on the board (the moves after it in its redo list, an ending at it taken back), and
// the clock when it is the end of an unfinished game (playing on from anywhere else starts a
// fresh clock, nil). The clock kept reads now.
func (m *Match[P, M, Pc, G, S]) continuation(now clock.Now) (G, *clock.Clock, error) {
	if !m.CanPlayFrom() {
		var none G
		return none, nil, errors.New("the game is over in this position")
	}
	g := m.g.Clone()
	for g.Ply() > m.ShownPly() {
		g.Undo() // the first may take back a resignation at the end, without a move
	}
	if g.Result().Over() {
		g.Undo() // a resignation or a flag fall: the position itself goes on
	}
	var clk *clock.Clock
	if m.clk != nil && g.Ply() == m.g.Ply() && !m.g.Result().Over() {
		st := m.clk.State()
		st.Running = true
		clk, _ = clock.Restore(st, now)
	}
	return g, clk, nil
}

// PlayFrom starts a new match on the game shown, with cfg's mode, side and levels and its game's
// player of e: from the position on the board (the moves after it stay in the redo list, so Redo
// replays them). Playing on from the end of an unfinished game keeps the clock as it stands, with
// its time control; otherwise the clock starts afresh with cfg's. This match is closed once the
// new one has started.
func (m *Match[P, M, Pc, G, S]) PlayFrom(cfg Config, e Engines) (Session, error) {
	g, clk, err := m.continuation(cfg.Now)
	if err != nil {
		return nil, err
	}
	cfg.StartFEN = ""
	if clk != nil {
		cfg.Time, cfg.PresetTime = clk.Control(), false
	}
	n, err := m.v.playOn(cfg, e, g, clk)
	if err != nil {
		return nil, err
	}
	m.Close()
	return n, nil
}
