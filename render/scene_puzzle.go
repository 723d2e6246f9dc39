package render

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/puzzle"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/sfx"
)

// puzzleScene is the puzzles' screen (묘수풀이): a position of package puzzle's on the board, the
// player to find its solution move by move, the opponent's replies played for it; a hint (the
// piece to move, then its destination), the solution on request, the next puzzle; the player's
// rating, which follows how they do (puzzle.Progress), and their streak. Progress is kept in its
// own file (Options.PuzzleProgress), not in the settings: it is the game's record of the player,
// rewritten after every puzzle, not a choice the player makes.
type puzzleScene struct {
	st   *State
	prev *gameScene // the game to go back to, or nil
	rng  *rand.Rand

	p  *puzzle.Puzzle
	at *puzzle.Attempt
	m  *match.Match // a hot-seat match on the puzzle's position: the board and its pointer
	b  *janggiBoard

	// queue are moves to play on the board one after the other, queueAt ticks apart: the
	// opponent's reply, or the rest of the solution when it is shown.
	queue   []game.Move
	queueAt int
	ticks   int

	hint   int       // 0 none, 1 the piece to move glows, 2 the move's arrow
	hintMv game.Move // the move the hint shows
	hinted bool      // a hint was used: a solve counts half
	rated  bool      // the result has been counted
	shown  bool      // the solution was asked for
	msg    string    // the status line under the goal
	msgInk color.RGBA

	overlay overlay // noOverlay, menuOverlay or helpOverlay
	buttons []button
	extra   []button // the menu's
}

// puzzleQueueTicks is the pause before a reply or a move of the solution shown is played.
const puzzleQueueTicks = 30

// newPuzzleScene returns the puzzles' screen with a puzzle chosen for the player, of the game
// they chose last (Janggi or Xiangqi); prev is the game Back returns to (nil: none).
func newPuzzleScene(st *State, prev *gameScene) *puzzleScene {
	s := &puzzleScene{st: st, prev: prev, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))}
	s.load(s.pick())
	return s
}

// pick chooses a puzzle of the player's game near their rating in it.
func (s *puzzleScene) pick() *puzzle.Puzzle {
	pr := s.st.puzzleProgress()
	ps := puzzle.Of(puzzle.All(), pr.Game)
	if len(ps) == 0 { // a game of a progress file without puzzles: Janggi's
		pr.Game = puzzle.Janggi
		ps = puzzle.Of(puzzle.All(), pr.Game)
	}
	return pr.Pick(ps, s.rng)
}

// puzzleGames are the games of the puzzles as the window names them, by puzzle.Games' names.
var puzzleGames = map[string]kind.Game{puzzle.Janggi: kind.Janggi, puzzle.Xiangqi: kind.Xiangqi}

