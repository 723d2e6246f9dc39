package game

import "janggi/game/kind"

// This file holds the cheap, unchecked building blocks a search engine needs: LegalMoves filters
// every move of a node at once, but an alpha-beta search tries moves one at a time and often stops
// after the first, so it wants pseudo-legal moves, captures alone, and a legality test per move.

// PseudoMoves appends every move of the side to move that follows the pieces' movement rules,
// without the pass and without testing the general's safety; IsLegalPseudo tests each one. Unlike
// LegalMoves it does not look at whether the game has ended.
func (p *Position) PseudoMoves(dst []Move) []Move { return p.pseudoMoves(dst) }

// PieceMoves appends the moves the piece on s could make if its side were to move, under the same
// terms as PseudoMoves. It appends nothing for an empty point. Engines count them as mobility.
func (p *Position) PieceMoves(s Square, dst []Move) []Move {
	if pc := p.board[s]; pc != NoPiece {
		return p.pieceMoves(dst, s, pc)
	}
	return dst
}

// Captures appends the pseudo-legal moves of the side to move that capture a piece: the subset of
// PseudoMoves that a quiescence search looks at.
func (p *Position) Captures(dst []Move) []Move {
	us := p.side
	g := p.geo
	b := &p.board
	enemy := func(s Square) bool { return b[s] != NoPiece && b[s].Color() != us }
	xiangqi := p.rules.Game == kind.Xiangqi
	for s := Square(0); s < SquareCount; s++ {
		pc := b[s]
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		switch pc.Type() {
		case General:
			dst = p.stepCaptures(dst, s, g.general[us][s])
		case Guard:
			dst = p.stepCaptures(dst, s, g.guard[us][s])
		case Soldier:
			dst = p.stepCaptures(dst, s, g.soldier[us][s])
		case Horse:
			for _, st := range g.horse[s] {
				if enemy(st.to) && b[st.leg1] == NoPiece {
					dst = append(dst, NewMove(s, st.to))
				}
			}
		case Elephant:
			for _, st := range g.elephant[us][s] {
				if enemy(st.to) && b[st.leg1] == NoPiece && (st.leg2 == NoSquare || b[st.leg2] == NoPiece) {
					dst = append(dst, NewMove(s, st.to))
				}
			}
		case Chariot:
			for d := 0; d < 4; d++ {
				dst = p.slideCapture(dst, s, g.rays[s][d])
			}
			for _, ray := range g.diags[s] {
				dst = p.slideCapture(dst, s, ray)
			}
		case Cannon:
			for d := 0; d < 4; d++ {
				dst = p.cannonCapture(dst, s, g.rays[s][d], xiangqi)
			}
			for _, ray := range g.diags[s] {
				dst = p.cannonCapture(dst, s, ray, xiangqi)
			}
		}
	}
	return dst
}

func (p *Position) stepCaptures(dst []Move, from Square, steps []Square) []Move {
	for _, to := range steps {
		if t := p.board[to]; t != NoPiece && t.Color() != p.side {
			dst = append(dst, NewMove(from, to))
		}
	}
	return dst
}

// slideCapture adds the capture of the first piece along the ray, if it is the other side's.
func (p *Position) slideCapture(dst []Move, from Square, ray []Square) []Move {
	for _, to := range ray {
		if t := p.board[to]; t != NoPiece {
			if t.Color() != p.side {
				dst = append(dst, NewMove(from, to))
			}
			break
		}
	}
	return dst
}

// cannonCapture adds the capture of the first piece beyond the first screen along the ray. In
// Janggi the screen and the target may not be cannons; in Xiangqi anything goes.
func (p *Position) cannonCapture(dst []Move, from Square, ray []Square, xiangqi bool) []Move {
	i := 0
	for i < len(ray) && p.board[ray[i]] == NoPiece {
		i++
	}
	if i == len(ray) || (!xiangqi && p.board[ray[i]].Type() == Cannon) {
		return dst
	}
	for i++; i < len(ray); i++ {
		if t := p.board[ray[i]]; t != NoPiece {
			if t.Color() != p.side && (xiangqi || t.Type() != Cannon) {
				dst = append(dst, NewMove(from, ray[i]))
			}
			break
		}
	}
	return dst
}

// IsPseudoLegal reports whether m, a move that is not a pass, is one PseudoMoves would return now.
// Engines use it to check a move remembered from another position (a hash table or killer move)
// before trusting it.
func (p *Position) IsPseudoLegal(m Move) bool {
	from, to := m.From(), m.To()
	if m == NoMove || from == to || !from.Valid() || !to.Valid() {
		return false
	}
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != p.side {
		return false
	}
	if t := p.board[to]; t != NoPiece && t.Color() == p.side {
		return false
	}
	var buf [32]Move
	for _, x := range p.pieceMoves(buf[:0], from, pc) {
		if x == m {
			return true
		}
	}
	return false
}

