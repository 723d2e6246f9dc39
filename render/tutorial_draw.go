package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/tutorial"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The tutorial's layout and drawing: the list of lessons, and a lesson's step (the board with the
// task's marks, the panel with the explanation and the buttons).

// layout implements scene.
func (t *tutorialScene) layout() {
	if t.m.Lesson() < 0 {
		t.layoutList()
		return
	}
	t.layoutLesson()
}

// layoutList lays the list of lessons out: a title, the lessons in a grid (two or three
// columns, as the window's width allows), and Close, the whole in the middle of the window.
func (t *tutorialScene) layoutList() {
	st := t.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	t.buttons = t.buttons[:0]
	cols := 2
	if sc.W > sc.H*1.3 {
		cols = 3
	}
	lessons := t.m.Lessons()
	n := len(lessons)
	rows := (n + cols - 1) / cols
	gap := u * 0.6
	closeH := u * 2.6
	titleH := u * 5
	w := min(sc.W-u*4, float64(cols)*u*24)
	// The rows as high as the window allows, 2 to 4 units.
	h := max(min(u*4, (sc.H-u*4-titleH-closeH-u*1.5-gap*float64(rows-1))/float64(rows)), u*2)
	blockH := titleH + float64(rows)*h + gap*float64(rows-1) + u*1.5 + closeH
	x := (sc.W - w) / 2
	y := max((sc.H-blockH)/2, u)
	t.listTitle = layout.Rect{X: x, Y: y, W: w, H: titleH}
	rects := layout.Grid(layout.Rect{X: x, Y: y + titleH, W: w, H: float64(rows) * (h + gap)}, n, cols, h, gap)
	for i, ls := range lessons {
		done := st.settings.TutorialDone.Has(ls.ID)
		label := itoa(i+1) + ". " + i18n.LessonTitle(ls, l)
		if done {
			label = "● " + label
		}
		t.buttons = append(t.buttons, ui.Button{R: rects[i], Label: label, On: done, Act: func() { t.open(i, 0) }, ID: "lesson:" + ls.ID})
	}
	cy := rects[n-1].Y + rects[n-1].H + u*1.5
	cw := min(u*12, sc.W-u*4)
	t.buttons = append(t.buttons, ui.Button{R: layout.Rect{X: (sc.W - cw) / 2, Y: cy, W: cw, H: closeH}, Label: i18n.Close.In(l), Act: t.back, ID: "close"})
}

// layoutLesson lays a lesson's step out: the board in the window's board area, and in the panel
// the title, the step, the explanation, the task's line and the buttons.
func (t *tutorialScene) layoutLesson() {
	st := t.st
	sc := st.screen.WithoutButtons() // no buttons under the board
	u := sc.Unit
	l := st.lang()
	m := t.m
	t.board().fit(sc)
	panel := sc.Panel.Inset(u * 0.8)
	// The buttons at the foot of the panel: Back, Retry, Next; Pass (Janggi) and Lessons.
	bh := u * 2.4
	cols := 3
	buttonsH := bh*2 + u*0.5
	br := layout.Rect{X: panel.X, Y: panel.Y + panel.H - buttonsH, W: panel.W, H: buttonsH}
	rs := layout.Grid(br, 6, cols, bh, u*0.5)
	done := m.Play().Done()
	nextLabel := i18n.StepNext.In(l)
	if m.LastStep() {
		nextLabel = i18n.NextLesson.In(l)
		if m.LastLesson() {
			nextLabel = i18n.Lessons.In(l)
		}
	}
	t.buttons = append(t.buttons[:0],
		ui.Button{R: rs[0], Label: i18n.StepBackLabel.In(l), Disabled: m.Step() == 0, Act: func() { t.opened(m.Previous()) }, ID: "back"},
		ui.Button{R: rs[1], Label: i18n.Retry.In(l), Act: m.Retry, ID: "retry"},
		ui.Button{R: rs[2], Label: nextLabel, Primary: done, Disabled: !done, Act: func() { t.opened(m.Next()) }, ID: "next"},
	)
	if m.Passing() {
		t.buttons = append(t.buttons, ui.Button{R: rs[3], Label: i18n.Pass.In(l), Disabled: !m.Play().CanPass(), Act: func() { t.answered(m.Pass()) }, ID: "pass"})
	}
	lessons := layout.Rect{X: rs[4].X, Y: rs[4].Y, W: rs[5].X + rs[5].W - rs[4].X, H: rs[4].H}
	t.buttons = append(t.buttons, ui.Button{R: lessons, Label: i18n.Lessons.In(l), Act: func() { t.open(-1, 0) }, ID: "lessons"})

	// The text: as large as fits between the heading and the buttons, down to the legible size.
	top := panel.Y + u*4.2
	t.textArea = layout.Rect{X: panel.X, Y: top, W: panel.W, H: br.Y - top - u*0.6}
	text := i18n.StepText(m.Play().Step, l)
	for size := u * 1.25; ; size *= 0.92 {
		size = max(size, st.pen().Legible())
		t.textSize = size
		t.lines = ui.WrapAll(st.fonts.Sans, size, text, t.textArea.W)
		extra := 3.0 // the task's line, the points, a gap
		if float64(len(t.lines))+extra <= t.textArea.H/(size*1.3) || size <= st.pen().Legible() {
			break
		}
	}
}

