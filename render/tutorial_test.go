package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/tutorial"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/ui"
)

// buttonOf returns the centre of the button with id in sc's report, failing if there is none or
// it is off.
func buttonOf(t *testing.T, sc scene, id string) (float64, float64) {
	t.Helper()
	for _, b := range sc.report().Buttons {
		if b.ID == id {
			if b.Off {
				t.Fatalf("the button %s is off", id)
			}
			return float64(b.X + b.W/2), float64(b.Y + b.H/2)
		}
	}
	t.Fatalf("%T shows no button %s", sc, id)
	return 0, 0
}

// pressID clicks the button with id and returns the scene shown.
func pressID(t *testing.T, sc scene, st *State, id string) scene {
	t.Helper()
	x, y := buttonOf(t, sc, id)
	return clickOn(t, sc, st, x, y)
}

// clickPoint clicks point sq of the tutorial's board, by the report's spots.
func clickPoint(t *testing.T, tu *tutorialScene, st *State, sq string) {
	t.Helper()
	x, y, ok := tu.board().center(sq)
	if !ok {
		t.Fatalf("no point %s", sq)
	}
	clickOn(t, tu, st, x, y)
}

// lessonIndex returns the index of the lesson id.
func lessonIndex(t *testing.T, id string) int {
	for i, l := range tutorial.Lessons() {
		if l.ID == id {
			return i
		}
	}
	t.Fatalf("no lesson %s", id)
	return -1
}

// TestTheTutorialIsReachedFromTheMenuAndRemembersTheLessonsDone opens the tutorial from a game's
// menu, takes the cannon lesson to its end by clicks on the board (the dots the window reports
// are the engine's legal moves; a wrong move is answered and set back), and finds the lesson
// marked done in the preferences and the list; Esc goes back to the list, then to the game.
func TestTheTutorialIsReachedFromTheMenuAndRemembersTheLessonsDone(t *testing.T) {
	st := sceneState(t, 1000, 720)
	var saved []config.Lessons
	st.opts.OnSettingsChanged = func(s config.Settings) { saved = append(saved, s.TutorialDone) }
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	g.overlay = menuOverlay
	g.layout()
	sc := pressID(t, g, st, "tutorial")
	tu, ok := sc.(*tutorialScene)
	if !ok {
		t.Fatalf("the menu's Tutorial shows %T", sc)
	}
	if r := tu.report(); r.Scene != "tutorial" || len(r.Buttons) != len(tutorial.Lessons())+1 {
		t.Fatalf("the list reports %q with %d buttons", r.Scene, len(r.Buttons))
	}
	pressID(t, tu, st, "lesson:cannon")
	if tu.m.Lesson() != lessonIndex(t, "cannon") || tu.m.Play() == nil {
		t.Fatalf("the cannon lesson is not shown (lesson %d)", tu.m.Lesson())
	}
	// Step 1: the cannon is selected, its dots reported; two of them to visit.
	r := tu.report()
	if r.Sel == nil || game.Square(*r.Sel).String() != "b1" || len(r.Targets) == 0 {
		t.Fatalf("the cannon's dots are not shown: sel %v targets %v", r.Sel, r.Targets)
	}
	for _, tg := range r.Targets {
		if s := game.Square(tg).String(); s == "b2" || s < "b4" && s[0] == 'b' && len(s) == 2 {
			t.Errorf("the cannon can go to %s without a screen", s)
		}
	}
	clickPoint(t, tu, st, "b6")
	if saidText(tu) != i18n.DotsToGo.Format(st.lang(), 1) || tu.m.Play().Done() {
		t.Errorf("after one dot the window says %q (done %v)", saidText(tu), tu.m.Play().Done())
	}
	clickPoint(t, tu, st, "b1")
	clickPoint(t, tu, st, "b8")
	if !tu.m.Play().Done() || saidText(tu) != i18n.WellDone.In(st.lang()) {
		t.Fatalf("after two dots: done %v, %q", tu.m.Play().Done(), saidText(tu))
	}
	pressID(t, tu, st, "next")
	if tu.m.Step() != 1 {
		t.Fatalf("Next shows step %d", tu.m.Step()+1)
	}
	for _, b := range tu.report().Buttons { // not done yet: off, and a click on it does nothing
		if b.ID == "next" {
			if !b.Off {
				t.Error("Next is on before the task is done")
			}
			clickOn(t, tu, st, float64(b.X+b.W/2), float64(b.Y+b.H/2))
		}
	}
	if tu.m.Step() != 1 {
		t.Fatalf("Next before the task is done went to step %d", tu.m.Step()+1)
	}
	for _, sq := range []string{"b4", "b5", "b6"} {
		clickPoint(t, tu, st, "b1")
		clickPoint(t, tu, st, sq)
	}
	pressID(t, tu, st, "next")
	// Step 3: a wrong move (the general) is said so and set back; the cannon takes the horse.
	clickPoint(t, tu, st, "e2")
	clickPoint(t, tu, st, "e3")
	if saidText(tu) != i18n.NotThat.In(st.lang()) || lessonCore[*game.Position](tu.m.Play()).At(mustSquare(t, "e2")) == game.NoPiece {
		t.Errorf("a wrong move: %q, the general not set back", saidText(tu))
	}
	if len(saved) > 0 && saved[len(saved)-1].Has("cannon") {
		t.Error("the lesson is marked done before its last step")
	}
	clickPoint(t, tu, st, "b1")
	clickPoint(t, tu, st, "b8")
	if !tu.m.Play().Done() || !st.settings.TutorialDone.Has("cannon") {
		t.Fatalf("the capture did not finish the lesson: done %v, prefs %q", tu.m.Play().Done(), st.settings.TutorialDone)
	}
	if len(saved) == 0 || saved[len(saved)-1] != "cannon" {
		t.Errorf("the preferences saved %q", saved)
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}}
	sc = update(t, tu, st)
	st.in = input{}
	if sc != tu || tu.m.Lesson() != -1 {
		t.Fatalf("Esc in a lesson shows %T, lesson %d", sc, tu.m.Lesson())
	}
	found := false
	for _, b := range tu.buttons {
		if b.ID == "lesson:cannon" {
			found = b.On && strings.HasPrefix(b.Label, "●")
		}
	}
	if !found {
		t.Error("the list does not mark the cannon lesson done")
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}}
	sc = update(t, tu, st)
	st.in = input{}
	if sc != g {
		t.Fatalf("Esc on the list shows %T, not the game", sc)
	}
}