// switchGame goes on to the puzzles of the next game (Janggi, Xiangqi, Janggi...): the choice is
// kept in the progress file, and a puzzle of that game is shown.
func (s *puzzleScene) switchGame() {
	pr := s.st.puzzleProgress()
	gs := puzzle.Games()
	for i, g := range gs {
		if g == s.p.Game() {
			pr.Game = gs[(i+1)%len(gs)]
		}
	}
	s.leave()
	s.load(s.pick())
	s.st.trace("puzzle game %s\n", pr.Game)
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
	if s.m != nil {
		s.m.Close()
	}
	s.p, s.at = p, puzzle.NewAttempt(p)
	m, err := match.New(match.Config{Mode: kind.HotSeat, Rules: p.Rules, StartFEN: p.FEN}, s.st.opts.Engine)
	if err != nil { // the package's tests parse every puzzle
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	if p.Solver() == game.Han {
		m.Flip() // the solver's side at the bottom
	}
	s.m = m
	s.b = &janggiBoard{st: s.st, m: m, spec: layout.Janggi()}
	if p.Rules.Variant == game.Xiangqi {
		s.b.spec, s.b.style = layout.Xiangqi(), StyleXiangqi
	}
	s.queue, s.hint, s.hintMv, s.hinted, s.rated, s.shown = nil, 0, game.NoMove, false, false, false
	s.msg, s.msgInk = "", panelText
	s.st.trace("puzzle %s %s %s\n", p.ID, p.Theme, p.FEN)
	s.layout()
}

func (s *puzzleScene) close() {
	s.m.Close()
	if s.prev != nil {
		s.prev.close()
	}
}

// solving reports whether the player may move now.
func (s *puzzleScene) solving() bool {
	return !s.at.Solved && len(s.queue) == 0 && s.overlay == noOverlay
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
		} else if !clickButtons(in, s.extra) && in.pressed {
			s.overlay = noOverlay
		}
		in.take()
	}
	if s.overlay == noOverlay {
		s.keys(in)
		if clickButtons(in, s.buttons) {
			in.pressed = false
		}
		if s.solving() && s.overlay == noOverlay && st.next == nil {
			before := s.m.Ply()
			s.b.pointer(in)
			if s.m.Ply() > before {
				s.judge(s.m.Game().Moves()[s.m.Ply()-1])
			}
		}
	}
	if len(s.queue) > 0 && s.ticks >= s.queueAt {
		s.m.PlayMove(s.queue[0])
		s.queue = s.queue[1:]
		s.queueAt = s.ticks + puzzleQueueTicks
	}
	s.m.Tick()
	s.sounds()
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
		s.m.Flip()
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

// sounds plays the match's move sounds.
func (s *puzzleScene) sounds() {
	for _, e := range s.m.Events() {
		s.st.playEvent(e)
	}
}

// judge answers the player's move mv, just made on the board.
func (s *puzzleScene) judge(mv game.Move) {
	l := s.st.lang()
	before := s.at.Pos.Clone()
	v := s.at.Try(mv)
	text := i18n.MoveText(before, mv, l)
	s.st.trace("puzzle move %s %v\n", mv, map[bool]string{true: "right", false: "wrong"}[v.Right])
	if !v.Right {
		s.m.Undo()
		delta, counted := s.count(puzzle.Failed)
		s.msg, s.msgInk = i18n.PuzzleWrongNo.Format(l, text), hanLight
		if counted {
			s.msg = i18n.PuzzleWrong.Format(l, text, delta)
		}
		if s.st.prefs.Sound {
			s.st.sounds.play(sfx.Refused)
		}
		return
	}
	s.hint, s.hintMv = 0, game.NoMove
	if v.Solved {
		r := puzzle.Solved
		if s.hinted {
			r = puzzle.SolvedWithHint
		}
		delta, counted := s.count(r)
		s.msg, s.msgInk = i18n.PuzzleSolvedNo.In(l), choLight
		if counted {
			s.msg = i18n.PuzzleSolved.Format(l, delta)
		}
		s.st.trace("puzzle solved %s\n", s.p.ID)
		return
	}
	s.queue, s.queueAt = []game.Move{v.Reply}, s.ticks+puzzleQueueTicks
	s.msg, s.msgInk = i18n.PuzzleRight.In(l)+" "+i18n.PuzzleReply.Format(l, replyText(s.at, l)), choLight
}

// replyText writes the last move of the attempt (the opponent's reply) as the move list would.
func replyText(a *puzzle.Attempt, l i18n.Lang) string {
	pos := a.Pos.Clone()
	n := len(a.Played)
	pos.Unmake()
	return i18n.MoveText(pos, a.Played[n-1], l)
}

// count records the puzzle's result the first time it is decided: the change of rating and
// true, or false when it was already counted.
func (s *puzzleScene) count(r puzzle.Result) (int, bool) {
	if s.rated {
		return 0, false
	}
	s.rated = true
	pr := s.st.puzzleProgress()
	delta := pr.Record(s.p, r)
	s.st.savePuzzleProgress()
	s.st.trace("puzzle result %s %d rating=%d streak=%d\n", s.p.ID, r, pr.ScoreOf(s.p.Game()).Rating, pr.ScoreOf(s.p.Game()).Streak)
	return delta, true
}

