package puzzle

import (
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// wonBy reports whether the game is over in pos with c the winner.
func wonBy(pos port.Position, c game.Color) bool {
	w, ok := pos.Result().Outcome.Winner()
	return pos.Result().Over() && ok && w == c
}

// TestTwelveAttemptFollowsEveryLine plays every embedded Twelve Janggi puzzle's line through an
// Attempt: every other first move is refused and changes nothing, the hint is the line's
// move, every move of the solver's is right and answered by the line's reply, and the last one
// solves the puzzle with the game won by the solver on the attempt's board (after the
// opponent's forced reply when the win is the king's stay in the other camp).
func TestTwelveAttemptFollowsEveryLine(t *testing.T) {
	afterCamp := 0
	for _, p := range Of(All(), kind.Twelve) {
		a := NewAttempt(p)
		solver := p.Solver()
		for _, m := range a.Pos.LegalMoves(nil) {
			if m != p.Line[0] {
				if v := a.Try(m); v.Right || len(a.Played) != 0 || a.Pos.FEN() != p.FEN {
					t.Fatalf("%s: the wrong first move %v: %+v, played %v", p.ID, m, v, a.Played)
				}
			}
		}
		for i := 0; i < len(p.Line); i += 2 {
			if h := a.Next(); h != p.Line[i] {
				t.Fatalf("%s: the hint at move %d is %v, want %v", p.ID, i+1, h, p.Line[i])
			}
			v := a.Try(p.Line[i])
			last := i == len(p.Line)-1
			if !v.Right || v.Solved != last || !last && v.Reply != p.Line[i+1] {
				t.Fatalf("%s: move %d %v: %+v", p.ID, i+1, p.Line[i], v)
			}
			if last && v.Reply != port.NoMove {
				afterCamp++
			}
		}
		if !a.Solved || !wonBy(a.Pos, solver) || a.Next() != port.NoMove {
			t.Errorf("%s: after the line: solved %v, result %v, hint %v", p.ID, a.Solved, a.Pos.Result(), a.Next())
		}
		if v := a.Try(p.Line[0]); v.Right {
			t.Errorf("%s: a move after the puzzle is solved is right", p.ID)
		}
	}
	if afterCamp == 0 {
		t.Error("no puzzle ends with the king's stay in the camp: the forced reply is untested")
	}
	t.Logf("%d puzzles end with a king in the other camp and the forced reply", afterCamp)
}

// TestTwelveAttemptTakesAnotherWinLater looks for a puzzle where, after the first move and its
// reply, a move other than the line's also wins in the moves left (by WinningMoves): it is
// right, the opponent then answers with the longest defence, the hints lead to the win from
// there, and a move that does not win in time is refused.
func TestTwelveAttemptTakesAnotherWinLater(t *testing.T) {
	found := 0
	for _, p := range Of(All(), kind.Twelve) {
		n := p.Theme.MateIn()
		if n < 2 {
			continue
		}
		pos := p.Position()
		pos.Make(p.Line[0])
		pos.Make(p.Line[1])
		wins, err := WinningMoves(pos, n-1, DefaultBudget)
		if err != nil {
			t.Fatal(err)
		}
		var other, loser port.Move
		for _, m := range pos.LegalMoves(nil) {
			switch winning := contains(wins, m); {
			case winning && m != p.Line[2] && other == port.NoMove:
				other = m
			case !winning && loser == port.NoMove:
				loser = m
			}
		}
		if other == port.NoMove {
			continue
		}
		found++
		a := NewAttempt(p)
		solver := p.Solver()
		a.Try(p.Line[0])
		if loser != port.NoMove {
			if v := a.Try(loser); v.Right || len(a.Played) != 2 {
				t.Errorf("%s: %v, which does not win in %d, is %+v", p.ID, loser, n-1, v)
			}
		}
		v := a.Try(other)
		if !v.Right {
			t.Fatalf("%s: %v wins in %d but is refused", p.ID, other, n-1)
		}
		for steps := 0; !a.Solved; steps++ {
			h := a.Next()
			if h == port.NoMove || steps > n {
				t.Fatalf("%s: off the line after %v: hint %v after %d steps", p.ID, other, h, steps)
			}
			if v := a.Try(h); !v.Right {
				t.Fatalf("%s: the hint %v is refused", p.ID, h)
			}
		}
		if !wonBy(a.Pos, solver) {
			t.Errorf("%s: off the line by %v: solved, but the game is %v", p.ID, other, a.Pos.Result())
		}
		if found >= 5 {
			break
		}
	}
	if found == 0 {
		t.Fatal("no Twelve Janggi puzzle has a second winning move at its second step")
	}
}

func contains(ms []port.Move, m port.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// TestTwelveProgress: a Twelve Janggi puzzle counts in a Twelve rating of its own, Pick
// chooses by it, the file round-trips the Twelve score, and a file written before the Twelve
// Janggi puzzles (Janggi and Xiangqi keys only) still reads, with a new player's Twelve score.
func TestTwelveProgress(t *testing.T) {
	pr := NewProgress()
	tw := port.MustFor(kind.Twelve, nil)
	pr.Scores[kind.Janggi] = Score{Rating: 1300, Streak: 2, Best: 5}
	jg := pr.ScoreOf(kind.Janggi)
	if d := pr.Record(&Puzzle{ID: "T1", Rating: 1400, Rules: tw}, Solved); d <= K/2 || pr.ScoreOf(kind.Twelve) != (Score{StartRating + d, 1, 1}) || pr.ScoreOf(kind.Janggi) != jg || !pr.Tried["T1"] {
		t.Errorf("solving a Twelve Janggi puzzle: %+d, %+v", d, pr)
	}
	pr.Scores[kind.Twelve] = Score{Rating: 700}
	ps := []*Puzzle{{ID: "T0", Rating: jg.Rating, Rules: tw}}
	for i := range 9 {
		ps = append(ps, &Puzzle{ID: "T" + strconv.Itoa(i+2), Rating: 690 + i, Rules: tw})
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		if q := pr.Pick(ps, rng); q.ID == "T0" {
			t.Fatalf("picked %s (rating %d) for a Twelve rating of 700", q.ID, q.Rating)
		}
	}
	if q := pr.Pick(nil, rng); q != nil {
		t.Errorf("picked %v from no puzzles", q)
	}
	pr.Game = kind.Twelve
	path := filepath.Join(t.TempDir(), "puzzle-progress.txt")
	if err := pr.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadProgress(path)
	if err != nil || got.ScoreOf(kind.Twelve) != pr.ScoreOf(kind.Twelve) || got.ScoreOf(kind.Janggi) != jg || got.Game != kind.Twelve || !got.Tried["T1"] {
		t.Errorf("read back %+v, %v; wrote %+v", got, err, pr)
	}
	old := "# The puzzles' progress of the janggi window (written by the game)\nrating 1210\nstreak 1\nbest 3\nxiangqi.rating 990\nxiangqi.streak 0\nxiangqi.best 2\ngame xiangqi\ntried J0001 X0002\n"
	if err := writeFile(path, old); err != nil {
		t.Fatal(err)
	}
	got, err = LoadProgress(path)
	if err != nil || got.ScoreOf(kind.Janggi) != (Score{1210, 1, 3}) || got.ScoreOf(kind.Xiangqi) != (Score{990, 0, 2}) || got.ScoreOf(kind.Twelve) != (Score{Rating: StartRating}) || got.Game != kind.Xiangqi {
		t.Errorf("a file of before the Twelve Janggi puzzles reads as %+v, %v", got, err)
	}
	if err := writeFile(path, "twelve.rating 99\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgress(path); err == nil {
		t.Error("twelve.rating 99 (below 100) is read")
	}
}
