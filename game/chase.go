package game

import mbits "math/bits"

// Xiangqi's chase rule. WXF's rules (seed 004) forbid a perpetual chase as they forbid a perpetual
// check: a side that, in a repetition, attacked the same unprotected piece with every move of the
// cycle loses. What counts as a chase follows Fairy-Stockfish's xiangqi variant (its AXF_CHASING
// rule), definition by definition, so that the differential test can hold us to it:
//
//   - Only a move's new attacks count: those of the moved piece from its new point (for a chariot
//     or a cannon, not along the line it moved on) and those it uncovers for a horse, an elephant,
//     a chariot or a cannon behind it or, as a cannon's new screen, in front of it.
//   - The general and the soldiers never chase; a soldier that has not crossed the river, and the
//     general, are never chased.
//   - A horse or a cannon chases a chariot, and an elephant or an advisor chases a chariot, a horse
//     or a cannon, even when the attacked piece is protected.
//   - Otherwise the attacked piece must be unprotected: no piece of its side could take back on its
//     point (with the attacker gone from its own point), a pinned piece does not protect, nor does
//     a general that would then face the other general. Attacking a piece of the same kind is no
//     chase when that piece attacks back (a lamed horse does not), unless it is pinned.
//   - A move that pins a piece chases what that piece was protecting, when a free piece of the
//     mover attacks it; a move that sets up a discovered check chases what the uncovering piece
//     attacks, unless the general could take it back safely.
//
// Where this differs from the letter of the WXF rules: see docs/rules-engine.md (Xiangqi's chase rule).

// bits is a set of points, one bit a point (90 points in two words).
type bits struct{ lo, hi uint64 }

func bitOf(s Square) bits {
	if s < 64 {
		return bits{lo: 1 << uint(s)}
	}
	return bits{hi: 1 << uint(s-64)}
}

func (b bits) has(s Square) bool    { return b.and(bitOf(s)) != bits{} }
func (b bits) or(c bits) bits       { return bits{b.lo | c.lo, b.hi | c.hi} }
func (b bits) and(c bits) bits      { return bits{b.lo & c.lo, b.hi & c.hi} }
func (b bits) andNot(c bits) bits   { return bits{b.lo &^ c.lo, b.hi &^ c.hi} }
func (b bits) xor(c bits) bits      { return bits{b.lo ^ c.lo, b.hi ^ c.hi} }
func (b bits) empty() bool          { return b.lo == 0 && b.hi == 0 }
func (b bits) count() int           { return mbits.OnesCount64(b.lo) + mbits.OnesCount64(b.hi) }
func (b bits) moreThanOne() bool    { return b.count() > 1 }
func (b *bits) add(s Square)        { *b = b.or(bitOf(s)) }
func (b bits) with(s Square) bits   { return b.or(bitOf(s)) }
func (b bits) toggle(s Square) bits { return b.xor(bitOf(s)) }

// pop removes the lowest point of a non-empty set and returns it.
func (b *bits) pop() Square {
	if b.lo != 0 {
		s := Square(mbits.TrailingZeros64(b.lo))
		b.lo &= b.lo - 1
		return s
	}
	s := Square(64 + mbits.TrailingZeros64(b.hi))
	b.hi &= b.hi - 1
	return s
}

// undoMove maps a set of points after move m to the points before it: the piece that went to m's
// target came from its origin.
func (b bits) undoMove(m Move) bits {
	if m == NoMove || m.IsPass() || !b.has(m.To()) {
		return b
	}
	return b.toggle(m.To()).with(m.From())
}

// chaseBoard is a Xiangqi board the chase rules look at: a copy, so that the history can be
// walked backwards without touching the position, with a set of points for each color and kind.
type chaseBoard struct {
	board  [SquareCount]Piece
	kings  [2]Square
	occ    bits
	colors [2]bits
	types  [2][pieceTypeCount]bits
}

func newChaseBoard(board *[SquareCount]Piece, kings [2]Square) chaseBoard {
	cb := chaseBoard{board: *board, kings: kings}
	for s, pc := range board {
		if pc != NoPiece {
			cb.place(Square(s), pc)
		}
	}
	return cb
}

// place and lift toggle pc on s in the sets (the board itself is set by the caller).
func (cb *chaseBoard) place(s Square, pc Piece) {
	cb.occ = cb.occ.toggle(s)
	cb.colors[pc.Color()] = cb.colors[pc.Color()].toggle(s)
	cb.types[pc.Color()][pc.Type()] = cb.types[pc.Color()][pc.Type()].toggle(s)
}

