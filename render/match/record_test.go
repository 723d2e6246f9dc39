package match

import (
	"bytes"
	"testing"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// playMoves plays moves (UCI) on a match, as clicks.
func playMoves(t *testing.T, m *janggiMatch, moves ...string) {
	t.Helper()
	for _, x := range moves {
		click(t, m, x)
		m.Tick()
	}
	if m.Game().Ply() != len(moves) {
		t.Fatalf("played %d of %v", m.Game().Ply(), moves)
	}
}

// pgnRoundTrip writes a record as the autosave does and reads it back.
func pgnRoundTrip(t *testing.T, rec *record.Record) *record.Record {
	t.Helper()
	var b bytes.Buffer
	if err := record.WritePGN(&b, rec, record.PGNOptions{UCI: true}); err != nil {
		t.Fatal(err)
	}
	recs, err := record.ReadPGN(b.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	return recs[0]
}

func TestResumeGivesBackTheSameMatch(t *testing.T) {
	ft := newFakeTime()
	cfg := Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{4, 4}, Rules: game.MustPreset("kja"), PresetTime: true}
	e := newLevelEngine()
	m := clockMatch(t, cfg, e, ft)
	tickUntil(t, m, "the computer's first move", func() bool { return m.Game().Ply() == 1 && !m.Anim.Busy() })
	ft.add(7 * time.Second)
	m.Tick()
	click(t, m, "a7a6")
	tickUntil(t, m, "the computer's second move", func() bool { return m.Game().Ply() == 3 })
	ft.add(1500 * time.Millisecond)
	rec := m.Record([2]string{"Computer 4", "Player"}, ft.now())
	if rec.Cho != "Computer 4" || rec.Han != "Player" || rec.Date != "2024.05.01" || rec.TimeControl != "5m 3x30s" {
		t.Errorf("record fields: Cho %q Han %q Date %q TimeControl %q", rec.Cho, rec.Han, rec.Date, rec.TimeControl)
	}
	back := pgnRoundTrip(t, rec)
	s, err := Resume(back, Engines{Janggi: e}, Config{Mode: kind.HotSeat, Levels: [2]int{1, 1}, Now: ft.now}, 10)
	r := adapted[*janggiMatch](t, s, err)
	c := r.Config()
	if c.Mode != kind.VsAI || c.Human != game.Han || c.Levels != [2]int{4, 4} || c.Rules.Name != "kja" || !c.PresetTime {
		t.Errorf("resumed config %+v, want against the computer as Han at level 4 under kja with the preset's clock", c)
	}
	if got, want := movesOf(r.Game()), movesOf(m.Game()); got != want {
		t.Errorf("resumed moves %s, want %s", got, want)
	}
	for side := game.Cho; side <= game.Han; side++ {
		got, want := r.Clock().Read(side), m.Clock().Read(side)
		if got.Main != want.Main || got.Periods != want.Periods {
			t.Errorf("%v's clock resumed at %v (%d periods), saved at %v (%d)", side, got.Main, got.Periods, want.Main, want.Periods)
		}
	}
	if r.Clock().Turn() != game.Han {
		t.Errorf("the resumed clock runs for %v, want Han", r.Clock().Turn())
	}
	// Playing on from the end keeps the clock, on the new config's time source.
	han := r.Clock().Read(game.Han).Main
	p, err := r.PlayFrom(Config{Mode: kind.HotSeat, Now: ft.now}, Engines{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.Tick()
	ft.add(2 * time.Second)
	if got := p.Clock().Read(game.Han).Main; got != han-2*time.Second {
		t.Errorf("2 s after playing on, Han's clock reads %v, want %v", got, han-2*time.Second)
	}
}

func movesOf(g *game.Game) string {
	var b bytes.Buffer
	for _, m := range g.Moves() {
		b.WriteString(m.String() + " ")
	}
	return b.String()
}

func TestViewStepsThroughARecordAndPlaysOnFromAnyMove(t *testing.T) {
	src := newMatch(t, Config{Mode: kind.HotSeat}, nil)
	playMoves(t, src, "a4a5", "a7a6", "c4c5", "c7c6", "b1c3")
	src.Resign()
	rec := pgnRoundTrip(t, src.Record([2]string{"Kim", "Lee"}, time.Time{}))

	s, err := View(rec)
	v := adapted[*janggiMatch](t, s, err)
	if !v.Viewing() || v.ShownPly() != 0 || v.HumanToMove() || v.ShowResult() {
		t.Fatalf("an opened record: viewing %v, shown ply %d, a person may move %v, result panel %v; want the start, nobody to move, no panel",
			v.Viewing(), v.ShownPly(), v.HumanToMove(), v.ShowResult())
	}
	v.Step(+1)
	if v.ShownPly() != 1 || v.Shown().At(game.SquareAt(0, 4)).Type() != game.Soldier {
		t.Errorf("one step on: ply %d, a5 holds %v", v.ShownPly(), v.Shown().At(game.SquareAt(0, 4)))
	}
	click(t, v, "a7a6") // nobody moves in a record
	if v.Game().Ply() != 5 || v.ShownPly() != 1 || v.Undo() {
		t.Fatalf("a click or an undo changed the record: ply %d, shown %d", v.Game().Ply(), v.ShownPly())
	}
	v.StepTo(3)
	s, err = v.PlayFrom(Config{Mode: kind.HotSeat}, Engines{})
	p := adapted[*janggiMatch](t, s, err)
	if p.Viewing() || p.Game().Ply() != 3 || !p.HumanToMove() || p.Game().Position().SideToMove() != game.Han {
		t.Fatalf("played on from move 3: viewing %v, ply %d, a person to move %v, %v to move", p.Viewing(), p.Game().Ply(), p.HumanToMove(), p.Game().Position().SideToMove())
	}
	if !p.Game().CanRedo() || !p.Redo() || p.Game().Moves()[3].String() != "c7c6" {
		t.Error("the record's next move is not in the redo list")
	}
	click(t, p, "i4i5") // another fifth move than the record's
	if p.Game().Ply() != 5 || p.Result().Over() {
		t.Errorf("after a fifth move of our own: ply %d, result %v", p.Game().Ply(), p.Result())
	}

	// From the end of the resigned game: the resignation is taken back, the position goes on.
	s, err = View(rec)
	v2 := adapted[*janggiMatch](t, s, err)
	v2.ReviewEnd()
	if !v2.CanPlayFrom() {
		t.Fatal("cannot play on from the end of a resigned game")
	}
	s, err = v2.PlayFrom(Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{1, 1}}, Engines{Janggi: firstMove})
	q := adapted[*janggiMatch](t, s, err)
	if q.Result().Over() || q.Game().Ply() != 5 || !q.HumanToMove() {
		t.Errorf("played on from the end as Han: over %v, ply %d, Han to move %v", q.Result().Over(), q.Game().Ply(), q.HumanToMove())
	}
}

func TestConfigOfAForeignRecordKeepsTheBase(t *testing.T) {
	recs, err := record.ReadGIB([]byte("[초차림 \"상마상마\"]\n[한차림 \"마상상마\"]\n[제한시간 \"10분\"]\n\n1. 08마87\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	base := Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{7, 7}, Time: mustControl(t, "move 40s")}
	c := ConfigOf(recs[0], base, 10)
	if c.Mode != kind.VsAI || c.Human != game.Han || c.Levels != base.Levels || c.Time != base.Time {
		t.Errorf("a .gib without this program's tags changed the mode, side, levels or clock: %+v", c)
	}
	if c.Setups != [2]game.Setup{game.EHEH, game.HEEH} {
		t.Errorf("setups %v, want the record's 상마상마 and 마상상마", c.Setups)
	}
}

// BenchmarkRecord measures the record the window builds for the autosave after every move: the
// game's moves, its clock state and its setup tags, 80 plies into a game.
func BenchmarkRecord(b *testing.B) {
	tc, err := clock.ParseTimeControl("5m 3x30s")
	if err != nil {
		b.Fatal(err)
	}
	m, err := newJanggi(Config{Mode: kind.HotSeat, Time: tc}, Engines{}, nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Close()
	for i := 0; m.Game().Ply() < 80 && !m.Result().Over(); i++ {
		moves := m.Game().Position().LegalMoves(nil)
		m.play(moves[i*7%len(moves)], false)
	}
	now := time.Now()
	b.ResetTimer()
	for range b.N {
		m.Record([2]string{"Kim", "Lee"}, now)
	}
	b.ReportMetric(float64(m.Game().Ply()), "plies")
}
