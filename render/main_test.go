package render

import (
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// testLoop runs the tests inside a running game loop: Ebitengine reads pixels back only once its
// loop has started. The tests run in their own goroutine and may draw and read images.
type testLoop struct {
	m    *testing.M
	once sync.Once
	done chan int
	code int
}

// loopWork carries functions the tests want run on the game loop's goroutine.
var loopWork = make(chan func())

// loopIdle is how long one Update waits for work before it lets the loop go round: the loop needs
// to turn now and then, the tests do not.
const loopIdle = 100 * time.Millisecond

// Update waits for the tests' work instead of returning at once: a call of onLoop then runs as
// soon as it is made, not at the next of the loop's 60 ticks a second. Tests that make thousands
// of calls (a frame a move in the memory test) spent most of their time waiting for ticks, and
// more under load, when ticks come late. Work queued meanwhile is run in the same Update.
func (g *testLoop) Update() error {
	g.once.Do(func() { go func() { g.done <- g.m.Run() }() })
	idle := time.NewTimer(loopIdle)
	defer idle.Stop()
	select {
	case f := <-loopWork:
		f()
	case g.code = <-g.done:
		return ebiten.Termination
	case <-idle.C:
		return nil
	}
	for {
		select {
		case f := <-loopWork:
			f()
		case g.code = <-g.done:
			return ebiten.Termination
		default:
			return nil
		}
	}
}

// onLoop runs f on the game loop's goroutine and waits for it, as the window draws text and
// images there (text/v2's caches are the loop's alone). f reports failures with t.Error, never
// t.Fatal, which must run on the test's goroutine. Called from f itself (a helper that draws,
// used inside another onLoop), it runs f at once.
func onLoop(f func()) {
	if onLoopNow.Load() {
		f()
		return
	}
	done := make(chan struct{})
	loopWork <- func() {
		onLoopNow.Store(true)
		defer close(done)
		defer onLoopNow.Store(false)
		f()
	}
	<-done
}

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
