package render

import (
	"context"
	"fmt"
	"image/color"
	"path/filepath"
	"testing"
	"time"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/record"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/ui"
)

// waitingEngine thinks until its search is cancelled: the scenes under test never see a move of
// the computer's, and never wait for one.
type waitingEngine[P, M any] struct{}

func (waitingEngine[P, M]) BestMove(ctx context.Context, _ P, _ int, _ func(int, int, []M)) (M, error) {
	<-ctx.Done()
	var none M
	return none, ctx.Err()
}

// sceneState returns a window's state of w×h pixels with both computer players, whose autosave
// and records go to a temporary folder.
func sceneState(t *testing.T, w, h float64) *State {
	t.Helper()
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opts := &Options{Analysis: analyser.NewWindow(), Engines: match.Engines{Janggi: waitingEngine[*game.Position, game.Move]{}, Twelve: waitingEngine[*twelve.Position, twelve.Move]{}},
		MaxLevel: 10, Settings: config.Settings{Hints: true}, RecordsDir: filepath.Join(dir, "records"), Autosave: filepath.Join(dir, "autosave.pgn")}
	st := testState(opts, f)
	st.keeper = library.NewKeeper(opts.Autosave)
	t.Cleanup(func() { st.keeper.Close() })
	st.screen = layout.Split(w, h, 1)
	return st
}

// drawCatching draws sc (a scene, or the app) into dst on the game loop, reporting a panic as an
// error.
func drawCatching(sc interface{ Draw(*ebiten.Image) }, dst *ebiten.Image) (err error) {
	onLoop(func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("Draw panicked: %v", r)
			}
		}()
		sc.Draw(dst)
	})
	return err
}

// woodShare returns the share of the pixels of r in the picture px (w pixels wide) that are the
// board's light wood.
func woodShare(px []byte, w int, r layout.Rect) float64 {
	n, hit := 0, 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			i := 4 * (y*w + x)
			if i < 0 || i+3 >= len(px) {
				continue
			}
			n++
			c := color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}
			if c.R > 0xc0 && c.G > 0x90 && c.B > 0x50 && c.B < 0xa0 {
				hit++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(hit) / float64(n)
}

