package render

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"math"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
)

// The window's record files, for any scene that plays a game: a line of news at the foot of the
// board (saved where, what failed), saving in a goroutine, the list of record files to open, and
// files dropped on the window.

// How long a line of news stays, in time rather than ticks (a loaded machine runs fewer ticks a
// second), the last half second fading; a failure stays twice as long.
const (
	newsTime = 4 * time.Second
	newsFade = 500 * time.Millisecond
)

// toast is a line of news shown at the foot of the board.
type toast struct {
	text  string
	err   bool // a failure: drawn in red
	until time.Time
	alpha float64 // worked out in Update: 1, less while it fades, 0 once it is gone
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
	return newsKey{n.text, int(n.alpha * 16)}
}

// say shows a line of news; fail shows a failure.
func (st *State) say(s string) {
	st.news = toast{text: s, until: time.Now().Add(newsTime), alpha: 1}
}

func (st *State) fail(s string) {
	st.news = toast{text: s, err: true, until: time.Now().Add(2 * newsTime), alpha: 1}
}

// tickNews fades the news, polls the save under way and the autosave, and reports what they
// finished.
func (st *State) tickNews() {
	if st.news.alpha > 0 {
		st.news.alpha = min(1, max(0, float64(time.Until(st.news.until))/float64(newsFade)))
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

// trace writes a line to Options.Trace, if set.
func (st *State) trace(format string, args ...any) {
	if w := st.opts.Trace; w != nil {
		fmt.Fprintf(w, format, args...)
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
	w, _ := measure(st.fonts.sans, size, n.text)
	w = math.Min(w+u*2, f.W*0.94)
	// Low on the frame, over the labels of the near edge, so that it hides little of the counters.
	box := layout.Rect{X: f.X + (f.W-w)/2, Y: f.Y + f.H - u*2.5, W: w, H: u * 2.2}
	bg := fade(color.RGBA{0xfb, 0xf4, 0xe2, 0xff}, 0.95)
	k := spriteKey{shape: "news", w: int(box.W), h: int(box.H), p: [2]float64{math.Round(u * 0.5)}, c: bg}
	st.shapes.draw(dst, k, box.X, box.Y, alpha, func(img *ebiten.Image) { // one sprite, faded as it is copied
		fill(img, roundRect(0, 0, float64(k.w), float64(k.h), k.p[0]), bg)
	})
	fitText(dst, st, size, n.text, box.X+box.W/2, box.Y+box.H/2, box.W-u*1.5, centered, fade(ink, alpha))
}

// saveResult is what a save in the background reports.
type saveResult struct {
	path string
	err  error
}

// recordsDir returns the folder games are saved in.
func (st *State) recordsDir() (string, error) {
	if st.opts.RecordsDir != "" {
		return st.opts.RecordsDir, nil
	}
	return library.Dir()
}

// startSave writes rec in format f into the record folder, in a goroutine (the disk may be slow;
// the window must not wait): tickNews reports where it went.
func (st *State) startSave(rec *record.Record, f record.Format) {
	if st.saving != nil {
		return // one at a time; the button is pressed again after the news
	}
	dir, err := st.recordsDir()
	if err != nil {
		st.fail(i18n.SaveFailed.Format(st.lang(), err))
		return
	}
	done := make(chan saveResult, 1)
	st.saving = done
	st.say(i18n.Saving.In(st.lang()))
	rec = rec.Clone()
	go func() {
		path, err := library.Save(dir, rec, f, time.Now())
		done <- saveResult{path, err}
	}()
}

// fileList is the Open dialog: the record files of the record folder and the current folder,
// newest first, chosen with the arrows and Enter or a click.
type fileList struct {
	dirs  []string
	files []library.File
	sel   int // the file chosen
	top   int // the first row shown
	rows  []layout.Rect
	box   layout.Rect
}

// newFileList lists the record files of the record folder and the current one.
func newFileList(st *State) *fileList {
	var dirs []string
	if d, err := st.recordsDir(); err == nil {
		dirs = append(dirs, d)
	}
	dirs = append(dirs, ".")
	return &fileList{dirs: dirs, files: library.List(dirs...)}
}

// update handles this tick's input: it returns the path of the file chosen, and whether the
// dialog is to close (chosen or dismissed).
func (fl *fileList) update(st *State) (string, bool) {
	in := &st.in
	fl.layout(st)
	n := len(fl.files)
	switch {
	case in.key(ebiten.KeyEscape):
		return "", true
	case in.key(ebiten.KeyArrowDown):
		fl.sel = min(fl.sel+1, n-1)
	case in.key(ebiten.KeyArrowUp):
		fl.sel = max(fl.sel-1, 0)
	case in.key(ebiten.KeyPageDown):
		fl.sel = min(fl.sel+len(fl.rows), n-1)
	case in.key(ebiten.KeyPageUp):
		fl.sel = max(fl.sel-len(fl.rows), 0)
	case in.key(ebiten.KeyHome):
		fl.sel = 0
	case in.key(ebiten.KeyEnd):
		fl.sel = n - 1
	case (in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter)) && n > 0:
		return fl.files[fl.sel].Path, true
	case in.pressed:
		if !fl.box.Contains(in.x, in.y) {
			return "", true
		}
		for i, r := range fl.rows {
			if r.Contains(in.x, in.y) && fl.top+i < n {
				return fl.files[fl.top+i].Path, true
			}
		}
	}
	if in.wheel != 0 && n > 0 {
		fl.sel = min(max(fl.sel-int(math.Copysign(1, in.wheel)), 0), n-1)
	}
	fl.layout(st)
	return "", false
}

// layout places the dialog and scrolls the list so that the chosen file shows.
func (fl *fileList) layout(st *State) {
	sc := st.screen
	u := sc.Unit
	w, h := math.Min(sc.W*0.8, u*44), math.Min(sc.H*0.85, u*40)
	fl.box = layout.Rect{X: (sc.W - w) / 2, Y: (sc.H - h) / 2, W: w, H: h}
	rowH := u * 2.2
	n := max(1, int((h-u*8)/rowH))
	if fl.sel < fl.top {
		fl.top = fl.sel
	}
	if fl.sel >= fl.top+n {
		fl.top = fl.sel - n + 1
	}
	fl.rows = fl.rows[:0]
	for i := range n {
		fl.rows = append(fl.rows, layout.Rect{X: fl.box.X + u, Y: fl.box.Y + u*4 + float64(i)*rowH, W: w - u*2, H: rowH - u*0.2})
	}
}

// draw draws the dialog over a shaded window.
func (fl *fileList) draw(dst *ebiten.Image, st *State) {
	u := st.screen.Unit
	l := st.lang()
	shade(dst)
	b := fl.box
	drawPanelBox(dst, st, b, u)
	drawText(dst, st.fonts.sans, u*1.5, i18n.Open.In(l), b.X+u*1.5, b.Y+u*2, centerLeft, panelText)
	if len(fl.files) == 0 {
		where := ""
		for i, d := range fl.dirs {
			if i > 0 {
				where += ", "
			}
			where += d
		}
		for i, line := range wrap(st.fonts.sans, u, i18n.OpenEmpty.Format(l, where), b.W-u*3) {
			drawText(dst, st.fonts.sans, u, line, b.X+u*1.5, b.Y+u*4.5+float64(i)*u*1.4, topLeft, panelDim)
		}
	}
	for i, r := range fl.rows {
		k := fl.top + i
		if k >= len(fl.files) {
			break
		}
		f := fl.files[k]
		bg := buttonBG
		switch {
		case k == fl.sel:
			bg = buttonOn
		case r.Contains(st.in.x, st.in.y):
			bg = buttonHover
		}
		st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.3, bg)
		ink, dim := panelText, panelDim
		if k == fl.sel {
			ink, dim = color.RGBA{0x20, 0x18, 0x10, 0xff}, color.RGBA{0x40, 0x30, 0x20, 0xff}
		}
		fitText(dst, st, u*0.95, f.Name, r.X+u*0.6, r.Y+r.H/2, r.W*0.62, centerLeft, ink)
		meta := f.Mod.Format("2006-01-02 15:04") + "  " + shortDir(f.Dir)
		fitText(dst, st, u*0.75, meta, r.X+r.W-u*0.6, r.Y+r.H/2, r.W*0.34, centerRight, dim)
	}
	fitText(dst, st, u*0.8, i18n.OpenHint.In(l), b.X+u*1.5, b.Y+b.H-u*1.8, b.W-u*3, centerLeft, panelDim)
}

// shortDir names a folder briefly: its last element ("." for the current folder).
func shortDir(d string) string {
	if d == "." {
		return "."
	}
	return filepath.Base(d)
}

// readDropped reads the first file dropped on the window. Folders are skipped: a record is one file.
func readDropped(fsys fs.FS) (string, []byte, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return "", nil, err
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if info, err := e.Info(); err == nil && info.Size() > library.MaxFileSize {
			return e.Name(), nil, fmt.Errorf("%s is %.1f MB: a record file is at most %d MB", e.Name(), float64(info.Size())/(1<<20), library.MaxFileSize>>20)
		}
		data, err := fs.ReadFile(fsys, e.Name())
		return e.Name(), data, err
	}
	return "", nil, errors.New("only folders were dropped; drop a .gib, .pgn or .fen file")
}
