package twelve

import "janggi/game/twelve"

// bound says how a stored score relates to the true value of its position.
type bound uint8

const (
	boundNone  bound = 0
	boundUpper bound = 1 // no move reached alpha: the true value is at most the score
	boundLower bound = 2 // a move reached beta: the true value is at least the score
	boundExact bound = boundUpper | boundLower
)

// ttEntry is one decoded transposition table entry.
type ttEntry struct {
	move  twelve.Move
	score int
	depth int
	bound bound
}

// A slot holds the full 64-bit key, so that two positions never share an entry (the game has about
// 10^9 positions, far fewer than 2^64), and one data word:
//
//	bits  0-15  move
//	bits 16-31  score (int16; win and loss scores relative to the node, see toTT)
//	bits 32-39  depth + depthOffset (quiescence stores depth 0)
//	bits 40-41  bound
//	bits 42-47  generation (the search that wrote it, modulo 64)
type ttSlot struct {
	key  uint64
	data uint64
}

const (
	depthOffset = 1
	bucketSize  = 4 // four slots of 16 bytes: one 64-byte cache line
)

// table is the transposition table: a power of two of buckets, replaced by depth and age.
// It belongs to one Engine and is used by one search at a time, so it needs no locks.
type table struct {
	buckets [][bucketSize]ttSlot
	mask    uint64
	gen     uint64
}

// newTable returns a table of at most mb megabytes (at least one bucket).
func newTable(mb int) *table {
	n := uint64(1)
	for n*2*bucketSize*16 <= uint64(max(mb, 0))<<20 {
		n *= 2
	}
	return &table{buckets: make([][bucketSize]ttSlot, n), mask: n - 1}
}

// clear empties the table, so that a new game's searches do not depend on an earlier game.
func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the entries of earlier searches, which replacement then prefers to overwrite.
func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

func (t *table) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key && b[i].data != 0 {
			d := b[i].data
			return ttEntry{
				move:  twelve.Move(d),
				score: int(int16(d >> 16)),
				depth: int(d>>32&0xff) - depthOffset,
				bound: bound(d >> 40 & 3),
			}, true
		}
	}
	return ttEntry{}, false
}

// store writes an entry over the same position's, or else over the slot whose depth, less a
// penalty for age, is the lowest.
func (t *table) store(key uint64, m twelve.Move, score, depth int, b bound) {
	bk := &t.buckets[key&t.mask]
	victim, worst := 0, 1<<30
	for i := range bk {
		s := &bk[i]
		if s.key == key || s.data == 0 {
			if s.key == key && m == twelve.NoMove {
				m = twelve.Move(s.data) // keep the old best move for ordering
			}
			victim = i
			break
		}
		age := int((t.gen - s.data>>42) & 63)
		if v := int(s.data>>32&0xff) - 8*age; v < worst {
			victim, worst = i, v
		}
	}
	bk[victim] = ttSlot{key: key, data: uint64(m) | uint64(uint16(int16(score)))<<16 |
		uint64(depth+depthOffset)<<32 | uint64(b)<<40 | t.gen<<42}
}
