package game

import "janggi/game/kind"

// MaxMoves bounds the number of legal moves in any position a FEN can describe (the FEN reader
// refuses more pieces of a kind than a game starts with), so a [MaxMoves]Move array never overflows.
const MaxMoves = 192

// LegalMoves appends the legal moves of the side to move to dst and returns it. The pass, when
// legal, comes last. A position where the game has already ended by a bikjang or a double pass has
// no legal moves; repetition and move limits are left to Result, as in Fairy-Stockfish's perft.
func (p *Position) LegalMoves(dst []Move) []Move {
	if !p.movesLeft() {
		return dst
	}
	start := len(dst)
	dst = p.pseudoMoves(dst)
	n := start
	for _, m := range dst[start:] {
		if p.legalPseudo(m) {
			dst[n] = m
			n++
		}
	}
	dst = dst[:n]
	if p.passLegal() {
		dst = append(dst, PassMove(p.kings[p.side]))
	}
	return dst
}

// LegalMovesTo appends the moves of LegalMoves that land on to (the pass, when legal, lands on the
// general's own point), at the cost of testing only their legality: a record's reader looks for the
// one move its notation names, move after move.
func (p *Position) LegalMovesTo(to Square, dst []Move) []Move {
	if !p.movesLeft() {
		return dst
	}
	var buf [MaxMoves]Move
	for _, m := range p.pseudoMoves(buf[:0]) {
		if m.To() == to && p.legalPseudo(m) {
			dst = append(dst, m)
		}
	}
	if to == p.kings[p.side] && p.passLegal() {
		dst = append(dst, PassMove(to))
	}
	return dst
}

// CountLegalMoves returns len(LegalMoves) without building the list.
func (p *Position) CountLegalMoves() int {
	var buf [MaxMoves]Move
	return len(p.LegalMoves(buf[:0]))
}

// IsLegal reports whether m is a legal move in the position.
func (p *Position) IsLegal(m Move) bool {
	if m == NoMove || !m.From().Valid() || !m.To().Valid() {
		return false
	}
	if m.IsPass() {
		return m.From() == p.kings[p.side] && !p.immediateEnd() && p.passLegal()
	}
	// LegalMoves's moves, without making them all: m is a piece's move that leaves its general safe.
	if !p.movesLeft() {
		return false
	}
	return p.IsPseudoLegal(m) && p.legalPseudo(m)
}

// movesLeft reports whether the side to move has any legal move to look for: the game has not
// ended by a bikjang or a double pass, and both generals are on the board.
func (p *Position) movesLeft() bool {
	return !p.immediateEnd() && p.kings[p.side] != NoSquare && p.kings[p.side.Other()] != NoSquare
}

// passLegal reports whether the side to move may pass now.
func (p *Position) passLegal() bool {
	if !p.rules.Pass {
		return false
	}
	// While bikjang holds, passing (accepting the bikjang) is allowed even in check.
	return !p.check || p.bikjang
}

// immediateEnd reports whether the last move ended the game: a pass accepting a bikjang, or a
// second pass in a row.
func (p *Position) immediateEnd() bool {
	n := len(p.hist)
	if n == 0 {
		return false
	}
	last := p.hist[n-1]
	if !last.move.IsPass() {
		return false
	}
	if p.bikjang && last.bikjang {
		return true
	}
	return n >= 2 && p.hist[n-2].move.IsPass()
}

// legalPseudo reports whether a pseudo-legal move (not a pass) is legal.
func (p *Position) legalPseudo(m Move) bool {
	if p.rules.BackAndForthIllegal && p.backAndForth(m) {
		return false
	}
	from, to := m.From(), m.To()
	k := p.kings[p.side]
	if !p.bikjang {
		if p.rules.AllowSelfCheck {
			return true
		}
		// Only a move onto or off a line or leg that reaches the general can expose it.
		if !p.check && from != k && !p.geo.near[k][from] && !p.geo.near[k][to] {
			return true
		}
	}
	pc, cap := p.board[from], p.board[to]
	p.board[from], p.board[to] = NoPiece, pc
	if from == k {
		k = to
	}
	ok := p.rules.AllowSelfCheck || !p.attacked(k, p.side.Other())
	if ok && p.bikjang && cap.Type() != General { // taking the general (yeeqia) ends the game anyway
		saved := p.kings[p.side]
		p.kings[p.side] = k
		ok = !p.Facing()
		p.kings[p.side] = saved
	}
	p.board[from], p.board[to] = pc, cap
	return ok
}

