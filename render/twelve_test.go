package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// newTwelveTestScene returns a hot-seat game of Twelve Janggi on a 1000×720 window.
func newTwelveTestScene(t *testing.T) (*twelveScene, *State) {
	t.Helper()
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	opts := &Options{MaxLevel: 10, Hints: true}
	st := &State{opts: opts, prefs: opts.Prefs(), fonts: f, pieces: newPieceCache(f), tiles: newTileCache(f), shapes: newSprites(), sounds: &soundBank{}}
	st.screen = layout.Split(1000, 720, 1)
	s, err := newTwelveScene(st, match.Config{Mode: match.HotSeat, Rules: game.Standard()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.close)
	return s, st
}

// clickAt runs two updates with the button going down and up at pixel (x, y).
func clickAt(sc scene, st *State, x, y float64) {
	st.in = input{x: x, y: y, pressed: true}
	sc.Update(st)
	st.in = input{x: x, y: y, released: true}
	sc.Update(st)
	st.in = input{}
}

func (s *twelveScene) clickSquare(t *testing.T, sq string) {
	t.Helper()
	v, err := twelve.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	s.fit()
	x, y := s.center(v)
	clickAt(s, s.st, x, y)
}

func TestTwelveSceneMovesAndDrops(t *testing.T) {
	s, st := newTwelveTestScene(t)
	s.clickSquare(t, "b2")
	s.clickSquare(t, "b3") // the soldier takes Han's
	s.clickSquare(t, "b4")
	s.clickSquare(t, "a3") // Han's king steps aside
	if got := s.m.Game().Moves(); len(got) != 2 || got[0].String() != "b2b3" || got[1].String() != "b4a3" {
		t.Fatalf("moves after four clicks: %v", got)
	}
	for s.m.Anim.Busy() {
		s.Update(st)
	}
	x, y := s.slotOf(game.Cho, twelve.Soldier)
	clickAt(s, st, x, y)
	if s.m.Sel.From != match.HandSpot(game.Cho, twelve.Soldier) {
		t.Fatalf("a click on Cho's tray at the soldier's place selected %v", s.m.Sel.From)
	}
	dst := ebiten.NewImage(1000, 720)
	px := make([]byte, 4*1000*720)
	onLoop(func() {
		s.Draw(dst)
		dst.ReadPixels(px)
	})
	at := func(sq string) color.RGBA {
		v, _ := twelve.ParseSquare(sq)
		x, y := s.center(v)
		i := 4 * (int(y)*1000 + int(x))
		return color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}
	}
	if c := at("a2"); !isGreen(c) {
		t.Errorf("no drop dot on a2: %v", c)
	}
	if c := at("b4"); isGreen(c) {
		t.Errorf("a drop dot on b4, in Han's camp: %v", c)
	}
	layer := s.board.img
	onLoop(func() { s.Update(st); s.Draw(dst) })
	if s.board.img != layer {
		t.Error("the board layer was drawn again for an unchanged window")
	}
	s.clickSquare(t, "b2")
	if got := s.m.Game().Moves(); len(got) != 3 || got[2].String() != "C@b2" {
		t.Fatalf("moves after the drop: %v", got)
	}
	if len(s.moves) != 3 || s.moves[2] != "子*b2" {
		t.Errorf("the move list reads %q", s.moves)
	}
	key := func(k ebiten.Key, ctrl bool) {
		st.in = input{keys: []ebiten.Key{k}, ctrl: ctrl}
		s.Update(st)
		st.in = input{}
	}
	key(ebiten.KeyZ, true)
	if s.m.Ply() != 2 || s.m.Game().Position().Hand(game.Cho, twelve.Soldier) != 1 {
		t.Errorf("Ctrl+Z: ply %d; want the drop back in Cho's hand", s.m.Ply())
	}
	key(ebiten.KeyS, false)
	if st.prefs.Skin != SkinPictogram {
		t.Error("S did not switch the skin")
	}
}

func TestTwelveTilesShowTheirSide(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	c := newTileCache(f)
	onLoop(func() {
		for _, skin := range []SkinID{SkinHanja, SkinPictogram} {
			for ty := twelve.King; ty <= twelve.Lord; ty++ {
				cho, han := c.image(skin, twelve.MakePiece(game.Cho, ty), 60), c.image(skin, twelve.MakePiece(game.Han, ty), 60)
				if g, _ := inkShare(cho, isGreen); g < 0.03 {
					t.Errorf("%v Cho %v: %.1f%% green ink", skin, ty, 100*g)
				}
				if r, _ := inkShare(han, isRed); r < 0.03 {
					t.Errorf("%v Han %v: %.1f%% red ink", skin, ty, 100*r)
				}
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
	s, st := newTwelveTestScene(t)
	setup := newSetupScene(st, s)
	setup.layout()
	if setup.game() != i18n.Twelve || hasButton(setup.buttons, i18n.Preset(st.lang(), game.Standard())) {
		t.Fatalf("from a Twelve Janggi game the new-game screen chooses %v and offers the rules presets: %v", setup.game(), labels(setup.buttons))
	}
	setup.setGame(i18n.Xiangqi)
	setup.cfg.Mode = match.VsAI
	setup.layout()
	if setup.cfg.Rules.Variant != game.Xiangqi || hasButton(setup.buttons, i18n.Setup(st.lang(), game.HEEH)) {
		t.Errorf("Xiangqi: rules %s, buttons %v; want no setups", setup.cfg.Rules.Name, labels(setup.buttons))
	}
	if !hasButton(setup.buttons, i18n.SideChoiceText(i18n.Xiangqi, game.Cho).In(st.lang())) {
		t.Errorf("Xiangqi offers no Red side: %v", labels(setup.buttons))
	}
	setup.setGame(i18n.Janggi)
	setup.layout()
	if setup.cfg.Twelve || setup.cfg.Rules.Variant != game.Janggi || !hasButton(setup.buttons, i18n.Setup(st.lang(), game.HEEH)) {
		t.Errorf("back to Janggi: twelve %v, rules %s, buttons %v", setup.cfg.Twelve, setup.cfg.Rules.Name, labels(setup.buttons))
	}
	setup.setGame(i18n.Twelve)
	setup.cfg.Mode = match.HotSeat // the test has no computer player
	if err := setup.start(); err != nil {
		t.Fatal(err)
	}
	next, ok := st.next.(*twelveScene)
	if !ok {
		t.Fatalf("Start with Twelve Janggi chosen opens %T", st.next)
	}
	next.close()
	if !st.prefs.Match.Twelve {
		t.Error("the choice of Twelve Janggi is not kept in the preferences")
	}
}

func hasButton(bs []button, label string) bool {
	for _, b := range bs {
		if b.label == label {
			return true
		}
	}
	return false
}

func labels(bs []button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.label)
	}
	return out
}

func TestTwelveAutosaveIsOfferedAgain(t *testing.T) {
	s, st := newTwelveTestScene(t)
	s.clickSquare(t, "c1")
	s.clickSquare(t, "c2")
	rec := s.record()
	st.opts.Resume = rec
	first, err := firstScene(st)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := first.(*twelveScene)
	if !ok {
		t.Fatalf("the window opens on %T, want the Twelve Janggi game", first)
	}
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
	if r.overlay != noOverlay || r.m.Game().Position().FEN() != s.m.Game().Position().FEN() {
		t.Errorf("after Enter: overlay %v, position %s; want the game resumed at %s", r.overlay, r.m.Game().Position().FEN(), s.m.Game().Position().FEN())
	}
}