func (cb *chaseBoard) occupied() bits     { return cb.occ }
func (cb *chaseBoard) color(c Color) bits { return cb.colors[c] }

// pieces returns the points of c's pieces of the given types.
func (cb *chaseBoard) pieces(c Color, types ...PieceType) bits {
	var b bits
	for _, t := range types {
		b = b.or(cb.types[c][t])
	}
	return b
}

// crossedSoldiers returns c's soldiers across the river.
func (cb *chaseBoard) crossedSoldiers(c Color) bits {
	return cb.types[c][Soldier].andNot(halves[c])
}

// unchaseable returns c's pieces that are never chased: the general and the soldiers at home.
func (cb *chaseBoard) unchaseable(c Color) bits {
	return cb.pieces(c, General).or(cb.pieces(c, Soldier).xor(cb.crossedSoldiers(c)))
}

// undone returns the board before move m, which took captured.
func (cb *chaseBoard) undone(m Move, captured Piece) chaseBoard {
	b := *cb
	if m.IsPass() || m == NoMove {
		return b
	}
	from, to := m.From(), m.To()
	pc := b.board[to]
	b.place(to, pc)
	b.place(from, pc)
	b.board[from], b.board[to] = pc, captured
	if captured != NoPiece {
		b.place(to, captured)
	}
	if pc.Type() == General {
		b.kings[pc.Color()] = from
	}
	if captured.Type() == General {
		b.kings[captured.Color()] = to
	}
	return b
}

func stepTo(s Square, df, dr int) (Square, bool) {
	f, r := s.File()+df, s.Rank()+dr
	if !onBoard(f, r) {
		return NoSquare, false
	}
	return SquareAt(f, r), true
}

// orthNeighbours and diagNeighbours are the points one step away; lines every point on s's file
// and rank but s.
func orthNeighbours(s Square) bits { return orthSets[s] }
func diagNeighbours(s Square) bits { return diagSets[s] }
func lines(s Square) bits          { return lineSets[s] }

// lineThrough returns the whole file or rank through a and b (both included), or nothing.
func lineThrough(a, b Square) bits {
	var out bits
	if a.File() != b.File() && a.Rank() != b.Rank() {
		return out
	}
	for t := Square(0); t < SquareCount; t++ {
		if (a.File() == b.File() && t.File() == a.File()) || (a.Rank() == b.Rank() && t.Rank() == a.Rank()) {
			out.add(t)
		}
	}
	return out
}

// between returns the points strictly between a and b on a file or rank.
func between(a, b Square) bits {
	var out bits
	switch {
	case a.File() == b.File():
		lo, hi := min(a.Rank(), b.Rank()), max(a.Rank(), b.Rank())
		for r := lo + 1; r < hi; r++ {
			out.add(SquareAt(a.File(), r))
		}
	case a.Rank() == b.Rank():
		lo, hi := min(a.File(), b.File()), max(a.File(), b.File())
		for f := lo + 1; f < hi; f++ {
			out.add(SquareAt(f, a.Rank()))
		}
	}
	return out
}

// slide returns the points a chariot on s attacks with the given occupancy.
func slide(s Square, occ bits) bits {
	var b bits
	for _, d := range orthSteps {
		for t, ok := stepTo(s, d[0], d[1]); ok; t, ok = stepTo(t, d[0], d[1]) {
			b.add(t)
			if occ.has(t) {
				break
			}
		}
	}
	return b
}

// hop returns the points a Xiangqi cannon on s attacks (beyond exactly one screen).
func hop(s Square, occ bits) bits {
	var b bits
	for _, d := range orthSteps {
		screen := false
		for t, ok := stepTo(s, d[0], d[1]); ok; t, ok = stepTo(t, d[0], d[1]) {
			if !occ.has(t) {
				continue
			}
			if screen {
				b.add(t)
				break
			}
			screen = true
		}
	}
	return b
}

