package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/library"
	"janggi/render/match"
)

// TestALaterStartsRecordOpensAndTheGameStaysResumable: a record another start hands the window
// (Options.Requests) opens over the game in progress once the player said to leave it (Keep
// playing keeps the game), and over the new-game screen; the game left stays in the autosave,
// for the next start to offer; a record that cannot be read leaves the screen as it was and
// says why, asking nothing; a request to be shown changes nothing on the screen.
func TestALaterStartsRecordOpensAndTheGameStaysResumable(t *testing.T) {
	g, st, dir := recordsScene(t, match.Config{Mode: kind.HotSeat})
	requests := make(chan string, 1)
	st.opts.Requests = requests
	var trace strings.Builder
	st.opts.Trace = &trace
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	auto := st.opts.Autosave
	updateUntil(t, g, st, "the move is autosaved", func() bool {
		rec, err := record.LoadAutosave(auto)
		return err == nil && len(rec.Moves) == 1
	})
	pgn := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(pgn, []byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := &app{st: st, scene: g}
	a.scene.layout()
	step := func() {
		t.Helper()
		shown(t, a.scene)
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}

	requests <- ""
	step()
	if a.scene != scene(g) || !strings.Contains(trace.String(), "request show\n") {
		t.Fatalf("a request to be shown: the window shows %T, traced %q", a.scene, trace.String())
	}
	missing := filepath.Join(dir, "missing.gib")
	requests <- missing
	step()
	if a.scene != scene(g) || g.m.Ply() != 1 || !st.news.err || !strings.Contains(st.news.text, "missing.gib") || g.overlay == confirmOverlay {
		t.Fatalf("a record that is not there: the window shows %T at ply %d, news %q", a.scene, g.m.Ply(), st.news.text)
	}
	for _, answer := range []string{"confirm:no", "confirm:yes"} {
		requests <- pgn
		step()
		if a.scene != scene(g) || g.overlay != confirmOverlay || g.m.Ply() != 1 {
			t.Fatalf("a record handed over a game in progress: the window shows %T, overlay %v; want the question", a.scene, g.overlay)
		}
		if sc := pressID(t, g, st, answer); answer == "confirm:no" && (sc != scene(g) || g.overlay != noOverlay || g.m.Ply() != 1) {
			t.Fatalf("Keep playing: the window shows %T, overlay %v, ply %d", sc, g.overlay, g.m.Ply())
		} else {
			a.scene = sc
		}
	}
	v, ok := a.scene.(*gameScene)
	if !ok || v == g || !v.m.Viewing() || v.m.Ply() != 3 || !strings.Contains(trace.String(), "open game.pgn plies=3") {
		t.Fatalf("a record handed over: the window shows %T, traced %q", a.scene, trace.String())
	}
	// The game left is as closing the window leaves it: in the autosave, resumable.
	if err := st.keeper.Close(); err != nil {
		t.Fatal(err)
	}
	rec, err := library.Resumable(auto)
	if err != nil || rec == nil || strings.Join(rec.Moves, " ") != "a4a5" {
		t.Fatalf("the game in progress after a record opened over it: %v, %v; want a4a5 to resume", rec, err)
	}

	// Over the new-game screen, opened from a game: the screen and the game behind it go.
	g2, err := newGameScene(st, match.Config{Mode: kind.HotSeat})
	if err != nil {
		t.Fatal(err)
	}
	a.scene = newSetupScene(st, g2)
	a.scene.layout()
	requests <- pgn
	step()
	if v, ok := a.scene.(*gameScene); !ok || !v.m.Viewing() || v.m.Ply() != 3 {
		t.Fatalf("a record handed over on the new-game screen: the window shows %T", a.scene)
	}
}
