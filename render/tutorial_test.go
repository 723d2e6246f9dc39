package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/tutorial"
	"janggi/render/i18n"
	"janggi/render/match"
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
	x, y, ok := tu.center(sq)
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
	var saved []string
	st.opts.OnPrefsChanged = func(p Prefs) { saved = append(saved, p.TutorialDone) }
	g := must(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	t.Cleanup(g.close)
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
	if tu.lesson != lessonIndex(t, "cannon") || tu.play == nil {
		t.Fatalf("the cannon lesson is not shown (lesson %d)", tu.lesson)
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
	if tu.said != i18n.DotsToGo.Format(st.lang(), 1) || tu.play.Done() {
		t.Errorf("after one dot the window says %q (done %v)", tu.said, tu.play.Done())
	}
	clickPoint(t, tu, st, "b1")
	clickPoint(t, tu, st, "b8")
	if !tu.play.Done() || tu.said != i18n.WellDone.In(st.lang()) {
		t.Fatalf("after two dots: done %v, %q", tu.play.Done(), tu.said)
	}
	pressID(t, tu, st, "next")
	if tu.step != 1 {
		t.Fatalf("Next shows step %d", tu.step+1)
	}
	for _, b := range tu.report().Buttons { // not done yet: off, and a click on it does nothing
		if b.ID == "next" {
			if !b.Off {
				t.Error("Next is on before the task is done")
			}
			clickOn(t, tu, st, float64(b.X+b.W/2), float64(b.Y+b.H/2))
		}
	}
	if tu.step != 1 {
		t.Fatalf("Next before the task is done went to step %d", tu.step+1)
	}
	for _, sq := range []string{"b4", "b5", "b6"} {
		clickPoint(t, tu, st, "b1")
		clickPoint(t, tu, st, sq)
	}
	pressID(t, tu, st, "next")
	// Step 3: a wrong move (the general) is said so and set back; the cannon takes the horse.
	clickPoint(t, tu, st, "e2")
	clickPoint(t, tu, st, "e3")
	if tu.said != i18n.NotThat.In(st.lang()) || tu.play.Janggi().At(mustSquare(t, "e2")) == game.NoPiece {
		t.Errorf("a wrong move: %q, the general not set back", tu.said)
	}
	if len(saved) > 0 && strings.Contains(saved[len(saved)-1], "cannon") {
		t.Error("the lesson is marked done before its last step")
	}
	clickPoint(t, tu, st, "b1")
	clickPoint(t, tu, st, "b8")
	if !tu.play.Done() || !tutorial.Has(st.prefs.TutorialDone, "cannon") {
		t.Fatalf("the capture did not finish the lesson: done %v, prefs %q", tu.play.Done(), st.prefs.TutorialDone)
	}
	if len(saved) == 0 || saved[len(saved)-1] != "cannon" {
		t.Errorf("the preferences saved %q", saved)
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}}
	sc = update(t, tu, st)
	st.in = input{}
	if sc != tu || tu.lesson != -1 {
		t.Fatalf("Esc in a lesson shows %T, lesson %d", sc, tu.lesson)
	}
	found := false
	for _, b := range tu.buttons {
		if b.id == "lesson:cannon" {
			found = b.on && strings.HasPrefix(b.label, "●")
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

func mustSquare(t *testing.T, s string) game.Square {
	t.Helper()
	sq, err := game.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
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
	res := tu.play.Result()
	if !tu.play.Done() || !res.Over() || !res.Counted {
		t.Fatalf("the pass did not accept the bikjang: %+v", res)
	}
	if sc := pressID(t, tu, st, "lessons"); sc != tu || tu.lesson != -1 {
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
		{"the tutorial, the Xiangqi lesson", at("xiangqi", 4)},
		{"the tutorial, the longest text", at("twelve", 0)},
	}
}
