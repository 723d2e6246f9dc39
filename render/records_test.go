package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/ui"
)

// recordsScene returns a hot-seat game scene on a 1000×720 window whose records and autosave go
// to a temporary folder, and that folder.
func recordsScene(t *testing.T, cfg match.Config) (*gameScene, *State, string) {
	t.Helper()
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opts := &Options{Analysis: analyser.NewWindow(), MaxLevel: 10, Settings: config.Settings{Hints: true}, RecordsDir: filepath.Join(dir, "records"), Autosave: filepath.Join(dir, "autosave.pgn")}
	st := testState(opts, f)
	st.keeper = library.NewKeeper(opts.Autosave)
	st.screen = layout.Split(1000, 720, 1)
	g, err := newGameScene(st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.close(); st.keeper.Close() })
	return g, st, dir
}

// update runs one tick of the window's loop on scene sc: the news, the scene, the switch to the
// next scene. It returns the scene now shown.
//
// As in the window, a game scene has been drawn before the update (its clock waits for its first
// picture, see gameScene.hold).
func update(t *testing.T, sc scene, st *State) scene {
	t.Helper()
	shown(t, sc)
	st.tickNews()
	if err := sc.Update(st); err != nil {
		t.Fatal(err)
	}
	if st.next != nil {
		sc, st.next = st.next, nil
	}
	return sc
}

// shown draws a game scene once if it has not been drawn since it was switched to, as the
// window does before its next update.
func shown(t *testing.T, sc scene) {
	t.Helper()
	if g, ok := sc.(*gameScene); ok && !g.shown {
		if err := drawCatching(g, ebiten.NewImage(int(g.st.screen.W), int(g.st.screen.H))); err != nil {
			t.Fatal(err)
		}
	}
}

// hangTimeout only turns a hang into a failure: no verdict depends on it.
const hangTimeout = 2 * time.Minute

// pollFor calls step until done holds, a millisecond apart: the pause only spares the processor
// for the goroutine being waited on. It fails only when done has not come after hangTimeout.
func pollFor(t *testing.T, what string, done func() bool, step func()) {
	t.Helper()
	hang := time.After(hangTimeout)
	for !done() {
		step()
		select {
		case <-hang:
			t.Fatalf("%s did not happen in %v", what, hangTimeout)
		case <-time.After(time.Millisecond):
		}
	}
}

// updateUntil runs ticks until cond holds (saves run in goroutines).
func updateUntil(t *testing.T, sc scene, st *State, what string, cond func() bool) scene {
	t.Helper()
	pollFor(t, what, cond, func() { sc = update(t, sc, st) })
	return sc
}

func TestWindowTitleCarriesTheVersion(t *testing.T) {
	if got := windowTitle(i18n.Korean, "0.1.0"); got != "장기 Janggi 0.1.0" {
		t.Errorf("Korean title %q", got)
	}
	if got := windowTitle(i18n.English, ""); got != "Janggi 장기" {
		t.Errorf("English title without a version %q", got)
	}
}

func TestSaveWritesARecordAndSaysWhere(t *testing.T) {
	g, st, dir := recordsScene(t, match.Config{Mode: kind.HotSeat})
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	key(g, st, ebiten.KeyS, true)
	if g.overlay != saveOverlay {
		t.Fatal("Ctrl+S did not open the save dialog")
	}
	update(t, g, st)
	st.in = input{keys: []ebiten.Key{ebiten.KeyEnter}} // the default: .gib
	update(t, g, st)
	st.in = input{}
	var files []string
	updateUntil(t, g, st, "the record is saved", func() bool {
		files, _ = filepath.Glob(filepath.Join(dir, "records", "*.gib"))
		return len(files) == 1 && st.saving == nil
	})
	if !strings.Contains(st.news.text, files[0]) || st.news.err {
		t.Errorf("the news after saving says %q, want where the file went (%s)", st.news.text, files[0])
	}
	rec, _, err := library.ReadFile(files[0], nil)
	if err != nil || strings.Join(rec.Moves, " ") != "a4a5" {
		t.Errorf("the saved record: %v, %v", rec, err)
	}
}

