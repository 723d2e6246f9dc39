package ai

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// MatePosition is one position of the mate suite (`janggi bench mates`): a forced mate under
// casual rules that Fairy-Stockfish 11.1 announces within 300 ms.
type MatePosition struct {
	FEN string // under the casual preset
	// Mate is the mate announced, in moves: positive when the side to move mates, negative when
	// it is mated (UCI's "score mate").
	Mate int
}

// Moves is the mate's length in moves, whichever side mates.
func (m MatePosition) Moves() int { return max(m.Mate, -m.Mate) }

// Found reports whether a search's score s has seen the mate: a mate score, of any length, for
// the side the suite says mates.
func (m MatePosition) Found(s Score) bool { return s.IsMate() && (s > 0) == (m.Mate > 0) }

//go:embed mates.tsv
var matesTSV string

// MatePositions is the mate suite, shortest mates first (ai/mates.tsv says where it comes from).
var MatePositions = mustParseMates(matesTSV)

// parseMates reads the suite's lines: a FEN, a tab and the mate; '#' starts a comment line.
func parseMates(text string) ([]MatePosition, error) {
	var out []MatePosition
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, mate, ok := strings.Cut(line, "\t")
		n, err := strconv.Atoi(mate)
		if !ok || err != nil || n == 0 {
			return nil, fmt.Errorf("mates.tsv line %d: want a FEN, a tab and a mate in moves other than 0, got %q", i+1, line)
		}
		out = append(out, MatePosition{FEN: fen, Mate: n})
	}
	return out, nil
}

func mustParseMates(text string) []MatePosition {
	m, err := parseMates(text)
	if err != nil {
		panic(err)
	}
	return m
}
