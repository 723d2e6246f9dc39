package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/game/kind"
	"janggi/game/tutorial"
	"janggi/render/layout"
	"janggi/render/lesson"
	"janggi/render/sfx"
	"janggi/render/ui"
)

// tutorialScene is the tutorial (package game/tutorial): the list of lessons, each marked when
// done, and a lesson's steps, each a board with the explanation beside it and a task the player
// does on the board (the selected piece's dots are its legal moves). What the screen shows and
// its rules are the model's (render/lesson); the scene lays it out (tutorial_draw.go), draws it
// on each game's board (tutorial_board.go) and maps the pointer and the keys to it. The lessons
// done are kept in the preferences, which the settings file's tutorial_done key holds.
type tutorialScene struct {
	st   *State
	prev scene // the scene to go back to: the game, or the new-game screen
	m    *lesson.Model

	buttons []ui.Button
	// The lesson's layout: the board of the step's game (boards, one of each game, made once),
	// the text beside it in textArea with its lines at textSize.
	boards    map[kind.Game]lessonBoard
	layer     boardLayer
	textArea  layout.Rect
	lines     []string
	textSize  float64
	listTitle layout.Rect
}

// newTutorialScene returns the tutorial's list of lessons; Close goes back to prev.
func newTutorialScene(st *State, prev scene) *tutorialScene {
	t := &tutorialScene{st: st, prev: prev, m: lesson.New(), boards: lessonBoards()}
	t.layout() // drawable at once (see scene)
	st.trace("tutorial\n")
	return t
}

// close closes the scene behind (the game's autosave, its computer), the window is closing.
func (t *tutorialScene) close() {
	if c, ok := t.prev.(interface{ close() }); ok {
		c.close()
	}
}

// back goes back to the scene the tutorial was opened from.
func (t *tutorialScene) back() {
	if g, ok := t.prev.(*gameScene); ok {
		g.shown = false // its clock waits until it is on the screen again
	}
	t.st.next = t.prev
}

// open shows step of lesson i from its start (i < 0: the list).
func (t *tutorialScene) open(i, step int) { t.opened(t.m.Open(i, step)) }

// opened follows the model's move to another step (err: it could not start one, a bug the tests
// would catch): it traces the step and records its lesson done if it is, as a last step that is
// only read is when shown, since no move would ever finish it.
func (t *tutorialScene) opened(err error) {
	if err != nil {
		t.st.fail(err.Error())
		return
	}
	if i := t.m.Lesson(); i >= 0 {
		t.st.trace("tutorial lesson=%s step=%d\n", t.m.Current().ID, t.m.Step()+1)
		t.record()
	}
}

// record keeps the lesson shown as done in the preferences once the model says it is.
func (t *tutorialScene) record() {
	id, ok := t.m.Completed()
	if !ok {
		return
	}
	if !t.st.settings.TutorialDone.Has(id) {
		t.st.changeSettings(func(s *config.Settings) { s.TutorialDone = s.TutorialDone.With(id) })
		t.st.trace("tutorial done %s\n", id)
	}
}

// Update implements scene.
func (t *tutorialScene) Update(st *State) error {
	t.layout()
	in := &st.in
	inLesson := t.m.Lesson() >= 0
	switch {
	case in.key(ebiten.KeyEscape):
		if inLesson {
			t.open(-1, 0)
		} else {
			t.back()
		}
	case inLesson && (in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter) || in.key(ebiten.KeyArrowRight)):
		if t.m.Play().Done() {
			t.opened(t.m.Next())
		}
	case inLesson && in.key(ebiten.KeyArrowLeft) && t.m.Step() > 0:
		t.opened(t.m.Previous())
	case inLesson && in.key(ebiten.KeyR):
		t.m.Retry()
	case inLesson && in.key(ebiten.KeyP):
		t.answered(t.m.Pass())
	default:
		if !ui.ClickButtons(in, t.buttons) && inLesson {
			t.pointer(in)
		}
	}
	t.layout()
	return nil
}

// board returns the board of the step shown.
func (t *tutorialScene) board() lessonBoard { return t.boards[t.m.Play().Step.Game] }

// pointer passes a press and a release to the model, on the point under the pointer (in Twelve
// Janggi, a piece in the hand's tray too): it selects, and moves by click, click or by a drag.
func (t *tutorialScene) pointer(in *input) {
	at := t.board().point(in.x, in.y)
	if in.pressed {
		t.answered(t.m.Press(at))
	}
	if in.released {
		t.answered(t.m.Release(at))
	}
}

// answered sounds the answer to a move or a pass that did v (nothing when it was not made), and
// records the lesson done if the move finished it.
func (t *tutorialScene) answered(v tutorial.Verdict) {
	if v == tutorial.Illegal {
		return
	}
	s := sfx.Move
	if v == tutorial.Wrong {
		s = sfx.Refused
	}
	if t.st.settings.Sound {
		t.st.sounds.play(s)
	}
	t.record()
	t.st.trace("tutorial verdict=%d\n", v)
}

// report implements scene.
func (t *tutorialScene) report() uiReport {
	r := newUIReport(t.st, "tutorial")
	r.addButtons(t.buttons)
	p := t.m.Play()
	if t.m.Lesson() < 0 || p == nil {
		return r
	}
	b := t.board()
	r.Game = gameNames[p.Step.Game]
	r.Spots = b.spots()
	if sel := t.m.Selected(); sel != "" {
		from := b.index(sel)
		r.Sel = &from
		for _, sq := range p.Dots(sel) {
			r.Targets = append(r.Targets, b.index(sq))
		}
	}
	return r
}