func TestADroppedRecordOpensForReviewAndABadOneSaysWhy(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	// A file that holds no game says why, and the game on the board stays.
	st.in = input{dropped: fstest.MapFS{"chess.pgn": {Data: []byte("[Variant \"chess\"]\n\n1. e4 *\n")}}}
	var sc scene = update(t, g, st)
	st.in = input{}
	if sc != scene(g) || g.m.Ply() != 1 {
		t.Fatal("a file with no game replaced the game on the board")
	}
	if !st.news.err || !strings.Contains(st.news.text, "chess.pgn") || !strings.Contains(st.news.text, "chess") {
		t.Errorf("the news after dropping a file with no game: %q", st.news.text)
	}
	// A record that stops at a bad move opens up to there and says where it stopped.
	st.in = input{dropped: fstest.MapFS{"broken.gib": {Data: []byte("[초차림 \"마상상마\"]\n\n1. 79졸78 2. 99차11\n")}}}
	update(t, g, st)
	st.in = input{}
	sc = pressID(t, g, st, "confirm:yes") // over the game in progress (TestADroppedRecordAsksBeforeDroppingAGame)
	b, ok := sc.(*gameScene)
	if !ok || b == g || !b.m.Viewing() || b.m.Ply() != 1 {
		t.Fatalf("a record that stops at move 2 shows %T, want its first move for review", sc)
	}
	where, _, _ := strings.Cut(i18n.OpenedStopped.Format(st.lang(), 3, 2, "99차11", "\x00"), "\x00")
	for _, w := range []string{"broken.gib", where} {
		if !strings.Contains(st.news.text, w) {
			t.Errorf("the news after opening a record that stops: %q does not say %q", st.news.text, w)
		}
	}
	pgn := "[White \"Kim\"]\n[Black \"Lee\"]\n[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 *\n"
	st.in = input{dropped: fstest.MapFS{"game.pgn": {Data: []byte(pgn)}}}
	sc = update(t, b, st)
	st.in = input{}
	v, ok := sc.(*gameScene)
	if !ok || v == g || !v.m.Viewing() || v.m.Ply() != 3 || v.m.ShownPly() != 0 {
		t.Fatalf("dropping a record shows %T (viewing %v)", sc, ok && v.m.Viewing())
	}
	if v.names() != [2]string{"Kim", "Lee"} {
		t.Errorf("the opened record's players: %v", v.names())
	}
	key(v, st, ebiten.KeyArrowRight, false)
	key(v, st, ebiten.KeyArrowRight, false)
	if v.m.ShownPly() != 2 {
		t.Errorf("two steps on, the record shows ply %d", v.m.ShownPly())
	}
	// A click on the first move in the list shows the position after it.
	pl := panelLayoutOf(st.screen)
	u := st.screen.Unit
	st.in = input{x: pl.moves.X + u*3, y: pl.moves.Y + u*2 + u*0.7, pressed: true}
	update(t, v, st)
	st.in = input{}
	if v.m.ShownPly() != 1 {
		t.Errorf("a click on move 1 in the list shows ply %d", v.m.ShownPly())
	}
}

// TestADroppedRecordAsksBeforeDroppingAGame: a record dropped on a game with no move, or on a
// finished one, opens at once; on an unfinished game it asks, Keep playing keeps the game, Leave
// it opens the record (issue 54: anything that drops a game asks first).
func TestADroppedRecordAsksBeforeDroppingAGame(t *testing.T) {
	pgn := fstest.MapFS{"game.pgn": {Data: []byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 *\n")}}
	drop := func(g *gameScene, st *State) scene {
		t.Helper()
		st.in = input{dropped: pgn}
		defer func() { st.in = input{} }()
		return update(t, g, st)
	}
	opens := func(sc scene) bool { v, ok := sc.(*gameScene); return ok && v.m.Viewing() && v.m.Ply() == 3 }

	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	if sc := drop(g, st); !opens(sc) || g.overlay == confirmOverlay {
		t.Fatalf("a record dropped before any move: the window shows %T, overlay %v; want the record, unasked", sc, g.overlay)
	}

	g, st, _ = recordsScene(t, match.Config{Mode: kind.HotSeat})
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	if sc := drop(g, st); sc != scene(g) || g.overlay != confirmOverlay {
		t.Fatalf("a record dropped on an unfinished game: the window shows %T, overlay %v; want the question", sc, g.overlay)
	}
	if sc := pressID(t, g, st, "confirm:no"); sc != scene(g) || g.overlay != noOverlay || g.m.Ply() != 1 {
		t.Fatalf("Keep playing: the window shows %T, overlay %v, ply %d", sc, g.overlay, g.m.Ply())
	}
	drop(g, st)
	if sc := pressID(t, g, st, "confirm:yes"); !opens(sc) {
		t.Fatalf("Leave it: the window shows %T, want the record", sc)
	}

	g, st, _ = recordsScene(t, match.Config{Mode: kind.HotSeat})
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	g.m.Resign()
	if sc := drop(g, st); !opens(sc) || g.overlay == confirmOverlay {
		t.Fatalf("a record dropped on a finished game: the window shows %T, overlay %v; want the record, unasked", sc, g.overlay)
	}
}

func TestSpacePausesTheClock(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat, Time: testenv.Parse(t, clock.ParseTimeControl, "5m")})
	update(t, g, st)
	if !g.m.Clock().Running() {
		t.Fatal("the clock does not run in a game with a time control")
	}
	key(g, st, ebiten.KeySpace, false)
	if g.overlay != pauseOverlay || g.m.Clock().Running() {
		t.Fatalf("after Space: overlay %v, clock running %v", g.overlay, g.m.Clock().Running())
	}
	key(g, st, ebiten.KeySpace, false)
	if g.overlay != noOverlay || !g.m.Clock().Running() {
		t.Errorf("after Space again: overlay %v, clock running %v", g.overlay, g.m.Clock().Running())
	}
	key(g, st, ebiten.KeyEscape, false) // the menu stops the clock too
	if g.m.Clock().Running() {
		t.Error("the clock runs while the menu is open")
	}
}

