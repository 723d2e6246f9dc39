// Command twelvelab solves Twelve Janggi and Dobutsu, builds the opening books of package
// janggi/ai/twelve from the solutions, and measures the engine: against Fairy-Stockfish playing
// dobutsu, its levels against each other, and its moves against the solved game.
//
//	go run ./ai/twelve/cmd/twelvelab fsf [-movetime 100ms] [-games 120] [-log games.txt] [-db dobutsu.db]
//	go run ./ai/twelve/cmd/twelvelab levels [-games 20] [-variant twelve]
//	go run ./ai/twelve/cmd/twelvelab self -db twelve.db [-movetime 100ms] [-games 40]
//	go run ./ai/twelve/cmd/twelvelab solve -variant twelve -bits 29 -o twelve.db
//	go run ./ai/twelve/cmd/twelvelab accuracy -db twelve.db [-level 10] [-from games.txt]
//	go run ./ai/twelve/cmd/twelvelab book -db twelve.db -plies 8 -o twelve.book
//	go run ./ai/twelve/cmd/twelvelab tune -db twelve.db
//
// fsf plays the engine with the Dobutsu switch against /usr/games/fairy-stockfish (UCI_Variant
// dobutsu) at equal time per move, from every opening of three plies that neither side loses by
// force, each opening once with each colour, and prints wins, draws, losses and the Elo difference
// with its 95% confidence interval. levels plays each level against the next one up. With a
// database, fsf and self also count each player's moves that keep the position's solved value.
// The results are written up in docs/twelve-ai.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"janggi/ai/twelve/internal/book"
	"os"
	"slices"
	"strings"
	"time"

	"janggi/ai/twelve"
	"janggi/ai/uci"
	"janggi/game"
	rules "janggi/game/twelve"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: twelvelab fsf|levels|self|solve|accuracy|book|tune [flags]; twelvelab fsf -h for the flags")
		os.Exit(2)
	}
	modes := map[string]func(args []string) error{"fsf": runFSF, "levels": runLevels, "self": runSelf,
		"solve": runSolve, "accuracy": runAccuracy, "book": runBook, "tune": runTune}
	run, ok := modes[os.Args[1]]
	if !ok {
		run = func([]string) error {
			return fmt.Errorf("unknown mode %q: want fsf, levels, self, solve, accuracy, book or tune", os.Args[1])
		}
	}
	if err := run(os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "twelvelab:", err)
		os.Exit(1)
	}
}

// player chooses moves in one game.
type player interface {
	newGame() error
	move(pos *rules.Position, moves []string) (rules.Move, error)
}

// enginePlayer is our engine, searching for a fixed time (with or without the opening book, as
// the top levels play) or playing a level.
type enginePlayer struct {
	e        *twelve.Engine
	movetime time.Duration // used when level is 0
	book     bool          // with movetime: play the book's moves where it has them
	level    int
}

func (p *enginePlayer) newGame() error { p.e.NewGame(); return nil }

func (p *enginePlayer) move(pos *rules.Position, _ []string) (rules.Move, error) {
	if p.level > 0 {
		return p.e.BestMove(context.Background(), pos, p.level, nil)
	}
	if m, _, ok := twelve.BookMove(pos); ok && p.book {
		return m, nil
	}
	r, err := p.e.Search(context.Background(), pos, twelve.Limits{Time: p.movetime}, nil)
	return r.Move, err
}

// fsfPlayer is Fairy-Stockfish; it gets the game as the start FEN and the moves so far.
type fsfPlayer struct {
	u        *uci.Client
	movetime time.Duration
}

func (p *fsfPlayer) newGame() error { return p.u.NewGame() }

