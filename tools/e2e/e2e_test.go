package e2e

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"janggi/game"
	"janggi/internal/testenv"
	"janggi/render/layout"
)

// The window's size and place on the screen: fixed, so the test knows where each point is.
const winW, winH = 1000, 720

// session is the running binary, its trace lines and the display it runs on.
type session struct {
	t        *testing.T
	cmd      *exec.Cmd
	settings string // the settings file the run reads and saves
	exited   chan error
	mu       sync.Mutex
	lines    []string
	geo      layout.Geometry
	// ui is the last report of the screen in the trace ("ui {json}"), uiN how many came.
	ui  string
	uiN int
	// dead is closed when the binary has exited, with its error in exitErr; stderr is its output.
	dead    chan struct{}
	exitErr error
	stderr  *lockedBuffer
}

// lockedBuffer is the binary's standard error, written by exec's copying goroutine and read by
// the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// requireTools ends the test unless there are an X display, xdotool and ImageMagick's import: a
// skip, or a failure when JANGGI_REQUIRE_E2E=1, which scripts/test.sh sets for its run under Xvfb.
func requireTools(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		testenv.Unavailable(t, testenv.RequireE2E, "no DISPLAY: the end-to-end test needs an X server (scripts/test.sh runs it under scripts/xvfb.sh)")
	}
	testenv.Programs(t, testenv.RequireE2E, "Debian packages xdotool and imagemagick", "xdotool", "import")
}

// The binary is built once for all the tests, into binDir (removed by TestMain).
var (
	buildOnce sync.Once
	binDir    string
	binPath   string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// build compiles cmd/janggi and the window it starts, cmd/janggi-window, once and returns janggi.
func build(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "janggi-e2e-")
		if buildErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "janggi")
		if out, err := exec.Command("go", "build", "-o", binDir, "janggi/cmd/janggi", "janggi/cmd/janggi-window").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// start runs the window with the test's flags. Its settings file, and unless args name others its
// autosave and record folder, are the test's own temporary files, never the user's.
func start(t *testing.T, bin string, args ...string) *session {
	t.Helper()
	dir := t.TempDir()
	if !slices.Contains(args, "--autosave") {
		args = append(args, "--autosave", filepath.Join(dir, "autosave.pgn"))
	}
	if !slices.Contains(args, "--records") {
		args = append(args, "--records", filepath.Join(dir, "records"))
	}
	s := launch(t, bin, filepath.Join(dir, "settings.toml"), append([]string{"--width", fmt.Sprint(winW), "--height", fmt.Sprint(winH)}, args...)...)
	s.waitFor("ready", 30*time.Second)
	return s
}

// launch runs the window with the settings file and the flags given, tracing, at the screen's
// top left corner, without sound, past the first start's welcome (the monkey test meets it); it
// does not wait for the window to show.
func launch(t *testing.T, bin, settings string, args ...string) *session {
	t.Helper()
	return launchWith(t, bin, settings, nil, append([]string{"--welcome=false"}, args...)...)
}

// launchWith is launch with prepare applied to the command before it starts (its folder, its
// environment).
func launchWith(t *testing.T, bin, settings string, prepare func(*exec.Cmd), args ...string) *session {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	args = append([]string{"play", "--settings", settings, "--pos", "0,0", "--sound=false", "--trace"}, args...)
	cmd := exec.CommandContext(ctx, bin, args...)
	if prepare != nil {
		prepare(cmd)
	}
	// The file chooser's Home and Current folder are the test's folder, never the user's.
	cmd.Dir = filepath.Dir(settings)
	cmd.Env = append(os.Environ(), "HOME="+cmd.Dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, cmd: cmd, settings: settings, exited: make(chan error, 1), dead: make(chan struct{}), stderr: stderr}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(nil, 1<<20) // the screen's reports are long lines
		for sc.Scan() {
			s.mu.Lock()
			s.lines = append(s.lines, sc.Text())
			if strings.HasPrefix(sc.Text(), "ui ") {
				s.ui, s.uiN = sc.Text(), s.uiN+1
			}
			s.mu.Unlock()
		}
		err := cmd.Wait()
		s.exitErr = err
		close(s.dead)
		s.exited <- err
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-s.exited:
		case <-time.After(10 * time.Second):
		}
		if t.Failed() {
			t.Logf("trace:\n%s\nstderr:\n%s", strings.Join(s.trace(), "\n"), stderr.String())
		}
	})
	// The window has one pixel per screen pixel under Xvfb (device scale 1).
	s.geo = layout.Split(winW, winH, 1).FitBoard(layout.Janggi(), false)
	return s
}

