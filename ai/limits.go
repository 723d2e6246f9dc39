package ai

import (
	"sync/atomic"
	"time"

	"janggi/ai/nnue"
	"janggi/game"
)

// Limits says when a search stops. Zero fields impose nothing; with no limit at all the search
// runs until its context is cancelled (UCI's "go infinite"). Several limits may be combined: the
// first one reached stops the search.
type Limits struct {
	Depth    int           // iterations of iterative deepening
	Nodes    int64         // nodes searched, all threads together
	MoveTime time.Duration // time for this move
	// Time and Inc are each side's remaining clock time and increment, indexed by game.Color
	// (UCI's wtime/winc for Cho, btime/binc for Han).
	Time, Inc [2]time.Duration
	MovesToGo int           // moves until the next time control, 0 for sudden death
	Byoyomi   time.Duration // time per move once the main time is spent (Fairy-Stockfish's "byoyomi")
	Infinite  bool          // search until cancelled, even past a forced mate
	MultiPV   int           // number of best moves to score exactly (1 when 0)
	// Level, from 1 to MaxLevel, weakens the play (see LevelName): it bounds the depth and the
	// time and chooses at random among nearly best moves. 0 means full strength.
	Level int
	// SearchMoves, when not empty, restricts the search to these moves of the position (UCI's
	// "go searchmoves"); those that are not legal there are left out.
	SearchMoves []game.Move
	// Overhead is kept back from every time budget for the time the answer takes to reach the
	// opponent (a GUI, a pipe); 0 means the default of 20 ms for clocks and 5 ms for MoveTime.
	Overhead time.Duration
}

// search is the state one Search shares among its threads.
type search struct {
	tt      *ttable
	net     *nnue.Net // the neural correction, or nil
	stop    atomic.Bool
	nodes   atomic.Int64
	limits  Limits
	now     func() time.Time // the engine's clock
	start   time.Time
	soft    time.Duration // after an iteration, stop if more than this has passed (0: none, use all of hard)
	hard    time.Duration // stop at once after this (0: none)
	maxNode int64
}

// elapsed returns the time since the search started.
func (s *search) elapsed() time.Duration { return s.now().Sub(s.start) }

// checkLimits stops the search when the main thread finds a node or time limit reached.
func (s *search) checkLimits(mainNodes int64) {
	if s.maxNode > 0 && s.nodes.Load() >= s.maxNode {
		s.stop.Store(true)
	}
	if s.hard > 0 && s.elapsed() >= s.hard {
		s.stop.Store(true)
	}
}

// budget sets the soft and hard time limits of a search by side us.
func (s *search) budget(us game.Color) {
	l := s.limits
	if l.Infinite {
		return
	}
	if l.MoveTime > 0 {
		over := l.Overhead
		if over == 0 {
			over = 5 * time.Millisecond
		}
		// A fixed time per move is used in full: there is no clock to save time for.
		s.hard = max(l.MoveTime-over, time.Millisecond)
		return
	}
	left, inc, byo := l.Time[us], l.Inc[us], l.Byoyomi
	if left <= 0 && byo <= 0 {
		return
	}
	over := l.Overhead
	if over == 0 {
		over = 20 * time.Millisecond
	}
	// Janggi games run to some 60 moves a side; plan for 30 more at any time, fewer when the
	// next time control is nearer.
	togo := 30
	if l.MovesToGo > 0 {
		togo = min(l.MovesToGo, togo)
	}
	soft := left/time.Duration(togo) + inc*3/4
	hard := min(left/3, soft*5)
	if byo > 0 {
		// Byoyomi periods are used in full; the main time is spent as if it were sudden death.
		soft += byo - over
		hard += byo - over
	}
	limit := left + byo - over // never more than the clock holds

	hard = max(min(hard, limit), time.Millisecond)
	s.soft = max(min(soft, hard), time.Millisecond)
	s.hard = hard
}
