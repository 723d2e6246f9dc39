// Package lowprio runs background work (the computer's search, game analysis) below the
// window's priority, so that on a busy machine the window's thread, and the X server that shows
// its frames, get a core first: the background work only loses the time the window needed.
//
// Two schedulers stand between the window and a core: the system's, which the nice value
// steers, and Go's, which runs goroutines on at most GOMAXPROCS threads at once. Lowering is
// per thread: the goroutine is locked to an OS thread of its own and that thread's nice value
// raised, which touches nothing else in the program. Go's places are the program's to set, once,
// at start: a lowered goroutine that computes holds one of the GOMAXPROCS places however low its
// thread's priority, and with every place so held the window's goroutines wait for Go to preempt
// one (every 10 ms or more; on a busy machine the window drew about half the frames it could). So
// a program that lowers work sets GOMAXPROCS to Procs of the most goroutines it lowers at once,
// and the system alone then chooses, by priority, which thread gets a core (docs/window.md,
// "Background work on a busy machine"; the figures are in docs/results.tsv). Nothing here changes
// GOMAXPROCS: changing it stops the world, and library code would do it behind the program's back.
package lowprio

import (
	"fmt"
	"runtime"
	"sync"
)

// Procs returns the GOMAXPROCS for a program that runs at most lowered goroutines below its own
// priority at once: Go's default (one place per core, or what the GOMAXPROCS variable says) for the
// program's own goroutines, and one more for each lowered goroutine, so that a lowered goroutine
// never holds the place one of the program's own waits for. A command sets it once at start,
// before any lowered work: runtime.GOMAXPROCS(lowprio.Procs(n)).
func Procs(lowered int) int { return runtime.GOMAXPROCS(0) + max(lowered, 0) }

// Nice is how much lower than the rest of the program the lowered threads run (a nice value):
// the computer's move, which the player waits for and whose time the clock counts.
const Nice = 10

// Idle is the priority of background work that nobody waits for move by move (the game
// analysis, the evaluation bar): nice 12, below the computer's move, and above all the work
// gives its core up every fraction of a millisecond (see Yield), so that it runs on the time
// nothing else wants (elsewhere than Linux the system's priority is left alone and nothing
// yields). At Nice alone the window waits for the analysis's threads: each frame it presents
// under software OpenGL wakes the X server and the renderer's threads many times, and each
// wake-up waits for a lowered thread to give up its core.
//
// Linux's SCHED_IDLE, or a nice value near 19, would starve the program itself on a machine whose
// every core is busy: a Go program stops all its threads at each garbage collection, and a thread
// that gets a core a few times a second holds the whole window up meanwhile (a collection waits
// for it; so does the program's exit). A thread that yields is, when off its core, nearly always
// inside that system call, where the collector does not wait for it; one stopped in its own code
// (a wake-up took its core) gets its core back sooner at nice 12 than at 19. docs/window.md,
// "Background work on a busy machine", has the reasons at length and docs/results.tsv the
// figures.
const Idle = 12

// Lower pins the calling goroutine to its own OS thread and lowers that thread's scheduling
// priority to Nice. The goroutine calls release when its work ends (later calls do nothing). The
// thread ends with the goroutine (it stays locked: an unprivileged thread cannot raise its priority
// back), so no other goroutine ever runs at the lowered priority. Errors are ignored: at the normal
// priority the work merely competes with the window as before. GOMAXPROCS is left alone (Procs).
func Lower() (release func()) { return LowerTo(Nice) }

// Background is Lower to Idle, for work that nobody waits for move by move, whose thread is
// marked as yielding: the work calls Yield often (a search does when Yielding holds on the
// thread that starts it, and has its helpers do so too).
func Background() (release func()) { return lowerTo(Idle, true) }

// LowerTo is Lower to the nice value nice, or to Idle; at 0 or below it does nothing at all and
// release does nothing. A search's helper threads take the value Current gives on the thread that
// started them.
func LowerTo(nice int) (release func()) { return lowerTo(nice, false) }

func lowerTo(nice int, yields bool) (release func()) {
	if nice <= 0 {
		return func() {}
	}
	runtime.LockOSThread()
	setNice(nice)
	tid := threadID()
	yields = yields && tid != 0
	if !yields {
		return func() {}
	}
	yielding.Store(tid, true)
	var once sync.Once
	return func() {
		once.Do(func() { yielding.Delete(tid) }) // a new thread may get the number
	}
}

// Run calls f on a goroutine of its own lowered to nice (LowerTo) and waits for it to return: a
// call below the caller's priority that leaves the caller's thread as it was. At nice 0 or below
// it calls f on the caller's goroutine. An engine whose priority is an option searches through it.
func Run(nice int, f func()) {
	if nice <= 0 {
		f()
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer LowerTo(nice)()
		f()
	}()
	<-done
}

// CheckNice returns an error naming nice unless it is a nice value a search can be lowered to,
// 0 (not lowered) to 19.
func CheckNice(nice int) error {
	if nice < 0 || nice > 19 {
		return fmt.Errorf("nice value %d is outside 0..19", nice)
	}
	return nil
}

// yielding holds the system's numbers of the threads Background lowered, whose work yields.
var yielding sync.Map

// Yielding reports whether the calling goroutine's thread was lowered by Background: its work
// calls Yield often. A thread at Idle's nice value for another reason (a program its user
// started with nice) is not background work and does not yield.
func Yielding() bool {
	tid := threadID()
	if tid == 0 {
		return false
	}
	_, ok := yielding.Load(tid)
	return ok
}
