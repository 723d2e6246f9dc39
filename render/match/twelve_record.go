package match

import (
	"fmt"
	"time"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/record"
)

// Record returns the Twelve Janggi game as a record (saved as PGN with [Variant "Twelve"]): the
// moves played (not those taken back), the result, the players' names (Cho's, Han's), the date,
// and the match's setup in tags, as Match.Record does for Janggi.
func (m *TwelveMatch) Record(names [2]string, date time.Time) *record.Record {
	rec := record.FromTwelve(m.g.pos)
	rec.StartFEN = m.g.start.FEN()
	rec.Result = m.g.result()
	rec.Cho, rec.Han = names[game.Cho], names[game.Han]
	if !date.IsZero() {
		rec.Date = date.Format("2006.01.02")
	}
	setupTags(rec, m.cfg)
	return rec
}

// ResumeTwelve continues the Twelve Janggi game a record holds (the autosave) as the match it was
// saved from: the moves, a resignation if it ended so, and the setup from its tags over base.
func ResumeTwelve(rec *record.Record, e TwelveEngine, base Config, maxLevel int) (*TwelveMatch, error) {
	if rec.Game != record.TwelveJanggi {
		return nil, fmt.Errorf("a %s record is not a game of Twelve Janggi", rec.Game)
	}
	start, err := twelve.ParseFEN(twelve.TwelveJanggi, rec.StartFEN)
	if err != nil {
		return nil, err
	}
	pos, err := rec.TwelvePosition(-1)
	if err != nil {
		return nil, err
	}
	cfg := ConfigOf(rec, base, maxLevel)
	cfg.Twelve, cfg.StartFEN = true, rec.StartFEN
	m, err := NewTwelve(cfg, e)
	if err != nil {
		return nil, err
	}
	m.g = &twelveGame{pos: pos, start: start}
	if r := rec.Result; r.Reason == game.Resignation && !pos.Result().Over() {
		m.g.ended = &r
	}
	m.Flipped = cfg.Mode == VsAI && cfg.Human == game.Han
	if cfg.Mode == HotSeat && cfg.AutoFlip {
		m.Flipped = pos.SideToMove() == game.Han
	}
	m.refresh()
	return m, nil
}
