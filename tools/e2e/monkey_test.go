package e2e

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"janggi/game/kind"
	"janggi/record"
)

// The monkey test plays a seeded random walk through the real window, as a player who tries
// everything would: every documented key, the buttons of whatever screen is shown (the window's
// trace reports them, see render/uireport.go, so screens and buttons added later are covered
// without a list of coordinates here), clicks on board points (often on the selected piece's
// destinations, so that games go on), slow and fast drags, the mouse wheel, window resizes, Quit
// and restart (the resume offer), and kill -9 and restart, through all three games and all three
// modes and the puzzles of all three games, with every core kept busy by a spinning process. The window must stay alive and keep
// answering, and the autosave must stay readable by package record.
//
//	JANGGI_MONKEY_SEED=N     replays a run (a failing run prints its seed); unset: a fresh seed
//	JANGGI_MONKEY_ACTIONS=N  the walk's length (default 300)
//	JANGGI_MONKEY_SHOTS=DIR  keeps a screenshot of the screen after every action
func TestMonkey(t *testing.T) {
	if testing.Short() {
		t.Skip("the monkey test takes a minute or two (not in -short)")
	}
	requireTools(t)
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv("JANGGI_MONKEY_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("JANGGI_MONKEY_SEED=%q: want a number", v)
		}
		seed = n
	}
	actions := 300
	if v := os.Getenv("JANGGI_MONKEY_ACTIONS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("JANGGI_MONKEY_ACTIONS=%q: want a positive number", v)
		}
		actions = n
	}
	t.Logf("monkey seed %d, %d actions (replay: JANGGI_MONKEY_SEED=%d scripts/xvfb.sh go test -run TestMonkey ./tools/e2e/)", seed, actions, seed)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("MONKEY FAILED with seed %d: replay with JANGGI_MONKEY_SEED=%d scripts/xvfb.sh go test -run TestMonkey ./tools/e2e/", seed, seed)
		}
	})
	bin := build(t)
	busyCores(t)
	m := &monkey{t: t, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), bin: bin, dir: t.TempDir(),
		clicked: map[string]int{}, seen: map[string]bool{}, spent: map[string]time.Duration{}, counts: map[string]int{}, shots: os.Getenv("JANGGI_MONKEY_SHOTS")}
	m.seedRecords()
	m.start()
	started := time.Now()
	for i := 0; i < actions; i++ {
		t0, n := time.Now(), len(m.log)
		m.act(i)
		if len(m.log) > n {
			kind := strings.Fields(m.log[n])[0]
			m.spent[kind] += time.Since(t0)
			m.counts[kind]++
		}
		m.check(i)
	}
	m.quit()
	m.checkAutosave("at the end")
	for _, g := range monkeyGames {
		for _, md := range monkeyModes {
			if !m.seen["play "+g+" "+md] {
				t.Errorf("the walk never played %s in mode %s", g, md)
			}
		}
	}
	if !m.seen["scene tutorial"] {
		t.Error("the walk never reached the tutorial")
	}
	if !m.seen["scene welcome"] {
		t.Error("the walk never saw the first start's welcome")
	}
	for _, g := range monkeyGames {
		if !m.seen["puzzle "+g] {
			t.Errorf("the walk never saw the puzzles of %s", g)
		}
	}
	t.Logf("the puzzles (last run): %d moves judged, %d solved, %d game switches", m.s.count("puzzle move "), m.s.count("puzzle solved "), m.s.count("puzzle game "))
	var kinds []string
	for k := range m.seen {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	var times []string
	for k, d := range m.spent {
		times = append(times, fmt.Sprintf("%s %d×%v", k, m.counts[k], (d/time.Duration(m.counts[k])).Round(time.Millisecond)))
	}
	slices.Sort(times)
	t.Logf("%d actions in %v: %d window starts, %d moves, %d distinct buttons pressed, %d quick gestures unseen, %d stalls over %v, %d lost releases, %d analyses started in the last run; seen: %s; time per action: %s",
		actions, time.Since(started).Round(time.Second), m.starts, m.moves+m.s.count("move "), len(m.clicked), m.lost, m.stalls, inputWait, m.unstuck, m.s.count("analysis start"), strings.Join(kinds, ", "), strings.Join(times, ", "))
}

var (
	monkeyGames = []string{"janggi", "twelve", "xiangqi"}
	monkeyModes = []string{"ai", "hotseat", "aivsai"}
	// monkeySizes are the window sizes the walk resizes to: the usual, the awkward
	// shapes, the smallest the window asks for, and one smaller still.
	monkeySizes = [][2]int{{1200, 900}, {800, 600}, {1270, 500}, {700, 900}, {640, 480}, {1000, 720}, {1280, 960}, {420, 320}}
)

// monkeyKey is a key the walk presses: its xdotool name, and the name the window's trace gives it.
type monkeyKey struct{ xdo, traced string }

