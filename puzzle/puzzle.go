// Package puzzle holds the window's tactics puzzles: positions of Janggi (and Xiangqi) taken from
// the engine's own games by tools/puzzlegen, each with the one line that solves it, a theme (mate
// in 1, 2 or 3, winning material, a defence) and a difficulty rating. The puzzles are embedded
// (puzzles.txt); Load reads them, and a Puzzle says whether a move is right at each step of its
// line.
//
// A mate's solution is checked exactly, by the bounded mate search of mate.go (the rules core's
// checkmate, nothing estimated): its first move is the only one that mates in that many moves (the
// generator keeps no other), and at a later step any move that still mates in the moves left is
// right, the opponent then answering with the reply that holds out longest. A material or defence
// puzzle's solution is the engine's: the generator kept it only when every other first move was
// clearly worse at a deeper search, and only its own moves are right.
//
// Twelve Janggi's puzzles (twelve.go, twelve.txt) are wins in 1, 2 or 3, proven by the same
// search; an Attempt (attempt.go) judges a player's moves in either kind, Twelve Janggi's drops
// included.
//
// It imports no Ebitengine: the window (package render) shows the puzzles, and its tests run
// anywhere.
package puzzle

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/kind"
)

// Theme is what a puzzle asks for.
type Theme string

// The themes.
const (
	Mate1    Theme = "mate1"    // checkmate in one move
	Mate2    Theme = "mate2"    // checkmate in two moves of the solver's
	Mate3    Theme = "mate3"    // checkmate in three
	Material Theme = "material" // win material: the solver comes out at least a horse ahead
	Defence  Theme = "defence"  // the opponent threatens; only one move holds
)

// Themes lists the themes in the order the window names them.
func Themes() []Theme { return []Theme{Mate1, Mate2, Mate3, Material, Defence} }

// MateIn returns the number of the solver's moves a mate theme asks for, 0 for the others.
func (t Theme) MateIn() int {
	switch t {
	case Mate1:
		return 1
	case Mate2:
		return 2
	case Mate3:
		return 3
	}
	return 0
}

func parseTheme(s string) (Theme, error) {
	for _, t := range Themes() {
		if string(t) == s {
			return t, nil
		}
	}
	return "", fmt.Errorf("unknown theme %q (want one of %v)", s, Themes())
}

// Puzzle is one position and the line that solves it.
type Puzzle struct {
	ID     string      // unique in its file: "J0001"
	Rules  *game.Rules // standard Janggi, or Xiangqi
	Theme  Theme
	Rating int    // the difficulty, on the players' Elo-like scale
	FEN    string // the position; its side to move is the solver
	// Line is the solution in UCI form: the solver's moves and the opponent's replies in turn,
	// beginning and ending with the solver's.
	Line []game.Move
}

