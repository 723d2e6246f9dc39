// Package lowprio runs background work (the computer's search, game analysis) below the
// window's priority, so that on a busy machine the window's thread, and the X server that shows
// its frames, get a core first: the background work only loses the time the window needed.
//
// Two schedulers stand between the window and a core: the system's, which the nice value
// steers, and Go's, which runs goroutines on at most GOMAXPROCS threads at once. A lowered
// goroutine that computes holds one of those GOMAXPROCS places, however low its thread's
// priority; with one per core busy, the window's goroutines waited for Go to preempt one (every
// 10 ms or more), and the window drew half its frames (15 to 16 updates a second during an
// analysis at load 7 to 9, 29 to 31 with two places more). So each lowered goroutine brings its
// own place: GOMAXPROCS grows by one while it runs, and the system alone chooses, by priority,
// which thread gets the core.
package lowprio

import (
	"runtime"
	"sync"
)

// Nice is how much lower than the rest of the program the lowered threads run (a nice value):
// the computer's move, which the player waits for and whose time the clock counts.
const Nice = 10

// Idle is the priority of background work that nobody waits for move by move (the game
// analysis, the evaluation bar): on Linux the SCHED_IDLE policy, under which a thread runs only
// on a core that nothing else wants, besides nice 19 (elsewhere, as at Nice, the
// system's priority is left alone). At Nice the window
// still waited for the analysis's threads: each frame it presents under software OpenGL wakes the
// X server and the renderer's threads many times, and each wake-up waited for a lowered thread
// to give up its core. Quiet machine, back to back, 12 s each: 54.5 and 54.0 updates a second
// during an analysis at Nice, 57.6 and 54.7 at nice 19, 59.0 and 58.0 at Idle.
const Idle = 20

// procs counts the lowered goroutines running, each of which added one to GOMAXPROCS over base,
// the value before the first of them.
var procs struct {
	sync.Mutex
	base, lowered int
}

// Lower pins the calling goroutine to its own OS thread, lowers that thread's scheduling
// priority to Nice and adds one to GOMAXPROCS. The goroutine calls release when its work ends
// (release gives the place back; later calls do nothing). The thread ends with the goroutine (it
// stays locked), so no other goroutine ever runs at the lowered priority. Errors are ignored: at
// the normal priority the work merely competes with the window as before.
func Lower() (release func()) { return LowerTo(Nice) }

// Background is Lower to Idle: for work that nobody waits for move by move.
func Background() (release func()) { return LowerTo(Idle) }

// LowerTo is Lower to the nice value nice, or to Idle; at 0 or below it does nothing at all and
// release does nothing. A search's helper threads take the value Current gives on the thread that
// started them.
func LowerTo(nice int) (release func()) {
	if nice <= 0 {
		return func() {}
	}
	runtime.LockOSThread()
	setNice(nice)

	procs.Lock()
	if procs.lowered == 0 {
		procs.base = runtime.GOMAXPROCS(0)
	}
	procs.lowered++
	runtime.GOMAXPROCS(procs.base + procs.lowered)
	procs.Unlock()

	var once sync.Once
	return func() {
		once.Do(func() {
			procs.Lock()
			procs.lowered--
			runtime.GOMAXPROCS(procs.base + procs.lowered)
			procs.Unlock()
		})
	}
}
