package puzzle

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// TestEveryPuzzleIsSolvedByItsLine checks every embedded puzzle (see Verify; the engine's part of
// the material and defence puzzles is tools/puzzlegen's test), and that there are at least 300
// Janggi puzzles and 50 Xiangqi puzzles with every theme among those of each game.
func TestEveryPuzzleIsSolvedByItsLine(t *testing.T) {
	ps := janggiAndXiangqi()
	themes := map[kind.Game]map[Theme]int{}
	for _, p := range ps {
		if themes[p.Game()] == nil {
			themes[p.Game()] = map[Theme]int{}
		}
		themes[p.Game()][p.Theme]++
	}
	for _, g := range []kind.Game{kind.Janggi, kind.Xiangqi} { // Twelve Janggi's are apart (twelve_test.go)
		n := len(Of(ps, g))
		t.Logf("%d puzzles of %s: %v", n, g, themes[g])
		if want := map[kind.Game]int{kind.Janggi: minJanggi, kind.Xiangqi: minXiangqi}[g]; n < want && !testing.Short() {
			t.Errorf("%d %s puzzles, want at least %d", n, g, want)
		}
		for _, th := range Themes() {
			if themes[g][th] == 0 {
				t.Errorf("no %s puzzle of theme %s", g, th)
			}
		}
	}
	for _, p := range ps {
		if testing.Short() && p.Theme == Mate3 {
			continue
		}
		if err := Verify(p); err != nil {
			t.Errorf("puzzle %s (%s %s): %v", p.ID, p.Theme, p.FEN, err)
		}
	}
}

// TestABrokenPuzzleIsCaught breaks mate puzzles (the first of each game and theme) in the ways a
// bad generator or a bad edit would, and wants Verify (or Parse) to refuse each; the material and
// defence puzzles, whose first move is the engine's, are broken in tools/puzzlegen's test.
func TestABrokenPuzzleIsCaught(t *testing.T) {
	type key struct {
		game  kind.Game
		theme Theme
	}
	first := map[key]*Puzzle{}
	for _, p := range janggiAndXiangqi() {
		if k := (key{p.Game(), p.Theme}); first[k] == nil {
			first[k] = p
		}
	}
	if games := []kind.Game{kind.Janggi, kind.Xiangqi}; len(first) != len(games)*len(Themes()) { // Twelve Janggi's: twelve_test.go
		t.Errorf("puzzles of %d games and themes to break, want every theme of %v", len(first), games)
	}
	for k, p := range first {
		th := k.theme
		if th.MateIn() == 0 {
			continue
		}
		// another legal first move that is not the solution's
		q := *p
		pos := p.Position()
		for _, m := range pos.LegalMoves(nil) {
			if gm, _ := port.CoreMove[game.Move](m); m != p.Line[0] && !gm.IsPass() {
				q.Line = []port.Move{m}
				break
			}
		}
		if th.MateIn() > 1 {
			// a mate puzzle claiming one move fewer than it needs
			r := *p
			r.Theme = []Theme{Mate1, Mate2}[th.MateIn()-2]
			r.Line = p.Line[:len(p.Line)-2]
			if err := Verify(&r); err == nil {
				t.Errorf("puzzle %s claimed as %s passes", p.ID, r.Theme)
			}
		}
		if err := Verify(&q); err == nil {
			t.Errorf("puzzle %s (%s) with the first move %v passes", p.ID, th, q.Line[0])
		}
	}
}

