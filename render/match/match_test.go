package match

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/match/matchtest"
)

// newHeldEngine returns a Janggi engine that answers only when the test says so; it reports each
// search it starts, at depth 1, and each search that saw its context cancelled.
func newHeldEngine() *matchtest.Held[*game.Position, game.Move] {
	return matchtest.NewHeld[*game.Position, game.Move](1, 0)
}

// firstMove plays the first legal move that is not a pass, at once.
var firstMove = matchtest.First[*game.Position, game.Move]{Skip: game.Move.IsPass}

// newMatch starts a match of Janggi (or of Xiangqi, as cfg's rules say) through Start, with e as
// its computer player, closed when the test ends.
func newMatch(t *testing.T, cfg Config, e EngineOf[*game.Position, game.Move]) *janggiMatch {
	t.Helper()
	return opened[*janggiMatch](t, cfg, Engines{Janggi: e})
}

// opened returns the match Start makes of cfg and e, which must be the adapter T, closed when the
// test ends, or fails the test.
func opened[T Session](t *testing.T, cfg Config, e Engines) T {
	t.Helper()
	s, err := Start(cfg, e)
	return adapted[T](t, s, err)
}

// adapted returns the match s, which must be the adapter T, closed when the test ends, or fails
// the test with err, the error of making s.
func adapted[T Session](t *testing.T, s Session, err error) T {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	m, ok := s.(T)
	if !ok {
		var want T
		t.Fatalf("a %T of a %v game, want a %T", s, s.Config().Game, want)
	}
	return m
}

func mv(t *testing.T, pos *game.Position, text string) game.Move {
	t.Helper()
	m, err := pos.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// click plays a move the way a person clicks it: the piece, then the destination.
func click(t *testing.T, m *janggiMatch, move string) {
	t.Helper()
	x := mv(t, m.Shown(), move)
	m.Press(x.From(), 0, 0)
	m.Release(x.From())
	m.Press(x.To(), 0, 0)
	m.Release(x.To())
}

// ticker is a match of either game, as tickUntil drives it.
type ticker[P any] interface {
	Tick()
	Shown() P
}

func init() { jobEvents = make(chan struct{}, 1) }

// idleTicks is how many ticks in a row tickUntil gives a match without news from a search before
// it waits for one: far more than any animation, pause or countdown in ticks lasts.
const idleTicks = 10 * TPS

// hangTimeout only turns a hang into a failure: no verdict depends on it.
const hangTimeout = 2 * time.Minute

// tickUntil ticks m (of any game) until cond holds. What the match does by itself
// (animations, pauses) takes ticks, not time; what the engine does runs in a goroutine, whose end
// jobEvents signals. After idleTicks ticks without news tickUntil stops ticking on as fast as it
// can: it waits for the next search to end, looking at cond again every millisecond (a held test
// engine signals its start on a channel of its own, which cond reads). Only a match where cond
// does not come true for hangTimeout fails: no verdict depends on the machine's speed.
func tickUntil[P interface{ Diagram() string }](t *testing.T, m ticker[P], what string, cond func() bool) {
	t.Helper()
	idle := 0
	var hang <-chan time.Time
	for !cond() {
		m.Tick()
		select {
		case <-jobEvents:
			idle, hang = 0, nil
			continue
		default:
		}
		if idle++; idle < idleTicks {
			continue
		}
		if hang == nil {
			hang = time.After(hangTimeout)
		}
		select {
		case <-jobEvents:
			idle, hang = 0, nil
		case <-time.After(time.Millisecond):
		case <-hang:
			t.Fatalf("nothing happened for %v waiting until %s\n%s", hangTimeout, what, m.Shown().Diagram())
		}
	}
}

func TestTickDoesNotWaitForTheComputer(t *testing.T) {
	e := newHeldEngine()
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}}, e)
	click(t, m, "a4b4")
	if m.Game().Ply() != 1 {
		t.Fatalf("the click did not play a4b4: ply %d", m.Game().Ply())
	}
	m.Tick()
	pos := <-e.Started
	if pos.Ply() != 1 || pos == m.Game().Position() {
		t.Fatalf("the engine got ply %d (same object as the game: %v), want its own copy after a4b4", pos.Ply(), pos == m.Game().Position())
	}
	for range 100 { // the engine holds its answer: every tick must return
		m.Tick()
	}
	if _, _, thinking := m.Thinking(); !thinking {
		t.Error("Thinking is false while the engine searches")
	}
	if m.HumanToMove() {
		t.Error("the person may move during the computer's turn")
	}
	reply := mv(t, m.Game().Position(), "i7h7")
	e.Answer <- reply
	tickUntil(t, m, "the reply is played", func() bool { return m.Game().Ply() == 2 })
	if got := m.Game().Position().LastMove(); got != reply {
		t.Errorf("last move %v, want the engine's i7h7", got)
	}
	if !m.HumanToMove() {
		t.Error("after the reply it is not the person's turn")
	}
}

