package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/ui"
)

// TestAPassThatDecidesTheGameAsksFirst presses P and the Pass button where a pass would let the
// opponent end the game by passing back (Han wins on the count at the start, by the 덤): both ask
// first and show the count, Esc and Enter (Cancel) keep the game, "Pass anyway" passes. A pass
// that answers a pass asks too; a pass after which passing back would lose for the opponent
// does not ask.
func TestAPassThatDecidesTheGameAsksFirst(t *testing.T) {
	st := wordsState(t, i18n.English)
	g := hotSeatGame(t, st)
	key(g, st, ebiten.KeyP, false)
	if g.overlay != passOverlay || g.m.Ply() != 0 {
		t.Fatalf("P at the start: overlay %v, ply %d; want the question and no pass yet", g.overlay, g.m.Ply())
	}
	_, lines := g.dialogs.text()
	text := strings.Join(lines, " ")
	for _, want := range []string{"If Han then passes too, the game ends.", "Cho 72", "Han 73.5", "Han wins"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question says %q, without %q", text, want)
		}
	}
	key(g, st, ebiten.KeyEscape, false)
	if g.overlay != noOverlay || g.m.Ply() != 0 {
		t.Fatalf("Esc: overlay %v, ply %d; want the game as it was", g.overlay, g.m.Ply())
	}
	pressButton(t, g, st, g.panel.buttons, i18n.Pass.In(i18n.English))
	if g.overlay != passOverlay || g.m.Ply() != 0 {
		t.Fatalf("the Pass button: overlay %v, ply %d; want the question", g.overlay, g.m.Ply())
	}
	key(g, st, ebiten.KeyEnter, false)
	if g.overlay != noOverlay || g.m.Ply() != 0 {
		t.Fatalf("Enter (Cancel): overlay %v, ply %d", g.overlay, g.m.Ply())
	}
	key(g, st, ebiten.KeyP, false)
	pressButton(t, g, st, g.extra, i18n.PassAnyway.In(i18n.English))
	if g.overlay != noOverlay || g.m.Ply() != 1 {
		t.Fatalf("Pass anyway: overlay %v, ply %d; want Cho's pass made", g.overlay, g.m.Ply())
	}
	key(g, st, ebiten.KeyP, false)
	if _, lines := g.dialogs.text(); g.overlay != passOverlay || g.m.Ply() != 1 || !strings.Contains(strings.Join(lines, " "), i18n.PassEndsNow.En) {
		t.Fatalf("Han's pass back: overlay %v, ply %d, %q; want the question that it ends the game", g.overlay, g.m.Ply(), lines)
	}

	// Cho, a chariot up, passes: Han would lose by passing back, so Cho is not asked.
	a := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), StartFEN: "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"}))(t)
	a.Update(st)
	key(a, st, ebiten.KeyP, false)
	if a.overlay != noOverlay || a.m.Ply() != 1 {
		t.Errorf("a pass Han cannot profit from: overlay %v, ply %d; want it made at once", a.overlay, a.m.Ply())
	}

	// In Korean the question says plainly who would pass and when: Han, right after (issue 54
	// found "한 쪽에서 한수쉼으로 받으면" read as "Han's side receives it with a pass").
	ko := wordsState(t, i18n.Korean)
	k := hotSeatGame(t, ko)
	key(k, ko, ebiten.KeyP, false)
	if _, lines := k.dialogs.text(); !strings.Contains(strings.Join(lines, " "), "이어서 한도 한수쉼하면 대국이 끝납니다.") {
		t.Errorf("the Korean question says %q", lines)
	}
}

// pressButton clicks the button of bs labelled label, through the scene's input.
func pressButton(t *testing.T, g *gameScene, st *State, bs []ui.Button, label string) {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			clickAt(g, st, b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
			return
		}
	}
	t.Fatalf("no button %q: %v", label, labels(bs))
}
