package render

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/puzzle"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/puzzles"
	"janggi/render/sfx"
	"janggi/render/ui"
)

// puzzleScene is the puzzles' screen (묘수풀이): a position of package puzzle's on the board (of
// Janggi, Xiangqi or Twelve Janggi), the player to find its solution move by move, the
// opponent's replies played for it; a hint (the piece to move, then its destination), the
// solution on request, the next puzzle; the player's rating in each game, which follows how they
// do (puzzle.Progress), and their streak. Progress is kept in its own file
// (Options.PuzzleProgress), not in the settings: it is the game's record of the player, rewritten
// after every puzzle, not a choice the player makes.
type puzzleScene struct {
	st   *State
	prev *gameScene // the game to go back to, or nil
	rng  *rand.Rand

	// play is the puzzle shown, the player's attempt and the hot-seat match on its position,
	// whose board takes the pointer; the moves queued on it (the opponent's reply, or the rest
	// of the solution when it is shown) are played queueAt ticks apart.
	play    puzzlePlay
	queueAt int
	ticks   int

	// ss is the session: the puzzle shown, its hints, its result counted once in the progress.
	ss     *puzzles.Session
	msg    string // the status line under the goal
	msgInk color.RGBA

	overlay overlay // noOverlay, menuOverlay or helpOverlay
	buttons []ui.Button
	extra   []ui.Button // the menu's
}

// puzzleQueueTicks is the pause before a reply or a move of the solution shown is played.
const puzzleQueueTicks = 30

// newPuzzleScene returns the puzzles' screen with a puzzle chosen for the player, of the game
// they chose last (Janggi, Xiangqi or Twelve Janggi); prev is the game Back returns to (nil: none).
func newPuzzleScene(st *State, prev *gameScene) *puzzleScene {
	s := &puzzleScene{st: st, prev: prev, rng: rand.New(rand.NewPCG(uint64(st.now().UnixNano()), 7))}
	s.ss = puzzles.New(st.puzzleProgress(), s.rng)
	s.show(s.pick())
	return s
}

// pick chooses a puzzle of the player's game near their rating in it.
func (s *puzzleScene) pick() puzzlePlay { return newPuzzlePlay(s.st, s.ss.Pick()) }

// switchGame goes on to the puzzles of the next game (Janggi, Xiangqi, Twelve Janggi, Janggi...):
// the choice is kept in the progress file, and a puzzle of that game is shown.
func (s *puzzleScene) switchGame() {
	g := s.ss.NextGame()
	s.leave()
	s.show(s.pick())
	s.st.trace("puzzle game %s\n", g)
}

// puzzleProgress returns the player's progress, read from its file the first time.
func (st *State) puzzleProgress() *puzzle.Progress {
	if st.puzzles == nil {
		pr := puzzle.NewProgress()
		if path := st.opts.PuzzleProgress; path != "" {
			var err error
			if pr, err = puzzle.LoadProgress(path); err != nil {
				// kept as it is: the rating starts afresh for this run and nothing is written over it
				st.fail(fmt.Sprintf("%v", err))
				st.puzzlesReadOnly = true
			}
		}
		st.puzzles = &pr
	}
	return st.puzzles
}

// savePuzzleProgress writes the progress to its file, saying so if it fails.
func (st *State) savePuzzleProgress() {
	if path := st.opts.PuzzleProgress; path != "" && !st.puzzlesReadOnly {
		if err := st.puzzles.Save(path); err != nil {
			st.fail(fmt.Sprintf("%v", err))
		}
	}
}

// load shows puzzle p from its start.
func (s *puzzleScene) load(p *puzzle.Puzzle) {
	s.ss.Show(p)
	s.show(newPuzzlePlay(s.st, p))
}

// show puts the puzzle of play on the screen, from its start.
func (s *puzzleScene) show(play puzzlePlay) {
	if s.play != nil {
		s.play.close()
	}
	s.play = play
	s.msg, s.msgInk = "", ui.PanelText
	s.st.trace("puzzle %s %s %s\n", play.id(), play.theme(), play.fen())
	s.layout()
}

func (s *puzzleScene) close() {
	s.play.close()
	if s.prev != nil {
		s.prev.close()
	}
}

// solving reports whether the player may move now.
func (s *puzzleScene) solving() bool {
	return !s.play.solved() && !s.play.queued() && s.overlay == noOverlay
}

