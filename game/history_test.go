package game

import (
	"strings"
	"testing"
)

// TestHistory plays, takes back and plays again on a Janggi game's history: redo replays the moves
// taken back in order, a different move clears them, a resignation is taken back first, an
// illegal move or a move after the end is refused with the reason, and a clone goes its own way.
func TestHistory(t *testing.T) {
	g := NewGame(Standard(), HEEH, HEEH)
	for _, m := range []string{"c4c5", "c7c6", "b1c3"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	first, second := g.Undo(), g.Undo()
	if !first || !second || g.Ply() != 1 || !g.CanRedo() {
		t.Fatalf("two undos: ply %d, can redo %v", g.Ply(), g.CanRedo())
	}
	if !g.Redo() || FormatMoves(g.Moves()) != "c4c5 c7c6" || !g.CanRedo() {
		t.Fatalf("redo: %s", FormatMoves(g.Moves()))
	}
	if _, err := g.PlayText("a1a2"); err != nil || g.CanRedo() {
		t.Fatalf("another move: %v, can redo %v", err, g.CanRedo())
	}
	if _, err := g.PlayText("a1a9"); err == nil {
		t.Error("an illegal move was played")
	}
	if err := g.Play(NewMove(SquareAt(0, 0), SquareAt(0, 9))); err == nil || !strings.Contains(err.Error(), "a1") {
		t.Errorf("an illegal move as a Move: %v", err)
	}
	c := g.Clone()
	g.Resign(Cho)
	if res := g.Result(); res.Outcome != HanWins || res.Reason != Resignation {
		t.Fatalf("resigned: %v", res)
	}
	if _, err := g.PlayText("a7a6"); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("a move after the resignation: %v", err)
	}
	if c.Result().Over() || c.Ply() != 3 {
		t.Errorf("the clone followed the game: %v, ply %d", c.Result(), c.Ply())
	}
	if !g.Undo() || g.Result().Over() || g.Ply() != 3 {
		t.Errorf("undo of the resignation: %v, ply %d", g.Result(), g.Ply())
	}
	for g.Undo() {
	}
	if g.Ply() != 0 || g.Undo() {
		t.Errorf("undo at the start: ply %d", g.Ply())
	}
}
