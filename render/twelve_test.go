package render

import (
	"bytes"
	"fmt"
	"image/color"
	"slices"
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
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// newTwelveTestScene returns a hot-seat game of Twelve Janggi on a 1000×720 window, and its board.
func newTwelveTestScene(t *testing.T) (*gameScene, *twelveBoard, *State) {
	t.Helper()
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	opts := &Options{Analysis: analyser.NewWindow(), MaxLevel: 10, Settings: config.Settings{Hints: true}}
	st := testState(opts, f)
	st.screen = layout.Split(1000, 720, 1)
	s := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), Game: kind.Twelve}))(t)
	return s, twelveOf(t, s), st
}

// twelveOf returns the Twelve Janggi board of scene g.
func twelveOf(t *testing.T, g *gameScene) *twelveBoard { return mustBe[*twelveBoard](t, g.b.boardView) }

// clickAt runs two updates with the button going down and up at pixel (x, y).
func clickAt(sc scene, st *State, x, y float64) {
	st.in = input{x: x, y: y, pressed: true}
	sc.Update(st)
	st.in = input{x: x, y: y, released: true}
	sc.Update(st)
	st.in = input{}
}

// clickSquare clicks the centre of square sq of Twelve Janggi's board in scene s.
func clickSquare(t *testing.T, s *gameScene, sq string) {
	t.Helper()
	v := testenv.Parse(t, twelve.ParseSquare, sq)
	b := twelveOf(t, s)
	b.fit()
	x, y := b.center(v)
	clickAt(s, s.st, x, y)
}

func TestTwelveSceneMovesAndDrops(t *testing.T) {
	s, b, st := newTwelveTestScene(t)
	clickSquare(t, s, "b2")
	clickSquare(t, s, "b3") // the soldier takes Han's
	clickSquare(t, s, "b4")
	clickSquare(t, s, "a3") // Han's king steps aside
	if got := b.m.Game().Moves(); len(got) != 2 || got[0].String() != "b2b3" || got[1].String() != "b4a3" {
		t.Fatalf("moves after four clicks: %v", got)
	}
	for b.m.Anim.Busy() {
		s.Update(st)
	}
	x, y := b.slotOf(game.Cho, twelve.Soldier)
	clickAt(s, st, x, y)
	if b.m.Sel.From != match.HandSpot(game.Cho, twelve.Soldier) {
		t.Fatalf("a click on Cho's tray at the soldier's place selected %v", b.m.Sel.From)
	}
	pixel := drawn(s)
	at := func(sq string) color.RGBA {
		v, _ := twelve.ParseSquare(sq)
		return pixel(b.center(v))
	}
	if c := at("a2"); !isRed(c) { // Red's dots, in red
		t.Errorf("no drop dot on a2: %v", c)
	}
	if c := at("b4"); isRed(c) {
		t.Errorf("a drop dot on b4, in Han's camp: %v", c)
	}
	layer := b.layer.img
	dst := ebiten.NewImage(1000, 720)
	onLoop(func() { s.Update(st); s.Draw(dst) })
	if b.layer.img != layer {
		t.Error("the board layer was drawn again for an unchanged window")
	}
	clickSquare(t, s, "b2")
	if got := b.m.Game().Moves(); len(got) != 3 || got[2].String() != "C@b2" {
		t.Fatalf("moves after the drop: %v", got)
	}
	if e := s.panel.moves.entries; len(e) != 3 || e[2] != "子*b2" {
		t.Errorf("the move list reads %q", e)
	}
	key := func(k ebiten.Key, ctrl bool) {
		st.in = input{keys: []ebiten.Key{k}, ctrl: ctrl}
		s.Update(st)
		st.in = input{}
	}
	key(ebiten.KeyZ, true)
	if s.m.Ply() != 2 || b.m.Game().Position().Hand(game.Cho, twelve.Soldier) != 1 {
		t.Errorf("Ctrl+Z: ply %d; want the drop back in Cho's hand", s.m.Ply())
	}
	key(ebiten.KeyS, false)
	if st.settings.Skin != SkinPictogram {
		t.Error("S did not switch the skin")
	}
}

func TestTwelveTilesShowTheirSide(t *testing.T) {
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	c := newTileCache(f)
	onLoop(func() {
		for _, skin := range []SkinID{SkinHanja, SkinPictogram} {
			for ty := twelve.King; ty <= twelve.Lord; ty++ {
				cho, han := c.image(skin, twelve.MakePiece(game.Cho, ty), 60), c.image(skin, twelve.MakePiece(game.Han, ty), 60)
				// Twelve Janggi's rulebook: "Red moves first, then Blue".
				wantInk(t, fmt.Sprintf("%v Red %v: red", skin, ty), cho, isRed, 0.03, 1)
				wantInk(t, fmt.Sprintf("%v Red %v: green", skin, ty), cho, isGreen, 0, 0.005)
				wantInk(t, fmt.Sprintf("%v Blue %v: blue", skin, ty), han, isBlue, 0.03, 1)
				wantInk(t, fmt.Sprintf("%v Blue %v: red", skin, ty), han, isRed, 0, 0.005)
			}
			// The king steps eight ways, the soldier one: their tiles carry that many triangles.
			king, soldier := c.image(skin, twelve.MakePiece(game.Cho, twelve.King), 60), c.image(skin, twelve.MakePiece(game.Cho, twelve.Soldier), 60)
			if differingPixels(king, soldier) < 100 {
				t.Errorf("%v: the king's and the soldier's tiles look the same", skin)
			}
		}
		if differingPixels(c.image(SkinHanja, twelve.MakePiece(game.Cho, twelve.General), 60), c.image(SkinPictogram, twelve.MakePiece(game.Cho, twelve.General), 60)) < 100 {
			t.Error("the hanja and pictogram generals look the same")
		}
	})
}

