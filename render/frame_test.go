package render

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/layout"
	"janggi/render/match"
)

// TestAnEqualFrameKeyDrawsTheSamePicture checks what the frame skip (app.Draw, framed) relies on:
// a frame key equal to the last one means the picture has not changed. A seeded random walk of
// the player's inputs goes through every game: the keys, the screen's buttons (from the scene's
// report, so that buttons added later are walked too), clicks and drags on the board, the pointer
// hovering over buttons without a click, the wheel, the time passing (the clocks, the thinking
// dots, the glows), window sizes. After every step the scene is drawn: whenever its key equals
// the one before, its picture must equal the one before, pixel for pixel; an input the key
// forgets would leave a stale picture on the screen.
func TestAnEqualFrameKeyDrawsTheSamePicture(t *testing.T) {
	tc, _ := clock.ParseTimeControl("5m 3x30s")
	// The clocks' time, which the walk's "time passes" steps move: what the clocks show does not
	// depend on how fast the machine runs the test, and no step sleeps.
	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	configs := []match.Config{
		{Mode: kind.HotSeat, Rules: game.Standard(), Time: tc},
		{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{1, 1}, Rules: game.MustPreset("xiangqi")},
		{Mode: kind.HotSeat, Rules: game.Standard(), Game: kind.Twelve, Time: tc},
	}
	sizes := [][2]float64{{1000, 720}, {800, 600}, {700, 900}}
	keys := []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyHome, ebiten.KeyEnd, ebiten.KeyF,
		ebiten.KeyS, ebiten.KeyH, ebiten.KeyL, ebiten.KeyM, ebiten.KeyP, ebiten.KeySpace, ebiten.KeyEscape, ebiten.KeyF1,
		ebiten.KeyEnter, ebiten.KeyArrowDown, ebiten.KeyArrowUp}
	for ci, cfg := range configs {
		rng := rand.New(rand.NewPCG(uint64(ci), 7))
		sz := sizes[ci%len(sizes)]
		st := sceneState(t, sz[0], sz[1])
		st.now = func() time.Time { return now }
		g := live(newGameScene(st, cfg))(t)
		var sc scene = g
		dst := ebiten.NewImage(int(sz[0]), int(sz[1]))
		var last []byte
		var lastKey any
		var steps []string
		for i := 0; i < 50; i++ {
			var what string
			st.in = input{x: st.in.x, y: st.in.y}
			r := report(sc)
			switch k := rng.IntN(12); {
			case k < 3 && len(r.Buttons) > 0: // a button
				b := r.Buttons[rng.IntN(len(r.Buttons))]
				what = fmt.Sprintf("button %q", b.Label)
				sc = clickOn(t, sc, st, float64(b.X+b.W/2), float64(b.Y+b.H/2))
			case k < 5 && len(r.Spots) > 0: // the board: a target of the selection, often
				p := r.Spots[rng.IntN(len(r.Spots))]
				if len(r.Targets) > 0 && rng.IntN(2) == 0 {
					p = r.Spots[r.Targets[rng.IntN(len(r.Targets))]]
				}
				what = fmt.Sprintf("board %v", p)
				sc = clickOn(t, sc, st, float64(p[0]), float64(p[1]))
			case k < 7: // a key
				key := keys[rng.IntN(len(keys))]
				what = "key " + key.String()
				st.in.keys = []ebiten.Key{key}
				sc = update(t, sc, st)
			case k < 9 && len(r.Buttons) > 0: // hovering over a button
				b := r.Buttons[rng.IntN(len(r.Buttons))]
				what = fmt.Sprintf("hover %q", b.Label)
				st.in.x, st.in.y = float64(b.X+1), float64(b.Y+1)
				sc = update(t, sc, st)
			case k < 10: // the wheel
				what = "wheel"
				st.in.wheel = float64(rng.IntN(3) - 1)
				sc = update(t, sc, st)
			default: // time passes
				d := time.Duration(rng.IntN(1200)) * time.Millisecond
				what = fmt.Sprintf("wait %v", d)
				for end := now.Add(d); ; now = now.Add(time.Second / match.TPS) { // an update a tick apart
					sc = update(t, sc, st)
					if !now.Before(end) {
						break
					}
				}
			}
			steps = append(steps, what)
			f, ok := sc.(framed)
			if !ok {
				lastKey, last = nil, nil
				continue
			}
			key := f.frame()
			if err := drawCatching(sc, dst); err != nil {
				t.Fatal(err)
			}
			px := make([]byte, 4*int(sz[0])*int(sz[1]))
			onLoop(func() { dst.ReadPixels(px) })
			if f.frame() != key { // a clock's second turned while it was drawn: not a picture of this key
				lastKey, last = nil, nil
				continue
			}
			if last != nil && key == lastKey && !bytes.Equal(px, last) {
				t.Fatalf("game %d at %.0f×%.0f: after %s the frame key did not change but the picture did (%d pixels): the frame skip would leave a stale screen; steps: %v",
					ci, sz[0], sz[1], what, differing(px, last), steps[max(0, len(steps)-8):])
			}
			lastKey, last = key, px
		}
		if c, ok := sc.(interface{ close() }); ok && sc != scene(g) {
			c.close()
		}
		st.screen = layout.Split(sz[0], sz[1], 1)
	}
}

// report returns the scene's report of its screen.
func report(sc scene) uiReport { return sc.report() }

// clickOn presses and releases the button at (x, y), a tick each, and returns the scene shown.
func clickOn(t *testing.T, sc scene, st *State, x, y float64) scene {
	t.Helper()
	st.in = input{x: x, y: y, pressed: true, down: true}
	sc = update(t, sc, st)
	st.in = input{x: x, y: y, released: true}
	return update(t, sc, st)
}

// differing counts the pixels that differ between two pictures.
func differing(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a) && i+3 < len(b); i += 4 {
		if !bytes.Equal(a[i:i+4], b[i:i+4]) {
			n++
		}
	}
	return n
}
