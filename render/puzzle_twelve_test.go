package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/puzzle"
	"janggi/render/i18n"
)

// twelvePuzzle returns the first embedded Twelve Janggi puzzle of theme th whose first move is
// a drop (drop true) or a move on the board.
func twelvePuzzle(t *testing.T, th puzzle.Theme, drop bool) *puzzle.Puzzle {
	t.Helper()
	for _, p := range puzzle.Of(puzzle.All(), kind.Twelve) {
		if p.Theme == th && coreLine[twelve.Move](p)[0].IsDrop() == drop {
			return p
		}
	}
	t.Fatalf("no Twelve Janggi puzzle of theme %s with a drop %v first", th, drop)
	return nil
}

// playTwelve plays mv on the Twelve Janggi puzzle's board as a player does: a drag from its
// square (or its place in the mover's tray) to its destination, or a click on each.
func playTwelve(t *testing.T, s *puzzleScene, st *State, mv twelve.Move, drag bool) {
	t.Helper()
	j := mustBe[*twelvePlay](t, s.play)
	fx, fy := j.b.from(mv, j.at.Pos.SideToMove())
	tx, ty := j.b.center(mv.To())
	if !drag {
		clickOn(t, s, st, fx, fy)
		clickOn(t, s, st, tx, ty)
		return
	}
	st.in = input{x: fx, y: fy, pressed: true, down: true}
	update(t, s, st)
	st.in = input{x: (fx + tx) / 2, y: (fy + ty) / 2, down: true}
	update(t, s, st)
	st.in = input{x: tx, y: ty, down: true}
	update(t, s, st)
	st.in = input{x: tx, y: ty, released: true}
	update(t, s, st)
	st.in = input{}
}

// wonOnBoard reports whether the match on the puzzle's board is over, won by the solver.
func wonOnBoard(j *twelvePlay) bool {
	r := j.m.Game().Result()
	w, ok := r.Outcome.Winner()
	return r.Over() && ok && w == j.p.Solver()
}

// TestTwelvePuzzleIsSolvedByADrop: the Game button goes Janggi, Xiangqi, Twelve Janggi; a Twelve
// Janggi puzzle is shown on its 3×4 board with both hands in trays, the solver at the bottom, and
// the trace reports its squares and hand places. A puzzle whose first move is a drop is solved by
// dragging the piece from the tray: the reply is played for the opponent, the win follows on the
// board, and it counts in a Twelve Janggi rating of its own, written to the progress file.
func TestTwelvePuzzleIsSolvedByADrop(t *testing.T) {
	st := sceneState(t, 1000, 720)
	st.opts.PuzzleProgress = filepath.Join(t.TempDir(), "puzzle-progress.txt")
	s := newPuzzleScene(st, nil)
	t.Cleanup(func() { s.close() })
	for _, want := range []kind.Game{kind.Xiangqi, kind.Twelve} {
		pressID(t, s, st, "puzzle:game")
		if s.play.game() != want {
			t.Fatalf("Game shows a puzzle of %s, want %s", s.play.game(), want)
		}
	}
	pr := st.puzzleProgress()
	j := mustBe[*twelvePlay](t, s.play)
	r := s.report()
	if pr.Game != kind.Twelve || r.Game != "twelve" || len(r.Spots) != int(twelve.SquareCount)+6 || !strings.Contains(buttonLabel(t, s, "puzzle:game"), i18n.GameName(kind.Twelve, st.lang())) {
		t.Fatalf("the Twelve Janggi puzzles: chosen %s, reported game %q with %d spots, button %q", pr.Game, r.Game, len(r.Spots), buttonLabel(t, s, "puzzle:game"))
	}
	frame := j.b.frame()
	for side, tray := range j.b.geo.Trays {
		if tray.W <= 0 || tray.H <= 0 || !st.screen.Board.Contains(tray.X+tray.W/2, tray.Y+tray.H/2) {
			t.Errorf("tray %d at %+v, not in the board's area %+v", side, tray, st.screen.Board)
		}
		if tray.X < frame.X+frame.W && frame.X < tray.X+tray.W && tray.Y < frame.Y+frame.H && frame.Y < tray.Y+tray.H {
			t.Errorf("tray %d at %+v overlaps the board %+v", side, tray, frame)
		}
	}

	p := twelvePuzzle(t, puzzle.Mate2, true)
	line := coreLine[twelve.Move](p)
	s.load(p)
	j = mustBe[*twelvePlay](t, s.play)
	if solver := p.Solver(); j.m.Flipped() != (solver == game.Han) {
		t.Errorf("%s: the solver %v plays up the screen? flipped %v", p.ID, solver, j.m.Flipped())
	}
	janggi := pr.ScoreOf(kind.Janggi)
	hand := j.core(j.at.Pos).Hand(p.Solver(), line[0].DropType())
	playTwelve(t, s, st, line[0], true)
	if j.m.Ply() != 1 || len(j.queue) != 1 || j.queue[0] != line[1] || j.m.Shown().Hand(p.Solver(), line[0].DropType()) != hand-1 {
		t.Fatalf("%s: after the drop %v dragged from the tray: ply %d, queue %v (want the reply %v)", p.ID, line[0], j.m.Ply(), j.queue, line[1])
	}
	waitQueue(t, s, st)
	playTwelve(t, s, st, line[2], true)
	waitQueue(t, s, st)
	if !j.at.Solved || !wonOnBoard(j) {
		t.Fatalf("%s: after the line: solved %v, the board's game %v", p.ID, j.at.Solved, j.m.Game().Result())
	}
	if sc := pr.ScoreOf(kind.Twelve); sc.Rating <= puzzle.StartRating || sc.Streak != 1 || pr.ScoreOf(kind.Janggi) != janggi {
		t.Errorf("a Twelve Janggi puzzle solved: Twelve %+v, Janggi %+v (was %+v)", sc, pr.ScoreOf(kind.Janggi), janggi)
	}
	got, err := puzzle.LoadProgress(st.opts.PuzzleProgress)
	if err != nil || got.ScoreOf(kind.Twelve) != pr.ScoreOf(kind.Twelve) || got.Game != kind.Twelve || !got.Tried[p.ID] {
		t.Errorf("the progress file holds %+v, %v", got, err)
	}
	if data, _ := os.ReadFile(st.opts.PuzzleProgress); !strings.Contains(string(data), "twelve.rating ") {
		t.Errorf("the progress file has no twelve.rating:\n%s", data)
	}
	again := newPuzzleScene(st, nil) // opened again: on the Twelve Janggi puzzles
	t.Cleanup(func() { again.close() })
	if again.play.game() != kind.Twelve {
		t.Errorf("the screen opened again shows a puzzle of %s", again.play.game())
	}
}

