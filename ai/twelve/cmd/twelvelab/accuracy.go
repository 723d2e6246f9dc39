package main

import (
	"context"
	"flag"
	"fmt"
	"janggi/ai/twelve/internal/book"
	"janggi/internal/regfile"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"janggi/ai/twelve"
	"janggi/ai/uci"
	"janggi/game"
	rules "janggi/game/twelve"
)

// The accuracy mode measures how close to perfect a player is: in positions sampled from games,
// does its move keep the position's value as the solved database knows it? A won position must
// stay won, a drawn one must not become lost. Lost positions are left out: every move loses.

// moveValue returns what playing m in p leads to, from the mover's view: won, lost or unknown
// (a draw), and the distance of a win or loss in plies from p.
func moveValue(d *db, p *rules.Position, m rules.Move) (uint16, int, error) {
	mover := p.SideToMove()
	q := p.Clone()
	q.Make(m)
	if r := q.Result(); r.Over() && r.Reason != game.Repetition && r.Reason != game.MoveLimit {
		w, ok := r.Outcome.Winner()
		switch {
		case !ok:
			return unknown, 0, nil
		case w == mover:
			return won, 1, nil
		}
		return lost, 1, nil
	}
	status, plies, ok := d.lookup(book.StateOf(q))
	if !ok {
		return 0, 0, fmt.Errorf("%s is not in the database", q.FEN())
	}
	switch status {
	case won:
		return lost, plies + 1, nil
	case lost:
		return won, plies + 1, nil
	}
	return unknown, 0, nil
}

// samplePositions plays random games from the start and keeps undecided positions after a random
// number of plies (up to maxPlies), so that the sample covers openings, middle games and the long
// endings random play gets into. It keeps won and drawn positions alike, but not the ones the rules
// settle within a ply (a king to take: every player takes it), and it ends a game there, since the
// solver does not explore past them; filter says which positions to keep. Lost positions are kept
// only when withLost is set.
func samplePositions(d *db, n, maxPlies int, seed uint64, filter func(*rules.Position) bool, withLost bool) []*rules.Position {
	rng := rand.New(rand.NewPCG(seed, 3))
	seen := map[uint64]bool{}
	var out []*rules.Position
	open := func(p *rules.Position) bool {
		st := book.StateOf(p)
		_, _, trivial := settled(&st, d.variant)
		return !p.Result().Over() && !trivial
	}
	for len(out) < n {
		p := rules.NewPosition(d.variant)
		target := rng.IntN(maxPlies + 1)
		for range target {
			if !open(p) {
				break
			}
			moves := p.LegalMoves(nil)
			p.Make(moves[rng.IntN(len(moves))])
		}
		if !open(p) || seen[p.Hash()] || !filter(p) {
			continue
		}
		if status, _, _ := d.lookup(book.StateOf(p)); status == lost && !withLost {
			continue
		}
		seen[p.Hash()] = true
		q, err := rules.ParseFEN(d.variant, p.FEN()) // a player sees the position, not the game
		if err == nil {
			out = append(out, q)
		}
	}
	return out
}

// accuracy counts a player's moves that keep the value, per value of the position.
type accuracy struct {
	wonKept, won, drawKept, draw int
}

func (a accuracy) String() string {
	return fmt.Sprintf("won positions: %s kept the win; drawn positions: %s kept the draw; all: %s",
		rate(a.wonKept, a.won), rate(a.drawKept, a.draw), rate(a.wonKept+a.drawKept, a.won+a.draw))
}

// rate writes k of n as a percentage with its 95% Wilson interval.
func rate(k, n int) string {
	if n == 0 {
		return "0 of 0"
	}
	z, fn := 1.96, float64(n)
	p := float64(k) / fn
	centre := (p + z*z/(2*fn)) / (1 + z*z/fn)
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / (1 + z*z/fn)
	return fmt.Sprintf("%d of %d (%.1f%%, 95%% interval %.1f-%.1f%%)", k, n, 100*p, 100*(centre-half), 100*(centre+half))
}

