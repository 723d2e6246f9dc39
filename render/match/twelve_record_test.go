package match

import (
	"bytes"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/record"
)

func TestTwelveRecordResumesTheSameMatch(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{3, 7}}, newHeldTwelve())
	m.cfg.Mode = kind.HotSeat // the test plays both sides by hand (the computer is never ticked), then saves
	clickSpots(m, BoardSpot(tsq(t, "b2")), BoardSpot(tsq(t, "b3")), BoardSpot(tsq(t, "b4")), BoardSpot(tsq(t, "a3")))
	clickSpots(m, HandSpot(game.Cho, twelve.Soldier), BoardSpot(tsq(t, "b2")))
	m.cfg.Mode = kind.VsAI
	rec := m.Record([2]string{"Computer", "Player"}, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
	if rec.Game != kind.Twelve || len(rec.Moves) != 3 || rec.Moves[2] != "C@b2" || rec.Date != "2025.03.01" {
		t.Fatalf("record: game %v, moves %v, date %q", rec.Game, rec.Moves, rec.Date)
	}
	var pgn bytes.Buffer
	if err := record.Write(&pgn, record.PGN, rec, record.Options{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(pgn.Bytes(), []byte(`[Variant "Twelve"]`)) {
		t.Errorf("the PGN does not name the game:\n%s", pgn.String())
	}
	back, err := record.Read(pgn.Bytes(), record.PGN, record.Options{})
	if err != nil {
		t.Fatalf("the saved PGN does not read back: %v\n%s", err, pgn.String())
	}
	s, err := Resume(back[0], Engines{Twelve: newHeldTwelve()}, Config{}, 10)
	r := adapted[*TwelveMatch](t, s, err)
	c := r.Config()
	if c.Game != kind.Twelve || c.Mode != kind.VsAI || c.Human != game.Han || c.Levels != [2]int{3, 7} || !r.Flipped() {
		t.Errorf("resumed setup %+v (flipped %v), want Han against the computer at 3/7", c, r.Flipped())
	}
	if r.Game().Position().FEN() != m.Game().Position().FEN() || r.Ply() != 3 || !r.CanUndo() {
		t.Errorf("resumed at %s after %d moves, want %s after 3", r.Game().Position().FEN(), r.Ply(), m.Game().Position().FEN())
	}
	if _, err := twelveGameOf(record.New(kind.Janggi, nil)); err == nil {
		t.Error("a Janggi record read as Twelve Janggi")
	}
}
