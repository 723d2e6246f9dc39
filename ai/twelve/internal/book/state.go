package main

import (
	"strings"

	"janggi/game"
	rules "janggi/game/twelve"
)

// state is a position in the solver's compact form: no history, no move counters. The solver
// stores only positions with Cho to move; a Han-to-move position is stored turned around (flip),
// and of a position and its mirror image only the one with the smaller key (canonical).
type state struct {
	board [rules.SquareCount]rules.Piece
	hand  [2][3]uint8 // per colour: generals, elephants, soldiers
	side  game.Color
}

// handIndex maps the droppable types to state.hand's second index.
func handIndex(t rules.PieceType) int { return int(t - rules.General) }

func stateOf(p *rules.Position) state {
	var st state
	for s := range rules.Square(rules.SquareCount) {
		st.board[s] = p.PieceAt(s)
	}
	for c := range game.Color(2) {
		for t := rules.General; t <= rules.Soldier; t++ {
			st.hand[c][handIndex(t)] = uint8(p.Hand(c, t))
		}
	}
	st.side = p.SideToMove()
	return st
}

// key packs the state into 61 bits: 4 bits a square, 2 bits a hand count, the side on top.
// No legal position has key 0 (it has kings), so the table uses 0 for an empty slot.
func (st state) key() uint64 {
	var k uint64
	for s := rules.SquareCount - 1; s >= 0; s-- {
		k = k<<4 | uint64(st.board[s])
	}
	for c := range 2 {
		for i := range 3 {
			k |= uint64(st.hand[c][i]) << (48 + 2*(3*c+i))
		}
	}
	return k | uint64(st.side)<<60
}

func stateFromKey(k uint64) state {
	var st state
	for s := range rules.SquareCount {
		st.board[s] = rules.Piece(k >> (4 * s) & 15)
	}
	for c := range 2 {
		for i := range 3 {
			st.hand[c][i] = uint8(k >> (48 + 2*(3*c+i)) & 3)
		}
	}
	st.side = game.Color(k >> 60 & 1)
	return st
}

// flip turns the board by 180 degrees and swaps the colours, the hands and the side to move:
// the same position seen by the other player, which the symmetric rules value alike.
func (st state) flip() state {
	var f state
	for s := range rules.SquareCount {
		if pc := st.board[s]; pc != rules.NoPiece {
			f.board[rules.SquareCount-1-s] = rules.MakePiece(pc.Color()^1, pc.Type())
		}
	}
	f.hand[0], f.hand[1] = st.hand[1], st.hand[0]
	f.side = st.side ^ 1
	return f
}

// mirror exchanges files a and c.
func (st state) mirror() state {
	m := st
	for r := range rules.Ranks {
		a, c := rules.SquareAt(0, r), rules.SquareAt(2, r)
		m.board[a], m.board[c] = st.board[c], st.board[a]
	}
	return m
}

// canonical returns the key under which the solver stores the position st.
func canonical(st state) uint64 {
	if st.side == game.Han {
		st = st.flip()
	}
	k, m := st.key(), st.mirror().key()
	return min(k, m)
}

// fen writes the state in the FEN package twelve reads, so that the rules engine can take over.
func (st *state) fen() string {
	var b strings.Builder
	for r := rules.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := range rules.Files {
			pc := st.board[rules.SquareAt(f, r)]
			if pc == rules.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteString(pc.String())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte('[')
	for c := range game.Color(2) {
		for t := rules.General; t <= rules.Soldier; t++ {
			for range st.hand[c][handIndex(t)] {
				b.WriteString(rules.MakePiece(c, t).String())
			}
		}
	}
	b.WriteString("] ")
	if st.side == game.Cho {
		b.WriteString("w")
	} else {
		b.WriteString("b")
	}
	return b.String()
}

func (st *state) position(v rules.Variant) (*rules.Position, error) {
	return rules.ParseFEN(v, st.fen())
}
