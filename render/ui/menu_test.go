package ui

import (
	"math"
	"testing"

	"janggi/render/layout"
)

// TestLayOutRowsKeepsEachRowOnItsLine lays out an action, a switch and two actions side by side:
// each row's buttons on its own line, in order, none overlapping another; the switch's name a
// caption left of its options; an action and the actions side by side as wide as the rows.
func TestLayOutRowsKeepsEachRowOnItsLine(t *testing.T) {
	rows := []Row{
		{Action: Button{Label: "resume"}},
		SwitchRow("sound", Button{Label: "on", On: true}, Button{Label: "off"}),
		{Options: []Button{{Label: "open"}, {Label: "save"}}},
	}
	box := layout.Rect{X: 100, Y: 50, W: 300, H: 200}
	const unit, pitch = 10.0, 31.0
	bs := LayOutRows(rows, box, unit, pitch)
	labels := []string{"resume", "sound", "on", "off", "open", "save"}
	if len(bs) != len(labels) {
		t.Fatalf("%d buttons, want %d: %+v", len(bs), len(labels), bs)
	}
	for i, b := range bs {
		if b.Label != labels[i] {
			t.Errorf("button %d is %q, want %q", i, b.Label, labels[i])
		}
		if b.R.W <= 0 || b.R.H <= 0 || b.R.X < box.X || b.R.X+b.R.W > box.X+box.W {
			t.Errorf("%q at %+v is not inside the box %+v", b.Label, b.R, box)
		}
		for _, o := range bs[:i] {
			if b.R.X < o.R.X+o.R.W && o.R.X < b.R.X+b.R.W && b.R.Y < o.R.Y+o.R.H && o.R.Y < b.R.Y+b.R.H {
				t.Errorf("%q at %+v overlaps %q at %+v", b.Label, b.R, o.Label, o.R)
			}
		}
	}
	line := func(i int) float64 { return bs[i].R.Y }
	if line(1) != line(2) || line(2) != line(3) || line(4) != line(5) || line(1)-line(0) != pitch || line(4)-line(1) != pitch {
		t.Errorf("rows at %v, %v %v %v, %v %v: want three lines %v apart", line(0), line(1), line(2), line(3), line(4), line(5), pitch)
	}
	if !bs[1].Caption || bs[1].R.X+bs[1].R.W > bs[2].R.X || !bs[2].On {
		t.Errorf("the switch's name %+v is not a caption left of its options %+v", bs[1], bs[2])
	}
	// layout.Grid puts its cells on whole pixels: the edges may be a pixel apart.
	if left, right := bs[4].R.X, bs[5].R.X+bs[5].R.W; math.Abs(left-bs[0].R.X) > 1 || math.Abs(right-(bs[0].R.X+bs[0].R.W)) > 1 {
		t.Errorf("the actions side by side span %v..%v, the action above %v..%v: want the same width", left, right, bs[0].R.X, bs[0].R.X+bs[0].R.W)
	}
}
