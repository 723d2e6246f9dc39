// Package grid names and reads the squares of a board of files a, b, ... and ranks 1, 2, ...,
// the way both rules cores write them in UCI and FEN ("b3", "a10"): package game's 9×10 board and
// package game/twelve's 3×4 one. Each core keeps its own Square type, whose File, Rank and Valid
// are one line of its board's constant arithmetic (shared through a function, or a type parameter,
// the board's size would reach move generation at run time); what has logic, the names and their
// reading, is here once. Standard library only.
package grid

import "fmt"

// Names returns the name of every square of a board of files × ranks, square f + r·files
// (file f from 0, rank r from 0) at that index: "a1", "b1", ..., "i10".
func Names(files, ranks int) []string {
	out := make([]string, 0, files*ranks)
	for r := range ranks {
		for f := range files {
			out = append(out, fmt.Sprintf("%c%d", 'a'+f, r+1))
		}
	}
	return out
}

// Scan reads a square at the start of text on a board of files × ranks (at most 26 files and 99
// ranks): a file letter and a rank number without leading zeros. It returns the file and rank
// (from 0) and the number of bytes read, or n = 0 when text does not start with a square of the
// board. A rank is read greedily, so "a10" is a10 on a board of ten ranks and a1 followed by "0"
// on a smaller one.
func Scan(text string, files, ranks int) (file, rank, n int) {
	if len(text) < 2 || text[0] < 'a' || int(text[0]-'a') >= files || text[1] < '1' || text[1] > '9' {
		return 0, 0, 0
	}
	file, rank, n = int(text[0]-'a'), int(text[1]-'0'), 2
	if len(text) > 2 && text[2] >= '0' && text[2] <= '9' && rank*10+int(text[2]-'0') <= ranks {
		rank, n = rank*10+int(text[2]-'0'), 3
	}
	if rank > ranks {
		return 0, 0, 0
	}
	return file, rank - 1, n
}

// Parse reads text, which must be a square of a board of files × ranks and nothing else.
func Parse(text string, files, ranks int) (file, rank int, err error) {
	file, rank, n := Scan(text, files, ranks)
	if n == 0 || n != len(text) {
		return 0, 0, fmt.Errorf("bad square %q: want a file a-%c and a rank 1-%d", text, 'a'+files-1, ranks)
	}
	return file, rank, nil
}