// monkeyKeys are the documented keys (README, the help), and a few the dialogs use.
var monkeyKeys = []monkeyKey{
	{"Left", "ArrowLeft"}, {"Right", "ArrowRight"}, {"Home", "Home"}, {"End", "End"},
	{"ctrl+z", "Z"}, {"ctrl+y", "Y"}, {"p", "P"}, {"space", "Space"}, {"f", "F"}, {"s", "S"},
	{"h", "H"}, {"n", "N"}, {"ctrl+s", "S"}, {"ctrl+o", "O"}, {"l", "L"}, {"m", "M"},
	{"Escape", "Escape"}, {"question", "Slash"}, {"F1", "F1"}, {"Return", "Enter"},
	{"Up", "ArrowUp"}, {"Down", "ArrowDown"}, {"Page_Up", "PageUp"}, {"Page_Down", "PageDown"},
	{"a", "A"}, {"shift+a", "A"}, {"bracketleft", "BracketLeft"}, {"bracketright", "BracketRight"},
	{"ctrl+c", "C"}, {"ctrl+v", "V"}, {"Delete", "Delete"},
}

// uiState is the window's report of its screen (render/uireport.go).
type uiState struct {
	Scene   string `json:"scene"`
	Overlay string `json:"overlay"`
	W       int    `json:"w"`
	H       int    `json:"h"`
	Game    string `json:"game"`
	Mode    string `json:"mode"`
	Over    bool   `json:"over"`
	Buttons []struct {
		ID         string `json:"id"`
		Label      string `json:"label"`
		X, Y, W, H int
		Off        bool `json:"off"`
	} `json:"buttons"`
	Spots   [][2]int `json:"spots"`
	Sel     *int     `json:"sel"`
	Targets []int    `json:"targets"`
	Areas   []struct {
		Name       string `json:"name"`
		X, Y, W, H int
	} `json:"areas"`
}

type monkey struct {
	t       *testing.T
	rng     *rand.Rand
	bin     string
	dir     string // settings, autosave and records, kept across restarts
	s       *session
	starts  int
	moves   int
	log     []string        // the actions, for a failure's report
	clicked map[string]int  // buttons pressed, by scene, overlay and label
	seen    map[string]bool // games, modes, scenes and overlays seen
	goal    string          // "game mode" the walk is steering to, or ""
	steps   int             // steps spent on the goal
	quiting bool            // the last action may have closed the window
	// quitPending is a click on a Quit button that the window had not seen when the walk went
	// on (a loaded machine runs a tick every few seconds): the window may still close, until it
	// reports a release past quitReleases.
	quitPending  bool
	quitReleases int
	shots        string
	lost         int                      // quick gestures the window did not see
	stalls       int                      // waits for the window's answer longer than inputWait (see waitSeen)
	unstuck      int                      // releases X lost, found by unstick
	spent        map[string]time.Duration // time taken by each kind of action, and how many
	counts       map[string]int
}

func (m *monkey) settings() string { return filepath.Join(m.dir, "settings.toml") }
func (m *monkey) autosave() string { return filepath.Join(m.dir, "autosave.pgn") }
func (m *monkey) records() string  { return filepath.Join(m.dir, "records") }

// seedRecords puts records in the records folder for the Open list: the repository's samples
// and a broken one.
func (m *monkey) seedRecords() {
	for _, d := range []string{m.records(), filepath.Join(m.dir, "here"), filepath.Join(m.dir, "home", "games")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			m.t.Fatal(err)
		}
	}
	samples, _ := filepath.Glob("../../record/testdata/gib/*.gib")
	for _, p := range samples {
		copyFile(m.t, p, filepath.Join(m.records(), filepath.Base(p)))
	}
	for name, g := range map[string]kind.Game{"twelve.pgn": kind.Twelve, "xiangqi.pgn": kind.Xiangqi} {
		if err := record.WriteFile(filepath.Join(m.records(), name), []*record.Record{record.New(g, nil)}, record.Options{}, false); err != nil {
			m.t.Fatal(err)
		}
	}
	files := map[string]string{
		"broken.gib":  "[대국결과 \"?\"]\n1. 99차11\n",
		"xiangqi.fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(m.records(), name), []byte(text), 0o644); err != nil {
			m.t.Fatal(err)
		}
	}
	// The player's record beside the autosave: three wins in a row against every level but the
	// last, so that the new-game screen offers the next level (setup:next-level) to press.
	var standing strings.Builder
	for _, g := range kind.Games() {
		for lv := 1; lv < 10; lv++ {
			fmt.Fprintf(&standing, "%s %d 3 0 0 2026-12-06 WWW\n", g, lv)
		}
	}
	if err := os.WriteFile(filepath.Join(m.dir, "level-record.txt"), []byte(standing.String()), 0o644); err != nil {
		m.t.Fatal(err)
	}
}

