package twelve

import (
	"time"

	"janggi/ai/twelve/internal/geom"
	"janggi/game/twelve"
	"janggi/internal/lowprio"
)

// searcher is the state of one search: the position it walks with Make and Unmake, the hashes of
// the positions that led to it (for repetitions), and the move-ordering tables. An Engine owns one
// and reuses it, so that its large arrays are allocated once.
type searcher struct {
	pos     *twelve.Position
	variant twelve.Variant
	tt      *table
	exact   bool // score unknown leaves 0 instead of evaluating them (see Limits.Exact)
	yield   bool // background work: the thread yields its core every 128 nodes (see lowprio.Yield)

	// hist holds the hash of every position of the game, oldest first, the current one last;
	// positions from rootIndex on were reached by the search.
	hist      []uint64
	rootIndex int

	moves   [maxPly + 1][twelve.MaxMoves]twelve.Move
	order   [maxPly + 1][twelve.MaxMoves]int32
	killers [maxPly + 1][2]twelve.Move
	history [2][1024]int32 // by side and the move's 10 bits
	pv      [maxPly + 1][maxPly + 1]twelve.Move
	pvLen   [maxPly + 1]int
	// rootScore is the score of s.pv[0][0], the best root move of the current iteration so far.
	rootScore int

	nodes    int64
	maxNodes int64           // 0: no limit
	done     <-chan struct{} // the caller's context
	deadline time.Time       // zero: none
	stopped  bool
}

// stop reports whether the search must end: it counts the node and, every 1024 nodes, looks at the
// context and the clock (at two million nodes a second, every half millisecond).
func (s *searcher) stop() bool {
	s.nodes++
	if s.yield && s.nodes&127 == 0 {
		lowprio.Yield()
	}
	if s.stopped {
		return true
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
	} else if s.nodes&1023 == 0 {
		select {
		case <-s.done:
			s.stopped = true
		default:
			s.stopped = !s.deadline.IsZero() && time.Now().After(s.deadline)
		}
	}
	return s.stopped
}

func (s *searcher) make(m twelve.Move) {
	s.pos.Make(m)
	s.hist = append(s.hist, s.pos.Hash())
}

func (s *searcher) unmake() {
	s.pos.Unmake()
	s.hist = s.hist[:len(s.hist)-1]
}

// repeated reports whether the search should score the current position as a draw by repetition.
// The rules draw at the RepetitionLimit-th occurrence, but a side that can bring a position back
// once can do it again, so a repetition inside the search tree counts as a draw at once (as in
// Stockfish); positions of the game before the root need one occurrence fewer than the rule.
func (s *searcher) repeated() bool {
	n := len(s.hist) - 1
	key, count := s.hist[n], 1
	// A position cannot come back after two plies: each side's move changes its own pieces.
	for i := n - 4; i >= 0; i -= 2 {
		if s.hist[i] != key {
			continue
		}
		if i >= s.rootIndex {
			return true
		}
		if count++; count >= twelve.RepetitionLimit-1 {
			return true
		}
	}
	return false
}