func TestUndoCancelsTheComputer(t *testing.T) {
	e := newHeldEngine()
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}}, e)
	click(t, m, "a4b4")
	m.Tick()
	<-e.Started
	if !m.Undo() {
		t.Fatal("Undo refused while the computer thinks")
	}
	select {
	case <-e.Canceled:
	case <-time.After(hangTimeout):
		t.Fatal("the engine's context was not cancelled by Undo")
	}
	if m.Game().Ply() != 0 || !m.HumanToMove() {
		t.Fatalf("after undo: ply %d, person to move %v; want the start, person to move", m.Game().Ply(), m.HumanToMove())
	}
	if _, _, thinking := m.Thinking(); thinking {
		t.Error("still thinking after undo")
	}
	for range 10 {
		m.Tick()
	}
	select {
	case <-e.Started:
		t.Error("the computer started searching on the person's turn")
	default:
	}
}

func TestCloseCancelsTheComputer(t *testing.T) {
	e := newHeldEngine()
	m := newMatch(t, Config{Mode: kind.AIvsAI, Levels: [2]int{2, 2}}, e)
	m.Tick()
	<-e.Started
	m.Close()
	select {
	case <-e.Canceled:
	case <-time.After(hangTimeout):
		t.Fatal("Close did not cancel the search")
	}
}

func TestUndoAgainstTheComputerTakesBackTwoMoves(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{1, 1}}, firstMove)
	click(t, m, "a4b4")
	tickUntil(t, m, "the computer replies", func() bool { return m.Game().Ply() == 2 && !m.Anim.Busy() })
	click(t, m, "i4h4")
	tickUntil(t, m, "the computer replies again", func() bool { return m.Game().Ply() == 4 && !m.Anim.Busy() })
	want := m.Game().Moves()
	if !m.Undo() || m.Game().Ply() != 2 {
		t.Fatalf("undo left ply %d, want 2 (the person's move and the reply)", m.Game().Ply())
	}
	if !m.HumanToMove() {
		t.Error("after undo it is not the person's turn")
	}
	if !m.Redo() || m.Game().Ply() != 4 {
		t.Fatalf("redo left ply %d, want 4", m.Game().Ply())
	}
	if got := game.FormatMoves(m.Game().Moves()); got != game.FormatMoves(want) {
		t.Errorf("after undo and redo: %s, want %s", got, game.FormatMoves(want))
	}
	m.Undo()
	m.Undo()
	if m.Game().Ply() != 0 || m.Undo() {
		t.Errorf("undo past the start: ply %d", m.Game().Ply())
	}
}

func TestPersonAsHanSeesHanBelowAndComputerOpens(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{1, 1}}, firstMove)
	if !m.Flipped() {
		t.Error("playing Han, the board is not flipped")
	}
	tickUntil(t, m, "the computer opens", func() bool { return m.Game().Ply() == 1 })
	if m.CanUndo() || m.Undo() {
		t.Error("undo takes back the computer's opening move, which is not the person's")
	}
	if m.MoverOf(1) != game.Cho {
		t.Errorf("the first move is %v's, want Cho's", m.MoverOf(1))
	}
	if m.Game().Ply() != 1 {
		t.Errorf("ply %d after a refused undo", m.Game().Ply())
	}
}

