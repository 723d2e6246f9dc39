package render

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/puzzle"
	"janggi/render/match"
)

// puzzleOf returns the first embedded puzzle of theme th.
func puzzleOf(t *testing.T, th puzzle.Theme) *puzzle.Puzzle {
	t.Helper()
	for _, p := range puzzle.All() {
		if p.Theme == th {
			return p
		}
	}
	t.Fatalf("no puzzle of theme %s", th)
	return nil
}

// coreLine returns a puzzle's line in its core's moves, which its board and match take.
func coreLine[M game.Move | twelve.Move](p *puzzle.Puzzle) []M {
	out := make([]M, len(p.Line))
	for i, m := range p.Line {
		out[i], _ = port.CoreMove[M](m)
	}
	return out
}

// playOn clicks the move mv on the puzzle's board: its piece, then its destination.
func playOn(t *testing.T, s *puzzleScene, st *State, pm port.Move) {
	t.Helper()
	mv, _ := port.CoreMove[game.Move](pm)
	for _, sq := range []game.Square{mv.From(), mv.To()} {
		x, y := mustBe[*janggiPlay](t, s.play).b.center(sq)
		if sc := clickOn(t, s, st, x, y); sc != s {
			t.Fatalf("a click on the board left the puzzles for %T", sc)
		}
	}
}

// waitQueue runs ticks until the moves queued on the board (a reply, the solution) are played.
func waitQueue(t *testing.T, s *puzzleScene, st *State) {
	t.Helper()
	for i := 0; s.play.queued(); i++ {
		if i > 20*puzzleQueueTicks {
			t.Fatal("the queued moves are never played")
		}
		update(t, s, st)
	}
}

// TestAPuzzleIsSolvedOnTheBoard plays a mate in two on the board by clicks: a wrong first move is
// taken back and lowers the rating and breaks the streak; the right moves are answered by the
// solution's reply, and the mate ends it as solved. The progress is written to its file.
func TestAPuzzleIsSolvedOnTheBoard(t *testing.T) {
	st := sceneState(t, 1000, 720)
	st.opts.PuzzleProgress = filepath.Join(t.TempDir(), "puzzle-progress.txt")
	s := newPuzzleScene(st, nil)
	t.Cleanup(s.close)
	p := puzzleOf(t, puzzle.Mate2)
	s.load(p)
	pr := st.puzzleProgress()
	pr.Scores[p.Game()] = puzzle.Score{Rating: puzzle.StartRating, Streak: 3}
	rating := puzzle.StartRating

	var wrong port.Move
	pos := p.Position()
	for _, m := range pos.LegalMoves(nil) {
		if gm, _ := port.CoreMove[game.Move](m); m != p.Line[0] && !gm.IsPass() {
			wrong = m
			break
		}
	}
	playOn(t, s, st, wrong)
	j := mustBe[*janggiPlay](t, s.play)
	if sc := pr.ScoreOf(p.Game()); j.m.Ply() != 0 || !s.ss.Rated() || sc.Rating >= rating || sc.Streak != 0 {
		t.Fatalf("after the wrong move %v: ply %d, rated %v, rating %d (was %d), streak %d", wrong, j.m.Ply(), s.ss.Rated(), sc.Rating, rating, sc.Streak)
	}
	playOn(t, s, st, p.Line[0])
	if j.m.Ply() != 1 || len(j.queue) != 1 || j.queue[0] != coreLine[game.Move](p)[1] {
		t.Fatalf("after the right move: ply %d, queue %v, want the reply %v", j.m.Ply(), j.queue, p.Line[1])
	}
	waitQueue(t, s, st)
	if j.m.Ply() != 2 {
		t.Fatalf("the reply was not played: ply %d", j.m.Ply())
	}
	playOn(t, s, st, p.Line[2])
	if !j.at.Solved || j.m.Game().Result().Reason != game.Checkmate {
		t.Fatalf("after the mate: solved %v, result %v", j.at.Solved, j.m.Game().Result())
	}
	if pr.ScoreOf(p.Game()).Streak != 0 {
		t.Errorf("a puzzle failed once, then solved, gives a streak of %d", pr.ScoreOf(p.Game()).Streak)
	}
	got, err := puzzle.LoadProgress(st.opts.PuzzleProgress)
	if err != nil || got.ScoreOf(p.Game()) != pr.ScoreOf(p.Game()) || !got.Tried[p.ID] {
		t.Errorf("the progress file holds %+v, %v; the window %+v", got, err, pr)
	}
	// Next brings another puzzle, untried
	s.next()
	if s.play.id() == p.ID || s.play.ply() != 0 {
		t.Errorf("Next shows puzzle %s at ply %d", s.play.id(), s.play.ply())
	}
}