// start runs the window (again), at a size of the walk's choosing, and waits for its first report.
func (m *monkey) start() {
	m.t.Helper()
	size := monkeySizes[m.rng.IntN(len(monkeySizes)-1)]
	m.quitPending = false
	if m.s != nil {
		m.moves += m.s.count("move ")
	}
	// The file chooser's places (home, the current folder) are the walk's own folders, and the
	// walk never goes up from them (see pressButton): whatever it saves stays in them.
	sandbox := func(cmd *exec.Cmd) {
		cmd.Dir = filepath.Join(m.dir, "here")
		cmd.Env = append(os.Environ(), "HOME="+filepath.Join(m.dir, "home"))
	}
	m.s = launchWith(m.t, m.bin, m.settings(), sandbox, "--autosave", m.autosave(), "--records", m.records(),
		"--width", fmt.Sprint(size[0]), "--height", fmt.Sprint(size[1]))
	m.starts++
	m.logf("start %dx%d", size[0], size[1])
	deadline := time.Now().Add(40 * time.Second)
	for m.ui().Scene == "" {
		m.alive()
		if time.Now().After(deadline) {
			m.fail("the window showed nothing within 40 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	m.seen["scene "+m.ui().Scene] = true // the first start's welcome is answered by the first action
}

// ui returns the window's last report of its screen.
func (m *monkey) ui() uiState {
	m.s.mu.Lock()
	line := m.s.ui
	m.s.mu.Unlock()
	var u uiState
	if line != "" {
		if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "ui ")), &u); err != nil {
			m.fail(fmt.Sprintf("the window's report does not read: %v: %.200s", err, line))
		}
	}
	return u
}

func (m *monkey) logf(format string, args ...any) {
	m.log = append(m.log, fmt.Sprintf(format, args...))
}

// fail stops the walk with what happened, the last actions and the window's errors.
func (m *monkey) fail(what string) {
	m.t.Helper()
	last := m.log[max(0, len(m.log)-25):]
	tail := m.s.stderr.String()
	if len(tail) > 4000 {
		tail = tail[len(tail)-4000:]
	}
	m.t.Fatalf("%s\nlast actions:\n  %s\nwindow's stderr:\n%s", what, strings.Join(last, "\n  "), tail)
}

// hung fails the walk on a window that stopped answering, with what each of its goroutines was
// doing: SIGQUIT makes a Go program print their stacks and exit.
func (m *monkey) hung(what string) {
	m.t.Helper()
	// Does it still see a key? And where is the pointer, over which window?
	n := m.s.count("key F2")
	exec.Command("xdotool", "key", "F2").Run()
	time.Sleep(3 * time.Second)
	loc, _ := exec.Command("xdotool", "getmouselocation", "--shell").CombinedOutput()
	m.t.Logf("after the hang: a key F2 %s seen; pointer: %s", map[bool]string{true: "was", false: "was not"}[m.s.count("key F2") > n], strings.Join(strings.Fields(string(loc)), " "))
	// Does a press after letting go of the button get through (a button the window thinks held)?
	np, nr := m.s.count("press "), m.s.count("release ")
	exec.Command("xdotool", "mouseup", "1", "sleep", "1", "mousedown", "1", "sleep", "1", "mouseup", "1").Run()
	time.Sleep(2 * time.Second)
	m.t.Logf("after the hang: up, down, up: %d presses and %d releases seen", m.s.count("press ")-np, m.s.count("release ")-nr)
	tr := m.s.trace()
	m.t.Logf("the trace's last lines:\n%s", strings.Join(shorten(tr[max(0, len(tr)-40):]), "\n"))
	if m.shots != "" {
		exec.Command("import", "-window", "root", filepath.Join(m.shots, "hung.png")).Run()
	}
	m.s.cmd.Process.Signal(syscall.SIGQUIT)
	select {
	case <-m.s.dead:
	case <-time.After(10 * time.Second):
	}
	m.t.Logf("the window's goroutines when it hung:\n%s", m.s.stderr.String())
	m.fail(what)
}

// alive fails the walk when the window has exited without being asked to.
func (m *monkey) alive() {
	m.t.Helper()
	select {
	case <-m.s.dead:
		m.fail(fmt.Sprintf("the window exited (%v)", m.s.exitErr))
	default:
	}
}

// exited reports whether the window has exited; a clean exit after a quit is restarted, any other fails.
func (m *monkey) exited() bool {
	m.t.Helper()
	select {
	case <-m.s.dead:
	default:
		return false
	}
	if m.s.exitErr != nil || !m.quiting && !m.quitPending {
		m.fail(fmt.Sprintf("the window exited (%v)", m.s.exitErr))
	}
	m.seen["quit and restart"] = true
	m.checkAutosave("after quitting")
	m.start()
	return true
}

