package game

// Result says whether the game is over in this position, and if so who won, why, and the points.
// Every ending is automatic (no draw needs claiming). Where rules.md is silent the order and the
// details follow Fairy-Stockfish: endings by a move (bikjang, double pass) first, then insufficient
// material, then no legal move, then the move limit, then repetition.
func (p *Position) Result() Result {
	r := Result{Points: p.points}
	if p.rules.Variant == Xiangqi {
		r.Points = [2]Points{}
	}
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.kings[c] == NoSquare {
			r.Outcome, r.Reason = Win(c.Other()), GeneralCaptured
			return r
		}
	}
	if p.immediateEnd() {
		r.Reason = DoublePass
		counted := p.rules.CountDoublePass
		if p.bikjang {
			r.Reason = Bikjang
			counted = p.rules.Bikjang == BikjangCounted
		}
		return p.decide(r, counted)
	}
	if p.insufficientMaterial() {
		r.Outcome, r.Reason = Draw, InsufficientMaterial
		return r
	}
	if p.checkmated() {
		r.Outcome, r.Reason = Win(p.side.Other()), Checkmate
		return r
	}
	if p.CountLegalMoves() == 0 {
		r.Outcome, r.Reason = Win(p.side.Other()), NoLegalMove
		if p.check {
			r.Reason = Checkmate
		}
		return r
	}
	if lim := p.rules.MoveLimit; lim > 0 && p.halfmove >= lim {
		r.Reason = MoveLimit
		return p.decide(r, p.rules.CountMoveLimit)
	}
	if lim := p.rules.TotalPlyLimit; lim > 0 && p.GamePly() >= lim {
		r.Reason = MoveLimit
		return p.decide(r, p.rules.CountMoveLimit)
	}
	if p.rules.Under30 && !p.bothUnder30() {
		return r
	}
	if out, ok := p.repetition(); ok {
		r.Reason = Repetition
		switch out {
		case Win(p.side), Win(p.side.Other()):
			r.Outcome, r.Reason = out, PerpetualCheck
			return r
		}
		return p.decide(r, p.rules.CountRepetition)
	}
	return r
}

// decide ends the game as a draw, or by counting points when counted is true.
func (p *Position) decide(r Result, counted bool) Result {
	if !counted || p.rules.Variant != Janggi {
		r.Outcome = Draw
		return r
	}
	r.Counted = true
	r.Outcome = ChoWins
	if p.points[Han] > p.points[Cho] {
		r.Outcome = HanWins
	}
	return r
}

// GamePly returns the number of plies played since the game's first move, counting those before
// the start FEN (from its move number and side to move).
func (p *Position) GamePly() int {
	ply := 2 * (p.fullmove - 1)
	if p.side == Han {
		ply++
	}
	return ply
}

// checkmated reports, for rules that let a general be left attacked, whether the side to move is in
// check and no move saves the general. Under the other rules CountLegalMoves finds it.
func (p *Position) checkmated() bool {
	if !p.rules.AllowSelfCheck || !p.check {
		return false
	}
	strict := *p.rules
	strict.AllowSelfCheck = false
	saved := p.rules
	p.rules = &strict
	n := p.CountLegalMoves()
	p.rules = saved
	return n == 0
}

// insufficientMaterial reports whether neither side has a piece that can reach the other palace
// (Fairy-Stockfish declares such games drawn): only generals and guards, and in Xiangqi elephants.
func (p *Position) insufficientMaterial() bool {
	for _, pc := range p.board {
		switch pc.Type() {
		case NoPiece.Type(), General, Guard:
		case Elephant:
			if p.rules.Variant != Xiangqi {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// keyAt returns the hash of the position j plies back (0 = now).
func (p *Position) keyAt(j int) uint64 {
	if j == 0 {
		return p.hash
	}
	return p.hist[len(p.hist)-j].hash
}

// checkAt reports whether the side to move was in check j plies back (0 = now).
func (p *Position) checkAt(j int) bool {
	if j == 0 {
		return p.check
	}
	return p.hist[len(p.hist)-j].check
}

// repetition looks for the n-th occurrence of the current position since the last capture. It returns
// the outcome: a win for the side that did not give check on every move of the cycle when the other
// did (perpetual check), otherwise Draw (which the caller may count).
func (p *Position) repetition() (Outcome, bool) {
	end := min(p.halfmove, len(p.hist))
	if end < 4 || p.rules.RepetitionCount < 2 {
		return Ongoing, false
	}
	// "Them" moved last; "us" is to move.
	perpThem := p.checkAt(0) && p.checkAt(2)
	perpUs := p.checkAt(1) && p.checkAt(3)
	seen := 0
	for i := 4; i <= end; i += 2 {
		perpThem = perpThem && p.checkAt(i)
		if p.keyAt(i) == p.hash {
			seen++
			if seen+1 == p.rules.RepetitionCount {
				switch {
				case !p.rules.PerpetualCheckLoses || perpThem == perpUs:
					return Draw, true
				case perpThem:
					return Win(p.side), true
				default:
					return Win(p.side.Other()), true
				}
			}
		}
		if i+1 <= end {
			perpUs = perpUs && p.checkAt(i+1)
		}
	}
	return Ongoing, false
}

// backAndForth reports whether move m (not a pass) would break the modern preset's rule against
// moving one piece back and forth. It follows the pattern Fairy-Stockfish's janggimodern loses on:
// the mover's last moves with a piece that can leave its palace go there and back four times (a
// pass of the mover's may stand once in between), without the mover being in check and without a
// capture, and the piece had come to its square by a quiet move before.
func (p *Position) backAndForth(m Move) bool {
	if p.board[m.To()] != NoPiece {
		return false // a capture resets the count
	}
	switch p.board[m.From()].Type() {
	case General, Guard:
		return false
	}
	n := len(p.hist) + 1 // history length once m is made
	end := min(p.halfmove+1, n)
	if end < 4 || p.check || p.hist[n-3].check {
		return false
	}
	if lim := p.rules.MoveLimit; lim > 0 && p.halfmove+1 >= lim {
		return false // the move limit ends the game first
	}
	// move(j) is the move made j plies before the position after m (move(0) = m).
	move := func(j int) Move {
		if j == 0 {
			return m
		}
		if i := n - 1 - j; i >= 0 {
			return p.hist[i].move
		}
		return NoMove
	}
	captured := func(j int) bool {
		i := n - 1 - j
		return i >= 0 && i < len(p.hist) && p.hist[i].captured != NoPiece
	}
	checkAt := func(j int) bool { return p.hist[n-j].check } // j >= 1
	reverse := func(x Move) Move { return NewMove(x.To(), x.From()) }

	count := 0
	switch {
	case move(2) == reverse(m):
		count = 2
	case move(2).IsPass():
		count = 1
	default:
		return false
	}
	for i := 4; i <= end && count > 0; i += 2 {
		switch {
		case i+1 <= end && checkAt(i+1):
			count = 0
		case count < 4:
			prev := move(i - 2)
			if count == 1 {
				prev = m
			}
			if move(i) == reverse(prev) {
				count++
			} else {
				count = 0
			}
		default:
			if !captured(i) && move(i-2).From() == move(i).To() {
				return true
			}
			count = 0
		}
	}
	return false
}
