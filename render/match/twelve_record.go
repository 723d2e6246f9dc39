package match

import (
	"time"

	"janggi/game/port"
	"janggi/record"
)

// Record returns the Twelve Janggi game as a record (saved as PGN with [Variant "Twelve"]): the
// moves played (not those taken back), the result, the players' names (Cho's, Han's), the date,
// the time control and the clock, and the match's setup in tags, as Match.Record does for Janggi.
func (m *TwelveMatch) Record(names [2]string, date time.Time) *record.Record {
	return m.describe(record.FromGame(port.GameOf(m.g)), names, date)
}

// PlayFrom starts a new match on the game shown, as Match.PlayFrom does. This match is closed.
func (m *TwelveMatch) PlayFrom(cfg Config, e Engines) (Session, error) {
	g, clk, err := m.continuation(cfg.Now)
	if err != nil {
		return nil, err
	}
	cfg.StartFEN = ""
	return playOn(m, cfg, e, g, clk, newTwelve)
}
