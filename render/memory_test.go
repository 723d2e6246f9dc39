package render

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/ai"
	aitwelve "janggi/ai/twelve"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/record"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/ui"
)

// normalPriority runs the engine's searches on a goroutine of their own, off the thread of nice 10
// the window gives a search (package match): on a busy machine the test then plays at the
// engine's speed rather than on the machine's spare time. The engine, and what it allocates, are
// the window's.
type normalPriority struct{ e *ai.Engine }

// BestMove implements match.EngineOf.
func (n normalPriority) BestMove(ctx context.Context, pos *game.Position, level int, progress func(depth, score int, pv []game.Move)) (game.Move, error) {
	type answer struct {
		m   game.Move
		err error
	}
	ch := make(chan answer, 1)
	go func() {
		m, err := n.e.BestMove(ctx, pos, level, progress)
		ch <- answer{m, err}
	}()
	a := <-ch
	return a.m, a.err
}

// rssMB returns the process's resident memory now and at its peak, in MB (Linux's VmRSS and
// VmHWM).
func rssMB(t *testing.T) (now, peak float64) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			now = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return now, peak
}

// largestRecord returns a PGN file as large as the window opens (library.MaxFileSize), of long
// games: the longest of a few seeded random games of casual rules (where no counting ends them
// early), played to their end, repeated to fill the file; and the moves of one game.
func largestRecord(t *testing.T) ([]byte, int) {
	rng := rand.New(rand.NewPCG(14, 3))
	var longest *game.Game
	for i := 0; i < 20; i++ {
		g := game.NewGame(game.MustPreset("casual"), game.HEEH, game.HEEH)
		for !g.Result().Over() {
			legal := g.Position().LegalMoves(nil)
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if longest == nil || len(g.Moves()) > len(longest.Moves()) {
			longest = g
		}
	}
	var one strings.Builder
	if err := record.Write(&one, record.PGN, record.FromGame(port.GameOf(longest)), record.Options{}); err != nil {
		t.Fatal(err)
	}
	n := library.MaxFileSize / (one.Len() + 1)
	return []byte(strings.Repeat(one.String()+"\n", n)), len(longest.Moves())
}

// The memory bounds of the window, on what the Go runtime holds: the resident memory (VmHWM) is
// mostly the graphics driver's (software OpenGL under Xvfb) and moves with the driver and the
// machine, so the test reports it without a verdict. heapGrowthBound is how much the live heap may
// grow from the 500th to the 1,000th move of play (a leak of a few tens of kilobytes a move shows
// there). docs/window.md gives the figures they were set from.
const (
	heapGrowthBound = 32 // MB
	// goMemoryBound bounds the Go runtime's part of the peak (what it took from the system): the
	// rest is the test binary, Ebitengine and software OpenGL (Mesa's llvmpipe under Xvfb), which
	// the window does not control. Measured 116 MB, under the window's soft limit (MemoryLimit,
	// 80 MB) but for a moment while the 200,000-move game is replayed.
	goMemoryBound = 150 // MB
)

// goSysMB returns the memory the Go runtime has obtained from the system, in MB: never less than
// the most it held at once (it counts what it has handed back too), so a bound on the Go part of
// the peak.
func goSysMB() float64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(ms.Sys) / (1 << 20)
}

// liveHeapMB returns the live heap after a garbage collection, in MB.
func liveHeapMB() float64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(ms.HeapAlloc) / (1 << 20)
}

// memoryProcess runs the test named in a process of its own and passes on its log: the peak
// is the process's, and what the package's other tests leave behind (software OpenGL keeps its
// buffers: 2.7 GB after one of them; Ebitengine keeps its largest frame's draw queue) would count.
//
// The test waiting on the process runs in parallel with the package's other tests (t.Parallel):
// its verdicts are on the process's own Go runtime, which they do not touch, and TestWindowMemory
// is the package's longest test by far.
func memoryProcess(t *testing.T, name string) {
	t.Parallel()
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$", "-test.v", "-test.timeout=15m")
	cmd.Env = append(os.Environ(), "JANGGI_WINDOW_MEMORY=1")
	out, err := cmd.CombinedOutput()
	for _, l := range strings.Split(string(out), "\n") {
		if _, msg, ok := strings.Cut(l, "memory_test.go:"); ok {
			_, msg, _ = strings.Cut(msg, ": ")
			t.Log(msg)
		}
	}
	if err != nil {
		t.Fatalf("the memory test's process: %v\n%s", err, out)
	}
}

