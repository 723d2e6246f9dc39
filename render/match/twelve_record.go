package match

import (
	"fmt"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
)

// Record returns the Twelve Janggi game as a record (saved as PGN with [Variant "Twelve"]): the
// moves played (not those taken back), the result, the players' names (Cho's, Han's), the date,
// the time control and the clock, and the match's setup in tags, as Match.Record does for Janggi.
func (m *TwelveMatch) Record(names [2]string, date time.Time) *record.Record {
	return m.describe(record.FromGame(port.GameOf(m.g)), names, date)
}

// twelveGameOf returns the game of a Twelve Janggi record with all its moves, and its ending when
// it ended off the board (a resignation, a flag fall).
func twelveGameOf(rec *record.Record) (*twelve.Game, error) {
	if rec.Game != kind.Twelve {
		return nil, fmt.Errorf("a %s record is not a game of Twelve Janggi", rec.Game)
	}
	g, err := twelve.NewGameFromFEN(twelve.TwelveJanggi, rec.StartFEN)
	if err != nil {
		return nil, err
	}
	for i, text := range rec.Moves {
		if _, err := g.PlayText(text); err != nil {
			return nil, &record.MoveError{Number: i + 1, Text: text, Err: err}
		}
	}
	if loser, ok := rec.Result.Outcome.Winner(); ok && !g.Result().Over() {
		switch rec.Result.Reason {
		case game.Resignation:
			g.Resign(loser.Other())
		case game.FlagFall:
			g.FlagFall(loser.Other())
		}
	}
	return g, nil
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