// attacksAnywhere returns the points a piece of color c and type t on s attacks with the given
// occupancy, ignoring where such a piece may stand (an advisor's step out of the palace, an
// elephant's across the river, a soldier's sideways step at home all count), as Fairy-Stockfish's
// attack tables do.
func attacksAnywhere(c Color, t PieceType, s Square, occ bits) bits {
	var b bits
	switch t {
	case General:
		return orthNeighbours(s)
	case Guard:
		return diagNeighbours(s)
	case Elephant:
		for _, df := range []int{-1, 1} {
			for _, dr := range []int{-1, 1} {
				eye, ok1 := stepTo(s, df, dr)
				to, ok2 := stepTo(s, 2*df, 2*dr)
				if ok1 && ok2 && !occ.has(eye) {
					b.add(to)
				}
			}
		}
	case Horse:
		for _, d := range orthSteps {
			leg, ok := stepTo(s, d[0], d[1])
			if !ok || occ.has(leg) {
				continue
			}
			for _, side := range []int{-1, 1} {
				if to, ok := stepTo(leg, d[0]+side*d[1], d[1]+side*d[0]); ok {
					b.add(to)
				}
			}
		}
	case Chariot:
		return slide(s, occ)
	case Cannon:
		return hop(s, occ)
	case Soldier:
		if to, ok := stepTo(s, 0, forward(c)); ok {
			b.add(to)
		}
		for _, df := range []int{-1, 1} {
			if to, ok := stepTo(s, df, 0); ok {
				b.add(to)
			}
		}
	}
	return b
}

// region returns where a piece of color c and type t may stand.
func region(c Color, t PieceType) bits {
	var b bits
	for s := Square(0); s < SquareCount; s++ {
		f, r := s.File(), s.Rank()
		switch t {
		case General, Guard:
			if inPalace(f, r) && palaceOf(r) == c {
				b.add(s)
			}
		case Elephant:
			if ownHalf(r, c) {
				b.add(s)
			}
		default:
			b.add(s)
		}
	}
	return b
}

var (
	regions = func() (out [2][pieceTypeCount]bits) {
		for c := Cho; c <= Han; c++ {
			for t := General; t < pieceTypeCount; t++ {
				out[c][t] = region(c, t)
			}
		}
		return out
	}()
	fileSets = func() (f [Files]bits) {
		for s := Square(0); s < SquareCount; s++ {
			f[s.File()].add(s)
		}
		return
	}()
	halves = [2]bits{regions[Cho][Elephant], regions[Han][Elephant]} // each side's half of the board
	// lineSets[s] is every point on s's file and rank but s; orthSets and diagSets the neighbours.
	lineSets, orthSets, diagSets = func() (l, o, d [SquareCount]bits) {
		for s := Square(0); s < SquareCount; s++ {
			for t := Square(0); t < SquareCount; t++ {
				if t != s && (t.File() == s.File() || t.Rank() == s.Rank()) {
					l[s].add(t)
				}
			}
			for _, st := range orthSteps {
				if t, ok := stepTo(s, st[0], st[1]); ok {
					o[s].add(t)
				}
			}
			for _, df := range []int{-1, 1} {
				for _, dr := range []int{-1, 1} {
					if t, ok := stepTo(s, df, dr); ok {
						d[s].add(t)
					}
				}
			}
		}
		return
	}()
)

// attacksFrom is attacksAnywhere limited to the piece's region, with a soldier at home attacking
// only forward: the attacks a piece really makes.
func attacksFrom(c Color, t PieceType, s Square, occ bits) bits {
	b := attacksAnywhere(c, t, s, occ)
	if t == Soldier && ownHalf(s.Rank(), c) {
		if to, ok := stepTo(s, 0, forward(c)); ok {
			b = b.and(bitOf(to))
		} else {
			b = bits{}
		}
	}
	return b.and(regions[c][t])
}

// attackersTo returns c's pieces that attack s with the given occupancy (which may leave out
// pieces still on the board, as when one is imagined away).
func (cb *chaseBoard) attackersTo(s Square, occ bits, c Color) bits {
	var b bits
	home := ownHalf(s.Rank(), c)
	for pieces := cb.colors[c]; !pieces.empty(); {
		from := pieces.pop()
		pc := cb.board[from]
		if !regions[c][pc.Type()].has(s) {
			continue
		}
		if !attacksAnywhere(c, pc.Type(), from, occ).has(s) {
			continue
		}
		if pc.Type() == Soldier && home && from.File() != s.File() {
			continue // a soldier at home attacks only forward
		}
		b.add(from)
	}
	return b
}