func (p *fsfPlayer) move(pos *rules.Position, moves []string) (rules.Move, error) {
	// The Debian build (Fairy-Stockfish 11.1) treats the dobutsu lion as royal: a move that leaves it
	// attacked is illegal there, and Fairy-Stockfish would ignore the moves from it on. Our rules
	// allow it (in a lost position it may be as good as any); the only sane answer is to take the
	// lion, which we play for Fairy-Stockfish.
	if k := pos.KingSquare(pos.SideToMove() ^ 1); pos.Attacked(k, pos.SideToMove()) {
		for _, m := range pos.LegalMoves(nil) {
			if m.To() == k {
				return m, nil
			}
		}
	}
	text, err := bestMove(p.u, rules.StartFEN(pos.Variant()), moves, p.movetime)
	if err != nil {
		return rules.NoMove, err
	}
	if text == "(none)" {
		// Fairy-Stockfish 11.1 reports checkmate where our rules let every move lose the lion next
		// ply; a shallow exact search plays one of those moves and the rules judge the game.
		r, err := twelve.NewEngine(1).Search(context.Background(), pos, twelve.Limits{Depth: 3, Exact: true}, nil)
		if err != nil || !twelve.IsMate(r.Score) {
			return rules.NoMove, fmt.Errorf("Fairy-Stockfish has no move in %s, which our rules do not find decided (our search: %s)", pos.FEN(), twelve.FormatScore(r.Score))
		}
		return r.Move, nil
	}
	m, err := pos.ParseMove(text)
	if err != nil {
		return rules.NoMove, fmt.Errorf("Fairy-Stockfish played %q: %v", text, err)
	}
	return m, nil
}

// play plays one game from the opening's moves and returns its result and moves. Games longer than
// maxPlies are drawn (dobutsu itself has no move limit). observe, if not nil, sees each move the
// players choose before it is made.
func play(v rules.Variant, opening []rules.Move, players [2]player, maxPlies int, observe func(*rules.Position, rules.Move) error) (game.Result, []string, error) {
	pos := rules.NewPosition(v)
	var moves []string
	for _, m := range opening {
		pos.Make(m)
		moves = append(moves, m.String())
	}
	for _, p := range players {
		if err := p.newGame(); err != nil {
			return game.Result{}, nil, err
		}
	}
	for len(moves) < maxPlies {
		if r := pos.Result(); r.Over() {
			return r, moves, nil
		}
		m, err := players[pos.SideToMove()].move(pos, moves)
		if err != nil {
			return game.Result{}, moves, err
		}
		if observe != nil {
			if err := observe(pos, m); err != nil {
				return game.Result{}, moves, err
			}
		}
		pos.Make(m)
		moves = append(moves, m.String())
	}
	return game.Result{Outcome: game.Draw, Reason: game.MoveLimit}, moves, nil
}