func TestParseErrorsNameTheLine(t *testing.T) {
	const fen = "9/3N1k3/9/5P3/4P4/4C4/1P7/9/4KA3/1cc2A3 w - - 11 69"
	good := "J1 | janggi | mate1 | 900 | " + fen + " | f7f8"
	if ps, err := Parse("# comment\n\n" + good + "\n"); err != nil || len(ps) != 1 || ps[0].Line[0].String() != "f7f8" {
		t.Fatalf("a good line: %v, %v", ps, err)
	}
	for _, c := range []struct{ text, want string }{
		{"J1 | janggi | mate1 | 900 | " + fen, "line 1: 5 fields"},
		{"J1 | chess | mate1 | 900 | " + fen + " | f7f8", `unknown game "chess"`},
		{"J1 | janggi | mate4 | 900 | " + fen + " | f7f8", `unknown theme "mate4"`},
		{"J1 | janggi | mate1 | easy | " + fen + " | f7f8", `rating "easy"`},
		{"J1 | janggi | mate1 | 900 | 9/9/9 w - - 0 1 | f7f8", "puzzle J1"},
		{"J1 | janggi | mate1 | 900 | " + fen + " | f7f9", `move 1 "f7f9"`},
		{"J1 | janggi | mate1 | 900 | " + fen + " | b4b5", "does not end in checkmate"},
		{"J1 | janggi | mate2 | 900 | " + fen + " | f7f8", "has 3 moves"},
		{"J1 | janggi | material | 900 | " + fen + " | f7f8 f9e9", "odd number"},
		{good + "\n" + good, "line 2: puzzle J1: the ID is already used on line 1"},
		{good + "\n" + strings.Replace(good, "J1", "J2", 1), "the same position as on line 1"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.text, err, c.want)
		}
	}
}

// TestAttemptAcceptsAnotherMate plays a mate in two with another mating second move where there
// is one, and wants it called right; a non-mating second move is wrong.
func TestAttemptOffTheLine(t *testing.T) {
	for _, p := range janggiAndXiangqi() {
		if p.Theme != Mate2 {
			continue
		}
		a := NewAttempt(p)
		if v := a.Try(p.Line[0]); !v.Right || v.Reply != p.Line[1] {
			t.Fatalf("%s: the first move: %+v", p.ID, v)
		}
		mates, err := WinningMoves(a.Pos, 1, DefaultBudget)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range a.Pos.LegalMoves(nil) {
			isMate := false
			for _, x := range mates {
				isMate = isMate || x == m
			}
			b := NewAttempt(p)
			b.Try(p.Line[0])
			if v := b.Try(m); v.Right != isMate || v.Solved != isMate {
				t.Errorf("%s: second move %v: %+v, mates %v", p.ID, m, v, isMate)
			}
		}
		if a.Next() != p.Line[2] {
			t.Errorf("%s: the hint after the reply is %v, want %v", p.ID, a.Next(), p.Line[2])
		}
	}
}