func TestStaleAnswerIsDropped(t *testing.T) {
	e := newHeldEngine()
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{1, 1}}, e)
	click(t, m, "a4b4")
	m.Tick()
	<-e.Started
	m.Undo()
	<-e.Canceled
	click(t, m, "c4b4")
	// The cancelled search may still be handing back its answer: tick as the window's loop
	// does until the next search starts.
	tickUntil(t, m, "the computer starts on c4b4", func() bool {
		select {
		case <-e.Started:
			return true
		default:
			return false
		}
	})
	reply := mv(t, m.Game().Position(), "a7b7")
	e.Answer <- reply
	tickUntil(t, m, "the reply lands", func() bool { return m.Game().Ply() == 2 })
	if got := game.FormatMoves(m.Game().Moves()); got != "c4b4 a7b7" {
		t.Errorf("moves %s, want c4b4 a7b7", got)
	}
}

func TestIllegalComputerMoveIsReportedOnce(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{1, 1}}, matchtest.Fixed[*game.Position, game.Move]{Move: game.NewMove(0, 89)})
	tickUntil(t, m, "the failure is reported", func() bool { return m.Err() != nil })
	if m.Announcement().Notice != NoticeAIError {
		t.Errorf("notice %v, want the computer's failure", m.Announcement().Notice)
	}
	for range 20 {
		m.Tick()
	}
	if _, _, thinking := m.Thinking(); thinking || m.Game().Ply() != 0 {
		t.Errorf("after a failure the computer keeps trying (thinking %v) or moved (ply %d)", thinking, m.Game().Ply())
	}
}

func TestEventsAndNotices(t *testing.T) {
	// Cho's chariot on e5 can capture on e7 and then gives check along the file.
	fen := "4k4/9/9/4p4/9/4R4/9/9/4K4/9 w - - 0 1"
	m := newMatch(t, Config{Mode: kind.HotSeat, Rules: game.MustPreset("casual"), StartFEN: fen}, nil)
	click(t, m, "e5e7")
	ev := m.Events()
	if len(ev) != 2 || ev[0] != EventCapture || ev[1] != EventCheck {
		t.Fatalf("events %v, want capture then check", ev)
	}
	if m.Announcement().Notice != NoticeCheck || m.Announcement().Side != game.Cho {
		t.Errorf("notice %v by %v, want check by Cho", m.Announcement().Notice, m.Announcement().Side)
	}
	if m.Anim.Captured != game.MakePiece(game.Han, game.Soldier) || !m.Anim.Busy() {
		t.Errorf("animation %+v, want the soldier fading", m.Anim)
	}
	if len(m.Events()) != 0 {
		t.Error("Events did not forget what it returned")
	}
	for range AnnounceTicks {
		m.Tick()
	}
	if m.Announcement().Alpha() != 0 || m.Anim.Busy() {
		t.Errorf("after the notice's time: alpha %v, animation busy %v", m.Announcement().Alpha(), m.Anim.Busy())
	}
}

func TestPassAndDoublePassEndsTheGame(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.HotSeat}, nil)
	if !m.CanPass() || !m.Pass() {
		t.Fatal("Cho cannot pass at the start")
	}
	if ev := m.Events(); len(ev) != 1 || ev[0] != EventPass || m.Announcement().Notice != NoticePass {
		t.Fatalf("events %v notice %v, want a pass", ev, m.Announcement().Notice)
	}
	m.Pass()
	if ev := m.Events(); ev[len(ev)-1] != EventGameOver {
		t.Fatalf("events %v, want the game to end after two passes", ev)
	}
	if res := m.Result(); res.Reason != game.DoublePass || res.Outcome != game.HanWins {
		t.Errorf("result %v, want Han wins on points after a double pass", res)
	}
	if !m.ShowResult() {
		t.Error("the game-over panel is hidden")
	}
	m.CloseResult()
	if m.ShowResult() || m.CanPass() {
		t.Error("the panel stays, or a pass is offered after the end")
	}
}