// giveHint shows the piece to move, then (asked again) the move.
func (s *puzzleScene) giveHint() {
	if !s.solving() {
		return
	}
	mv := s.at.Next()
	if mv == game.NoMove {
		return
	}
	s.hintMv, s.hint, s.hinted = mv, min(s.hint+1, 2), true
	l := s.st.lang()
	s.msg, s.msgInk = i18n.HintPiece.In(l), panelText
	if s.hint == 2 {
		s.msg = i18n.HintTarget.In(l)
	}
}

// showSolution counts the puzzle as failed and plays the rest of the solution on the board.
func (s *puzzleScene) showSolution() {
	if s.at.Solved {
		return
	}
	s.count(puzzle.Failed)
	s.shown = true
	s.hint, s.hintMv = 0, game.NoMove
	var moves []game.Move
	for !s.at.Solved {
		mv := s.at.Next()
		if mv == game.NoMove {
			break
		}
		v := s.at.Try(mv)
		if !v.Right {
			break
		}
		moves = append(moves, mv)
		if v.Reply != game.NoMove {
			moves = append(moves, v.Reply)
		}
	}
	s.queue = append(s.queue, moves...)
	s.queueAt = s.ticks + puzzleQueueTicks/2
	l := s.st.lang()
	pos := s.p.Position()
	var words []string
	for _, mv := range s.p.Line {
		words = append(words, i18n.MoveText(pos, mv, l))
		pos.Make(mv)
	}
	s.msg, s.msgInk = i18n.PuzzleShown.Format(l, strings.Join(words, ", ")), panelText
}

// next goes on to another puzzle of the game near the player's rating.
func (s *puzzleScene) next() {
	s.leave()
	s.load(s.pick())
}

// leave marks the puzzle shown as seen if it was left untouched, and saves the progress.
func (s *puzzleScene) leave() {
	pr := s.st.puzzleProgress()
	if !s.rated {
		pr.Tried[s.p.ID] = true
	}
	s.st.savePuzzleProgress()
}

func (s *puzzleScene) back() {
	s.m.Close()
	if s.prev != nil {
		s.prev.shown = false // its clock waits until it is on the screen again
		s.st.next = s.prev
		return
	}
	s.newGame()
}

func (s *puzzleScene) newGame() {
	s.m.Close()
	s.st.next = newSetupScene(s.st, s.prev)
}

