package puzzle

import (
	"errors"
	"fmt"

	"janggi/game"
	"janggi/game/twelve"
)

// The bounded win search of both kinds of puzzle: exact, by the rules core alone (a Janggi win is
// Result's Checkmate, a Twelve Janggi win its Result's winner; no evaluation is involved), with a
// node budget so that no question can take unbounded time. One search serves both games through
// board, the little it needs of a position.

// ErrBudget is returned when a mate search ran out of its node budget before it could answer.
var ErrBudget = errors.New("puzzle: the mate search ran out of its node budget")

// DefaultBudget is the node budget of a mate question: enough for any mate in 3 of the embedded
// puzzles, a fraction of a second.
const DefaultBudget = 4_000_000

// board is a position of one game as the search sees it, which it makes and unmakes moves on.
type board[M comparable] interface {
	Make(M)
	Unmake()
	Hash() uint64
	LegalMoves(buf []M) []M
	// decisive reports whether m may win the game at once: the moves tried first, and the only
	// ones tried with one move left.
	decisive(m M) bool
	// end reports whether the game is over and, if so, whether the side to move has won or lost
	// it (neither: a draw, or an ending that is no win of the puzzle's kind).
	end() (over, won, lost bool)
	// movesCanLose reports whether a legal move can lose its side the game at once.
	movesCanLose() bool
}

// janggiBoard is a Janggi or Xiangqi position: only a checkmate wins, so only a check can win at
// once, and no legal move loses at once (checkmate is of the side to move).
type janggiBoard struct{ *game.Position }

func (b janggiBoard) decisive(m game.Move) bool { return !m.IsPass() && b.GivesCheck(m) }

func (b janggiBoard) end() (over, won, lost bool) {
	r := b.Result()
	mated := func(c game.Color) bool { return r.Reason == game.Checkmate && r.Outcome == game.Win(c.Other()) }
	return r.Over(), mated(b.SideToMove().Other()), mated(b.SideToMove())
}

func (janggiBoard) movesCanLose() bool { return false }

// twelveBoard is a Twelve Janggi position: any ending with a winner counts (the king taken, or a
// king in the opponent's camp after the opponent's turn), so any move may win at once, and a move
// can lose at once (one that leaves the opponent's king in its camp, say).
type twelveBoard struct{ *twelve.Position }

func (twelveBoard) decisive(twelve.Move) bool { return true }

func (b twelveBoard) end() (over, won, lost bool) {
	r := b.Result()
	w, ok := r.Outcome.Winner()
	return r.Over(), r.Over() && ok && w == b.SideToMove(), r.Over() && ok && w != b.SideToMove()
}

func (twelveBoard) movesCanLose() bool { return true }

// search answers win questions on one board, with a node budget and a cache of answers.
type search[M comparable, B board[M]] struct {
	b      B
	nodes  int
	budget int
	known  map[mateKey]bool
	buf    [][]M
}

type mateKey struct {
	hash uint64
	n    int8
	win  bool // the question: true for "the side to move wins in n", false for "loses in n"
}

func newSearch[M comparable, B board[M]](b B, budget int) *search[M, B] {
	return &search[M, B]{b: b, budget: budget, known: map[mateKey]bool{}}
}

// moves returns the legal moves at this depth in a buffer of its own, the decisive ones first.
func (s *search[M, B]) moves(ply int) []M {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, nil)
	}
	ms := s.b.LegalMoves(s.buf[ply][:0])
	k := 0
	for i, m := range ms {
		if s.b.decisive(m) {
			ms[i], ms[k] = ms[k], ms[i]
			k++
		}
	}
	s.buf[ply] = ms
	return ms
}

func (s *search[M, B]) tick() error {
	s.nodes++
	if s.nodes > s.budget {
		return ErrBudget
	}
	return nil
}