// blockers returns the pieces of either color that stand between c's general and an attack on
// it: one piece on a chariot's line, both screens of a cannon with two, a horse's blocked leg, an
// elephant's blocked eye.
func (cb *chaseBoard) blockers(c Color) bits {
	k := cb.kings[c]
	if k == NoSquare {
		return bits{}
	}
	them := c.Other()
	occ := cb.occupied()
	var rooks, cannons, horses, elephants bits
	for set := lines(k).and(cb.pieces(them, Chariot)); !set.empty(); {
		s := set.pop()
		if !slide(k, occ).has(s) {
			rooks.add(s)
		}
	}
	for set := lines(k).and(cb.pieces(them, Cannon)); !set.empty(); {
		s := set.pop()
		if !hop(k, occ).has(s) {
			cannons.add(s)
		}
	}
	for set := cb.pieces(them, Horse); !set.empty(); {
		s := set.pop()
		if knightOffset(s, k) && !attacksFrom(them, Horse, s, occ).has(k) {
			horses.add(s)
		}
	}
	for set := cb.pieces(them, Elephant); !set.empty(); {
		s := set.pop()
		df, dr := s.File()-k.File(), s.Rank()-k.Rank()
		if (df == 2 || df == -2) && (dr == 2 || dr == -2) && !attacksAnywhere(c, Elephant, k, occ).has(s) {
			elephants.add(s)
		}
	}
	sliding := rooks.or(horses).or(elephants)
	occupancy := occ.andNot(sliding)
	var out bits
	for set := rooks; !set.empty(); {
		s := set.pop()
		if b := between(k, s).and(occupancy); b.count() == 1 {
			out = out.or(b)
		}
	}
	for set := cannons; !set.empty(); {
		s := set.pop()
		if b := between(k, s).and(occ); b.count() == 1 || b.count() == 2 {
			out = out.or(b)
		}
	}
	for set := horses; !set.empty(); {
		s := set.pop()
		out = out.or(orthNeighbours(s).and(diagNeighbours(k)).and(occupancy))
	}
	for set := elephants; !set.empty(); {
		s := set.pop()
		eye := SquareAt((s.File()+k.File())/2, (s.Rank()+k.Rank())/2)
		out = out.or(bitOf(eye).and(occupancy))
	}
	return out
}

func knightOffset(a, b Square) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return df*df+dr*dr == 5
}

// chased returns the pieces of the side to move (victim) that the last move, m, chases; prev is the
// board before m, which captured the piece captured (or NoPiece).
func (cb *chaseBoard) chased(victim Color, m Move, captured Piece, prev *chaseBoard) bits {
	var b bits
	if m == NoMove || m.IsPass() {
		return b
	}
	mover := victim.Other()
	occ := cb.occupied()
	ours := cb.color(victim)
	blockers := cb.blockers(victim)
	pins := blockers
	// A lone piece on the file of the mover's general, with our general behind it, is pinned too.
	if ka := cb.kings[mover]; ka != NoSquare {
		onFile := fileSets[ka.File()].and(ours)
		if !onFile.and(cb.pieces(victim, General)).empty() {
			others := onFile.andNot(cb.pieces(victim, General))
			if !others.moreThanOne() {
				pins = pins.or(others)
			}
		}
	}
	add := func(from Square, t PieceType, attacks bits) {
		if attacks.andNot(b).empty() {
			return
		}
		attacks = attacks.andNot(cb.unchaseable(victim))
		switch t {
		case Horse, Cannon:
			b = b.or(attacks.and(cb.pieces(victim, Chariot)))
		case Elephant, Guard:
			b = b.or(attacks.and(cb.pieces(victim, Chariot, Cannon, Horse)))
		}
		// Attacking a piece of the same kind that attacks back is no chase (a lamed horse does
		// not attack back; a pinned piece cannot).
		if t == Horse && !diagNeighbours(from).and(occ).empty() {
			for set := attacks.and(cb.pieces(victim, Horse)); !set.empty(); {
				s := set.pop()
				if attacksAnywhere(victim, Horse, s, occ).has(from) {
					attacks = attacks.toggle(s)
				}
			}
		} else {
			same := cb.pieces(victim, t)
			attacks = attacks.andNot(same.andNot(pins))
		}
		without := occ.toggle(from)
		for set := attacks; !set.empty(); {
			s := set.pop()
			roots := cb.attackersTo(s, without, victim).andNot(pins)
			fakeRoot := false
			if ka := cb.kings[mover]; ka != NoSquare && roots == cb.pieces(victim, General) && !roots.empty() {
				fakeRoot = slide(ka, without).has(s) // the general would face the other general
			}
			if roots.empty() || fakeRoot {
				b.add(s)
			}
		}
	}

	from, to := m.From(), m.To()
	moved := cb.board[to].Type()
	if moved != General && moved != Soldier {
		direct := attacksFrom(mover, moved, to, occ).and(ours)
		if moved == Chariot || moved == Cannon {
			direct = direct.andNot(lineThrough(from, to)) // only new lines count
		}
		add(to, moved, direct)
	}

	// Attacks the move uncovered, or made by becoming a cannon's screen.
	cands := orthNeighbours(from).and(cb.pieces(mover, Horse)).
		or(diagNeighbours(from).and(cb.pieces(mover, Elephant))).
		or(lines(from).and(cb.pieces(mover, Cannon, Chariot))).
		or(lines(to).and(cb.pieces(mover, Cannon)))
	before := occ
	if captured == NoPiece {
		before = before.toggle(to)
	}
	before = before.toggle(from)
	for set := cands; !set.empty(); {
		s := set.pop()
		t := cb.board[s].Type()
		disc := ours.and(attacksAnywhere(mover, t, s, occ)).andNot(attacksAnywhere(mover, t, s, before))
		add(s, t, disc)
	}

	if prev == nil {
		return b
	}
	newBlockers := blockers.andNot(prev.blockers(victim))
	// A piece newly pinned no longer protects: what it protected is chased if attacked.
	theirBlockers := cb.blockers(mover)
	for set := newBlockers.and(ours); !set.empty(); {
		s := set.pop()
		fake := ours.andNot(cb.unchaseable(victim)).and(attacksAnywhere(victim, cb.board[s].Type(), s, occ))
		for set := fake; !set.empty(); {
			s2 := set.pop()
			if !cb.attackersTo(s2, occ, mover).andNot(theirBlockers).empty() {
				b.add(s2)
			}
		}
	}
	// A discovered check prepared: the uncovering piece's targets are chased, unless the general
	// could take one back without being attacked there.
	if k := cb.kings[victim]; k != NoSquare {
		kingSteps := attacksFrom(victim, General, k, occ)
		for set := newBlockers.and(cb.color(mover)); !set.empty(); {
			s := set.pop()
			hits := attacksFrom(mover, cb.board[s].Type(), s, occ).and(ours)
			b = b.or(hits.andNot(kingSteps))
			for set := hits.and(kingSteps); !set.empty(); {
				s2 := set.pop()
				if !cb.attackersTo(s2, occ.toggle(s).toggle(k), mover).andNot(bitOf(s)).empty() {
					b.add(s2)
				}
			}
		}
	}
	return b
}

