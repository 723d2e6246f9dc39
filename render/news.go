package render

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The line of news at the foot of the board: what was saved where, what failed.

// How long a line of news stays, in time rather than ticks (a loaded machine runs fewer ticks a
// second), the last half second fading in newsSteps steps; a failure stays twice as long. Each
// step is the window drawn again and presented four times (see app.Draw): under software OpenGL a
// fade of many steps stalls a window that is analysing a record, so it has few.
const (
	newsTime  = 4 * time.Second
	newsFade  = 500 * time.Millisecond
	newsSteps = 4
)

// toast is a line of news shown at the foot of the board.
type toast struct {
	text  string
	err   bool // a failure: drawn in red
	until time.Time
	alpha float64 // worked out in Update: 1, less while it fades (in newsSteps steps), 0 once it is gone
}

// newsKey is what the picture of the news depends on, for a scene's frame (see framed).
type newsKey struct {
	text  string
	alpha int
}

// key returns what the news's picture depends on: nothing once it is gone.
func (n toast) key() newsKey {
	if n.alpha <= 0 {
		return newsKey{}
	}
	return newsKey{n.text, int(math.Round(n.alpha * newsSteps))}
}

// say shows a line of news; fail shows a failure.
func (st *State) say(s string) {
	st.news = toast{text: s, until: st.now().Add(newsTime), alpha: 1}
}

func (st *State) fail(s string) {
	st.news = toast{text: s, err: true, until: st.now().Add(2 * newsTime), alpha: 1}
}

// tickNews fades the news, polls the save under way and the autosave, and reports what they
// finished.
func (st *State) tickNews() {
	if st.news.alpha > 0 {
		left := min(1, max(0, float64(st.news.until.Sub(st.now()))/float64(newsFade)))
		st.news.alpha = math.Ceil(left*newsSteps) / newsSteps
	}
	l := st.lang()
	if st.saving != nil {
		select {
		case r := <-st.saving:
			st.saving = nil
			if r.err != nil {
				st.fail(i18n.SaveFailed.Format(l, r.err))
				st.trace("save failed: %v\n", r.err)
			} else {
				st.say(i18n.Saved.Format(l, r.path))
				st.trace("saved %s\n", r.path)
			}
		default:
		}
	}
	if err := st.keeper.Poll(); err != nil {
		st.fail(i18n.AutosaveFail.Format(l, err))
		st.trace("autosave failed: %v\n", err)
	}
}

// drawNews draws the line of news over the foot of the board frame f.
func drawNews(dst *ebiten.Image, st *State, f layout.Rect) {
	n := st.news
	if n.alpha <= 0 || n.text == "" {
		return
	}
	u := st.screen.Unit
	alpha := n.alpha
	ink := color.RGBA{0x2a, 0x24, 0x1f, 0xff}
	if n.err {
		ink = color.RGBA{0xa0, 0x10, 0x10, 0xff}
	}
	size := u * 0.95
	w, _ := ui.Measure(st.fonts.Sans, size, n.text)
	w = math.Min(w+u*2, f.W*0.94)
	// Low on the frame, over the labels of the near edge, so that it hides little of the counters.
	box := layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + f.H - u*2.5, W: w, H: u * 2.2}
	bg := ui.Fade(color.RGBA{0xfb, 0xf4, 0xe2, 0xff}, 0.95)
	k := ui.SpriteKey{Shape: "news", W: int(box.W), H: int(box.H), P: [2]float64{math.Round(u * 0.5)}, C: bg}
	st.shapes.Draw(dst, k, box.X, box.Y, alpha, func(img *ebiten.Image) { // one sprite, faded as it is copied
		ui.Fill(img, ui.RoundRect(0, 0, float64(k.W), float64(k.H), k.P[0]), bg)
	})
	st.pen().FitText(dst, size, n.text, box.X+box.W/2, box.Y+box.H/2, box.W-u*1.5, ui.Centered, ui.Fade(ink, alpha))
}
