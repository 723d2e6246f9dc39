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
// the bounded search below over the rules core (nothing estimated): the first move wins in n
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
func AllTwelve() []*TwelvePuzzle {
	ps, err := ParseTwelve(embeddedTwelve)
	if err != nil {
		panic("puzzle: the embedded twelve.txt: " + err.Error())
	}
	return ps
}

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
	solver := pos.SideToMove()
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
	if !twelveWonBy(pos, solver) && !twelveLost(pos, solver^1) {
		return nil, fmt.Errorf("puzzle %s: the solution does not win (%v)", p.ID, pos.Result())
	}
	return p, nil
}

// twelveWonBy reports whether the game is over in pos with side c the winner.
func twelveWonBy(pos *twelve.Position, c game.Color) bool {
	w, ok := pos.Result().Outcome.Winner()
	return pos.Result().Over() && ok && w == c
}

// twelveLost reports whether the side to move in pos, def, loses whatever it plays now: every
// reply ends the game in the other side's favour (its king left in our camp, say).
func twelveLost(pos *twelve.Position, def game.Color) bool {
	if pos.Result().Over() {
		return twelveWonBy(pos, def^1)
	}
	for _, r := range pos.LegalMoves(nil) {
		pos.Make(r)
		won := twelveWonBy(pos, def^1)
		pos.Unmake()
		if !won {
			return false
		}
	}
	return true
}

// winner answers "does the side to move win in n moves" on one Twelve Janggi position, making
// and unmaking moves on it, with a node budget and a cache of answers.
type winner struct {
	pos    *twelve.Position
	nodes  int
	budget int
	known  map[mateKey]bool
}

func (s *winner) tick() error {
	s.nodes++
	if s.nodes > s.budget {
		return ErrBudget
	}
	return nil
}

// wins reports whether the side to move wins within n of its moves.
func (s *winner) wins(n int) (bool, error) {
	if n < 1 {
		return false, nil
	}
	key := mateKey{s.pos.Hash(), int8(n), true}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	me := s.pos.SideToMove()
	for _, m := range s.pos.LegalMoves(nil) {
		if err := s.tick(); err != nil {
			return false, err
		}
		s.pos.Make(m)
		ok, err := s.lost(n-1, me^1)
		s.pos.Unmake()
		if err != nil {
			return false, err
		}
		if ok {
			s.known[key] = true
			return true, nil
		}
	}
	s.known[key] = false
	return false, nil
}

// lost reports whether the side to move, def, loses within k more moves of the other side's:
// the game is won by the other side already, or every reply leads to such a win (at once, or by
// a win in k).
func (s *winner) lost(k int, def game.Color) (bool, error) {
	if s.pos.Result().Over() {
		return twelveWonBy(s.pos, def^1), nil
	}
	key := mateKey{s.pos.Hash(), int8(k), false}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, r := range s.pos.LegalMoves(nil) {
		if err := s.tick(); err != nil {
			return false, err
		}
		s.pos.Make(r)
		ok := twelveWonBy(s.pos, def^1)
		var err error
		if !ok && !s.pos.Result().Over() {
			ok, err = s.wins(k)
		}
		s.pos.Unmake()
		if err != nil {
			return false, err
		}
		if !ok {
			s.known[key] = false
			return false, nil
		}
	}
	s.known[key] = true
	return true, nil
}

// TwelveWinningMoves returns the moves of pos after which its side to move wins within n of its
// moves (the first included) whatever the defence, by the exact search; ErrBudget when the
// search needs more than budget positions.
func TwelveWinningMoves(pos *twelve.Position, n, budget int) ([]twelve.Move, error) {
	s := &winner{pos: pos.Clone(), budget: budget, known: map[mateKey]bool{}}
	me := pos.SideToMove()
	var out []twelve.Move
	for _, m := range s.pos.LegalMoves(nil) {
		s.pos.Make(m)
		ok, err := s.lost(n-1, me^1)
		s.pos.Unmake()
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// TwelveLongestDefence returns the reply of the side to move in pos (lost within k moves of the
// other side's) that holds out longest, and in how many moves it is lost; NoMove when every
// reply loses at once.
func TwelveLongestDefence(pos *twelve.Position, k, budget int) (twelve.Move, int, error) {
	s := &winner{pos: pos.Clone(), budget: budget, known: map[mateKey]bool{}}
	def := pos.SideToMove()
	best, bestN := twelve.NoMove, 0
	for _, r := range s.pos.LegalMoves(nil) {
		s.pos.Make(r)
		n := 0
		if !twelveWonBy(s.pos, def^1) {
			for n = 1; n <= k; n++ {
				ok, err := s.wins(n)
				if err != nil {
					s.pos.Unmake()
					return twelve.NoMove, 0, err
				}
				if ok {
					break
				}
			}
		}
		s.pos.Unmake()
		if n > k {
			return twelve.NoMove, 0, fmt.Errorf("the reply %v is not lost within %d moves", r, k)
		}
		if best == twelve.NoMove || n > bestN {
			best, bestN = r, n
		}
	}
	return best, bestN, nil
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
	solver := pos.SideToMove()
	for i, m := range p.Line {
		pos.Make(m)
		if i%2 == 1 {
			continue
		}
		left := n - i/2 - 1
		s := &winner{pos: pos, budget: DefaultBudget, known: map[mateKey]bool{}}
		if ok, err := s.lost(left, solver^1); !ok || err != nil {
			return fmt.Errorf("after move %d %v the opponent does not lose within %d (%v)", i+1, m, left, err)
		}
	}
	return nil
}
