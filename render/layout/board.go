// Package layout is the window's geometry without the window: board layouts (files, ranks,
// palaces, river, coordinate labels), where each point of a board lands on the screen for a given
// size and orientation, which point a pixel hits, and how the window splits into board and panel.
// It imports no Ebitengine package, so its tests run anywhere.
package layout

import "strconv"

// Point is a board point by file (0 = leftmost as the first player sees the board) and rank
// (0 = the first player's back rank).
type Point struct{ File, Rank int }

// Palace is a palace (궁성): the inclusive file and rank ranges it covers. Its diagonals join the
// four corners through the centre.
type Palace struct{ File0, Rank0, File1, Rank1 int }

// Board describes a board's lines and labels; the same drawing and hit-testing code serves Janggi,
// Xiangqi (with a river) and Twelve Janggi (pieces in cells instead of on intersections).
type Board struct {
	Name         string
	Files, Ranks int
	Palaces      []Palace
	// River, when positive, puts a river between rank River-1 and rank River (Xiangqi: 5).
	River int
	// Cells puts pieces inside squares (Twelve Janggi) instead of on line crossings.
	Cells bool
	// Hand, when positive, is the number of places in each player's hand, the pieces taken that
	// may be dropped (Twelve Janggi: TwelveSlots): the window has a tray for each beside the
	// board (Screen.FitBoard).
	Hand int
	// Marks are the points that get small corner marks (the start points of soldiers and cannons).
	Marks []Point
	// FileLabel and RankLabel name a file or rank along the board's edges.
	FileLabel func(file int) string
	RankLabel func(rank int) string
}

// Janggi returns the 9×10 Janggi board. Its labels are those of .gib records: files 1 to 9 left
// to right as Cho sees the board, ranks 1 to 9 then 0 from Han's back rank down to Cho's.
func Janggi() *Board {
	return &Board{
		Name: "janggi", Files: 9, Ranks: 10,
		Palaces:   []Palace{{3, 0, 5, 2}, {3, 7, 5, 9}},
		FileLabel: func(f int) string { return strconv.Itoa(f + 1) },
		RankLabel: func(r int) string { return strconv.Itoa((10 - r) % 10) },
	}
}

// Xiangqi returns the 9×10 Xiangqi board with its river and the corner marks on the start
// points of soldiers and cannons, labelled with the coordinates of FEN and the move list (files
// a to i, ranks 1 to 10 from Red's side), as pychess and Fairy-Stockfish write Xiangqi moves.
func Xiangqi() *Board {
	b := Janggi()
	b.Name, b.River = "xiangqi", 5
	b.FileLabel = func(f int) string { return string(rune('a' + f)) }
	b.RankLabel = func(r int) string { return strconv.Itoa(r + 1) }
	for _, r := range []int{3, 6} {
		for f := 0; f < 9; f += 2 {
			b.Marks = append(b.Marks, Point{f, r})
		}
	}
	for _, r := range []int{2, 7} {
		b.Marks = append(b.Marks, Point{1, r}, Point{7, r})
	}
	return b
}

// Twelve returns the 3×4 board of Twelve Janggi (십이장기): pieces stand in cells; the first and
// last rows are the camps.
func Twelve() *Board {
	return &Board{
		Name: "twelve", Files: 3, Ranks: 4, Cells: true, Hand: TwelveSlots,
		FileLabel: func(f int) string { return string(rune('a' + f)) },
		RankLabel: func(r int) string { return strconv.Itoa(r + 1) },
	}
}
