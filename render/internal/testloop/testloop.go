// Package testloop runs a package's tests inside a running Ebitengine game loop, for the window's
// packages whose tests draw: Ebitengine reads pixels back only once its loop has started.
//
// The tests hold the loop: it stays inside one Update while they run and goes round only when a
// test asks, in Do. Between two Updates Ebitengine runs its own hooks on the loop's goroutine, and
// text/v2's moves the glyph caches' clock, which every measure and draw of text reads: a test that
// laid out a scene while the loop went round on its own raced with it (go test -race). Held, the
// loop and the tests take turns, each turn handed over on a channel.
package testloop

import (
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs the tests of m on a game loop of a 16×16 window and exits with their code. A package's
// TestMain calls it; it needs an X display (scripts/test.sh runs the tests under scripts/xvfb.sh).
func Main(m *testing.M) {
	ebiten.SetWindowSize(16, 16)
	g := &game{m: m, done: make(chan int, 1)}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

// game is the loop the tests run in.
type game struct {
	m       *testing.M
	started bool
	done    chan int
	code    int
}

// work carries functions the tests want run on the game loop's goroutine; the loop goes round
// after each.
var work = make(chan func())

// back tells the test that queued the last work that the loop came round and is held again.
var back = make(chan struct{})

// Update starts the tests on the first call. It then waits inside Update, the loop held, until a
// test hands it work: it runs it and returns, letting the loop go round once; the next Update
// hands the loop back to that test before waiting again.
func (g *game) Update() error {
	if !g.started {
		g.started = true
		go func() { g.done <- g.m.Run() }()
	} else {
		back <- struct{}{}
	}
	select {
	case f := <-work:
		f()
		return nil
	case g.code = <-g.done:
		return ebiten.Termination
	}
}

func (g *game) Draw(*ebiten.Image)         {}
func (g *game) Layout(int, int) (int, int) { return 16, 16 }

// Do runs f on the game loop's goroutine, lets the loop go round once (a frame's end, where
// Ebitengine carries out its draw queue) and returns once the loop is held again. The window draws
// text and images on the loop's goroutine; f reports failures with t.Error, never t.Fatal, which
// must run on the test's goroutine. Called from f itself (a helper that draws, used inside another
// Do), it runs f at once.
func Do(f func()) {
	if now.Load() {
		f()
		return
	}
	mu.Lock()
	defer mu.Unlock()
	work <- func() {
		now.Store(true)
		defer now.Store(false)
		f()
	}
	<-back
}

// mu lets one goroutine at a time hand the loop work and wait for it to come round.
var mu sync.Mutex

// now is set while a function of Do runs on the loop.
var now atomic.Bool