// wins reports whether the side to move has won, or wins within n of its moves whatever the
// opponent does.
func (s *search[M, B]) wins(n, ply int) (bool, error) {
	if err := s.tick(); err != nil {
		return false, err
	}
	if over, won, _ := s.b.end(); over || n <= 0 {
		return won, nil
	}
	key := mateKey{s.b.Hash(), int8(n), true}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		if n == 1 && !s.b.decisive(m) {
			continue
		}
		s.b.Make(m)
		ok, err := s.lost(n-1, ply+1)
		s.b.Unmake()
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
// opponent's whatever it does (with n = 0: whatever it plays now loses at once).
func (s *search[M, B]) lost(n, ply int) (bool, error) {
	if err := s.tick(); err != nil {
		return false, err
	}
	if over, _, lost := s.b.end(); over || (n <= 0 && !s.b.movesCanLose()) {
		return lost, nil
	}
	key := mateKey{s.b.Hash(), int8(n), false}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		s.b.Make(m)
		ok, err := s.wins(n, ply+1)
		s.b.Unmake()
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
func (s *search[M, B]) winningMoves(n int) ([]M, error) {
	var out []M
	for _, m := range s.b.LegalMoves(nil) {
		if n == 1 && !s.b.decisive(m) {
			continue
		}
		s.b.Make(m)
		ok, err := s.lost(n-1, 1)
		s.b.Unmake()
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
// once); none and -1 when there is no reply.
func (s *search[M, B]) longestDefence(n int, none M) (M, int, error) {
	best, bestN := none, -1
	for _, r := range s.b.LegalMoves(nil) {
		s.b.Make(r)
		k := 0
		for ; k <= n; k++ {
			ok, err := s.wins(k, 1)
			if err != nil {
				s.b.Unmake()
				return none, 0, err
			}
			if ok {
				break
			}
		}
		s.b.Unmake()
		if k > n {
			return none, 0, fmt.Errorf("the reply %v is not lost within %d moves", r, n)
		}
		if k > bestN {
			best, bestN = r, k
		}
	}
	return best, bestN, nil
}

// lineOf returns the solution of b's position that begins with first, a move that wins in n:
// after it, in turn, the reply that holds out longest and the first move that still wins in the
// moves left (each question a search of its own, with budget nodes). b is left as it was.
func lineOf[M comparable, B board[M]](b B, first M, n, budget int, none M) ([]M, error) {
	line := []M{first}
	b.Make(first)
	defer func() {
		for range line {
			b.Unmake()
		}
	}()
	for k := n - 1; k > 0; k-- {
		r, _, err := newSearch[M](b, budget).longestDefence(k, none)
		if err == nil && r == none {
			err = fmt.Errorf("no reply after %v", line)
		}
		if err != nil {
			return nil, err
		}
		line = append(line, r)
		b.Make(r)
		next, err := newSearch[M](b, budget).winningMoves(k)
		if err == nil && len(next) == 0 {
			err = fmt.Errorf("no move wins in %d after %v", k, line)
		}
		if err != nil {
			return nil, err
		}
		line = append(line, next[0])
		b.Make(next[0])
	}
	return line, nil
}

// MatesIn reports whether the side to move in pos checkmates within n of its moves whatever the
// opponent does, searching at most budget nodes (ErrBudget beyond). pos is left as it was.
func MatesIn(pos *game.Position, n, budget int) (bool, error) {
	return newSearch[game.Move](janggiBoard{pos}, budget).wins(n, 0)
}

// MatedIn reports whether the side to move in pos is checkmated now or within n of the opponent's
// moves whatever it does, searching at most budget nodes. pos is left as it was.
func MatedIn(pos *game.Position, n, budget int) (bool, error) {
	return newSearch[game.Move](janggiBoard{pos}, budget).lost(n, 0)
}

// MatingMoves returns every move of the side to move in pos that checkmates within n of its
// moves (this one included), searching at most budget nodes in all.
func MatingMoves(pos *game.Position, n, budget int) ([]game.Move, error) {
	return newSearch[game.Move](janggiBoard{pos}, budget).winningMoves(n)
}

// LongestDefence returns the reply of the side to move in pos (which is mated within n of the
// opponent's moves) after which the mate takes the most moves, and that number; an error when a
// reply is not mated within n.
func LongestDefence(pos *game.Position, n, budget int) (game.Move, int, error) {
	return newSearch[game.Move](janggiBoard{pos}, budget).longestDefence(n, game.NoMove)
}

// MateLine returns the solution of a mate in n in pos that begins with first (one of
// MatingMoves(pos, n)): the longest defence and the first move that still mates, in turn, to the
// mate; each question searches at most budget nodes. pos is left as it was.
func MateLine(pos *game.Position, first game.Move, n, budget int) ([]game.Move, error) {
	return lineOf[game.Move](janggiBoard{pos}, first, n, budget, game.NoMove)
}

// TwelveLostIn reports whether the side to move in the Twelve Janggi position pos has lost, or
// loses within k of the other side's moves whatever it does (with k = 0: whatever it plays now
// loses at once), searching at most budget positions. pos is left as it was.
func TwelveLostIn(pos *twelve.Position, k, budget int) (bool, error) {
	return newSearch[twelve.Move](twelveBoard{pos}, budget).lost(k, 0)
}

// TwelveWinningMoves returns the moves of pos after which its side to move wins within n of its
// moves (the first included) whatever the defence, by the exact search; ErrBudget when the
// search needs more than budget positions.
func TwelveWinningMoves(pos *twelve.Position, n, budget int) ([]twelve.Move, error) {
	return newSearch[twelve.Move](twelveBoard{pos.Clone()}, budget).winningMoves(n)
}

// TwelveLongestDefence returns the reply of the side to move in pos (lost within k moves of the
// other side's) that holds out longest, and in how many moves it is lost (0: at once); an error
// when a reply is not lost within k.
func TwelveLongestDefence(pos *twelve.Position, k, budget int) (twelve.Move, int, error) {
	return newSearch[twelve.Move](twelveBoard{pos.Clone()}, budget).longestDefence(k, twelve.NoMove)
}

// TwelveLine returns the solution of a win in n in the Twelve Janggi position pos that begins with
// first (one of TwelveWinningMoves(pos, n)), as MateLine does for a mate.
func TwelveLine(pos *twelve.Position, first twelve.Move, n, budget int) ([]twelve.Move, error) {
	return lineOf[twelve.Move](twelveBoard{pos.Clone()}, first, n, budget, twelve.NoMove)
}
