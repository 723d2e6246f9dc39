package ai

import (
	"math/bits"
	"sync/atomic"

	"janggi/game"
)

// bound says how a stored score relates to the true value of its position.
type bound uint8

const (
	boundNone  bound = 0
	boundUpper bound = 1 // the true value is at most the score (no move reached alpha)
	boundLower bound = 2 // the true value is at least the score (a move reached beta)
	boundExact bound = boundUpper | boundLower
)

// ttEntry is one decoded transposition table entry.
type ttEntry struct {
	move  game.Move
	score Score
	eval  Score
	depth int
	bound bound
}

// An entry packs into one 64-bit word:
//
//	bits  0-15  move (game.Move uses 14)
//	bits 16-31  score (int16, win and loss scores relative to the node, see toTT)
//	bits 32-47  static evaluation (int16)
//	bits 48-55  depth + depthOffset (quiescence entries have depth <= 0)
//	bits 56-57  bound
//	bits 58-63  generation (the search that wrote it, modulo 64)
//
// The key word holds key ^ data, so that a reader that sees the two words of different writes
// (threads share the table without locks) finds a key mismatch instead of a wrong entry.
const (
	depthOffset = 8
	genMask     = 63
	bucketSize  = 4
)

// ttSlot is one entry: the key xor the data, and the data. Both are atomics, so that helper threads
// share the table without data races; on amd64 an atomic load is a plain move and a store an XCHG
// (plain stores searched no faster: docs/ai.md, "Why it is built so").
type ttSlot struct {
	key  atomic.Uint64
	data atomic.Uint64
}

// ttable is the transposition table: buckets of four slots (one 64-byte cache line).
type ttable struct {
	slots []ttSlot
	nb    uint64 // number of buckets
	gen   uint8
}

// newTable returns a table of about mb megabytes (at least one bucket, at most HashCap MB).
func newTable(mb int) *ttable {
	n := uint64(min(max(mb, 1), HashCap)) << 20 / (16 * bucketSize)
	t := &ttable{nb: n}
	t.slots = hugeSlice[ttSlot](t, int(n*bucketSize))
	return t
}

// megabytes returns the table's size in megabytes.
func (t *ttable) megabytes() int { return len(t.slots) * 16 >> 20 }

// clear empties the table. It must not run while a search uses the table (the searches' threads
// have all ended before, so plain writes are safe).
func (t *ttable) clear() {
	clear(t.slots)
	t.gen = 0
}

// newSearch starts a new generation, so that entries of older searches are replaced first.
func (t *ttable) newSearch() { t.gen = (t.gen + 1) & genMask }

func (t *ttable) bucket(key uint64) []ttSlot {
	hi, _ := bits.Mul64(key, t.nb)
	return t.slots[hi*bucketSize : hi*bucketSize+bucketSize]
}

func pack(m game.Move, score, eval Score, depth int, b bound, gen uint8) uint64 {
	return uint64(m) | uint64(uint16(int16(score)))<<16 | uint64(uint16(int16(eval)))<<32 |
		uint64(uint8(depth+depthOffset))<<48 | uint64(b)<<56 | uint64(gen)<<58
}

func unpack(d uint64) ttEntry {
	return ttEntry{
		move:  game.Move(d & 0xffff),
		score: Score(int16(d >> 16)),
		eval:  Score(int16(d >> 32)),
		depth: int(uint8(d>>48)) - depthOffset,
		bound: bound(d >> 56 & 3),
	}
}

// probe returns the entry stored for key, if any.
func (t *ttable) probe(key uint64) (ttEntry, bool) {
	bk := t.bucket(key)
	for i := range bk {
		s := &bk[i]
		d := s.data.Load()
		if s.key.Load()^d == key && d != 0 {
			return unpack(d), true
		}
	}
	return ttEntry{}, false
}

// store writes an entry for key. It replaces the slot holding the same key, else the slot whose
// entry is shallowest and oldest. A shallower result for the same key keeps the older move when it
// has none, and does not replace a deeper exact entry of this search.
func (t *ttable) store(key uint64, m game.Move, score, eval Score, depth int, b bound) {
	bk := t.bucket(key)
	victim := &bk[0]
	worst := 1 << 30
	for i := range bk {
		s := &bk[i]
		d := s.data.Load()
		if d == 0 || s.key.Load()^d == key {
			if d != 0 {
				old := unpack(d)
				if m == game.NoMove {
					m = old.move
				}
				if b != boundExact && old.depth > depth+2 && uint8(d>>58) == t.gen {
					return
				}
			}
			victim = s
			break
		}
		age := int((t.gen - uint8(d>>58)) & genMask)
		if v := int(uint8(d>>48)) - 8*age; v < worst {
			worst, victim = v, s
		}
	}
	depth = max(min(depth, 255-depthOffset), -depthOffset)
	d := pack(m, score, eval, depth, b, t.gen)
	victim.key.Store(key ^ d)
	victim.data.Store(d)
}

// hashfull returns how many of the first thousand slots hold an entry of this search, per mille.
func (t *ttable) hashfull() int {
	n, used := min(1000, len(t.slots)), 0
	for i := 0; i < n; i++ {
		if d := t.slots[i].data.Load(); d != 0 && uint8(d>>58) == t.gen {
			used++
		}
	}
	return used * 1000 / max(n, 1)
}