// buttonLabel returns the label of the button id of the puzzles' screen (in its language).
func buttonLabel(t *testing.T, s *puzzleScene, id string) string {
	t.Helper()
	for _, b := range s.buttons {
		if b.ID == id {
			return b.Label
		}
	}
	t.Fatalf("no button %q", id)
	return ""
}

// TestTwelvePuzzleWrongMoveHintAndBoardMove: on a Twelve Janggi puzzle solved by a move on the
// board, a wrong move (on the board, then a drop) is set back, the position as it was, and fails
// the puzzle; H rings the piece to move (its square), H again draws the move; the move clicked
// on the board solves it, with the hint counted half (the streak stays); the solution of another
// plays the whole line to the win. A drop's hint rings its place in the tray.
func TestTwelvePuzzleWrongMoveHintAndBoardMove(t *testing.T) {
	st := sceneState(t, 1000, 720)
	s := newPuzzleScene(st, nil)
	t.Cleanup(func() { s.close() })
	pr := st.puzzleProgress()
	p := twelvePuzzle(t, puzzle.Mate1, false)
	line := coreLine[twelve.Move](p)
	s.load(p)
	j := mustBe[*twelvePlay](t, s.play)
	pr.Scores[kind.Twelve] = puzzle.Score{Rating: puzzle.StartRating, Streak: 4, Best: 4}
	var wrongs []twelve.Move
	var board, drop bool
	for _, m := range j.core(j.at.Pos).LegalMoves(nil) {
		if m != line[0] && (m.IsDrop() && !drop || !m.IsDrop() && !board) {
			wrongs = append(wrongs, m)
			board, drop = board || !m.IsDrop(), drop || m.IsDrop()
		}
	}
	for _, m := range wrongs {
		playTwelve(t, s, st, m, m.IsDrop())
		if j.m.Ply() != 0 || j.m.Shown().FEN() != p.FEN || !s.ss.Rated() || pr.ScoreOf(kind.Twelve).Streak != 0 || !strings.Contains(s.msg, coreMoveText(j.core(p.Position()), m, i18n.English)) {
			t.Fatalf("%s: after the wrong move %v: ply %d, position %s, rated %v, %+v, message %q", p.ID, m, j.m.Ply(), j.m.Shown().FEN(), s.ss.Rated(), pr.ScoreOf(kind.Twelve), s.msg)
		}
	}
	if len(wrongs) == 0 {
		t.Fatalf("%s: no wrong move to try", p.ID)
	}
	pr.Scores[kind.Twelve] = puzzle.Score{Rating: puzzle.StartRating, Streak: 4, Best: 4}
	s.load(p)
	j = mustBe[*twelvePlay](t, s.play)
	for want := 1; want <= 2; want++ {
		st.in = input{keys: []ebiten.Key{ebiten.KeyH}}
		update(t, s, st)
		st.in = input{}
		if s.ss.Hint() != want || j.hintMv != line[0] || s.ss.Result(true) != puzzle.SolvedWithHint {
			t.Fatalf("hint %d: level %d, move %v, want %v", want, s.ss.Hint(), j.hintMv, line[0])
		}
	}
	shown(t, s)
	playTwelve(t, s, st, line[0], false)
	waitQueue(t, s, st)
	if sc := pr.ScoreOf(kind.Twelve); !j.at.Solved || !wonOnBoard(j) || sc.Streak != 4 || sc.Rating >= puzzle.StartRating+puzzle.K/2 {
		t.Errorf("%s solved with a hint by %v: solved %v, the board's game %v, %+v", p.ID, line[0], j.at.Solved, j.m.Game().Result(), sc)
	}
	if s.ss.Hint() != 0 || !puzzleButtonOff(t, s, "puzzle:hint") {
		t.Errorf("after the solve: hint level %d, the Hint button on", s.ss.Hint())
	}

	q := twelvePuzzle(t, puzzle.Mate3, true)
	qline := coreLine[twelve.Move](q)
	s.load(q)
	j = mustBe[*twelvePlay](t, s.play)
	s.giveHint()
	if x, y := j.b.slotOf(q.Solver(), qline[0].DropType()); j.hintMv != qline[0] || !j.b.geo.Trays[q.Solver()].Contains(x, y) {
		t.Errorf("%s: the hint of the drop %v: %v, its place %.0f,%.0f", q.ID, qline[0], j.hintMv, x, y)
	}
	shown(t, s)
	s.showSolution()
	waitQueue(t, s, st)
	if !j.at.Solved || !wonOnBoard(j) || j.m.Ply() < len(q.Line) || pr.ScoreOf(kind.Twelve).Streak != 0 || !strings.Contains(s.msg, coreMoveText(j.core(q.Position()), qline[0], i18n.English)) {
		t.Errorf("%s: the solution shown: solved %v, the board's game %v at ply %d, %+v, %q", q.ID, j.at.Solved, j.m.Game().Result(), j.m.Ply(), pr.ScoreOf(kind.Twelve), s.msg)
	}
}

