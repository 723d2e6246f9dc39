package game

import "janggi/game/kind"

// Position is a board position with the history of moves that led to it from its start (a FEN or
// a setup), which the repetition, pass and bikjang rules need. It is not safe for concurrent use:
// give each goroutine its own Clone.
type Position struct {
	rules *Rules
	geo   *geometry
	board [SquareCount]Piece
	side  Color
	kings [2]Square // NoSquare once a general is captured (yeeqia)

	hash     uint64
	halfmove int // plies since the last capture, as in FEN
	fullmove int // FEN move number: starts at 1, grows after Han moves
	points   [2]Points
	check    bool // the side to move's general is attacked
	bikjang  bool // the generals face each other and the bikjang rule applies now

	startFEN string
	hist     []undo
}

// undo holds what Make changed, to restore it in Unmake and to look back for repetitions.
type undo struct {
	move     Move
	captured Piece
	hash     uint64 // position key before the move
	halfmove int
	check    bool // the mover was in check before the move
	bikjang  bool // bikjang held before the move
}

// Rules returns the rules the position is played under.
func (p *Position) Rules() *Rules { return p.rules }

// At returns the piece on square s, or NoPiece.
func (p *Position) At(s Square) Piece { return p.board[s] }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// GeneralSquare returns the square of c's general, or NoSquare if it was captured.
func (p *Position) GeneralSquare(c Color) Square { return p.kings[c] }

// Hash returns the Zobrist key of the board and the side to move.
func (p *Position) Hash() uint64 { return p.hash }

// HalfmoveClock returns the number of plies since the last capture.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// Ply returns the number of moves made since the start position.
func (p *Position) Ply() int { return len(p.hist) }

// InCheck reports whether the side to move's general is attacked (장군).
func (p *Position) InCheck() bool { return p.check }

// Bikjang reports whether the generals face each other on an open file while the bikjang rule applies.
func (p *Position) Bikjang() bool { return p.bikjang }

// Facing reports whether the two generals stand on one file with nothing between them.
func (p *Position) Facing() bool {
	a, b := p.kings[Cho], p.kings[Han]
	if a == NoSquare || b == NoSquare || a.File() != b.File() {
		return false
	}
	for s := a + Files; s < b; s += Files {
		if p.board[s] != NoPiece {
			return false
		}
	}
	return true
}

// Points returns c's counting points: 13 a chariot, 7 a cannon, 5 a horse, 3 an elephant or a guard,
// 2 a soldier, plus Han's 덤 of 1.5.
func (p *Position) Points(c Color) Points { return p.points[c] }

// pieceValue is the counting value of each piece type, in half points.
var pieceValue = [pieceTypeCount]Points{General: 0, Guard: 6, Elephant: 6, Horse: 10, Chariot: 26, Cannon: 14, Soldier: 4}

// deom is Han's compensation for moving second: 1.5 points.
const deom Points = 3

// LastMove returns the last move made, or NoMove at the start.
func (p *Position) LastMove() Move {
	if len(p.hist) == 0 {
		return NoMove
	}
	return p.hist[len(p.hist)-1].move
}

// LastCapture returns the piece taken by the last move, or NoPiece.
func (p *Position) LastCapture() Piece {
	if len(p.hist) == 0 {
		return NoPiece
	}
	return p.hist[len(p.hist)-1].captured
}

// Moves returns the moves made since the start position, oldest first.
func (p *Position) Moves() []Move {
	out := make([]Move, len(p.hist))
	for i, u := range p.hist {
		out[i] = u.move
	}
	return out
}

// StartFEN returns the FEN of the position the history starts from.
func (p *Position) StartFEN() string { return p.startFEN }

// Clone returns an independent copy of the position, history included.
func (p *Position) Clone() *Position {
	q := *p
	q.hist = append(make([]undo, 0, cap(p.hist)), p.hist...)
	return &q
}

// recentMargin is how many plies before the last capture CloneRecent keeps: the rules look at most
// two plies past the halfmove clock (a double pass just after a capture, the modern preset's
// back-and-forth count).
const recentMargin = 4

// CloneRecent returns an independent copy of the position with only the history the rules and
// the engine look at: the plies since the last capture, and a few more. Its Result, legal moves
// and searches are those of the position; its Moves, Ply and Unmake reach back only that far. A
// copy of every position of a long game so costs what the game's captures allow, not the square
// of its length, which Clone's whole history did.
func (p *Position) CloneRecent() *Position {
	q := *p
	keep := min(len(p.hist), p.halfmove+recentMargin)
	q.hist = append(make([]undo, 0, keep+16), p.hist[len(p.hist)-keep:]...)
	return &q
}