// waitSeen waits until the trace has more lines like line than before (see session.count); it
// returns false when the window exited meanwhile, and fails when it stops answering.
//
// The window ends every tick that saw input with a report of its screen: the wait goes on until
// that report is in, so that the next action reads the screen as this input left it.
//
// A wait longer than limit is a stall: it is logged with what the machine was running, and the
// wait goes on up to hangLimit before the window is said to hang.
func (m *monkey) waitSeen(line string, before int, limit time.Duration) bool {
	m.t.Helper()
	start := time.Now()
	stalled := false
	nextUnstick := limit
	for !m.s.seenWithReport(line, before) {
		select {
		case <-m.s.dead:
			return false
		default:
		}
		if !stalled && time.Since(start) > limit {
			stalled = true
			ps, _ := exec.Command("ps", "-eo", "pcpu,ni,etime,comm", "--sort=-pcpu").Output()
			top := strings.Split(string(ps), "\n")
			m.t.Logf("stall: no new %q for %v (load %s); busiest processes:\n%s", line, limit, loadAverage(), strings.Join(top[:min(len(top), 8)], "\n"))
		}
		// A press still unseen is let go and made again every limit: on a starved machine the
		// window may see the release of the first try only after unstick stopped waiting for it.
		if line == "press " && time.Since(start) > nextUnstick {
			m.unstick()
			nextUnstick += limit
		}
		if time.Since(start) > hangLimit {
			m.hung(fmt.Sprintf("the window did not see the input within %v (no new trace line %q): it hangs", hangLimit, line))
		}
		time.Sleep(15 * time.Millisecond)
	}
	if stalled {
		m.stalls++
		m.logf("(a stall of %v)", time.Since(start).Round(100*time.Millisecond))
		m.t.Logf("the stall ended after %v", time.Since(start).Round(100*time.Millisecond))
	}
	return true
}

// unstick is for a press the window has not seen: X sometimes loses a quick click's release (its
// button then stays down for the window, which sees no press until the button is let go). The
// button is let go; when the window sees that release (within unstickWait) it believed the button
// held, and the press is made again. waitSeen tries again while the press is unseen; a window that
// sees no press at all still hangs.
func (m *monkey) unstick() {
	nr := m.s.count("release ")
	m.xdo("mouseup", "1")
	deadline := time.Now().Add(unstickWait)
	for m.s.count("release ") == nr && time.Now().Before(deadline) {
		time.Sleep(15 * time.Millisecond)
	}
	held := m.s.count("release ") > nr
	m.xdo("mousedown", "1")
	if held {
		m.unstuck++
		m.logf("(the window held the button from a lost release: let go and pressed again)")
		m.t.Logf("the window held the button from a lost release: let go and pressed again")
	}
}

// unstickWait is how long unstick waits for the window to see its release: a loaded machine's
// window has been seen to take several seconds a tick.
const unstickWait = 10 * time.Second

// hangLimit is how long a held press or key may go unseen before the window is said to hang: far
// longer than a stall of a starved machine (see waitSeen).
const hangLimit = 90 * time.Second

// loadAverage returns the machine's load average over the last minute, or "?".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(data))[0]
}

func (m *monkey) xdo(args ...string) {
	m.t.Helper()
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		m.fail(fmt.Sprintf("xdotool %v: %v\n%s", args, err, out))
	}
}

const monkeySettle = 40 * time.Millisecond

