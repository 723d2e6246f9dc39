package render

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/standing"
	"janggi/render/ui"
)

// The player's record against the computer's levels (package standing): counted when a game
// against the computer ends, kept in its own file (Options.Standing) as the puzzles' progress is,
// shown on the new-game screen for the level chosen, with the next level offered to a player who
// keeps winning.
//
// A game counts when one person played the computer from the rules' start position, and only once:
// not a game of two people or of the computer against itself, not one from a position set up in
// the editor or from a FEN, not one played on from a move of another game ("play from here": the
// moves before it were not the player's game against that level), and not a handicap game, whose
// piece given changes the strength the result measures. A resignation is a loss, as is a game lost
// on time. A game left unfinished for a new one counts nothing. A game resumed from the autosave
// counts if it counted when it was left (the autosave's tag says so).

// tagCounts marks an autosave whose game counts in the player's record when it ends.
const tagCounts = "LevelRecord"

// counted reports whether a game of setup cfg started from its start position counts in the
// player's record.
func counted(cfg match.Config) bool {
	return cfg.Mode == kind.VsAI && cfg.StartFEN == "" && cfg.Handicap.None()
}

// standingRecord returns the player's record against the levels, read from its file the first
// time.
func (st *State) standingRecord() *standing.Standing {
	if st.standing == nil {
		s := standing.New()
		if path := st.opts.Standing; path != "" {
			var err error
			if s, err = standing.Load(path); err != nil {
				// kept as it is: the record starts afresh for this run and nothing is written over it
				st.fail(fmt.Sprintf("%v", err))
				st.standingReadOnly = true
			}
		}
		st.standing = s
	}
	return st.standing
}

// today returns the day it is, by the clock the state's games use.
func (st *State) today() time.Time {
	return st.now()
}

// tally counts the game that just ended in the player's record, once, if it counts.
func (f *gameFiles) tally() {
	if !f.counts || f.tallied {
		return
	}
	res := f.m.Result()
	if !res.Over() {
		return
	}
	f.tallied = true
	cfg := f.m.Config()
	o := standing.Drawn
	if w, ok := res.Outcome.Winner(); ok && w == cfg.Human {
		o = standing.Won
	} else if ok {
		o = standing.Lost
	}
	level := cfg.Levels[cfg.Human.Other()]
	st := f.st
	st.standingRecord().Add(f.b.game(), level, o, st.today())
	f.st.trace("standing %s level %d %s\n", f.b.game(), level, [...]string{"won", "drawn", "lost"}[o])
	if path := st.opts.Standing; path != "" && !st.standingReadOnly {
		if err := st.standing.Save(path); err != nil {
			st.fail(fmt.Sprintf("%v", err))
		}
	}
}

// autosaveRecord returns the game as the autosave keeps it: with a tag when it counts in the
// player's record, so that a resumed game still does.
func (f *gameFiles) autosaveRecord() *record.Record {
	rec := f.m.Record(f.g.names(), f.st.now())
	if f.counts {
		rec.SetTag(tagCounts, "yes")
	}
	return rec
}

// resumedCounts reports whether a game resumed from the autosave rec counts in the player's record.
func resumedCounts(rec *record.Record, cfg match.Config) bool {
	v, _ := rec.Tag(tagCounts)
	return v == "yes" && counted(cfg)
}

// standingView is the player's record against the level chosen, as the new-game screen shows it
// under its preview: a line or two of text and, for a player who keeps winning, a button that
// chooses the next level.
type standingView struct {
	lines []string
	next  int     // the level offered, or 0
	x, y  float64 // where the lines begin
}

// standingSize is the size of the record's text, in units.
const standingSize = 0.95

// standingView returns the record against the computer's level chosen (none in the other modes, or
// before the first game at that level), its lines wrapped to width.
func (s *setupScene) standingView(width float64) standingView {
	cfg := &s.cfg
	st := s.st
	if cfg.Mode != kind.VsAI {
		return standingView{}
	}
	level := cfg.Levels[cfg.Human.Other()]
	t := st.standingRecord().Of(s.game(), level)
	if t.Games() == 0 {
		return standingView{}
	}
	l, size := st.lang(), st.screen.Unit*standingSize
	score := i18n.LevelRecord.Format(l, t.Won, t.Drawn, t.Lost)
	last := i18n.LastPlayed.Format(l, i18n.Day(l, t.Last, st.today()))
	var v standingView
	// The two parts go on two lines rather than break inside one: a number stays with its noun.
	if one := score + " · " + last; textWidth(st, size, one) <= width {
		v.lines = []string{one}
	} else {
		v.lines = []string{score, last}
	}
	if t.SuggestNext() && level < st.opts.MaxLevel {
		v.lines = append(v.lines, i18n.KeepWinning.In(l))
		v.next = level + 1
	}
	return v
}

// textWidth returns the width of s drawn in the sans font at size.
func textWidth(st *State, size float64, s string) float64 {
	w, _ := ui.Measure(st.fonts.Sans, size, s)
	return w
}

// standingButtonH is the height of the next level's button, in units.
const standingButtonH = 2.0

// height returns the room the view takes under the preview, in pixels for unit u.
func (v standingView) height(u float64) float64 {
	if len(v.lines) == 0 {
		return 0
	}
	h := u*0.6 + float64(len(v.lines))*u*1.2
	if v.next > 0 {
		h += u * (standingButtonH + 0.3)
	}
	return h
}

// placeStanding puts the record's view at (x, y) and adds the next level's button, if offered, no
// wider than width.
func (s *setupScene) placeStanding(v standingView, x, y, width float64) {
	u := s.st.screen.Unit
	v.x, v.y = x, y+u*0.6
	s.standing = v
	if v.next == 0 {
		return
	}
	l := s.st.lang()
	r := layout.Rect{X: x, Y: v.y + float64(len(v.lines))*u*1.2 + u*0.1, W: min(width, u*16), H: u * standingButtonH}
	next := v.next
	s.buttons = append(s.buttons, ui.Button{R: r, Label: i18n.NextLevel.Format(l, i18n.Level(l, next)), ID: "setup:next-level",
		Act: func() { s.cfg.Levels[s.cfg.Human.Other()] = next }})
}

// drawStanding draws the record's lines (its button is drawn with the others).
func (s *setupScene) drawStanding(dst *ebiten.Image) {
	u := s.st.screen.Unit
	for i, line := range s.standing.lines {
		ui.DrawText(dst, s.st.fonts.Sans, u*standingSize, line, s.standing.x, s.standing.y+float64(i)*u*1.2, ui.TopLeft, ui.PanelText)
	}
}