// TestPassEndingSaysWhatAPassOpensTheWayTo checks the warning before a pass: at the start the
// opponent could pass back and win on the count (Han's 덤); after a pass, passing back ends the
// game at once; under bikjang a pass accepts it; Xiangqi has no pass.
func TestPassEndingSaysWhatAPassOpensTheWayTo(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.HotSeat}, nil)
	res, now, ok := m.PassEnding()
	if !ok || now || res.Reason != game.DoublePass || res.Outcome != game.HanWins || !res.Counted || res.Points[game.Han] != 147 {
		t.Fatalf("at the start: %v now %v ok %v; want Han able to win on the count (73.5) by passing back", res, now, ok)
	}
	if m.Ply() != 0 || m.Game().Position().Ply() != 0 {
		t.Fatal("PassEnding changed the game")
	}
	m.Pass()
	res, now, ok = m.PassEnding()
	if !ok || !now || res.Reason != game.DoublePass {
		t.Errorf("after Cho's pass, Han's pass back: %v now %v ok %v; want the game ended at once", res, now, ok)
	}
	b := newMatch(t, Config{Mode: kind.HotSeat, StartFEN: "r3k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1"}, nil)
	click(t, b, "e5d5") // the soldier steps aside: the generals face each other
	if res, now, ok := b.PassEnding(); !ok || !now || res.Reason != game.Bikjang {
		t.Errorf("under bikjang: %v now %v ok %v; want a pass to accept it at once", res, now, ok)
	}
	x := newMatch(t, Config{Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi")}, nil)
	if _, _, ok := x.PassEnding(); ok {
		t.Error("Xiangqi, which has no pass: a pass ending")
	}
}

func TestReviewStepsThroughMoves(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.HotSeat}, nil)
	for _, s := range []string{"a4b4", "a7b7", "b3b5"} {
		click(t, m, s)
	}
	m.Step(-1)
	if ply, ok := m.Reviewing(); !ok || ply != 2 || m.Shown().Ply() != 2 {
		t.Fatalf("one step back: reviewing %v at %d, shown ply %d", ok, ply, m.Shown().Ply())
	}
	if m.HumanToMove() || m.CanPick(sq(t, "a1")) {
		t.Error("pieces can be moved while reviewing")
	}
	if m.Game().Ply() != 3 {
		t.Error("reviewing changed the game")
	}
	m.ReviewStart()
	if m.Shown().FEN() != game.DefaultFEN {
		t.Errorf("review start shows %s", m.Shown().FEN())
	}
	m.Step(-1)
	if ply, _ := m.Reviewing(); ply != 0 {
		t.Errorf("stepping before the start went to ply %d", ply)
	}
	m.ReviewEnd()
	if _, ok := m.Reviewing(); ok || m.Shown() != m.Game().Position() {
		t.Error("review end does not return to the live game")
	}
}

func TestHotSeatAutoFlip(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.HotSeat, AutoFlip: true}, nil)
	click(t, m, "a4b4")
	if m.Flipped() {
		t.Error("the board turned while the piece still slides")
	}
	tickUntil(t, m, "the slide ends", func() bool { return !m.Anim.Busy() })
	m.Tick()
	if !m.Flipped() {
		t.Error("with Han to move the board is not flipped")
	}
	m.Undo()
	if m.Flipped() {
		t.Error("after undo (Cho to move) the board stays flipped")
	}
}