// chaseSets returns, for k = 0..n, the pieces of the side to move in the position k plies back
// that the move into that position chased (nothing for the start position or after a pass).
func (p *Position) chaseSets(n int) []bits {
	out := make([]bits, n+1)
	cur := newChaseBoard(&p.board, p.kings)
	victim := p.side
	for k := 0; k <= n; k++ {
		i := len(p.hist) - 1 - k
		if i < 0 {
			break
		}
		u := p.hist[i]
		prev := cur.undone(u.move, u.captured)
		out[k] = cur.chased(victim, u.move, u.captured, &prev)
		cur = prev
		victim = victim.Other()
	}
	return out
}

// moveAt returns the move that led to the position j plies back (0 = the last move made).
func (p *Position) moveAt(j int) Move {
	if i := len(p.hist) - 1 - j; i >= 0 {
		return p.hist[i].move
	}
	return NoMove
}

// pliesFromNull returns the number of plies since the start or the last pass (a null move in
// Xiangqi, where only the engine's search passes).
func (p *Position) pliesFromNull() int { return p.pliesFromNullWithin(len(p.hist)) }

// pliesFromNullWithin is pliesFromNull, but looks back at most limit plies: min(pliesFromNull,
// limit). A caller that needs no more spares a walk through the whole game.
func (p *Position) pliesFromNullWithin(limit int) int {
	for k := 0; k < min(limit, len(p.hist)); k++ {
		if p.hist[len(p.hist)-1-k].move.IsPass() {
			return k
		}
	}
	return min(limit, len(p.hist))
}

// perpetualChase returns, for a repetition of the position i plies back, whether the side that
// moved last ("them") and the side to move ("us") chased the same piece with every move of the
// cycle, following that piece as it moved.
func (p *Position) perpetualChase(i int) (them, us bool) {
	chased := p.chaseSets(i)
	null := p.pliesFromNull()
	chaseThem := chased[0].undoMove(p.moveAt(1)).and(chased[2])
	for j := 4; j <= i; j += 2 {
		if j != null {
			chaseThem = chaseThem.undoMove(p.moveAt(j - 1)).and(chased[j])
		}
	}
	chaseUs := chased[1].undoMove(p.moveAt(2)).and(chased[3])
	for j := 4; j < i; j += 2 {
		chaseUs = chaseUs.undoMove(p.moveAt(j)).and(chased[j+1])
	}
	return !chaseThem.empty(), !chaseUs.empty()
}
