package puzzle

import (
	"errors"
	"fmt"

	"janggi/game"
	"janggi/game/port"
)

// The bounded win search of the puzzles: exact, by the rules core alone through package port (no
// evaluation is involved), with a node budget so that no question can take unbounded time.
//
// A win is any ending of the game's rules with a winner, the position's own Result: checkmate, and
// under Janggi's presets also a bikjang accepted by a pass or a double pass decided on points, a
// repetition (a perpetual checker loses, or the points decide), the move limit counted, the
// general taken; in Xiangqi a side with no legal move loses; in Twelve Janggi the king taken, or a
// king in the opponent's camp after the opponent's turn. So a move can win without check (it opens
// the file between the generals, and the only reply is the pass that accepts the bikjang), and a
// move can lose its own side the game (the second pass of a side behind on points). A win in one
// move is the game over with the solver the winner, or every reply of the opponent's ending it so.
//
// The search is exact, so it may skip a move only where the rules say it cannot end the game: in
// Janggi a move that gives no check, passes not, takes nothing and faces no generals leaves the
// opponent a pass that ends nothing (unless a repetition or the move limit is in reach). mayEnd
// says which moves those are; the others are the only ones tried as a last move.

// ErrBudget is returned when a win search ran out of its node budget before it could answer.
var ErrBudget = errors.New("puzzle: the win search ran out of its node budget")

// DefaultBudget is the node budget of a win question: enough for any mate in 3 of the embedded
// puzzles, a fraction of a second.
const DefaultBudget = 4_000_000

// search answers win questions on one position, with a node budget and a cache of answers.
type search struct {
	p      port.Position
	mate   bool           // the game is won by checkmate (the decisive moves tried first are checks)
	core   *game.Position // the rules core's position, for mayEnd; nil in Twelve Janggi
	nodes  int
	budget int
	known  map[mateKey]bool
	buf    [][]port.Move
}

type mateKey struct {
	hash uint64
	n    int8
	win  bool // the question: true for "the side to move wins in n", false for "loses in n"
}

func newSearch(p port.Position, budget int) *search {
	core, _ := port.Core[*game.Position](p)
	return &search{p: p, mate: p.Rules().WinsByMate(), core: core, budget: budget, known: map[mateKey]bool{}}
}

// decisive reports whether m is likely to win the game at once: the moves tried first.
func (s *search) decisive(m port.Move) bool { return !s.mate || s.p.GivesCheck(m) }

// mayEnd reports whether m may end the game in the mover's favour, at once or by leaving the
// opponent only replies that end it so: the only moves tried as a last one. It is false only where
// the rules core shows the move cannot: on the 9×10 board, under rules with a pass (so not in
// Xiangqi, where any move may leave the opponent no legal move), a move that gives no check, is
// no pass, takes nothing and leaves no bikjang, with no repetition and no move limit within two
// plies, leaves the opponent a pass after which the game goes on.
func (s *search) mayEnd(m port.Move) bool {
	c := s.core
	if c == nil || !c.Rules().Pass {
		return true
	}
	gm, _ := port.CoreMove[game.Move](m)
	if gm.IsPass() || c.At(gm.To()) != game.NoPiece || s.p.GivesCheck(m) {
		return true
	}
	r := c.Rules()
	if r.MoveLimit > 0 && c.HalfmoveClock()+2 >= r.MoveLimit || r.TotalPlyLimit > 0 && c.GamePly()+2 >= r.TotalPlyLimit {
		return true
	}
	// An n-fold repetition needs n-1 earlier occurrences at least four plies apart.
	if r.RepetitionCount >= 2 && c.Ply()+2 >= 4*(r.RepetitionCount-1) {
		return true
	}
	if r.Bikjang == game.BikjangOff {
		return false
	}
	c.Make(gm)
	facing := c.Bikjang()
	c.Unmake()
	return facing
}

// end reports whether the game is over and, if so, whether the side to move has won or lost it
// (neither: a draw).
func (s *search) end() (over, won, lost bool) {
	r := s.p.Result()
	if !r.Over() {
		return false, false, false
	}
	w, ok := r.Outcome.Winner()
	if !ok {
		return true, false, false
	}
	us := s.p.SideToMove()
	return true, w == us, w != us
}

// moves returns the legal moves at this depth in a buffer of its own, the decisive ones first.
func (s *search) moves(ply int) []port.Move {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, make([]port.Move, 0, port.MaxMoves))
	}
	ms := s.p.LegalMoves(s.buf[ply][:0])
	k := 0
	for i, m := range ms {
		if s.decisive(m) {
			ms[i], ms[k] = ms[k], ms[i]
			k++
		}
	}
	s.buf[ply] = ms
	return ms
}

func (s *search) tick() error {
	s.nodes++
	if s.nodes > s.budget {
		return ErrBudget
	}
	return nil
}