// pseudoMoves appends every move of the side to move that follows the pieces' movement rules,
// without looking at the safety of the general. Passes are not included.
func (p *Position) pseudoMoves(dst []Move) []Move {
	us := p.side
	for s := Square(0); s < SquareCount; s++ {
		if pc := p.board[s]; pc != NoPiece && pc.Color() == us {
			dst = p.pieceMoves(dst, s, pc)
		}
	}
	return dst
}

// pieceMoves appends the moves of the piece pc standing on s, for its own side, that follow its
// movement rules (captures of the other side's pieces included).
func (p *Position) pieceMoves(dst []Move, s Square, pc Piece) []Move {
	us := pc.Color()
	g := p.geo
	b := &p.board
	switch pc.Type() {
	case General:
		dst = p.stepMoves(dst, s, us, g.general[us][s])
	case Guard:
		dst = p.stepMoves(dst, s, us, g.guard[us][s])
	case Soldier:
		dst = p.stepMoves(dst, s, us, g.soldier[us][s])
	case Horse:
		for _, st := range g.horse[s] {
			if b[st.leg1] == NoPiece && (b[st.to] == NoPiece || b[st.to].Color() != us) {
				dst = append(dst, NewMove(s, st.to))
			}
		}
	case Elephant:
		for _, st := range g.elephant[us][s] {
			if b[st.leg1] == NoPiece && (st.leg2 == NoSquare || b[st.leg2] == NoPiece) &&
				(b[st.to] == NoPiece || b[st.to].Color() != us) {
				dst = append(dst, NewMove(s, st.to))
			}
		}
	case Chariot:
		for d := 0; d < 4; d++ {
			dst = p.slideMoves(dst, s, us, g.rays[s][d])
		}
		for _, ray := range g.diags[s] {
			dst = p.slideMoves(dst, s, us, ray)
		}
	case Cannon:
		if p.rules.Game == kind.Xiangqi {
			for d := 0; d < 4; d++ {
				dst = p.xiangqiCannonMoves(dst, s, us, g.rays[s][d])
			}
			break
		}
		for d := 0; d < 4; d++ {
			dst = p.cannonMoves(dst, s, us, g.rays[s][d])
		}
		for _, ray := range g.diags[s] {
			dst = p.cannonMoves(dst, s, us, ray)
		}
	}
	return dst
}

func (p *Position) stepMoves(dst []Move, from Square, us Color, steps []Square) []Move {
	for _, to := range steps {
		if t := p.board[to]; t == NoPiece || t.Color() != us {
			dst = append(dst, NewMove(from, to))
		}
	}
	return dst
}

func (p *Position) slideMoves(dst []Move, from Square, us Color, ray []Square) []Move {
	for _, to := range ray {
		t := p.board[to]
		if t == NoPiece {
			dst = append(dst, NewMove(from, to))
			continue
		}
		if t.Color() != us {
			dst = append(dst, NewMove(from, to))
		}
		break
	}
	return dst
}

// cannonMoves adds the Janggi cannon's moves along a ray: it jumps exactly one screen that is not a
// cannon, then lands on an empty point or captures the first piece beyond, which may not be a cannon.
func (p *Position) cannonMoves(dst []Move, from Square, us Color, ray []Square) []Move {
	i := 0
	for i < len(ray) && p.board[ray[i]] == NoPiece {
		i++
	}
	if i == len(ray) || p.board[ray[i]].Type() == Cannon {
		return dst
	}
	for i++; i < len(ray); i++ {
		t := p.board[ray[i]]
		if t == NoPiece {
			dst = append(dst, NewMove(from, ray[i]))
			continue
		}
		if t.Color() != us && t.Type() != Cannon {
			dst = append(dst, NewMove(from, ray[i]))
		}
		break
	}
	return dst
}

// xiangqiCannonMoves adds the Xiangqi cannon's moves: it slides like a chariot and captures by
// jumping exactly one screen of any kind.
func (p *Position) xiangqiCannonMoves(dst []Move, from Square, us Color, ray []Square) []Move {
	i := 0
	for ; i < len(ray) && p.board[ray[i]] == NoPiece; i++ {
		dst = append(dst, NewMove(from, ray[i]))
	}
	for i++; i < len(ray); i++ {
		if t := p.board[ray[i]]; t != NoPiece {
			if t.Color() != us {
				dst = append(dst, NewMove(from, ray[i]))
			}
			break
		}
	}
	return dst
}
