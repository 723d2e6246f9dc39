package render

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/tutorial"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/sfx"
)

// tutorialScene is the tutorial (package game/tutorial): the list of lessons, each marked when
// done, and a lesson's steps, each a board with the explanation beside it and a task the player
// does on the board (the selected piece's dots are its legal moves). The lessons done are kept
// in the preferences, which the settings file's tutorial_done key holds.
type tutorialScene struct {
	st      *State
	prev    scene // the scene to go back to: the game, or the new-game screen
	lessons []tutorial.Lesson
	lesson  int // the lesson shown, -1 for the list
	step    int
	play    *tutorial.Play
	sel     string // the selected point, or piece in hand ("C@", see tutorial.Step), "" for none
	// dragging is the point a press on the player's piece started a drag from, until the
	// release: a release on one of its dots plays the move.
	dragging string
	// said is the line under the task after the last move: praise, or a gentle word on a wrong
	// move; good tells them apart.
	said string
	good bool

	buttons []button
	// The lesson's layout: the board (geo; twelve for Twelve Janggi's), the text beside it in
	// textArea with its lines at textSize.
	spec      *layout.Board
	geo       layout.Geometry
	tgeo      layout.TwelveGeometry // Twelve Janggi's: geo and the trays of the hands beside it
	layer     boardLayer
	textArea  layout.Rect
	lines     []string
	textSize  float64
	listTitle layout.Rect
}

// newTutorialScene returns the tutorial's list of lessons; Close goes back to prev.
func newTutorialScene(st *State, prev scene) *tutorialScene {
	t := &tutorialScene{st: st, prev: prev, lessons: tutorial.Lessons(), lesson: -1}
	t.layout() // drawable at once (see scene)
	st.trace("tutorial\n")
	return t
}

// openTutorial leaves the game for the tutorial; the match is held behind it (see hold).
func (g *gameScene) openTutorial() {
	g.overlay = noOverlay
	g.st.next = newTutorialScene(g.st, g)
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

// open shows step of lesson i from its start.
func (t *tutorialScene) open(i, step int) {
	t.lesson, t.step, t.said, t.sel = i, step, "", ""
	t.play = nil
	if i < 0 {
		return
	}
	p, err := t.lessons[i].Steps[step].Start()
	if err != nil { // the tests start every step: this is a bug
		t.st.fail(err.Error())
		t.lesson = -1
		return
	}
	t.play = p
	t.selectTaskPiece()
	t.st.trace("tutorial lesson=%s step=%d\n", t.lessons[i].ID, step+1)
	t.finished() // a last step that is only read is done when shown: no move would ever finish it
}

// selectTaskPiece selects the piece the task is about, so that its dots show at once.
func (t *tutorialScene) selectTaskPiece() {
	t.sel = ""
	if s := t.play.Step; s.Piece != "" && t.play.Mine(s.Piece) && len(t.play.Dots(s.Piece)) > 0 {
		t.sel = s.Piece
	}
}

func (t *tutorialScene) current() *tutorial.Lesson { return &t.lessons[t.lesson] }

// next goes to the next step, or the next lesson after the last (the list after the last lesson).
func (t *tutorialScene) next() {
	switch {
	case t.step+1 < len(t.current().Steps):
		t.open(t.lesson, t.step+1)
	case t.lesson+1 < len(t.lessons):
		t.open(t.lesson+1, 0)
	default:
		t.open(-1, 0)
	}
}

// finished records the lesson shown as done once its last step's task is done.
func (t *tutorialScene) finished() {
	if t.step != len(t.current().Steps)-1 || !t.play.Done() {
		return
	}
	id := t.current().ID
	p := t.st.prefs
	if !tutorial.Has(p.TutorialDone, id) {
		p.TutorialDone = tutorial.Add(p.TutorialDone, id)
		t.st.setPrefs(p)
		t.st.trace("tutorial done %s\n", id)
	}
}

// Update implements scene.
func (t *tutorialScene) Update(st *State) error {
	t.layout()
	in := &st.in
	switch {
	case in.key(ebiten.KeyEscape):
		if t.lesson >= 0 {
			t.open(-1, 0)
		} else {
			t.back()
		}
	case t.lesson >= 0 && (in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter) || in.key(ebiten.KeyArrowRight)):
		if t.play.Done() {
			t.next()
		}
	case t.lesson >= 0 && in.key(ebiten.KeyArrowLeft) && t.step > 0:
		t.open(t.lesson, t.step-1)
	case t.lesson >= 0 && in.key(ebiten.KeyR):
		t.retry()
	case t.lesson >= 0 && in.key(ebiten.KeyP):
		t.pass()
	default:
		if !clickButtons(in, t.buttons) && t.lesson >= 0 {
			t.pointer(in)
		}
	}
	t.layout()
	return nil
}

