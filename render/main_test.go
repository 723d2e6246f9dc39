package render

import (
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// testLoop runs the tests inside a running game loop: Ebitengine reads pixels back only once its
// loop has started. The tests run in their own goroutine and may draw and read images.
//
// The tests hold the loop: it stays inside one Update while they run and goes round only when a
// test asks, in onLoop. Between two Updates Ebitengine runs its own hooks on the loop's goroutine,
// and text/v2's moves the glyph caches' clock, which every measure and draw of text reads: a test
// that laid out a scene while the loop went round on its own raced with it (go test -race). Held,
// the loop and the tests take turns, each turn handed over on a channel.
type testLoop struct {
	m       *testing.M
	started bool
	done    chan int
	code    int
}

// loopWork carries functions the tests want run on the game loop's goroutine; the loop goes round
// after each.
var loopWork = make(chan func())

// loopBack tells the test that queued the last work that the loop came round and is held again.
var loopBack = make(chan struct{})

// Update starts the tests on the first call. It then waits inside Update, the loop held, until a
// test hands it work: it runs it and returns, letting the loop go round once; the next Update
// hands the loop back to that test before waiting again.
func (g *testLoop) Update() error {
	if !g.started {
		g.started = true
		go func() { g.done <- g.m.Run() }()
	} else {
		loopBack <- struct{}{}
	}
	select {
	case f := <-loopWork:
		f()
		return nil
	case g.code = <-g.done:
		return ebiten.Termination
	}
}

// onLoop runs f on the game loop's goroutine, lets the loop go round once (a frame's end, where
// Ebitengine carries out its draw queue) and returns once the loop is held again. The window draws
// text and images on the loop's goroutine; f reports failures with t.Error, never t.Fatal, which
// must run on the test's goroutine. Called from f itself (a helper that draws, used inside another
// onLoop), it runs f at once.
func onLoop(f func()) {
	if onLoopNow.Load() {
		f()
		return
	}
	loopMu.Lock()
	defer loopMu.Unlock()
	loopWork <- func() {
		onLoopNow.Store(true)
		defer onLoopNow.Store(false)
		f()
	}
	<-loopBack
}

// loopMu lets one goroutine at a time hand the loop work and wait for it to come round.
var loopMu sync.Mutex

// onLoopNow is set while a function of onLoop runs on the loop.
var onLoopNow atomic.Bool

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return 16, 16 }

// TestMain needs an X display (scripts/test.sh runs the tests under scripts/xvfb.sh).
func TestMain(m *testing.M) {
	ebiten.SetWindowSize(16, 16)
	g := &testLoop{m: m, done: make(chan int, 1)}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