func TestResumeIsOfferedAndTheAutosaveFollowsTheGame(t *testing.T) {
	g, st, dir := recordsScene(t, match.Config{Mode: kind.HotSeat})
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	auto := filepath.Join(dir, "autosave.pgn")
	updateUntil(t, g, st, "the move is autosaved", func() bool {
		rec, err := record.LoadAutosave(auto)
		return err == nil && len(rec.Moves) == 1
	})
	rec, err := library.Resumable(auto)
	if err != nil || rec == nil {
		t.Fatalf("the autosave of a game in progress is not resumable: %v, %v", rec, err)
	}
	r, err := resumeScene(st, rec)
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	update(t, r, st)
	if r.overlay != resumeOverlay || r.m.Ply() != 1 {
		t.Fatalf("the resumed game: overlay %v, ply %d", r.overlay, r.m.Ply())
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEnter}} // Resume
	update(t, r, st)
	st.in = input{}
	if r.overlay != noOverlay {
		t.Fatal("Enter did not resume the game")
	}
	click(t, r, st, "a7")
	click(t, r, st, "a6")
	updateUntil(t, r, st, "the resumed game's move is autosaved", func() bool {
		rec, err := record.LoadAutosave(auto)
		return err == nil && len(rec.Moves) == 2
	})
	r.m.Resign()
	updateUntil(t, r, st, "the finished game's autosave is removed", func() bool {
		_, err := os.Stat(auto)
		return os.IsNotExist(err)
	})
	if !r.m.Result().Over() || r.m.Ply() != 2 {
		t.Error("the finished game is not kept on the board for saving")
	}
}

// TestPlayFromAMoveOfARecord opens a record, steps to its first move and plays on from there as
// two players.
func TestPlayFromAMoveOfARecord(t *testing.T) {
	_, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	recs, err := record.ReadPGN([]byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 Pa6 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	v, err := openedScene(st, "game.pgn", recs[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	v.m.StepTo(1)
	v.dialogs.openPlayFrom()
	update(t, v, st)
	if v.overlay != playFromOverlay || len(v.extra) != 4 {
		t.Fatalf("Play from here: overlay %v with %d buttons", v.overlay, len(v.extra))
	}
	v.extra[0].Act() // two players
	if st.next == nil {
		t.Fatal("no new scene after choosing hot-seat")
	}
	p := st.next.(*gameScene)
	st.next = nil
	defer p.close()
	if p.m.Viewing() || p.m.Ply() != 1 || p.m.Config().Mode != kind.HotSeat || !p.m.HumanToMove() {
		t.Errorf("played on from move 1: viewing %v, ply %d, mode %v", p.m.Viewing(), p.m.Ply(), p.m.Config().Mode)
	}
	if side := janggiOf(t, p).m.Game().Position().SideToMove(); side != game.Han {
		t.Errorf("after move 1 %v is to move, want Han", side)
	}
}

// TestPlayFromHereKeepsTheComputersLevel plays on from a record against the computer after a
// game in which the computer played Han at level 5: whichever side the player now takes, the
// computer plays at 5, not at the level last kept for the other side.
func TestPlayFromHereKeepsTheComputersLevel(t *testing.T) {
	st := sceneState(t, 1000, 720)
	st.lastGame = match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{10, 5}, Rules: game.Standard()}
	recs, err := record.ReadPGN([]byte("[Variant \"Janggi\"]\n\n1. Hc3 Hc8 2. Pa5 Pa6 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, human := range []game.Color{game.Cho, game.Han} {
		v, err := openedScene(st, "game.pgn", recs[0], 1)
		if err != nil {
			t.Fatal(err)
		}
		v.m.StepTo(1)
		v.dialogs.playFrom(kind.VsAI, human)
		p, ok := st.next.(*gameScene)
		if !ok {
			t.Fatalf("no game after Play from here as %v", human)
		}
		st.next = nil
		if got := p.m.Config().Levels[human.Other()]; got != 5 {
			t.Errorf("playing %v from here: the computer plays at level %d, want 5", human, got)
		}
		p.close()
	}
}

func TestTheNewGameScreenStopsTheClock(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat, Time: testenv.Parse(t, clock.ParseTimeControl, "5m")})
	update(t, g, st)
	key(g, st, ebiten.KeyN, false)
	setup, ok := st.next.(*setupScene)
	if !ok {
		t.Fatalf("N opened %T, want the new-game screen", st.next)
	}
	st.next = nil
	if g.m.Clock().Running() {
		t.Error("the game's clock runs behind the new-game screen")
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEscape}} // Cancel: back to the game
	sc := update(t, setup, st)
	st.in = input{}
	update(t, sc, st)
	if sc != scene(g) || !g.m.Clock().Running() {
		t.Errorf("back from the new-game screen: scene %T, clock running %v", sc, g.m.Clock().Running())
	}
}