// terminal returns the score of a position whose value the rules settle within two plies whatever
// is played, and true; or false when it takes a search. moves are the position's legal moves.
// At the root (ply 0) only the game's end is settled, since the search must still find the move.
func (s *searcher) terminal(moves []twelve.Move, ply int) (int, bool) {
	p := s.pos
	us, them := p.SideToMove(), p.SideToMove()^1
	if len(moves) == 0 {
		// The game ended on the board (a king captured or in the camp) or the side to move is stuck.
		w, ok := p.Result().Outcome.Winner()
		switch {
		case !ok:
			return 0, true
		case w == us:
			return winIn(ply), true
		}
		return lossIn(ply), true
	}
	twelveJanggi := s.variant == twelve.TwelveJanggi
	if twelveJanggi && p.Ply() >= twelve.MaxPlies {
		return 0, true
	}
	if ply == 0 {
		return 0, false
	}
	theirKing := p.KingSquare(them)
	if p.Attacked(theirKing, us) {
		return winIn(ply + 1), true
	}
	if twelveJanggi && theirKing.Rank() == geom.BackRank(us) {
		// Their king entered our camp and we cannot take it: they win when their turn comes.
		return lossIn(ply + 1), true
	}
	if s.repeated() {
		return 0, true
	}
	ourKing := p.KingSquare(us)
	switch {
	case twelveJanggi && p.Ply()+1 < twelve.MaxPlies:
		// A king step into the opponent's camp on an unattacked square wins at our next turn:
		// one-step pieces cannot attack through the square the king leaves, and the opponent has no
		// faster win (it cannot take our king, and its own king is not in our camp, see above).
		for _, m := range moves {
			if m.From() == ourKing && m.To().Rank() == geom.BackRank(them) && !p.Attacked(m.To(), them) {
				return winIn(ply + 2), true
			}
		}
	case !twelveJanggi:
		// Dobutsu's try: a lion reaching the far row unattacked wins as it lands, unless the other
		// lion stands safe on its own far row too (a draw). It cannot: the game would be over, or
		// we could take it and the check above has returned.
		for _, m := range moves {
			if m.From() == ourKing && m.To().Rank() == geom.BackRank(them) && !p.Attacked(m.To(), them) {
				return winIn(ply + 1), true
			}
		}
	}
	return 0, false
}

// search returns the score of the current position searched depth plies deep, within (alpha, beta):
// principal variation search with a transposition table, killer and history move ordering, and
// late move reductions of quiet moves. It fills s.pv[ply].
func (s *searcher) search(depth, ply, alpha, beta int, pvNode bool) int {
	s.pvLen[ply] = ply
	if s.stop() {
		return 0
	}
	moves := s.pos.LegalMoves(s.moves[ply][:0])
	if v, ok := s.terminal(moves, ply); ok {
		return v
	}
	if ply >= maxPly {
		return s.evaluate()
	}
	// A win cannot come sooner than next ply, a loss sooner than this one.
	alpha, beta = max(alpha, lossIn(ply)), min(beta, winIn(ply+1))
	if alpha >= beta {
		return alpha
	}
	if depth <= 0 {
		return s.quiesce(moves, ply, alpha, beta)
	}

	key := s.pos.Hash()
	ttMove := twelve.NoMove
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move
		if !pvNode && ply > 0 && e.depth >= depth {
			v := fromTT(e.score, ply)
			if e.bound == boundExact || e.bound == boundLower && v >= beta || e.bound == boundUpper && v <= alpha {
				return v
			}
		}
	}

	s.scoreMoves(moves, ply, ttMove)
	us := s.pos.SideToMove()
	best, bestMove, origAlpha := -infinite, twelve.NoMove, alpha
	for i := range moves {
		m := s.pickMove(moves, ply, i)
		quiet := s.isQuiet(m)
		s.make(m)
		var v int
		if i == 0 {
			v = -s.search(depth-1, ply+1, -beta, -alpha, pvNode)
		} else {
			r := 0
			if !s.exact && depth >= 3 && i >= 3 && quiet && m != s.killers[ply][0] && m != s.killers[ply][1] {
				r = 1
				if depth >= 6 && i >= 8 {
					r = 2
				}
			}
			v = -s.search(depth-1-r, ply+1, -alpha-1, -alpha, false)
			if v > alpha && r > 0 {
				v = -s.search(depth-1, ply+1, -alpha-1, -alpha, false)
			}
			if v > alpha && v < beta {
				v = -s.search(depth-1, ply+1, -beta, -alpha, true)
			}
		}
		s.unmake()
		if s.stopped {
			return 0
		}
		if v <= best {
			continue
		}
		best, bestMove = v, m
		if v <= alpha {
			continue
		}
		alpha = v
		if ply == 0 {
			s.rootScore = v
		}
		s.pv[ply][ply] = m
		copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
		s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
		if v >= beta {
			if quiet {
				if s.killers[ply][0] != m {
					s.killers[ply][1], s.killers[ply][0] = s.killers[ply][0], m
				}
				h := &s.history[us][m&1023]
				*h += int32(depth * depth)
				if *h > 1<<20 {
					s.ageHistory()
				}
			}
			break
		}
	}
	b := boundUpper
	switch {
	case best >= beta:
		b = boundLower
	case alpha > origAlpha:
		b = boundExact
	}
	s.tt.store(key, bestMove, toTT(best, ply), depth, b)
	return best
}