func TestHintAndResign(t *testing.T) {
	m := newMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{1, 1}}, firstMove)
	if !m.RequestHint() {
		t.Fatal("hint refused on the person's turn")
	}
	tickUntil(t, m, "the hint arrives", func() bool { return m.Hint() != game.NoMove })
	if !m.Shown().IsLegal(m.Hint()) {
		t.Errorf("hint %v is not legal", m.Hint())
	}
	click(t, m, "a4b4")
	if m.Hint() != game.NoMove {
		t.Error("the hint stays after the position changed")
	}
	tickUntil(t, m, "the reply", func() bool { return m.Game().Ply() == 2 })
	if !m.Resign() || m.Result().Outcome != game.HanWins || m.Result().Reason != game.Resignation {
		t.Fatalf("resign: %v", m.Result())
	}
	if m.CanUndo() || m.Undo() || m.Result().Reason != game.Resignation || m.Game().Ply() != 2 {
		t.Errorf("undo after a resignation: %v at ply %d; a finished game is final", m.Result(), m.Game().Ply())
	}
}

func TestEaseOutAndAnimation(t *testing.T) {
	if EaseOut(0) != 0 || EaseOut(1) != 1 || EaseOut(-1) != 0 || EaseOut(2) != 1 {
		t.Error("EaseOut does not map 0 to 0 and 1 to 1")
	}
	prev := 0.0
	for i := 1; i <= 10; i++ {
		v := EaseOut(float64(i) / 10)
		if v <= prev {
			t.Fatalf("EaseOut not increasing at %d/10", i)
		}
		prev = v
	}
	if EaseOut(0.5) <= 0.5 {
		t.Error("EaseOut is not faster at the start than at the end")
	}
	pos := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	a := newAnim(pos, mv(t, pos, "a4a5"), false)
	for i := 0; i < SlideTicks; i++ {
		if !a.Busy() {
			t.Fatalf("the slide ended after %d ticks, want %d", i, SlideTicks)
		}
		a.Step()
	}
	if a.Busy() || a.SlideAt() != 1 {
		t.Errorf("after %d ticks: busy %v at %v", SlideTicks, a.Busy(), a.SlideAt())
	}
	if d := newAnim(pos, mv(t, pos, "a4a5"), true); d.Busy() {
		t.Error("a dropped quiet move still animates")
	}
}

// exclusiveEngine fails a search that starts while another runs, as package ai does, and does not
// return from a cancelled search until the test closes windDown: the match must not start the
// next search before it has.
type exclusiveEngine struct {
	running  atomic.Int32
	overlaps atomic.Int32
	searches atomic.Int32
	windDown chan struct{}
}

func (e *exclusiveEngine) BestMove(ctx context.Context, pos *game.Position, level int, progress func(int, int, []game.Move)) (game.Move, error) {
	if e.running.Add(1) > 1 {
		e.overlaps.Add(1)
		e.running.Add(-1)
		return game.NoMove, errors.New("busy")
	}
	defer e.running.Add(-1)
	e.searches.Add(1)
	signalJob()
	<-ctx.Done()
	<-e.windDown
	return game.NoMove, ctx.Err()
}

func TestSearchesNeverOverlap(t *testing.T) {
	e := &exclusiveEngine{windDown: make(chan struct{})}
	m := newMatch(t, Config{Mode: kind.AIvsAI, Levels: [2]int{1, 1}}, e)
	m.Tick()
	tickUntil(t, m, "the first search runs", func() bool { return e.searches.Load() == 1 })
	m.Undo()              // nothing to take back, but it cancels the search
	for range idleTicks { // the cancelled search has not returned: no tick may start another
		m.Tick()
	}
	if n := e.searches.Load(); n != 1 {
		t.Fatalf("%d searches started while the cancelled one was winding down", n)
	}
	close(e.windDown)
	tickUntil(t, m, "a new search starts after the old one ended", func() bool { return e.searches.Load() == 2 })
	if n := e.overlaps.Load(); n != 0 {
		t.Errorf("%d searches started while another ran", n)
	}
	if m.Err() != nil {
		t.Errorf("error after restart: %v", m.Err())
	}
}
