package twelve

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"janggi/game/twelve"
	"janggi/internal/lowprio"
)

// Engine searches Twelve Janggi and Dobutsu positions. It keeps its transposition table from one
// search to the next, which makes the searches of one game faster; NewGame empties it.
// Its methods may be called from any goroutine; searches on one Engine run one at a time.
type Engine struct {
	mu     sync.Mutex
	hashMB int
	tt     *table // made by the first search: a program that never plays this game holds no table
	s      *searcher
	seed   uint64
	nice   int // above 0, the nice value the searches run at (SetNice)
}

// NewEngine returns an engine whose transposition table takes about hashMB megabytes
// (16 bytes an entry; at least one bucket, so 0 gives a table too small to help), made when the
// engine first searches.
func NewEngine(hashMB int) *Engine {
	return &Engine{hashMB: hashMB, s: &searcher{}, seed: uint64(time.Now().UnixNano())}
}

// NewGame forgets what earlier searches learnt, so that the searches of a new game do not depend
// on the games before it; a search of fixed depth or nodes right after NewGame is reproducible.
func (e *Engine) NewGame() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.tt != nil {
		e.tt.clear()
	}
	e.s.history = [2][1024]int32{}
}

// SetNice sets the priority the engine searches at: at a nice value above 0 each search runs on an
// OS thread of its own at that value and the caller's thread is left as it was (lowprio.Run); a
// computer player beside a window searches at lowprio.Nice, so that the window's thread gets a core
// first. At 0, the default, a search runs on the caller's goroutine. It fails outside 0..19.
func (e *Engine) SetNice(nice int) error {
	if err := lowprio.CheckNice(nice); err != nil {
		return fmt.Errorf("twelve engine: %w", err)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.nice = nice
	return nil
}

// Seed sets the seed of the random choices the lower levels make, so that a series of games can be
// replayed; NewEngine seeds from the clock.
func (e *Engine) Seed(seed uint64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.seed = seed
}

// Limits bounds a search; zero fields set no bound, but at least one bound or a context that can
// be cancelled is needed.
type Limits struct {
	Depth int           // iterations of iterative deepening, in plies
	Nodes int64         // positions visited
	Time  time.Duration // wall-clock time
	// Exact replaces the evaluation by 0 and searches every move to full depth, without
	// quiescence, so that every score but 0 is a win or loss proven within Depth plies (or by the
	// shortcuts of the rules' two-ply endings) and 0 means "no result found" or a draw by the rules.
	Exact bool
}

// Result is what a search found.
type Result struct {
	Move  twelve.Move   // the best move
	Score int           // its score from the side to move's view (see Mate)
	Depth int           // the last iteration completed, or the one interrupted if it had found a better move
	Nodes int64         // positions visited
	PV    []twelve.Move // the expected line of play, Move first
}

// ErrGameOver is returned when asked for a move in a finished game.
var ErrGameOver = errors.New("the game is over")

// Search runs iterative deepening from pos within lim until a bound is reached, ctx is done, or
// the result is a proven win or loss no deeper search can shorten. It calls progress (which may be
// nil) on the searching goroutine after each iteration with the depth, score and principal variation.
// Search returns within a millisecond or so of ctx being cancelled, with the best move found so far;
// it clones pos, which stays the caller's. With the same table contents (for example after NewGame),
// a search bounded by Depth or Nodes alone gives the same result every time.
func (e *Engine) Search(ctx context.Context, pos *twelve.Position, lim Limits, progress func(depth, score int, pv []twelve.Move)) (Result, error) {
	if pos == nil {
		return Result{}, errors.New("twelve search: no position")
	}
	if lim.Depth < 0 || lim.Nodes < 0 || lim.Time < 0 {
		return Result{}, fmt.Errorf("twelve search: negative limit %+v", lim)
	}
	if lim == (Limits{Exact: lim.Exact}) && ctx.Done() == nil {
		return Result{}, errors.New("twelve search: no depth, node or time limit and a context that cannot be cancelled")
	}
	if r := pos.Result(); r.Over() {
		return Result{}, fmt.Errorf("twelve search: %w (%s)", ErrGameOver, r)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	var res Result
	lowprio.Run(e.nice, func() { res = e.search(ctx, pos, lim, progress) })
	return res, nil
}

// search is Search once the arguments are checked, with the engine locked.
func (e *Engine) search(ctx context.Context, pos *twelve.Position, lim Limits, progress func(int, int, []twelve.Move)) Result {
	start := time.Now()
	if e.tt == nil {
		e.tt = newTable(e.hashMB)
		e.s.tt = e.tt
	}
	s := e.s
	s.setup(pos)
	s.exact = lim.Exact
	s.nodes, s.maxNodes, s.done, s.stopped = 0, lim.Nodes, ctx.Done(), false
	s.yield = lowprio.Yielding()
	s.deadline = time.Time{}
	if lim.Time > 0 {
		s.deadline = start.Add(lim.Time)
	}
	s.killers = [maxPly + 1][2]twelve.Move{}
	s.ageHistory()
	e.tt.newSearch()

	maxDepth := maxPly - 1
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	root := s.pos.LegalMoves(nil)
	res := Result{Move: root[0]}
	for depth := 1; depth <= maxDepth; depth++ {
		score := s.aspiration(depth, res.Score)
		if s.stopped {
			// The interrupted iteration searched its first move (the previous best) first, so a
			// move it completed with a score above the window is at least as good.
			if s.pvLen[0] > 0 {
				res.Move, res.Score, res.Depth = s.pv[0][0], s.rootScore, depth
				res.PV = append(res.PV[:0], s.pv[0][:s.pvLen[0]]...)
			}
			break
		}
		res.Score, res.Depth = score, depth
		if s.pvLen[0] > 0 {
			res.Move = s.pv[0][0]
			res.PV = append([]twelve.Move(nil), s.pv[0][:s.pvLen[0]]...)
		}
		if progress != nil {
			progress(depth, score, append([]twelve.Move(nil), res.PV...))
		}
		// A proven result does not change with depth; at a fixed depth keep going to honour it.
		if lim.Depth == 0 && IsMate(score) && depth >= abs(MatePlies(score)) || len(root) == 1 && lim.Depth == 0 {
			break
		}
	}
	res.Nodes = s.nodes
	return res
}

// aspiration searches the root at depth within a window around the previous score, widening it
// when the score falls outside.
func (s *searcher) aspiration(depth, prev int) int {
	if depth < 5 || IsMate(prev) {
		return s.search(depth, 0, -infinite, infinite, true)
	}
	delta := 40
	alpha, beta := prev-delta, prev+delta
	for {
		v := s.search(depth, 0, alpha, beta, true)
		if s.stopped {
			return v
		}
		switch {
		case v <= alpha:
			alpha = max(alpha-delta, -infinite)
		case v >= beta:
			beta = min(beta+delta, infinite)
		default:
			return v
		}
		delta *= 4
		if delta > 1000 {
			alpha, beta = -infinite, infinite
		}
	}
}

// setup makes the searcher walk a clone of pos and collects the hashes of the positions of its
// history, which the repetition rule compares against.
func (s *searcher) setup(pos *twelve.Position) {
	p := pos.Clone()
	s.pos, s.variant = p, p.Variant()
	n := p.HistoryLen()
	if cap(s.hist) < n+maxPly+2 {
		s.hist = make([]uint64, 0, n+maxPly+2+256)
	}
	s.hist = s.hist[:n+1]
	moves := make([]twelve.Move, n)
	for i := n; i > 0; i-- {
		s.hist[i] = p.Hash()
		moves[i-1] = p.LastMove()
		p.Unmake()
	}
	s.hist[0] = p.Hash()
	for _, m := range moves {
		p.Make(m)
	}
	s.rootIndex = n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
