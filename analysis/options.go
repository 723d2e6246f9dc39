package analysis

import "time"

// Options says how hard the analysis looks at each position.
type Options struct {
	// Depth is the search depth of every position, in plies; 0 uses MoveTime instead.
	Depth int
	// MoveTime is the time spent on every position (when Depth is 0; DefaultMoveTime when both
	// are 0).
	MoveTime time.Duration
	// Threads is the number of positions analysed at once, each by its own engine on its own
	// thread; 0 means one per core (runtime.NumCPU).
	Threads int
	// HashMB is the hash table of each thread's engine, in megabytes; 0 means DefaultHashMB.
	HashMB int
	// Background lowers the priority of the analysing threads (on Linux), so that a window
	// that runs the analysis keeps its frame rate.
	Background bool
}

// Defaults and bounds of the options.
const (
	DefaultMoveTime = 300 * time.Millisecond
	DefaultHashMB   = 32
	MaxDepth        = 64
	MaxMoveTime     = time.Hour
	MaxThreads      = 256
)

// Quick and Deep are the window's two strengths: a game of 100 moves takes some 10 s and 50 s on
// two cores.
var (
	Quick = Options{MoveTime: 200 * time.Millisecond}
	Deep  = Options{MoveTime: time.Second}
)
