// Package lesson is the tutorial's screen without the window: the lessons of package
// game/tutorial, the one shown and its step, the step's play, the piece selected or dragged, and
// what the tutorial says of the last move. The scene in package render keeps only the layout, the
// drawing and the mapping of the pointer and the keys; this model is tested without a display.
//
// Points are named as package tutorial names them: "b1", and in Twelve Janggi "C@" for a piece
// of that kind in the player's hand.
package lesson

import (
	"slices"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/tutorial"
	"janggi/render/i18n"
)

// Model is the tutorial's state: the list of lessons (Lesson -1) or a lesson's step being played.
type Model struct {
	lessons []tutorial.Lesson
	lesson  int // the lesson shown, -1 for the list
	step    int
	play    *tutorial.Play
	sel     string // the selected point, or piece in hand ("C@"), "" for none
	// dragging is the point a press on the player's piece started a drag from, until the
	// release: a release on one of its dots plays the move.
	dragging string
	said     Said
}

// New returns the tutorial at its list of lessons.
func New() *Model { return &Model{lessons: tutorial.Lessons(), lesson: -1} }

// Lessons returns the lessons, in the order the list shows them.
func (m *Model) Lessons() []tutorial.Lesson { return m.lessons }

// Lesson returns the index of the lesson shown, or -1 for the list.
func (m *Model) Lesson() int { return m.lesson }

// Step returns the index of the step shown in the lesson.
func (m *Model) Step() int { return m.step }

// Current returns the lesson shown; only while one is (Lesson >= 0).
func (m *Model) Current() *tutorial.Lesson { return &m.lessons[m.lesson] }

// Play returns the step's play, nil on the list.
func (m *Model) Play() *tutorial.Play { return m.play }

// Selected returns the point selected, the piece in hand selected ("C@"), or "".
func (m *Model) Selected() string { return m.sel }

// Said returns what the tutorial says of the last move (Verdict Illegal: nothing).
func (m *Model) Said() Said { return m.said }

// LastStep reports whether the step shown is its lesson's last.
func (m *Model) LastStep() bool { return m.lesson >= 0 && m.step == len(m.Current().Steps)-1 }

// LastLesson reports whether the lesson shown is the last of the list.
func (m *Model) LastLesson() bool { return m.lesson == len(m.lessons)-1 }

// Open shows step of lesson i from its start; i < 0 shows the list. A step that does not start
// (a bug: the tests start every one) shows the list and returns why.
func (m *Model) Open(i, step int) error {
	m.lesson, m.step, m.said, m.sel, m.dragging = i, step, Said{}, "", ""
	m.play = nil
	if i < 0 {
		return nil
	}
	p, err := m.lessons[i].Steps[step].Start()
	if err != nil {
		m.lesson = -1
		return err
	}
	m.play = p
	m.selectTaskPiece()
	return nil
}

// Next goes to the next step, or the next lesson after the last (the list after the last lesson).
func (m *Model) Next() error {
	switch {
	case m.step+1 < len(m.Current().Steps):
		return m.Open(m.lesson, m.step+1)
	case m.lesson+1 < len(m.lessons):
		return m.Open(m.lesson+1, 0)
	}
	return m.Open(-1, 0)
}

// Previous goes back to the step before, from its start; nothing on the first.
func (m *Model) Previous() error {
	if m.step == 0 {
		return nil
	}
	return m.Open(m.lesson, m.step-1)
}

// Completed returns the lesson shown once its last step's task is done, and false before: a
// last step that is only read is done as soon as it is shown.
func (m *Model) Completed() (string, bool) {
	if m.lesson < 0 || !m.LastStep() || !m.play.Done() {
		return "", false
	}
	return m.Current().ID, true
}

// selectTaskPiece selects the piece the task is about, so that its dots show at once.
func (m *Model) selectTaskPiece() {
	m.sel = ""
	if s := m.play.Step; s.Piece != "" && m.play.Mine(s.Piece) && len(m.play.Dots(s.Piece)) > 0 {
		m.sel = s.Piece
	}
}