func TestProgressRatingAndStreak(t *testing.T) {
	pr := NewProgress()
	jg, xq := port.MustFor(kind.Janggi, nil), port.MustFor(kind.Xiangqi, nil)
	p := &Puzzle{ID: "J1", Rating: StartRating, Rules: jg}
	if d := pr.Record(p, Solved); d != K/2 || pr.ScoreOf(kind.Janggi) != (Score{StartRating + K/2, 1, 1}) {
		t.Errorf("solving an equal puzzle: %+d, %+v", d, pr)
	}
	pr.Record(&Puzzle{ID: "J2", Rating: 1500, Rules: jg}, SolvedWithHint)
	if pr.ScoreOf(kind.Janggi).Streak != 1 {
		t.Errorf("a hint changed the streak: %+v", pr)
	}
	before := pr.ScoreOf(kind.Janggi).Rating
	if d := pr.Record(&Puzzle{ID: "J3", Rating: 600, Rules: jg}, Failed); d >= -K/2 || pr.ScoreOf(kind.Janggi) != (Score{before + d, 0, 1}) {
		t.Errorf("failing an easy puzzle: %+d, %+v", d, pr)
	}
	// a Xiangqi puzzle counts in the Xiangqi score only
	janggi := pr.ScoreOf(kind.Janggi)
	if d := pr.Record(&Puzzle{ID: "X1", Rating: 1400, Rules: xq}, Solved); d <= K/2 || pr.ScoreOf(kind.Xiangqi) != (Score{StartRating + d, 1, 1}) || pr.ScoreOf(kind.Janggi) != janggi {
		t.Errorf("solving a Xiangqi puzzle: %+d, %+v", d, pr)
	}
	// Pick offers untried puzzles near the rating of their game
	ps := []*Puzzle{{ID: "J1", Rating: 1000, Rules: jg}, {ID: "A", Rating: 400, Rules: jg}, {ID: "B", Rating: 2500, Rules: jg}}
	for i := range 9 {
		ps = append(ps, &Puzzle{ID: "N" + strconv.Itoa(i), Rating: 980 + i, Rules: jg})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		q := pr.Pick(ps, rng)
		if q.ID == "J1" || q.ID == "A" || q.ID == "B" {
			t.Fatalf("picked %s (rating %d) for a player of %d", q.ID, q.Rating, pr.ScoreOf(kind.Janggi).Rating)
		}
	}
	// a Xiangqi puzzle is picked by the Xiangqi rating: one at the Janggi rating is far from it
	pr.Scores[kind.Xiangqi] = Score{Rating: 2450}
	xs := []*Puzzle{{ID: "X0", Rating: pr.ScoreOf(kind.Janggi).Rating, Rules: xq}}
	for i := range 9 {
		xs = append(xs, &Puzzle{ID: "X" + strconv.Itoa(i+2), Rating: 2440 + i, Rules: xq})
	}
	for range 50 {
		if q := pr.Pick(xs, rng); q.ID == "X0" {
			t.Fatalf("picked %s (rating %d) for a Xiangqi rating of 2450", q.ID, q.Rating)
		}
	}
	// the file round-trips with both games' scores and the game chosen, and a bad one is an
	// error naming the line
	pr.Game = kind.Xiangqi
	path := filepath.Join(t.TempDir(), "puzzles.state")
	if err := pr.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadProgress(path)
	if err != nil || got.ScoreOf(kind.Janggi) != pr.ScoreOf(kind.Janggi) || got.ScoreOf(kind.Xiangqi) != pr.ScoreOf(kind.Xiangqi) || got.Game != kind.Xiangqi || len(got.Tried) != 4 {
		t.Errorf("read back %+v, %v; wrote %+v", got, err, pr)
	}
	// a file of the first version (Janggi only) reads as the Janggi score
	if err := writeFile(path, "rating 1200\nstreak 3\nbest 4\ntried J1 J7\n"); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadProgress(path); err != nil || got.ScoreOf(kind.Janggi) != (Score{1200, 3, 4}) || got.ScoreOf(kind.Xiangqi) != (Score{Rating: StartRating}) || got.Game != kind.Janggi || len(got.Tried) != 2 {
		t.Errorf("a Janggi-only file reads as %+v, %v", got, err)
	}
	for _, c := range []struct{ text, want string }{
		{"rating 1200\nstreak many\n", "line 2: streak"},
		{"xiangqi.rating 5000\n", `line 1: xiangqi.rating "5000"`},
		{"chess.rating 1000\n", `line 1: unknown key "chess.rating"`},
		{"game chess\n", `line 1: game "chess"`},
	} {
		if err := writeFile(path, c.text); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadProgress(path); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.text, err, c.want)
		}
	}
}

// TestProgressFileLimits checks that a progress file over MaxProgressSize, a folder and a device
// are refused with an error naming the path, and one of exactly MaxProgressSize bytes is read.
func TestProgressFileLimits(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress")
	line := "tried J1\n"
	fits := strings.Repeat("#", MaxProgressSize-len(line)-1) + "\n" + line
	if err := writeFile(path, fits); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadProgress(path); err != nil || !got.Tried["J1"] {
		t.Errorf("a file of exactly %d bytes: %v, tried %v", MaxProgressSize, err, got.Tried)
	}
	if err := writeFile(path, fits+"#"); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgress(path); err == nil || !strings.Contains(err.Error(), "larger than") || !strings.Contains(err.Error(), path) {
		t.Errorf("a file one byte over the limit: %v", err)
	}
	for _, p := range []string{dir, os.DevNull} {
		if _, err := LoadProgress(p); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("%s: %v, want it refused as not a regular file", p, err)
		}
	}
}

// janggiAndXiangqi returns the embedded puzzles of Janggi and Xiangqi (Twelve Janggi's are
// checked in twelve_test.go).
func janggiAndXiangqi() []*Puzzle { return append(Of(All(), kind.Janggi), Of(All(), kind.Xiangqi)...) }

// minJanggi and minXiangqi are the fewest puzzles of each game the embedded file may hold (the
// deep check of tools/puzzleproof dropped 40 of the 339 Janggi ones it found wrong or unclear).
const (
	minJanggi  = 280
	minXiangqi = 50
)
