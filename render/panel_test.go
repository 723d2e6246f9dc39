package render

import (
	"testing"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
)

// TestTheMoveListShowsInTheSmallestWindow lays out a game being played and a record opened in
// the smallest window (640×480) and the usual one, in both languages: the move list has room
// for three rows at least, and no button lies over it or outside the window (issue 54: at
// 640×480 the buttons left the list its heading only).
func TestTheMoveListShowsInTheSmallestWindow(t *testing.T) {
	rec := record.New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4", "a7a6", "a1a5", "a6a5", "b1c3", "b10c8", "c4c5", "c7c6"}
	if err := rec.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]float64{{640, 480}, {1200, 900}} {
		for _, l := range []i18n.Lang{i18n.Korean, i18n.English} {
			st := sceneState(t, sz[0], sz[1])
			st.settings.Lang = langSetting(l)
			opened := live(openedScene(st, "blunder.pgn", rec, 1))(t)
			for name, g := range map[string]*gameScene{"a game": hotSeatGame(t, st), "a record": opened} {
				g.Update(st)
				g.layout()
				list, _ := g.an.rects()
				if rows := g.panel.moves.rowsIn(st, list).rows; rows < 3 {
					t.Errorf("%s at %.0f×%.0f, %v: the move list %+v has room for %d rows", name, sz[0], sz[1], l, list, rows)
				}
				window := layout.Rect{W: sz[0], H: sz[1]}
				for _, b := range g.panel.buttons {
					if overlaps(b.R, list) {
						t.Errorf("%s at %.0f×%.0f, %v: the button %q %+v lies over the move list %+v", name, sz[0], sz[1], l, b.Label, b.R, list)
					}
					if !window.Contains(b.R.X, b.R.Y) || !window.Contains(b.R.X+b.R.W-1, b.R.Y+b.R.H-1) {
						t.Errorf("%s at %.0f×%.0f, %v: the button %q %+v is not inside the window", name, sz[0], sz[1], l, b.Label, b.R)
					}
				}
			}
		}
	}
}