// layout implements scene.
func (s *puzzleScene) layout() {
	st := s.st
	l := st.lang()
	u := st.screen.Unit
	s.b.fit()
	pl := panelLayoutOf(st.screen)
	done := s.at.Solved
	back := button{label: i18n.NewGame.In(l), act: s.newGame, id: "puzzle:newgame"}
	if s.prev != nil {
		back = button{label: i18n.BackToGame.In(l), act: s.back, id: "puzzle:back"}
	}
	bs := []button{
		{label: i18n.Hint.In(l), act: s.giveHint, disabled: !s.solving(), id: "puzzle:hint"},
		{label: i18n.ShowSolution.In(l), act: s.showSolution, disabled: done, id: "puzzle:solution"},
		{label: i18n.NextPuzzle.In(l), act: s.next, primary: done, id: "puzzle:next"},
		{label: i18n.PuzzleGame.Format(l, i18n.GameName(puzzleGames[s.p.Game()], l)), act: s.switchGame, id: "puzzle:game"},
		{label: i18n.FlipShort.In(l), act: s.m.Flip},
		{label: i18n.SkinShort[st.prefs.Skin%2].In(l), act: st.switchSkin},
		back,
		{label: i18n.Help.In(l), act: func() { s.overlay = helpOverlay }},
		{label: i18n.Menu.In(l), act: func() { s.overlay = menuOverlay }},
	}
	cols := max(2, st.screen.ButtonCols)
	rects := layout.Grid(pl.buttons, len(bs), cols, u*layout.ButtonH, u*layout.ButtonGap)
	for i := range bs {
		bs[i].r = rects[i]
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
	dst.Fill(backdrop)
	s.b.draw(dst, s.ticks)
	s.drawHint(dst)
	s.drawPanel(dst)
	switch s.overlay {
	case menuOverlay:
		shade(dst)
		drawPanelBox(dst, st, boxAround(s.extra, st.screen.Unit*1.5), st.screen.Unit)
		drawButtons(dst, st, s.extra)
	case helpOverlay:
		drawKeyHelp(dst, st, i18n.PuzzleHelpKeys, nil)
	}
	drawNews(dst, st, s.b.frame())
}

// drawHint rings the piece to move, or draws the move's arrow.
func (s *puzzleScene) drawHint(dst *ebiten.Image) {
	if s.hint == 0 || s.hintMv == game.NoMove || !s.solving() {
		return
	}
	c := s.b.geo.Cell
	fx, fy := s.b.center(s.hintMv.From())
	pulse := 0.6 + 0.3*float64((s.ticks/8)%2)
	s.st.shapes.disc(dst, fx, fy, c*0.62, color.RGBA{0x30, 0xa0, 0xff, 0xff}, pulse*0.5)
	s.b.counterShape(dst, fx, fy, c*0.56, c*0.08, hintInk)
	if s.hint == 2 {
		if s.hintMv.IsPass() {
			s.st.shapes.ring(dst, fx, fy, c*0.55, c*0.08, hintInk)
			return
		}
		tx, ty := s.b.center(s.hintMv.To())
		drawHintArrow(dst, s.st, fx, fy, tx, ty, c)
	}
}

// drawPanel draws the puzzle's title, whose move it is, what to find, the status, the player's
// rating and streak, and the buttons.
func (s *puzzleScene) drawPanel(dst *ebiten.Image) {
	st := s.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	vectorFillRect(dst, sc.Panel.X, sc.Panel.Y, sc.Panel.W, sc.Panel.H, panelBG)
	pl := panelLayoutOf(sc)
	ti := themeIndex(s.p.Theme)
	title := i18n.GameName(puzzleGames[s.p.Game()], l) + " · " + i18n.PuzzleTitle.Format(l, s.p.ID) + " · " + i18n.ThemeNames[ti].In(l)
	fitText(dst, st, u*1.1, title, pl.title.X, pl.title.Y+u*0.6, pl.title.W, centerLeft, panelDim)
	x, w := pl.title.X, pl.title.W
	y := pl.cards[0].Y
	bottom := pl.buttons.Y - u*0.5
	line := func(text string, size float64, ink color.Color) {
		for _, ln := range wrap(st.fonts.sans, size, text, w) {
			if y+size*1.3 > bottom {
				return
			}
			drawText(dst, st.fonts.sans, size, ln, x, y, topLeft, ink)
			y += size * 1.35
		}
	}
	solver := s.p.Solver()
	line(i18n.PuzzleToMove.Format(l, i18n.SideName(s.b.game(), solver).In(l)), u*1.5, s.b.light(solver))
	y += u * 0.3
	line(i18n.ThemeGoals[ti].In(l), u*1.05, panelText)
	y += u * 0.6
	score := st.puzzleProgress().ScoreOf(s.p.Game()) // the rating of the puzzle's game
	line(i18n.PuzzleRating.Format(l, score.Rating)+"   "+i18n.PuzzleLevel.Format(l, s.p.Rating), u*1.05, panelDim)
	line(i18n.PuzzleStreak.Format(l, score.Streak, score.Best), u*1.05, panelDim)
	y += u * 0.6
	if s.msg != "" {
		line(s.msg, u*1.1, s.msgInk)
	}
	drawButtons(dst, st, s.buttons)
}

// themeIndex returns t's place in puzzle.Themes (and so in i18n.ThemeNames).
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
	r.Game = gameNames[s.b.game()]
	r.Mode = "puzzle"
	r.Overlay = overlayName(s.overlay)
	switch s.overlay {
	case noOverlay:
		r.addButtons(s.buttons)
		if s.solving() {
			r.Spots = s.b.spots()
			if from, targets := s.b.chosen(); from >= 0 {
				r.Sel, r.Targets = &from, targets
			}
		}
	case menuOverlay:
		r.addButtons(s.extra)
	}
	return r
}