// saidText and saidGood are what the tutorial says of the last move, and whether it is praise.
func saidText(tu *tutorialScene) string {
	s, _ := tu.m.Said().Text(tu.st.lang())
	return s
}

func saidGood(tu *tutorialScene) bool {
	_, good := tu.m.Said().Text(tu.st.lang())
	return good
}

func mustSquare(t *testing.T, s string) game.Square {
	t.Helper()
	return testenv.Parse(t, game.ParseSquare, s)
}

// TestTheNewGameScreenOpensTheTutorialAndPassWorksInIt: the new-game screen's Tutorial opens the
// list, Close goes back to it; the bikjang lesson's Pass accepts the bikjang and the panel says
// who won on the count.
func TestTheNewGameScreenOpensTheTutorialAndPassWorksInIt(t *testing.T) {
	st := sceneState(t, 1000, 720)
	s := newSetupScene(st, nil)
	sc := pressID(t, s, st, "tutorial")
	tu, ok := sc.(*tutorialScene)
	if !ok {
		t.Fatalf("the new-game screen's Tutorial shows %T", sc)
	}
	tu.open(lessonIndex(t, "bikjang"), 1)
	tu.layout()
	pressID(t, tu, st, "pass")
	res := tu.m.Play().Result()
	if !tu.m.Play().Done() || !res.Over() || !res.Counted {
		t.Fatalf("the pass did not accept the bikjang: %+v", res)
	}
	if w, _ := res.Outcome.Winner(); w != game.Han || strings.Contains(saidText(tu), i18n.WellDone.In(st.lang())) || saidGood(tu) {
		t.Errorf("Han wins on the count and the lesson says %q (praise %v)", saidText(tu), saidGood(tu))
	}
	if sc := pressID(t, tu, st, "lessons"); sc != tu || tu.m.Lesson() != -1 {
		t.Fatal("Lessons does not go back to the list")
	}
	if sc := pressID(t, tu, st, "close"); sc != s {
		t.Fatalf("Close shows %T, not the new-game screen", sc)
	}
}

