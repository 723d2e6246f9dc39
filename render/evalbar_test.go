package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/ui"
)

// waitEvalBar updates the scene until the bar shows an evaluation of the position last asked for.
func waitEvalBar(t *testing.T, g *gameScene, st *State) analysis.Evaluation {
	t.Helper()
	g.Update(st)
	pollFor(t, "an evaluation on the bar", func() bool {
		b := &g.bar
		return b.on() && b.shown.ID == b.id && b.shown.Position.Done && b.shown.Position.Depth >= 2
	}, func() { g.Update(st) })
	return g.bar.shown
}

// TestEvalBarFollowsTheSwitch: off by default; "review" shows it in a hot-seat game, where it
// evaluates the position shown and follows a move and a step back, above the move list, and
// draws; not while playing the computer, where "always" shows it; the menu's switch sets it; the
// scene's end stops its engine.
func TestEvalBarFollowsTheSwitch(t *testing.T) {
	st := wordsState(t, i18n.English)
	g := hotSeatGame(t, st)
	g.Update(st)
	if g.bar.on() {
		t.Fatal("the evaluation bar is on by default")
	}
	key(g, st, ebiten.KeyEscape, false)
	var review *ui.Button
	for i, b := range g.extra {
		if b.Label == i18n.EvalBarModes[EvalBarReview].In(i18n.English) {
			review = &g.extra[i]
		}
	}
	if review == nil {
		t.Fatal("the menu has no evaluation bar switch")
	}
	clickAt(g, st, review.R.X+review.R.W/2, review.R.Y+review.R.H/2)
	if st.settings.EvalBar != EvalBarReview {
		t.Fatalf("the switch set the bar to %v", st.settings.EvalBar)
	}
	key(g, st, ebiten.KeyEscape, false)
	start := waitEvalBar(t, g, st)
	if start.Position.Score.Kind != analysis.Eval {
		t.Errorf("the start's evaluation: %+v", start.Position)
	}
	bar, _ := g.bar.row(panelLayoutOf(st.screen).moves)
	if list, _ := g.an.rects(); bar.W == 0 || list.Y < bar.Y+bar.H {
		t.Errorf("the bar %+v and the move list %+v overlap", bar, list)
	}
	if err := drawCatching(g, ebiten.NewImage(int(st.screen.W), int(st.screen.H))); err != nil {
		t.Fatal(err)
	}

	id := g.bar.id
	click(t, g, st, "a4")
	click(t, g, st, "b4")
	if g.m.Ply() != 1 || g.bar.id == id {
		t.Fatalf("after a move (ply %d) the bar asked nothing new", g.m.Ply())
	}
	waitEvalBar(t, g, st)
	id = g.bar.id
	key(g, st, ebiten.KeyArrowLeft, false)
	if g.bar.id == id || g.bar.asked[1] != 0 {
		t.Errorf("a step back did not ask for the start: asked %v", g.bar.asked)
	}
	ev := g.bar.ev
	g.close()
	if g.bar.on() {
		t.Error("the scene's end kept the bar")
	}
	if v := ev.Latest(); v.ID < 0 {
		t.Error("the evaluator never answered")
	}

	// Against the computer: "review" leaves it off at the game's start, "always" shows it.
	vs, vst, _ := newTestScene(t, heldEngine(8))
	vst.changeSettings(func(s *config.Settings) { s.EvalBar = EvalBarReview })
	vs.Update(vst)
	if vs.bar.on() {
		t.Error("review shows the bar while playing the computer")
	}
	vst.changeSettings(func(s *config.Settings) { s.EvalBar = EvalBarAlways })
	vs.Update(vst)
	if !vs.bar.on() {
		t.Error("always does not show the bar against the computer")
	}
}

// TestEvalTextOfAFinishedGame: a forced win reads "Han wins in 3"; a game already over says who
// won, not "wins in 0".
func TestEvalTextOfAFinishedGame(t *testing.T) {
	for _, c := range []struct {
		s    analysis.Score
		l    i18n.Lang
		want string
	}{
		{analysis.Score{Kind: analysis.HanWins, Plies: 5}, i18n.English, "Han wins in 3"},
		{analysis.Score{Kind: analysis.HanWins}, i18n.English, "Han wins"},
		{analysis.Score{Kind: analysis.ChoWins}, i18n.Korean, "초 승리"},
		{analysis.Score{Kind: analysis.ChoWins, Plies: 1}, i18n.Korean, "초 1수 안에 승"},
		{analysis.Score{Kind: analysis.Eval, CP: 135}, i18n.English, "+1.35"},
	} {
		if got := evalText(c.s, c.l, kind.Janggi); got != c.want {
			t.Errorf("evalText(%+v, %v) = %q, want %q", c.s, c.l, got, c.want)
		}
	}
}

// TestTheEvaluationIsHiddenWithTheBar: while the computer thinks, the status line gives its
// search's evaluation only when the evaluation bar is on.
func TestTheEvaluationIsHiddenWithTheBar(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := live(newGameScene(st, match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}, Rules: game.Standard()}))(t)
	pr := match.Progress{Depth: 7, Score: 1396}
	st.settings.EvalBar = EvalBarOff
	if s := g.panel.thinkingText(game.Han, pr); strings.Contains(s, "1396") {
		t.Errorf("with the bar off the status says %q", s)
	}
	st.settings.EvalBar = EvalBarAlways
	if s := g.panel.thinkingText(game.Han, pr); !strings.Contains(s, "1396") {
		t.Errorf("with the bar on the status says %q", s)
	}
}
