package render

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// emptyWindow is the benchmark's yardstick: an Ebitengine window of the same size that only fills
// its screen with a new colour every frame. What it measures is what the machine (its OpenGL, its
// X server, its load) allows any Ebitengine program, so that the window's own figures can be read
// against it: a tick rate the empty window cannot reach either is the machine's, not the game's.
type emptyWindow struct {
	bench *benchRecorder
	n     uint8
}

func (e *emptyWindow) Update() error {
	e.bench.tick()
	if e.bench.finished() {
		return ebiten.Termination
	}
	return nil
}

func (e *emptyWindow) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	e.n++
	screen.Fill(color.RGBA{R: e.n, G: 0x80, B: 0x40, A: 0xff})
	e.bench.spent(time.Since(t0), true)
	e.bench.frame()
}

func (e *emptyWindow) Layout(w, h int) (int, int) { return w, h }

// RunEmpty runs the benchmark's yardstick (see emptyWindow) for bench.Duration in a window of
// width×height, and hands the figures to bench.Done. The computer does not play.
func RunEmpty(bench BenchOptions, width, height int) error {
	if width <= 0 || height <= 0 {
		width, height = 1100, 800
	}
	started := time.Now()
	b := newBenchRecorder(Options{Bench: &bench, Started: started})
	ebiten.SetWindowTitle("Janggi: empty window benchmark")
	ebiten.SetWindowSize(width, height)
	ebiten.SetRunnableOnUnfocused(true)
	fixMmapThreshold() // as the window does
	err := ebiten.RunGame(&emptyWindow{bench: b})
	b.report()
	return err
}
