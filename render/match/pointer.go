package match

import "janggi/game"

// The pointer on the board, for every game: the selector over the game's places S, and the
// moves the person plays with it. The game's rules (variant) say which pieces there are to pick
// up and where they go; the match adds that only the person to move picks any up.

// CanPick implements Picker: a person may pick up their own pieces (in Twelve Janggi, those in
// their hand too) on their turn.
func (m *Match[P, M, Pc, G, S]) CanPick(at S) bool { return m.HumanToMove() && m.v.CanPick(at) }

// MovesFrom implements Picker: the legal moves of the piece at the place, in the position shown.
func (m *Match[P, M, Pc, G, S]) MovesFrom(at S) []M { return m.v.MovesFrom(at) }

// Target implements Picker: the place of the board mv goes to.
func (m *Match[P, M, Pc, G, S]) Target(mv M) S { return m.v.Target(mv) }

// OnBoard implements Picker.
func (m *Match[P, M, Pc, G, S]) OnBoard(at S) bool { return m.v.OnBoard(at) }

// Press, Drag and Release pass the pointer to the selector and play the move it completes. at
// is the place under the pointer (a point off the board, or NoSpot, when there is none); x, y
// are in pixels.
func (m *Match[P, M, Pc, G, S]) Press(at S, x, y float64) {
	mv, ok := m.Sel.Press(m, at, x, y)
	m.pointed(mv, false, ok, &m.Sel.Refused)
}

// Drag moves the pointer with the button held; slop is the distance that starts a drag.
func (m *Match[P, M, Pc, G, S]) Drag(x, y, slop float64) { m.Sel.Move(x, y, slop) }

// Release ends a press over the place at.
func (m *Match[P, M, Pc, G, S]) Release(at S) {
	mv, dropped, ok := m.Sel.Release(m, at)
	m.pointed(mv, dropped, ok, &m.Sel.Refused)
}

// Flick plays the move of the piece at from (a point, or a hand: a drop) to the place to, when
// the person to move may move that piece there: a drag so quick (press, move and release between
// two of the window's ticks) that the window saw the press only where the button was let go. It
// reports whether it played; when it did not, nothing changed. The piece slides, since it was
// never seen following the pointer.
func (m *Match[P, M, Pc, G, S]) Flick(from, to S) bool {
	if !m.OnBoard(to) || !m.CanPick(from) {
		return false
	}
	for _, mv := range m.MovesFrom(from) {
		if m.Target(mv) == to && m.play(mv, false) {
			m.unrefuse() // the press on to was this drag's, not a click
			return true
		}
	}
	return false
}

// PlayMove makes mv on the live game as a move of the person's would be (its animation, sounds
// and notices): the puzzles' opponent answers with it. It reports whether mv was legal.
func (m *Match[P, M, Pc, G, S]) PlayMove(mv M) bool { return m.play(mv, false) }

// passMove returns the pass of the person to move, when the rules allow one now.
func (m *Match[P, M, Pc, G, S]) passMove() (M, bool) {
	if !m.HumanToMove() {
		var none M
		return none, false
	}
	return m.v.passMove()
}

// Pass plays a pass (Janggi's 한수쉼) for the person to move, when the rules allow it now.
func (m *Match[P, M, Pc, G, S]) Pass() bool {
	mv, ok := m.passMove()
	return ok && m.play(mv, false)
}

// CanPass reports whether the Pass button does something now.
func (m *Match[P, M, Pc, G, S]) CanPass() bool {
	_, ok := m.passMove()
	return ok
}

// PassEnding says what a pass by the person to move would open the way to: the game ends at once
// (now: a pass that answers a pass, or that accepts a bikjang), or the opponent can end it by
// passing back. res is that ending, with its points; ok is false when a pass ends nothing (or the
// person cannot pass), so that the window can warn before a pass that decides the game.
func (m *Match[P, M, Pc, G, S]) PassEnding() (res game.Result, now, ok bool) {
	mv, can := m.passMove()
	if !can {
		return game.Result{}, false, false
	}
	return m.v.passEnding(mv)
}
