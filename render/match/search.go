package match

import (
	"context"
	"time"

	"janggi/game"
)

// Progress is the computer's latest report while it thinks: the depth reached, the score in
// centipawns from the side to move's view, and its principal variation.
type Progress struct {
	Depth, Score int
	PV           []game.Move
}

// searchResult is what a search goroutine sends back once.
type searchResult struct {
	move game.Move
	err  error
}

// search is one BestMove call running in its own goroutine. The goroutine owns a clone of the
// position and talks only through the two channels, which Update polls without blocking; cancel
// stops it, and a search nobody waits for any more just ends and is collected.
type search struct {
	key      uint64 // the position it searches (hash mixed with ply), to drop stale answers
	side     game.Color
	cancel   context.CancelFunc
	done     chan searchResult // buffered: the goroutine never blocks on sending
	progress chan Progress     // buffered, latest report only
}

// startSearch runs e.BestMove on a copy of pos. A timeout of 0 means none.
func startSearch(e Engine, pos *game.Position, level int, timeout time.Duration) *search {
	ctx, cancel := context.WithCancel(context.Background())
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), timeout)
	}
	s := &search{
		key: positionKey(pos), side: pos.SideToMove(), cancel: cancel,
		done: make(chan searchResult, 1), progress: make(chan Progress, 1),
	}
	clone := pos.Clone()
	go func() {
		report := func(depth, score int, pv []game.Move) {
			p := Progress{depth, score, append([]game.Move(nil), pv...)}
			for {
				select {
				case s.progress <- p:
					return
				default:
				}
				select { // drop the stale report the window has not read yet
				case <-s.progress:
				default:
				}
			}
		}
		m, err := e.BestMove(ctx, clone, level, report)
		s.done <- searchResult{m, err}
	}()
	return s
}

// poll returns the result if the search has finished, without waiting.
func (s *search) poll() (searchResult, bool) {
	select {
	case r := <-s.done:
		return r, true
	default:
		return searchResult{}, false
	}
}

// latest returns the newest progress report, if one came since the last call.
func (s *search) latest() (Progress, bool) {
	select {
	case p := <-s.progress:
		return p, true
	default:
		return Progress{}, false
	}
}

// positionKey identifies a position with its history length, so that a position reached again
// after an undo and a different move is not mistaken for the one a search started from.
func positionKey(p *game.Position) uint64 {
	return p.Hash() ^ uint64(p.Ply())*0x9e3779b97f4a7c15
}
