package match

import (
	"testing"
	"time"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/render/match/matchtest"
)

// newHeldTwelve returns a Twelve Janggi engine that answers only when the test says so; it
// reports the searches it starts, at depth 2 and score 35, and those that saw their context
// cancelled.
func newHeldTwelve() *matchtest.Held[*twelve.Position, twelve.Move] {
	return matchtest.NewHeld[*twelve.Position, twelve.Move](2, 35)
}

// firstTwelve plays the first legal move at once.
var firstTwelve = matchtest.First[*twelve.Position, twelve.Move]{}

// newTwelveMatch starts a match of Twelve Janggi through Start, with e as its computer player,
// closed when the test ends.
func newTwelveMatch(t *testing.T, cfg Config, e EngineOf[*twelve.Position, twelve.Move]) *twelveMatch {
	t.Helper()
	cfg.Game = kind.Twelve
	return opened[*twelveMatch](t, cfg, Engines{Twelve: e})
}

func tsq(t *testing.T, s string) twelve.Square {
	t.Helper()
	return testenv.Parse(t, twelve.ParseSquare, s)
}

// clickSpots presses and releases the button over each spot in turn, as a person clicks.
func clickSpots(m *twelveMatch, spots ...Spot) {
	for _, s := range spots {
		m.Press(s, 0, 0)
		m.Release(s)
	}
}

// settle ticks until the last move's animation has ended.
func settle(m *twelveMatch) {
	for m.Anim.Busy() {
		m.Tick()
	}
}

func TestTwelveClickMoveCaptureAndDrop(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.HotSeat}, nil)
	// Cho's soldier takes Han's: b2-b3 captures the soldier on b3.
	clickSpots(m, BoardSpot(tsq(t, "b2")))
	if !m.Sel.Selected() || len(m.Sel.Moves) != 1 {
		t.Fatalf("after a click on b2: selected %v, moves %v; want the soldier with its one move", m.Sel.Selected(), m.Sel.Moves)
	}
	clickSpots(m, BoardSpot(tsq(t, "b3")))
	if got := m.Game().Moves(); len(got) != 1 || got[0].String() != "b2b3" {
		t.Fatalf("moves after clicking b2 then b3: %v", got)
	}
	if m.Anim.Captured != twelve.MakePiece(game.Han, twelve.Soldier) || m.Anim.Slide != SlideTicks {
		t.Errorf("animation %+v: want the slide of b2b3 with Han's soldier fading", m.Anim)
	}
	if ev := m.Events(); len(ev) != 2 || ev[0] != EventCapture || ev[1] != EventCheck || m.Announcement().Notice != NoticeCheck {
		t.Errorf("events %v, notice %v: want a capture and a check (the soldier on b3 attacks Han's king)", ev, m.Announcement().Notice)
	}
	if m.Game().Position().Hand(game.Cho, twelve.Soldier) != 1 {
		t.Fatalf("Cho's hand after the capture:\n%s", m.Game().Position().Diagram())
	}
	settle(m)
	// Han moves its king; then Cho picks the soldier from its hand: it may go on every empty
	// square but Han's camp (rank 4).
	clickSpots(m, BoardSpot(tsq(t, "b4")), BoardSpot(tsq(t, "a3")))
	if m.Ply() != 2 {
		t.Fatalf("Han's king move b4a3 was not played: %v", m.Game().Moves())
	}
	hand := HandSpot(game.Cho, twelve.Soldier)
	clickSpots(m, hand)
	if !m.Sel.Selected() || m.Sel.From != hand {
		t.Fatal("a click on the soldier in Cho's hand selected nothing")
	}
	targets := map[string]bool{}
	for _, mv := range m.Sel.Moves {
		targets[mv.To().String()] = true
	}
	if targets["b4"] || targets["a4"] || !targets["b2"] || !targets["a2"] {
		t.Errorf("drop targets %v: want the empty squares outside Han's camp", targets)
	}
	// A click on Han's camp is refused (the soldier stays selected), a click on b2 drops there.
	clickSpots(m, BoardSpot(tsq(t, "b4")))
	if m.Ply() != 2 || !m.Sel.Selected() || m.Sel.From != hand {
		t.Fatalf("a drop in Han's camp: ply %d, selected %v from %v", m.Ply(), m.Sel.Selected(), m.Sel.From)
	}
	clickSpots(m, BoardSpot(tsq(t, "b2")))
	if got := m.Game().Moves(); len(got) != 3 || got[2].String() != "C@b2" {
		t.Fatalf("moves after the drop: %v", got)
	}
	if m.Anim.Piece != twelve.MakePiece(game.Cho, twelve.Soldier) || m.Anim.Slide == 0 {
		t.Errorf("the clicked drop's animation %+v: want Cho's soldier sliding in from the hand", m.Anim)
	}
}

