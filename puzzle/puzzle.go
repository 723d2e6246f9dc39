// Package puzzle holds the window's tactics puzzles: positions of Janggi, Xiangqi and Twelve
// Janggi taken from the engines' own games by tools/puzzlegen, each with the one line that solves
// it, a theme (a mate in 1, 2 or 3 — in Twelve Janggi a win in so many moves —, winning material, a
// defence) and a difficulty rating. The puzzles are embedded (puzzles.txt: Janggi and Xiangqi,
// twelve.txt: Twelve Janggi); All reads them, and an Attempt (attempt.go) says whether a move is
// right at each step of a puzzle's line. Every game is met through package game/port, so one
// Puzzle, one Attempt and one search serve them all.
//
// A mate's (a win's) solution is checked exactly, by the bounded win search of mate.go (the rules
// core's own result, every ending of the rules with a winner: a checkmate, a bikjang or a double
// pass decided on points, Twelve Janggi's king taken or in the far row; nothing estimated): its first
// move is the only one that wins in that many moves (the generator keeps no other), and at a later
// step any move that still wins in the moves left is right, the opponent then answering with the
// reply that holds out longest. A material or defence puzzle's solution is the engine's: the
// generator kept it only when every other first move was clearly worse at a deeper search (it
// checks that with the engine; this package imports none), and only its own moves are right.
//
// It imports no Ebitengine: the window (package render) shows the puzzles, and its tests run
// anywhere.
package puzzle

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
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
	ID     string     // unique in its file: "J0001", "X0001", "T0001"
	Rules  port.Rules // the game, under the rules it is posed under (see Preset)
	Theme  Theme
	Rating int    // the difficulty, on the players' Elo-like scale
	FEN    string // the position; its side to move is the solver
	// Line is the solution: the solver's moves and the opponent's replies in turn, beginning and
	// ending with the solver's.
	Line []port.Move
}