// windowEngine returns the window's Janggi engine as cmd/janggi makes it: its table follows the
// level, and it searches on every core.
func windowEngine(t *testing.T) *ai.Engine {
	e := ai.NewEngine(1)
	if err := e.SetLevelHash(true); err != nil {
		t.Fatal(err)
	}
	if err := e.SetThreads(min(runtime.NumCPU(), 256)); err != nil {
		t.Fatal(err)
	}
	return e
}

// memoryState returns the window's state for the memory tests, of a 1200×900 window, with the
// engine e at normal priority and the window's Twelve Janggi engine.
func memoryState(e *ai.Engine, f *ui.Fonts) *State {
	opts := &Options{Analysis: analyser.NewWindow(), Engines: match.Engines{Janggi: normalPriority{e}, Twelve: aitwelve.NewEngine(16)}, MaxLevel: ai.MaxLevel, Settings: config.Settings{Hints: true}}
	st := testState(opts, f)
	st.keeper = library.NewKeeper("")
	st.screen = layout.Split(1200, 900, 1)
	return st
}

// playMoves has the computer play itself from a new game of cfg until the game ends or ply
// moves were played, one call of the test loop a move, drawn once into img; it returns the
// scene, which the caller closes.
func playMoves(t *testing.T, st *State, cfg match.Config, img *ebiten.Image, plies int) *gameScene {
	g, err := newGameScene(st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	// A hang guard, not a verdict: the game fails only when no move came for a whole moveStall,
	// however long the game takes on a loaded machine.
	stuck := false
	for !g.m.Result().Over() && g.m.Ply() < plies && !stuck {
		// One call of the test loop a move, drawn once (the loop serves one call a frame, and
		// what is drawn goes to the GPU at the end of the frame, as in the window; software
		// OpenGL on a busy machine makes every picture dear).
		onLoop(func() {
			hang := time.Now().Add(moveStall)
			for ply := g.m.Ply(); g.m.Ply() == ply && !g.m.Result().Over(); {
				update(t, g, st)
				if _, _, thinking := g.m.Thinking(); thinking {
					time.Sleep(time.Millisecond) // leave the cores to the search
				}
				if stuck = time.Now().After(hang); stuck {
					return
				}
			}
			g.Draw(img)
		})
	}
	if stuck {
		t.Fatalf("no move for %v at move %d: the game is stuck", moveStall, g.m.Ply())
	}
	return g
}

// moveStall only turns a game that stopped into a failure: a level-1 move takes milliseconds.
const moveStall = 2 * time.Minute

// ordinaryHeapBound bounds the live Go heap of the window after an ordinary game: the computer
// against itself at level 1 for 60 moves at 1200×900: the engine's 1 MB table and its thread's
// move-ordering tables, 4 MB, Ebitengine's draw queue (small since it is carried out as it
// fills), fonts and the scenes; docs/window.md#memory has the measured figures.
const ordinaryHeapBound = 24 // MB

// TestWindowHeapOrdinary checks the window's own memory in the ordinary case, where the total
// resident memory is mostly software OpenGL's and moves with the machine: the live Go heap after a
// game at level 1, drawn as the window draws it, stays under ordinaryHeapBound.
func TestWindowHeapOrdinary(t *testing.T) {
	if os.Getenv("JANGGI_WINDOW_MEMORY") != "1" {
		memoryProcess(t, "TestWindowHeapOrdinary")
		return
	}
	debug.SetMemoryLimit(MemoryLimit(ai.LevelHash(ai.MaxLevel)))
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	st := memoryState(windowEngine(t), f)
	img := ebiten.NewImage(1200, 900)
	defer img.Deallocate()
	cfg := match.Config{Mode: kind.AIvsAI, Levels: [2]int{1, 1}, Rules: game.MustPreset("standard"), Setups: [2]game.Setup{game.HEEH, game.HEEH}}
	// Level 1 plays at random, and a game now and then ends early (a bikjang, a mate): the
	// games go on, one after the other, until 60 moves have been played in all.
	g := playMoves(t, st, cfg, img, 60)
	plies := g.m.Ply()
	for plies < 60 {
		g.close()
		g = playMoves(t, st, cfg, img, 60-plies)
		plies += g.m.Ply()
	}
	heap := liveHeapMB()
	runtime.KeepAlive(g) // the game on the board is part of the heap, as in the window
	g.close()
	_, peak := rssMB(t)
	t.Logf("%d moves at level 1: live heap %.1f MB, the Go runtime's at most %.0f MB, peak RSS %.0f MB", plies, heap, goSysMB(), peak)
	if heap > ordinaryHeapBound {
		t.Errorf("the live heap after an ordinary game is %.1f MB, over its bound of %d MB", heap, ordinaryHeapBound)
	}
}

// stepThrough opens the record rec (name, of games games) in a game scene and steps through its
// moves from the start to ply end, step moves at a time, a frame each, drawn into img.
func stepThrough(t *testing.T, st *State, img *ebiten.Image, name string, rec *record.Record, games, end, step int) {
	var g *gameScene
	var err error
	onLoop(func() { g, err = openedScene(st, name, rec, games) })
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ply <= end; ply += step {
		onLoop(func() {
			g.m.StepTo(ply)
			update(t, g, st)
			g.Draw(img)
		})
	}
	g.close()
}

// TestWindowMemory checks that the Go runtime's memory stays bounded by goMemoryBound, and the live
// heap does not grow (heapGrowthBound), through
// the heaviest things a player can do to it: opening the largest record file it accepts (4 MB
// of long games) and stepping through every move of one, opening the longest game a record may
// hold (200,000 moves), then 1,000 moves of computer-against-computer play, game after game,
// drawn as the window draws them.
func TestWindowMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc/self/status")
	}
	if raceBuild {
		// Its bounds are on memory the race detector multiplies, and its 200,000 moves would take
		// it tens of minutes; the plain run (scripts/test.sh runs both) measures it.
		t.Skip("measures memory, which the race detector multiplies")
	}
	if os.Getenv("JANGGI_WINDOW_MEMORY") != "1" {
		memoryProcess(t, "TestWindowMemory")
		return
	}
	// The window's soft limit on the Go runtime's memory, as cmd/janggi sets it.
	debug.SetMemoryLimit(MemoryLimit(ai.LevelHash(ai.MaxLevel)))
	data, plies := largestRecord(t)
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	// The window's engines, as cmd/janggi makes them (windowEngine).
	e := windowEngine(t)
	st := memoryState(e, f)
	_, start := rssMB(t)
	t0 := time.Now()

	rec, games, err := library.Read("largest.pgn", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var g *gameScene
	img := ebiten.NewImage(1200, 900)
	defer img.Deallocate()
	stepThrough(t, st, img, "largest.pgn", rec, games, plies, 1) // every move of the record, a frame each, as → steps through it
	_, opened := rssMB(t)
	t.Logf("opened %d KB of %d games of %d moves and stepped through one: peak RSS %.0f MB (%.0f MB at the start), the Go runtime's at most %.0f MB, %v",
		len(data)>>10, games, plies, opened, start, goSysMB(), time.Since(t0).Round(time.Millisecond))

	// The longest game a record may hold: record.MaxMoves moves (horses going back and forth),
	// stepped through in jumps of 10,000 moves and to its end.
	var long strings.Builder
	for i := range record.MaxMoves {
		long.WriteString([4]string{"Hc3 ", "Hc8 ", "Hb1 ", "Hb10 "}[i%4])
	}
	if rec, games, err = library.Read("longest.pgn", []byte(long.String()), nil); err != nil || len(rec.Moves) != record.MaxMoves {
		t.Fatalf("the longest record: %v", err)
	}
	stepThrough(t, st, img, "longest.pgn", rec, games, record.MaxMoves, 10000)
	_, opened = rssMB(t)
	t.Logf("opened a game of %d moves and stepped to its end: peak RSS %.0f MB, the Go runtime's at most %.0f MB, %v", record.MaxMoves, opened, goSysMB(), time.Since(t0).Round(time.Millisecond))

	moves, played, heap500 := 0, 0, 0.0
	cfg := match.Config{Mode: kind.AIvsAI, Levels: [2]int{1, 1}, Rules: game.MustPreset("casual"), Setups: [2]game.Setup{game.HEEH, game.HEEH}}
	for moves < 1000 {
		g = playMoves(t, st, cfg, img, 1000-moves)
		played++
		before := moves
		moves += g.m.Ply()
		t.Logf("game %d: %d moves, %d in all, %v", played, g.m.Ply(), moves, time.Since(t0).Round(time.Millisecond))
		g.close()
		if before < 500 && moves >= 500 {
			heap500 = liveHeapMB()
		}
	}
	now, peak := rssMB(t)
	heap1000 := liveHeapMB()
	runtime.KeepAlive(st) // its engines' tables are part of both heap figures
	goMB := goSysMB()
	t.Logf("then %d moves of computer against computer in %d games: RSS %.0f MB, peak %.0f MB (the Go runtime's at most %.0f MB), live heap %.0f MB after move 500 and %.0f MB after move 1000, %v in all",
		moves, played, now, peak, goMB, heap500, heap1000, time.Since(t0).Round(time.Millisecond))
	if goMB > goMemoryBound {
		t.Errorf("the Go runtime took %.0f MB from the system, over its bound of %d MB", goMB, goMemoryBound)
	}
	if heap1000-heap500 > heapGrowthBound {
		t.Errorf("the live heap grew by %.0f MB from move 500 to move 1000, over %d MB: something keeps what it no longer needs", heap1000-heap500, heapGrowthBound)
	}
}