func (t *tutorialScene) retry() {
	if t.play.Retry() == nil {
		t.said = ""
		t.selectTaskPiece()
	}
}

// passing reports whether the step shows the Pass button: in the lessons about the pass and
// what it leads to (bikjang, counting), where the player must see when it is allowed.
func (t *tutorialScene) passing() bool {
	id := t.current().ID
	return t.play.Step.Game == kind.Janggi && (t.play.Step.Task == tutorial.Pass || id == "pass" || id == "bikjang" || id == "counting")
}

func (t *tutorialScene) pass() {
	if t.passing() && t.play.CanPass() {
		t.verdict(t.play.Pass())
	}
}

// point returns the name of the board's point under (x, y), the piece in the player's hand
// there ("C@": Twelve Janggi's tray, as the game takes it), or "".
func (t *tutorialScene) point(x, y float64) string {
	p, ok := t.geo.Hit(x, y)
	if !ok {
		if t.play.Step.Game == kind.Twelve {
			if player, slot, ok := t.tgeo.HitSlot(x, y); ok && player == int(game.Cho) {
				return handName(handTypes[slot])
			}
		}
		return ""
	}
	if t.play.Step.Game == kind.Twelve {
		return twelve.SquareAt(p.File, p.Rank).String()
	}
	return game.SquareAt(p.File, p.Rank).String()
}

// handName names a kind of piece in hand as the tutorial does ("C@").
func handName(ty twelve.PieceType) string { return string(ty.Letter()) + "@" }

// handType returns the kind of piece in hand sq names ("C@"), and false for a point.
func handType(sq string) (twelve.PieceType, bool) {
	for _, ty := range handTypes {
		if handName(ty) == sq {
			return ty, true
		}
	}
	return twelve.NoPieceType, false
}

// pointer selects a piece of the player's with a press (in Twelve Janggi, a piece in the hand's
// tray too), and moves the selected piece with a press on one of its dots (click, click), or a
// release there after a press on the piece (a drag): a piece in hand is so dropped, as in the
// game.
func (t *tutorialScene) pointer(in *input) {
	at := t.point(in.x, in.y)
	if in.pressed {
		t.dragging = ""
		switch {
		case t.sel != "" && at != t.sel && slices.Contains(t.play.Dots(t.sel), at):
			t.verdict(t.play.Move(t.sel, at))
		case at != "" && t.play.Mine(at):
			t.sel, t.dragging = at, at
		default:
			t.sel = ""
		}
	}
	if in.released {
		from := t.dragging
		t.dragging = ""
		if from != "" && from == t.sel && at != from && slices.Contains(t.play.Dots(from), at) {
			t.verdict(t.play.Move(from, at))
		}
	}
}

// verdict answers a move or a pass.
func (t *tutorialScene) verdict(v tutorial.Verdict) {
	l := t.st.lang()
	switch v {
	case tutorial.Illegal:
		return
	case tutorial.Wrong:
		t.said, t.good = i18n.NotThat.In(l), false
		t.sound(sfx.Refused)
		t.selectTaskPiece()
	case tutorial.Progress:
		t.said, t.good = i18n.DotsToGo.Format(l, t.play.Need()-len(t.play.Visited())), true
		t.sound(sfx.Move)
		t.selectTaskPiece()
	case tutorial.Done:
		t.said, t.good = i18n.WellDone.In(l), true
		if r := t.play.Result(); r.Over() {
			if w, won := r.Outcome.Winner(); !won || w != game.Cho { // the lessons' player is Cho
				end := i18n.DrawGame.In(l)
				if won {
					end = i18n.WinsText(t.play.Step.Game, w).In(l)
				}
				t.said, t.good = i18n.TaskDoneLost.Format(l, end, i18n.GameReason(t.play.Step.Game, l, r.Reason)), false
			}
		}
		if t.step == len(t.current().Steps)-1 {
			t.said += " " + i18n.LessonDone.In(l)
		}
		t.sound(sfx.Move)
		t.sel = ""
		t.finished()
	}
	t.st.trace("tutorial verdict=%d\n", v)
}

