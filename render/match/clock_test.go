package match

import (
	"context"
	"errors"
	"testing"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
)

// fakeTime is a clock's time source that only the test moves.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time      { return f.t }
func (f *fakeTime) add(d time.Duration) { f.t = f.t.Add(d) }
func newFakeTime() *fakeTime            { return &fakeTime{t: time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)} }
func mustControl(t *testing.T, s string) clock.TimeControl {
	t.Helper()
	return testenv.Parse(t, clock.ParseTimeControl, s)
}

// clockMatch starts a match whose clock reads the fake time, as the config's time source: the
// match makes the clock itself.
func clockMatch(t *testing.T, cfg Config, e EngineOf[*game.Position, game.Move], ft *fakeTime) *janggiMatch {
	t.Helper()
	cfg.Now = ft.now
	return newMatch(t, cfg, e)
}

// hotSeatClock starts a game between two people under the time control written tc, its clock
// reading the fake time it returns.
func hotSeatClock(t *testing.T, tc string) (*janggiMatch, *fakeTime) {
	t.Helper()
	ft := newFakeTime()
	return clockMatch(t, Config{Mode: kind.HotSeat, Time: mustControl(t, tc)}, nil, ft), ft
}

func TestClockStandsWhileHeldOrPaused(t *testing.T) {
	m, ft := hotSeatClock(t, "5m")
	main := func(c game.Color) time.Duration { return m.Clock().Read(c).Main }
	m.Tick()
	ft.add(10 * time.Second)
	m.Tick()
	if got := main(game.Cho); got != 4*time.Minute+50*time.Second {
		t.Fatalf("Cho's clock after 10 s: %v, want 4m50s", got)
	}
	m.SetHeld(true) // the menu is open
	ft.add(time.Minute)
	m.Tick()
	if got := main(game.Cho); got != 4*time.Minute+50*time.Second {
		t.Errorf("Cho's clock ran while the menu was open: %v", got)
	}
	m.SetHeld(false)
	m.SetPaused(true)
	ft.add(time.Minute)
	m.Tick()
	if got := main(game.Cho); got != 4*time.Minute+50*time.Second {
		t.Errorf("Cho's clock ran while the game was paused: %v", got)
	}
	m.SetPaused(false)
	ft.add(5 * time.Second)
	m.Tick()
	click(t, m, "a4a5")
	if m.Game().Ply() != 1 {
		t.Fatal("the move was not played")
	}
	ft.add(3 * time.Second)
	m.Tick()
	if cho, han := main(game.Cho), main(game.Han); cho != 4*time.Minute+45*time.Second || han != 4*time.Minute+57*time.Second {
		t.Errorf("after Cho's move and 3 s: Cho %v (want 4m45s, stopped), Han %v (want 4m57s, running)", cho, han)
	}
	m.Undo()
	if m.Clock().Turn() != game.Cho {
		t.Errorf("after undo the clock runs for %v, want Cho", m.Clock().Turn())
	}
}

func TestFlagFallEndsTheGameAsThePresetSays(t *testing.T) {
	for _, c := range []struct {
		preset  string
		counted bool
	}{{"standard", false}, {"kja", true}} {
		ft := newFakeTime()
		m := clockMatch(t, Config{Mode: kind.HotSeat, Rules: game.MustPreset(c.preset), Time: mustControl(t, "1m")}, nil, ft)
		m.Tick()
		click(t, m, "a4a5") // Cho moves; Han's minute runs out
		m.Events()
		ft.add(time.Minute + time.Millisecond)
		m.Tick()
		res := m.Result()
		if res.Reason != game.FlagFall || res.Counted != c.counted {
			t.Fatalf("%s: after Han's minute: %v (counted %v), want a flag fall, counted %v", c.preset, res, res.Counted, c.counted)
		}
		if w, _ := res.Outcome.Winner(); !c.counted && w != game.Cho {
			t.Errorf("%s: %v wins the flag fall, want Cho", c.preset, w)
		}
		if !hasEvent(m.Events(), EventGameOver) {
			t.Errorf("%s: no game-over event at the flag fall", c.preset)
		}
		if m.Clock().Running() {
			t.Errorf("%s: the clock runs after the flag fall", c.preset)
		}
		if m.CanUndo() || m.Undo() {
			t.Errorf("%s: a game lost on time can be taken back", c.preset)
		}
		if m.Game().Ply() != 1 || !m.Result().Over() {
			t.Errorf("%s: ply %d, over %v after the refused undo", c.preset, m.Game().Ply(), m.Result().Over())
		}
	}
}

func hasEvent(evs []Event, want Event) bool {
	for _, e := range evs {
		if e == want {
			return true
		}
	}
	return false
}

