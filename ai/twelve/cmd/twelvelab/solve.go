package main

import (
	"bufio"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"janggi/ai/twelve/internal/book"
	"janggi/internal/regfile"
	"math"
	"os"
	"slices"
	"time"

	"janggi/ai/twelve/internal/geom"
	rules "janggi/game/twelve"
)

// The solver computes the game-theoretic value of every position reachable from the start, by
// retrograde analysis: a forward pass finds the positions and counts each one's moves, then the
// results flow back from the positions decided in one or two plies, a ply at a time. Positions
// the rules settle within a ply whatever is played (see settled) are not stored: they are most of
// the positions random play reaches, and the table would not fit in memory with them. A position no result
// reaches is a draw: neither side can force a win, so with best play the game goes round in circles
// until the repetition rule (or, in Twelve Janggi, the 300-ply limit) ends it.

// status of a position in the database.
const (
	unknown uint16 = iota // not (yet) proven: a draw once the solver is done
	won                   // the side to move wins
	lost                  // the side to move loses
)

// db is the solved game: an open-addressing hash table of canonical keys, and per slot the status
// in the low two bits and, above them, the distance to the end in plies once proven (or, before,
// the number of moves to positions not yet proven lost for the side to move).
type db struct {
	variant rules.Variant
	keys    []uint64
	info    []uint16
	bits    uint
	n       int
}

func newDB(v rules.Variant, bits uint) *db {
	return &db{variant: v, keys: make([]uint64, 1<<bits), info: make([]uint16, 1<<bits), bits: bits}
}

func (d *db) home(k uint64) uint64 { return (k * 0x9e3779b97f4a7c15) >> (64 - d.bits) }

// find returns the slot of key k and whether k is stored; if not, the slot where it would go.
func (d *db) find(k uint64) (uint64, bool) {
	mask := uint64(len(d.keys) - 1)
	for i := d.home(k); ; i = (i + 1) & mask {
		switch d.keys[i] {
		case k:
			return i, true
		case 0:
			return i, false
		}
	}
}

// errFull is returned when the table needs more room; the solve command suggests a larger -bits.
var errFull = errors.New("the table is 90% full")

func (d *db) insert(k uint64) (slot uint64, added bool, err error) {
	slot, found := d.find(k)
	if found {
		return slot, false, nil
	}
	if d.n >= len(d.keys)/10*9 {
		return 0, false, errFull
	}
	d.keys[slot] = k
	d.n++
	return slot, true, nil
}

// lookup returns the value of the undecided position st from its side to move's view and its
// distance to the end in plies, and false if st is not a position reachable from the start.
func (d *db) lookup(st book.State) (status uint16, plies int, ok bool) {
	if status, plies, ok := settled(&st, d.variant); ok {
		return status, plies, true
	}
	slot, found := d.find(canonical(st))
	if !found {
		return 0, 0, false
	}
	return d.info[slot] & 3, int(d.info[slot] >> 2), true
}

// solveStats reports what solve found.
type solveStats struct {
	positions, won, lost int
	longest              int // the longest forced win, in plies
	forward, backward    time.Duration
}

// solve fills d with every position reachable from root and its value.
func (d *db) solve(root book.State, progress func(string)) (solveStats, error) {
	var stats solveStats
	start := time.Now()
	first, _, err := d.insert(canonical(root))
	if err != nil {
		return stats, err
	}
	queue := []uint32{uint32(first)}
	// Positions proven in the forward pass, by distance (1 or 2 plies): the backward pass must
	// take them in order of distance.
	var provenAt [3][]uint32
	var next []uint64
	for i := 0; i < len(queue); i++ {
		slot := uint64(queue[i])
		st := book.FromKey(d.keys[slot])
		next = next[:0]
		bestWin, worstLoss, drawn := math.MaxInt, 0, false
		successors(st, d.variant, func(s book.State, o outcome) {
			switch o {
			case wins:
				bestWin = 1
			case loses:
				worstLoss = max(worstLoss, 1)
			case draws:
				drawn = true
			case goesOn:
				if status, plies, ok := settled(&s, d.variant); ok {
					if status == lost {
						bestWin = min(bestWin, plies+1)
					} else {
						worstLoss = max(worstLoss, plies+1)
					}
					return
				}
				next = append(next, canonical(s))
			}
		})
		slices.Sort(next)
		next = slices.Compact(next)
		for _, k := range next {
			s, added, err := d.insert(k)
			if err != nil {
				return stats, fmt.Errorf("after %d positions: %w", d.n, err)
			}
			if added {
				queue = append(queue, uint32(s))
			}
		}
		moves := len(next)
		if drawn {
			moves++ // a move to a drawn end: never all moves lose
		}
		switch {
		case bestWin != math.MaxInt:
			d.info[slot] = won | uint16(bestWin)<<2
			provenAt[bestWin] = append(provenAt[bestWin], uint32(slot))
		case moves == 0:
			// Every move ends the game, or lets the opponent end it, in the opponent's favour.
			d.info[slot] = lost | uint16(worstLoss)<<2
			provenAt[worstLoss] = append(provenAt[worstLoss], uint32(slot))
		default:
			d.info[slot] = uint16(moves) << 2
		}
		if progress != nil && i%(1<<22) == 0 && i > 0 {
			progress(fmt.Sprintf("forward: %d positions expanded, %d found, %v", i, len(queue), time.Since(start).Round(time.Second)))
		}
	}
	proven := append(provenAt[1], provenAt[2]...)
	queue = nil
	stats.forward = time.Since(start)
	start = time.Now()

	proven = d.retrograde(proven, progress, start)
	stats.backward = time.Since(start)
	stats.positions = d.n
	for _, slot := range proven {
		info := d.info[slot]
		if info&3 == won {
			stats.won++
			stats.longest = max(stats.longest, int(info>>2))
		} else {
			stats.lost++
		}
	}
	// Unproven positions keep a move count in the info bits; clear it so that they read as draws.
	for i, k := range d.keys {
		if k != 0 && d.info[i]&3 == unknown {
			d.info[i] = 0
		}
	}
	return stats, nil
}

