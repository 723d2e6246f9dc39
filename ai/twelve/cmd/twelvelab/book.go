package main

import (
	"flag"
	"fmt"
	"os"

	"janggi/ai/twelve/internal/book"
	"janggi/game"
	rules "janggi/game/twelve"
)

// buildBook returns the book of every undecided position within plies plies of the start (the
// ones the rules do not settle within a ply, as in the database) and, up to deep plies, of the
// positions a side meets when it plays the book's moves and its opponent plays anything (its
// repertoire), each with the move that keeps its value best:
//
//   - won: the quickest win;
//   - drawn: the drawing move after which the opponent has the most replies that lose;
//   - lost: the slowest loss, and of those the one after which the opponent has the most replies
//     that do not win.
func buildBook(d *db, plies, deep int, progress func(string)) (book.Book, error) {
	entries := map[uint64]book.Entry{}
	for _, side := range []game.Color{game.Cho, game.Han} {
		root := book.StateOf(rules.NewPosition(d.variant))
		seen := map[uint64]bool{canonical(root): true}
		frontier := []book.State{root}
		for ply := 0; ply <= deep && len(frontier) > 0; ply++ {
			var next []book.State
			add := func(s book.State) {
				if _, _, ok := settled(&s, d.variant); ok {
					return
				}
				if k := canonical(s); !seen[k] {
					seen[k] = true
					next = append(next, s)
				}
			}
			for _, st := range frontier {
				whole := ply <= plies
				if !whole && st.Side != side {
					// The opponent's move: follow all of them.
					successors(st, d.variant, func(s book.State, o outcome) {
						if o == goesOn {
							add(s)
						}
					})
					continue
				}
				key, _ := book.Canonical(st)
				e, ok := entries[key]
				if !ok {
					var err error
					if e, err = bookEntry(d, st); err != nil {
						return nil, err
					}
					entries[key] = e
				}
				successors(st, d.variant, func(s book.State, o outcome) {
					if o == goesOn && (whole || book.Successor(st, e) == s) {
						add(s)
					}
				})
			}
			frontier = next
			if progress != nil {
				progress(fmt.Sprintf("%v's repertoire, ply %d: %d positions next, %d in the book", side, ply, len(next), len(entries)))
			}
		}
	}
	all := make([]book.Entry, 0, len(entries))
	for _, e := range entries {
		all = append(all, e)
	}
	return book.New(all), nil
}

// bookEntry chooses the move of the undecided position st, in its canonical form.
func bookEntry(d *db, st book.State) (book.Entry, error) {
	key, sym := book.Canonical(st)
	p, err := st.Position(d.variant)
	if err != nil {
		return 0, err
	}
	status, plies, ok := d.lookup(st)
	if !ok {
		return 0, fmt.Errorf("%s is not in the database", st.FEN())
	}
	best, bestRank := rules.NoMove, [2]int{}
	for _, m := range p.LegalMoves(nil) {
		v, n, err := moveValue(d, p, m)
		if err != nil {
			return 0, err
		}
		if v != status {
			continue // the move does not keep the value
		}
		var rank [2]int // larger is better: first by distance, then by the opponent's chances to go wrong
		switch status {
		case won:
			rank[0] = -n
		case lost:
			rank[0], rank[1] = n, slips(d, p, m)
		default:
			rank[1] = slips(d, p, m)
		}
		if best == rules.NoMove || rank[0] > bestRank[0] || rank[0] == bestRank[0] && rank[1] > bestRank[1] {
			best, bestRank = m, rank
		}
	}
	if best == rules.NoMove {
		return 0, fmt.Errorf("%s: no move keeps its value (%s): the database is inconsistent", st.FEN(), describe(status, plies))
	}
	value := map[uint16]book.Value{won: book.Win, lost: book.Loss, unknown: book.Draw}[status]
	return book.NewEntry(key, sym.Move(best), value, plies), nil
}

// slips counts the opponent's replies to m in p that give away what it has: in a drawn position
// the replies that lose, in a lost one the replies that do not win.
func slips(d *db, p *rules.Position, m rules.Move) int {
	lostPosition := false
	if status, _, _ := d.lookup(book.StateOf(p)); status == lost {
		lostPosition = true
	}
	q := p.Clone()
	q.Make(m)
	n := 0
	for _, reply := range q.LegalMoves(nil) {
		v, _, err := moveValue(d, q, reply) // from the replier's view
		if err == nil && (v == lost || lostPosition && v == unknown) {
			n++
		}
	}
	return n
}

func runBook(args []string) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	dbPath := fs.String("db", "", "database written by twelvelab solve -o")
	plies := fs.Int("plies", 8, "every position within this many plies of the start")
	deep := fs.Int("deep", 0, "and up to this many plies, the positions each side meets playing the book")
	out := fs.String("o", "", "file to write the book to (must not exist)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dbPath == "" || *out == "" {
		return fmt.Errorf("book needs -db and -o")
	}
	d, err := loadDB(*dbPath)
	if err != nil {
		return err
	}
	b, err := buildBook(d, *plies, max(*deep, *plies), func(s string) { fmt.Println(s) })
	if err != nil {
		return err
	}
	f, err := os.OpenFile(*out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(b.Encode()); err != nil {
		f.Close()
		return err
	}
	fmt.Printf("%v book: %d positions (all within %d plies of the start, the repertoires to %d), %d bytes\n", d.variant, len(b), *plies, max(*deep, *plies), 8*len(b))
	return f.Close()
}
