package twelve

import (
	"embed"
	"fmt"
	"sync"

	"janggi/ai/twelve/internal/book"
	"janggi/game/twelve"
)

// The opening books hold, for every position within 8 plies of the start, a move that keeps the
// position's game-theoretic value, as the retrograde solver of cmd/twelvelab proved it (see
// docs/twelve-ai.md for how they were built). Early positions are where search alone goes wrong:
// their wins and losses lie 70 plies or more ahead.
//
//go:embed books/*.book
var bookFiles embed.FS

// books decodes the embedded books once, on first use.
var books = sync.OnceValues(func() (map[twelve.Variant]book.Book, error) {
	out := map[twelve.Variant]book.Book{}
	for _, v := range []twelve.Variant{twelve.TwelveJanggi, twelve.Dobutsu} {
		data, err := bookFiles.ReadFile("books/" + v.String() + ".book")
		if err != nil {
			continue // a variant without a book searches from the first move
		}
		b, err := book.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("%v opening book: %v", v, err)
		}
		out[v] = b
	}
	return out, nil
})

// BookMove returns the opening book's move for pos and its score (a win or loss in a known number
// of plies, or 0 for a draw), or false when pos is not in the book. A Twelve Janggi win the
// 300-ply limit would cut short is not taken from the book.
func BookMove(pos *twelve.Position) (twelve.Move, int, bool) {
	all, err := books()
	if err != nil {
		return twelve.NoMove, 0, false // the tests check that the embedded books decode
	}
	m, value, plies, ok := all[pos.Variant()].Lookup(pos)
	if !ok {
		return twelve.NoMove, 0, false
	}
	switch value {
	case book.Win:
		if pos.Variant() == twelve.TwelveJanggi && pos.Ply()+plies > twelve.MaxPlies {
			return twelve.NoMove, 0, false
		}
		return m, winIn(plies), true
	case book.Loss:
		return m, lossIn(plies), true
	}
	return m, 0, true
}