// tutorialScreens are the tutorial's screens for the tests of every screen: the list, and a
// step of each game.
func tutorialScreens() []screenMaker {
	at := func(id string, step int) func(t *testing.T, st *State) scene {
		return func(t *testing.T, st *State) scene {
			tu := newTutorialScene(st, newSetupScene(st, nil))
			if id != "" {
				tu.open(lessonIndex(t, id), step)
				tu.layout()
			}
			return tu
		}
	}
	return []screenMaker{
		{"the tutorial's lessons", at("", 0)},
		{"the tutorial, a Janggi lesson", at("bikjang", 0)},
		{"the tutorial, the Twelve Janggi lesson", at("twelve", 1)},
		{"the tutorial, a drop from the hand", at("twelve", 3)},
		{"the tutorial, the Xiangqi lesson", at("xiangqi", 4)},
		{"the tutorial, the longest text", at("twelve", 0)},
	}
}

// TestTheTutorialDropsFromTheHandAsTheGameDoes: in the Twelve Janggi lesson's drop steps the
// hands lie in trays where the game's screen puts them (the same window, the same places); the
// soldier in hand is selected at once and its dots reported are the engine's drops; a drag from
// its place in the tray to a dot drops it (a dot visited, the soldier back in the hand), a click
// on it then on a dot too, and on the last step the drop on the target finishes the lesson.
func TestTheTutorialDropsFromTheHandAsTheGameDoes(t *testing.T) {
	st := sceneState(t, 1000, 720)
	_, b, _ := newTwelveTestScene(t) // also 1000×720
	b.fit()
	tu := newTutorialScene(st, newSetupScene(st, nil))
	li := lessonIndex(t, "twelve")
	visit, drop := -1, -1
	for i, s := range tutorial.Lessons()[li].Steps {
		if s.Piece == "C@" && s.Task == tutorial.Visit {
			visit = i
		}
		if s.Piece == "C@" && s.Task == tutorial.MoveTo {
			drop = i
		}
	}
	if visit < 0 || drop != len(tutorial.Lessons()[li].Steps)-1 {
		t.Fatalf("the Twelve Janggi lesson's drop steps: visit %d, drop %d", visit, drop)
	}
	tu.open(li, visit)
	tu.layout()
	if mustBe[*lessonSquares](t, tu.board()).geo.Trays != b.geo.Trays {
		t.Errorf("the tutorial's trays %v are not where the game shows them %v", mustBe[*lessonSquares](t, tu.board()).geo.Trays, b.geo.Trays)
	}
	slotX, slotY := b.slotOf(game.Cho, twelve.Soldier) // the game's place of Red's soldiers in hand
	if x, y, _ := tu.board().center("C@"); x != slotX || y != slotY {
		t.Errorf("the soldier in hand is drawn at %.0f,%.0f, the game's place is %.0f,%.0f", x, y, slotX, slotY)
	}
	r := tu.report()
	want := int(twelve.SquareCount) + 2 // after the squares, Red's tray, the soldier's place
	var targets []string
	for _, tg := range r.Targets {
		targets = append(targets, twelve.Square(tg).String())
	}
	slices.Sort(targets)
	if r.Sel == nil || *r.Sel != want || !slices.Equal(targets, []string{"a2", "a3", "b2", "c2", "c3"}) || len(r.Spots) != int(twelve.SquareCount)+6 {
		t.Fatalf("the drop step reports selected %v, dots %v, %d spots; want the soldier in hand (%d), the empty squares off the far row, the squares and the trays' places", r.Sel, targets, len(r.Spots), want)
	}
	hand := func() int { return lessonCore[*twelve.Position](tu.m.Play()).Hand(game.Cho, twelve.Soldier) }
	// a drag from the tray to a3
	x, y, _ := tu.board().center("a3")
	st.in = input{x: slotX, y: slotY, pressed: true, down: true}
	update(t, tu, st)
	st.in = input{x: x, y: y, down: true}
	update(t, tu, st)
	st.in = input{x: x, y: y, released: true}
	update(t, tu, st)
	st.in = input{}
	if len(tu.m.Play().Visited()) != 1 || hand() != 1 {
		t.Fatalf("a drag from the tray to a3: %d dots visited, %d soldiers in hand", len(tu.m.Play().Visited()), hand())
	}
	// click, click: the soldier again (still selected after a dot), then c3 and c2
	for _, sq := range []string{"c3", "c2"} {
		clickPoint(t, tu, st, "C@")
		clickPoint(t, tu, st, sq)
	}
	if !tu.m.Play().Done() || hand() != 0 || lessonCore[*twelve.Position](tu.m.Play()).PieceAt(mustTwelve(t, "c2")) != twelve.MakePiece(game.Cho, twelve.Soldier) {
		t.Fatalf("after three drops: done %v, %d in hand; want the last drop shown on c2", tu.m.Play().Done(), hand())
	}
	pressID(t, tu, st, "next")
	if tu.m.Step() != drop || tu.m.Selected() != "C@" {
		t.Fatalf("Next shows step %d, selected %q", tu.m.Step()+1, tu.m.Selected())
	}
	clickPoint(t, tu, st, "a3") // a drop, but not on the target: said so, set back
	if saidText(tu) != i18n.NotThat.In(st.lang()) || hand() != 1 {
		t.Errorf("a drop off the target: %q, %d in hand", saidText(tu), hand())
	}
	clickPoint(t, tu, st, "b1") // the king, then the tray: the selection goes to the hand
	clickPoint(t, tu, st, "C@")
	if tu.m.Selected() != "C@" {
		t.Fatalf("a click on the tray selects %q", tu.m.Selected())
	}
	clickPoint(t, tu, st, "b2")
	if !tu.m.Play().Done() || hand() != 0 || !st.settings.TutorialDone.Has("twelve") {
		t.Fatalf("the drop on the target: done %v, %d in hand, lessons done %q", tu.m.Play().Done(), hand(), st.settings.TutorialDone)
	}
}

