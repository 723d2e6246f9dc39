package render

import (
	"bytes"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/render/match"
)

// pointerAt runs one update of g with the pointer at pixel (x, y) and the button as given, as the
// window reads its input each tick: the tick before's pointer is remembered (see input.read).
func pointerAt(t *testing.T, g *gameScene, st *State, x, y float64, pressed, down, released bool) {
	t.Helper()
	prev := st.in
	st.in = input{x: x, y: y, pressed: pressed, down: down, released: released, prevX: prev.x, prevY: prev.y, havePrev: prev.reads > 0, reads: prev.reads + 1}
	if err := g.Update(st); err != nil {
		t.Fatal(err)
	}
}

// squareAt returns the centre of square s of a Janggi scene's board.
func squareAt(t *testing.T, g *gameScene, s string) (float64, float64) {
	t.Helper()
	return janggiOf(t, g).center(testenv.Parse(t, game.ParseSquare, s))
}

// TestAFastDragIsHonoured drags a4 to a5 as fast hands and loaded machines make the window see
// it: the press seen on a4 and the release on a5 with no tick between (the drag's move never
// seen), and the press seen only where the button was let go, a5, the tick before having seen the
// pointer on a4. Both play a4a5. A quick tap on a5 after the pointer rested there, a slow click
// on a5 long after the pointer left a4, and a click-to-move do not play anything more.
func TestAFastDragIsHonoured(t *testing.T) {
	newGame := func() (*gameScene, *State) {
		st := sceneState(t, 1000, 720)
		g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
		shown(t, g)
		return g, st
	}
	moves := func(g *gameScene) []string { return g.b.moves() }

	g, st := newGame()
	ax, ay := squareAt(t, g, "a4")
	bx, by := squareAt(t, g, "a5")
	pointerAt(t, g, st, ax, ay, false, false, false)
	pointerAt(t, g, st, ax, ay, true, true, false)  // pressed on a4
	pointerAt(t, g, st, bx, by, false, false, true) // released on a5 at the next tick
	if got := moves(g); len(got) != 1 || got[0] != "a4a5" {
		t.Errorf("press seen on a4, release on a5 at the next tick: moves %v, want [a4a5]", got)
	}

	g, st = newGame()
	pointerAt(t, g, st, ax, ay, false, false, false) // the pointer rests on a4
	pointerAt(t, g, st, bx, by, true, true, false)   // the press is seen on a5 (sticky), the pointer already there
	pointerAt(t, g, st, bx, by, false, false, true)
	if got := moves(g); len(got) != 1 || got[0] != "a4a5" {
		t.Errorf("press and release both seen on a5, the tick before on a4: moves %v, want [a4a5]", got)
	}

	g, st = newGame()
	pointerAt(t, g, st, bx, by, false, false, false) // the pointer rests on a5: a tap there is a tap
	pointerAt(t, g, st, bx, by, true, true, false)
	pointerAt(t, g, st, bx, by, false, false, true)
	if got := moves(g); len(got) != 0 {
		t.Errorf("a tap on the empty a5: moves %v", got)
	}

	g, st = newGame()
	pointerAt(t, g, st, ax, ay, false, false, false)
	pointerAt(t, g, st, bx, by, true, true, false) // a press on a5 just after leaving a4...
	st.frame += 5                                  // ...held for five frames: a click, not a flick
	pointerAt(t, g, st, bx, by, false, false, true)
	if got := moves(g); len(got) != 0 {
		t.Errorf("a slow click on a5 after the pointer left a4: moves %v", got)
	}

	// Click-to-move c4-c5 with the pointer coming from a4, which could go to a5: only c4c5.
	g, st = newGame()
	cx, cy := squareAt(t, g, "c4")
	dx, dy := squareAt(t, g, "c5")
	pointerAt(t, g, st, cx, cy, true, true, false)
	pointerAt(t, g, st, cx, cy, false, false, true)
	pointerAt(t, g, st, ax, ay, false, false, false)
	pointerAt(t, g, st, dx, dy, true, true, false)
	pointerAt(t, g, st, dx, dy, false, false, true)
	if got := moves(g); len(got) != 1 || got[0] != "c4c5" {
		t.Errorf("click-to-move c4 c5 with the pointer passing over a4: moves %v, want [c4c5]", got)
	}
}