// itoa writes a small number.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// Draw implements scene.
func (t *tutorialScene) Draw(dst *ebiten.Image) {
	dst.Fill(ui.Backdrop)
	if t.m.Lesson() < 0 {
		t.drawList(dst)
		return
	}
	t.drawBoard(dst)
	t.drawPanel(dst)
	t.st.kit().DrawButtons(dst, t.buttons)
}

func (t *tutorialScene) drawList(dst *ebiten.Image) {
	st := t.st
	u := st.screen.Unit
	l := st.lang()
	r := t.listTitle
	st.pen().FitText(dst, u*2.2, i18n.TutorialTitle.In(l), r.X, r.Y+u*1.4, r.W, ui.CenterLeft, ui.PanelText)
	lessons := t.m.Lessons()
	done := 0
	for _, ls := range lessons {
		if st.settings.TutorialDone.Has(ls.ID) {
			done++
		}
	}
	line := i18n.TutorialProgress.Format(l, done, len(lessons)) + " · " + i18n.TutorialHint.In(l)
	if done == len(lessons) {
		line = i18n.AllDone.In(l)
	}
	st.pen().FitText(dst, u*1.05, line, r.X, r.Y+u*3.6, r.W, ui.CenterLeft, ui.PanelDim)
	st.kit().DrawButtons(dst, t.buttons)
}

// The tutorial's marks on the board: the task's target, the points out of reach, the dots
// already visited.
var (
	targetInk  = color.RGBA{0xff, 0xc4, 0x2e, 0xff}
	noDotInk   = color.RGBA{0xc0, 0x20, 0x20, 0xe0}
	visitedInk = color.RGBA{0x2f, 0x80, 0xc0, 0xc0}
)

// drawBoard draws the step's board, its pieces and the task's marks: the last move, a general in
// check, the target, the points out of reach, the dots visited and the selected piece's dots.
func (t *tutorialScene) drawBoard(dst *ebiten.Image) {
	st := t.st
	b := t.board()
	g := b.geometry()
	c := g.Cell
	p := t.m.Play()
	sel := t.m.Selected()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.Frame.X, g.Frame.Y)
	dst.DrawImage(t.layer.image(g, st.fonts, st.pen().Legible()), op)
	b.drawHands(dst, st, p, sel)
	step := p.Step
	// The last move.
	if from, to := p.LastMove(); from != "" {
		mark := ui.Fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.6)
		if _, drop := handSlot(from); !drop {
			if x, y, ok := b.center(from); ok {
				st.shapes.Ring(dst, x, y, c*0.2, c*0.05, mark)
			}
		}
		if x, y, ok := b.center(to); ok && to != from {
			st.shapes.Disc(dst, x, y, c*0.5, ui.Fade(mark, 0.6), 1)
		}
	}
	// A general in check glows red.
	if pos := lessonCore[*game.Position](p); pos != nil && (pos.InCheck() || pos.Bikjang()) {
		if k := pos.GeneralSquare(pos.SideToMove()); k != game.NoSquare {
			if x, y, ok := b.center(k.String()); ok {
				st.shapes.Disc(dst, x, y, c*0.6, color.RGBA{0xe0, 0x20, 0x20, 0xff}, 0.6)
			}
		}
	}
	if step.Target != "" && !p.Done() {
		if x, y, ok := b.center(step.Target); ok {
			st.shapes.Ring(dst, x, y, c*0.55, c*0.09, targetInk)
		}
	}
	b.drawPieces(dst, st, p, sel)
	// The target's ★ over the pieces, half a cell tall: at a third of one, under the piece's
	// edge, it was a speck on a small board.
	if step.Target != "" && !p.Done() {
		if x, y, ok := b.center(step.Target); ok {
			ui.DrawText(dst, st.fonts.Sans, c*0.5, "★", x+c*0.45, y-c*0.45, ui.Centered, targetInk)
		}
	}
	// Crosses on the points out of reach, rings on the dots visited, the selected piece's dots.
	if !p.Done() {
		for _, sq := range step.NoDot {
			if x, y, ok := b.center(sq); ok {
				d := c * 0.16
				ui.Line(dst, x-d, y-d, x+d, y+d, c*0.07, noDotInk)
				ui.Line(dst, x-d, y+d, x+d, y-d, c*0.07, noDotInk)
			}
		}
		for _, sq := range p.Visited() {
			if x, y, ok := b.center(sq); ok {
				st.shapes.Ring(dst, x, y, c*0.2, c*0.06, visitedInk)
			}
		}
	}
	if sel != "" {
		ink := ui.Fade(b.dotInk(), 0.75)
		for _, sq := range p.Dots(sel) {
			x, y, ok := b.center(sq)
			if !ok {
				continue
			}
			if b.occupied(p, sq) {
				st.shapes.Ring(dst, x, y, c*0.48, c*0.07, ink)
			} else {
				st.shapes.Disc(dst, x, y, c*0.13, ink, 1)
			}
		}
	}
}