// TestPuzzleHintAndSolution: H rings the piece to move, H again draws the move; a solve after a
// hint counts half (the streak stays). The solution plays the whole line on the board.
func TestPuzzleHintAndSolution(t *testing.T) {
	st := sceneState(t, 1000, 720)
	s := newPuzzleScene(st, nil)
	t.Cleanup(s.close)
	p := puzzleOf(t, puzzle.Mate1)
	s.load(p)
	pr := st.puzzleProgress()
	pr.Scores[p.Game()] = puzzle.Score{Rating: puzzle.StartRating, Streak: 2}
	for want := 1; want <= 2; want++ {
		st.in = input{keys: []ebiten.Key{ebiten.KeyH}}
		update(t, s, st)
		if j := mustBe[*janggiPlay](t, s.play); s.ss.Hint() != want || j.hintMv != coreLine[game.Move](p)[0] {
			t.Fatalf("hint %d: level %d, move %v, want %v", want, s.ss.Hint(), j.hintMv, p.Line[0])
		}
	}
	before := pr.ScoreOf(p.Game()).Rating
	playOn(t, s, st, p.Line[0])
	if sc := pr.ScoreOf(p.Game()); !s.play.solved() || sc.Streak != 2 || sc.Rating == before+puzzle.K/2 {
		t.Errorf("solved with a hint: solved %v, streak %d, rating %d (was %d)", s.play.solved(), sc.Streak, sc.Rating, before)
	}

	q := puzzleOf(t, puzzle.Mate3)
	s.load(q)
	s.showSolution()
	waitQueue(t, s, st)
	if !s.play.solved() || s.play.ply() != len(q.Line) || pr.ScoreOf(q.Game()).Streak != 0 {
		t.Errorf("the solution shown: solved %v, ply %d of %d, streak %d", s.play.solved(), s.play.ply(), len(q.Line), pr.ScoreOf(q.Game()).Streak)
	}
	for i, b := range s.buttons {
		if b.ID == "puzzle:hint" && !b.Disabled {
			t.Errorf("button %d: the hint is offered in a solved puzzle", i)
		}
	}
}

// TestPuzzlesAreReachedFromTheMenuAndTheNewGameScreen opens the puzzles from a game's menu and from
// the new-game screen, and comes back to the game.
func TestPuzzlesAreReachedFromTheMenuAndTheNewGameScreen(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := must(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	t.Cleanup(g.close)
	press := func(sc scene, id string) scene {
		t.Helper()
		for _, b := range sc.report().Buttons {
			if b.ID == id {
				return clickOn(t, sc, st, float64(b.X+b.W/2), float64(b.Y+b.H/2))
			}
		}
		t.Fatalf("%T has no button %q: %+v", sc, id, sc.report().Buttons)
		return nil
	}
	var sc scene = g
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}}
	sc = update(t, sc, st)
	sc = press(sc, "menu:puzzles")
	ps, ok := sc.(*puzzleScene)
	if !ok || ps.prev != g {
		t.Fatalf("the menu's Puzzles shows %T", sc)
	}
	sc = press(sc, "puzzle:back")
	if sc != g {
		t.Fatalf("Back shows %T", sc)
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyN}}
	sc = update(t, sc, st)
	sc = press(sc, "setup:puzzles")
	if ps, ok := sc.(*puzzleScene); !ok || ps.prev != g {
		t.Fatalf("the new-game screen's Puzzles shows %T", sc)
	}
}

