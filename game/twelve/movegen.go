package twelve

import (
	"fmt"

	"janggi/game"
)

// MaxMoves bounds the number of legal moves in any position; a dst of this capacity
// makes LegalMoves allocation-free.
const MaxMoves = 128

// LegalMoves writes the legal moves of the side to move into dst's storage (dst[:0]) and returns them:
// board moves first, by origin square, then drops. It allocates only when dst lacks capacity.
//
// Every move of a piece is legal, even a king stepping into attack (both variants; in Fairy-Stockfish's
// dobutsu the lion is not royal either). A game decided on the board (king captured, camp reached)
// has no legal moves, as in Fairy-Stockfish, so Perft stops there. The draws by repetition and by
// move limit do not empty the list (Fairy-Stockfish treats them as claims and perft ignores them):
// callers playing a game check Result first.
func (p *Position) LegalMoves(dst []Move) []Move {
	dst = dst[:0]
	if o, _ := p.boardResult(); o != game.Ongoing {
		return dst
	}
	return p.generate(dst)
}

// generate appends all moves of the side to move, without looking at whether the game is over.
func (p *Position) generate(dst []Move) []Move {
	us := p.side
	own := p.byColor[us]
	for b := own; b != 0; b &= b - 1 {
		from := b.first()
		t := p.board[from].Type()
		targets := attackTable[us][t][from] &^ own
		base := Move(from) << 4
		if t == Soldier {
			// The rank a soldier steps onto is its far row exactly when it promotes; promotion is compulsory.
			for ; targets != 0; targets &= targets - 1 {
				to := targets.first()
				m := base | Move(to)
				if farRow[us].has(to) {
					m |= promotionFlag
				}
				dst = append(dst, m)
			}
			continue
		}
		for ; targets != 0; targets &= targets - 1 {
			dst = append(dst, base|Move(targets.first()))
		}
	}
	empty := p.variant.dropMask(us) &^ (p.byColor[0] | p.byColor[1])
	if empty == 0 {
		return dst
	}
	for t := General; t <= Soldier; t++ {
		if p.hand[us][t] == 0 {
			continue
		}
		base := Move(t)<<4 | dropFlag
		for b := empty; b != 0; b &= b - 1 {
			dst = append(dst, base|Move(b.first()))
		}
	}
	return dst
}

// hasMove reports whether the side to move has any move, ignoring whether the game is over.
func (p *Position) hasMove() bool {
	us := p.side
	own := p.byColor[us]
	for b := own; b != 0; b &= b - 1 {
		from := b.first()
		if attackTable[us][p.board[from].Type()][from]&^own != 0 {
			return true
		}
	}
	if p.variant.dropMask(us)&^(p.byColor[0]|p.byColor[1]) == 0 {
		return false
	}
	h := p.hand[us]
	return h[General]|h[Elephant]|h[Soldier] != 0
}

// IsLegal reports whether m is a legal move in the position, as LegalMoves would list it.
// It does not allocate, so a search can use it to check moves from its tables.
func (p *Position) IsLegal(m Move) bool {
	return p.moveFault(m) == faultNone
}

// moveFault says why a move is not legal; describeFault turns it into words for ParseMove.
type moveFault uint8

const (
	faultNone moveFault = iota
	faultMalformed
	faultGameOver
	faultDropPromotes
	faultDropType
	faultNotInHand
	faultOccupied
	faultDropInCamp
	faultEmpty
	faultNotYours
	faultPattern
	faultOwnPiece
	faultMustPromote
	faultCannotPromote
)

// moveFault checks m against the position.
func (p *Position) moveFault(m Move) moveFault {
	if m&^moveBits != 0 || m == NoMove || !m.To().Valid() {
		return faultMalformed
	}
	if o, _ := p.boardResult(); o != game.Ongoing {
		return faultGameOver
	}
	us := p.side
	to := m.To()
	if m.IsDrop() {
		t := m.DropType()
		switch {
		case m.IsPromotion():
			return faultDropPromotes
		case t < General || t > Soldier:
			return faultDropType
		case p.hand[us][t] == 0:
			return faultNotInHand
		case p.board[to] != NoPiece:
			return faultOccupied
		case !p.variant.dropMask(us).has(to):
			return faultDropInCamp
		}
		return faultNone
	}
	from := m.From()
	pc := p.board[from] // from < 16, the size of board
	switch {
	case !from.Valid():
		return faultMalformed
	case pc == NoPiece:
		return faultEmpty
	case pc.Color() != us:
		return faultNotYours
	case !attackTable[us][pc.Type()][from].has(to):
		return faultPattern
	case p.byColor[us].has(to):
		return faultOwnPiece
	}
	promotes := pc.Type() == Soldier && farRow[us].has(to)
	switch {
	case promotes && !m.IsPromotion():
		return faultMustPromote
	case !promotes && m.IsPromotion():
		return faultCannotPromote
	}
	return faultNone
}

// describeFault explains fault f of move m in the position.
func (p *Position) describeFault(f moveFault, m Move) error {
	us, to, from := p.side, m.To(), m.From()
	switch f {
	case faultNone:
		return nil
	case faultGameOver:
		o, r := p.boardResult()
		return fmt.Errorf("%s: the game is over (%s)", m, game.Result{Outcome: o, Reason: r})
	case faultDropPromotes:
		return fmt.Errorf("%s: a drop cannot promote", m)
	case faultDropType:
		return fmt.Errorf("%s: a %s cannot be dropped", m, m.DropType())
	case faultNotInHand:
		return fmt.Errorf("%s: %s has no %s in hand", m, us, m.DropType())
	case faultOccupied:
		return fmt.Errorf("%s: %s is occupied", m, to)
	case faultDropInCamp:
		return fmt.Errorf("%s: %s is in %s's camp, where pieces may not be dropped", m, to, us^1)
	case faultEmpty:
		return fmt.Errorf("%s: no piece on %s", m, from)
	case faultNotYours:
		return fmt.Errorf("%s: the %s on %s belongs to %s, and %s is to move", m, p.board[from].Type(), from, us^1, us)
	case faultPattern:
		return fmt.Errorf("%s: a %s cannot move from %s to %s", m, p.board[from].Type(), from, to)
	case faultOwnPiece:
		return fmt.Errorf("%s: %s is occupied by %s's own %s", m, to, us, p.board[to].Type())
	case faultMustPromote:
		return fmt.Errorf("%s: the soldier must promote on %s (write %s+)", m, to, m)
	case faultCannotPromote:
		return fmt.Errorf("%s: only a soldier reaching the far row promotes", m)
	}
	return fmt.Errorf("%s is not a move", m)
}

// ParseMove reads a move in Fairy-Stockfish's UCI form ("b2b3", "b3b4+", "C@b2") and checks that
// it is legal here. A promotion may also be written without its "+", since it is compulsory.
// The error says what is wrong with the text or why the move is not legal.
func (p *Position) ParseMove(s string) (Move, error) {
	m, err := parseMoveText(s)
	if err != nil {
		return NoMove, err
	}
	if !m.IsDrop() && !m.IsPromotion() && p.board[m.From()].Type() == Soldier &&
		p.board[m.From()].Color() == p.side && farRow[p.side].has(m.To()) {
		m |= promotionFlag
	}
	if f := p.moveFault(m); f != faultNone {
		return NoMove, p.describeFault(f, m)
	}
	return m, nil
}