// openings returns every line of plies moves from the start that a shallow exact search does not
// find lost for either side, so that the games test play rather than the opening's blunders.
// No move of a line leaves its king attacked: Fairy-Stockfish 11.1 does not allow it.
func openings(v rules.Variant, plies int) ([][]rules.Move, error) {
	e := twelve.NewEngine(16)
	var out [][]rules.Move
	var walk func(p *rules.Position, line []rules.Move) error
	walk = func(p *rules.Position, line []rules.Move) error {
		if p.Result().Over() {
			return nil
		}
		if len(line) == plies {
			r, err := e.Search(context.Background(), p, twelve.Limits{Depth: 8, Exact: true}, nil)
			if err != nil {
				return err
			}
			if !twelve.IsMate(r.Score) {
				out = append(out, slices.Clone(line))
			}
			return nil
		}
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			if k := p.KingSquare(p.SideToMove() ^ 1); p.Attacked(k, p.SideToMove()) {
				p.Unmake()
				continue
			}
			err := walk(p, append(line, m))
			p.Unmake()
			if err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(rules.NewPosition(v), nil); err != nil {
		return nil, err
	}
	return out, nil
}

// points returns what the game gave the side c: 1, ½ or 0.
func points(r game.Result, c game.Color) float64 {
	w, ok := r.Outcome.Winner()
	switch {
	case !ok:
		return 0.5
	case w == c:
		return 1
	}
	return 0
}

func runFSF(args []string) error {
	fs := flag.NewFlagSet("fsf", flag.ContinueOnError)
	movetime := fs.Duration("movetime", 100*time.Millisecond, "time per move for each engine")
	games := fs.Int("games", 0, "number of games (0: every opening with both colours)")
	plies := fs.Int("plies", 3, "length of the openings")
	hash := fs.Int("hash", 64, "hash table of each engine, MB")
	path := fs.String("fsf", "/usr/games/fairy-stockfish", "Fairy-Stockfish binary")
	logPath := fs.String("log", "", "file to write each game's moves to (must not exist)")
	maxPlies := fs.Int("maxplies", rules.MaxPlies, "plies after which a game is drawn")
	noBook := fs.Bool("nobook", false, "search from the first move instead of playing the opening book")
	dbPath := fs.String("db", "", "dobutsu database (twelvelab solve -o): count the moves that lose value")
	verbose := fs.Bool("v", false, "with -db, print each move that loses value")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var d *db
	if *dbPath != "" {
		var err error
		if d, err = loadDB(*dbPath); err != nil {
			return err
		}
		if d.variant != rules.Dobutsu {
			return fmt.Errorf("%s is a %v database; the match is dobutsu", *dbPath, d.variant)
		}
	}
	u, err := startFSF(*path, *hash)
	if err != nil {
		return fmt.Errorf("Fairy-Stockfish: %v", err)
	}
	defer u.Close()
	log, err := openLog(*logPath)
	if err != nil {
		return err
	}
	defer log.Close()
	ours := &enginePlayer{e: twelve.NewEngine(*hash), movetime: *movetime, book: !*noBook}
	theirs := &fsfPlayer{u: u, movetime: *movetime}
	return match(rules.Dobutsu, *plies, *games, *maxPlies, [2]player{ours, theirs}, log, d, *verbose)
}

func runSelf(args []string) error {
	fs := flag.NewFlagSet("self", flag.ContinueOnError)
	movetime := fs.Duration("movetime", 100*time.Millisecond, "time per move")
	games := fs.Int("games", 0, "number of games (0: every opening with both colours)")
	plies := fs.Int("plies", 3, "length of the openings")
	dbPath := fs.String("db", "", "database of the variant (twelvelab solve -o): count the moves that lose value")
	verbose := fs.Bool("v", false, "with -db, print each move that loses value")
	logPath := fs.String("log", "", "file to write each game's moves to (must not exist)")
	d, err := parseWithDB(fs, args, dbPath, "self needs -db: the games measure the moves against it")
	if err != nil {
		return err
	}
	log, err := openLog(*logPath)
	if err != nil {
		return err
	}
	defer log.Close()
	a := &enginePlayer{e: twelve.NewEngine(64), movetime: *movetime, book: true}
	b := &enginePlayer{e: twelve.NewEngine(64), movetime: *movetime, book: true}
	return match(d.variant, *plies, *games, rules.MaxPlies, [2]player{a, b}, log, d, *verbose)
}

func runLevels(args []string) error {
	fs := flag.NewFlagSet("levels", flag.ContinueOnError)
	games := fs.Int("games", 20, "games per pair of levels")
	variantName := fs.String("variant", "twelve", "twelve or dobutsu")
	from := fs.Int("from", 1, "lowest level")
	to := fs.Int("to", twelve.MaxLevel-1, "highest level to play against the next one up")
	if err := fs.Parse(args); err != nil {
		return err
	}
	v, err := rules.ParseVariant(*variantName)
	if err != nil {
		return err
	}
	for lv := max(*from, 1); lv <= min(*to, twelve.MaxLevel-1); lv++ {
		lower := &enginePlayer{e: twelve.NewEngine(16), level: lv}
		upper := &enginePlayer{e: twelve.NewEngine(16), level: lv + 1}
		lower.e.Seed(uint64(lv))
		upper.e.Seed(uint64(lv + 100))
		fmt.Printf("level %d (%s) against level %d (%s):\n", lv, twelve.LevelName(lv), lv+1, twelve.LevelName(lv+1))
		if err := match(v, 2, *games, rules.MaxPlies, [2]player{lower, upper}, nopLog{}, nil, false); err != nil {
			return err
		}
	}
	return nil
}

// match plays games from the openings, players[0] taking Cho in the even games and Han in the odd
// ones, and prints each game and the tally from players[0]'s view. With a database d it also counts,
// for each player, the moves that keep the value of the position and those that lose it.
func match(v rules.Variant, plies, games, maxPlies int, players [2]player, log io.Writer, d *db, verbose bool) error {
	lines, err := openings(v, plies)
	if err != nil {
		return err
	}
	if games == 0 {
		games = 2 * len(lines)
	}
	var t tally
	// By player: every move, and the moves in positions the embedded opening book does not cover,
	// where a player that has the book must search too.
	var acc, outOfBook [2]accuracy
	for g := range games {
		line := lines[g/2%len(lines)]
		ourColor := game.Color(g % 2)
		seats := players
		if ourColor == game.Han {
			seats[0], seats[1] = players[1], players[0]
		}
		var observe func(*rules.Position, rules.Move) error
		if d != nil {
			observe = func(p *rules.Position, m rules.Move) error {
				who := 0
				if p.SideToMove() != ourColor {
					who = 1
				}
				if _, _, inBook := twelve.BookMove(p); !inBook {
					if _, err := score(d, p, m, &outOfBook[who]); err != nil {
						return err
					}
				}
				kept, err := score(d, p, m, &acc[who])
				if !kept && verbose {
					fmt.Printf("  player %d at ply %d: %s\n", who+1, p.Ply(), explain(d, p, m))
				}
				return err
			}
		}
		r, moves, err := play(v, line, seats, maxPlies, observe)
		if err != nil {
			return fmt.Errorf("game %d (%s): %v", g+1, strings.Join(moves, " "), err)
		}
		pts := points(r, ourColor)
		t.add(pts)
		fmt.Printf("game %3d as %s: %s %s in %d plies; %s\n", g+1, ourColor, r.Outcome, r.Reason, len(moves), t)
		fmt.Fprintf(log, "%s %s %s\n", ourColor, r.Outcome, strings.Join(moves, " "))
	}
	fmt.Println("result:", t)
	if d != nil {
		fmt.Println("moves of the first player:", acc[0])
		fmt.Println("  out of the book:", outOfBook[0])
		fmt.Println("moves of the second player:", acc[1])
		fmt.Println("  out of the book:", outOfBook[1])
	}
	return nil
}

type nopLog struct{}

func (nopLog) Write(b []byte) (int, error) { return len(b), nil }
func (nopLog) Close() error                { return nil }

// openLog creates the game log; it refuses to overwrite a file.
func openLog(path string) (io.WriteCloser, error) {
	if path == "" {
		return nopLog{}, nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, fmt.Errorf("game log: %v", err)
	}
	return f, nil
}

func runSolve(args []string) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	variantName := fs.String("variant", "twelve", "twelve or dobutsu")
	bits := fs.Uint("bits", 27, "log2 of the table's slots (10 bytes each)")
	out := fs.String("o", "", "file to save the database to (must not exist)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	v, err := rules.ParseVariant(*variantName)
	if err != nil {
		return err
	}
	if *bits < 10 || *bits > 34 {
		return fmt.Errorf("-bits %d: want 10 to 34", *bits)
	}
	d := newDB(v, *bits)
	stats, err := d.solve(book.StateOf(rules.NewPosition(v)), func(s string) { fmt.Println(s) })
	if errors.Is(err, errFull) {
		return fmt.Errorf("%v; try -bits %d", err, *bits+1)
	}
	if err != nil {
		return err
	}
	fmt.Printf("%v: %d positions (Cho to move, up to mirror image), %d won, %d lost, %d drawn for the side to move; longest win %d plies; forward pass %v, backward %v\n",
		v, stats.positions, stats.won, stats.lost, stats.positions-stats.won-stats.lost, stats.longest,
		stats.forward.Round(time.Second), stats.backward.Round(time.Second))
	status, plies, _ := d.lookup(book.StateOf(rules.NewPosition(v)))
	fmt.Printf("start position: %s\n", describe(status, plies))
	if *out != "" {
		return d.save(*out)
	}
	return nil
}

// describe says what a database value means for the side to move.
func describe(status uint16, plies int) string {
	switch status {
	case won:
		return fmt.Sprintf("the side to move wins in %d plies", plies)
	case lost:
		return fmt.Sprintf("the side to move loses in %d plies", plies)
	}
	return "draw"
}