// Update implements scene.
func (s *puzzleScene) Update(st *State) error {
	in := &st.in
	s.ticks++
	switch s.overlay {
	case helpOverlay:
		if in.pressed || len(in.keys) > 0 {
			s.overlay = noOverlay
			in.take()
		}
	case menuOverlay:
		if in.key(ebiten.KeyEscape) {
			s.overlay = noOverlay
		} else if !ui.ClickButtons(in, s.extra) && in.pressed {
			s.overlay = noOverlay
		}
		in.take()
	}
	if s.overlay == noOverlay {
		s.keys(in)
		if ui.ClickButtons(in, s.buttons) {
			in.pressed = false
		}
		if s.solving() && s.overlay == noOverlay && st.next == nil {
			if j, made := s.play.pointer(in, st.lang()); made {
				s.judge(j)
			}
		}
	}
	if s.play.queued() && s.ticks >= s.queueAt {
		s.play.playQueued()
		s.queueAt = s.ticks + puzzleQueueTicks
	}
	for _, e := range s.play.tick() { // the moves' sounds
		s.st.playEvent(e)
	}
	s.layout()
	return nil
}

// keys handles the keyboard.
func (s *puzzleScene) keys(in *input) {
	switch {
	case in.ctrl:
	case in.key(ebiten.KeyEscape):
		s.overlay = menuOverlay
	case in.char('?') || in.key(ebiten.KeyF1):
		s.overlay = helpOverlay
	case in.key(ebiten.KeyH):
		s.giveHint()
	case in.key(ebiten.KeyN) || in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter):
		s.next()
	case in.key(ebiten.KeyF):
		s.play.flip()
	case in.key(ebiten.KeyG):
		s.switchGame()
	case in.key(ebiten.KeyS):
		s.st.switchSkin()
	case in.key(ebiten.KeyL):
		s.st.switchLang()
	case in.key(ebiten.KeyM):
		s.st.switchSound()
	}
}

// judge answers the player's move, just made on the board and judged by the attempt (j): a wrong
// one was taken back; a right one's reply is queued.
func (s *puzzleScene) judge(j judgement) {
	l := s.st.lang()
	text := j.text
	s.st.trace("puzzle move %s %v\n", j.uci, map[bool]string{true: "right", false: "wrong"}[j.right])
	if !j.right {
		delta, counted := s.count(s.ss.Result(false))
		s.msg, s.msgInk = i18n.PuzzleWrongNo.Format(l, text), ui.HanLight
		if counted {
			s.msg = i18n.PuzzleWrong.Format(l, text, delta)
		}
		if s.st.settings.Sound {
			s.st.sounds.play(sfx.Refused)
		}
		return
	}
	s.ss.Right()
	s.play.clearHint()
	s.queueAt = s.ticks + puzzleQueueTicks
	if j.solved {
		delta, counted := s.count(s.ss.Result(true))
		s.msg, s.msgInk = i18n.PuzzleSolvedNo.In(l), ui.ChoLight
		if counted {
			s.msg = i18n.PuzzleSolved.Format(l, delta)
		}
		s.st.trace("puzzle solved %s\n", s.play.id())
		return
	}
	s.msg, s.msgInk = i18n.PuzzleRight.In(l)+" "+i18n.PuzzleReply.Format(l, j.reply), ui.ChoLight
}

// count records the puzzle's result the first time it is decided: the change of rating and
// true, or false when it was already counted.
func (s *puzzleScene) count(r puzzle.Result) (int, bool) {
	delta, counted := s.ss.Count(r)
	if !counted {
		return 0, false
	}
	s.st.savePuzzleProgress()
	sc := s.ss.Progress().ScoreOf(s.play.game())
	s.st.trace("puzzle result %s %d rating=%d streak=%d\n", s.play.id(), r, sc.Rating, sc.Streak)
	return delta, true
}

// giveHint shows the piece to move, then (asked again) the move.
func (s *puzzleScene) giveHint() {
	if !s.solving() {
		return
	}
	if !s.play.setHint() {
		return
	}
	hint := s.ss.MoreHint()
	l := s.st.lang()
	s.msg, s.msgInk = i18n.HintPiece.In(l), ui.PanelText
	if hint == 2 {
		s.msg = i18n.HintTarget.In(l)
	}
}

