package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/internal/testloop"
	"janggi/render/layout"
)

// pointer is a Pointer at (x, y) that pressed there this tick when pressed is set.
type pointer struct {
	x, y    float64
	pressed bool
}

func (p pointer) At() (float64, float64)     { return p.x, p.y }
func (p pointer) Clicked(r layout.Rect) bool { return p.pressed && r.Contains(p.x, p.y) }

// TestClickButtonsRunsTheButtonClicked clicks over a row of buttons: only an enabled button with an
// action acts, a caption or a disabled button under the pointer never does, and a click beside
// every button acts on none.
func TestClickButtonsRunsTheButtonClicked(t *testing.T) {
	var acted []string
	act := func(s string) func() { return func() { acted = append(acted, s) } }
	bs := []Button{
		{R: layout.Rect{X: 0, Y: 0, W: 10, H: 10}, Label: "name", Caption: true, Act: act("caption")},
		{R: layout.Rect{X: 10, Y: 0, W: 10, H: 10}, Label: "off", Disabled: true, Act: act("disabled")},
		{R: layout.Rect{X: 20, Y: 0, W: 10, H: 10}, Label: "none"},
		{R: layout.Rect{X: 30, Y: 0, W: 10, H: 10}, Label: "go", Act: act("go")},
	}
	for _, c := range []struct {
		p    pointer
		want bool
		what string
	}{
		{pointer{5, 5, true}, false, ""},
		{pointer{15, 5, true}, false, ""},
		{pointer{25, 5, true}, false, ""},
		{pointer{35, 5, false}, false, ""},
		{pointer{35, 15, true}, false, ""},
		{pointer{35, 5, true}, true, "go"},
	} {
		acted = nil
		got := ClickButtons(c.p, bs)
		if got != c.want || (c.what == "" && len(acted) > 0) || (c.what != "" && (len(acted) != 1 || acted[0] != c.what)) {
			t.Errorf("a click at %+v: ClickButtons = %v, acted %q; want %v, %q", c.p, got, acted, c.want, c.what)
		}
	}
}

// TestBoxAroundHoldsEveryButton checks the box around buttons: every button inside it, pad pixels
// from its edges.
func TestBoxAroundHoldsEveryButton(t *testing.T) {
	bs := []Button{{R: layout.Rect{X: 10, Y: 20, W: 30, H: 5}}, {R: layout.Rect{X: 50, Y: 0, W: 10, H: 10}}}
	if got, want := BoxAround(bs, 2), (layout.Rect{X: 8, Y: -2, W: 54, H: 29}); got != want {
		t.Errorf("BoxAround = %+v, want %+v", got, want)
	}
	if got := BoxAround(nil, 2); got != (layout.Rect{}) {
		t.Errorf("BoxAround of no button = %+v, want an empty rectangle", got)
	}
}

// TestDrawButtonsLightsTheOneUnderThePointer draws a row of buttons with the pointer over one: each
// label is drawn, each button in its colour (ButtonBG, ButtonHover under the pointer, ButtonChosen
// when on, ButtonOn when primary, ButtonOff when disabled).
func TestDrawButtonsLightsTheOneUnderThePointer(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	cell := func(i int) layout.Rect { return layout.Rect{X: float64(10 + 60*i), Y: 10, W: 50, H: 30} }
	bs := []Button{
		{R: cell(0), Label: "a"}, {R: cell(1), Label: "b"}, {R: cell(2), Label: "c", On: true},
		{R: cell(3), Label: "d", Primary: true}, {R: cell(4), Label: "e", Disabled: true},
	}
	want := []any{ButtonBG, ButtonHover, ButtonChosen, ButtonOn, ButtonOff}
	var drawn []string
	DrawnText = func(s string) { drawn = append(drawn, s) }
	defer func() { DrawnText = nil }()
	testloop.Do(func() {
		shapes := NewSprites()
		defer shapes.Clear()
		k := Kit{Pen: Pen{Font: f.Sans, Scale: 1}, Unit: 12, Shapes: shapes, Pointer: pointer{x: 95, y: 25}}
		dst := ebiten.NewImage(320, 50)
		defer dst.Deallocate()
		k.DrawButtons(dst, bs)
		for i, b := range bs {
			// Left of the label, clear of the rounded corners.
			x, y := int(b.R.X+b.R.H*0.3), int(b.R.Y+b.R.H/2)
			if got := dst.At(x, y); got != want[i] {
				t.Errorf("button %q at (%d, %d) is %v, want %v", b.Label, x, y, got, want[i])
			}
		}
	})
	if len(drawn) != len(bs) {
		t.Errorf("labels drawn %q, want one for each of the %d buttons", drawn, len(bs))
	}
}