// levelEngine plays the first legal move that is not a pass and records the level and the
// time it was given.
type levelEngine struct {
	levels    chan int
	deadlines chan bool // whether the search had a deadline: how long, the match's job says
}

func newLevelEngine() *levelEngine {
	return &levelEngine{levels: make(chan int, 8), deadlines: make(chan bool, 8)}
}

func (e *levelEngine) BestMove(ctx context.Context, pos *game.Position, level int, progress func(int, int, []game.Move)) (game.Move, error) {
	e.levels <- level
	_, ok := ctx.Deadline()
	e.deadlines <- ok
	for _, mv := range pos.LegalMoves(nil) {
		if !mv.IsPass() {
			return mv, nil
		}
	}
	return game.NoMove, errors.New("no move but a pass")
}

func TestThePersonOutOfTimeGetsTheComputersMove(t *testing.T) {
	ft := newFakeTime()
	e := newLevelEngine()
	m := clockMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{2, 2}, Time: mustControl(t, "move 40s")}, e, ft)
	m.Tick()
	ft.add(39 * time.Second)
	m.Tick()
	if m.Game().Ply() != 0 || !m.HumanToMove() {
		t.Fatalf("a move was played for Cho with a second left (ply %d)", m.Game().Ply())
	}
	ft.add(time.Second)
	m.Tick()
	if m.HumanToMove() {
		t.Error("the person may still move while the computer plays their move")
	}
	if m.auto == nil || m.auto.timeout != AutoMoveTime {
		t.Errorf("the move for Cho is searched as %+v, want a search of %v", m.auto, AutoMoveTime)
	}
	tickUntil(t, m, "the computer plays Cho's move", func() bool { return m.Game().Ply() >= 1 })
	if lv := <-e.levels; lv != AutoMoveLevel {
		t.Errorf("Cho's move was searched at level %d, want %d", lv, AutoMoveLevel)
	}
	if !<-e.deadlines {
		t.Error("Cho's move was searched without a deadline")
	}
	if !hasEvent(m.Events(), EventAutoMove) {
		t.Error("no event says the move was played for Cho")
	}
	if m.Result().Over() {
		t.Errorf("a per-move limit ended the game: %v", m.Result())
	}
}

func TestHotSeatOutOfTimeWithoutAComputer(t *testing.T) {
	m, ft := hotSeatClock(t, "move 20s")
	m.Tick()
	ft.add(20 * time.Second)
	m.Tick()
	if m.Game().Ply() != 1 || !hasEvent(m.Events(), EventAutoMove) {
		t.Errorf("after Cho's 20 s: ply %d; want a move played for Cho and an event saying so", m.Game().Ply())
	}
}

func TestTheComputerThinksWithinTheClock(t *testing.T) {
	ft := newFakeTime()
	e := newLevelEngine()
	m := clockMatch(t, Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{9, 9}, Time: mustControl(t, "move 2s")}, e, ft)
	soft, hard := m.Clock().Budget(game.Cho)
	tickUntil(t, m, "the computer starts thinking", func() bool { return m.think != nil || m.Game().Ply() > 0 })
	if want := min(hard, 2*soft); m.think == nil || m.think.timeout != want {
		t.Errorf("the computer thinks as %+v under a 2 s clock, want %v (budget soft %v, hard %v)", m.think, want, soft, hard)
	}
	tickUntil(t, m, "the computer moves", func() bool { return m.Game().Ply() == 1 })
	if lv := <-e.levels; lv != 9 {
		t.Errorf("the computer searched at level %d, want 9", lv)
	}
	if !<-e.deadlines {
		t.Error("the computer searched without a deadline under a 2 s clock")
	}
}

func TestCountdownReportsEachSecondOnce(t *testing.T) {
	m, ft := hotSeatClock(t, "move 12s")
	m.Tick()
	ft.add(2500 * time.Millisecond)
	m.Tick()
	count := func() int {
		n := 0
		for _, e := range m.Events() {
			if e == EventCountdown {
				n++
			}
		}
		return n
	}
	if n, ok := m.Countdown(); !ok || n != 10 || count() != 1 {
		t.Fatalf("9.5 s left: countdown %d %v; want 10, reported once", n, ok)
	}
	ft.add(100 * time.Millisecond)
	m.Tick()
	if c := count(); c != 0 {
		t.Errorf("the same second was reported %d more times", c)
	}
	ft.add(time.Second)
	m.Tick()
	if n, _ := m.Countdown(); n != 9 || count() != 1 {
		t.Errorf("8.4 s left: countdown %d, want 9, reported once", n)
	}
	m.SetPaused(true)
	m.Tick()
	if _, ok := m.Countdown(); ok {
		t.Error("the countdown goes on while the game is paused")
	}
}
