package puzzle

import (
	_ "embed"
	"fmt"
	"strings"

	"janggi/game"
	"janggi/game/twelve"
)

// Twelve Janggi's puzzles: a position and the one move that wins fastest, in 1, 2 or 3 of the
// solver's moves. A win is Twelve Janggi's: the opposing king taken, or the solver's king in the
// opponent's camp after the opponent's turn (game/twelve's Result). They are proven exactly, by
// the bounded search of mate.go over the rules core (nothing estimated): the first move wins in n
// whatever the defence, no first move wins sooner, and no other first move wins in n. They live
// in their own file (twelve.txt) and type, since a Twelve Janggi position is no game.Position.

// TwelvePuzzle is a Twelve Janggi position and the line that wins it.
type TwelvePuzzle struct {
	ID     string // unique in its file: "T0001"
	Theme  Theme  // Mate1, Mate2 or Mate3: a win in 1, 2 or 3 of the solver's moves
	Rating int
	FEN    string // the position (Twelve Janggi's FEN, hands included); its side to move is the solver
	// Line is the solution: the solver's moves and the replies that hold out longest, in turn,
	// beginning and ending with the solver's.
	Line []twelve.Move
}

// Game returns the game of the puzzle as the progress file names it: Twelve.
func (p *TwelvePuzzle) Game() string { return Twelve }

// Solver returns the side the player plays.
func (p *TwelvePuzzle) Solver() game.Color { return p.Position().SideToMove() }

// Moves returns the number of the solver's moves in the line.
func (p *TwelvePuzzle) Moves() int { return (len(p.Line) + 1) / 2 }

// Position returns the puzzle's start position.
func (p *TwelvePuzzle) Position() *twelve.Position {
	pos, err := twelve.ParseFEN(twelve.TwelveJanggi, p.FEN)
	if err != nil { // ParseTwelve checked it
		panic(fmt.Sprintf("puzzle %s: %v", p.ID, err))
	}
	return pos
}

// Format writes p as a line ParseTwelve reads.
func (p *TwelvePuzzle) Format() string {
	var ms []string
	for _, m := range p.Line {
		ms = append(ms, m.String())
	}
	return fmt.Sprintf("%s | twelve | %s | %d | %s | %s", p.ID, p.Theme, p.Rating, p.FEN, strings.Join(ms, " "))
}

//go:embed twelve.txt
var embeddedTwelve string

// AllTwelve returns the embedded Twelve Janggi puzzles; the package's tests check the file, so an
// error here means a broken build.
func AllTwelve() []*TwelvePuzzle { return mustParse("twelve.txt", embeddedTwelve, ParseTwelve) }

// ParseTwelve reads Twelve Janggi puzzles, one a line, as Parse reads the others:
//
//	ID | twelve | theme | rating | FEN | moves
//
// the theme mate1, mate2 or mate3 (a win in so many moves). An error names the line and what is
// wrong: the game, the theme, the rating, the FEN, an illegal move, a line of the wrong length, a
// line that does not win, a repeated ID or position.
func ParseTwelve(text string) ([]*TwelvePuzzle, error) {
	return parseLines(text, parseTwelveLine, func(p *TwelvePuzzle) (string, string) { return p.ID, p.FEN })
}

func parseTwelveLine(line string) (*TwelvePuzzle, error) {
	h, err := parseHeader(line, "twelve")
	if err != nil {
		return nil, err
	}
	f := h.f
	p := &TwelvePuzzle{ID: h.id, Rating: h.rating}
	if f[1] != "twelve" {
		return nil, fmt.Errorf("puzzle %s: game %q, want twelve", p.ID, f[1])
	}
	if p.Theme, err = parseTheme(f[2]); err != nil || p.Theme.MateIn() == 0 {
		return nil, fmt.Errorf("puzzle %s: theme %q: want mate1, mate2 or mate3 (a win in so many moves)", p.ID, f[2])
	}
	pos, err := twelve.ParseFEN(twelve.TwelveJanggi, f[4])
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	p.FEN = pos.FEN()
	if r := pos.Result(); r.Over() {
		return nil, fmt.Errorf("puzzle %s: the game is already over in the position (%v)", p.ID, r)
	}
	words := strings.Fields(f[5])
	if k := p.Theme.MateIn(); len(words) != 2*k-1 {
		return nil, fmt.Errorf("puzzle %s: a %s has %d moves in its solution, not %d", p.ID, p.Theme, len(words), 2*k-1)
	}
	for i, w := range words {
		if pos.Result().Over() {
			return nil, fmt.Errorf("puzzle %s: the game is over before move %d", p.ID, i+1)
		}
		m, err := pos.ParseMove(w)
		if err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %q: %w", p.ID, i+1, w, err)
		}
		pos.Make(m)
		p.Line = append(p.Line, m)
	}
	// The line ends with the solver's move: the opponent, to move, has lost or loses whatever it plays.
	if lost, err := TwelveLostIn(pos, 0, DefaultBudget); !lost || err != nil {
		return nil, fmt.Errorf("puzzle %s: the solution does not win (%v)", p.ID, pos.Result())
	}
	return p, nil
}

// VerifyTwelve checks a Twelve Janggi puzzle exactly: no first move wins in fewer moves than its
// theme says, its first move is the only one that wins in that many, and along the line every
// reply still loses in the moves left and every move of the solver's still wins in them.
func VerifyTwelve(p *TwelvePuzzle) error {
	pos := p.Position()
	n := p.Theme.MateIn()
	if n > 1 {
		if sooner, err := TwelveWinningMoves(pos, n-1, DefaultBudget); err != nil || len(sooner) > 0 {
			return fmt.Errorf("wins sooner than in %d (%v, %v)", n, sooner, err)
		}
	}
	ms, err := TwelveWinningMoves(pos, n, DefaultBudget)
	if err != nil || len(ms) != 1 || ms[0] != p.Line[0] {
		return fmt.Errorf("the moves that win in %d are %v (%v), want only %v", n, ms, err, p.Line[0])
	}
	for i, m := range p.Line {
		pos.Make(m)
		if i%2 == 1 {
			continue
		}
		left := n - i/2 - 1
		if ok, err := TwelveLostIn(pos, left, DefaultBudget); !ok || err != nil {
			return fmt.Errorf("after move %d %v the opponent does not lose within %d (%v)", i+1, m, left, err)
		}
	}
	return nil
}
