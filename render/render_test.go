package render

import (
	"fmt"
	"image/color"
	"testing"
	"time"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/testenv"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/match/matchtest"
	"janggi/render/ui"
)

// inkShare returns the share of the image's opaque pixels that match.
func inkShare(img *ebiten.Image, match func(c color.RGBA) bool) (share float64, opaque int) {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	hit := 0
	for i := 0; i < len(px); i += 4 {
		c := color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}
		if c.A < 250 {
			continue
		}
		opaque++
		if match(c) {
			hit++
		}
	}
	if opaque == 0 {
		return 0, 0
	}
	return float64(hit) / float64(opaque), opaque
}

// wantInk fails the test when the share of img's ink that is of a colour (is) is below least or
// above most; what names the picture and the colour.
func wantInk(t *testing.T, what string, img *ebiten.Image, is func(color.RGBA) bool, least, most float64) {
	t.Helper()
	if share, _ := inkShare(img, is); share < least || share > most {
		t.Errorf("%s: %.1f%% of the ink, want %.1f%% to %.1f%%", what, 100*share, 100*least, 100*most)
	}
}

// isGreen and isRed match the two sides' ink (in int, as uint8 sums would wrap).
func isGreen(c color.RGBA) bool {
	r, g, b := int(c.R), int(c.G), int(c.B)
	return g > r+40 && g > b
}

func isBlue(c color.RGBA) bool {
	r, g, b := int(c.R), int(c.G), int(c.B)
	return b > r+60 && b > g+30
}

func isRed(c color.RGBA) bool {
	r, g, b := int(c.R), int(c.G), int(c.B)
	return r > g+80 && r > b+60
}

func TestCountersShowTheSideColoursAndSizes(t *testing.T) {
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	onLoop(func() { countersShowTheSideColoursAndSizes(t, newPieceCache(f)) })
}

func countersShowTheSideColoursAndSizes(t *testing.T, pc *pieceCache) {
	for _, skin := range []SkinID{SkinHanja, SkinPictogram} {
		for _, pt := range []game.PieceType{game.General, game.Chariot, game.Soldier} {
			cho := pc.image(skin, Token{StyleJanggi, game.Cho, pt}, 40)
			han := pc.image(skin, Token{StyleJanggi, game.Han, pt}, 40)
			wantInk(t, fmt.Sprintf("%v Cho %v: green", skin, pt), cho, isGreen, 0.03, 1)
			wantInk(t, fmt.Sprintf("%v Cho %v: red", skin, pt), cho, isRed, 0, 0.005)
			wantInk(t, fmt.Sprintf("%v Han %v: red", skin, pt), han, isRed, 0.03, 1)
		}
		_, big := inkShare(pc.image(skin, Token{StyleJanggi, game.Cho, game.General}, 40*sizeClass(game.General)), func(color.RGBA) bool { return true })
		_, small := inkShare(pc.image(skin, Token{StyleJanggi, game.Cho, game.Soldier}, 40*sizeClass(game.Soldier)), func(color.RGBA) bool { return true })
		if float64(small) > 0.7*float64(big) {
			t.Errorf("%v: the soldier covers %d pixels, the general %d; want the general clearly larger", skin, small, big)
		}
	}
	a := pc.image(SkinHanja, Token{StyleJanggi, game.Cho, game.Horse}, 40)
	b := pc.image(SkinPictogram, Token{StyleJanggi, game.Cho, game.Horse}, 40)
	if differingPixels(a, b) < 100 {
		t.Error("the hanja and pictogram horses look the same")
	}
}