// drawPanel draws the lesson's title and step, the explanation, and under it what is said of
// the task: the last move's answer, the dots visited, the game's result or the points.
func (t *tutorialScene) drawPanel(dst *ebiten.Image) {
	st := t.st
	u := st.screen.Unit
	l := st.lang()
	m := t.m
	p := m.Play()
	panel := st.screen.Panel.Inset(u * 0.8)
	st.shapes.RoundRect(dst, st.screen.Panel.X+u*0.3, st.screen.Panel.Y+u*0.3, st.screen.Panel.W-u*0.6, st.screen.Panel.H-u*0.6, u*0.6, ui.PanelBG)
	ls := m.Current()
	st.pen().FitText(dst, u*1.5, itoa(m.Lesson()+1)+". "+i18n.LessonTitle(*ls, l), panel.X, panel.Y+u*1.2, panel.W, ui.CenterLeft, ui.PanelText)
	st.pen().FitText(dst, u*1.0, i18n.StepOf.Format(l, m.Step()+1, len(ls.Steps)), panel.X, panel.Y+u*3.0, panel.W, ui.CenterLeft, ui.PanelDim)
	size := t.textSize
	pitch := size * 1.3
	y := t.textArea.Y
	bottom := t.textArea.Y + t.textArea.H
	for _, line := range t.lines {
		if y+pitch > bottom {
			break
		}
		ui.DrawText(dst, st.fonts.Sans, size, line, panel.X, y, ui.TopLeft, ui.PanelText)
		y += pitch
	}
	y += pitch * 0.4
	var said []string
	var ink color.Color = ui.PanelDim
	switch text, good := m.Said().Text(l); {
	case text != "":
		said = []string{text}
		ink = ui.HanLight
		if good {
			ink = ui.ChoLight
		}
	case p.Step.Task == tutorial.Read:
		said = []string{i18n.TaskRead.In(l)}
	}
	if p.Step.Task == tutorial.Visit && !p.Done() {
		said = append(said, i18n.DotsVisited.Format(l, len(p.Visited()), p.Need()))
	}
	if res := p.Result(); res.Over() {
		said = append(said, resultLine(p.Step.Game, l, res, nil))
	} else if pts, ok := p.Points(); ok && (ls.ID == "counting" || ls.ID == "bikjang") {
		said = append(said, i18n.TutorialPoints.Format(l, pts[0], pts[1]))
	}
	for _, s := range said {
		for _, line := range ui.WrapAll(st.fonts.Sans, size, s, panel.W) {
			if y+pitch > bottom+pitch {
				return
			}
			ui.DrawText(dst, st.fonts.Sans, size, line, panel.X, y, ui.TopLeft, ink)
			y += pitch
		}
	}
}
