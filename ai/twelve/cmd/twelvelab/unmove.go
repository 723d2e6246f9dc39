package main

import (
	"janggi/ai/twelve/internal/book"
	"janggi/ai/twelve/internal/geom"
	"janggi/game"
	rules "janggi/game/twelve"
)

// predecessors appends to dst every position from which one legal move leads to st: the side that
// is not to move in st takes back a drop, a step (perhaps a promotion), and perhaps returns a piece
// it captured from its hand to the board. Positions already decided on the board are left out,
// since no move is made from them; so are unreachable ones only in that the solver never finds them
// in its table. st must not be decided itself.
func predecessors(dst []book.State, st book.State, v rules.Variant) []book.State {
	us := st.Side ^ 1 // the side that made the last move
	them := st.Side
	var occupied geom.Set
	for s := range rules.Square(rules.SquareCount) {
		if st.Board[s] != rules.NoPiece {
			occupied |= geom.Bit(s)
		}
	}
	ourFarRow := geom.Rank(geom.BackRank(them))
	theirFarRow := geom.Rank(geom.BackRank(us))
	for to := range rules.Square(rules.SquareCount) {
		pc := st.Board[to]
		if pc == rules.NoPiece || pc.Color() != us {
			continue
		}
		t := pc.Type()
		// A drop of t on to.
		if t >= rules.General && t <= rules.Soldier && (v == rules.Dobutsu || !ourFarRow.Has(to)) {
			p := st
			p.Board[to] = rules.NoPiece
			p.Hand[us][book.HandIndex(t)]++
			p.Side = us
			dst = appendIfOpen(dst, p, v)
		}
		// A step onto to: by a piece of the same type, or by a soldier that promoted there.
		// A soldier on its far row was dropped there (Dobutsu): stepping there it would have promoted.
		movers := []rules.PieceType{t}
		switch {
		case t == rules.Lord && ourFarRow.Has(to):
			movers = append(movers, rules.Soldier)
		case t == rules.Soldier && ourFarRow.Has(to):
			movers = nil
		}
		for _, moved := range movers {
			// A piece of colour us on from attacks to exactly when the mirrored pattern of the
			// other colour reaches from from to (the steps are symmetric left to right).
			for froms := geom.Attacks(them, moved, to) &^ occupied; froms != 0; froms &= froms - 1 {
				from := froms.First()
				p := st
				p.Board[from] = rules.MakePiece(us, moved)
				p.Board[to] = rules.NoPiece
				p.Side = us
				dst = appendIfOpen(dst, p, v)
				// Or it captured there a piece now in its hand (a soldier may have been a lord).
				for i, u := range []rules.PieceType{rules.General, rules.Elephant, rules.Soldier} {
					if st.Hand[us][i] == 0 {
						continue
					}
					q := p
					q.Hand[us][i]--
					for _, was := range []rules.PieceType{u, rules.Lord} {
						if was == rules.Lord && u != rules.Soldier {
							break
						}
						if was == rules.Soldier && v == rules.TwelveJanggi && theirFarRow.Has(to) {
							continue // their soldier there would have promoted, and cannot be dropped there
						}
						q.Board[to] = rules.MakePiece(them, was)
						dst = appendIfOpen(dst, q, v)
					}
				}
			}
		}
	}
	return dst
}

// appendIfOpen appends p unless the game is already decided in it: a king in the camp (Twelve
// Janggi: the side to move's; Dobutsu: either, unattacked). A king cannot be missing: st had both.
func appendIfOpen(dst []book.State, p book.State, v rules.Variant) []book.State {
	if decided(&p, v) {
		return dst
	}
	return append(dst, p)
}

// decided reports whether the rules end the game in p before anyone moves, by the camp rule.
func decided(p *book.State, v rules.Variant) bool {
	var kings [2]rules.Square
	var att [2]geom.Set
	for s := range rules.Square(rules.SquareCount) {
		pc := p.Board[s]
		if pc == rules.NoPiece {
			continue
		}
		if pc.Type() == rules.King {
			kings[pc.Color()] = s
		}
		att[pc.Color()] |= geom.Attacks(pc.Color(), pc.Type(), s)
	}
	inCamp := func(c game.Color) bool { return kings[c].Rank() == geom.BackRank(c^1) }
	if v == rules.TwelveJanggi {
		return inCamp(p.Side)
	}
	for c := range game.Color(2) {
		if inCamp(c) && !att[c^1].Has(kings[c]) {
			return true
		}
	}
	return false
}