func TestTwelvePicksOnlyOwnPiecesOnOwnTurn(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.HotSeat}, nil)
	for _, s := range []Spot{BoardSpot(tsq(t, "b3")), HandSpot(game.Cho, twelve.Soldier), HandSpot(game.Han, twelve.General), NoSpot, BoardSpot(tsq(t, "a2"))} {
		clickSpots(m, s)
		if m.Sel.Selected() {
			t.Errorf("a click on %v selected it (Han's piece, an empty hand, off the board, an empty square)", s)
		}
	}
}

func TestTwelveDragAndSnapBack(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.HotSeat}, nil)
	c1 := BoardSpot(tsq(t, "c1"))
	m.Press(c1, 10, 10)
	m.Drag(40, 10, 5)
	if !m.Sel.Dragging {
		t.Fatal("moving 30 pixels with the button held did not start a drag")
	}
	m.Release(BoardSpot(tsq(t, "b3"))) // the general cannot go there: back to c1, still selected
	if m.Ply() != 0 || !m.Sel.Selected() || m.Sel.Dragging {
		t.Fatalf("an illegal drop: ply %d, selected %v, dragging %v", m.Ply(), m.Sel.Selected(), m.Sel.Dragging)
	}
	m.Press(c1, 10, 10)
	m.Drag(40, 40, 5)
	m.Release(BoardSpot(tsq(t, "c2")))
	if got := m.Game().Moves(); len(got) != 1 || got[0].String() != "c1c2" || m.Anim.Slide != 0 {
		t.Fatalf("drag c1 to c2: moves %v, slide %d (want no slide: the piece is already there)", got, m.Anim.Slide)
	}
}

func TestTwelvePromotionAndCampNotices(t *testing.T) {
	// Cho's soldier on a3 steps to a4 and becomes a lord.
	m := newTwelveMatch(t, Config{Mode: kind.HotSeat, StartFEN: "2l/C2/3/1LG[] w - - 0 1"}, nil)
	clickSpots(m, BoardSpot(tsq(t, "a3")), BoardSpot(tsq(t, "a4")))
	if got := m.Game().Moves(); len(got) != 1 || !got[0].IsPromotion() {
		t.Fatalf("moves %v, want the promotion a3a4+", got)
	}
	if m.Announcement().Notice != NoticePromotion || m.Game().Position().PieceAt(tsq(t, "a4")).Type() != twelve.Lord {
		t.Errorf("notice %v, piece on a4 %v; want the promotion announced and a lord there", m.Announcement().Notice, m.Game().Position().PieceAt(tsq(t, "a4")))
	}
	// Cho's king steps into Han's camp: announced, and Cho wins unless Han takes it at once.
	m = newTwelveMatch(t, Config{Mode: kind.HotSeat, StartFEN: "2e/L2/2l/3[] w - - 0 1"}, nil)
	clickSpots(m, BoardSpot(tsq(t, "a3")), BoardSpot(tsq(t, "b4")))
	if m.Announcement().Notice != NoticeCamp || m.Announcement().Side != game.Cho {
		t.Fatalf("after the king's step into the camp: notice %v for %v", m.Announcement().Notice, m.Announcement().Side)
	}
	clickSpots(m, BoardSpot(tsq(t, "c2")), BoardSpot(tsq(t, "c3")))
	if r := m.Result(); r.Outcome != game.ChoWins || r.Reason != game.CampReached {
		t.Errorf("result %v, want Cho winning by the camp", r)
	}
	settle(m)
	if !m.ShowResult() {
		t.Error("the game-over panel is not shown once the last move has landed")
	}
}

