package ai

import (
	"fmt"

	"janggi/internal/sysmem"
)

// The hash table's size is a property of the machine, not a constant: a table of 65536 MB kills
// the program on a 24 GB machine (Go cannot recover from a failed allocation), and UCI clients
// take the advertised maximum at its word.
const (
	// HashCap bounds the hash table on any machine, in megabytes (64 GB).
	HashCap = 1 << 16
	// hashUnknown is the bound where the system does not say how much memory it has.
	hashUnknown = 2048
)

// memInfo reads the machine's memory; tests replace it.
var memInfo = sysmem.Read

// MaxHash returns the largest hash table the engine accepts on this machine, in megabytes: half
// of its physical memory (or of its container's limit), at most HashCap.
func MaxHash() int {
	total := memInfo().Total
	if total == 0 {
		return hashUnknown
	}
	return int(max(1, min(total>>21, HashCap)))
}

// checkHash says why a hash table of mb megabytes cannot be made: outside 1..MaxHash, or more
// than the memory free now (the old table is freed only once the new one is made).
func checkHash(mb int) error {
	limit := MaxHash()
	if mb < 1 || mb > limit {
		return fmt.Errorf("ai: a hash table of %d MB is outside 1..%d (half of this machine's memory, at most %d)", mb, limit, HashCap)
	}
	if free := memInfo().Available; free > 0 && uint64(mb)<<20 > free {
		return fmt.Errorf("ai: a hash table of %d MB does not fit in the %d MB of memory free now", mb, free>>20)
	}
	return nil
}

// CheckHashTotal says why a process cannot hold tables tables of mb megabytes each (the threads
// of an analysis, the engines of a UCI server): MaxHash bounds them all together, not each, and
// they must fit in the memory free now. Each table alone is 1 MB at least.
func CheckHashTotal(tables, mb int) error {
	if tables <= 1 {
		return checkHash(mb)
	}
	if mb < 1 {
		return fmt.Errorf("ai: a hash table of %d MB: want 1 MB or more", mb)
	}
	limit, total := MaxHash(), uint64(tables)*uint64(mb)
	if total > uint64(limit) {
		return fmt.Errorf("ai: %d hash tables of %d MB, %d MB in all, are more than the %d MB all tables may take on this machine (half of its memory, or of its container's limit)",
			tables, mb, total, limit)
	}
	if free := memInfo().Available; free > 0 && total<<20 > free {
		return fmt.Errorf("ai: %d hash tables of %d MB, %d MB in all, do not fit in the %d MB of memory free now", tables, mb, total, free>>20)
	}
	return nil
}

// levelHashMB is the hash table each level needs, in megabytes, at most 32 MB. The weak levels
// search a few thousand nodes a move; level 10 some 11 million on two cores (10 s), about five for
// each entry of its 32 MB, a load at which a table twice the size played no better in self-play
// (docs/ai.md, "Why it is built so").
var levelHashMB = [MaxLevel]int{1, 1, 1, 2, 2, 4, 8, 16, 32, 32}

// LevelHash returns the hash table size in megabytes a search at level lv (1..MaxLevel) needs on
// this machine: levelHashMB, but never more than a sixteenth of MaxHash (a 1 GB machine gives a
// level at most 32 MB).
func LevelHash(lv int) int {
	lv = min(max(lv, 1), MaxLevel)
	return max(1, min(levelHashMB[lv-1], MaxHash()/16))
}
