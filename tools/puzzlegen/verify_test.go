package main

import (
	"context"
	"testing"

	"janggi/ai"
	aitwelve "janggi/ai/twelve"
	"janggi/ai/uci"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/puzzle"
)

// The engine's side of the embedded puzzles' checks (package puzzle's own tests prove the mates
// and judge every line with no engine): the material and defence puzzles against this program's
// engine as the generator asks (verify), the Janggi and Xiangqi puzzles against Fairy-Stockfish,
// and the Twelve Janggi puzzles against Twelve Janggi's engine.

// TestEveryPuzzleAgreesWithTheEngine puts every embedded material and defence puzzle to the
// engine, as the generator did before it kept it (engineAgrees).
func TestEveryPuzzleAgreesWithTheEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	eng := ai.NewEngine(16)
	n := 0
	for _, p := range puzzle.All() {
		if p.Theme.MateIn() > 0 {
			continue
		}
		if err := engineAgrees(p, eng); err != nil {
			t.Errorf("puzzle %s (%s %s): %v", p.ID, p.Theme, p.FEN, err)
		}
		n++
	}
	if n == 0 {
		t.Error("no material or defence puzzle")
	}
}

// TestABrokenPuzzleIsCaughtByTheEngine gives the first material and defence puzzle of each game
// another first move, and wants verify to refuse it.
func TestABrokenPuzzleIsCaughtByTheEngine(t *testing.T) {
	eng := ai.NewEngine(16)
	type key struct {
		game  kind.Game
		theme puzzle.Theme
	}
	first := map[key]*puzzle.Puzzle{}
	for _, p := range puzzle.All() {
		if k := (key{p.Game(), p.Theme}); p.Theme.MateIn() == 0 && first[k] == nil {
			first[k] = p
		}
	}
	if len(first) != 4 {
		t.Errorf("material and defence puzzles of %d games and themes, want both themes of Janggi and Xiangqi", len(first))
	}
	for k, p := range first {
		q := *p
		for _, m := range p.Position().LegalMoves(nil) {
			if gm, _ := port.CoreMove[game.Move](m); m != p.Line[0] && !gm.IsPass() {
				q.Line = []port.Move{m}
				break
			}
		}
		if err := verify(&q, eng); err == nil {
			t.Errorf("puzzle %s (%s) with the first move %v passes", p.ID, k.theme, q.Line[0])
		}
	}
}

// TestPuzzlesAgreeWithFairyStockfish puts every embedded Janggi and Xiangqi puzzle to
// Fairy-Stockfish: at depth 12 for a mate, 10 for the others, it plays the first move of the
// solution, and for a mate in n it announces mate in n.
func TestPuzzlesAgreeWithFairyStockfish(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	c, err := uci.Start(testenv.FairyStockfish(t))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, p := range puzzle.All() {
		if p.Game() == kind.Twelve { // Fairy-Stockfish has no Twelve Janggi
			continue
		}
		if err := c.NewGame(); err != nil {
			t.Fatal(err)
		}
		depth := 10 // material and defence agree at 10, as at the generator's 12; a mate needs 12 to be seen whole
		if p.Theme.MateIn() > 0 {
			depth = 12
		}
		res, err := c.Search(context.Background(), corePosition(p), ai.Limits{Depth: depth}, nil)
		if err != nil {
			t.Fatalf("puzzle %s: %v", p.ID, err)
		}
		if port.MoveOf(res.Move) != p.Line[0] {
			t.Errorf("puzzle %s (%s %s): Fairy-Stockfish plays %v (%v), the solution %v", p.ID, p.Theme, p.FEN, res.Move, res.Score, p.Line[0])
			continue
		}
		if n := p.Theme.MateIn(); n > 0 && res.Score.MateIn() != n {
			t.Errorf("puzzle %s (%s %s): Fairy-Stockfish scores %v", p.ID, p.Theme, p.FEN, res.Score)
		}
	}
}

// TestTwelvePuzzlesAgreeWithTheEngine puts every Twelve Janggi puzzle to the Twelve Janggi
// engine's exact search (package ai/twelve, Limits.Exact: every score a proof), a search apart
// from the puzzles' own: it must play the line's first move and see the win within the plies the
// theme gives (the solver's n moves, and the reply after a king's step into the camp).
func TestTwelvePuzzlesAgreeWithTheEngine(t *testing.T) {
	eng := aitwelve.NewEngine(16)
	for _, p := range puzzle.Of(puzzle.All(), kind.Twelve) {
		n := p.Theme.MateIn()
		eng.NewGame()
		pos, _ := port.Core[*twelve.Position](p.Position())
		res, err := eng.Search(context.Background(), pos, aitwelve.Limits{Depth: 2*n + 1, Exact: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if plies := aitwelve.MatePlies(res.Score); port.MoveOf(res.Move) != p.Line[0] || plies < 2*n-1 || plies > 2*n {
			t.Errorf("puzzle %s (%s %s): the engine plays %v, %s; the solution %v", p.ID, p.Theme, p.FEN, res.Move, aitwelve.FormatScore(res.Score), p.Line[0])
		}
	}
}
