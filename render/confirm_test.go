package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/match"
)

// TestResigningAsksFirstAndIsFinal: the menu's Resign asks, Keep playing leaves the game as it
// was, Resign ends it; Undo then takes nothing back.
func TestResigningAsksFirstAndIsFinal(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	for _, answer := range []string{"confirm:no", "confirm:yes"} {
		g.overlay = menuOverlay
		g.layout()
		g.dialogs.askResign()
		g.layout()
		if g.overlay != confirmOverlay || g.m.Result().Over() {
			t.Fatalf("Resign did not ask first: overlay %v, result %v", g.overlay, g.m.Result())
		}
		pressID(t, g, st, answer)
	}
	if r := g.m.Result(); r.Reason != game.Resignation {
		t.Fatalf("after answering Resign: %v", r)
	}
	key(g, st, ebiten.KeyZ, true)
	if r := g.m.Result(); r.Reason != game.Resignation || g.m.Ply() != 1 {
		t.Errorf("Ctrl+Z after resigning: %v at ply %d; a finished game is final", r, g.m.Ply())
	}
}

// TestANewGameAsksBeforeDroppingAnUnfinishedOne: N before any move opens the new-game screen at
// once; after a move it asks, Keep playing stays in the game, Leave it opens the screen.
func TestANewGameAsksBeforeDroppingAnUnfinishedOne(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	key(g, st, ebiten.KeyN, false)
	if _, ok := st.next.(*setupScene); !ok || g.overlay == confirmOverlay {
		t.Fatalf("N before any move: next %T, overlay %v", st.next, g.overlay)
	}
	st.next = nil
	g.overlay = noOverlay
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	key(g, st, ebiten.KeyN, false)
	if st.next != nil || g.overlay != confirmOverlay {
		t.Fatalf("N in an unfinished game: next %T, overlay %v; want the question", st.next, g.overlay)
	}
	if sc := pressID(t, g, st, "confirm:no"); sc != scene(g) || g.overlay != noOverlay || g.m.Ply() != 1 {
		t.Fatalf("Keep playing: scene %T, overlay %v, ply %d", sc, g.overlay, g.m.Ply())
	}
	key(g, st, ebiten.KeyN, false)
	if sc := pressID(t, g, st, "confirm:yes"); func() bool { _, ok := sc.(*setupScene); return !ok }() {
		t.Errorf("Leave it: scene %T, want the new-game screen", sc)
	}
}