// Position returns the puzzle's start position.
func (p *Puzzle) Position() *game.Position {
	pos, err := game.ParseFEN(p.Rules, p.FEN)
	if err != nil { // Parse checked it
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	return pos
}

// Solver returns the side the player plays.
func (p *Puzzle) Solver() game.Color { return p.Position().SideToMove() }

// Moves returns the number of the solver's moves in the line.
func (p *Puzzle) Moves() int { return (len(p.Line) + 1) / 2 }

//go:embed puzzles.txt
var embedded string

// All returns the embedded puzzles. The file is checked by the package's tests, so an error here
// means a broken build.
func All() []*Puzzle { return mustParse("puzzles.txt", embedded, Parse) }

// mustParse returns the puzzles parse reads in text, the embedded file name; it panics on an
// error, which the package's tests would have caught.
func mustParse[P any](name, text string, parse func(string) ([]P, error)) []P {
	ps, err := parse(text)
	if err != nil {
		panic("puzzle: the embedded " + name + ": " + err.Error())
	}
	return ps
}

// Parse reads puzzles, one a line:
//
//	ID | game | theme | rating | FEN | moves
//
// game is janggi (the standard preset) or xiangqi; moves are UCI moves separated by spaces. Empty
// lines and lines starting with # are skipped. An error names the line and what is wrong with it:
// an unknown game or theme, a rating that is no number, a FEN that does not parse, an illegal
// move, a line of the wrong length for its theme, a duplicate ID or position.
func Parse(text string) ([]*Puzzle, error) {
	return parseLines(text, parseLine, func(p *Puzzle) (string, string) { return p.ID, p.Rules.Name + " " + p.FEN })
}

// parseLines reads the puzzle lines of text with parse, skipping empty lines and lines starting
// with #, and refuses a repeated ID or position (key gives both); an error names the line.
func parseLines[P any](text string, parse func(string) (P, error), key func(P) (id, position string)) ([]P, error) {
	var out []P
	ids, positions := map[string]int{}, map[string]int{}
	for i, raw := range strings.Split(text, "\n") {
		n := i + 1
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parse(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		id, pos := key(p)
		if prev, ok := ids[id]; ok {
			return nil, fmt.Errorf("line %d: puzzle %s: the ID is already used on line %d", n, id, prev)
		}
		if prev, ok := positions[pos]; ok {
			return nil, fmt.Errorf("line %d: puzzle %s: the same position as on line %d", n, id, prev)
		}
		ids[id], positions[pos] = n, n
		out = append(out, p)
	}
	return out, nil
}

// header is what every puzzle line begins with: its fields (trimmed, six of them) and its ID and
// rating, checked.
type header struct {
	f      []string
	id     string
	rating int
}

// parseHeader splits a puzzle line into its six fields and checks the ID and the rating; games
// names the game field's values in the error of a line with too few or too many fields.
func parseHeader(line, games string) (header, error) {
	f := strings.Split(line, "|")
	if len(f) != 6 {
		return header{}, fmt.Errorf("%d fields separated by |, want 6: ID | %s | theme | rating | FEN | moves", len(f), games)
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	h := header{f: f, id: f[0]}
	if h.id == "" || strings.ContainsAny(h.id, " \t") {
		return header{}, fmt.Errorf("the ID %q is empty or has spaces", h.id)
	}
	var err error
	if h.rating, err = strconv.Atoi(f[3]); err != nil || h.rating < 100 || h.rating > 4000 {
		return header{}, fmt.Errorf("puzzle %s: the rating %q is not a number from 100 to 4000", h.id, f[3])
	}
	return h, nil
}

func parseLine(line string) (*Puzzle, error) {
	h, err := parseHeader(line, "game")
	if err != nil {
		return nil, err
	}
	f := h.f
	p := &Puzzle{ID: h.id, Rating: h.rating}
	switch f[1] {
	case Janggi:
		p.Rules = game.Standard()
	case Xiangqi:
		p.Rules = game.MustPreset("xiangqi")
	default:
		return nil, fmt.Errorf("puzzle %s: unknown game %q (want janggi or xiangqi)", p.ID, f[1])
	}
	if p.Theme, err = parseTheme(f[2]); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	pos, err := game.ParseFEN(p.Rules, f[4])
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	p.FEN = pos.FEN()
	if r := pos.Result(); r.Over() {
		return nil, fmt.Errorf("puzzle %s: the game is already over in the position (%v)", p.ID, r)
	}
	words := strings.Fields(f[5])
	if len(words)%2 == 0 {
		return nil, fmt.Errorf("puzzle %s: the solution has %d moves: it must begin and end with the solver's (an odd number)", p.ID, len(words))
	}
	if k := p.Theme.MateIn(); k > 0 && len(words) != 2*k-1 {
		return nil, fmt.Errorf("puzzle %s: a %s has %d moves in its solution, not %d", p.ID, p.Theme, 2*k-1, len(words))
	}
	for i, w := range words {
		m, err := pos.ParseMove(w)
		if err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %q: %w", p.ID, i+1, w, err)
		}
		if !pos.IsLegal(m) {
			return nil, fmt.Errorf("puzzle %s: move %d %q is not legal in %s", p.ID, i+1, w, pos.FEN())
		}
		if i < len(words)-1 && pos.Clone().Result().Over() {
			return nil, fmt.Errorf("puzzle %s: the game is over before move %d", p.ID, i+1)
		}
		pos.Make(m)
		p.Line = append(p.Line, m)
	}
	if k := p.Theme.MateIn(); k > 0 {
		if r := pos.Result(); r.Reason != game.Checkmate {
			return nil, fmt.Errorf("puzzle %s: the solution of a %s does not end in checkmate", p.ID, p.Theme)
		}
	}
	return p, nil
}

// Format writes p as a line Parse reads.
func (p *Puzzle) Format() string {
	return fmt.Sprintf("%s | %s | %s | %d | %s | %s", p.ID, p.Game(), p.Theme, p.Rating, p.FEN, game.FormatMoves(p.Line))
}

// The games puzzles are of, as the file names them.
const (
	Janggi  = "janggi"
	Xiangqi = "xiangqi"
	Twelve  = "twelve" // Twelve Janggi's, of their own type and file (TwelvePuzzle, twelve.txt)
)

// Games lists the games of the puzzles, in the order the window offers them.
func Games() []string { return []string{Janggi, Xiangqi, Twelve} }

// Game returns the game of the puzzle as the file names it: Janggi or Xiangqi.
func (p *Puzzle) Game() string {
	if p.Rules.Game == kind.Xiangqi {
		return Xiangqi
	}
	return Janggi
}

// Of returns the puzzles of ps of the game g (Janggi, Xiangqi), in their order.
func Of(ps []*Puzzle, g string) []*Puzzle {
	var out []*Puzzle
	for _, p := range ps {
		if p.Game() == g {
			out = append(out, p)
		}
	}
	return out
}
