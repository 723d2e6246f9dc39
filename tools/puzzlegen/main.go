// Command puzzlegen makes the window's tactics puzzles (package puzzle's puzzles.txt) from the
// project's own engine games. It plays games of the engine (package ai) against itself, at
// mixed strengths so that one side slips now and then, and looks at every position of them for
// a move that wins at once:
//
//   - a checkmate in 1, 2 or 3 moves: the engine's search finds it, and the exact win search of
//     package puzzle (the rules core's own result, every ending of the rules with a winner:
//     nothing estimated) proves it, finds the fewest moves a win takes, and keeps the puzzle
//     only when exactly one first move wins that fast;
//     the line is the longest defence and a mating answer to it;
//   - winning material: the engine's best move, confirmed by a deeper search (two best lines),
//     leaves the solver at least a horse's worth ahead within its line (the side to move was not
//     ahead before), and every other first move is at least 3 soldiers (300) worse; a second
//     move of the solver's in the line must be as clear;
//   - a defence: the position is about level, and every move but one loses at least 400 (a
//     threat of mate or of material that only one move meets; a pass is one of the moves).
//
// A position already in the file, or seen before in this run, is not taken again, and a game
// gives at most three puzzles of each theme. With -fsf, every kept puzzle is put to Fairy-Stockfish
// (UCI_Variant janggi or xiangqi) at a fixed depth too, and dropped when it prefers another first
// move or does not see the mate or the gain. The puzzles are appended to -out (made if missing),
// numbered on from its last ID, so a run can be stopped at any time and started again to add
// more. Before a puzzle is kept it must pass verify (puzzle.Verify and the engine's agreement,
// verify.go), the check the tests make of every embedded puzzle. Every game and every puzzle kept is logged on standard error. -prune plays no
// games: it checks the file's puzzles again and drops those that fail (after a change of the
// engine, say).
//
//	go run ./tools/puzzlegen -games 40 -out puzzle/puzzles.txt -fsf /usr/games/fairy-stockfish
//	nice -n 10 go run ./tools/puzzlegen -variant xiangqi -time 10m -seed 7
//	nice -n 10 go run ./tools/puzzlegen -variant twelve -time 10m
//
// Twelve Janggi's puzzles (-variant twelve) are wins in 1 to 3 moves, proven exactly, from games
// of its own engine (twelve.go).
//
// The puzzles' solutions are checked again by the tests: package puzzle's (go test ./puzzle) prove
// the mates and judge every line, this command's (go test ./tools/puzzlegen) put the material and
// defence puzzles to the engine and every puzzle to Fairy-Stockfish.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"janggi/ai"
	"janggi/ai/uci"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/internal/regfile"
	"janggi/puzzle"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "puzzlegen:", err)
		os.Exit(1)
	}
}

type gen struct {
	rules    *game.Rules
	game     string // janggi or xiangqi, as puzzles.txt names it
	prefix   string // of the IDs: J or X
	eng      *ai.Engine
	deep     *ai.Engine
	rng      *rand.Rand
	playN    int64       // nodes a self-play move
	scanN    int64       // nodes of the deeper search that confirms a candidate
	mu       *sync.Mutex // guards what the workers share: seen, next, out, fsf, kept
	seen     map[string]bool
	next     *int // the next ID's number
	out      io.Writer
	fsf      *uci.Client
	fsfDepth int
	kept     map[puzzle.Theme]int
}