// showSolution counts the puzzle as failed and plays the rest of the solution on the board.
func (s *puzzleScene) showSolution() {
	if s.play.solved() {
		return
	}
	s.count(puzzle.Failed)
	s.ss.GiveUp()
	s.play.clearHint()
	l := s.st.lang()
	words := s.play.solve(l)
	s.queueAt = s.ticks + puzzleQueueTicks/2
	s.msg, s.msgInk = i18n.PuzzleShown.Format(l, strings.Join(words, ", ")), ui.PanelText
}

// next goes on to another puzzle of the game near the player's rating.
func (s *puzzleScene) next() {
	s.leave()
	s.show(s.pick())
}

// leave marks the puzzle shown as seen if it was left untouched, and saves the progress.
func (s *puzzleScene) leave() {
	s.ss.Leave()
	s.st.savePuzzleProgress()
}

func (s *puzzleScene) back() {
	s.play.close()
	if s.prev != nil {
		s.prev.shown = false // its clock waits until it is on the screen again
		s.st.next = s.prev
		return
	}
	s.newGame()
}

func (s *puzzleScene) newGame() {
	s.play.close()
	s.st.next = newSetupScene(s.st, s.prev)
}

// layout implements scene.
func (s *puzzleScene) layout() {
	st := s.st
	l := st.lang()
	u := st.screen.Unit
	s.play.view().fit()
	pl := panelLayoutOf(st.screen)
	done := s.play.solved()
	back := ui.Button{Label: i18n.NewGame.In(l), Act: s.newGame, ID: "puzzle:newgame"}
	if s.prev != nil {
		back = ui.Button{Label: i18n.BackToGame.In(l), Act: s.back, ID: "puzzle:back"}
	}
	bs := []ui.Button{
		{Label: i18n.Hint.In(l), Act: s.giveHint, Disabled: !s.solving(), ID: "puzzle:hint"},
		{Label: i18n.ShowSolution.In(l), Act: s.showSolution, Disabled: done, ID: "puzzle:solution"},
		{Label: i18n.NextPuzzle.In(l), Act: s.next, Primary: done, ID: "puzzle:next"},
		{Label: i18n.PuzzleGame.Format(l, i18n.GameName(s.play.game(), l)), Act: s.switchGame, ID: "puzzle:game"},
		{Label: i18n.FlipShort.In(l), Act: s.play.flip},
		{Label: i18n.SkinShort[st.settings.Skin%2].In(l), Act: st.switchSkin},
		back,
		{Label: i18n.Help.In(l), Act: func() { s.overlay = helpOverlay }},
		{Label: i18n.Menu.In(l), Act: func() { s.overlay = menuOverlay }},
	}
	cols := max(2, st.screen.ButtonCols)
	rects := layout.Grid(pl.buttons, len(bs), cols, u*layout.ButtonH, u*layout.ButtonGap)
	for i := range bs {
		bs[i].R = rects[i]
		if bs[i].ID == "puzzle:game" {
			bs[i].Label = shortLabel(st, bs[i].Label, i18n.GameName(s.play.game(), l), bs[i].R)
		}
	}
	s.buttons = bs
	s.extra = nil
	if s.overlay == menuOverlay {
		s.extra = gameMenu(st, menuActions{
			close: func() { s.overlay = noOverlay }, newGame: s.newGame, help: func() { s.overlay = helpOverlay },
			save: func() {}, resign: func() {},
		})
	}
}

// Draw implements scene.
func (s *puzzleScene) Draw(dst *ebiten.Image) {
	st := s.st
	dst.Fill(ui.Backdrop)
	s.play.view().draw(dst, s.ticks)
	if s.solving() {
		s.play.drawHint(dst, s.ss.Hint(), s.ticks)
	}
	s.drawPanel(dst)
	switch s.overlay {
	case menuOverlay:
		ui.Shade(dst)
		st.kit().DrawPanelBox(dst, ui.BoxAround(s.extra, st.screen.Unit*1.5), st.screen.Unit)
		st.kit().DrawButtons(dst, s.extra)
	case helpOverlay:
		drawKeyHelp(dst, st, s.play.helpKeys(), nil)
	}
	drawNews(dst, st, s.play.view().frame())
}