// quiesce searches captures, promotions and king steps to the far row until the position is quiet,
// so that the evaluation never sees a piece about to be taken. The side to move may also stand pat.
func (s *searcher) quiesce(moves []twelve.Move, ply, alpha, beta int) int {
	if s.exact {
		// Without evaluation a quiet leaf is unknown; 0 makes no claim either way.
		return max(alpha, min(beta, 0))
	}
	standPat := s.evaluate()
	if standPat >= beta || ply >= maxPly-1 {
		return standPat
	}
	alpha = max(alpha, standPat)
	// Keep only the loud moves, ordered by the value they win.
	n := 0
	for _, m := range moves {
		if v, loud := s.loudValue(m); loud {
			moves[n] = m
			s.order[ply][n] = int32(v)
			n++
		}
	}
	moves = moves[:n]
	best := standPat
	for i := range moves {
		m := s.pickMove(moves, ply, i)
		s.make(m)
		v := -s.search(0, ply+1, -beta, -alpha, false)
		s.unmake()
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// loudValue reports whether quiescence tries m, and how to order it: a capture by the value taken
// less a little of the taker's, then promotions and king steps to the far row (which threaten the
// camp win).
func (s *searcher) loudValue(m twelve.Move) (int, bool) {
	if m.IsDrop() {
		return 0, false
	}
	p := s.pos
	moved := p.PieceAt(m.From()).Type()
	v, loud := 0, false
	if victim := p.PieceAt(m.To()); victim != twelve.NoPiece {
		v, loud = 16*boardValue[victim.Type()]+handValue[victim.Type().Demoted()]-boardValue[moved]/16, true
	}
	if m.IsPromotion() {
		v, loud = v+boardValue[twelve.Lord], true
	}
	if moved == twelve.King && m.To().Rank() == geom.BackRank(p.SideToMove()^1) {
		v, loud = v+1, true
	}
	return v, loud
}

// isQuiet reports whether m neither captures nor promotes; only quiet moves are reduced and
// feed the killer and history tables.
func (s *searcher) isQuiet(m twelve.Move) bool {
	return m.IsDrop() || !m.IsPromotion() && s.pos.PieceAt(m.To()) == twelve.NoPiece
}

// scoreMoves gives each move its ordering key: the table's move, then captures and promotions
// by value, then the killers, then the others by history.
func (s *searcher) scoreMoves(moves []twelve.Move, ply int, ttMove twelve.Move) {
	us := s.pos.SideToMove()
	for i, m := range moves {
		var k int32
		switch v, loud := s.loudValue(m); {
		case m == ttMove:
			k = 1 << 30
		case loud:
			k = 1<<28 + int32(v)
		case m == s.killers[ply][0]:
			k = 1<<27 + 1
		case m == s.killers[ply][1]:
			k = 1 << 27
		default:
			k = s.history[us][m&1023]
		}
		s.order[ply][i] = k
	}
}

// pickMove moves the best-ordered of moves[i:] to position i and returns it. Selection beats
// sorting, since a cutoff usually comes within the first few moves.
func (s *searcher) pickMove(moves []twelve.Move, ply, i int) twelve.Move {
	order := s.order[ply][:len(moves)]
	best := i
	for j := i + 1; j < len(moves); j++ {
		if order[j] > order[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	order[i], order[best] = order[best], order[i]
	return moves[i]
}

// ageHistory halves the history scores, so that recent cutoffs weigh more than old ones.
func (s *searcher) ageHistory() {
	for c := range s.history {
		for i := range s.history[c] {
			s.history[c][i] /= 2
		}
	}
}

func (s *searcher) evaluate() int {
	if s.exact {
		return 0
	}
	return evaluate(s.pos)
}