func TestNewGameScreenChoosesTheGame(t *testing.T) {
	s, _, st := newTwelveTestScene(t)
	setup := newSetupScene(st, s)
	setup.layout()
	if setup.game() != kind.Twelve || hasButton(setup.buttons, i18n.Preset(st.lang(), game.Standard())) {
		t.Fatalf("from a Twelve Janggi game the new-game screen chooses %v and offers the rules presets: %v", setup.game(), labels(setup.buttons))
	}
	setup.setGame(kind.Xiangqi)
	setup.cfg.Mode = kind.VsAI
	setup.layout()
	if setup.cfg.Rules.Game != kind.Xiangqi || hasButton(setup.buttons, i18n.Setup(st.lang(), game.HEEH)) {
		t.Errorf("Xiangqi: rules %s, buttons %v; want no setups", setup.cfg.Rules.Name, labels(setup.buttons))
	}
	if !hasButton(setup.buttons, i18n.SideChoiceText(kind.Xiangqi, game.Cho).In(st.lang())) {
		t.Errorf("Xiangqi offers no Red side: %v", labels(setup.buttons))
	}
	setup.setGame(kind.Janggi)
	setup.layout()
	if setup.cfg.Game == kind.Twelve || setup.cfg.Rules.Game != kind.Janggi || !hasButton(setup.buttons, i18n.Setup(st.lang(), game.HEEH)) {
		t.Errorf("back to Janggi: game %v, rules %s, buttons %v", setup.cfg.Game, setup.cfg.Rules.Name, labels(setup.buttons))
	}
	setup.setGame(kind.Twelve)
	setup.cfg.Mode = kind.HotSeat // the test has no computer player
	setup.cfg.Rules, setup.cfg.PresetTime = game.MustPreset("kja"), true
	setup.layout()
	none, tenMin := i18n.TimeControl(st.lang(), clock.TimeControl{}), i18n.TimeControl(st.lang(), clock.TimeControl{Main: 10 * time.Minute, Periods: 3, Period: 30 * time.Second})
	if !hasButton(setup.buttons, none) {
		t.Errorf("Twelve Janggi's time control is not \"%s\" by default (it has no preset): %v", none, labels(setup.buttons))
	}
	for range 4 { // ▶ (Twelve Janggi's only one, the time control's) four times: none, 40 s, 20 s, 5m 3×30s, 10m 3×30s
		setup.buttons[slices.IndexFunc(setup.buttons, func(b ui.Button) bool { return b.Label == i18n.Next })].Act()
		setup.layout()
	}
	if !hasButton(setup.buttons, tenMin) {
		t.Fatalf("▶ four times from no clock does not reach %q: %v", tenMin, labels(setup.buttons))
	}
	if err := setup.start(); err != nil {
		t.Fatal(err)
	}
	next, ok := st.next.(*gameScene)
	if _, twelve := next.b.boardView.(*twelveBoard); !ok || !twelve {
		t.Fatalf("Start with Twelve Janggi chosen opens %T", st.next)
	}
	next.close()
	if st.lastGame.Game != kind.Twelve {
		t.Error("the choice of Twelve Janggi is not kept in the preferences")
	}
	if clk := next.m.Clock(); clk == nil || clk.Control().String() != "10m 3x30s" {
		t.Errorf("the Twelve Janggi game started with clock %v, want 10m 3x30s", clk)
	}
}

func hasButton(bs []ui.Button, label string) bool {
	for _, b := range bs {
		if b.Label == label {
			return true
		}
	}
	return false
}

func labels(bs []ui.Button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Label)
	}
	return out
}

func TestTwelveAutosaveIsOfferedAgain(t *testing.T) {
	s, b, st := newTwelveTestScene(t)
	clickSquare(t, s, "c1")
	clickSquare(t, s, "c2")
	rec := s.files.record()
	st.opts.Resume = rec
	first, err := firstScene(st)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := first.(*gameScene)
	if !ok {
		t.Fatalf("the window opens on %T, want the Twelve Janggi game", first)
	}
	rb := twelveOf(t, r)
	if r.overlay != resumeOverlay || r.m.Ply() != 1 {
		t.Fatalf("the Twelve Janggi game opens with overlay %v after %d moves, want the question to resume it after 1", r.overlay, r.m.Ply())
	}
	t.Cleanup(r.close)
	for range 5 { // the question holds the game: nothing moves, nothing is saved
		r.Update(st)
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEnter}}
	r.Update(st)
	st.in = input{}
	if r.overlay != noOverlay || rb.m.Game().Position().FEN() != b.m.Game().Position().FEN() {
		t.Errorf("after Enter: overlay %v, position %s; want the game resumed at %s", r.overlay, rb.m.Game().Position().FEN(), b.m.Game().Position().FEN())
	}
}