// puzzleButtonOff reports whether the button id of the puzzles' screen is disabled.
func puzzleButtonOff(t *testing.T, s *puzzleScene, id string) bool {
	t.Helper()
	for _, b := range s.buttons {
		if b.ID == id {
			return b.Disabled
		}
	}
	t.Fatalf("no button %q", id)
	return false
}

// TestThePuzzlePanelIsReadInEveryShape draws a Twelve Janggi puzzle and a Janggi one in the
// window's shapes (the panel beside the board, below it, and the wide window whose buttons stand
// beside the panel's text) and wants the panel's lines drawn in each: whose move it is, the goal,
// the rating.
func TestThePuzzlePanelIsReadInEveryShape(t *testing.T) {
	for _, size := range [][2]float64{{1000, 720}, {700, 900}, {1270, 500}, {800, 600}} {
		st := sceneState(t, size[0], size[1])
		s := newPuzzleScene(st, nil)
		l := st.lang()
		for _, twelvePz := range []bool{false, true} {
			if twelvePz {
				s.load(twelvePuzzle(t, puzzle.Mate2, true))
			} else {
				s.load(puzzleOf(t, puzzle.Mate2))
			}
			v := s.play.view()
			toMove := i18n.PuzzleToMove.Format(l, i18n.SideName(v.game(), s.play.solver()).In(l))
			rating := i18n.PuzzleRating.Format(l, puzzle.StartRating)
			drawn := strings.Join(wordsDrawn(s, ebiten.NewImage(int(size[0]), int(size[1]))), "\n")
			wants := []string{toMove, rating}
			if !twelvePz { // the rules a Janggi puzzle is posed under (standard: bikjang is counted)
				named, _, _ := strings.Cut(i18n.PuzzleRules.Format(l, i18n.Preset(l, game.Standard()), "x"), " (")
				wants = append(wants, named)
			}
			for _, want := range wants {
				if !strings.Contains(drawn, want) {
					t.Errorf("%v×%v, %s: the panel does not show %q; it shows:\n%s", size[0], size[1], s.play.id(), want, drawn)
				}
			}
		}
		s.close()
	}
}

// TestTheGameButtonSaysTheGameInANarrowWindow: where "Game: Twelve Janggi" does not fit the
// Game button, it says the game's name alone; where it fits, the whole label.
func TestTheGameButtonSaysTheGameInANarrowWindow(t *testing.T) {
	for _, c := range []struct {
		w, h  float64
		short bool
	}{{640, 480, true}, {1280, 960, false}} {
		st := sceneState(t, c.w, c.h)
		st.settings.Lang = langSetting(i18n.English)
		s := newPuzzleScene(st, nil)
		s.load(twelvePuzzle(t, puzzle.Mate1, false))
		name := i18n.GameName(kind.Twelve, i18n.English)
		want := i18n.PuzzleGame.Format(i18n.English, name)
		if c.short {
			want = name
		}
		if got := buttonLabel(t, s, "puzzle:game"); got != want {
			t.Errorf("%v×%v: the Game button says %q, want %q", c.w, c.h, got, want)
		}
		s.close()
	}
}
