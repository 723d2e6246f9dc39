package render

import (
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// TestANoticeNeverCoversThePiecesItTalksAbout gives check with a chariot that lands in the middle
// of the board, where the notice used to go: the check is announced beside the chariot and the
// general, not over them.
func TestANoticeNeverCoversThePiecesItTalksAbout(t *testing.T) {
	st := wordsState(t, i18n.English)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), StartFEN: "9/4k4/9/9/9/R8/9/9/9/3K5 w - - 0 1"}))(t)
	g.Update(st)
	click(t, g, st, "a5")
	click(t, g, st, "e5")
	if a := g.m.Announcement(); a.Notice != match.NoticeCheck {
		t.Fatalf("the chariot's move to e5 announced %v, want check", a.Notice)
	}
	b := janggiOf(t, g)
	f := b.frame()
	text, size := i18n.Check.In(st.lang()), b.noticeSize(false)
	avoid := b.noticeAvoid()
	if len(avoid) != 3 {
		t.Fatalf("the notice avoids %d squares, want the chariot's and both generals'", len(avoid))
	}
	if centred := st.pen().NoticeRect(f, text, size, nil); !ui.OverlapsAny(centred, avoid[:1]) {
		t.Fatal("the test means nothing: a notice across the middle would not cover e5")
	}
	box := st.pen().NoticeRect(f, text, size, avoid)
	if ui.OverlapsAny(box, avoid) {
		t.Errorf("the check notice at %+v covers the chariot or a general (%+v)", box, avoid)
	}
	if box.Y < f.Y || box.Y+box.H > f.Y+f.H {
		t.Errorf("the notice at %+v leaves the board %+v", box, f)
	}
	// With nothing to avoid it stays across the middle.
	if c := st.pen().NoticeRect(f, text, size, []layout.Rect{{X: f.X, Y: f.Y, W: 1, H: 1}}); c.Y+c.H/2 != f.Y+f.H/2 {
		t.Errorf("a notice with nothing in its way moved to %+v", c)
	}
}
