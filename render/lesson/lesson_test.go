package lesson

import (
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/port"
	"janggi/game/tutorial"
	"janggi/internal/testenv"
	"janggi/render/i18n"
)

// open returns the model showing step of lesson id.
func open(t *testing.T, id string, step int) *Model {
	t.Helper()
	m := New()
	for i, l := range m.Lessons() {
		if l.ID == id {
			if err := m.Open(i, step); err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	t.Fatalf("no lesson %s", id)
	return nil
}

// TestAVisitTaskIsPlayedByClicksAndDrags plays the cannon lesson's first step: the cannon is
// selected at once; a click on a dot visits it (the cannon back on its point, still selected, the
// dots to go said), a press on the cannon and a release on another dot (a drag) finishes it; a
// wrong move (the general) is said so and the cannon selected again.
func TestAVisitTaskIsPlayedByClicksAndDrags(t *testing.T) {
	m := open(t, "cannon", 0)
	if m.Selected() != "b1" {
		t.Fatalf("the task's cannon is not selected: %q", m.Selected())
	}
	if v := m.Press("e2"); v != tutorial.Illegal || m.Selected() != "e2" {
		t.Fatalf("a press on the general: %v, selected %q", v, m.Selected())
	}
	if v := m.Press("e3"); v != tutorial.Wrong || m.Selected() != "b1" || janggiOf(m.Play()).At(testenv.Parse(t, game.ParseSquare, "e2")) == game.NoPiece {
		t.Fatalf("the general moved: %v, selected %q, the general not set back", v, m.Selected())
	}
	if s, good := m.Said().Text(i18n.English); s != i18n.NotThat.In(i18n.English) || good {
		t.Errorf("a wrong move is answered %q (good %v)", s, good)
	}
	if v := m.Press("b6"); v != tutorial.Progress || m.Selected() != "b1" {
		t.Fatalf("a click on a dot: %v, selected %q", v, m.Selected())
	}
	if s, good := m.Said().Text(i18n.English); s != i18n.DotsToGo.Format(i18n.English, 1) || !good {
		t.Errorf("one dot visited is answered %q (good %v)", s, good)
	}
	if v := m.Press("b1"); v != tutorial.Illegal {
		t.Fatalf("a press on the cannon: %v", v)
	}
	if v := m.Release("b8"); v != tutorial.Done || !m.Play().Done() || m.Selected() != "" {
		t.Fatalf("a drag to b8: %v, done %v, selected %q", v, m.Play().Done(), m.Selected())
	}
	if s, _ := m.Said().Text(i18n.English); s != i18n.WellDone.In(i18n.English) {
		t.Errorf("the task done is answered %q", s)
	}
	if _, ok := m.Completed(); ok {
		t.Error("the lesson is completed at its first step")
	}
}

// TestALessonIsCompletedAtItsLastStep reads the first lesson (only read, no task) with Next: it
// is completed at its last step, not before; Next after the last lesson shows the list.
func TestALessonIsCompletedAtItsLastStep(t *testing.T) {
	m := open(t, "board", 0)
	for !m.LastStep() {
		if id, ok := m.Completed(); ok {
			t.Fatalf("completed (%s) at step %d", id, m.Step()+1)
		}
		if err := m.Next(); err != nil {
			t.Fatal(err)
		}
	}
	if id, ok := m.Completed(); !ok || id != "board" {
		t.Fatalf("the last step read: completed %q %v", id, ok)
	}
	if err := m.Next(); err != nil || m.Lesson() != 1 || m.Step() != 0 {
		t.Fatalf("Next after the last step shows lesson %d step %d (%v)", m.Lesson(), m.Step(), err)
	}
	if err := m.Previous(); err != nil || m.Step() != 0 {
		t.Fatalf("Previous at a lesson's first step goes to step %d", m.Step())
	}
	last := len(m.Lessons()) - 1
	if err := m.Open(last, len(m.Lessons()[last].Steps)-1); err != nil || !m.LastLesson() {
		t.Fatal(err)
	}
	if err := m.Next(); err != nil || m.Lesson() != -1 || m.Play() != nil {
		t.Fatalf("Next after the last lesson shows lesson %d", m.Lesson())
	}
}

// TestAPassThatLosesIsNotPraised: the bikjang lesson's pass accepts the bikjang, which Han wins
// on the count: the task is done, but the tutorial says how the game ended, not "well done".
func TestAPassThatLosesIsNotPraised(t *testing.T) {
	m := open(t, "bikjang", 1)
	if !m.Passing() || !m.Play().CanPass() {
		t.Fatal("the bikjang lesson offers no pass")
	}
	if v := m.Pass(); v != tutorial.Done {
		t.Fatalf("the pass: %v", v)
	}
	s, good := m.Said().Text(i18n.English)
	if good || strings.Contains(s, i18n.WellDone.In(i18n.English)) || !strings.Contains(s, i18n.Reason(m.Play().Step.Game, i18n.English, m.Play().Result().Reason)) {
		t.Errorf("the lost bikjang is answered %q (good %v)", s, good)
	}
	m.Retry()
	if m.Play().Done() || m.Said().Verdict != tutorial.Illegal {
		t.Errorf("Retry leaves done %v, said %+v", m.Play().Done(), m.Said())
	}
	if open(t, "cannon", 0).Passing() {
		t.Error("the cannon lesson offers the pass")
	}
}

// TestAPieceInHandIsDropped: in the Twelve Janggi lesson's drop step the soldier in hand ("C@")
// is selected at once and dropped by a click on a dot.
func TestAPieceInHandIsDropped(t *testing.T) {
	m := New()
	for i, l := range m.Lessons() {
		for k, s := range l.Steps {
			if s.Piece != "C@" || s.Task != tutorial.Visit {
				continue
			}
			if err := m.Open(i, k); err != nil {
				t.Fatal(err)
			}
			if m.Selected() != "C@" {
				t.Fatalf("the soldier in hand is not selected: %q", m.Selected())
			}
			to := m.Play().Dots("C@")[0]
			if v := m.Press(to); v != tutorial.Progress && v != tutorial.Done {
				t.Fatalf("a drop on %s: %v", to, v)
			}
			return
		}
	}
	t.Fatal("no lesson drops a piece from the hand")
}

// TestTheModelLinksNoWindow: the model is tested where there is no display, so it must not link
// Ebitengine, not even through another package of render.
func TestTheModelLinksNoWindow(t *testing.T) { testenv.CheckNoWindow(t, "janggi/render/lesson") }

// janggiOf returns the Janggi or Xiangqi position of a play, nil for a play of Twelve Janggi.
func janggiOf(p *tutorial.Play) *game.Position {
	pos, _ := port.Core[*game.Position](p.Position())
	return pos
}
