package ui

import (
	"testing"

	"janggi/render/internal/testloop"
	"janggi/render/layout"
)

// TestNoticeRectAvoidsWhatItTalksAbout places a notice on a frame: across the middle when nothing
// is in the way, else off the places it talks about, still inside the frame; and across the middle
// again when no place on the frame is clear.
func TestNoticeRectAvoidsWhatItTalksAbout(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	p := Pen{Font: f.Sans, Scale: 1}
	frame := layout.Rect{X: 20, Y: 40, W: 400, H: 500}
	const text, size = "Check", 30.0
	testloop.Do(func() {
		centred := p.NoticeRect(frame, text, size, nil)
		if cy := centred.Y + centred.H/2; cy != frame.Y+frame.H/2 {
			t.Errorf("with nothing to avoid the notice is centred on y = %v, want %v", cy, frame.Y+frame.H/2)
		}
		avoid := []layout.Rect{{X: 200, Y: 270, W: 50, H: 50}, {X: 200, Y: 340, W: 50, H: 50}}
		box := p.NoticeRect(frame, text, size, avoid)
		if OverlapsAny(box, avoid) || box.Y < frame.Y || box.Y+box.H > frame.Y+frame.H {
			t.Errorf("the notice at %+v covers %+v, or leaves the frame %+v", box, avoid, frame)
		}
		if box == centred {
			t.Errorf("the notice stayed across the middle, over %+v", avoid)
		}
		if all := p.NoticeRect(frame, text, size, []layout.Rect{frame}); all != centred {
			t.Errorf("with the whole frame to avoid the notice is at %+v, want across the middle %+v", all, centred)
		}
	})
}