func TestTwelveAgainstAHeldComputer(t *testing.T) {
	e := newHeldTwelve()
	m := newTwelveMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{4, 4}}, e)
	clickSpots(m, BoardSpot(tsq(t, "c1")), BoardSpot(tsq(t, "c2")))
	m.Tick()
	pos := <-e.Started
	if pos == m.Game().Position() || pos.HistoryLen() != 1 {
		t.Fatal("the engine did not get its own copy of the position after c1c2")
	}
	// The engine reports right after it starts, from its own thread: tick until the report is in.
	tickUntil(t, m, "the engine's report is shown", func() bool {
		_, p, ok := m.Thinking()
		return ok && p.Depth == 2
	})
	if side, p, ok := m.Thinking(); !ok || side != game.Han || p.Depth != 2 || p.Score != 35 {
		t.Errorf("Thinking: %v %+v %v; want Han thinking with the engine's report", side, p, ok)
	}
	clickSpots(m, BoardSpot(tsq(t, "a1"))) // the person's pieces do not pick up on the computer's turn
	if m.Sel.Selected() {
		t.Error("a piece was picked up during the computer's turn")
	}
	// Undo takes the person's move back and cancels the search.
	if !m.Undo() || m.Ply() != 0 {
		t.Fatalf("undo during the computer's turn: ply %d", m.Ply())
	}
	select {
	case <-e.Canceled:
	case <-time.After(hangTimeout):
		t.Fatal("undo did not cancel the search")
	}
	if _, _, ok := m.Thinking(); ok {
		t.Error("still thinking after the undo")
	}
	// Redo, the computer answers, and undo takes back both moves.
	if !m.Redo() || m.Ply() != 1 {
		t.Fatalf("redo: ply %d", m.Ply())
	}
	tickUntil(t, m, "the engine starts again", func() bool {
		select {
		case <-e.Started:
			return true
		default:
			return false
		}
	})
	e.Answer <- twelve.NewMove(tsq(t, "a4"), tsq(t, "a3"))
	tickUntil(t, m, "the computer's move is played", func() bool { return m.Ply() == 2 && !m.Anim.Busy() })
	if mv := m.Game().Moves()[1]; mv.String() != "a4a3" || m.MoverOf(2) != game.Han {
		t.Errorf("second move %v by %v", mv, m.MoverOf(2))
	}
	if !m.CanUndo() || !m.Undo() || m.Ply() != 0 || !m.CanRedo() {
		t.Errorf("undo against the computer: ply %d, can redo %v; want both moves taken back", m.Ply(), m.CanRedo())
	}
}

func TestTwelveComputerAgainstItselfAndReview(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.AIvsAI, Levels: [2]int{1, 1}}, firstTwelve)
	tickUntil(t, m, "four moves", func() bool { return m.Ply() >= 4 })
	m.Step(-2)
	if ply, ok := m.Reviewing(); !ok || ply != m.Ply()-2 || m.Shown().HistoryLen() != ply {
		t.Fatalf("review: at %d (%v), shown position after %d moves", ply, ok, m.Shown().HistoryLen())
	}
	m.ReviewEnd()
	if _, ok := m.Reviewing(); ok || m.Shown() != m.Game().Position() {
		t.Error("ReviewEnd did not return to the live position")
	}
}

func TestTwelveIllegalComputerMoveIsReported(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.VsAI, Human: game.Han, Levels: [2]int{1, 1}}, matchtest.Fixed[*twelve.Position, twelve.Move]{Move: twelve.NewMove(twelve.A1, twelve.A4)})
	tickUntil(t, m, "the failure", func() bool { return m.Err() != nil })
	if m.Ply() != 0 || m.Announcement().Notice != NoticeAIError {
		t.Errorf("ply %d, notice %v: want nothing played and the failure announced", m.Ply(), m.Announcement().Notice)
	}
	for range 20 { // not retried in a loop
		m.Tick()
	}
}

