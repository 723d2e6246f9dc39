package render

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"janggi/assets"
	"janggi/clock"
	"janggi/config"
	"janggi/puzzle"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/standing"
	"janggi/render/ui"
)

// scene is one screen of the window: the game, or the new-game screen. Update holds the logic,
// Draw only reads what layout derived.
//
// A scene must be drawable at any moment after it is made: Ebitengine may draw a scene switched
// to at the end of an Update before that scene's own first Update, and may change the window's
// size between an Update and a Draw. So a scene lays itself out when it is made and at the end of
// every Update, and the app lays it out again before a Draw whenever the scene or the window's
// size changed since (see app.Draw).
type scene interface {
	Update(st *State) error
	Draw(dst *ebiten.Image)
	// layout derives from the scene's state and st.screen everything Draw reads (geometry,
	// buttons, lists). It is cheap, and idempotent.
	layout()
	// report says what the scene shows and where a click means something, for the trace (see
	// uiReport).
	report() uiReport
}

// State is what every scene shares: options and settings, the window's layout, this tick's
// input, fonts, caches and sounds.
type State struct {
	opts *Options
	now  clock.Now // Options.Now, never nil
	// settings are the player's choices as they stand (settings.go); lastGame are the last
	// new-game choices, which the settings keep part of.
	settings config.Settings
	lastGame match.Config

	screen layout.Screen
	in     input
	fonts  *ui.Fonts
	pieces *pieceCache
	tiles  *tileCache // Twelve Janggi's
	shapes *ui.Sprites
	sounds *soundBank
	next   scene // the scene to switch to after this update, or nil
	quit   bool
	bench  *benchRecorder
	// keeper keeps the autosave; news is the line shown at the foot of the board; saving is a
	// save under way (see records.go).
	keeper *library.Keeper
	news   toast
	saving chan saveResult
	// problems lists what the player must be able to read in full (see problemBox).
	problems problemBox
	// lastDir is the folder the file chooser last saved or opened in, where it opens next.
	lastDir string
	// frame counts the frames drawn (or skipped) so far; flick is the last press on the board,
	// in case it was seen late (see passPointer).
	frame int
	flick flick
	// puzzles is the player's progress in the puzzles, read when first needed (see
	// puzzleProgress); puzzlesReadOnly keeps a file that could not be read from being written over.
	puzzles         *puzzle.Progress
	puzzlesReadOnly bool
	// standing is the player's record against the computer's levels, read when first needed (see
	// standingRecord); standingReadOnly keeps a file that could not be read from being written over.
	standing         *standing.Standing
	standingReadOnly bool
}

// input is the pointer and keyboard as one update sees them.
type input struct {
	x, y              float64 // pointer, device pixels
	pressed, released bool    // the left button went down or up during this tick
	down              bool    // the left button is held
	keys              []ebiten.Key
	keysUp            []ebiten.Key // released this tick (for the trace only)
	chars             []rune
	ctrl              bool
	wheel             float64 // vertical scroll this tick
	dropped           fs.FS   // files dropped on the window this tick, or nil
	// prevX, prevY are the pointer where the tick before saw it (havePrev: there was one), for
	// a press seen late (see passPointer).
	prevX, prevY float64
	havePrev     bool
	reads        int
}

func (in *input) read() {
	in.prevX, in.prevY, in.havePrev = in.x, in.y, in.reads > 0
	in.reads++
	cx, cy := ebiten.CursorPosition()
	in.x, in.y = float64(cx), float64(cy)
	in.pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.keysUp = inpututil.AppendJustReleasedKeys(in.keysUp[:0])
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	in.ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	_, in.wheel = ebiten.Wheel()
	in.dropped = ebiten.DroppedFiles()
}