// retrograde is the backward pass: from the positions proven, nearest the end first, it proves
// their predecessors (a win for one that can reach a loss, a loss for one whose every move reaches
// a win), appending them to proven, which it returns with every position proven.
func (d *db) retrograde(proven []uint32, progress func(string), start time.Time) []uint32 {
	var preds []book.State
	var predKeys []uint64
	for i := 0; i < len(proven); i++ {
		slot := uint64(proven[i])
		status, dist := d.info[slot]&3, d.info[slot]>>2
		preds = predecessors(preds[:0], book.FromKey(d.keys[slot]), d.variant)
		predKeys = predKeys[:0]
		for _, p := range preds {
			predKeys = append(predKeys, canonical(p))
		}
		slices.Sort(predKeys)
		predKeys = slices.Compact(predKeys)
		for _, k := range predKeys {
			ps, found := d.find(k)
			if !found || d.info[ps]&3 != unknown {
				continue
			}
			switch left := d.info[ps]>>2 - 1; {
			case status == lost:
				d.info[ps] = won | (dist+1)<<2
				proven = append(proven, uint32(ps))
			case left == 0:
				d.info[ps] = lost | (dist+1)<<2
				proven = append(proven, uint32(ps))
			default:
				d.info[ps] = left << 2
			}
		}
		if progress != nil && i%(1<<22) == 0 && i > 0 {
			progress(fmt.Sprintf("backward: %d of %d proven positions done, distance %d, %v", i, len(proven), dist, time.Since(start).Round(time.Second)))
		}
	}
	return proven
}

// The saved database: a magic string, the variant, the table's bits, the number of positions, then
// the keys and the info words, little-endian.
const dbMagic = "twelve-db-1\n"

func (d *db) save(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	_, err = w.WriteString(dbMagic)
	for _, x := range []any{uint8(d.variant), uint8(d.bits), uint64(d.n), d.keys, d.info} {
		if err == nil {
			err = binary.Write(w, binary.LittleEndian, x)
		}
	}
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// parseWithDB parses a mode's flags and loads the database its -db flag (dbPath) names; without
// -db it fails with the message missing.
func parseWithDB(fs *flag.FlagSet, args []string, dbPath *string, missing string) (*db, error) {
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if *dbPath == "" {
		return nil, errors.New(missing)
	}
	return loadDB(*dbPath)
}

// loadDB reads a database written by twelvelab solve -o.
func loadDB(path string) (*db, error) {
	f, _, err := regfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<20)
	magic := make([]byte, len(dbMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != dbMagic {
		return nil, fmt.Errorf("%s: not a database written by twelvelab solve", path)
	}
	var head struct {
		Variant, Bits uint8
		N             uint64
	}
	if err := binary.Read(r, binary.LittleEndian, &head); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if head.Variant > uint8(rules.Dobutsu) || head.Bits < 10 || head.Bits > 34 {
		return nil, fmt.Errorf("%s: bad header (variant %d, %d bits)", path, head.Variant, head.Bits)
	}
	d := newDB(rules.Variant(head.Variant), uint(head.Bits))
	d.n = int(head.N)
	if err := binary.Read(r, binary.LittleEndian, d.keys); err != nil {
		return nil, fmt.Errorf("%s: keys: %v", path, err)
	}
	if err := binary.Read(r, binary.LittleEndian, d.info); err != nil {
		return nil, fmt.Errorf("%s: values: %v", path, err)
	}
	return d, nil
}

// settled returns the value of an undecided position that the rules settle whatever is played
// (the engine's search scores the same positions without search): the side to move can take the
// king (a win in one ply), or in Twelve Janggi the opponent's king stands in its camp out of reach
// (a loss in one ply).
func settled(st *book.State, v rules.Variant) (status uint16, plies int, ok bool) {
	us := st.Side
	var att geom.Set
	theirKing := rules.NoSquare
	for s := range rules.Square(rules.SquareCount) {
		pc := st.Board[s]
		switch {
		case pc == rules.NoPiece:
		case pc.Color() == us:
			att |= geom.Attacks(us, pc.Type(), s)
		case pc.Type() == rules.King:
			theirKing = s
		}
	}
	switch {
	case att.Has(theirKing):
		return won, 1, true
	case v == rules.TwelveJanggi && theirKing.Rank() == geom.BackRank(us):
		return lost, 1, true
	}
	return unknown, 0, false
}

// canonical returns the key the solver stores st under.
func canonical(st book.State) uint64 {
	k, _ := book.Canonical(st)
	return k
}