// TestCountersTellTheSidesApartWithoutColour looks at every Janggi counter of both skins as a
// player with red-green colour blindness sees it (the Machado, Oliveira and Fernandes simulation of
// deuteranopia and protanopia at full severity): Cho's and Han's counter of each piece must still
// differ clearly, by more than hue.
func TestCountersTellTheSidesApartWithoutColour(t *testing.T) {
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	onLoop(func() {
		pc := newPieceCache(f)
		for _, sim := range []struct {
			name string
			m    [3][3]float64
		}{
			{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
			{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
		} {
			for _, skin := range []SkinID{SkinHanja, SkinPictogram} {
				for pt := game.General; pt <= game.Soldier; pt++ {
					cho := colourBlind(pixelsOf(pc.image(skin, Token{StyleJanggi, game.Cho, pt}, 40)), sim.m)
					han := colourBlind(pixelsOf(pc.image(skin, Token{StyleJanggi, game.Han, pt}, 40)), sim.m)
					if n, all := clearlyDiffering(cho, han), len(cho)/4; n < all/25 {
						t.Errorf("%s, %v %v: Cho's and Han's counters differ in %d of %d pixels; want at least 4%%", sim.name, skin, pt, n, all)
					}
				}
			}
		}
	})
}

// colourBlind returns RGBA pixels as a colour matrix m (linear in sRGB values, as the simulation
// is usually applied) shows them.
func colourBlind(p []byte, m [3][3]float64) []byte {
	out := make([]byte, len(p))
	for i := 0; i+3 < len(p); i += 4 {
		for k := range 3 {
			v := m[k][0]*float64(p[i]) + m[k][1]*float64(p[i+1]) + m[k][2]*float64(p[i+2])
			out[i+k] = byte(max(0, min(255, v)))
		}
		out[i+3] = p[i+3]
	}
	return out
}

func pixelsOf(img *ebiten.Image) []byte {
	p := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(p)
	return p
}

func differingPixels(a, b *ebiten.Image) int { return clearlyDiffering(pixelsOf(a), pixelsOf(b)) }

// clearlyDiffering counts the pixels whose colours differ by more than 90 summed over the channels.
func clearlyDiffering(pa, pb []byte) int {
	n := 0
	for i := 0; i+3 < len(pa) && i+3 < len(pb); i += 4 {
		d := 0
		for k := 0; k < 3; k++ {
			d += max(int(pa[i+k])-int(pb[i+k]), int(pb[i+k])-int(pa[i+k]))
		}
		if d > 90 {
			n++
		}
	}
	return n
}

// heldEngine returns an engine that answers only when told, and reports up to buffer unread
// cancellations.
func heldEngine(buffer int) *matchtest.Held[*game.Position, game.Move] {
	return matchtest.NewQuiet[*game.Position, game.Move](buffer)
}

// testStart is when the time of a test's window stands (see testState).
var testStart = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// testState returns the state of a window with opts for a test: its time (Options.Now) stands
// still unless opts brings a source the test moves, and it plays no sound.
func testState(opts *Options, f *ui.Fonts) *State {
	if opts.Now == nil {
		opts.Now = testenv.NewFakeTime(testStart).Now
	}
	st := newState(opts, f)
	st.sounds = &soundBank{}
	return st
}

// newTestScene returns a game scene on a 1000×720 window against a held engine, and the state.
func newTestScene(t *testing.T, e match.EngineOf[*game.Position, game.Move]) (*gameScene, *State, *[]config.Settings) {
	t.Helper()
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	var saved []config.Settings
	opts := &Options{Analysis: analyser.NewWindow(), Engines: match.Engines{Janggi: e}, MaxLevel: 10, Settings: config.Settings{Hints: true},
		OnSettingsChanged: func(s config.Settings) { saved = append(saved, s) }}
	st := testState(opts, f)
	st.screen = layout.Split(1000, 720, 1)
	g := live(newGameScene(st, match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{2, 2}}))(t)
	return g, st, &saved
}

// click runs two updates with the button going down and up over square sq.
func click(t *testing.T, g *gameScene, st *State, sq string) {
	t.Helper()
	s := testenv.Parse(t, game.ParseSquare, sq)
	b := janggiOf(t, g)
	b.fit()
	x, y := b.center(s)
	clickAt(g, st, x, y)
}

// mustBe returns v as a T, failing the test when it is another type: a scene's board of the game
// wanted (*janggiBoard, *twelveBoard, *janggiLook, *twelveLook), a puzzle's play (*janggiPlay, *twelvePlay).
func mustBe[T any](t *testing.T, v any) T {
	t.Helper()
	x, ok := v.(T)
	if !ok {
		t.Fatalf("the screen shows a %T, want a %T", v, x)
	}
	return x
}

// janggiOf returns the Janggi or Xiangqi board of scene g.
func janggiOf(t *testing.T, g *gameScene) *janggiBoard { return mustBe[*janggiBoard](t, g.b.boardView) }

func key(g *gameScene, st *State, k ebiten.Key, ctrl bool) {
	st.in = input{keys: []ebiten.Key{k}, ctrl: ctrl}
	g.Update(st)
	st.in = input{}
}

func TestSceneInputAgainstAHeldComputer(t *testing.T) {
	e := heldEngine(4)
	g, st, saved := newTestScene(t, e)
	click(t, g, st, "a4")
	if !janggiOf(t, g).m.Sel.Selected() {
		t.Fatal("a click on the soldier on a4 selected nothing")
	}
	click(t, g, st, "a5")
	if got := janggiOf(t, g).m.Game().Moves(); len(got) != 1 || got[0].String() != "a4a5" {
		t.Fatalf("moves after clicking a4 then a5: %v", got)
	}
	// The computer holds its answer until the test cancels it: an Update that waited for it would
	// never return, which the guard (a hang, not a speed limit) turns into a failure.
	updated := make(chan error, 1)
	go func() {
		for range 120 {
			if err := g.Update(st); err != nil {
				updated <- err
				return
			}
		}
		updated <- nil
	}()
	select {
	case err := <-updated:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("120 updates did not return while the computer held its answer: Update waits for it")
	}
	click(t, g, st, "c4") // clicking during the computer's turn does nothing
	if janggiOf(t, g).m.Sel.Selected() || g.m.Ply() != 1 {
		t.Error("a piece was picked up during the computer's turn")
	}
	key(g, st, ebiten.KeyZ, true) // Ctrl+Z takes the move back and cancels the search
	select {
	case <-e.Canceled:
	case <-time.After(2 * time.Minute):
		t.Fatal("Ctrl+Z did not cancel the computer")
	}
	if g.m.Ply() != 0 {
		t.Errorf("ply %d after Ctrl+Z", g.m.Ply())
	}
	key(g, st, ebiten.KeyS, false)
	if st.settings.Skin != SkinPictogram || len(*saved) != 1 || (*saved)[0].Skin != SkinPictogram {
		t.Errorf("after S: skin %v, reported %v", st.settings.Skin, *saved)
	}
	key(g, st, ebiten.KeyEscape, false)
	if g.overlay != menuOverlay {
		t.Fatal("Esc did not open the menu")
	}
	key(g, st, ebiten.KeyEscape, false)
	if g.overlay != noOverlay {
		t.Error("Esc did not close the menu")
	}
	key(g, st, ebiten.KeyL, false)
	if st.lang() != i18n.English {
		t.Error("L did not switch the language")
	}
}

func TestDrawShowsLegalMoves(t *testing.T) {
	g, st, _ := newTestScene(t, heldEngine(4))
	dst := ebiten.NewImage(1000, 720)
	click(t, g, st, "b1") // select the horse: dots on c3 and a3
	pixel := drawn(g)
	at := func(sq string) color.RGBA {
		s, _ := game.ParseSquare(sq)
		return pixel(janggiOf(t, g).center(s))
	}
	if c := at("c3"); !isGreen(c) {
		t.Errorf("no legal-move dot on c3: %v", c)
	}
	if c := at("e5"); isGreen(c) {
		t.Errorf("a dot on e5, which the horse cannot reach: %v", c)
	}
	// The new-game screen draws its preview of the chosen setups.
	setup := newSetupScene(st, g)
	setup.cfg.Setups[game.Cho] = game.EHHE
	setup.Update(st)
	onLoop(func() { setup.Draw(dst) })
	if setup.pos.At(game.SquareAt(1, 0)).Type() != game.Elephant {
		t.Errorf("the preview of Cho's 상마마상 has %v on b1, want an elephant", setup.pos.At(game.SquareAt(1, 0)))
	}
}

// drawn draws s on a 1000×720 picture and returns the colour of a pixel of it.
func drawn(s interface{ Draw(*ebiten.Image) }) func(x, y float64) color.RGBA {
	dst := ebiten.NewImage(1000, 720)
	px := make([]byte, 4*1000*720)
	onLoop(func() {
		s.Draw(dst)
		dst.ReadPixels(px)
	})
	return func(x, y float64) color.RGBA {
		i := 4 * (int(y)*1000 + int(x))
		return color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}
	}
}

