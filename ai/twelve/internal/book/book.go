// Package book is the opening book of the Twelve Janggi engine: for every position within a few
// plies of the start, a move that keeps the position's game-theoretic value, found by the
// retrograde solver of cmd/twelvelab. It also holds the compact position form (State) the
// solver and the book share.
package book

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"slices"

	rules "janggi/game/twelve"
)

// Value is the game-theoretic value of a position for its side to move.
type Value uint8

// The values.
const (
	Draw Value = iota
	Win
	Loss
)

// Entry is one position of the book in 64 bits:
//
//	bits  0-9   the move, for the canonical form of the position (rules.Move uses 10 bits)
//	bits 10-11  the position's Value
//	bits 12-23  the distance to the end of a won or lost game, in plies
//	bits 24-63  the top 40 bits of a hash of the canonical key
//
// 40 bits of hash make a false match for a position outside a book of 10^6 entries a one in a
// million chance; the builder leaves out entries whose hashes collide.
type Entry uint64

// NewEntry returns the entry of the position with canonical key key.
func NewEntry(key uint64, m rules.Move, v Value, plies int) Entry {
	return Entry(hash(key)&^(1<<24-1) | uint64(min(plies, 1<<12-1))<<12 | uint64(v)<<10 | uint64(m&(1<<10-1)))
}

// hash mixes a canonical key (splitmix64's finaliser), so that the top bits of entries spread evenly.
func hash(k uint64) uint64 {
	k = (k ^ k>>30) * 0xbf58476d1ce4e5b9
	k = (k ^ k>>27) * 0x94d049bb133111eb
	return k ^ k>>31
}

func (e Entry) tag() uint64 { return uint64(e) >> 24 }

// Book is a set of entries sorted by hash.
type Book []Entry

// New returns the book of the entries, sorted, without the ones whose hashes collide.
func New(entries []Entry) Book {
	b := slices.Clone(entries)
	slices.SortFunc(b, func(x, y Entry) int { return cmp.Compare(x.tag(), y.tag()) })
	out := b[:0]
	for i, e := range b {
		if i > 0 && b[i-1].tag() == e.tag() || i+1 < len(b) && b[i+1].tag() == e.tag() {
			continue
		}
		out = append(out, e)
	}
	return out
}

// Encode returns the book as little-endian 64-bit words, the form Decode reads.
func (b Book) Encode() []byte {
	out := make([]byte, 0, 8*len(b))
	for _, e := range b {
		out = binary.LittleEndian.AppendUint64(out, uint64(e))
	}
	return out
}

// Decode reads a book written by Encode; the error says what is wrong with the data.
func Decode(data []byte) (Book, error) {
	if len(data)%8 != 0 {
		return nil, fmt.Errorf("book: %d bytes is not a whole number of 8-byte entries", len(data))
	}
	b := make(Book, len(data)/8)
	for i := range b {
		b[i] = Entry(binary.LittleEndian.Uint64(data[8*i:]))
		if i > 0 && b[i].tag() <= b[i-1].tag() {
			return nil, fmt.Errorf("book: entry %d is out of order", i)
		}
		if v := Value(b[i] >> 10 & 3); v > Loss {
			return nil, fmt.Errorf("book: entry %d has value %d", i, v)
		}
	}
	return b, nil
}

// Lookup returns the book's move for p, the position's value and its distance to the end in plies,
// or false when p is not in the book or the move is not legal in p (a false match).
func (b Book) Lookup(p *rules.Position) (rules.Move, Value, int, bool) {
	key, sym := Canonical(StateOf(p))
	tag := hash(key) >> 24
	i, found := slices.BinarySearchFunc(b, tag, func(e Entry, t uint64) int { return cmp.Compare(e.tag(), t) })
	if !found {
		return rules.NoMove, Draw, 0, false
	}
	e := b[i]
	m := sym.Move(rules.Move(e & (1<<10 - 1)))
	if !p.IsLegal(m) {
		return rules.NoMove, Draw, 0, false
	}
	return m, Value(e >> 10 & 3), int(e >> 12 & (1<<12 - 1)), true
}

// Successor returns the state the move of entry e leads to from st, whose canonical key e was
// made for; captures go to the mover's hand (a lord as a soldier), a soldier reaching the far row
// promotes. The builder uses it to follow the book's own lines.
func Successor(st State, e Entry) State {
	_, sym := Canonical(st)
	m := sym.Move(rules.Move(e & (1<<10 - 1)))
	us := st.Side
	next := st
	next.Side = us ^ 1
	to := m.To()
	if m.IsDrop() {
		next.Hand[us][HandIndex(m.DropType())]--
		next.Board[to] = rules.MakePiece(us, m.DropType())
		return next
	}
	pc := st.Board[m.From()]
	if captured := st.Board[to]; captured != rules.NoPiece {
		next.Hand[us][HandIndex(captured.Type().Demoted())]++
	}
	if m.IsPromotion() {
		pc = rules.MakePiece(us, rules.Lord)
	}
	next.Board[m.From()] = rules.NoPiece
	next.Board[to] = pc
	return next
}