// traceInput writes the button going down or up and the keys pressed and released this tick to
// the trace, so that a test driving the window can wait until its input was seen before it lets
// go (a press and release between two ticks of a slow loop are never seen at all), and before it
// presses the same key again (a release and a press between two ticks are not seen either). It
// reports whether it wrote anything: the tick then ends with a report of the screen (traceUI).
func (st *State) traceInput() bool {
	in := &st.in
	if st.opts.Trace == nil {
		return false
	}
	if in.pressed {
		st.trace("press %d,%d\n", int(in.x), int(in.y))
	}
	if in.released {
		st.trace("release %d,%d\n", int(in.x), int(in.y))
	}
	for _, k := range in.keys {
		st.trace("key %s\n", k)
	}
	for _, k := range in.keysUp {
		st.trace("keyup %s\n", k)
	}
	return in.pressed || in.released || len(in.keys) > 0 || len(in.keysUp) > 0
}

// key reports whether k was pressed during this tick.
func (in *input) key(k ebiten.Key) bool {
	for _, x := range in.keys {
		if x == k {
			return true
		}
	}
	return false
}

// char reports whether the character r was typed during this tick.
func (in *input) char(r rune) bool {
	for _, x := range in.chars {
		if x == r {
			return true
		}
	}
	return false
}

// Clicked reports whether the button went down inside r during this tick.
func (in *input) Clicked(r layout.Rect) bool { return in.pressed && r.Contains(in.x, in.y) }

// windowTitle is the window's title: the game in both scripts, the interface's language first,
// and the version, so that a screenshot in a bug report says which build it shows.
func windowTitle(l i18n.Lang, version string) string {
	t := i18n.Title.In(l) + " " + i18n.Title.In(1-l)
	if version != "" {
		t += " " + version
	}
	return t
}

// firstScene returns the scene the window opens on: the benchmark's game; a record to open; the
// game to resume (offered, with the board behind the question); the new-game screen; or the
// game of the settings.
func firstScene(st *State) (scene, error) {
	opts := st.opts
	switch {
	case opts.Bench != nil && opts.Bench.Analyse && opts.Open != nil:
		g, err := openedScene(st, opts.OpenName, opts.Open, 1)
		if err == nil {
			g.an.start(false)
		}
		return g, err
	case opts.Bench != nil:
		return newGameScene(st, benchMatch(*opts))
	case opts.Open != nil:
		return openedScene(st, opts.OpenName, opts.Open, 1)
	case opts.Resume != nil:
		g, err := resumeScene(st, opts.Resume)
		if err == nil {
			return g, nil
		}
		// The autosave reads but cannot be played on (its clock state, say): it is kept aside,
		// where the Open list does not look but the player can, and the window says where.
		if kept, kerr := library.SetAside(opts.Autosave); kerr == nil {
			err = fmt.Errorf("%w; the file is kept as %s", err, kept)
		}
		st.fail(i18n.OpenFailed.Format(st.lang(), err))
		st.trace("resume failed: %v\n", err)
	}
	if opts.PuzzlesFirst {
		return newPuzzleScene(st, nil), nil
	}
	if st.settings.Welcome && !opts.NewGameFirst && opts.Resume == nil && opts.StartFEN == "" {
		return newWelcomeScene(st), nil
	}
	if opts.NewGameFirst {
		return newSetupScene(st, nil), nil
	}
	return newGameScene(st, st.lastGame)
}

// newState returns the state the scenes of a window with opts share, before the first scene.
func newState(opts *Options, f *ui.Fonts) *State {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	return &State{opts: opts, now: now, settings: opts.Settings, lastGame: firstGame(opts), fonts: f, pieces: newPieceCache(f), tiles: newTileCache(f), shapes: ui.NewSprites()}
}

// app is the ebiten.Game: it only hands the loop to the current scene.
type app struct {
	st    *State
	scene scene
	w, h  int // the layout in device pixels
	// zoom is the screen's pixels per window pixel (see screenZoom): the trace reports places
	// in window pixels, where a test driving the window clicks.
	zoom       float64
	outW, outH int // the window's size
	// drawn is what the picture on the screen shows (see framed); shown is the scene it came from.
	drawn, want any
	shown       scene
	// laid is the scene last laid out and the screen it was laid out for (see scene).
	laid       scene
	laidScreen layout.Screen
	lastUI     string // the last report of the screen written to the trace
	// firstDraw is when the first frame was drawn, lastDraw when the last was.
	firstDraw, lastDraw time.Time
	// pacer asks for the frames (see pace); paced is the picture the last pace saw, busyAt
	// when it last changed or input came.
	pacer  *pacer
	paced  any
	busyAt time.Time
	// touched says the pointer moved or the focus changed since the last draw (see maxUndrawn);
	// pointer and focused are what the last update saw.
	touched bool
	pointer [2]float64
	focused bool
}