// TestAFastDragDropsInTwelveJanggi: the press seen only on the destination square, the tick before
// on a hand place, drops the piece (Twelve Janggi's hands are part of the board's spots).
func TestAFastDragDropsInTwelveJanggi(t *testing.T) {
	st := sceneState(t, 1000, 720)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), Game: kind.Twelve}))(t)
	shown(t, g)
	b := twelveOf(t, g)
	// Cho takes Han's soldier, Han takes back: each side then has a soldier in hand.
	for _, mv := range [][2]string{{"b2", "b3"}, {"b4", "b3"}} {
		from, _ := twelve.ParseSquare(mv[0])
		to, _ := twelve.ParseSquare(mv[1])
		fx, fy := b.center(from)
		tx, ty := b.center(to)
		pointerAt(t, g, st, fx, fy, false, false, false)
		pointerAt(t, g, st, fx, fy, true, true, false)
		pointerAt(t, g, st, tx, ty, false, false, true)
	}
	if n := len(g.b.moves()); n != 2 {
		t.Fatalf("two fast drags played %d moves (%v)", n, g.b.moves())
	}
	hx, hy := b.slotOf(game.Cho, twelve.Soldier)
	to, _ := twelve.ParseSquare("a2")
	tx, ty := b.center(to)
	pointerAt(t, g, st, hx, hy, false, false, false)
	pointerAt(t, g, st, tx, ty, true, true, false)
	pointerAt(t, g, st, tx, ty, false, false, true)
	if got := g.b.moves(); len(got) != 3 || !strings.HasSuffix(got[2], "@a2") {
		t.Errorf("a flick from Cho's soldier in hand to a2: moves %v", got)
	}
}

// TestTheSelectionIsRingedAndARefusedClickShakes selects Cho's horse on b1: a gold ring is drawn
// around it. A click on e5, which it cannot reach, keeps it selected, asks for the refusal's
// sound (the trace says "refused") and shakes it: drawn a moment later it stands off its point,
// and it is back once the shake is over. A click off the board's points deselects it quietly.
func TestTheSelectionIsRingedAndARefusedClickShakes(t *testing.T) {
	st := sceneState(t, 1000, 720)
	var trace bytes.Buffer
	st.opts.Trace = &trace
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	shown(t, g)
	b := janggiOf(t, g)
	hx, hy := squareAt(t, g, "b1")
	px := make([]byte, 4*1000*720)
	draw := func() {
		t.Helper()
		dst := ebiten.NewImage(1000, 720)
		if err := drawCatching(g, dst); err != nil {
			t.Fatal(err)
		}
		onLoop(func() { dst.ReadPixels(px) })
	}
	// gold counts the ring's gold pixels on a circle just outside the horse's counter, centred
	// dx pixels to the side of its point.
	gold := func(dx float64) int {
		r := b.radius(game.Horse)*1.08 + b.geo.Cell*0.06
		n := 0
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 32 {
			x, y := int(hx+dx+r*math.Cos(a)), int(hy-b.geo.Cell*0.08+r*math.Sin(a))
			i := 4 * (y*1000 + x)
			if c := (color.RGBA{px[i], px[i+1], px[i+2], px[i+3]}); c.R > 0xf0 && c.G > 0xb0 && c.G < 0xd8 && c.B < 0x60 {
				n++
			}
		}
		return n
	}
	draw()
	if n := gold(0); n != 0 {
		t.Fatalf("%d gold pixels around the horse before it is selected", n)
	}
	clickAt(g, st, hx, hy)
	draw()
	if n := gold(0); n < 40 {
		t.Errorf("the selected horse has %d of 64 gold pixels in a ring around it, want a clear ring", n)
	}

	ex, ey := squareAt(t, g, "e5")
	clickAt(g, st, ex, ey)
	if !b.m.Sel.Selected() || b.m.Sel.From.String() != "b1" || len(g.b.moves()) != 0 {
		t.Fatalf("a click on e5: selected %v from %v, moves %v; want the horse still selected", b.m.Sel.Selected(), b.m.Sel.From, g.b.moves())
	}
	if !strings.Contains(trace.String(), "refused\n") {
		t.Errorf("a click where the horse cannot go gave no feedback; trace:\n%s", trace.String())
	}
	if b.m.Shake <= 0 {
		t.Fatal("the horse does not shake after the refused click")
	}
	g.Update(st) // a tick into the shake
	off := match.ShakeAt(b.m.Shake) * b.geo.Cell
	draw()
	if math.Abs(off) < 1 || gold(off) < 40 {
		t.Errorf("shaking, the horse is %.1f pixels off its point with %d gold pixels there; want it visibly aside", off, gold(off))
	}
	for range match.ShakeTicks {
		g.Update(st)
	}
	draw()
	if b.m.Shake != 0 || gold(0) < 40 {
		t.Errorf("after the shake: shake %d, %d gold pixels around the point", b.m.Shake, gold(0))
	}

	// Off the points (between b1 and c2): deselected, without feedback.
	n := strings.Count(trace.String(), "refused")
	cx, cy := squareAt(t, g, "c2")
	clickAt(g, st, (hx+cx)/2, (hy+cy)/2)
	if b.m.Sel.Selected() || strings.Count(trace.String(), "refused") != n {
		t.Errorf("a click between points: selected %v, refusals %d (was %d)", b.m.Sel.Selected(), strings.Count(trace.String(), "refused"), n)
	}
}