// gameRecord returns a record of a few moves of a match of cfg, for the resume offer and the
// opened record.
func gameRecord(t *testing.T, st *State, cfg match.Config) *record.Record {
	t.Helper()
	g, err := newGameScene(st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer g.m.Close()
	switch b := g.b.boardView.(type) {
	case *janggiBoard:
		for _, mv := range []string{"a4a5", "a7a6"} {
			if _, err := b.m.Game().PlayText(mv); err != nil {
				t.Fatal(err)
			}
		}
	}
	return g.m.Record([2]string{"A", "B"}, time.Date(2024, 5, 1, 15, 42, 0, 0, time.UTC))
}

// TestEverySceneDrawsRightAfterItIsMade makes every scene the window can switch to and draws it
// at once, without an Update, as Ebitengine may: a scene switched to at the end of an Update can
// be drawn before its own first Update. The board (or the new-game screen's preview) must be
// drawn, and the buttons must be there.
func TestEverySceneDrawsRightAfterItIsMade(t *testing.T) {
	const w, h = 1000, 720
	janggi := match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{2, 2}, Rules: game.Standard()}
	xiangqi := match.Config{Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi")}
	twelveCfg := match.Config{Mode: kind.AIvsAI, Levels: [2]int{1, 1}, Rules: game.Standard(), Game: kind.Twelve}
	makers := []struct {
		name string
		make func(t *testing.T, st *State) scene
	}{
		{"Janggi against the computer", func(t *testing.T, st *State) scene { return must(newGameScene(st, janggi))(t) }},
		{"Xiangqi hot-seat", func(t *testing.T, st *State) scene { return must(newGameScene(st, xiangqi))(t) }},
		{"Twelve Janggi computer against computer", func(t *testing.T, st *State) scene { return must(newGameScene(st, twelveCfg))(t) }},
		{"the new-game screen first", func(t *testing.T, st *State) scene { return newSetupScene(st, nil) }},
		{"the new-game screen over a Janggi game", func(t *testing.T, st *State) scene {
			return newSetupScene(st, must(newGameScene(st, janggi))(t))
		}},
		{"the new-game screen over a Twelve Janggi game", func(t *testing.T, st *State) scene {
			return newSetupScene(st, must(newGameScene(st, twelveCfg))(t))
		}},
		{"the new-game screen over a Xiangqi game", func(t *testing.T, st *State) scene {
			return newSetupScene(st, must(newGameScene(st, xiangqi))(t))
		}},
		{"the resume offer", func(t *testing.T, st *State) scene {
			return must(resumeScene(st, gameRecord(t, st, janggi)))(t)
		}},
		{"the resume offer of Twelve Janggi", func(t *testing.T, st *State) scene {
			return must(resumeScene(st, gameRecord(t, st, twelveCfg)))(t)
		}},
		{"an opened record", func(t *testing.T, st *State) scene {
			return must(openedScene(st, "game.gib", gameRecord(t, st, janggi), 1))(t)
		}},
		{"the position editor of Janggi", func(t *testing.T, st *State) scene { return newEditorScene(st, nil, kind.Janggi, nil, nil) }},
		{"the position editor of Twelve Janggi over its game", func(t *testing.T, st *State) scene {
			return editGame(st, must(newGameScene(st, twelveCfg))(t))
		}},
		{"the position editor of Xiangqi from the new-game screen", func(t *testing.T, st *State) scene {
			return newEditorScene(st, newSetupScene(st, nil), kind.Xiangqi, nil, nil)
		}},
		{"the puzzles", func(t *testing.T, st *State) scene { return newPuzzleScene(st, nil) }},
		{"the puzzles over a Janggi game", func(t *testing.T, st *State) scene {
			return newPuzzleScene(st, must(newGameScene(st, janggi))(t))
		}},
		{"playing on from an opened record", func(t *testing.T, st *State) scene {
			v := must(openedScene(st, "game.gib", gameRecord(t, st, janggi), 1))(t)
			return must(v.playFrom(janggi))(t)
		}},
	}
	for _, mk := range tutorialScreens() {
		makers = append(makers, struct {
			name string
			make func(t *testing.T, st *State) scene
		}{mk.name, mk.make})
	}
	for _, mk := range makers {
		t.Run(mk.name, func(t *testing.T) {
			st := sceneState(t, w, h)
			sc := mk.make(t, st)
			if c, ok := sc.(interface{ close() }); ok {
				t.Cleanup(c.close)
			}
			dst := ebiten.NewImage(w, h)
			if err := drawCatching(sc, dst); err != nil {
				t.Fatal(err)
			}
			px := make([]byte, 4*w*h)
			onLoop(func() { dst.ReadPixels(px) })
			var board layout.Rect
			shaded := false // a dialog shades the board
			switch s := sc.(type) {
			case *gameScene:
				board, shaded = s.b.frame(), s.overlay != noOverlay
				if len(s.panel.buttons) == 0 {
					t.Error("the panel has no buttons")
				}
				if s.overlay == resumeOverlay && len(s.extra) != 2 {
					t.Errorf("the resume offer has %d buttons, want Resume and New game", len(s.extra))
				}
			case *editorScene:
				board = s.view().frame()
				if len(s.buttons) < 12 || len(s.palette) < 10 {
					t.Errorf("the editor has %d buttons and %d pieces in its palette", len(s.buttons), len(s.palette))
				}
			case *puzzleScene:
				board = s.play.view().frame()
				if len(s.buttons) < 6 {
					t.Errorf("the puzzles' screen has %d buttons", len(s.buttons))
				}
			case *setupScene:
				board = s.preview.Frame
				if len(s.buttons) < 5 {
					t.Errorf("the new-game screen has %d buttons", len(s.buttons))
				}
			case *tutorialScene:
				if len(s.buttons) < 3 {
					t.Errorf("the tutorial has %d buttons", len(s.buttons))
				}
				if s.m.Lesson() < 0 { // the list: no board
					return
				}
				board = s.board().geometry().Frame
			}
			if board.W < 100 || board.X+board.W > w || board.Y+board.H > h {
				t.Fatalf("the board is laid out at %+v in a %dx%d window", board, w, h)
			}
			if share := woodShare(px, w, board); share < 0.2 && !shaded {
				t.Errorf("the board's frame %+v is %.0f%% wood: the board is not drawn", board, 100*share)
			}
		})
	}
}

// must returns s, failing the test on err.
func must[S any](s S, err error) func(t *testing.T) S {
	return func(t *testing.T) S {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

// TestNewGameIsDrawnBeforeItsFirstUpdate is the window's loop as Ebitengine may run it: the tick
// that sees N switches to the new-game screen, and the next call is a Draw. Then the window is
// resized between an Update and a Draw: the picture follows the new size at once.
func TestNewGameIsDrawnBeforeItsFirstUpdate(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := must(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	a := &app{st: st, scene: g}
	t.Cleanup(func() { a.scene.(interface{ close() }).close() })
	dst := ebiten.NewImage(1000, 720)
	for i, k := range []ebiten.Key{ebiten.KeyN, ebiten.KeyEscape, ebiten.KeyN} {
		st.in = input{keys: []ebiten.Key{k}}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
		st.in = input{}
		if err := drawCatching(a, dst); err != nil {
			t.Fatalf("key %d (%v): %v", i, k, err)
		}
	}
	s, ok := a.scene.(*setupScene)
	if !ok {
		t.Fatalf("after N, Esc, N the window shows %T", a.scene)
	}
	onLoop(func() { a.Layout(640, 900) })
	if err := drawCatching(a, dst); err != nil {
		t.Fatal(err)
	}
	if f := s.preview.Frame; f.X+f.W > 640 {
		t.Errorf("drawn after a resize to 640×900 before an Update, the preview is at %+v", f)
	}
}

// TestCtrlQQuitsFromEveryScreen presses Ctrl+Q on the game, under each dialog and on the new-game
// screen: the window quits from all of them (it did only from the bare game).
func TestCtrlQQuitsFromEveryScreen(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	screens := []struct {
		name string
		show func() scene
	}{
		{"the game", func() scene { g.overlay = noOverlay; return g }},
		{"the menu", func() scene { g.overlay = menuOverlay; return g }},
		{"the help", func() scene { g.overlay = helpOverlay; return g }},
		{"the save dialog", func() scene { g.overlay = saveOverlay; return g }},
		{"the Open list", func() scene { g.files.openFiles(); return g }},
		{"the new-game screen", func() scene { return newSetupScene(st, g) }},
	}
	for _, sc := range screens {
		st.quit = false
		a := &app{st: st, scene: sc.show()}
		a.scene.layout()
		st.in = input{keys: []ebiten.Key{ebiten.KeyQ}, ctrl: true}
		if err := a.step(); err != ebiten.Termination {
			t.Errorf("Ctrl+Q on %s: the window goes on (%v)", sc.name, err)
		}
		st.in = input{}
	}
}

// TestTheClockStartsWhenThePositionIsFirstShown runs updates of a game with a clock without
// drawing it, as a window whose first picture is slow does: the clock stands until the scene has
// been drawn, then runs. Returning from the new-game screen waits for a picture again.
func TestTheClockStartsWhenThePositionIsFirstShown(t *testing.T) {
	st := sceneState(t, 1000, 720)
	tc, err := clock.ParseTimeControl("move 15s")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC) // the clock's time: the test moves it
	st.now = func() time.Time { return now }
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), Time: tc}))(t)
	left := func() time.Duration { return g.m.Clock().Read(game.Cho).Period }
	full := left()
	run := func(d time.Duration) { // updates 10 ms of the clock's time apart
		for end := now.Add(d); now.Before(end); now = now.Add(10 * time.Millisecond) {
			if err := g.Update(st); err != nil {
				t.Fatal(err)
			}
		}
	}
	run(300 * time.Millisecond)
	if left() != full {
		t.Fatalf("before the first picture Cho's clock reads %v of %v: it ran", left(), full)
	}
	dst := ebiten.NewImage(1000, 720)
	if err := drawCatching(g, dst); err != nil {
		t.Fatal(err)
	}
	run(300 * time.Millisecond)
	if l := left(); l > full-200*time.Millisecond {
		t.Fatalf("after the first picture and 0.3 s of updates Cho's clock reads %v of %v: it does not run", l, full)
	}
	// N opens the new-game screen, Cancel comes back: the clock waits for the picture again.
	st.in = input{keys: []ebiten.Key{ebiten.KeyN}}
	var sc scene = g
	sc = update(t, sc, st)
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}}
	sc = update(t, sc, st)
	st.in = input{}
	if sc != g {
		t.Fatalf("N then Esc shows %T", sc)
	}
	before := left()
	run(300 * time.Millisecond)
	if left() != before {
		t.Errorf("back from the new-game screen and before a picture the clock ran from %v to %v", before, left())
	}
}