// paintedQueueBound bounds the Go heap that painting the board's picture at the window's
// 1200×900 may leave behind: Ebitengine's draw queue for one band and the labels' glyphs, well
// under a megabyte. Painted in one go, the queue grew through every size up to what the whole
// picture needed, and Ebitengine's pool of commands kept each size alive (6.5 MB).
const paintedQueueBound = 3 // MB

// TestThePaintedBoardLeavesNoDrawQueueBehind paints the board's picture as the window does at
// 1200×900, in a process of its own (another test's largest frame would already have grown
// Ebitengine's draw queue), and fails when the live Go heap grew by more than paintedQueueBound.
func TestThePaintedBoardLeavesNoDrawQueueBehind(t *testing.T) {
	if os.Getenv("JANGGI_WINDOW_MEMORY") != "1" {
		memoryProcess(t, "TestThePaintedBoardLeavesNoDrawQueueBehind")
		return
	}
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	g := layout.Fit(layout.Janggi(), layout.Rect{W: 800, H: 900}, false)
	var l boardLayer
	onLoop(func() {}) // the loop's own first frames
	before := liveHeapMB()
	onLoop(func() { l.image(g, f, 12) })
	onLoop(func() {}) // the frame's end: its queue carried out
	grew := liveHeapMB() - before
	runtime.KeepAlive(&l)
	t.Logf("the board's picture (%.0f×%.0f) left %.1f MB of live heap", g.Frame.W, g.Frame.H, grew)
	if grew > paintedQueueBound {
		t.Errorf("painting the board's picture left %.1f MB of live heap, over %d MB", grew, paintedQueueBound)
	}
}