// hotSeatGame returns a hot-seat game of standard Janggi in st after its first Update, closed
// when the test ends.
func hotSeatGame(t *testing.T, st *State) *gameScene {
	t.Helper()
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	g.Update(st)
	return g
}

// live returns the scene a constructor made (newGameScene, openedScene), closed when the test
// ends, or fails the test with the constructor's error: g := live(newGameScene(st, cfg))(t).
func live(g *gameScene, err error) func(t *testing.T) *gameScene {
	return func(t *testing.T) *gameScene {
		t.Helper()
		must(g, err)(t)
		t.Cleanup(g.close)
		return g
	}
}

// TestHelpFromTheMenuShowsNoButtons: the help opened from the menu has no buttons of its own; the
// menu's, laid out for the window before a resize, must not stay in the screen's report (the
// monkey test found them outside a window made lower under the help).
func TestHelpFromTheMenuShowsNoButtons(t *testing.T) {
	g, st, _ := newTestScene(t, heldEngine(4))
	key(g, st, ebiten.KeyEscape, false)
	if g.overlay != menuOverlay {
		t.Fatal("Esc did not open the menu")
	}
	help := -1
	for i, b := range g.extra {
		if b.Label == i18n.Help.In(st.lang()) {
			help = i
		}
	}
	if help < 0 {
		t.Fatal("no Help button in the menu")
	}
	r := g.extra[help].R
	clickAt(g, st, r.X+r.W/2, r.Y+r.H/2)
	if g.overlay != helpOverlay {
		t.Fatalf("the menu's Help opened overlay %d, want the help", g.overlay)
	}
	st.screen = layout.Split(1270, 500, 1) // the window made lower under the help
	g.layout()
	if bs := g.report().Buttons; len(bs) > 0 {
		t.Errorf("the help reports %d buttons, the first %+v; want none", len(bs), bs[0])
	}
	key(g, st, ebiten.KeyEscape, false)
	if g.overlay != noOverlay {
		t.Errorf("a key left the help open (overlay %d)", g.overlay)
	}
}