// Retry sets the step back to its start.
func (m *Model) Retry() {
	if m.play.Retry() == nil {
		m.said = Said{}
		m.selectTaskPiece()
	}
}

// Passing reports whether the step offers the pass: in the lessons about the pass and what it
// leads to (bikjang, counting), where the player must see when it is allowed.
func (m *Model) Passing() bool {
	if m.play == nil {
		return false
	}
	id := m.Current().ID
	return m.play.Step.Game == kind.Janggi && (m.play.Step.Task == tutorial.Pass || id == "pass" || id == "bikjang" || id == "counting")
}

// Pass passes, where the step offers it and the rules allow it now, and returns what that did to
// the task (Illegal: nothing happened).
func (m *Model) Pass() tutorial.Verdict {
	if !m.Passing() || !m.play.CanPass() {
		return tutorial.Illegal
	}
	return m.answer(m.play.Pass())
}

// Press is a press of the pointer on point at ("" off the board): with a piece selected, on one
// of its dots it moves it (click, click); on a piece of the player's it selects it and starts a
// drag; elsewhere it clears the selection.
func (m *Model) Press(at string) tutorial.Verdict {
	m.dragging = ""
	switch {
	case m.sel != "" && at != m.sel && slices.Contains(m.play.Dots(m.sel), at):
		return m.answer(m.play.Move(m.sel, at))
	case at != "" && m.play.Mine(at):
		m.sel, m.dragging = at, at
	default:
		m.sel = ""
	}
	return tutorial.Illegal
}

// Release is the pointer's release on point at: after a press on the selected piece, a release
// on one of its dots moves it (a drag; a piece in hand is so dropped, as in the game).
func (m *Model) Release(at string) tutorial.Verdict {
	from := m.dragging
	m.dragging = ""
	if from != "" && from == m.sel && at != from && slices.Contains(m.play.Dots(from), at) {
		return m.answer(m.play.Move(from, at))
	}
	return tutorial.Illegal
}

// answer keeps what is said of a move or a pass that did v, selects what the next try needs, and
// returns v.
func (m *Model) answer(v tutorial.Verdict) tutorial.Verdict {
	switch v {
	case tutorial.Illegal:
		return v
	case tutorial.Wrong:
		m.selectTaskPiece()
	case tutorial.Progress:
		m.selectTaskPiece()
	case tutorial.Done:
		m.sel = ""
	}
	m.said = Said{Verdict: v, ToGo: m.play.Need() - len(m.play.Visited()), Game: m.play.Step.Game, Result: m.play.Result(), LessonDone: m.LastStep()}
	return v
}

// Said is what the tutorial says under the task after a move: nothing (Verdict Illegal), a gentle
// word on a wrong move, the dots still to visit, or praise (with how the game ended, if the move
// ended it and the player did not win, and that the lesson is done on its last step).
type Said struct {
	Verdict    tutorial.Verdict
	ToGo       int         // Progress: the dots still to visit
	Game       kind.Game   // the step's game
	Result     game.Result // Done: the game's result after the move
	LessonDone bool        // Done: the move finished the lesson's last step
}

// Text words s in l, and reports whether it is good news (praise) rather than a warning.
func (s Said) Text(l i18n.Lang) (string, bool) {
	switch s.Verdict {
	case tutorial.Wrong:
		return i18n.NotThat.In(l), false
	case tutorial.Progress:
		return i18n.DotsToGo.Format(l, s.ToGo), true
	case tutorial.Done:
		text, good := i18n.WellDone.In(l), true
		if r := s.Result; r.Over() {
			if w, won := r.Outcome.Winner(); !won || w != game.Cho { // the lessons' player is Cho
				end := i18n.DrawGame.In(l)
				if won {
					end = i18n.WinsText(s.Game, w).In(l)
				}
				text, good = i18n.TaskDoneLost.Format(l, end, i18n.Reason(s.Game, l, r.Reason)), false
			}
		}
		if s.LessonDone {
			text += " " + i18n.LessonDone.In(l)
		}
		return text, good
	}
	return "", false
}
