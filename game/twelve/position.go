package twelve

import "janggi/game"

// Position is a Twelve Janggi (or Dobutsu) position with the history of the moves made on it,
// which Unmake and the repetition rule need. The zero value is not usable: use NewPosition or ParseFEN.
// A Position is not safe for concurrent use; Clone it for another goroutine.
type Position struct {
	variant Variant
	side    game.Color
	board   [16]Piece // indexed by Square; 16 entries so that any 4-bit square index stays in range
	byType  [2][pieceTypeCount]bitboard
	byColor [2]bitboard
	hand    [2][pieceTypeCount]uint8
	hash    uint64
	ply     int // plies since the game started (from the FEN's move number)
	rule50  int // Fairy-Stockfish's halfmove clock, kept only because its FEN shows it
	history []undo
}

// undo is what Unmake needs to take one move back; hash also serves the repetition rule.
type undo struct {
	move     Move
	captured Piece
	rule50   int
	hash     uint64 // hash of the position before the move
}

// NewPosition returns the start position of variant v.
func NewPosition(v Variant) *Position {
	p, err := ParseFEN(v, startFEN)
	if err != nil {
		panic("twelve: bad start FEN: " + err.Error()) // the constant is tested; cannot happen
	}
	return p
}

// Variant returns the rule set the position follows.
func (p *Position) Variant() Variant { return p.variant }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() game.Color { return p.side }

// PieceAt returns the piece on square s, or NoPiece when s is empty or not on the board.
func (p *Position) PieceAt(s Square) Piece {
	if !s.Valid() {
		return NoPiece
	}
	return p.board[s]
}

// Hand returns how many pieces of type t side c holds in hand. A king is in hand only
// after it was captured (the game is then over), as in Fairy-Stockfish's FEN.
func (p *Position) Hand(c game.Color, t PieceType) int {
	if c > game.Han || t >= pieceTypeCount {
		return 0
	}
	return int(p.hand[c][t])
}

// KingSquare returns the square of side c's king, or NoSquare once it has been captured.
func (p *Position) KingSquare(c game.Color) Square {
	k := p.byType[c&1][King]
	if k == 0 {
		return NoSquare
	}
	return k.first()
}

// Attacked reports whether a piece of side by attacks square s.
func (p *Position) Attacked(s Square, by game.Color) bool {
	if !s.Valid() {
		return false
	}
	return p.attackers(s, by&1) != 0
}

// attackers returns the pieces of side by that attack s. A piece of color by on x attacks s
// exactly when the mirrored pattern of the other color reaches x from s, since every
// piece's steps are symmetric left to right.
func (p *Position) attackers(s Square, by game.Color) bitboard {
	them := by ^ 1
	var a bitboard
	for t := King; t < pieceTypeCount; t++ {
		a |= attackTable[them][t][s] & p.byType[by][t]
	}
	return a
}

// InCheck reports whether the king of the side to move is attacked. Kings may step into
// attack in both variants, so this is information for players and engines, not a rule;
// Fairy-Stockfish never reports check in dobutsu because its lion is not a royal piece.
func (p *Position) InCheck() bool {
	k := p.byType[p.side][King]
	return k != 0 && p.attackers(k.first(), p.side^1) != 0
}

// Hash returns the Zobrist hash of the position: board, hands and side to move.
// Positions that the repetition rule counts as equal have equal hashes.
func (p *Position) Hash() uint64 { return p.hash }

// Ply returns the number of plies played since the start of the game
// (derived from the FEN's move number and side, so 0 in the start position).
func (p *Position) Ply() int { return p.ply }

// HalfmoveClock returns Fairy-Stockfish's halfmove counter, the fifth FEN field: plies since the last
// capture, drop or promotion. No rule uses it; it is kept so FEN matches Fairy-Stockfish byte for byte.
func (p *Position) HalfmoveClock() int { return p.rule50 }

// LastMove returns the last move made with Make and not taken back, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.history) == 0 {
		return NoMove
	}
	return p.history[len(p.history)-1].move
}

// HistoryLen returns how many moves Make has played on this position that Unmake can take back.
func (p *Position) HistoryLen() int { return len(p.history) }

// Clone returns an independent copy of the position, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.history = append(make([]undo, 0, cap(p.history)), p.history...)
	return &q
}

// put places piece pc on the empty square s.
func (p *Position) put(pc Piece, s Square) {
	c, t := pc.Color(), pc.Type()
	b := squareBit(s)
	p.board[s] = pc
	p.byType[c][t] |= b
	p.byColor[c] |= b
	p.hash ^= zobrist.piece[pc][s]
}

// remove empties square s, which holds piece pc.
func (p *Position) remove(pc Piece, s Square) {
	c, t := pc.Color(), pc.Type()
	b := squareBit(s)
	p.board[s] = NoPiece
	p.byType[c][t] &^= b
	p.byColor[c] &^= b
	p.hash ^= zobrist.piece[pc][s]
}

func (p *Position) addToHand(c game.Color, t PieceType) {
	n := p.hand[c][t]
	p.hash ^= zobrist.hand[c][t][n] ^ zobrist.hand[c][t][n+1]
	p.hand[c][t] = n + 1
}

func (p *Position) takeFromHand(c game.Color, t PieceType) {
	n := p.hand[c][t]
	p.hash ^= zobrist.hand[c][t][n] ^ zobrist.hand[c][t][n-1]
	p.hand[c][t] = n - 1
}

// Make plays move m, which must be legal (from LegalMoves, ParseMove or checked with IsLegal):
// Make does not check it, so that search stays fast. A captured piece goes to the mover's hand,
// a lord as a soldier, a king as a king (as Fairy-Stockfish records it; the game is then over).
// Make does not allocate once the history has grown to the game's length.
func (p *Position) Make(m Move) {
	us := p.side
	u := undo{move: m, rule50: p.rule50, hash: p.hash}
	to := m.To()
	if m.IsDrop() {
		t := m.DropType()
		p.takeFromHand(us, t)
		p.put(MakePiece(us, t), to)
		p.rule50 = 0
	} else {
		from := Square(m >> 4 & 15)
		pc := p.board[from]
		p.remove(pc, from)
		p.rule50++
		if captured := p.board[to]; captured != NoPiece {
			p.remove(captured, to)
			p.addToHand(us, captured.Type().Demoted())
			u.captured = captured
			p.rule50 = 0
		}
		if m.IsPromotion() {
			pc = MakePiece(us, Lord)
			p.rule50 = 0
		}
		p.put(pc, to)
	}
	p.side = us ^ 1
	p.hash ^= zobrist.side
	p.ply++
	p.history = append(p.history, u)
}

// Unmake takes back the last move made with Make. Without such a move it does nothing.
func (p *Position) Unmake() {
	n := len(p.history)
	if n == 0 {
		return
	}
	u := p.history[n-1]
	p.history = p.history[:n-1]
	us := p.side ^ 1
	m := u.move
	to := m.To()
	moved := p.board[to]
	p.remove(moved, to)
	if m.IsDrop() {
		p.addToHand(us, m.DropType())
	} else {
		if m.IsPromotion() {
			moved = MakePiece(us, Soldier)
		}
		p.put(moved, Square(m>>4&15))
		if u.captured != NoPiece {
			p.takeFromHand(us, u.captured.Type().Demoted())
			p.put(u.captured, to)
		}
	}
	p.side = us
	p.ply--
	p.rule50 = u.rule50
	p.hash = u.hash
}
