package match

import (
	"testing"

	"janggi/game"
	"janggi/internal/testenv"
)

// fakePicker lets the selector pick the pieces on pickable squares, each with the given targets.
type fakePicker map[game.Square][]game.Square

func (f fakePicker) CanPick(sq game.Square) bool    { _, ok := f[sq]; return ok }
func (f fakePicker) Target(m game.Move) game.Square { return m.To() }
func (f fakePicker) OnBoard(sq game.Square) bool    { return sq.Valid() }
func (f fakePicker) MovesFrom(sq game.Square) []game.Move {
	var out []game.Move
	for _, t := range f[sq] {
		out = append(out, game.NewMove(sq, t))
	}
	return out
}

// selector is Janggi's selector, over points and moves.
type selector = Selector[game.Square, game.Move]

// isTarget reports whether sq is a destination of the piece s selected.
func isTarget(s *selector, sq game.Square) bool {
	for _, m := range s.Moves {
		if m.To() == sq {
			return true
		}
	}
	return false
}

func sq(t *testing.T, s string) game.Square {
	t.Helper()
	return testenv.Parse(t, game.ParseSquare, s)
}

func TestSelectorClickToMove(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2"), sq(t, "a3")}}
	var s selector
	if s.Selected() {
		t.Fatal("the zero Selector has a piece selected")
	}
	if _, ok := s.Press(p, sq(t, "a1"), 10, 10); ok {
		t.Fatal("pressing a piece played a move")
	}
	s.Release(p, sq(t, "a1"))
	if !s.Selected() || s.From != sq(t, "a1") || len(s.Moves) != 2 {
		t.Fatalf("after a click on a1: selected=%v from=%v moves=%v", s.Selected(), s.From, s.Moves)
	}
	m, ok := s.Press(p, sq(t, "a3"), 10, 50)
	if !ok || m != game.NewMove(sq(t, "a1"), sq(t, "a3")) {
		t.Fatalf("click on a target: got %v %v, want a1a3", m, ok)
	}
	if s.Selected() {
		t.Error("the piece stays selected after its move")
	}
}

func TestSelectorClickAgainDeselects(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2")}}
	var s selector
	s.Press(p, sq(t, "a1"), 0, 0)
	s.Release(p, sq(t, "a1"))
	s.Press(p, sq(t, "a1"), 0, 0)
	if !s.Selected() {
		t.Fatal("the second press already deselected: the piece should stay lifted until release")
	}
	s.Release(p, sq(t, "a1"))
	if s.Selected() {
		t.Error("a second click on the selected piece keeps it selected")
	}
}

func TestSelectorPressElsewhere(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2")}, sq(t, "c1"): {sq(t, "c2")}}
	var s selector
	s.Press(p, sq(t, "a1"), 0, 0)
	s.Release(p, sq(t, "a1"))
	s.Press(p, sq(t, "c1"), 0, 0)
	if s.From != sq(t, "c1") || !isTarget(&s, sq(t, "c2")) || isTarget(&s, sq(t, "a2")) {
		t.Errorf("pressing another own piece: from=%v targets=%v, want c1 with c2", s.From, s.Moves)
	}
	s.Release(p, sq(t, "c1"))
	if _, ok := s.Press(p, sq(t, "e5"), 0, 0); ok || !s.Selected() || s.From != sq(t, "c1") || !s.Refused {
		t.Errorf("pressing a point c1 cannot reach: ok=%v selected=%v from=%v refused=%v, want no move, c1 still selected and the press refused",
			ok, s.Selected(), s.From, s.Refused)
	}
	s.Refused = false
	s.Release(p, sq(t, "e5"))
	if _, ok := s.Press(p, game.NoSquare, 0, 0); ok || s.Selected() || s.Refused {
		t.Error("pressing off the board's points keeps the selection, or refuses")
	}
	if s.Press(p, sq(t, "e5"), 0, 0); s.Refused || s.Selected() {
		t.Error("a press on an empty point with nothing selected is refused")
	}
}

// TestSelectorRefusesADropWhereThePieceCannotGo: a drag released on a point the piece cannot
// reach snaps back, still selected, and is refused; released back on its own point it is not.
func TestSelectorRefusesADropWhereThePieceCannotGo(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2")}}
	var s selector
	s.Press(p, sq(t, "a1"), 0, 0)
	s.Move(0, 100, 5)
	if _, _, ok := s.Release(p, sq(t, "e5")); ok || !s.Selected() || !s.Refused {
		t.Errorf("a drop on e5: ok=%v selected=%v refused=%v, want no move, still selected, refused", ok, s.Selected(), s.Refused)
	}
	s.Refused = false
	s.Press(p, sq(t, "a1"), 0, 0)
	s.Move(0, 100, 5)
	s.Move(0, 0, 5)
	if _, _, ok := s.Release(p, sq(t, "a1")); ok || s.Refused {
		t.Errorf("a drag back to its own point: ok=%v refused=%v, want neither", ok, s.Refused)
	}
}

func TestSelectorDragAndDrop(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2")}}
	var s selector
	s.Press(p, sq(t, "a1"), 100, 100)
	s.Move(102, 101, 5)
	if s.Dragging {
		t.Fatal("a move within the slop started a drag")
	}
	s.Move(100, 60, 5)
	if !s.Dragging || s.X != 100 || s.Y != 60 {
		t.Fatalf("after moving 40 px: dragging=%v at %v,%v", s.Dragging, s.X, s.Y)
	}
	m, dropped, ok := s.Release(p, sq(t, "a2"))
	if !ok || !dropped || m != game.NewMove(sq(t, "a1"), sq(t, "a2")) {
		t.Fatalf("drop on a target: %v dropped=%v ok=%v, want a1a2 dropped", m, dropped, ok)
	}
}

func TestSelectorIllegalDropSnapsBack(t *testing.T) {
	p := fakePicker{sq(t, "a1"): {sq(t, "a2")}}
	var s selector
	s.Press(p, sq(t, "a1"), 100, 100)
	s.Move(200, 200, 5)
	if _, _, ok := s.Release(p, sq(t, "e5")); ok {
		t.Fatal("a drop on a non-target played a move")
	}
	if s.Dragging || !s.Selected() || s.From != sq(t, "a1") {
		t.Errorf("after an illegal drop: dragging=%v selected=%v from=%v, want a1 back in place and selected", s.Dragging, s.Selected(), s.From)
	}
	if _, _, ok := s.Release(p, sq(t, "a2")); ok {
		t.Error("a release without a press played a move")
	}
}

func TestSelectorCannotPickOthers(t *testing.T) {
	p := fakePicker{}
	var s selector
	if _, ok := s.Press(p, sq(t, "a1"), 0, 0); ok || s.Selected() {
		t.Error("a piece the picker refuses was selected")
	}
	s.Move(50, 50, 1)
	if s.Dragging {
		t.Error("dragging without a selected piece")
	}
}