func (s *session) trace() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.lines...)
}

// waitFor waits until a trace line starts with prefix and returns it.
func (s *session) waitFor(prefix string, limit time.Duration) string {
	s.t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		for _, l := range s.trace() {
			if strings.HasPrefix(l, prefix) {
				return l
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.t.Fatalf("no trace line %q within %v", prefix, limit)
	return ""
}

func (s *session) xdotool(args ...string) {
	s.t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		s.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
}

// at returns the screen pixel of a board square.
func (s *session) at(sq string) (int, int) {
	v, err := game.ParseSquare(sq)
	if err != nil {
		s.t.Fatal(err)
	}
	x, y := s.geo.Center(layout.Point{File: v.File(), Rank: v.Rank()})
	return int(x), int(y)
}

// click presses and releases the button over a square (see clickXY).
func (s *session) click(sq string) { s.clickXY(s.at(sq)) }

// count returns how many trace lines are line, or with a trailing space (line "press ") start
// with it.
func (s *session) count(line string) int {
	n := 0
	for _, l := range s.trace() {
		if l == line || strings.HasSuffix(line, " ") && strings.HasPrefix(l, line) {
			n++
		}
	}
	return n
}

// seen waits until the window's trace acknowledges more input lines like line ("press ",
// "release ", "key Q"; see count) than before: Ebitengine samples the mouse and the keyboard once
// a tick, and a press let go before a slow tick came (a loaded machine runs a few ticks a second)
// is never seen at all, so every press is held until the window has seen it.
func (s *session) seen(line string, before int) {
	s.t.Helper()
	deadline := time.Now().Add(hangLimit) // the monkey's bound: a stall under load is not a hang
	for s.count(line) <= before {
		if time.Now().After(deadline) {
			s.t.Fatalf("the window did not see the input (no new trace line %q within %v)", line, hangLimit)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// inputWait bounds the wait for the window to see a press, a release or a key: far longer than
// the slowest tick of a loaded machine.
const inputWait = 20 * time.Second

// key presses a key (an xdotool key name, e.g. "Right" or "ctrl+q") and holds it until the window
// has seen it (see seen): for a combination, its last key, which xdotool presses last. It then lets
// the keys go, each until the window has seen it go up: a key let go and pressed again between two
// ticks of a slow loop is never seen to go up, and its second press is not a press at all (two
// presses of Right in a row lost the second at load 17).
//
// A chord ("ctrl+q") holds its modifiers first, each until the window has seen it: xdotool's
// own chord once reached the window as a Q without Control, and the window stayed open.
func (s *session) key(name string) {
	s.t.Helper()
	s.keyThen(name, true)
}

// closeWith presses a key that closes the window (see key): nobody is left to see it go up.
func (s *session) closeWith(name string) {
	s.t.Helper()
	s.keyThen(name, false)
}

// keyThen is key, waiting for the window to see the keys go up only if it stays open.
func (s *session) keyThen(name string, stays bool) {
	s.t.Helper()
	parts := strings.Split(name, "+")
	mods, last := parts[:len(parts)-1], parts[len(parts)-1]
	traced := make([]string, len(parts))
	for i, m := range mods {
		traced[i] = modifierKeys[m]
	}
	traced[len(mods)] = ebitenKey(last)
	for i, k := range parts {
		line := "key " + traced[i]
		n := s.count(line)
		s.xdotool("keydown", k)
		s.seen(line, n)
	}
	for i := len(parts) - 1; i >= 0; i-- {
		line := "keyup " + traced[i]
		n := s.count(line)
		s.xdotool("keyup", parts[i])
		if stays {
			s.seen(line, n)
		}
	}
	time.Sleep(settle)
}

// modifierKeys are the names the window's trace gives the modifiers xdotool presses.
var modifierKeys = map[string]string{"ctrl": "ControlLeft", "shift": "ShiftLeft", "alt": "AltLeft"}

// ebitenKey returns the name the window's trace gives the last key of an xdotool key name
// (Ebitengine's Key.String): "ctrl+q" is "Q", "Right" is "ArrowRight", "Return" is "Enter".
func ebitenKey(name string) string {
	k := name[strings.LastIndex(name, "+")+1:]
	switch k {
	case "Right", "Left", "Up", "Down":
		return "Arrow" + k
	case "Return":
		return "Enter"
	}
	return strings.ToUpper(k[:1]) + k[1:]
}

// settle is how long the pointer stays put before a press, so that the window's cursor is where
// the press will be, and after a release or a key.
const settle = 100 * time.Millisecond

// press puts the button down at the pointer and holds it until the window has seen it.
func (s *session) press() {
	s.t.Helper()
	n := s.count("press ")
	s.xdotool("mousedown", "1")
	s.seen("press ", n)
}

// release lets the button up and waits until the window has seen it.
func (s *session) release() {
	s.t.Helper()
	n := s.count("release ")
	s.xdotool("mouseup", "1")
	s.seen("release ", n)
	time.Sleep(settle)
}

// clickXY moves the pointer to a pixel and clicks there, each half seen by the window.
func (s *session) clickXY(x, y int) {
	s.t.Helper()
	s.xdotool("mousemove", fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(settle)
	s.press()
	s.release()
}

// drag presses on one square, moves the pointer in steps as a hand would, and releases on another.
func (s *session) drag(from, to string) {
	s.t.Helper()
	x0, y0 := s.at(from)
	x1, y1 := s.at(to)
	s.xdotool("mousemove", fmt.Sprint(x0), fmt.Sprint(y0))
	time.Sleep(settle)
	s.press()
	for i := 1; i <= 4; i++ {
		x, y := x0+(x1-x0)*i/4, y0+(y1-y0)*i/4
		s.xdotool("mousemove", fmt.Sprint(x), fmt.Sprint(y))
		time.Sleep(settle)
	}
	s.release() // the window reads the pointer at the tick that sees the release: over the target
}

func (s *session) shot(name string) image.Image {
	s.t.Helper()
	path := filepath.Join(s.t.TempDir(), name+".png")
	if out, err := exec.Command("import", "-window", "root", path).CombinedOutput(); err != nil {
		s.t.Fatalf("import: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		s.t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		s.t.Fatal(err)
	}
	if dir := os.Getenv("JANGGI_E2E_SHOTS"); dir != "" {
		copyFile(s.t, path, filepath.Join(dir, name+".png"))
	}
	return img
}

// shotWait is how long a screenshot waits for what it should show. A window starting under a load
// of 30 on two cores showed no counters within 20 s; the wait ends as soon as the picture is right.
const shotWait = 60 * time.Second

// shotUntil takes screenshots until ready accepts one or the limit passes, and returns the last:
// on a loaded machine the window may take a while to show a frame or finish a slide, and the
// assertions that follow say what is wrong if it never does.
func (s *session) shotUntil(name string, limit time.Duration, ready func(image.Image) bool) image.Image {
	s.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		img := s.shot(name)
		if ready(img) || time.Now().After(deadline) {
			return img
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func copyFile(t *testing.T, from, to string) {
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
}

// patch counts the pixels of a square patch around square sq (side 0.3 cells) that match.
func (s *session) patch(img image.Image, sq string, match func(r, g, b int) bool) float64 {
	x, y := s.at(sq)
	return patchAt(img, x, y, int(s.geo.Cell*0.15), match)
}

// bare matches the empty board: light wood (with its grain) and the dark lines. A counter's
// ivory face and its green or red ink match neither.
func bare(r, g, b int) bool {
	wood := r > 170 && g > 120 && b < 170 && r-b > 60
	lines := r < 120 && g < 100 && b < 80
	return wood || lines
}

// occupied reports whether a counter stands on sq in img.
func (s *session) occupied(img image.Image, sq string) bool {
	return s.patch(img, sq, func(r, g, b int) bool { return !bare(r, g, b) }) > 0.4
}

func green(r, g, b int) bool { return g > r+40 && g > b }
func red(r, g, b int) bool   { return r > g+80 && r > b+60 }
func blue(r, g, b int) bool  { return b > r+60 && b > g+30 }

// occupancy returns the squares the screenshot shows a counter on.
func (s *session) occupancy(img image.Image) map[string]bool {
	out := map[string]bool{}
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if s.occupied(img, sq.String()) {
			out[sq.String()] = true
		}
	}
	return out
}

func diffSquares(a, b map[string]bool) []string {
	var out []string
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if a[sq.String()] != b[sq.String()] {
			out = append(out, sq.String())
		}
	}
	return out
}

// TestPlayAgainstTheComputer plays the opening of a game through the real window: a click move,
// the computer's reply, a drag move, and a skin switch, checking each on the screen's pixels.
func TestPlayAgainstTheComputer(t *testing.T) {
	requireTools(t)
	s := start(t, build(t), "--level", "1", "--lang", "en")

	// The board and the start position are drawn.
	img := s.shotUntil("1-start", shotWait, func(img image.Image) bool {
		return s.occupied(img, "a1") && s.occupied(img, "i10")
	})
	start := game.NewPosition(game.Standard(), game.HEEH, game.HEEH)
	seen := s.occupancy(img)
	for sq := game.Square(0); sq < game.SquareCount; sq++ {
		if want := start.At(sq) != game.NoPiece; seen[sq.String()] != want {
			t.Errorf("start: counter on %s is %v on screen, want %v", sq, seen[sq.String()], want)
		}
	}
	if g := s.patch(img, "a1", green); g < 0.03 {
		t.Errorf("Cho's chariot on a1 has %.0f%% green ink, want Cho in green", 100*g)
	}
	if r := s.patch(img, "a10", red); r < 0.03 {
		t.Errorf("Han's chariot on a10 has %.0f%% red ink, want Han in red", 100*r)
	}
	if t.Failed() {
		t.FailNow()
	}

	// Click to move a4-a5; the computer replies. The screenshots are waited for until they show
	// the whole position: one taken while a counter still slides shows it between two points.
	pos := start.Clone()
	s.click("a4")
	s.click("a5")
	s.waitFor("move ply=1 a4a5", 20*time.Second)
	reply := s.playTraced(pos, 1, 2)
	after := s.shotUntil("2-replied", shotWait, func(img image.Image) bool { return s.shows(img, pos) })
	if d := s.misplaced(after, pos); len(d) > 0 {
		t.Errorf("after a4a5 and the computer's %s the screen differs from the position on %v", reply, d)
	}
	if d := diffSquares(seen, s.occupancy(after)); len(d) < 3 || len(d) > 4 {
		t.Errorf("squares that changed after two moves: %v, want the four (or three, after a capture) of a4a5 and %s", d, reply)
	}

	// Drag c4 to c5.
	s.drag("c4", "c5")
	s.waitFor("move ply=3 c4c5", 20*time.Second)
	s.playTraced(pos, 3, 4)
	dragged := s.shotUntil("3-dragged", shotWait, func(img image.Image) bool { return s.shows(img, pos) })
	if d := s.misplaced(dragged, pos); len(d) > 0 {
		t.Errorf("after dragging c4 to c5 and the computer's reply the screen differs from the position on %v", d)
	}

	// Switch the skin with S: every counter stays, the faces change.
	s.key("s")
	s.waitFor("skin pictogram", 20*time.Second)
	pict := s.shotUntil("4-pictogram", shotWait, func(img image.Image) bool { return s.changed(dragged, img, "a1") >= 0.08 })
	if d := diffSquares(s.occupancy(dragged), s.occupancy(pict)); len(d) > 0 {
		t.Errorf("switching the skin moved counters on %v", d)
	}
	if frac := s.changed(dragged, pict, "a1"); frac < 0.08 {
		t.Errorf("the chariot on a1 changed on %.1f%% of its face after the skin switch, want a different figure", 100*frac)
	}
	if g := s.patch(pict, "a1", green); g < 0.03 {
		t.Errorf("the pictogram chariot on a1 has %.0f%% green ink, want Cho in green", 100*g)
	}

	// Ctrl+Q closes the window; the skin switch is saved to the settings file.
	s.closeWith("ctrl+q")
	select {
	case err := <-s.exited:
		if err != nil {
			t.Errorf("the window exited with %v after Ctrl+Q", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the window did not close after Ctrl+Q")
	}
	data, err := os.ReadFile(s.settings)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `skin = "pictogram"`) {
		t.Errorf("the settings file does not keep the skin switch:\n%s", data)
	}
}

// playTraced plays on pos the moves the trace reports for plies from to to, and returns the last.
func (s *session) playTraced(pos *game.Position, from, to int) string {
	s.t.Helper()
	var text string
	for ply := from; ply <= to; ply++ {
		text = strings.Fields(s.waitFor(fmt.Sprintf("move ply=%d ", ply), 30*time.Second))[2]
		mv, err := pos.ParseMove(text)
		if err != nil {
			s.t.Fatalf("the trace's move %d %q: %v", ply, text, err)
		}
		pos.Make(mv)
	}
	return text
}

// changed returns the share of the face of the counter on sq that differs between two screenshots.
func (s *session) changed(a, b image.Image, sq string) float64 {
	x, y := s.at(sq)
	h := int(s.geo.Cell * 0.25)
	changed, n := 0, 0
	for dy := -h; dy <= h; dy++ {
		for dx := -h; dx <= h; dx++ {
			r0, g0, b0, _ := a.At(x+dx, y+dy).RGBA()
			r1, g1, b1, _ := b.At(x+dx, y+dy).RGBA()
			n++
			if absDiff(r0, r1)+absDiff(g0, g1)+absDiff(b0, b1) > 90<<8 {
				changed++
			}
		}
	}
	return float64(changed) / float64(n)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}