func runAccuracy(args []string) error {
	fs := flag.NewFlagSet("accuracy", flag.ContinueOnError)
	dbPath := fs.String("db", "", "database written by twelvelab solve -o")
	n := fs.Int("n", 500, "positions to test")
	maxPlies := fs.Int("maxplies", 60, "random plies before a position is taken")
	movetime := fs.Duration("movetime", 100*time.Millisecond, "time per move")
	level := fs.Int("level", 0, "play this level instead of searching -movetime (1-10)")
	fsfPath := fs.String("fsf", "", "also measure this Fairy-Stockfish binary (dobutsu only)")
	seed := fs.Uint64("seed", 1, "seed of the random games")
	from := fs.String("from", "", "take the positions from this game log (written with -log) instead of random games, leaving out those in the opening book")
	verbose := fs.Bool("v", false, "print each position where a move loses value")
	bookPath := fs.String("book", "", "play the moves of this book (written by twelvelab book) where it has them")
	d, err := parseWithDB(fs, args, dbPath, "accuracy needs -db")
	if err != nil {
		return err
	}
	status, plies, _ := d.lookup(book.StateOf(rules.NewPosition(d.variant)))
	fmt.Printf("%v database: %d positions; start position: %s\n", d.variant, d.n, describe(status, plies))
	var fsf *uci.Client
	if *fsfPath != "" {
		if d.variant != rules.Dobutsu {
			return fmt.Errorf("-fsf needs a dobutsu database")
		}
		if fsf, err = startFSF(*fsfPath, 64); err != nil {
			return err
		}
		defer fsf.Close()
	}
	// Fairy-Stockfish 11.1 cannot take positions where the side to move could capture the king.
	filter := func(p *rules.Position) bool {
		return fsf == nil || !p.Attacked(p.KingSquare(p.SideToMove()^1), p.SideToMove())
	}
	var openings book.Book
	if *bookPath != "" {
		data, err := regfile.ReadFile(*bookPath)
		if err != nil {
			return err
		}
		if openings, err = book.Decode(data); err != nil {
			return err
		}
	}
	var positions []*rules.Position
	if *from != "" {
		if positions, err = logPositions(d, *from, *n, *seed, filter, false); err != nil {
			return err
		}
	} else {
		positions = samplePositions(d, *n, *maxPlies, *seed, filter, false)
	}
	// inBook counts the moves taken from -book; inBuiltin the positions the embedded book covers,
	// where the levels that play it (and so -level 9 and 10) answer without searching.
	inBook, inBuiltin := 0, 0
	e := twelve.NewEngine(64)
	e.Seed(*seed)
	var ours, theirs accuracy
	for i, p := range positions {
		e.NewGame()
		if _, _, ok := twelve.BookMove(p); ok {
			inBuiltin++
		}
		var m rules.Move
		if bm, _, _, ok := openings.Lookup(p); ok {
			m = bm
			inBook++
		} else if *level > 0 {
			m, err = e.BestMove(context.Background(), p, *level, nil)
		} else {
			var r twelve.Result
			r, err = e.Search(context.Background(), p, twelve.Limits{Time: *movetime}, nil)
			m = r.Move
		}
		if err != nil {
			return err
		}
		kept, err := score(d, p, m, &ours)
		if err != nil {
			return err
		}
		if !kept && *verbose {
			fmt.Println("engine:", explain(d, p, m))
		}
		if fsf != nil {
			if err := fsf.NewGame(); err != nil {
				return err
			}
			text, err := bestMove(fsf, p.FEN(), nil, *movetime)
			if err != nil {
				return err
			}
			fm, err := p.ParseMove(text)
			if err != nil {
				return fmt.Errorf("Fairy-Stockfish in %s: %v", p.FEN(), err)
			}
			kept, err := score(d, p, fm, &theirs)
			if err != nil {
				return err
			}
			if !kept && *verbose {
				fmt.Println("Fairy-Stockfish:", explain(d, p, fm))
			}
		}
		if (i+1)%100 == 0 {
			fmt.Printf("%d positions: engine %v\n", i+1, ours)
		}
	}
	fmt.Printf("engine (%d moves from -book; %d positions in the built-in book): %v\n", inBook, inBuiltin, ours)
	if fsf != nil {
		fmt.Println("Fairy-Stockfish:", theirs)
	}
	return nil
}

// score adds move m in p to a and reports whether m keeps the position's value.
func score(d *db, p *rules.Position, m rules.Move, a *accuracy) (bool, error) {
	before, _, ok := d.lookup(book.StateOf(p))
	if !ok {
		return false, fmt.Errorf("%s is not in the database", p.FEN())
	}
	after, _, err := moveValue(d, p, m)
	if err != nil {
		return false, err
	}
	switch before {
	case won:
		a.won++
		if after == won {
			a.wonKept++
			return true, nil
		}
	case unknown:
		a.draw++
		if after != lost {
			a.drawKept++
			return true, nil
		}
	default:
		return true, nil
	}
	return false, nil
}

// explain describes a move that loses value: the position, its value, the move's and the best.
func explain(d *db, p *rules.Position, m rules.Move) string {
	status, plies, _ := d.lookup(book.StateOf(p))
	after, afterPlies, _ := moveValue(d, p, m)
	best, bestText := -1<<30, ""
	for _, alt := range p.LegalMoves(nil) {
		v, n, err := moveValue(d, p, alt)
		if err != nil {
			continue
		}
		rank := map[uint16]int{won: 1000 - n, unknown: 0, lost: -1000 + n}[v]
		if rank > best {
			best, bestText = rank, fmt.Sprintf("%v (%s)", alt, describe(v, n))
		}
	}
	return fmt.Sprintf("%s: %s; played %v (%s); best %s", p.FEN(), describe(status, plies), m, describe(after, afterPlies), bestText)
}

// logPositions returns n positions drawn at random from the games of a log (lines of colour,
// result and moves, as match writes them) that filter keeps: positions won or drawn for the side
// to move that the opening book does not cover, or with everything set any undecided position.
func logPositions(d *db, path string, n int, seed uint64, filter func(*rules.Position) bool, everything bool) ([]*rules.Position, error) {
	data, err := regfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	seen := map[uint64]bool{}
	var found []*rules.Position
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			return nil, fmt.Errorf("%s:%d: want a colour, a result and moves", path, i+1)
		}
		p := rules.NewPosition(d.variant)
		for _, text := range f[2:] {
			m, err := p.ParseMove(text)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
			}
			p.Make(m)
			if p.Result().Over() || seen[p.Hash()] {
				continue
			}
			seen[p.Hash()] = true
			if _, _, inBook := twelve.BookMove(p); inBook && !everything || !filter(p) {
				continue
			}
			if status, _, ok := d.lookup(book.StateOf(p)); !ok || status == lost && !everything {
				continue
			}
			q, err := rules.ParseFEN(d.variant, p.FEN())
			if err != nil {
				return nil, err
			}
			found = append(found, q)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 4))
	rng.Shuffle(len(found), func(i, j int) { found[i], found[j] = found[j], found[i] })
	return found[:min(n, len(found))], nil
}
