package match

import (
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// TestStartPicksTheGamesAdapter checks that the one door picks each game's match by the config's
// or the record's game, and refuses a game the window does not play with an error naming it.
func TestStartPicksTheGamesAdapter(t *testing.T) {
	xq := opened[*janggiMatch](t, Config{Game: kind.Xiangqi, Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi")}, Engines{})
	if xq.Config().Game != kind.Xiangqi {
		t.Errorf("a Xiangqi match says it plays %v", xq.Config().Game)
	}
	tw := opened[*twelveMatch](t, Config{Game: kind.Twelve, Mode: kind.HotSeat}, Engines{})
	rec := tw.Record([2]string{"A", "B"}, time.Time{})
	s, err := View(rec)
	if v := adapted[*twelveMatch](t, s, err); !v.Viewing() {
		t.Error("an opened Twelve Janggi record is not viewed")
	}
	s, err = Resume(rec, Engines{}, Config{}, 10)
	adapted[*twelveMatch](t, s, err)

	if _, err := Start(Config{Game: kind.Dobutsu, Mode: kind.HotSeat}, Engines{}); err == nil || !strings.Contains(err.Error(), "dobutsu") {
		t.Errorf("a Dobutsu match started, or its error does not name the game: %v", err)
	}
	if s, err := View(record.New(kind.Dobutsu, nil)); err == nil || s != nil {
		t.Errorf("a Dobutsu record opened: %v", s)
	}
}

// TestEnginesPlaysEachGameWithItsOwnPlayer checks that Plays answers per game, for the hint, and
// that a match takes its own game's player: a Twelve Janggi player does not play Janggi.
func TestEnginesPlaysEachGameWithItsOwnPlayer(t *testing.T) {
	e := Engines{Twelve: firstTwelve}
	if !e.Plays(kind.Twelve) || e.Plays(kind.Janggi) || e.Plays(kind.Xiangqi) || e.Plays(kind.Dobutsu) {
		t.Errorf("Plays with a Twelve Janggi player only: twelve %v, janggi %v, xiangqi %v, dobutsu %v",
			e.Plays(kind.Twelve), e.Plays(kind.Janggi), e.Plays(kind.Xiangqi), e.Plays(kind.Dobutsu))
	}
	if _, err := Start(Config{Mode: kind.VsAI}, e); err == nil {
		t.Error("a Janggi game against the computer started with only a Twelve Janggi player")
	}
	m := opened[*twelveMatch](t, Config{Game: kind.Twelve, Mode: kind.AIvsAI, Levels: [2]int{1, 1}}, e)
	tickUntil(t, m, "the Twelve Janggi player's first move", func() bool { return m.Ply() >= 1 })
}