// moveTo puts the pointer at (x, y) and lets the window see it there.
func (m *monkey) moveTo(x, y int) {
	m.xdo("mousemove", fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(monkeySettle)
}

// press and release hold the button until the window has seen it go down or up.
func (m *monkey) press() bool {
	n := m.s.count("press ")
	m.xdo("mousedown", "1")
	return m.waitSeen("press ", n, inputWait)
}

func (m *monkey) release() bool {
	n := m.s.count("release ")
	m.xdo("mouseup", "1")
	return m.waitSeen("release ", n, inputWait)
}

// click clicks at (x, y): mostly as a quick hand does, the button down and up at once (the
// window sees the press at its next tick, sticky, and the release at the one after), now and then
// holding the button until the window has seen it.
func (m *monkey) click(x, y int) {
	if m.rng.IntN(4) == 0 {
		m.moveTo(x, y)
		if m.press() {
			m.release()
		}
		return
	}
	nr := m.s.count("release ")
	m.xdo("mousemove", fmt.Sprint(x), fmt.Sprint(y), "click", "1")
	m.quick(nr)
}

// quick waits for the release of a quick click or drag (and the report after it). A press and
// release both between two ticks can go unseen (a frame without an update loses the press), so
// a quick gesture is not required to arrive; the held ones tell a window that hangs.
func (m *monkey) quick(releases int) {
	deadline := time.Now().Add(quickWait)
	for !m.s.seenWithReport("release ", releases) {
		select {
		case <-m.s.dead:
			return
		default:
		}
		if time.Now().After(deadline) {
			m.logf("(the quick click or drag was not seen within %v)", quickWait)
			m.lost++
			if m.quiting { // a Quit the window may still see at a later tick
				m.quitPending, m.quitReleases = true, releases
			}
			return
		}
		time.Sleep(15 * time.Millisecond)
	}
}

const quickWait = 2 * time.Second

// drag presses at one point and releases at another: slowly, each step seen, or in one go, as a
// fast hand does (press, move and release within a frame or two).
func (m *monkey) drag(x0, y0, x1, y1 int, fast bool) {
	m.moveTo(x0, y0)
	if fast {
		nr := m.s.count("release ")
		m.xdo("mousedown", "1", "mousemove", fmt.Sprint(x1), fmt.Sprint(y1), "mouseup", "1")
		m.quick(nr)
		return
	}
	if !m.press() {
		return
	}
	for i := 1; i <= 3; i++ {
		m.moveTo(x0+(x1-x0)*i/3, y0+(y1-y0)*i/3)
	}
	m.release()
}

// key presses a key and lets it go, each seen by the window: a key let go and pressed again
// between two ticks would not be seen pressed again.
func (m *monkey) key(k monkeyKey) {
	line := "key " + k.traced
	n, nUp := m.s.count(line), m.s.count("keyup "+k.traced)
	m.xdo("keydown", k.xdo)
	if !m.waitSeen(line, n, inputWait) {
		return
	}
	m.xdo("keyup", k.xdo)
	m.waitSeen("keyup "+k.traced, nUp, inputWait)
}

// pick returns a random element's index with weights w.
func (m *monkey) pick(w ...float64) int {
	sum := 0.0
	for _, x := range w {
		sum += x
	}
	r := m.rng.Float64() * sum
	for i, x := range w {
		if r < x {
			return i
		}
		r -= x
	}
	return len(w) - 1
}

// act plays one step of the walk on the screen the window reports.
func (m *monkey) act(i int) {
	m.t.Helper()
	u := m.ui()
	m.seen["scene "+u.Scene] = true
	if u.Overlay != "" {
		m.seen["overlay "+u.Overlay] = true
	}
	if u.Scene == "game" && u.Mode != "view" {
		m.seen["play "+u.Game+" "+u.Mode] = true
	}
	if u.Scene == "puzzle" {
		m.seen["puzzle "+u.Game] = true
	}
	if u.Over {
		m.seen["game over"] = true
	}
	if u.Mode == "view" {
		m.seen["a record"] = true
	}
	if m.goal == "" && i%15 == 5 {
		m.chooseGoal()
	}
	m.quiting = false
	if m.goal != "" && m.steer(u) {
		return
	}
	press, click := func() { m.pressButton(u) }, func() { m.boardClick(u) }
	drag, flick := func() { m.boardDrag(u, false) }, func() { m.boardDrag(u, true) }
	area, anywhere := func() { m.area(u) }, func() { m.anywhere(u) }
	wait := func() {
		m.logf("wait")
		time.Sleep(time.Duration(200+m.rng.IntN(800)) * time.Millisecond)
	}
	switch {
	case (u.Scene == "game" || u.Scene == "puzzle") && u.Overlay == "": // the puzzles' board is played on too
		m.choose([]weighted{{30, press}, {24, click}, {7, drag}, {7, flick}, {17, m.anyKey}, {4, area}, {2, anywhere},
			{2, m.wheel}, {3, m.resize}, {2, wait}, {0.6, m.quitKey}, {0.4, m.kill}})
	case u.Scene == "editor" && u.Overlay == "": // the position editor: its palette and buttons, and its board
		m.choose([]weighted{{45, press}, {22, click}, {10, drag}, {6, flick}, {10, m.anyKey}, {4, anywhere}, {2, m.resize}, {1, m.quitKey}})
	case u.Scene == "tutorial" && len(u.Spots) > 0: // a lesson: its board and its buttons
		m.choose([]weighted{{40, press}, {35, click}, {10, drag}, {8, m.anyKey}, {4, anywhere}, {2, m.resize}, {1, m.quitKey}})
	default: // the new-game screen, the tutorial's list, a menu, a dialog, the Open list, the help, the pause
		m.choose([]weighted{{60, press}, {18, m.anyKey}, {8, anywhere}, {6, m.wheel}, {4, m.resize}, {1, m.quitKey}})
	}
}

// weighted is one of the walk's actions and its weight: how likely the walk is to choose it.
type weighted struct {
	weight float64
	do     func()
}

// choose plays one of the actions, drawn by weight (with pick).
func (m *monkey) choose(actions []weighted) {
	w := make([]float64, len(actions))
	for i, a := range actions {
		w[i] = a.weight
	}
	actions[m.pick(w...)].do()
}

// chooseGoal picks a game and mode the walk has not played yet, to steer to through the
// new-game screen.
func (m *monkey) chooseGoal() {
	var todo []string
	for _, g := range monkeyGames {
		for _, md := range monkeyModes {
			if !m.seen["play "+g+" "+md] {
				todo = append(todo, g+" "+md)
			}
		}
	}
	for _, g := range monkeyGames { // the puzzles of each game: the puzzles' Game button goes through them
		if !m.seen["puzzle "+g] {
			todo = append(todo, "puzzles")
			break
		}
	}
	if !m.seen["scene tutorial"] { // the tutorial first: reached only through the menu or the new-game screen
		todo = []string{"tutorial"}
	}
	if len(todo) > 0 {
		m.goal, m.steps = todo[m.rng.IntN(len(todo))], 0
		m.logf("goal %s", m.goal)
	}
}

// steerToTutorial takes a step towards the tutorial: the menu's Tutorial, or the new-game
// screen's; it returns false once there, or when the walk should answer the screen.
func (m *monkey) steerToTutorial(u uiState) bool {
	if u.Scene == "tutorial" || m.steps > 12 {
		m.goal = ""
		return false
	}
	if u.Scene == "setup" || u.Scene == "game" && u.Overlay == "menu" {
		if b, ok := findButton(u, "tutorial"); ok {
			m.logf("steer: press tutorial")
			m.click(b.x, b.y)
			return true
		}
		return false
	}
	if u.Scene == "game" && (u.Overlay == "" || u.Overlay == "open" || u.Overlay == "save" || u.Overlay == "playfrom") {
		m.logf("steer: key Escape")
		m.key(monkeyKey{"Escape", "Escape"})
		return true
	}
	return false
}

// steerToPuzzles takes a step towards the puzzles of a game the walk has not seen them of: the
// menu's Puzzles, or the new-game screen's, then the puzzles' Game button until they show that
// game; it returns false once there, or when the walk should answer the screen.
func (m *monkey) steerToPuzzles(u uiState) bool {
	done := true
	for _, g := range monkeyGames {
		done = done && m.seen["puzzle "+g]
	}
	if done || m.steps > 12 {
		m.goal = ""
		return false
	}
	id := ""
	switch {
	case u.Scene == "puzzle" && u.Overlay == "":
		id = "puzzle:game"
	case u.Scene == "setup":
		id = "setup:puzzles"
	case u.Scene == "game" && u.Overlay == "menu":
		id = "menu:puzzles"
	case u.Scene == "game" && (u.Overlay == "" || u.Overlay == "open" || u.Overlay == "save" || u.Overlay == "playfrom"):
		m.logf("steer: key Escape")
		m.key(monkeyKey{"Escape", "Escape"})
		return true
	}
	b, ok := findButton(u, id)
	if id == "" || !ok {
		return false
	}
	m.logf("steer: press %s", id)
	m.click(b.x, b.y)
	return true
}

// steer takes a step towards the goal: out of a dialog, to the new-game screen, the game, the
// mode, Start. It returns false when it leaves the step to the walk.
func (m *monkey) steer(u uiState) bool {
	m.steps++
	if m.goal == "tutorial" {
		return m.steerToTutorial(u)
	}
	if m.goal == "puzzles" {
		return m.steerToPuzzles(u)
	}
	want := strings.Fields(m.goal)
	if m.steps > 12 || u.Scene == "game" && u.Game == want[0] && u.Mode == want[1] {
		m.goal = ""
		return false
	}
	switch {
	case u.Scene == "setup":
		id := "start"
		if u.Game != want[0] {
			id = "game:" + want[0]
		} else if u.Mode != want[1] {
			id = "mode:" + want[1]
		}
		b, ok := findButton(u, id)
		if !ok {
			return false
		}
		m.logf("steer: press %s", id)
		m.click(b.x, b.y)
		return true
	case u.Scene == "game" && u.Overlay == "confirm":
		b, ok := findButton(u, "confirm:yes") // leave the unfinished game for the new-game screen
		if !ok {
			return false
		}
		m.logf("steer: press confirm:yes")
		m.click(b.x, b.y)
		return true
	case u.Scene == "game" && u.Overlay == "":
		m.logf("steer: key n")
		m.key(monkeyKey{"n", "N"})
		return true
	case u.Scene == "puzzle" && u.Overlay == "":
		for _, id := range []string{"puzzle:back", "puzzle:newgame"} {
			if b, ok := findButton(u, id); ok {
				m.logf("steer: press %s", id)
				m.click(b.x, b.y)
				return true
			}
		}
		return false
	case u.Scene == "puzzle" && u.Overlay == "help":
		return false // the walk answers it
	case u.Scene == "puzzle", u.Scene == "editor", u.Scene == "tutorial":
		m.logf("steer: key Escape")
		m.key(monkeyKey{"Escape", "Escape"})
		return true
	case u.Scene == "game" && (u.Overlay == "resume" || u.Overlay == "help" || u.Overlay == "pause"):
		return false // the walk answers these
	case u.Scene == "game":
		m.logf("steer: key Escape")
		m.key(monkeyKey{"Escape", "Escape"})
		return true
	}
	return false
}

// seenWithReport reports whether the trace has more than before lines like line (see count) and
// a report of the screen after the first of them.
func (s *session) seenWithReport(line string, before int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for i, l := range s.lines {
		if l == line || strings.HasSuffix(line, " ") && strings.HasPrefix(l, line) {
			if n++; n == before+1 {
				for _, later := range s.lines[i+1:] {
					if strings.HasPrefix(later, "ui ") {
						return true
					}
				}
				return false
			}
		}
	}
	return false
}

// foundButton is the centre of a button found by id.
type foundButton struct{ x, y int }

func findButton(u uiState, id string) (foundButton, bool) {
	for _, b := range u.Buttons {
		if b.ID == id && !b.Off {
			return foundButton{b.X + b.W/2, b.Y + b.H/2}, true
		}
	}
	return foundButton{}, false
}

// pressButton presses one of the screen's buttons, preferring those pressed least so far; now
// and then one that is off, which must do nothing.
func (m *monkey) pressButton(u uiState) {
	if len(u.Buttons) == 0 {
		m.anywhere(u)
		return
	}
	w := make([]float64, len(u.Buttons))
	for i, b := range u.Buttons {
		w[i] = 1 / float64(1+m.clicked[u.Scene+"/"+u.Overlay+"/"+b.Label])
		if b.Off {
			w[i] *= 0.1
		}
		if b.ID == "up" { // the file chooser's parent folder: a save up there would leave the test's folders
			w[i] = 0
		}
		if strings.HasPrefix(b.ID, "analyse") && !b.Off && !m.seen["analyse"] {
			w[i] *= 20 // the game analysis shows only after a game or in a review: press it when it does
		}
	}
	b := u.Buttons[m.pick(w...)]
	m.clicked[u.Scene+"/"+u.Overlay+"/"+b.Label]++
	if strings.HasPrefix(b.ID, "analyse") && !b.Off {
		m.seen["analyse"] = true
	}
	m.logf("button %q (%s %s)", b.Label, u.Scene, u.Overlay)
	m.quiting = true // the menu's Quit
	m.click(b.X+1+m.rng.IntN(max(1, b.W-2)), b.Y+1+m.rng.IntN(max(1, b.H-2)))
}

// boardClick clicks a board point: often a destination of the selected piece.
func (m *monkey) boardClick(u uiState) {
	if len(u.Spots) == 0 {
		m.anywhere(u)
		return
	}
	i := m.rng.IntN(len(u.Spots))
	if len(u.Targets) > 0 && m.rng.Float64() < 0.7 {
		i = u.Targets[m.rng.IntN(len(u.Targets))]
	}
	if i >= len(u.Spots) {
		m.fail(fmt.Sprintf("the report names spot %d of %d", i, len(u.Spots)))
	}
	p := u.Spots[i]
	m.logf("board %d at %d,%d", i, p[0], p[1])
	m.click(p[0], p[1])
}

// boardDrag drags from a board point (the selected piece, often) to another (one of its
// destinations, often).
func (m *monkey) boardDrag(u uiState, fast bool) {
	if len(u.Spots) == 0 {
		m.anywhere(u)
		return
	}
	from, to := m.rng.IntN(len(u.Spots)), m.rng.IntN(len(u.Spots))
	if u.Sel != nil && len(u.Targets) > 0 && m.rng.Float64() < 0.8 {
		from, to = *u.Sel, u.Targets[m.rng.IntN(len(u.Targets))]
	}
	a, b := u.Spots[from], u.Spots[to]
	m.logf("drag fast=%v %d->%d (%d,%d -> %d,%d)", fast, from, to, a[0], a[1], b[0], b[1])
	m.drag(a[0], a[1], b[0], b[1], fast)
}

// area clicks or drags in the slider or the move list.
func (m *monkey) area(u uiState) {
	if len(u.Areas) == 0 {
		m.anywhere(u)
		return
	}
	a := u.Areas[m.rng.IntN(len(u.Areas))]
	x, y := a.X+m.rng.IntN(max(1, a.W)), a.Y+m.rng.IntN(max(1, a.H))
	if a.Name == "slider" && m.rng.IntN(2) == 0 {
		x1 := a.X + m.rng.IntN(max(1, a.W))
		m.logf("slide %d -> %d", x, x1)
		m.drag(x, y, x1, y, false)
		return
	}
	m.logf("area %s at %d,%d", a.Name, x, y)
	m.click(x, y)
}

// anywhere clicks a random pixel of the window.
func (m *monkey) anywhere(u uiState) {
	x, y := m.rng.IntN(max(1, u.W)), m.rng.IntN(max(1, u.H))
	m.logf("click %d,%d", x, y)
	m.quiting = true // a Quit button the report did not name
	m.click(x, y)
}

func (m *monkey) anyKey() {
	k := monkeyKeys[m.rng.IntN(len(monkeyKeys))]
	m.logf("key %s", k.xdo)
	m.key(k)
}

func (m *monkey) quitKey() {
	m.logf("key ctrl+q")
	m.quiting = true
	m.key(monkeyKey{"ctrl+q", "Q"})
	select {
	case <-m.s.dead:
	case <-time.After(10 * time.Second):
		m.fail("the window did not close within 10 s of Ctrl+Q")
	}
}

func (m *monkey) wheel() {
	b := "4"
	if m.rng.IntN(2) == 0 {
		b = "5"
	}
	m.logf("wheel %s", b)
	m.xdo("click", b)
	time.Sleep(monkeySettle)
}

// resize gives the window another size and waits until its report follows.
func (m *monkey) resize() {
	size := monkeySizes[m.rng.IntN(len(monkeySizes))]
	out, err := exec.Command("xdotool", "search", "--pid", fmt.Sprint(m.s.cmd.Process.Pid)).Output()
	ids := strings.Fields(string(out))
	if err != nil || len(ids) == 0 {
		m.logf("resize: no window (%v)", err)
		return
	}
	m.logf("resize %dx%d", size[0], size[1])
	// A resize just after the window opened can be undone by the window's own first sizing:
	// it is asked again, three times in all, before the window is said not to follow.
	for try := 0; ; try++ {
		m.xdo("windowsize", ids[0], fmt.Sprint(size[0]), fmt.Sprint(size[1]))
		deadline := time.Now().Add(inputWait / 3)
		u := m.ui()
		for ; u.W != size[0] || u.H != size[1]; u = m.ui() {
			select {
			case <-m.s.dead:
				return
			default:
			}
			if time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if u.W == size[0] && u.H == size[1] {
			return
		}
		if try == 2 {
			m.fail(fmt.Sprintf("resized to %dx%d, the window still reports %dx%d after %v", size[0], size[1], u.W, u.H, inputWait))
		}
	}
}

// kill kills the window as a crash would, and starts it again: the autosave must read, and the
// window offers to resume it.
func (m *monkey) kill() {
	m.logf("kill -9")
	m.s.cmd.Process.Signal(syscall.SIGKILL)
	<-m.s.dead
	m.seen["kill and restart"] = true
	m.checkAutosave("after kill -9")
	m.start()
}

// quit closes the window at the end of the walk with Ctrl+Q (unless it is closed).
func (m *monkey) quit() {
	select {
	case <-m.s.dead:
		return
	default:
	}
	m.quitKey()
	if m.s.exitErr != nil {
		m.fail(fmt.Sprintf("the window exited with %v after Ctrl+Q", m.s.exitErr))
	}
}

// check runs after every action: the window is alive (or quit and restarted), its trace counts
// the moves, the autosave reads now and then, and a screenshot is kept when asked.
func (m *monkey) check(i int) {
	m.t.Helper()
	if m.exited() {
		return
	}
	if m.quitPending && m.s.count("release ") > m.quitReleases {
		m.quitPending = false
	}
	if i%10 == 9 {
		m.checkAutosave(fmt.Sprintf("after action %d", i+1))
	}
	// Every button can be clicked: none is outside the window (a Start under the bottom edge of a
	// small window left the walk waiting for a click that could not come).
	u := m.ui()
	for _, b := range u.Buttons {
		if b.X < -1 || b.Y < -1 || b.X+b.W > u.W+1 || b.Y+b.H > u.H+1 {
			m.fail(fmt.Sprintf("after action %d the button %q of the %s screen, at %d,%d %d×%d, is not inside the %d×%d window", i+1, b.Label, u.Scene, b.X, b.Y, b.W, b.H, u.W, u.H))
		}
	}
	if m.shots != "" {
		exec.Command("import", "-window", "root", filepath.Join(m.shots, fmt.Sprintf("%03d-%d.png", i, m.starts))).Run()
	}
}

// checkAutosave reads the autosave with package record, as the next start would, and checks every
// move of it.
func (m *monkey) checkAutosave(when string) {
	m.t.Helper()
	rec, err := record.LoadAutosave(m.autosave())
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		err = rec.Validate()
	}
	if err != nil {
		m.fail(fmt.Sprintf("%s the autosave does not read: %v", when, err))
	}
	m.seen["autosave"] = true
}

// busyCores keeps every core busy with a spinning process until the test ends: the window must
// work on a loaded machine, where its loop runs few ticks and input arrives between them.
// JANGGI_MONKEY_BUSY sets how many spin instead: scripts/test.sh runs the walk beside the other
// packages' tests, which keep every core busy already, and spins none.
func busyCores(t *testing.T) {
	n := runtime.NumCPU()
	if v := os.Getenv("JANGGI_MONKEY_BUSY"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 0 {
			t.Fatalf("JANGGI_MONKEY_BUSY=%q: want a number of spinning processes, 0 or more", v)
		}
	}
	t.Logf("%d spinning processes load the machine (JANGGI_MONKEY_BUSY)", n)
	for range n {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			cmd.Process.Kill()
			cmd.Wait()
		})
	}
}

// shorten cuts each line to 200 bytes, for a log.
func shorten(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l[:min(len(l), 200)]
	}
	return out
}
