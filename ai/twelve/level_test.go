package twelve

import (
	"context"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/twelve"
)

// bestMove plays a level with a fixed seed; levels above 6 think at most budget, so that tests
// stay short (they then play the best move of a shallower search, which is all these tests need).
func bestMove(t *testing.T, e *Engine, p *twelve.Position, level int, seed uint64, budget time.Duration) twelve.Move {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	e.Seed(seed)
	m, err := e.BestMove(ctx, p, level, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsLegal(m) {
		t.Fatalf("level %d plays %v, which is not legal\n%s", level, m, p.Diagram())
	}
	return m
}

func TestLevelNames(t *testing.T) {
	seen := map[string]bool{}
	for lv := 1; lv <= MaxLevel; lv++ {
		name := LevelName(lv)
		if name == "" || seen[name] {
			t.Errorf("level %d: name %q is empty or repeated", lv, name)
		}
		seen[name] = true
	}
	if LevelName(0) != "" || LevelName(MaxLevel+1) != "" {
		t.Error("levels out of range have names")
	}
}

// kingSafe reports whether, after m, the side that played it keeps its king out of capture.
func kingSafe(p *twelve.Position, m twelve.Move) bool {
	q := p.Clone()
	q.Make(m)
	us := p.SideToMove()
	return !q.Attacked(q.KingSquare(us), us^1)
}

// TestLevelsKeepTheKing checks that from level 3 up no level steps its king into capture, or leaves
// it there, when a move keeps it safe, in positions taken from random games. (A lost position may
// leave nothing better; the levels then play the longest defence, which TestLongestDefence checks.)
func TestLevelsKeepTheKing(t *testing.T) {
	e := NewEngine(8)
	tested := 0
	for _, p := range randomPositions(t, twelve.TwelveJanggi, 300, 3) {
		// Keep the positions where the king is at risk: some moves lose it, some do not.
		safe, unsafe := 0, 0
		for _, m := range p.LegalMoves(nil) {
			if kingSafe(p, m) {
				safe++
			} else {
				unsafe++
			}
		}
		if safe == 0 || unsafe < 2 || IsMate(search(t, p, Limits{Depth: 4, Exact: true}).Score) {
			continue // nothing to choose, or the result is known, which is another test's matter
		}
		tested++
		for lv := 3; lv <= MaxLevel; lv++ {
			for seed := range uint64(2) {
				if m := bestMove(t, e, p, lv, seed, 10*time.Millisecond); !kingSafe(p, m) {
					t.Errorf("level %d (seed %d) plays %v and loses the king\n%s", lv, seed, m, p.Diagram())
				}
			}
		}
		if tested == 15 {
			break
		}
	}
	if tested < 10 {
		t.Fatalf("only %d positions put the king at risk", tested)
	}
}

// TestEveryLevelTakesTheKing checks that a king left in capture is taken at every level.
func TestEveryLevelTakesTheKing(t *testing.T) {
	// Han's king stepped next to Cho's general; Cho has many other moves.
	p := mustParse(t, twelve.TwelveJanggi, "2e/1l1/1GC/EL1[Cg] w - - 0 5")
	e := NewEngine(8)
	for lv := 1; lv <= MaxLevel; lv++ {
		for seed := range uint64(5) {
			m := bestMove(t, e, p, lv, seed, 50*time.Millisecond)
			q := p.Clone()
			q.Make(m)
			if q.KingSquare(game.Han) != twelve.NoSquare {
				t.Errorf("level %d (seed %d) plays %v instead of taking the king", lv, seed, m)
			}
		}
	}
}

// TestBeginnerVariesItsMoves checks that level 1 is not a fixed function of the position: with
// different seeds it plays different moves, as a beginner would.
func TestBeginnerVariesItsMoves(t *testing.T) {
	p := twelve.NewPosition(twelve.TwelveJanggi)
	e := NewEngine(8)
	moves := map[twelve.Move]bool{}
	for seed := range uint64(20) {
		moves[bestMove(t, e, p, 1, seed, time.Second)] = true
	}
	if len(moves) < 3 {
		t.Errorf("level 1 plays only %v from the start in 20 games", moves)
	}
}

// TestStrongerLevelWins plays level 6 against level 1 with both colours: the stronger level must
// win every game, which a weak level 6 or a strong level 1 would not.
func TestStrongerLevelWins(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	weak, strong := NewEngine(4), NewEngine(4)
	for g := range 4 {
		strongSide := game.Color(g % 2)
		p := twelve.NewPosition(twelve.TwelveJanggi)
		weak.Seed(uint64(g))
		strong.Seed(uint64(g))
		for !p.Result().Over() {
			e, lv := weak, 1
			if p.SideToMove() == strongSide {
				e, lv = strong, 6
			}
			m, err := e.BestMove(context.Background(), p, lv, nil)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
		}
		if w, ok := p.Result().Outcome.Winner(); !ok || w != strongSide {
			t.Errorf("game %d: level 6 as %s: %s after %d plies\n%s", g, strongSide, p.Result(), p.Ply(), p.Diagram())
		}
	}
}

// TestLongestDefence checks that in a lost position every level from 3 up plays a move that loses
// as late as any, rather than one that gives the king up at once.
func TestLongestDefence(t *testing.T) {
	// Han's king on c2 reaches Cho's camp next move whatever Cho does; a2a3 also walks into the general.
	p := mustParse(t, twelve.TwelveJanggi, "g1e/1c1/LCl/E2[g] w - - 0 3")
	longest := search(t, p, Limits{Depth: 6, Exact: true}).Score
	if longest > -MateBound {
		t.Fatalf("the position is not lost: %s", FormatScore(longest))
	}
	e := NewEngine(8)
	for lv := 3; lv <= MaxLevel; lv++ {
		for seed := range uint64(3) {
			m := bestMove(t, e, p, lv, seed, 50*time.Millisecond)
			q := p.Clone()
			q.Make(m)
			// The search from q counts plies from q: one fewer than from p.
			if got := -search(t, q, Limits{Depth: 5, Exact: true}).Score + 1; got != longest {
				t.Errorf("level %d (seed %d) plays %v, which loses %s; the longest defence loses %s",
					lv, seed, m, FormatScore(got), FormatScore(longest))
			}
		}
	}
}

// TestLevelsGrowStronger checks the level table itself: every level is bounded in time, and going
// up a level never searches less deep or for less time, never chooses more at random, and never
// drops the safety net or the book, so that no setting makes a level weaker than the one below.
func TestLevelsGrowStronger(t *testing.T) {
	// depth 0 searches as deep as the time allows: deeper than any bound.
	depth := func(lv level) int {
		if lv.depth == 0 {
			return 1 << 30
		}
		return lv.depth
	}
	for n := 1; n <= MaxLevel; n++ {
		lv := levels[n]
		if lv.time <= 0 || lv.time > 2*time.Second {
			t.Errorf("level %d may think %v; want at most 2 s", n, lv.time)
		}
		if n == 1 {
			continue
		}
		below := levels[n-1]
		// Temperature 0 plays the best move: less random than any temperature.
		if depth(lv) < depth(below) || lv.time < below.time ||
			lv.temperature != 0 && (below.temperature == 0 || lv.temperature > below.temperature) ||
			below.safe && !lv.safe || below.book && !lv.book {
			t.Errorf("level %d %+v is set weaker than level %d %+v", n, lv, n-1, below)
		}
	}
	if levels[MaxLevel].temperature != 0 || levels[MaxLevel].depth != 0 || !levels[MaxLevel].book {
		t.Errorf("level %d is not the full search with the book: %+v", MaxLevel, levels[MaxLevel])
	}
}