// sound plays s if the player wants sounds.
func (t *tutorialScene) sound(s sfx.Sound) {
	if t.st.prefs.Sound {
		t.st.sounds.play(s)
	}
}

// layout implements scene.
func (t *tutorialScene) layout() {
	if t.lesson < 0 {
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
	n := len(t.lessons)
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
	for i, ls := range t.lessons {
		done := tutorial.Has(st.prefs.TutorialDone, ls.ID)
		label := itoa(i+1) + ". " + i18n.LessonTitle(ls, l)
		if done {
			label = "● " + label
		}
		t.buttons = append(t.buttons, button{r: rects[i], label: label, on: done, act: func() { t.open(i, 0) }, id: "lesson:" + ls.ID})
	}
	cy := rects[n-1].Y + rects[n-1].H + u*1.5
	cw := min(u*12, sc.W-u*4)
	t.buttons = append(t.buttons, button{r: layout.Rect{X: (sc.W - cw) / 2, Y: cy, W: cw, H: closeH}, label: i18n.Close.In(l), act: t.back, id: "close"})
}

// layoutLesson lays a lesson's step out: the board in the window's board area, and in the panel
// the title, the step, the explanation, the task's line and the buttons.
func (t *tutorialScene) layoutLesson() {
	st := t.st
	sc := st.screen.WithoutButtons() // no buttons under the board
	u := sc.Unit
	l := st.lang()
	step := t.play.Step
	switch step.Game {
	case kind.Twelve: // the board and the hands beside it, as the game shows them
		t.spec = layout.Twelve()
		t.tgeo = sc.FitTwelve(t.spec, false)
		t.geo = t.tgeo.Geometry
	case kind.Xiangqi:
		t.spec = layout.Xiangqi()
		t.geo = sc.FitBoard(t.spec, false)
	default:
		t.spec = layout.Janggi()
		t.geo = sc.FitBoard(t.spec, false)
	}
	panel := sc.Panel.Inset(u * 0.8)
	// The buttons at the foot of the panel: Back, Retry, Next; Pass (Janggi) and Lessons.
	bh := u * 2.4
	cols := 3
	buttonsH := bh*2 + u*0.5
	br := layout.Rect{X: panel.X, Y: panel.Y + panel.H - buttonsH, W: panel.W, H: buttonsH}
	rs := layout.Grid(br, 6, cols, bh, u*0.5)
	done := t.play.Done()
	last := t.step == len(t.current().Steps)-1
	nextLabel := i18n.StepNext.In(l)
	if last {
		nextLabel = i18n.NextLesson.In(l)
		if t.lesson == len(t.lessons)-1 {
			nextLabel = i18n.Lessons.In(l)
		}
	}
	t.buttons = append(t.buttons[:0],
		button{r: rs[0], label: i18n.StepBackLabel.In(l), disabled: t.step == 0, act: func() { t.open(t.lesson, t.step-1) }, id: "back"},
		button{r: rs[1], label: i18n.Retry.In(l), act: t.retry, id: "retry"},
		button{r: rs[2], label: nextLabel, primary: done, disabled: !done, act: t.next, id: "next"},
	)
	if t.passing() {
		t.buttons = append(t.buttons, button{r: rs[3], label: i18n.Pass.In(l), disabled: !t.play.CanPass(), act: t.pass, id: "pass"})
	}
	lessons := layout.Rect{X: rs[4].X, Y: rs[4].Y, W: rs[5].X + rs[5].W - rs[4].X, H: rs[4].H}
	t.buttons = append(t.buttons, button{r: lessons, label: i18n.Lessons.In(l), act: func() { t.open(-1, 0) }, id: "lessons"})

	// The text: as large as fits between the heading and the buttons, down to the legible size.
	top := panel.Y + u*4.2
	t.textArea = layout.Rect{X: panel.X, Y: top, W: panel.W, H: br.Y - top - u*0.6}
	text := i18n.StepText(step, l)
	for size := u * 1.25; ; size *= 0.92 {
		size = max(size, legible(st))
		t.textSize = size
		t.lines = wrapAll(st.fonts.sans, size, text, t.textArea.W)
		extra := 3.0 // the task's line, the points, a gap
		if float64(len(t.lines))+extra <= t.textArea.H/(size*1.3) || size <= legible(st) {
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
	dst.Fill(backdrop)
	if t.lesson < 0 {
		t.drawList(dst)
		return
	}
	t.drawBoard(dst)
	t.drawPanel(dst)
	drawButtons(dst, t.st, t.buttons)
}

func (t *tutorialScene) drawList(dst *ebiten.Image) {
	st := t.st
	u := st.screen.Unit
	l := st.lang()
	r := t.listTitle
	fitText(dst, st, u*2.2, i18n.TutorialTitle.In(l), r.X, r.Y+u*1.4, r.W, centerLeft, panelText)
	done := 0
	for _, ls := range t.lessons {
		if tutorial.Has(st.prefs.TutorialDone, ls.ID) {
			done++
		}
	}
	line := i18n.TutorialProgress.Format(l, done, len(t.lessons)) + " · " + i18n.TutorialHint.In(l)
	if done == len(t.lessons) {
		line = i18n.AllDone.In(l)
	}
	fitText(dst, st, u*1.05, line, r.X, r.Y+u*3.6, r.W, centerLeft, panelDim)
	drawButtons(dst, st, t.buttons)
}

// center returns the pixel at the centre of the point named sq, or of the place in the player's
// tray of the piece in hand it names ("C@").
func (t *tutorialScene) center(sq string) (float64, float64, bool) {
	if t.play.Step.Game == kind.Twelve {
		if ty, ok := handType(sq); ok {
			for i, h := range handTypes {
				if h == ty {
					x, y := t.tgeo.SlotCenter(int(game.Cho), i)
					return x, y, true
				}
			}
		}
		s, err := twelve.ParseSquare(sq)
		if err != nil {
			return 0, 0, false
		}
		x, y := t.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
		return x, y, true
	}
	s, err := game.ParseSquare(sq)
	if err != nil {
		return 0, 0, false
	}
	x, y := t.geo.Center(layout.Point{File: s.File(), Rank: s.Rank()})
	return x, y, true
}

// The tutorial's marks on the board: the task's target, the points out of reach, the dots
// already visited.
var (
	targetInk  = color.RGBA{0xff, 0xc4, 0x2e, 0xff}
	noDotInk   = color.RGBA{0xc0, 0x20, 0x20, 0xe0}
	visitedInk = color.RGBA{0x2f, 0x80, 0xc0, 0xc0}
)

func (t *tutorialScene) drawBoard(dst *ebiten.Image) {
	st := t.st
	g := t.geo
	c := g.Cell
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.Frame.X, g.Frame.Y)
	dst.DrawImage(t.layer.image(g, st.fonts, legible(st)), op)
	step := t.play.Step
	twelveGame := step.Game == kind.Twelve
	if twelveGame {
		drawTwelveCamps(dst, g)
		sel := match.NoSpot
		if ty, ok := handType(t.sel); ok {
			sel = match.HandSpot(game.Cho, ty)
		}
		drawTwelveHands(dst, st, t.tgeo, t.play.Twelve(), sel, false, 0, false)
	}
	style := StyleJanggi
	if step.Game == kind.Xiangqi {
		style = StyleXiangqi
	}
	// The last move.
	if from, to := t.play.LastMove(); from != "" {
		mark := fade(color.RGBA{0x2f, 0x80, 0xc0, 0xff}, 0.6)
		if _, drop := handType(from); !drop {
			if x, y, ok := t.center(from); ok {
				st.shapes.ring(dst, x, y, c*0.2, c*0.05, mark)
			}
		}
		if x, y, ok := t.center(to); ok && to != from {
			st.shapes.disc(dst, x, y, c*0.5, fade(mark, 0.6), 1)
		}
	}
	// A general in check glows red.
	if pos := t.play.Janggi(); pos != nil && (pos.InCheck() || pos.Bikjang()) {
		if k := pos.GeneralSquare(pos.SideToMove()); k != game.NoSquare {
			if x, y, ok := t.center(k.String()); ok {
				st.shapes.disc(dst, x, y, c*0.6, color.RGBA{0xe0, 0x20, 0x20, 0xff}, 0.6)
			}
		}
	}
	if step.Target != "" && !t.play.Done() {
		if x, y, ok := t.center(step.Target); ok {
			st.shapes.ring(dst, x, y, c*0.55, c*0.09, targetInk)
		}
	}
	// The pieces, the selected one ringed in gold.
	for f := 0; f < t.spec.Files; f++ {
		for r := 0; r < t.spec.Ranks; r++ {
			x, y := g.Center(layout.Point{File: f, Rank: r})
			if twelveGame {
				sq := twelve.SquareAt(f, r)
				if pc := t.play.Twelve().PieceAt(sq); pc != twelve.NoPiece {
					if sq.String() == t.sel {
						st.shapes.ring(dst, x, y, c*0.5, c*0.07, selectionInk)
					}
					drawTwelveTile(dst, st, pc, x, y, c*0.82, 0, 1, false)
				}
				continue
			}
			sq := game.SquareAt(f, r)
			pc := t.play.Janggi().At(sq)
			if pc == game.NoPiece {
				continue
			}
			rad := c * 0.46 * counterSize(style, pc.Type())
			if sq.String() == t.sel {
				st.shapes.ring(dst, x, y, rad*1.08+c*0.08, c*0.08, selectionInk)
			}
			img := st.pieces.image(st.prefs.Skin, Token{style, pc.Color(), pc.Type()}, rad)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
			op.Filter = ebiten.FilterLinear
			dst.DrawImage(img, op)
		}
	}
	// The target's ★ over the pieces, half a cell tall: at a third of one, under the piece's
	// edge, it was a speck on a small board.
	if step.Target != "" && !t.play.Done() {
		if x, y, ok := t.center(step.Target); ok {
			drawText(dst, st.fonts.sans, c*0.5, "★", x+c*0.45, y-c*0.45, centered, targetInk)
		}
	}
	// Crosses on the points out of reach, rings on the dots visited, the selected piece's dots.
	if !t.play.Done() {
		for _, sq := range step.NoDot {
			if x, y, ok := t.center(sq); ok {
				d := c * 0.16
				line(dst, x-d, y-d, x+d, y+d, c*0.07, noDotInk)
				line(dst, x-d, y+d, x+d, y-d, c*0.07, noDotInk)
			}
		}
	}
	for _, sq := range t.play.Visited() {
		if x, y, ok := t.center(sq); ok && !t.play.Done() {
			st.shapes.ring(dst, x, y, c*0.2, c*0.06, visitedInk)
		}
	}
	if t.sel != "" {
		ink := fade(inkOf(style, game.Cho), 0.75)
		if twelveGame { // in the side's colour, as the game draws them
			ink = fade(twelveInk[game.Cho], 0.75)
		}
		for _, sq := range t.play.Dots(t.sel) {
			x, y, ok := t.center(sq)
			if !ok {
				continue
			}
			if t.occupied(sq) {
				st.shapes.ring(dst, x, y, c*0.48, c*0.07, ink)
			} else {
				st.shapes.disc(dst, x, y, c*0.13, ink, 1)
			}
		}
	}
}

// occupied reports whether a piece stands on the point named sq.
func (t *tutorialScene) occupied(sq string) bool {
	if p := t.play.Twelve(); p != nil {
		s, err := twelve.ParseSquare(sq)
		return err == nil && p.PieceAt(s) != twelve.NoPiece
	}
	s, err := game.ParseSquare(sq)
	return err == nil && t.play.Janggi().At(s) != game.NoPiece
}

func (t *tutorialScene) drawPanel(dst *ebiten.Image) {
	st := t.st
	u := st.screen.Unit
	l := st.lang()
	panel := st.screen.Panel.Inset(u * 0.8)
	st.shapes.roundRect(dst, st.screen.Panel.X+u*0.3, st.screen.Panel.Y+u*0.3, st.screen.Panel.W-u*0.6, st.screen.Panel.H-u*0.6, u*0.6, panelBG)
	ls := t.current()
	fitText(dst, st, u*1.5, itoa(t.lesson+1)+". "+i18n.LessonTitle(*ls, l), panel.X, panel.Y+u*1.2, panel.W, centerLeft, panelText)
	fitText(dst, st, u*1.0, i18n.StepOf.Format(l, t.step+1, len(ls.Steps)), panel.X, panel.Y+u*3.0, panel.W, centerLeft, panelDim)
	size := t.textSize
	pitch := size * 1.3
	y := t.textArea.Y
	bottom := t.textArea.Y + t.textArea.H
	for _, line := range t.lines {
		if y+pitch > bottom {
			break
		}
		drawText(dst, st.fonts.sans, size, line, panel.X, y, topLeft, panelText)
		y += pitch
	}
	y += pitch * 0.4
	var said []string
	var ink color.Color = panelDim
	switch {
	case t.said != "":
		said = []string{t.said}
		ink = hanLight
		if t.good {
			ink = choLight
		}
	case t.play.Step.Task == tutorial.Read:
		said = []string{i18n.TaskRead.In(l)}
	}
	if t.play.Step.Task == tutorial.Visit && !t.play.Done() {
		said = append(said, i18n.DotsVisited.Format(l, len(t.play.Visited()), t.play.Need()))
	}
	if res := t.play.Result(); res.Over() {
		said = append(said, resultLine(t.play.Step.Game, l, res, nil))
	} else if pts, ok := t.play.Points(); ok && (ls.ID == "counting" || ls.ID == "bikjang") {
		said = append(said, i18n.TutorialPoints.Format(l, pts[0], pts[1]))
	}
	for _, s := range said {
		for _, line := range wrapAll(st.fonts.sans, size, s, panel.W) {
			if y+pitch > bottom+pitch {
				return
			}
			drawText(dst, st.fonts.sans, size, line, panel.X, y, topLeft, ink)
			y += pitch
		}
	}
}

// report implements scene.
func (t *tutorialScene) report() uiReport {
	r := newUIReport(t.st, "tutorial")
	r.addButtons(t.buttons)
	if t.lesson < 0 || t.play == nil {
		return r
	}
	r.Game = gameNames[t.play.Step.Game]
	index := func(sq string) int {
		if t.play.Step.Game == kind.Twelve {
			if ty, ok := handType(sq); ok { // after the squares, the trays' places as the game reports them
				for i, h := range handTypes {
					if h == ty {
						return int(twelve.SquareCount) + int(game.Cho)*layout.TwelveSlots + i
					}
				}
			}
			s, err := twelve.ParseSquare(sq)
			if err != nil {
				return -1
			}
			return int(s)
		}
		s, err := game.ParseSquare(sq)
		if err != nil {
			return -1
		}
		return int(s)
	}
	for rk := 0; rk < t.spec.Ranks; rk++ {
		for f := 0; f < t.spec.Files; f++ {
			x, y := t.geo.Center(layout.Point{File: f, Rank: rk})
			r.Spots = append(r.Spots, [2]int{int(x), int(y)})
		}
	}
	if t.play.Step.Game == kind.Twelve {
		for p := range 2 {
			for slot := range layout.TwelveSlots {
				x, y := t.tgeo.SlotCenter(p, slot)
				r.Spots = append(r.Spots, [2]int{int(x), int(y)})
			}
		}
	}
	if t.sel != "" {
		from := index(t.sel)
		r.Sel = &from
		for _, sq := range t.play.Dots(t.sel) {
			r.Targets = append(r.Targets, index(sq))
		}
	}
	return r
}
