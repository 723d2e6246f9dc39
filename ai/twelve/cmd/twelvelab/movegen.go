package main

import (
	"janggi/ai/twelve/internal/book"
	"janggi/ai/twelve/internal/geom"
	"janggi/game"
	rules "janggi/game/twelve"
)

// The solver expands about 10^8 positions; parsing each into a rules.Position would allocate for
// every one. So it generates moves on its compact state itself, and the tests hold this generator
// to the rules package's move for move.

// outcome is what a move leads to, from the mover's view.
type outcome uint8

const (
	goesOn outcome = iota // the game goes on in the new position
	wins                  // the mover wins on the spot
	loses                 // the mover has lost (Twelve Janggi: the opponent's king sat in our camp)
	draws                 // Dobutsu: both lions reached the far row safely
)

// occupancy returns the squares of st's side to move and all the occupied squares.
func occupancy(st *book.State) (own, occupied geom.Set) {
	for s := range rules.Square(rules.SquareCount) {
		if pc := st.Board[s]; pc != rules.NoPiece {
			occupied |= geom.Bit(s)
			if pc.Color() == st.Side {
				own |= geom.Bit(s)
			}
		}
	}
	return own, occupied
}

// successors calls visit with each position a legal move leads to from st and what the move does.
// st must be undecided.
func successors(st book.State, v rules.Variant, visit func(next book.State, o outcome)) {
	us, them := st.Side, st.Side^1
	own, occupied := occupancy(&st)
	farRow := geom.Rank(geom.BackRank(them))
	for from := range rules.Square(rules.SquareCount) {
		pc := st.Board[from]
		if pc == rules.NoPiece || pc.Color() != us {
			continue
		}
		for targets := geom.Attacks(us, pc.Type(), from) &^ own; targets != 0; targets &= targets - 1 {
			to := targets.First()
			next := st
			next.Side = them
			next.Board[from] = rules.NoPiece
			moved := pc
			if pc.Type() == rules.Soldier && farRow.Has(to) {
				moved = rules.MakePiece(us, rules.Lord)
			}
			next.Board[to] = moved
			captured := st.Board[to]
			if captured != rules.NoPiece && captured.Type() == rules.King {
				visit(next, wins) // next lacks the captured king: nothing but the verdict counts
				continue
			}
			if captured != rules.NoPiece {
				next.Hand[us][book.HandIndex(captured.Type().Demoted())]++
			}
			visit(next, judge(&next, v))
		}
	}
	drops := ^occupied & (1<<rules.SquareCount - 1)
	if v == rules.TwelveJanggi {
		drops &^= farRow
	}
	for i, t := range []rules.PieceType{rules.General, rules.Elephant, rules.Soldier} {
		if st.Hand[us][i] == 0 {
			continue
		}
		for b := drops; b != 0; b &= b - 1 {
			next := st
			next.Side = them
			next.Hand[us][i]--
			next.Board[b.First()] = rules.MakePiece(us, t)
			visit(next, judge(&next, v))
		}
	}
}

// judge returns what reaching st means for the side that just moved (both kings are on the board).
func judge(st *book.State, v rules.Variant) outcome {
	mover := st.Side ^ 1
	if decided(st, v) {
		if v == rules.TwelveJanggi {
			return loses // the side to move's king survived our turn in our camp
		}
		var safe [2]bool
		for c := range game.Color(2) {
			safe[c] = safeInCamp(st, c)
		}
		switch {
		case safe[0] && safe[1]:
			return draws
		case safe[mover]:
			return wins
		}
		return loses
	}
	if !hasMove(st, v) {
		return wins
	}
	return goesOn
}

// safeInCamp reports whether side c's king stands on its far row, unattacked.
func safeInCamp(st *book.State, c game.Color) bool {
	var king rules.Square = rules.NoSquare
	var att geom.Set
	for s := range rules.Square(rules.SquareCount) {
		pc := st.Board[s]
		switch {
		case pc == rules.NoPiece:
		case pc.Color() == c && pc.Type() == rules.King:
			king = s
		case pc.Color() != c:
			att |= geom.Attacks(pc.Color(), pc.Type(), s)
		}
	}
	return king != rules.NoSquare && king.Rank() == geom.BackRank(c^1) && !att.Has(king)
}

// hasMove reports whether the side to move in st has a legal move.
func hasMove(st *book.State, v rules.Variant) bool {
	us := st.Side
	own, occupied := occupancy(st)
	for b := own; b != 0; b &= b - 1 {
		s := b.First()
		if geom.Attacks(us, st.Board[s].Type(), s)&^own != 0 {
			return true
		}
	}
	drops := ^occupied & (1<<rules.SquareCount - 1)
	if v == rules.TwelveJanggi {
		drops &^= geom.Rank(geom.BackRank(us ^ 1))
	}
	h := st.Hand[us]
	return drops != 0 && h[0]|h[1]|h[2] != 0
}
