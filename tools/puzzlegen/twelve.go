package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	aitwelve "janggi/ai/twelve"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/puzzle"
)

// Twelve Janggi's puzzles (-variant twelve): wins in 1, 2 or 3 moves with a unique fastest first
// move, from games of the Twelve Janggi engine against itself at low levels (which blunder). The
// engine's exact search (Limits.Exact: every score a proof) finds candidates; puzzle's exact
// search over the rules core proves each (puzzle.Verify, what the tests check) before it
// is kept. The puzzles go to their own file (puzzle/twelve.txt by default).

// twelveGen makes Twelve Janggi puzzles.
type twelveGen struct {
	eng  *aitwelve.Engine
	rng  *rand.Rand
	seen map[string]bool
	next int
	out  io.Writer
	kept map[puzzle.Theme]int
}

// runTwelve plays games until games are played or limit has passed, writing puzzles to outPath.
func runTwelve(games int, limit time.Duration, seed uint64, outPath string) error {
	g := &twelveGen{eng: aitwelve.NewEngine(16), rng: rand.New(rand.NewPCG(seed, 12)), seen: map[string]bool{}, kept: map[puzzle.Theme]int{}}
	next, err := readExisting(outPath, "T", g.seen)
	if err != nil {
		return err
	}
	g.next = next
	f, err := os.OpenFile(outPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	g.out = f
	start := time.Now()
	fmt.Fprintf(os.Stderr, "puzzlegen: seed %d, twelve\n", seed)
	for i := 1; i <= games && (limit == 0 || time.Since(start) < limit); i++ {
		n, plies := g.playGame()
		fmt.Fprintf(os.Stderr, "game %d: %d plies, %d puzzles; %v, kept so far %v\n", i, plies, n, time.Since(start).Round(time.Second), g.kept)
	}
	return nil
}

// playGame plays one game, each side at a level of its own from 1 to 6, from the start after
// 2 to 5 random plies, and takes puzzles from it (at most three of a theme).
func (g *twelveGen) playGame() (kept, plies int) {
	pos := twelve.NewPosition(twelve.TwelveJanggi)
	for range 2 + g.rng.IntN(4) {
		ms := pos.LegalMoves(nil)
		if len(ms) == 0 || pos.Result().Over() {
			break
		}
		pos.Make(ms[g.rng.IntN(len(ms))])
	}
	levels := [2]int{1 + g.rng.IntN(6), 1 + g.rng.IntN(6)}
	g.eng.NewGame()
	g.eng.Seed(g.rng.Uint64())
	got := map[puzzle.Theme]int{}
	for ply := 0; ply < 150 && !pos.Result().Over(); ply++ {
		if p := g.candidate(pos); p != nil && got[p.Theme] < perGame {
			g.keep(p)
			got[p.Theme]++
			kept++
		}
		m, err := g.eng.BestMove(context.Background(), pos, levels[pos.SideToMove()], nil)
		if err != nil || m == twelve.NoMove {
			break
		}
		pos.Make(m)
		plies = ply + 1
	}
	return kept, plies
}

// candidate returns a puzzle of pos when the side to move wins in 1 to 3 moves with one fastest
// first move, proven exactly; nil otherwise, and when the opposing king may simply be taken.
func (g *twelveGen) candidate(pos *twelve.Position) *puzzle.Puzzle {
	if g.seen[key(pos.FEN())] || pos.Result().Over() {
		return nil
	}
	if k := pos.KingSquare(pos.SideToMove() ^ 1); k != twelve.NoSquare && pos.Attacked(k, pos.SideToMove()) {
		return nil // the opponent left its king to be taken: no puzzle
	}
	g.eng.NewGame()
	res, err := g.eng.Search(context.Background(), pos, aitwelve.Limits{Depth: 6, Exact: true}, nil)
	if err != nil || aitwelve.MatePlies(res.Score) <= 0 || aitwelve.MatePlies(res.Score) > 6 {
		return nil
	}
	pos = pos.Clone()
	for n := 1; n <= 3; n++ {
		ms, err := puzzle.WinningMoves(port.PositionOf(pos), n, puzzle.DefaultBudget/4)
		if err != nil || len(ms) > 1 {
			return nil
		}
		if len(ms) == 1 {
			return g.line(pos, ms[0], n)
		}
	}
	return nil
}

// line makes the puzzle whose first move first wins in n: the longest defence, then a winning
// move, to the end; checked by puzzle.Verify.
func (g *twelveGen) line(pos *twelve.Position, first port.Move, n int) *puzzle.Puzzle {
	line, err := puzzle.WinningLine(port.PositionOf(pos), first, n, puzzle.DefaultBudget)
	if err != nil {
		return nil
	}
	p := &puzzle.Puzzle{Rules: port.PositionOf(pos).Rules(), FEN: pos.FEN(), Theme: []puzzle.Theme{puzzle.Mate1, puzzle.Mate2, puzzle.Mate3}[n-1], Line: line}
	p.Rating = twelveRating(pos, p)
	if err := puzzle.Verify(p); err != nil {
		fmt.Fprintf(os.Stderr, "  dropped (%s: %v): %s\n", p.Theme, err, p.FEN)
		return nil
	}
	return p
}

// keep numbers p and writes it.
func (g *twelveGen) keep(p *puzzle.Puzzle) {
	p.ID = fmt.Sprintf("T%04d", g.next)
	g.next++
	g.seen[key(p.FEN)] = true
	g.kept[p.Theme]++
	fmt.Fprintln(g.out, p.Format())
	fmt.Fprintf(os.Stderr, "  kept %s\n", p.Format())
}

// twelveRating estimates a Twelve Janggi puzzle's difficulty: by its length, more for a first
// move that takes nothing (a drop or a quiet step), and for many moves to choose from.
func twelveRating(pos *twelve.Position, p *puzzle.Puzzle) int {
	base := map[puzzle.Theme]int{puzzle.Mate1: 700, puzzle.Mate2: 1150, puzzle.Mate3: 1550}[p.Theme]
	m, _ := port.CoreMove[twelve.Move](p.Line[0])
	if m.IsDrop() || pos.PieceAt(m.To()) == twelve.NoPiece {
		base += 150
	}
	base += (len(pos.LegalMoves(nil)) - 12) * 5
	return min(max(base, 400), 2400)
}