func TestTwelveResignationIsFinal(t *testing.T) {
	m := newTwelveMatch(t, Config{Mode: kind.HotSeat}, nil)
	clickSpots(m, BoardSpot(tsq(t, "c1")), BoardSpot(tsq(t, "c2")))
	if !m.Resign() {
		t.Fatal("resign refused")
	}
	if r := m.Result(); r.Outcome != game.ChoWins || r.Reason != game.Resignation {
		t.Errorf("Han resigned: result %v", r)
	}
	if m.Undo() || !m.Result().Over() || m.Ply() != 1 {
		t.Errorf("undo after resigning: result %v, ply %d; want the resignation final", m.Result(), m.Ply())
	}
}

func TestTwelveHint(t *testing.T) {
	e := newHeldTwelve()
	m := newTwelveMatch(t, Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{2, 2}}, e)
	if !m.RequestHint() || !m.HintPending() {
		t.Fatal("no hint search started")
	}
	<-e.Started
	want := twelve.NewMove(tsq(t, "c1"), tsq(t, "c2"))
	e.Answer <- want
	tickUntil(t, m, "the hint arrives", func() bool { return m.Hint() != twelve.NoMove })
	if m.Hint() != want {
		t.Errorf("hint %v, want %v", m.Hint(), want)
	}
}

func TestStartRefusesABadTwelveStart(t *testing.T) {
	if _, err := Start(Config{Game: kind.Twelve, Mode: kind.HotSeat, StartFEN: "not a fen"}, Engines{}); err == nil {
		t.Error("a bad start FEN was accepted")
	}
	if _, err := Start(Config{Game: kind.Twelve, Mode: kind.VsAI}, Engines{Janggi: firstMove}); err == nil {
		t.Error("a game against the computer started without an engine")
	}
}

// TestTwelveClock plays Twelve Janggi under a clock: a preset's usual clock is none (Twelve Janggi
// has no preset), a per-move limit has the computer play for the person out of time, and a flag
// fall loses, for good.
func TestTwelveClock(t *testing.T) {
	if m := newTwelveMatch(t, Config{Mode: kind.HotSeat, Rules: game.MustPreset("kja"), PresetTime: true}, nil); m.Clock() != nil {
		t.Errorf("the kja preset's clock came with Twelve Janggi: %v", m.Clock().Control())
	}
	ft := newFakeTime()
	cfg := Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}, Time: mustControl(t, "move 20s"), Game: kind.Twelve}
	m, err := newTwelve(cfg, Engines{Twelve: firstTwelve}, nil, clock.New(cfg.TimeControl(), ft.now))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	m.Tick()
	ft.add(20 * time.Second)
	tickUntil(t, m, "a move played for Cho, out of time", func() bool { return m.Ply() >= 1 })
	if m.MoverOf(1) != game.Cho || !hasEvent(m.Events(), EventAutoMove) || m.Result().Over() {
		t.Errorf("after Cho's 20 s: move 1 by %v, result %v; want Cho's move played for it, the game going on", m.MoverOf(1), m.Result())
	}

	ft = newFakeTime()
	cfg = Config{Mode: kind.HotSeat, Time: mustControl(t, "1m"), Game: kind.Twelve, Now: ft.now} // the match makes the clock
	m = newTwelveMatch(t, cfg, nil)
	m.Tick()
	clickSpots(m, BoardSpot(tsq(t, "c1")), BoardSpot(tsq(t, "c2")))
	ft.add(time.Minute + time.Millisecond)
	m.Tick()
	if r := m.Result(); r.Outcome != game.ChoWins || r.Reason != game.FlagFall {
		t.Fatalf("Han's minute ran out: %v, want Cho winning on time", r)
	}
	if m.Clock().Running() || m.CanUndo() || m.Undo() {
		t.Error("the clock runs on, or the game lost on time can be taken back")
	}
	rec := m.Record([2]string{"A", "B"}, time.Time{})
	if rec.TimeControl != "1m" || rec.Clock == "" {
		t.Errorf("the record keeps time control %q and clock %q", rec.TimeControl, rec.Clock)
	}
}
