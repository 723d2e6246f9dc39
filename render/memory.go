package render

// GoMemoryMB is the Go memory the window needs besides its engines' hash tables: the scenes,
// the pictures' pixels and Ebitengine's draw queue (carried out as it fills, so that it stays
// small: docs/window.md#memory), the search threads' move-ordering tables (4 MB each), and room
// for a record being read.
const GoMemoryMB = 48

// MemoryLimit returns the soft limit the window puts on the Go runtime's memory
// (runtime/debug.SetMemoryLimit) when its engines' hash tables take tableMB megabytes at most:
// GoMemoryMB more. Without it the garbage collector lets the heap grow to twice what is live,
// and a hash table of 32 MB, live for the whole game, lets as much garbage wait; with it the
// collector runs when the heap nears the limit, which a game's few megabytes of garbage a
// second make rare. A soft limit: a heap that needs more gets it, collected more often.
func MemoryLimit(tableMB int) int64 { return int64(GoMemoryMB+tableMB) << 20 }

// GCPercent is the garbage collection target the window sets (runtime/debug.SetGCPercent): the
// collector runs when the heap has grown by half what was live after the last collection, where
// Go's default lets it grow by as much again. The window's live heap is small (some 6 MB while
// the computer plays at level 10) and its garbage slow (about 1 MB a second), so a collection
// every few seconds costs next to nothing, and the heap's peak, a part of the window's resident
// memory, is some 3 MB lower (docs/window.md#memory).
const GCPercent = 50