// Position returns the puzzle's start position.
func (p *Puzzle) Position() port.Position {
	pos, err := p.Rules.ParseFEN(p.FEN)
	if err != nil { // Parse checked it
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	return pos
}

// Game returns the game the puzzle is of.
func (p *Puzzle) Game() kind.Game { return p.Rules.Game() }

// Preset returns the rules preset the puzzle is posed under (Janggi's standard unless its line
// names another, Xiangqi's own), which decides what ends the game: under standard rules an
// accepted bikjang and a double pass are won on points, under casual ones they are draws. Nil for
// Twelve Janggi, which has no presets.
func (p *Puzzle) Preset() *game.Rules { return p.Rules.Preset() }

// gameField writes the game of a puzzle line: the game's name, then /preset when the puzzle is
// posed under another preset than the game's default.
func (p *Puzzle) gameField() string {
	r := p.Preset()
	if r == nil || r.Name == port.MustFor(p.Game(), nil).Preset().Name {
		return p.Game().String()
	}
	return p.Game().String() + "/" + r.Name
}

// rulesNamed returns the rules a puzzle line's game field names: a game, or a game/preset.
func rulesNamed(field string) (port.Rules, error) {
	name, preset, hasPreset := strings.Cut(field, "/")
	g, ok := gameNamed(name)
	if !ok {
		return nil, fmt.Errorf("unknown game %q (want one of %v)", name, Games())
	}
	if !hasPreset {
		return port.MustFor(g, nil), nil
	}
	r, err := game.Preset(preset)
	if err != nil {
		return nil, err
	}
	return port.For(g, r)
}

// Solver returns the side the player plays.
func (p *Puzzle) Solver() game.Color { return p.Position().SideToMove() }

// Moves returns the number of the solver's moves in the line.
func (p *Puzzle) Moves() int { return (len(p.Line) + 1) / 2 }

// Format writes p as a line Parse reads.
func (p *Puzzle) Format() string {
	moves := make([]string, len(p.Line))
	for i, m := range p.Line {
		moves[i] = m.String()
	}
	return fmt.Sprintf("%s | %s | %s | %d | %s | %s", p.ID, p.gameField(), p.Theme, p.Rating, p.FEN, strings.Join(moves, " "))
}

// puzzleGames are the games of the puzzles, in the order the window offers them, with the themes
// of each: Twelve Janggi's are wins in 1, 2 or 3 (its generator looks for nothing else: the engine
// that judges material and defences plays Janggi and Xiangqi).
var puzzleGames = []struct {
	game   kind.Game
	themes []Theme
}{
	{kind.Janggi, Themes()},
	{kind.Xiangqi, Themes()},
	{kind.Twelve, []Theme{Mate1, Mate2, Mate3}},
}

// Games returns the games of the puzzles, in the order the window offers them.
func Games() []kind.Game {
	out := make([]kind.Game, len(puzzleGames))
	for i, pg := range puzzleGames {
		out[i] = pg.game
	}
	return out
}

// themesOf returns the themes of the puzzles of game g (none for a game without puzzles).
func themesOf(g kind.Game) []Theme {
	for _, pg := range puzzleGames {
		if pg.game == g {
			return pg.themes
		}
	}
	return nil
}

// Of returns the puzzles of ps of the game g, in their order.
func Of(ps []*Puzzle, g kind.Game) []*Puzzle {
	var out []*Puzzle
	for _, p := range ps {
		if p.Game() == g {
			out = append(out, p)
		}
	}
	return out
}

var (
	//go:embed puzzles.txt
	embedded string
	//go:embed twelve.txt
	embeddedTwelve string
)

// All returns the embedded puzzles of every game. The files are checked by the package's tests,
// so an error here means a broken build.
func All() []*Puzzle {
	return append(mustParse("puzzles.txt", embedded), mustParse("twelve.txt", embeddedTwelve)...)
}

// mustParse returns the puzzles of text, the embedded file name; it panics on an error, which the
// package's tests would have caught.
func mustParse(name, text string) []*Puzzle {
	ps, err := Parse(text)
	if err != nil {
		panic("puzzle: the embedded " + name + ": " + err.Error())
	}
	return ps
}

// Parse reads puzzles, one a line:
//
//	ID | game | theme | rating | FEN | moves
//
// game is janggi (the standard preset), xiangqi or twelve, or a game and the preset the puzzle is
// posed under (janggi/casual: then bikjang and a double pass are draws); moves are UCI moves separated by
// spaces. Empty lines and lines starting with # are skipped. An error names the line and what is
// wrong with it: an unknown game or theme (Twelve Janggi's puzzles are mates, wins in so many
// moves), a rating that is no number, a FEN that does not parse, an illegal move, a line of the
// wrong length for its theme, a mate that does not end in a win, a duplicate ID or position.
func Parse(text string) ([]*Puzzle, error) {
	return parseLines(text, parseLine, func(p *Puzzle) (string, string) { return p.ID, p.Game().String() + " " + p.FEN })
}

// parseLines reads the puzzle lines of text with parse, skipping empty lines and lines starting
// with #, and refuses a repeated ID or position (key gives both); an error names the line.
func parseLines(text string, parse func(string) (*Puzzle, error), key func(*Puzzle) (id, position string)) ([]*Puzzle, error) {
	var out []*Puzzle
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

// parseHeader splits a puzzle line into its six fields and checks the ID and the rating.
func parseHeader(line string) (header, error) {
	f := strings.Split(line, "|")
	if len(f) != 6 {
		return header{}, fmt.Errorf("%d fields separated by |, want 6: ID | game | theme | rating | FEN | moves", len(f))
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
	h, err := parseHeader(line)
	if err != nil {
		return nil, err
	}
	f := h.f
	p := &Puzzle{ID: h.id, Rating: h.rating}
	if p.Rules, err = rulesNamed(f[1]); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	g := p.Game()
	if p.Theme, err = parseTheme(f[2]); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if !slices.Contains(themesOf(g), p.Theme) {
		return nil, fmt.Errorf("puzzle %s: theme %q: the puzzles of %s are %v", p.ID, f[2], g, themesOf(g))
	}
	pos, err := p.Rules.ParseFEN(f[4])
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	p.FEN = pos.FEN()
	if r := pos.Result(); r.Over() {
		return nil, fmt.Errorf("puzzle %s: the game is already over in the position (%v)", p.ID, r)
	}
	words := strings.Fields(f[5])
	if k := p.Theme.MateIn(); k > 0 && len(words) != 2*k-1 {
		return nil, fmt.Errorf("puzzle %s: a %s has %d moves in its solution, not %d", p.ID, p.Theme, 2*k-1, len(words))
	}
	if len(words)%2 == 0 {
		return nil, fmt.Errorf("puzzle %s: the solution has %d moves: it must begin and end with the solver's (an odd number)", p.ID, len(words))
	}
	for i, w := range words {
		if r := pos.Result(); r.Over() {
			return nil, fmt.Errorf("puzzle %s: the game is over before move %d (%v)", p.ID, i+1, r)
		}
		m, err := pos.ParseMove(w)
		if err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %q: %w", p.ID, i+1, w, err)
		}
		pos.Make(m)
		p.Line = append(p.Line, m)
	}
	// A mate's line ends with the solver's move: the opponent, to move, has lost (or, where a
	// move can lose at once, loses whatever it plays).
	if p.Theme.MateIn() > 0 {
		if lost, err := LostIn(pos, 0, DefaultBudget); !lost || err != nil {
			return nil, fmt.Errorf("puzzle %s: the solution of a %s does not end in %s (%v)", p.ID, p.Theme, winWord(p.Rules), pos.Result())
		}
	}
	return p, nil
}

// winWord names the win of a puzzle of the game rules play: checkmate, or a win.
func winWord(rules port.Rules) string {
	if rules.WinsByMate() {
		return "checkmate"
	}
	return "a win"
}

// gameNamed returns the game of the puzzles whose name (kind.Game's) is name.
func gameNamed(name string) (kind.Game, bool) {
	for _, g := range Games() {
		if g.String() == name {
			return g, true
		}
	}
	return kind.Janggi, false
}
