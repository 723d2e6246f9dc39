package game

import "janggi/game/kind"

// Result says whether the game is over in this position, and if so who won, why, and the points.
// Every ending is automatic (no draw needs claiming). Where rules.md is silent the order and the
// details follow Fairy-Stockfish: endings by a move (bikjang, double pass) first, then insufficient
// material, then no legal move, then the move limit, then repetition.
func (p *Position) Result() Result {
	r := Result{Points: p.points}
	if p.rules.Game == kind.Xiangqi {
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
		r.Reason = InsufficientMaterial
		return p.decide(r, p.rules.CountInsufficient)
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
	if p.MoveLimitReached() {
		r.Reason = MoveLimit
		return p.decide(r, p.rules.CountMoveLimit)
	}
	if i, ok := p.repetition(); ok {
		r.Reason = Repetition
		if out, why := p.CycleOutcome(i); out != Draw {
			r.Outcome, r.Reason = out, why // a perpetual checker (or chaser) loses whatever the points
			return r
		}
		if p.rules.Under30 && !p.bothUnder30() {
			return Result{Points: p.points} // KJA: a plain repetition ends nothing at 30 points or more
		}
		return p.decide(r, p.rules.CountRepetition)
	}
	return r
}

// decide ends the game as a draw, or by counting points when counted is true.
func (p *Position) decide(r Result, counted bool) Result {
	if !counted || p.rules.Game != kind.Janggi {
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

// MoveLimitReached reports whether the preset's move limit has come: its plies without a capture
// (MoveLimit) or its plies in all (TotalPlyLimit). Result then ends the game unless it ended
// otherwise first (a checkmate on the last ply still counts as one).
func (p *Position) MoveLimitReached() bool {
	if lim := p.rules.MoveLimit; lim > 0 && p.halfmove >= lim && p.halfmove-p.checkAllowance() >= lim {
		return true
	}
	lim := p.rules.TotalPlyLimit
	return lim > 0 && p.GamePly() >= lim
}

// checkAllowance returns the plies by which checks put off Xiangqi's move limit. As
// Fairy-Stockfish applies the AXF's rule (our ChasingLoses presets), once 20 plies have been played
// (since the start or the engine's last null move) the checks one side gave beyond ten, within the
// plies since the last capture, do not count toward the limit: each puts it off by two plies.
func (p *Position) checkAllowance() int {
	if !p.rules.ChasingLoses {
		return 0
	}
	// Only min(halfmove, null) plies count, and whether null reaches 20: no need to look further
	// back, which made every Result walk the whole game.
	null := p.pliesFromNullWithin(max(p.halfmove, 20))
	if null < 20 {
		return 0
	}
	end := min(p.halfmove, null)
	them, us := 0, 0
	if p.checkAt(0) {
		them++
	}
	if p.checkAt(1) {
		us++
	}
	for i := 2; i < end; i += 2 {
		if p.checkAt(i) {
			them++
		}
		if p.checkAt(i + 1) {
			us++
		}
	}
	return 2 * max(max(them, us)-10, 0)
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
// check and no move saves the general. Under the other rules CountLegalMoves finds it. Taking the
// other general is always a way out: where the last move left its own general attacked, the side
// to move takes it and wins, however its own general stands.
func (p *Position) checkmated() bool {
	if !p.rules.AllowSelfCheck || !p.check {
		return false
	}
	if p.attacked(p.kings[p.side.Other()], p.side) {
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
			if p.rules.Game != kind.Xiangqi {
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

// repetition looks for the n-th occurrence of the current position since the last capture (the
// preset's RepetitionCount) and returns how many plies back the earliest of them lies.
func (p *Position) repetition() (int, bool) {
	end := min(p.halfmove, len(p.hist))
	if end < 4 || p.rules.RepetitionCount < 2 {
		return 0, false
	}
	seen := 0
	for i := 4; i <= end; i += 2 {
		if p.keyAt(i) == p.hash {
			seen++
			if seen+1 == p.rules.RepetitionCount {
				return i, true
			}
		}
	}
	return 0, false
}

// CycleOutcome says how a repetition ends when the current position is the one i plies back (i
// even, at least 4, and no capture in between): a win for the side that did not give check with
// every move of the cycle when the other did (PerpetualCheck); failing that, under Xiangqi's chase
// rule, a win for the side that did not chase one piece with every move when the other did
// (PerpetualChase); otherwise Draw, which the rules may decide by counting. When both sides
// checked, or both chased, it is a draw. The engine's search asks the same of a repetition inside
// its tree. As in Fairy-Stockfish, the side that moved last ("them") is judged on its moves into
// the positions 0, 2, ..., i plies back and the side to move on those into 1, 3, ..., i-1.
func (p *Position) CycleOutcome(i int) (Outcome, Reason) {
	if i < 4 || i > len(p.hist) {
		return Draw, Repetition
	}
	if p.rules.PerpetualCheckLoses {
		perpThem, perpUs := true, true
		for j := 0; j <= i; j += 2 {
			perpThem = perpThem && p.checkAt(j)
		}
		for j := 1; j < i; j += 2 {
			perpUs = perpUs && p.checkAt(j)
		}
		switch {
		case perpThem && perpUs:
			return Draw, Repetition
		case perpThem:
			return Win(p.side), PerpetualCheck
		case perpUs:
			return Win(p.side.Other()), PerpetualCheck
		}
	}
	if p.rules.ChasingLoses {
		them, us := p.perpetualChase(i)
		switch {
		case them && !us:
			return Win(p.side), PerpetualChase
		case us && !them:
			return Win(p.side.Other()), PerpetualChase
		}
	}
	return Draw, Repetition
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