// TestATwelveRecordOpensStepsAndPlaysOn drops a Twelve Janggi record on a Janggi game: it opens in
// Twelve Janggi's scene at its start, steps with the arrows, and plays on from a move.
func TestATwelveRecordOpensStepsAndPlaysOn(t *testing.T) {
	src, sb, _ := newTwelveTestScene(t)
	for _, sq := range []string{"b2", "b3", "b4", "a3", "c1", "c2"} {
		clickSquare(t, src, sq)
	}
	if sb.m.Ply() != 3 {
		t.Fatalf("the source game has %d moves, want 3", sb.m.Ply())
	}
	var pgn bytes.Buffer
	if err := record.Write(&pgn, record.PGN, src.files.record(), record.Options{}); err != nil {
		t.Fatal(err)
	}
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	st.in = input{dropped: fstest.MapFS{"twelve.pgn": {Data: pgn.Bytes()}}}
	sc := update(t, g, st)
	st.in = input{}
	v, ok := sc.(*gameScene)
	if !ok || v == g {
		t.Fatalf("dropping a Twelve Janggi record shows %T; news %q", sc, st.news.text)
	}
	vb := twelveOf(t, v)
	if !v.m.Viewing() || v.m.Ply() != 3 || v.m.ShownPly() != 0 || vb.m.Shown().FEN() != twelve.StartFEN(twelve.TwelveJanggi) {
		t.Fatalf("the opened record: viewing %v, %d moves, shown ply %d at %s; want its start", v.m.Viewing(), v.m.Ply(), v.m.ShownPly(), vb.m.Shown().FEN())
	}
	clickSquare(t, v, "c1") // nobody moves in a record
	key(v, st, ebiten.KeyArrowRight, false)
	key(v, st, ebiten.KeyArrowRight, false)
	if v.m.ShownPly() != 2 || vb.m.Sel.Selected() || vb.m.Game().Ply() != 3 {
		t.Fatalf("two steps on: shown ply %d, selected %v, moves %d", v.m.ShownPly(), vb.m.Sel.Selected(), vb.m.Game().Ply())
	}
	v.dialogs.openPlayFrom()
	update(t, v, st)
	if v.overlay != playFromOverlay || len(v.extra) != 4 {
		t.Fatalf("Play from here: overlay %v with %d buttons", v.overlay, len(v.extra))
	}
	v.extra[0].Act() // two players
	p, ok := st.next.(*gameScene)
	if !ok {
		t.Fatalf("choosing two players opens %T", st.next)
	}
	st.next = nil
	t.Cleanup(p.close)
	pb := twelveOf(t, p)
	if p.m.Viewing() || p.m.Ply() != 2 || !p.m.HumanToMove() || !p.m.CanRedo() {
		t.Fatalf("played on from move 2: viewing %v, ply %d, a person to move %v, redo %v", p.m.Viewing(), p.m.Ply(), p.m.HumanToMove(), p.m.CanRedo())
	}
	clickSquare(t, p, "a1")
	clickSquare(t, p, "b2") // another third move than the record's c1c2
	if got := pb.m.Game().Moves(); len(got) != 3 || got[2].String() != "a1b2" || p.m.CanRedo() {
		t.Errorf("after a move of our own: %v (redo %v)", got, p.m.CanRedo())
	}
}

// TestAFENFileSaysWhichGameItWasReadAs drops Xiangqi's start position on a Janggi game.
func TestAFENFileSaysWhichGameItWasReadAs(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	st.in = input{dropped: fstest.MapFS{"start.fen": {Data: []byte(game.StartFEN(kind.Xiangqi, 0, 0) + "\n")}}}
	sc := update(t, g, st)
	st.in = input{}
	v, ok := sc.(*gameScene)
	if !ok || v == g || v.b.game() != kind.Xiangqi {
		t.Fatalf("Xiangqi's start position opens %T (%v); news %q", sc, ok && v.b.game() == kind.Xiangqi, st.news.text)
	}
	t.Cleanup(v.close)
	if want := i18n.GameName(kind.Xiangqi, st.lang()); !strings.Contains(st.news.text, want) || !strings.Contains(st.news.text, "start.fen") {
		t.Errorf("the news %q does not say the file was read as %s", st.news.text, want)
	}
	// Playing on from it against the computer is offered as Red or Black, never Cho or Han.
	v.dialogs.openPlayFrom()
	update(t, v, st)
	for c := game.Cho; c <= game.Han; c++ {
		if want := i18n.PlayAsText(kind.Xiangqi, c).In(st.lang()); !hasButton(v.extra, want) {
			t.Errorf("the play-from dialog lacks %q: %v", want, labels(v.extra))
		}
	}
}
