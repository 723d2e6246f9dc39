package main

import (
	"flag"
	"fmt"
	"os"

	"janggi/ai/twelve/internal/book"
	rules "janggi/game/twelve"
)

// buildBook returns the book of every undecided position within plies plies of the start (the
// ones the rules do not settle within a ply, as in the database), each with the move that keeps
// its value best:
//
//   - won: the quickest win;
//   - drawn: the drawing move after which the opponent has the most replies that lose;
//   - lost: the slowest loss, and of those the one after which the opponent has the most replies
//     that do not win.
func buildBook(d *db, plies int) (book.Book, error) {
	root := book.StateOf(rules.NewPosition(d.variant))
	seen := map[uint64]bool{canonical(root): true}
	frontier := []book.State{root}
	var entries []book.Entry
	for ply := 0; ply <= plies; ply++ {
		var next []book.State
		for _, st := range frontier {
			e, err := bookEntry(d, st)
			if err != nil {
				return nil, err
			}
			entries = append(entries, e)
			if ply == plies {
				continue
			}
			successors(st, d.variant, func(s book.State, o outcome) {
				if o != goesOn {
					return
				}
				if _, _, ok := settled(&s, d.variant); ok {
					return
				}
				if k := canonical(s); !seen[k] {
					seen[k] = true
					next = append(next, s)
				}
			})
		}
		frontier = next
	}
	return book.New(entries), nil
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
	plies := fs.Int("plies", 8, "positions within this many plies of the start")
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
	b, err := buildBook(d, *plies)
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
	fmt.Printf("%v book: %d positions within %d plies of the start, %d bytes\n", d.variant, len(b), *plies, 8*len(b))
	return f.Close()
}
