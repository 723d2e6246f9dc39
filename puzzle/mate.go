package puzzle

import (
	"errors"

	"janggi/game"
)

// The bounded mate search: exact, by the rules core alone (a checkmate is Result's Checkmate, no
// evaluation is involved), with a node budget so that no question can take unbounded time.

// ErrBudget is returned when a mate search ran out of its node budget before it could answer.
var ErrBudget = errors.New("puzzle: the mate search ran out of its node budget")

// DefaultBudget is the node budget of a mate question: enough for any mate in 3 of the embedded
// puzzles, a fraction of a second.
const DefaultBudget = 4_000_000

// mater answers mate questions on one position, which it makes and unmakes moves on.
type mater struct {
	pos    *game.Position
	nodes  int
	budget int
	// known caches answers: a position's hash and the number of moves asked for.
	known map[mateKey]bool
	buf   [][]game.Move
}

type mateKey struct {
	hash uint64
	n    int8
	win  bool // the question: true for "the side to move mates in n", false for "is mated in n"
}

func newMater(pos *game.Position, budget int) *mater {
	return &mater{pos: pos, budget: budget, known: map[mateKey]bool{}}
}

// moves returns the legal moves at this depth in a buffer of its own, checks first.
func (s *mater) moves(ply int) []game.Move {
	for len(s.buf) <= ply {
		s.buf = append(s.buf, make([]game.Move, 0, game.MaxMoves))
	}
	ms := s.pos.LegalMoves(s.buf[ply][:0])
	k := 0
	for i, m := range ms {
		if !m.IsPass() && s.pos.GivesCheck(m) {
			ms[i], ms[k] = ms[k], ms[i]
			k++
		}
	}
	s.buf[ply] = ms
	return ms
}

func (s *mater) tick() error {
	s.nodes++
	if s.nodes > s.budget {
		return ErrBudget
	}
	return nil
}

// wins reports whether the side to move checkmates within n of its moves, whatever the
// opponent does.
func (s *mater) wins(n, ply int) (bool, error) {
	if n <= 0 {
		return false, nil
	}
	if err := s.tick(); err != nil {
		return false, err
	}
	if s.pos.Result().Over() {
		return false, nil
	}
	key := mateKey{s.pos.Hash(), int8(n), true}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		if n == 1 && (m.IsPass() || !s.pos.GivesCheck(m)) {
			continue // a mate in one gives check
		}
		s.pos.Make(m)
		ok, err := s.mated(n-1, ply+1)
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

// mated reports whether the side to move is checkmated now, or within n more moves of the
// opponent's whatever it does.
func (s *mater) mated(n, ply int) (bool, error) {
	if err := s.tick(); err != nil {
		return false, err
	}
	if r := s.pos.Result(); r.Over() {
		return r.Reason == game.Checkmate && r.Outcome == game.Win(s.pos.SideToMove().Other()), nil
	}
	if n <= 0 {
		return false, nil
	}
	key := mateKey{s.pos.Hash(), int8(n), false}
	if v, ok := s.known[key]; ok {
		return v, nil
	}
	for _, m := range s.moves(ply) {
		s.pos.Make(m)
		ok, err := s.wins(n, ply+1)
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

// MatesIn reports whether the side to move in pos checkmates within n of its moves whatever the
// opponent does, searching at most budget nodes (ErrBudget beyond). pos is left as it was.
func MatesIn(pos *game.Position, n, budget int) (bool, error) {
	return newMater(pos, budget).wins(n, 0)
}

// MatedIn reports whether the side to move in pos is checkmated now or within n of the opponent's
// moves whatever it does, searching at most budget nodes. pos is left as it was.
func MatedIn(pos *game.Position, n, budget int) (bool, error) {
	return newMater(pos, budget).mated(n, 0)
}

// MatingMoves returns every move of the side to move in pos that checkmates within n of its
// moves (this one included), searching at most budget nodes in all.
func MatingMoves(pos *game.Position, n, budget int) ([]game.Move, error) {
	s := newMater(pos, budget)
	var out []game.Move
	for _, m := range pos.LegalMoves(nil) {
		if n == 1 && (m.IsPass() || !pos.GivesCheck(m)) {
			continue
		}
		pos.Make(m)
		ok, err := s.mated(n-1, 1)
		pos.Unmake()
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// LongestDefence returns the reply of the side to move in pos (which is mated within n of the
// opponent's moves) after which the mate takes the most moves, and that number.
func LongestDefence(pos *game.Position, n, budget int) (game.Move, int, error) {
	s := newMater(pos, budget)
	best, bestN := game.NoMove, -1
	for _, r := range pos.LegalMoves(nil) {
		pos.Make(r)
		k := 1
		for ; k <= n; k++ {
			ok, err := s.wins(k, 1)
			if err != nil {
				pos.Unmake()
				return game.NoMove, 0, err
			}
			if ok {
				break
			}
		}
		pos.Unmake()
		if k > bestN {
			best, bestN = r, k
		}
	}
	return best, bestN, nil
}