// TestXiangqiPuzzlesHaveTheirBoardAndRating: the Game button (and G) goes from the Janggi puzzles
// to Xiangqi's, and on (through Twelve Janggi's) back; a Xiangqi puzzle is drawn on Xiangqi's board in its style, as the game
// screen draws Xiangqi, and its solve counts in a Xiangqi rating of its own, the Janggi rating
// left alone; the game chosen is kept in the progress file, and the screen opens on it again.
func TestXiangqiPuzzlesHaveTheirBoardAndRating(t *testing.T) {
	st := sceneState(t, 1000, 720)
	st.opts.PuzzleProgress = filepath.Join(t.TempDir(), "puzzle-progress.txt")
	s := newPuzzleScene(st, nil)
	t.Cleanup(func() { s.close() })
	if j := mustBe[*janggiPlay](t, s.play); s.play.game() != kind.Janggi || j.b.style != StyleJanggi || s.report().Game != "janggi" {
		t.Fatalf("a new player's first puzzle: %s of %s, style %v, reported %q", s.play.id(), s.play.game(), j.b.style, s.report().Game)
	}
	pressID(t, s, st, "puzzle:game")
	pr := st.puzzleProgress()
	sb := mustBe[*janggiPlay](t, s.play).b
	if s.play.game() != kind.Xiangqi || pr.Game != kind.Xiangqi || sb.style != StyleXiangqi || sb.spec.Files != 9 || s.report().Game != "xiangqi" {
		t.Fatalf("after Game: %s of %s, chosen %s, style %v, reported %q", s.play.id(), s.play.game(), pr.Game, sb.style, s.report().Game)
	}
	g := must(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi")}))(t)
	t.Cleanup(g.close)
	if gb := mustBe[*janggiBoard](t, g.b.boardView); gb.style != sb.style || gb.spec.Name != sb.spec.Name || gb.spec.River != sb.spec.River || !reflect.DeepEqual(gb.spec.Marks, sb.spec.Marks) {
		t.Errorf("the puzzle's board is not the Xiangqi game's: style %v, board %s with river %d; the game's %v, %s, %d", sb.style, sb.spec.Name, sb.spec.River, gb.style, gb.spec.Name, gb.spec.River)
	}
	var p *puzzle.Puzzle
	for _, q := range puzzle.Of(puzzle.All(), kind.Xiangqi) {
		if q.Theme == puzzle.Mate1 {
			p = q
			break
		}
	}
	if p == nil {
		t.Fatal("no Xiangqi mate in one")
	}
	s.load(p)
	janggi := pr.ScoreOf(kind.Janggi)
	playOn(t, s, st, p.Line[0])
	if xq := pr.ScoreOf(kind.Xiangqi); !s.play.solved() || xq.Rating == puzzle.StartRating || xq.Streak != 1 || pr.ScoreOf(kind.Janggi) != janggi {
		t.Errorf("a Xiangqi mate solved: solved %v, Xiangqi %+v, Janggi %+v (was %+v)", s.play.solved(), xq, pr.ScoreOf(kind.Janggi), janggi)
	}
	got, err := puzzle.LoadProgress(st.opts.PuzzleProgress)
	if err != nil || got.Game != kind.Xiangqi || got.ScoreOf(kind.Xiangqi) != pr.ScoreOf(kind.Xiangqi) {
		t.Errorf("the progress file holds %+v, %v", got, err)
	}
	again := newPuzzleScene(st, nil)
	t.Cleanup(func() { again.close() })
	if again.play.game() != kind.Xiangqi {
		t.Errorf("the screen opened again shows a puzzle of %s", again.play.game())
	}
	for _, want := range []kind.Game{kind.Twelve, kind.Janggi} {
		st.in = input{keys: []ebiten.Key{ebiten.KeyG}}
		update(t, again, st)
		st.in = input{}
		if again.play.game() != want || pr.Game != want {
			t.Errorf("G shows %s of %s (chosen %s), want a puzzle of %s", again.play.id(), again.play.game(), pr.Game, want)
		}
	}
	if j := mustBe[*janggiPlay](t, again.play); j.b.style != StyleJanggi {
		t.Errorf("the Janggi puzzle after G is drawn in style %v", j.b.style)
	}
}