func run() error {
	games := flag.Int("games", 20, "games to play")
	limit := flag.Duration("time", 0, "stop after this long (0: after -games)")
	variant := flag.String("variant", "janggi", "janggi (standard rules), xiangqi, or twelve (Twelve Janggi's wins in 1-3, to puzzle/twelve.txt; see twelve.go)")
	outPath := flag.String("out", "puzzle/puzzles.txt", "the puzzle file to add to (made if missing)")
	seed := flag.Uint64("seed", uint64(time.Now().UnixNano()), "random seed (openings, strengths)")
	playNodes := flag.Int64("play-nodes", 3000, "nodes per self-play move")
	scanNodes := flag.Int64("confirm-nodes", 200000, "nodes of the deeper search that confirms a puzzle")
	workers := flag.Int("workers", 1, "games played at once")
	fsfPath := flag.String("fsf", "", "Fairy-Stockfish's path: check every puzzle with it too (\"\": do not)")
	fsfDepth := flag.Int("fsf-depth", 12, "Fairy-Stockfish's depth for the check (the tests' depth)")
	prune := flag.Bool("prune", false, "play no games: check every puzzle of -out again (puzzle.Verify and the engine, and -fsf) and write the file back without those that fail")
	flag.Parse()

	g := &gen{game: *variant, rng: rand.New(rand.NewPCG(*seed, 0x9e3779b97f4a7c15)), playN: *playNodes, scanN: *scanNodes,
		seen: map[string]bool{}, mu: new(sync.Mutex), next: new(int), fsfDepth: *fsfDepth, kept: map[puzzle.Theme]int{}}
	switch *variant {
	case "twelve": // its own puzzles, file and engine (twelve.go)
		if *outPath == "puzzle/puzzles.txt" {
			*outPath = "puzzle/twelve.txt"
		}
		return runTwelve(*games, *limit, *seed, *outPath)
	case "janggi":
		g.rules, g.prefix = game.Standard(), "J"
	case "xiangqi":
		g.rules, g.prefix = game.MustPreset("xiangqi"), "X"
	default:
		return fmt.Errorf("-variant %q: want janggi, xiangqi or twelve", *variant)
	}
	if *prune {
		return g.prune(*outPath, *fsfPath)
	}
	next, err := readExisting(*outPath, g.prefix, g.seen)
	if err != nil {
		return err
	}
	*g.next = next
	f, err := os.OpenFile(*outPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	g.out = f
	if *fsfPath != "" {
		if g.fsf, err = startFSF(*fsfPath); err != nil {
			return fmt.Errorf("-fsf: %w", err)
		}
		defer g.fsf.Close()
	}
	start := time.Now()
	fmt.Fprintf(os.Stderr, "puzzlegen: seed %d, %s, %d workers\n", *seed, *variant, *workers)
	var wg sync.WaitGroup
	var played atomic.Int64
	errs := make(chan error, *workers)
	for w := range *workers {
		wk := *g
		wk.eng, wk.deep = ai.NewEngine(32), ai.NewEngine(64)
		wk.rng = rand.New(rand.NewPCG(*seed, uint64(w)))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := played.Add(1)
				if i > int64(*games) || (*limit > 0 && time.Since(start) > *limit) {
					return
				}
				n, plies, err := wk.playGame()
				if err != nil {
					errs <- err
					return
				}
				g.mu.Lock()
				fmt.Fprintf(os.Stderr, "game %d: %d plies, %d puzzles; %v, kept so far %v\n", i, plies, n, time.Since(start).Round(time.Second), g.kept)
				g.mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// readExisting reads the puzzles already in path (none when there is no file): their positions
// are marked in seen, not to be taken again, and the returned number follows the last of the IDs
// that begin with prefix.
func readExisting(path, prefix string, seen map[string]bool) (next int, err error) {
	data, err := regfile.ReadFile(path)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return 0, err
	}
	ps, err := puzzle.Parse(string(data))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	next = 1
	for _, p := range ps {
		seen[key(p.FEN)] = true
		if n, err := strconv.Atoi(strings.TrimPrefix(p.ID, prefix)); err == nil && n >= next {
			next = n + 1
		}
	}
	return next, nil
}

// perGame is the most puzzles of one theme a game gives.
const perGame = 3

// key is a position without its move counters.
func key(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 2 {
		f = f[:2]
	}
	return strings.Join(f, " ")
}

// playGame plays one game and takes puzzles from it.
func (g *gen) playGame() (kept, plies int, err error) {
	ctx := context.Background()
	var pos *game.Position
	if g.rules.Game == kind.Janggi {
		ss := game.Setups()
		pos = game.NewPosition(g.rules, ss[g.rng.IntN(len(ss))], ss[g.rng.IntN(len(ss))])
	} else {
		pos = game.NewPosition(g.rules, game.HEEH, game.HEEH)
	}
	// a few random plies, then each side at a strength of its own: full (0) or a level that slips
	for range 4 + g.rng.IntN(5) {
		ms := pos.LegalMoves(nil)
		var quiet []game.Move
		for _, m := range ms {
			if !m.IsPass() && pos.At(m.To()) == game.NoPiece {
				quiet = append(quiet, m)
			}
		}
		if len(quiet) == 0 {
			break
		}
		pos.Make(quiet[g.rng.IntN(len(quiet))])
	}
	levels := [2]int{}
	choices := []int{0, 0, 5, 6, 7}
	for c := range levels {
		levels[c] = choices[g.rng.IntN(len(choices))]
	}
	if err := g.eng.NewGame(); err != nil {
		return 0, 0, err
	}
	got := map[puzzle.Theme]int{}
	for ply := 0; ply < 200 && !pos.Result().Over(); ply++ {
		lim := ai.Limits{Nodes: g.playN, Level: levels[pos.SideToMove()]}
		res, err := g.eng.Search(ctx, pos, lim, nil)
		if err != nil {
			return kept, ply, err
		}
		if pos.Ply() >= 12 {
			// the full-strength side's score says when there may be something; a slipping side's
			// score is from a shallower search, so look after its moves too
			if p := g.candidate(pos, res, got); p != nil {
				kept++
				got[p.Theme]++
			}
		}
		if res.Move == game.NoMove {
			break
		}
		pos.Make(res.Move)
		plies = ply + 1
	}
	return kept, plies, nil
}

// candidate looks at pos, where a search gave res, for a puzzle, and writes it when it is one.
func (g *gen) candidate(pos *game.Position, res ai.Result, got map[puzzle.Theme]int) *puzzle.Puzzle {
	g.mu.Lock()
	seen := g.seen[key(pos.FEN())]
	g.mu.Unlock()
	if seen || pos.Result().Over() {
		return nil
	}
	sc := res.Score
	var p *puzzle.Puzzle
	switch {
	case sc.IsMate() && sc.MateIn() >= 1 && sc.MateIn() <= 3 && got[[]puzzle.Theme{puzzle.Mate1, puzzle.Mate2, puzzle.Mate3}[sc.MateIn()-1]] < perGame:
		// a second mating first move by the engine's two best lines is no puzzle: the exact
		// search is spent only on the others
		if q, err := g.quickLines(pos); err == nil && len(q) == 2 && q[1].Score.IsMate() && q[1].Score.MateIn() > 0 && q[1].Score.MateIn() <= sc.MateIn() {
			return nil
		}
		p = g.mate(pos)
	case sc >= 250 && !sc.IsMate() && got[puzzle.Material] < perGame:
		p = g.material(pos)
	case sc > -200 && sc < 250 && got[puzzle.Defence] < perGame && pos.CountLegalMoves() >= 6:
		p = g.defence(pos)
	}
	if p == nil || got[p.Theme] >= perGame {
		return nil
	}
	if err := verify(p, g.deep); err != nil { // what the tests will ask of it
		fmt.Fprintf(os.Stderr, "  dropped (%s: %v): %s\n", p.Theme, err, p.FEN)
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.seen[key(p.FEN)] {
		return nil
	}
	if g.fsf != nil {
		if why := g.fsfAgrees(p); why != "" {
			fmt.Fprintf(os.Stderr, "  dropped (%s: Fairy-Stockfish %s): %s\n", p.Theme, why, p.FEN)
			return nil
		}
	}
	p.ID = fmt.Sprintf("%s%04d", g.prefix, *g.next)
	*g.next++
	g.seen[key(p.FEN)] = true
	fmt.Fprintln(g.out, p.Format())
	fmt.Fprintf(os.Stderr, "  kept %s\n", p.Format())
	g.kept[p.Theme]++
	return p
}

// mate proves a mate in 1 to 3 with the exact search and keeps it when its first move is the
// only one that mates that fast.
func (g *gen) mate(pos *game.Position) *puzzle.Puzzle {
	at := port.PositionOf(pos.Clone())
	for n := 1; n <= 3; n++ {
		ms, err := puzzle.WinningMoves(at, n, puzzle.DefaultBudget/4)
		if err != nil {
			return nil
		}
		if len(ms) == 0 {
			continue
		}
		if len(ms) > 1 {
			return nil // not unique
		}
		line, err := puzzle.WinningLine(at, ms[0], n, puzzle.DefaultBudget)
		if err != nil {
			return nil
		}
		p := &puzzle.Puzzle{Rules: at.Rules(), FEN: pos.FEN(), Theme: []puzzle.Theme{puzzle.Mate1, puzzle.Mate2, puzzle.Mate3}[n-1], Line: line}
		p.Rating = rating(pos, p)
		return p
	}
	return nil
}

// lines returns the best two lines of pos by the deeper search.
func (g *gen) lines(pos *game.Position) ([]ai.Line, error) { return g.linesN(pos, g.scanN) }

// quickLines returns the best two lines of pos by a search of a tenth of the deeper one's nodes:
// the sieve before it.
func (g *gen) quickLines(pos *game.Position) ([]ai.Line, error) { return g.linesN(pos, g.scanN/10) }

func (g *gen) linesN(pos *game.Position, nodes int64) ([]ai.Line, error) {
	if err := g.deep.NewGame(); err != nil {
		return nil, err
	}
	res, err := g.deep.Search(context.Background(), pos, ai.Limits{Nodes: nodes, MultiPV: 2}, nil)
	if err != nil {
		return nil, err
	}
	return res.Lines, nil
}

// material keeps a move that wins at least a horse's worth, when it is clearly the only one.
func (g *gen) material(pos *game.Position) *puzzle.Puzzle {
	if balance(pos, pos.SideToMove()) > 2 {
		return nil // already ahead: no puzzle
	}
	if q, err := g.quickLines(pos); err != nil || len(q) < 2 || q[0].Score < 200 || q[1].Score > q[0].Score-200 {
		return nil
	}
	ls, err := g.lines(pos)
	if err != nil || len(ls) < 2 || len(ls[0].PV) < 2 {
		return nil
	}
	best, second := ls[0].Score, ls[1].Score
	if best.IsMate() || best < 250 || second > best-300 || second > 150 {
		return nil
	}
	me := pos.SideToMove()
	before := balance(pos, me)
	gain := func(n int) int {
		c := pos.Clone()
		for _, m := range ls[0].PV[:min(n, len(ls[0].PV))] {
			c.Make(m)
		}
		return balance(c, me) - before
	}
	p := &puzzle.Puzzle{Rules: port.PositionOf(pos).Rules(), FEN: pos.FEN(), Theme: puzzle.Material}
	switch {
	case gain(2) >= 4 && (len(ls[0].PV) < 4 || gain(4) >= 4):
		p.Line = portLine(ls[0].PV[:1])
	case len(ls[0].PV) >= 4 && gain(4) >= 4 && gain(3) >= 4:
		// the solver's second move must be as clear as the first
		c := pos.Clone()
		c.Make(ls[0].PV[0])
		c.Make(ls[0].PV[1])
		l2, err := g.lines(c)
		if err != nil || len(l2) < 2 || len(l2[0].PV) == 0 || l2[0].PV[0] != ls[0].PV[2] || l2[1].Score > l2[0].Score-300 {
			return nil
		}
		p.Line = portLine(ls[0].PV[:3])
	default:
		return nil
	}
	p.Rating = rating(pos, p)
	return p
}

// defence keeps a level position where every move but one loses at least 400.
func (g *gen) defence(pos *game.Position) *puzzle.Puzzle {
	if q, err := g.linesN(pos, g.scanN/40); err != nil || len(q) < 2 || q[1].Score > q[0].Score-300 {
		return nil
	}
	ls, err := g.lines(pos)
	if err != nil || len(ls) < 2 || len(ls[0].PV) == 0 {
		return nil
	}
	best, second := ls[0].Score, ls[1].Score
	if best.IsMate() || best < -200 || best > 250 || second > best-400 {
		return nil
	}
	p := &puzzle.Puzzle{Rules: port.PositionOf(pos).Rules(), FEN: pos.FEN(), Theme: puzzle.Defence, Line: portLine(ls[0].PV[:1])}
	p.Rating = rating(pos, p)
	return p
}

// value is a piece's worth in soldiers for the material test (Janggi's counting points, rounded;
// Xiangqi's usual values).
func value(r *game.Rules, t game.PieceType) int {
	xq := r.Game == kind.Xiangqi
	switch t {
	case game.Chariot:
		if xq {
			return 9
		}
		return 13
	case game.Cannon:
		if xq {
			return 4
		}
		return 7
	case game.Horse:
		if xq {
			return 4
		}
		return 5
	case game.Elephant, game.Guard:
		return 3
	case game.Soldier:
		return 2
	}
	return 0
}

// balance returns c's material minus the other side's, in soldiers.
func balance(pos *game.Position, c game.Color) int {
	n := 0
	for s := game.Square(0); s < game.SquareCount; s++ {
		pc := pos.At(s)
		if pc == game.NoPiece {
			continue
		}
		v := value(pos.Rules(), pc.Type())
		if pc.Color() == c {
			n += v
		} else {
			n -= v
		}
	}
	return n
}

// rating estimates a puzzle's difficulty: by theme and length, more for a first move that is
// neither a check nor a capture, and for many legal moves to choose from.
func rating(pos *game.Position, p *puzzle.Puzzle) int {
	base := map[puzzle.Theme]int{puzzle.Mate1: 900, puzzle.Mate2: 1350, puzzle.Mate3: 1700, puzzle.Material: 1150, puzzle.Defence: 1450}[p.Theme]
	if p.Theme == puzzle.Material && len(p.Line) > 1 {
		base += 250
	}
	m, _ := port.CoreMove[game.Move](p.Line[0])
	quiet := m.IsPass() || (!pos.GivesCheck(m) && pos.At(m.To()) == game.NoPiece)
	if quiet {
		base += 200
	}
	if !m.IsPass() && pos.At(m.To()) != game.NoPiece && value(pos.Rules(), pos.At(m.To()).Type()) < value(pos.Rules(), pos.At(m.From()).Type()) {
		base += 50 // takes with the more valuable piece
	}
	base += (pos.CountLegalMoves() - 30) * 3
	return min(max(base, 400), 2600)
}

// startFSF starts Fairy-Stockfish at path through the shared UCI client (janggi/ai/uci), on one
// thread; the client sets the variant of each position it is asked about.
func startFSF(path string) (*uci.Client, error) {
	c, err := uci.Start(path)
	if err != nil {
		return nil, err
	}
	if err := c.SetOption("Threads", "1"); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// fsfAgrees returns "" when Fairy-Stockfish at its depth plays the puzzle's first move and sees
// the mate (a mate theme) or a winning score (material), or at least a level one (defence), else
// what it said.
func (g *gen) fsfAgrees(p *puzzle.Puzzle) string {
	if err := g.fsf.NewGame(); err != nil {
		return err.Error()
	}
	res, err := g.fsf.Search(context.Background(), corePosition(p), ai.Limits{Depth: g.fsfDepth}, nil)
	switch {
	case err != nil:
		return err.Error()
	case port.MoveOf(res.Move) != p.Line[0]:
		return fmt.Sprintf("plays %v, score %v", res.Move, res.Score)
	case p.Theme.MateIn() > 0 && res.Score.MateIn() != p.Theme.MateIn(),
		p.Theme == puzzle.Material && !res.Score.IsMate() && res.Score < 150:
		return "scores " + res.Score.String()
	}
	return ""
}

// prune checks every puzzle of path again and writes the file back without those that fail.
func (g *gen) prune(path, fsfPath string) error {
	data, err := regfile.ReadFile(path)
	if err != nil {
		return err
	}
	if fsfPath != "" {
		if g.fsf, err = startFSF(fsfPath); err != nil {
			return fmt.Errorf("-fsf: %w", err)
		}
		defer g.fsf.Close()
	}
	eng := ai.NewEngine(64)
	var out []string
	dropped := 0
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		ps, err := puzzle.Parse(line)
		if err != nil {
			return err
		}
		if len(ps) == 1 {
			p := ps[0]
			why := ""
			if err := verify(p, eng); err != nil {
				why = err.Error()
			} else if g.fsf != nil {
				why = g.fsfAgrees(p)
			}
			if why != "" {
				fmt.Fprintf(os.Stderr, "dropped %s (%s): %s\n", p.ID, p.Theme, why)
				dropped++
				continue
			}
		}
		out = append(out, line)
	}
	fmt.Fprintf(os.Stderr, "%d dropped, %d lines kept\n", dropped, len(out))
	return os.WriteFile(path, []byte(strings.Join(out, "\n")+"\n"), 0o644)
}