// Redrawing an unchanged picture is skipped, but not for the first seconds nor for long: Ebitengine
// stops presenting an unmodified screen after a few frames, and a window that the system maps or
// exposes late (Xvfb, some window managers) would stay empty. Under software OpenGL each frame
// presented costs the X server a copy of the whole window (50 to 70 ms on a busy machine), and
// every picture drawn is presented four times (Ebitengine's double buffering), so a redraw each
// second was most of what a still window cost. The picture is drawn again each second while the
// window is new (alwaysDraw, then maxUndrawn) or touched (the pointer moved, the focus changed:
// what comes with its being uncovered), and otherwise each stillUndrawn.
const (
	alwaysDraw   = time.Second
	maxUndrawn   = time.Second
	newWindow    = 10 * time.Second
	stillUndrawn = 15 * time.Second
)

// Update implements ebiten.Game.
func (a *app) Update() error {
	st := a.st
	if st.bench != nil {
		st.bench.tick()
	}
	st.in.read()
	if ebiten.IsWindowBeingClosed() {
		st.quit = true
	}
	return a.step()
}

// step runs one tick on the input read into st.in: the scene's Update and the switch to the next
// scene.
func (a *app) step() error {
	st := a.st
	if a.laid != a.scene || a.laidScreen != st.screen { // resized since the last tick (see scene)
		a.scene.layout()
		a.laid, a.laidScreen = a.scene, st.screen
	}
	input := st.traceInput()
	if st.in.ctrl && st.in.key(ebiten.KeyQ) { // quits from any screen, under any dialog
		st.quit = true
	}
	if st.problems.update(st) {
		st.in.take()
	}
	st.tickNews()
	st.pollSettingsErrors()
	t0 := time.Now()
	if err := a.scene.Update(st); err != nil {
		return err
	}
	if st.bench != nil {
		st.bench.spent(time.Since(t0), false)
	}
	if st.next != nil {
		a.scene, st.next = st.next, nil
		a.scene.layout() // a Draw may come before its first Update
	}
	if a.takeRequest() {
		input = true // the report of the screen follows the request's trace line
	}
	a.laid, a.laidScreen = a.scene, st.screen // every Update ends by laying its scene out
	a.traceUI(input)
	if f, ok := a.scene.(framed); ok {
		a.want = windowFrame{f.frame(), st.problems.frame(st)}
	} else {
		a.want = nil
	}
	a.pace(time.Now())
	if st.bench != nil && st.bench.finished() {
		st.quit = true
	}
	if st.quit {
		st.resized(ebiten.WindowSize())
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game.
func (a *app) Draw(screen *ebiten.Image) {
	a.st.frame++
	t0 := time.Now()
	if a.firstDraw.IsZero() {
		a.firstDraw = t0
	}
	limit := stillUndrawn
	if a.touched || t0.Sub(a.firstDraw) < newWindow {
		limit = maxUndrawn
	}
	if a.want != nil && a.shown == a.scene && a.drawn == a.want && t0.Sub(a.firstDraw) > alwaysDraw && t0.Sub(a.lastDraw) < limit {
		return // the screen still shows this picture
	}
	a.lastDraw, a.touched = t0, false
	if a.laid != a.scene || a.laidScreen != a.st.screen { // a new scene, or the window resized since the last Update
		a.scene.layout()
		a.laid, a.laidScreen = a.scene, a.st.screen
	}
	a.scene.Draw(screen)
	a.st.problems.draw(screen, a.st)
	a.drawn, a.shown = a.want, a.scene
	if a.st.bench != nil {
		a.st.bench.spent(time.Since(t0), true)
		a.st.bench.frame()
	}
}

// Layout implements ebiten.Game: the screen has one pixel per device pixel, so that text and
// counters are sharp on HiDPI screens; everything is laid out from that size.
func (a *app) Layout(ow, oh int) (int, int) {
	if ow <= 0 || oh <= 0 { // minimised: keep the layout
		return max(a.w, 1), max(a.h, 1)
	}
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	a.zoom, a.outW, a.outH = screenZoom(float64(ow), float64(oh), scale), ow, oh
	w, h := int(math.Ceil(float64(ow)*a.zoom)), int(math.Ceil(float64(oh)*a.zoom))
	if w != a.w || h != a.h || scale != a.st.screen.Scale {
		a.w, a.h = w, h
		a.st.screen = layout.Split(float64(w), float64(h), scale)
		a.st.pieces.clear()
		a.st.tiles.clear()
		a.st.shapes.Clear()
		a.drawn = nil // the screen was resized: draw it all again
	}
	return w, h
}

// The smallest window the layout is made for; the window asks for no smaller (see Run).
const minWindowW, minWindowH = 640, 480

// screenZoom returns how many of the screen's pixels a pixel of a window ow×oh shows: the
// device scale, or more in a window under the smallest size, which a system without a window
// manager (or a tiling one) does not keep to: the smallest layout is then drawn scaled down to
// fit, so that no button falls outside the window.
func screenZoom(ow, oh, scale float64) float64 {
	return scale * max(1, minWindowW/ow, minWindowH/oh)
}

// Run opens the window and runs it until the player closes it. It returns an error when the
// window cannot be opened or the options are inconsistent.
func Run(opts Options) error {
	w, h := opts.Settings.Width, opts.Settings.Height
	if w <= 0 || h <= 0 {
		w, h = 1100, 800
	}
	if opts.MaxLevel <= 0 {
		opts.MaxLevel = 1
	}
	if opts.Started.IsZero() {
		opts.Started = time.Now()
	}
	if opts.Engines.Janggi == nil {
		return errors.New("render: Options.Engines.Janggi is nil: the window needs a computer player (for its moves, hints, and the modes the new-game screen offers)")
	}
	f, err := ui.LoadFonts()
	if err != nil {
		return fmt.Errorf("render: the embedded fonts do not load: %w", err)
	}
	st := newState(&opts, f)
	// The first scene is made, and laid out, before Ebitengine gives the window's real size (see
	// app.Layout, which lays it out again): the size asked for is the best guess until then.
	st.screen = layout.Split(float64(w), float64(h), 1)
	st.sounds = newSoundBank()
	st.problems = newProblemBox(opts.Problems)
	if opts.Bench != nil {
		st.problems.open = false // the benchmark's game must not wait for the player
	}
	if st.problems.open {
		st.trace("problems %d\n", len(st.problems.lines))
	}
	st.keeper = library.NewKeeper(opts.Autosave)
	if opts.Bench != nil {
		st.bench = newBenchRecorder(opts)
		st.keeper = library.NewKeeper("") // the benchmark's games are not the player's
	}
	first, err := firstScene(st)
	if err != nil {
		return err
	}

	ebiten.SetWindowTitle(windowTitle(st.lang(), opts.Version))
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowSizeLimits(minWindowW, minWindowH, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false) // see framed
	if opts.Position != nil {
		ebiten.SetWindowPosition(opts.Position.X, opts.Position.Y)
	}
	if icon, err := png.Decode(bytes.NewReader(assets.Icon)); err == nil {
		ebiten.SetWindowIcon([]image.Image{icon})
	}
	a := &app{st: st, scene: first, pacer: startPacer()}
	defer a.pacer.close()
	fixMmapThreshold()
	err = ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{X11ClassName: "Janggi", X11InstanceName: "janggi"})
	if c, ok := a.scene.(interface{ close() }); ok {
		c.close()
	}
	if serr := st.keeper.Close(); serr != nil && err == nil {
		err = fmt.Errorf("render: the game in progress was not autosaved: %w", serr)
	}
	if st.bench != nil {
		st.bench.report()
	}
	if opts.OnSettingsChanged != nil {
		opts.OnSettingsChanged(st.settings)
	}
	return err
}
