package match

import (
	"bytes"
	"errors"
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
	r := adapted[*twelveMatch](t, s, err)
	c := r.Config()
	if c.Game != kind.Twelve || c.Mode != kind.VsAI || c.Human != game.Han || c.Levels != [2]int{3, 7} || !r.Flipped() {
		t.Errorf("resumed setup %+v (flipped %v), want Han against the computer at 3/7", c, r.Flipped())
	}
	if r.Game().Position().FEN() != m.Game().Position().FEN() || r.Ply() != 3 || !r.CanUndo() {
		t.Errorf("resumed at %s after %d moves, want %s after 3", r.Game().Position().FEN(), r.Ply(), m.Game().Position().FEN())
	}
	if _, err := gameOf[*twelve.Game](record.New(kind.Janggi, nil)); err == nil {
		t.Error("a Janggi record read as Twelve Janggi")
	}
}

// TestARecordPlayedOnAfterItsEnd: a Janggi record that goes on after its rules ended the game (a
// site with other rules played on after a double pass) opens up to that end; a Twelve Janggi
// record that goes on is refused at the first move after the end, as the record's replay refuses
// it.
func TestARecordPlayedOnAfterItsEnd(t *testing.T) {
	recs, err := record.ReadFile("../../record/testdata/variants/after-double-pass.gib", record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := View(recs[0])
	v := adapted[*janggiMatch](t, s, err)
	if g := v.Game(); g.Ply() != 32 || g.Result().Reason != game.DoublePass {
		t.Errorf("the Janggi record played on opens with %d moves, %v; want the 32 up to the double pass", g.Ply(), g.Result())
	}

	rec := record.New(kind.Twelve, nil)
	rec.Moves = []string{"b1a2", "b4a3", "a2a3"} // Cho takes Han's king
	s, err = View(rec)
	w := adapted[*twelveMatch](t, s, err)
	if g := w.Game(); g.Ply() != 3 || g.Result().Reason != game.KingCaptured {
		t.Fatalf("the Twelve Janggi record opens with %d moves, %v; want 3, the king captured", g.Ply(), g.Result())
	}
	rec.Moves = append(rec.Moves, "a4a3")
	s, err = View(rec)
	var bad *record.MoveError
	if s != nil || !errors.As(err, &bad) || bad.Number != 4 || bad.Text != "a4a3" {
		t.Errorf("the Twelve Janggi record played on after the king fell opens: %v, %v; want move 4 refused", s, err)
	}
}