func mustTwelve(t *testing.T, s string) twelve.Square {
	t.Helper()
	sq, err := twelve.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// TestALessonOfReadingOnlyIsDoneAtItsLastStep reads the first lesson (the board and the pieces),
// whose steps have no task, to its end with Next: it is marked done there, and not before.
func TestALessonOfReadingOnlyIsDoneAtItsLastStep(t *testing.T) {
	st := sceneState(t, 1000, 720)
	tu := newTutorialScene(st, nil)
	tu.open(lessonIndex(t, "board"), 0)
	for tu.m.Step() < len(tu.m.Current().Steps)-1 {
		if st.settings.TutorialDone.Has("board") {
			t.Fatalf("the lesson is marked done at step %d of %d", tu.m.Step()+1, len(tu.m.Current().Steps))
		}
		tu.opened(tu.m.Next())
	}
	if !st.settings.TutorialDone.Has("board") {
		t.Errorf("the first lesson read to its last step is not marked done: %q", st.settings.TutorialDone)
	}
}

// TestTheTargetStarIsLarge draws a step with a target point: its ★ is at least half as tall as
// the board's cell is wide, not a speck beside the ring.
func TestTheTargetStarIsLarge(t *testing.T) {
	st := sceneState(t, 640, 480)
	tu := newTutorialScene(st, nil)
	li := lessonIndex(t, "chariot")
	for step, s := range tu.m.Lessons()[li].Steps {
		if s.Target == "" {
			continue
		}
		tu.open(li, step)
		tu.layout()
		star := 0.0
		ui.DrawnSize = func(s string, size float64) {
			if s == "★" {
				star = size
			}
		}
		err := drawCatching(tu, ebiten.NewImage(640, 480))
		ui.DrawnSize = nil
		if err != nil {
			t.Fatal(err)
		}
		if cell := tu.board().geometry().Cell; star < cell*0.45 {
			t.Errorf("the ★ is %.1f px on a board of %.1f px cells", star, cell)
		}
		return
	}
	t.Fatal("the chariot lesson has no target")
}