// wins reports whether the side to move has won, or wins within n of its moves whatever the
// opponent does.
func (s *search) wins(n, ply int) (bool, error) {
	if err := s.tick(); err != nil {
		return false, err
	}
	if over, won, _ := s.end(); over || n <= 0 {
		return won, nil
	}
	key := mateKey{s.p.Hash(), int8(n), true}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		if n == 1 && !s.mayEnd(m) {
			continue
		}
		s.p.Make(m)
		ok, err := s.lost(n-1, ply+1)
		s.p.Unmake()
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

// lost reports whether the side to move has lost, or loses within n more moves of the
// opponent's whatever it does (with n = 0: whatever it plays now ends the game in the opponent's
// favour).
func (s *search) lost(n, ply int) (bool, error) {
	if err := s.tick(); err != nil {
		return false, err
	}
	if over, _, lost := s.end(); over {
		return lost, nil
	}
	key := mateKey{s.p.Hash(), int8(n), false}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		s.p.Make(m)
		ok, err := s.wins(n, ply+1)
		s.p.Unmake()
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

// winningMoves returns every move of the side to move after which it wins within n of its moves
// (this one included), in the order of LegalMoves.
func (s *search) winningMoves(n int) ([]port.Move, error) {
	var out []port.Move
	for _, m := range s.p.LegalMoves(nil) {
		if n == 1 && !s.mayEnd(m) {
			continue
		}
		s.p.Make(m)
		ok, err := s.lost(n-1, 1)
		s.p.Unmake()
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// longestDefence returns the reply of the side to move (lost within n of the opponent's moves)
// after which the win takes the opponent the most moves, and that number (0: the reply loses at
// once); NoMove and -1 when there is no reply.
func (s *search) longestDefence(n int) (port.Move, int, error) {
	best, bestN := port.NoMove, -1
	for _, r := range s.p.LegalMoves(nil) {
		s.p.Make(r)
		k := 0
		for ; k <= n; k++ {
			ok, err := s.wins(k, 1)
			if err != nil {
				s.p.Unmake()
				return port.NoMove, 0, err
			}
			if ok {
				break
			}
		}
		s.p.Unmake()
		if k > n {
			return port.NoMove, 0, fmt.Errorf("the reply %v is not lost within %d moves", r, n)
		}
		if k > bestN {
			best, bestN = r, k
		}
	}
	return best, bestN, nil
}

// WinsIn reports whether the side to move in pos wins within n of its moves whatever the opponent
// does, searching at most budget nodes (ErrBudget beyond). pos is left as it was.
func WinsIn(pos port.Position, n, budget int) (bool, error) {
	return newSearch(pos, budget).wins(n, 0)
}

// LostIn reports whether the side to move in pos has lost, or loses within n of the opponent's
// moves whatever it does (with n = 0 where a move can lose at once: whatever it plays now loses),
// searching at most budget nodes. pos is left as it was.
func LostIn(pos port.Position, n, budget int) (bool, error) {
	return newSearch(pos, budget).lost(n, 0)
}

// WinningMoves returns every move of the side to move in pos after which it wins within n of its
// moves (this one included), in the order of LegalMoves, searching at most budget nodes in all.
// pos is left as it was.
func WinningMoves(pos port.Position, n, budget int) ([]port.Move, error) {
	return newSearch(pos, budget).winningMoves(n)
}

// LongestDefence returns the reply of the side to move in pos (which loses within n of the
// opponent's moves) after which the win takes the most moves, and that number (0: the reply
// loses at once); an error when a reply is not lost within n. pos is left as it was.
func LongestDefence(pos port.Position, n, budget int) (port.Move, int, error) {
	return newSearch(pos, budget).longestDefence(n)
}

// WinningLine returns the solution of a win in n in pos that begins with first (one of
// WinningMoves(pos, n)): after it, in turn, the reply that holds out longest and the first move
// that still wins in the moves left, to the win; each question searches at most budget nodes. pos
// is left as it was.
func WinningLine(pos port.Position, first port.Move, n, budget int) ([]port.Move, error) {
	line := []port.Move{first}
	pos.Make(first)
	defer func() {
		for range line {
			pos.Unmake()
		}
	}()
	for k := n - 1; k > 0; k-- {
		r, _, err := LongestDefence(pos, k, budget)
		if err == nil && r == port.NoMove {
			err = fmt.Errorf("no reply after %v", line)
		}
		if err != nil {
			return nil, err
		}
		line = append(line, r)
		pos.Make(r)
		next, err := WinningMoves(pos, k, budget)
		if err == nil && len(next) == 0 {
			err = fmt.Errorf("no move wins in %d after %v", k, line)
		}
		if err != nil {
			return nil, err
		}
		line = append(line, next[0])
		pos.Make(next[0])
	}
	return line, nil
}