// bikjangApplies reports whether facing generals count as bikjang now.
func (p *Position) bikjangApplies() bool {
	return p.rules.Bikjang != BikjangOff && (!p.rules.Under30 || p.bothUnder30())
}

func (p *Position) bothUnder30() bool {
	return p.points[Cho] < 60 && p.points[Han] < 60
}

func (p *Position) put(s Square, pc Piece) {
	p.board[s] = pc
	p.hash ^= zobristPiece[pc][s]
	p.points[pc.Color()] += pieceValue[pc.Type()]
	if pc.Type() == General {
		p.kings[pc.Color()] = s
	}
}

// Make plays m, which must be legal (see LegalMoves and ParseMove); Unmake takes it back.
func (p *Position) Make(m Move) {
	from, to := m.From(), m.To()
	u := undo{move: m, hash: p.hash, halfmove: p.halfmove, check: p.check, bikjang: p.bikjang}
	p.halfmove++
	if !m.IsPass() {
		pc := p.board[from]
		cap := p.board[to]
		u.captured = cap
		p.board[from] = NoPiece
		p.board[to] = pc
		p.hash ^= zobristPiece[pc][from] ^ zobristPiece[pc][to]
		if cap != NoPiece {
			p.hash ^= zobristPiece[cap][to]
			p.points[cap.Color()] -= pieceValue[cap.Type()]
			p.halfmove = 0
			if cap.Type() == General {
				p.kings[cap.Color()] = NoSquare
			}
		}
		if pc.Type() == General {
			p.kings[p.side] = to
		}
	}
	p.hist = append(p.hist, u)
	if p.side == Han {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.hash ^= zobristSide
	p.check = p.attacked(p.kings[p.side], p.side.Other())
	p.bikjang = p.bikjangApplies() && p.Facing()
}

// Unmake takes back the last move made. It does nothing at the start position.
func (p *Position) Unmake() {
	n := len(p.hist)
	if n == 0 {
		return
	}
	u := p.hist[n-1]
	p.hist = p.hist[:n-1]
	p.side = p.side.Other()
	if p.side == Han {
		p.fullmove--
	}
	m := u.move
	if !m.IsPass() {
		from, to := m.From(), m.To()
		pc := p.board[to]
		p.board[from] = pc
		p.board[to] = u.captured
		if pc.Type() == General {
			p.kings[p.side] = from
		}
		if c := u.captured; c != NoPiece {
			p.points[c.Color()] += pieceValue[c.Type()]
			if c.Type() == General {
				p.kings[c.Color()] = to
			}
		}
	}
	p.hash, p.halfmove, p.check, p.bikjang = u.hash, u.halfmove, u.check, u.bikjang
}

// attacked reports whether square k is attacked by a piece of color by. A NoSquare is never attacked.
func (p *Position) attacked(k Square, by Color) bool {
	if k == NoSquare {
		return false
	}
	g := p.geo
	b := &p.board
	chariot, cannon := MakePiece(by, Chariot), MakePiece(by, Cannon)
	xiangqi := p.rules.Game == kind.Xiangqi
	for d := 0; d < 4; d++ {
		ray := g.rays[k][d]
		i := 0
		for i < len(ray) && b[ray[i]] == NoPiece {
			i++
		}
		if i == len(ray) {
			continue
		}
		first := b[ray[i]]
		if first == chariot {
			return true
		}
		if xiangqi && first == MakePiece(by, General) {
			return true // flying general
		}
		if first.Type() == Cannon && !xiangqi {
			continue // a Janggi cannon never jumps another cannon
		}
		for i++; i < len(ray) && b[ray[i]] == NoPiece; i++ {
		}
		if i < len(ray) && b[ray[i]] == cannon {
			return true
		}
	}
	for _, ray := range g.diags[k] {
		first := b[ray[0]]
		if first == chariot {
			return true
		}
		if len(ray) == 2 {
			second := b[ray[1]]
			if first == NoPiece && second == chariot {
				return true
			}
			if first != NoPiece && first.Type() != Cannon && second == cannon {
				return true
			}
		}
	}
	horse := MakePiece(by, Horse)
	for _, a := range g.horseAt[k] {
		if b[a.from] == horse && b[a.leg1] == NoPiece {
			return true
		}
	}
	if !xiangqi {
		eleph := MakePiece(by, Elephant)
		for _, a := range g.elephAt[by][k] {
			if b[a.from] == eleph && b[a.leg1] == NoPiece && b[a.leg2] == NoPiece {
				return true
			}
		}
	}
	soldier := MakePiece(by, Soldier)
	for _, s := range g.soldAt[by][k] {
		if b[s] == soldier {
			return true
		}
	}
	return false
}