// drawPanel draws the puzzle's title, whose move it is, what to find, the status, the player's
// rating and streak, and the buttons.
func (s *puzzleScene) drawPanel(dst *ebiten.Image) {
	st := s.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	ui.FillRect(dst, sc.Panel.X, sc.Panel.Y, sc.Panel.W, sc.Panel.H, ui.PanelBG)
	pl := panelLayoutOf(sc)
	g := s.play.game()
	names, goals := i18n.Themes(g)
	ti := themeIndex(s.play.theme())
	title := i18n.GameName(g, l) + " · " + i18n.PuzzleTitle.Format(l, s.play.id()) + " · " + names[ti].In(l)
	st.pen().FitText(dst, u*1.1, title, pl.title.X, pl.title.Y+u*0.6, pl.title.W, ui.CenterLeft, ui.PanelDim)
	x, w := pl.title.X, pl.title.W
	y := pl.cards[0].Y
	bottom := pl.buttons.Y - u*0.5
	if pl.buttons.Y <= y || !sc.Panel.Contains(pl.buttons.X+1, pl.buttons.Y+1) { // the buttons beside the text (a wide window) or under the board (Tight): the text goes down the panel
		bottom = sc.Panel.Y + sc.Panel.H - u*0.5
	}
	line := func(text string, size float64, ink color.Color) {
		for _, ln := range ui.Wrap(st.fonts.Sans, size, text, w) {
			if y+size*1.3 > bottom {
				return
			}
			ui.DrawText(dst, st.fonts.Sans, size, ln, x, y, ui.TopLeft, ink)
			y += size * 1.35
		}
	}
	solver, v := s.play.solver(), s.play.view()
	line(i18n.PuzzleToMove.Format(l, i18n.SideName(v.game(), solver).In(l)), u*1.5, v.light(solver))
	y += u * 0.3
	line(goals[ti].In(l), u*1.05, ui.PanelText)
	if r := s.play.rules(); r != nil {
		// The rules decide what wins: under standard ones an accepted bikjang or a double pass
		// is won on points, under casual ones it is a draw.
		line(i18n.PuzzleRules.Format(l, i18n.Preset(l, r), i18n.PuzzleRulesNote(l, r)), u*0.95, ui.PanelDim)
	}
	y += u * 0.6
	score := st.puzzleProgress().ScoreOf(g) // the rating of the puzzle's game
	line(i18n.PuzzleRating.Format(l, score.Rating)+"   "+i18n.PuzzleLevel.Format(l, s.play.level()), u*1.05, ui.PanelDim)
	line(i18n.PuzzleStreak.Format(l, score.Streak, score.Best), u*1.05, ui.PanelDim)
	y += u * 0.6
	if s.msg != "" {
		line(s.msg, u*1.1, s.msgInk)
	}
	st.kit().DrawButtons(dst, s.buttons)
}

// shortLabel returns a button's label, full, or short where full does not fit its rectangle r
// (on one line or two, at the size a label may shrink to): the Game button of a narrow window
// says "Twelve Janggi" rather than "Game: T…".
func shortLabel(st *State, full, short string, r layout.Rect) string {
	size := st.screen.Unit * 1.05
	fits := func(s string) bool {
		w, _ := ui.Measure(st.fonts.Sans, size*0.8, s)
		return w <= r.W-size*0.6
	}
	if fits(full) {
		return full
	}
	if a, b, ok := st.pen().BalancedSplit(size, full); ok && fits(a) && fits(b) {
		return full
	}
	return short
}

// themeIndex returns t's place in puzzle.Themes (and so in i18n.Themes).
func themeIndex(t puzzle.Theme) int {
	for i, x := range puzzle.Themes() {
		if x == t {
			return i
		}
	}
	return 0
}

// report implements scene.
func (s *puzzleScene) report() uiReport {
	r := newUIReport(s.st, "puzzle")
	v := s.play.view()
	r.Game = gameNames[v.game()]
	r.Mode = "puzzle"
	r.Overlay = overlayName(s.overlay)
	switch s.overlay {
	case noOverlay:
		r.addButtons(s.buttons)
		if s.solving() {
			r.Spots = v.spots()
			if from, targets := v.chosen(); from >= 0 {
				r.Sel, r.Targets = &from, targets
			}
		}
	case menuOverlay:
		r.addButtons(s.extra)
	}
	return r
}