// IsLegalPseudo reports whether m, a move from PseudoMoves or Captures (not a pass), is legal: it
// does not leave the mover's general attacked, breaks a bikjang that must be broken, and obeys the
// preset's rule on moving back and forth. It is much cheaper than IsLegal.
func (p *Position) IsLegalPseudo(m Move) bool { return p.legalPseudo(m) }

// CanPass reports whether the side to move may pass now (the game not being over).
func (p *Position) CanPass() bool { return p.kings[p.side] != NoSquare && p.passLegal() }

// EndedByPass reports whether the last move ended the game: a pass that accepted a bikjang, or the
// second pass in a row. Result says how it ended; this is the cheap test a search needs.
func (p *Position) EndedByPass() bool { return p.immediateEnd() }

// Attacked reports whether a piece of color by attacks square s (could capture a piece of the other
// color standing there). It is false for NoSquare.
func (p *Position) Attacked(s Square, by Color) bool { return p.attacked(s, by) }

// CheapestAttacker returns the square of the least valuable piece of color by that could capture
// on s (counting points decide: soldier, guard, elephant, horse, cannon, chariot, then the
// general), or NoSquare. It ignores whether the capture would leave by's general in check, as a
// static exchange evaluation wants. s may be empty or hold a piece of either color; a cannon is
// never reported for a point that holds a cannon.
func (p *Position) CheapestAttacker(s Square, by Color) Square {
	g := p.geo
	b := &p.board
	xiangqi := p.rules.Game == kind.Xiangqi
	soldier := MakePiece(by, Soldier)
	for _, from := range g.soldAt[by][s] {
		if b[from] == soldier {
			return from
		}
	}
	guard := MakePiece(by, Guard)
	for _, from := range g.guard[by][s] {
		if b[from] == guard {
			return from
		}
	}
	eleph := MakePiece(by, Elephant)
	for _, a := range g.elephAt[by][s] {
		if b[a.from] == eleph && b[a.leg1] == NoPiece && (a.leg2 == NoSquare || b[a.leg2] == NoPiece) {
			return a.from
		}
	}
	horse := MakePiece(by, Horse)
	for _, a := range g.horseAt[s] {
		if b[a.from] == horse && b[a.leg1] == NoPiece {
			return a.from
		}
	}
	// Cannons are cheaper than chariots: a cannon on any line wins, else the first chariot seen.
	cannon, chariot := MakePiece(by, Cannon), MakePiece(by, Chariot)
	cannonOK := xiangqi || b[s].Type() != Cannon
	chariotAt := NoSquare
	for d := 0; d < 4; d++ {
		if from := p.lineAttacker(g.rays[s][d], cannon, chariot, cannonOK, xiangqi, &chariotAt); from != NoSquare {
			return from
		}
	}
	for _, ray := range g.diags[s] {
		if from := p.lineAttacker(ray, cannon, chariot, cannonOK, xiangqi, &chariotAt); from != NoSquare {
			return from
		}
	}
	if chariotAt != NoSquare {
		return chariotAt
	}
	general := MakePiece(by, General)
	for _, from := range g.general[by][s] {
		if b[from] == general {
			return from
		}
	}
	return NoSquare
}

// lineAttacker walks a line away from the target: it returns the square of a cannon that
// attacks along it (beyond exactly one screen, not a cannon in Janggi), and notes a chariot that
// stands first on the line in *chariotAt.
func (p *Position) lineAttacker(ray []Square, cannon, chariot Piece, cannonOK, xiangqi bool, chariotAt *Square) Square {
	b := &p.board
	i := 0
	for i < len(ray) && b[ray[i]] == NoPiece {
		i++
	}
	if i == len(ray) {
		return NoSquare
	}
	first := b[ray[i]]
	if first == chariot && *chariotAt == NoSquare {
		*chariotAt = ray[i] // and it may screen a cannon behind it
	}
	if !cannonOK || (!xiangqi && first.Type() == Cannon) {
		return NoSquare
	}
	for i++; i < len(ray) && b[ray[i]] == NoPiece; i++ {
	}
	if i < len(ray) && b[ray[i]] == cannon {
		return ray[i]
	}
	return NoSquare
}

// GivesCheck reports whether m, a pseudo-legal move of the side to move (not a pass), would leave
// the opponent's general attacked, without making it. Engines keep such moves from pruning.
func (p *Position) GivesCheck(m Move) bool {
	k := p.kings[p.side.Other()]
	if k == NoSquare || m.IsPass() || m.To() == k {
		return false // taking the general (yeeqia) ends the game rather than checks
	}
	from, to := m.From(), m.To()
	pc, cap := p.board[from], p.board[to]
	p.board[from], p.board[to] = NoPiece, pc
	check := p.attacked(k, p.side)
	p.board[from], p.board[to] = pc, cap
	return check
}
