package book

import (
	"strings"

	"janggi/game"
	rules "janggi/game/twelve"
	"janggi/internal/fentext"
)

// State is a position in compact form, without history or move counters: what the solver stores
// and the book is keyed by. Positions that differ only by the turning of the board to the other
// player (Flip) or by the mirror image (Mirror) have the same value, so both store one Canonical key.
type State struct {
	Board [rules.SquareCount]rules.Piece
	Hand  [2][3]uint8 // per colour: generals, elephants, soldiers (see HandIndex)
	Side  game.Color
}

// HandIndex maps a droppable type (general, elephant, soldier) to State.Hand's second index.
func HandIndex(t rules.PieceType) int { return int(t - rules.General) }

// StateOf returns the compact form of p.
func StateOf(p *rules.Position) State {
	var st State
	for s := range rules.Square(rules.SquareCount) {
		st.Board[s] = p.PieceAt(s)
	}
	for c := range game.Color(2) {
		for t := rules.General; t <= rules.Soldier; t++ {
			st.Hand[c][HandIndex(t)] = uint8(p.Hand(c, t))
		}
	}
	st.Side = p.SideToMove()
	return st
}

// Key packs the state into 61 bits: 4 bits a square, 2 bits a hand count, the side on top.
// No legal position has key 0 (it has kings), so tables may use 0 for an empty slot.
func (st State) Key() uint64 {
	var k uint64
	for s := rules.SquareCount - 1; s >= 0; s-- {
		k = k<<4 | uint64(st.Board[s])
	}
	for c := range 2 {
		for i := range 3 {
			k |= uint64(st.Hand[c][i]) << (48 + 2*(3*c+i))
		}
	}
	return k | uint64(st.Side)<<60
}

// FromKey returns the state whose Key is k.
func FromKey(k uint64) State {
	var st State
	for s := range rules.SquareCount {
		st.Board[s] = rules.Piece(k >> (4 * s) & 15)
	}
	for c := range 2 {
		for i := range 3 {
			st.Hand[c][i] = uint8(k >> (48 + 2*(3*c+i)) & 3)
		}
	}
	st.Side = game.Color(k >> 60 & 1)
	return st
}

// Flip turns the board by 180 degrees and swaps the colours, the hands and the side to move:
// the same position seen by the other player, which the symmetric rules value alike.
func (st State) Flip() State {
	var f State
	for s := range rules.SquareCount {
		if pc := st.Board[s]; pc != rules.NoPiece {
			f.Board[rules.SquareCount-1-s] = rules.MakePiece(pc.Color()^1, pc.Type())
		}
	}
	f.Hand[0], f.Hand[1] = st.Hand[1], st.Hand[0]
	f.Side = st.Side ^ 1
	return f
}

// Mirror exchanges files a and c, which changes nothing in the game.
func (st State) Mirror() State {
	m := st
	for r := range rules.Ranks {
		a, c := rules.SquareAt(0, r), rules.SquareAt(2, r)
		m.Board[a], m.Board[c] = st.Board[c], st.Board[a]
	}
	return m
}

// Symmetry says how a state was turned into its canonical form.
type Symmetry struct{ Flipped, Mirrored bool }

// Canonical returns the key under which the solver and the book store st: st with Cho to move
// (flipped if Han is), and of that and its mirror image the smaller key; and how st was turned.
func Canonical(st State) (uint64, Symmetry) {
	var sym Symmetry
	if st.Side == game.Han {
		st, sym.Flipped = st.Flip(), true
	}
	k, m := st.Key(), st.Mirror().Key()
	if m < k {
		return m, Symmetry{sym.Flipped, true}
	}
	return k, sym
}

// square maps a square of the original position to the canonical one, or back: both turns are
// their own inverses and commute.
func (sym Symmetry) square(s rules.Square) rules.Square {
	if sym.Flipped {
		s = rules.SquareCount - 1 - s
	}
	if sym.Mirrored {
		s = rules.SquareAt(rules.Files-1-s.File(), s.Rank())
	}
	return s
}

// Move maps a move of the original position to the canonical one, or back.
func (sym Symmetry) Move(m rules.Move) rules.Move {
	to := sym.square(m.To())
	switch {
	case m == rules.NoMove:
		return m
	case m.IsDrop():
		return rules.NewDrop(m.DropType(), to)
	case m.IsPromotion():
		return rules.NewPromotion(sym.square(m.From()), to)
	}
	return rules.NewMove(sym.square(m.From()), to)
}

// FEN writes the state in the FEN package twelve reads, so that the rules engine can take over.
func (st State) FEN() string {
	var b strings.Builder
	b.Write(fentext.AppendBoard(nil, rules.Files, rules.Ranks, func(f, r int) string {
		if pc := st.Board[rules.SquareAt(f, r)]; pc != rules.NoPiece {
			return pc.String()
		}
		return ""
	}))
	b.WriteByte('[')
	for c := range game.Color(2) {
		for t := rules.General; t <= rules.Soldier; t++ {
			for range st.Hand[c][HandIndex(t)] {
				b.WriteString(rules.MakePiece(c, t).String())
			}
		}
	}
	b.WriteString("] ")
	if st.Side == game.Cho {
		b.WriteString("w")
	} else {
		b.WriteString("b")
	}
	return b.String()
}

// Position returns the state as a position of variant v, with no history.
func (st State) Position(v rules.Variant) (*rules.Position, error) {
	return rules.ParseFEN(v, st.FEN())
}
