package render

// The file chooser's input, layout and drawing (its state and what it does are in chooser.go): the
// keys and clicks mapped to its actions, the box with the places, the list, the name field and the
// buttons, and each row's summary in words.

import (
	"image/color"
	"math"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// update handles this tick's input.
func (c *chooser) update(st *State) chooserResult {
	in := &st.in
	c.poll()
	c.layout(st)
	var res chooserResult
	n := len(c.rows)
	move := c.pick
	switch {
	case in.key(ebiten.KeyEscape):
		return chooserResult{done: true}
	case in.key(ebiten.KeyArrowDown):
		move(c.sel + 1)
	case in.key(ebiten.KeyArrowUp):
		move(c.sel - 1)
	case in.key(ebiten.KeyPageDown):
		move(c.sel + len(c.rowRects))
	case in.key(ebiten.KeyPageUp):
		move(c.sel - len(c.rowRects))
	case in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter):
		if c.sel >= 0 && c.sel < n && (c.rows[c.sel].kind != rowFile || c.mode == chooseOpen) {
			res = c.choose(c.sel)
		} else if c.mode == chooseSave {
			res = c.save()
		}
	case c.mode == chooseOpen && in.key(ebiten.KeyBackspace) && c.listing.Parent != "":
		c.chdir(c.listing.Parent)
	case c.mode == chooseSave && (in.key(ebiten.KeyBackspace) || repeating(ebiten.KeyBackspace)):
		c.erase()
	case in.pressed && !c.box.Contains(in.x, in.y):
		return chooserResult{done: true}
	case in.pressed:
		if ui.ClickButtons(in, c.buttons) {
			break
		}
		for i, r := range c.rowRects {
			if k := c.top + i; r.Contains(in.x, in.y) && k < n {
				res = c.choose(k)
			}
		}
	}
	if c.mode == chooseSave && len(in.chars) > 0 && !in.ctrl {
		c.typed(in.chars)
	}
	if in.wheel != 0 && n > 0 {
		c.top = min(max(c.top-int(math.Copysign(3, in.wheel)), 0), max(n-len(c.rowRects), 0))
	}
	switch {
	case c.pendingClose:
		res = chooserResult{done: true}
	case c.pendingOpen && c.sel >= 0 && c.sel < n:
		res = c.choose(c.sel)
	case c.pendingSave:
		res = c.save()
	}
	c.pendingOpen, c.pendingSave, c.pendingClose = false, false, false
	c.layout(st)
	return res
}

// repeating reports whether key k, held down, repeats this tick (after half a second, 15 times
// a second).
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d > 30 && d%4 == 0
}

// layout places the chooser in the window and its buttons, and scrolls the list to the row
// chosen.
func (c *chooser) layout(st *State) {
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	w, h := math.Min(sc.W-u*2, u*52), math.Min(sc.H-u*2, u*44)
	c.box = layout.Rect{X: (sc.W - w) / 2, Y: (sc.H - h) / 2, W: w, H: h}
	in := c.box.Inset(u * 1.5)
	c.buttons = c.buttons[:0]
	places := layout.Grid(layout.Rect{X: in.X, Y: in.Y + u*2.6, W: in.W, H: u * 2.2}, 3, 3, u*2.2, u*0.5)
	for i, p := range c.places(st) {
		c.buttons = append(c.buttons, ui.Button{R: places[i], Label: p.label, Act: func() { c.chdir(p.dir) }, Disabled: p.dir == "", On: p.dir != "" && samePath(p.dir, c.listing.Dir)})
	}
	foot := u * 5.4 // the hint's line and the buttons
	if c.mode == chooseSave {
		foot = u * 10.6 // and the name, and where it goes
	}
	c.list = layout.Rect{X: in.X, Y: in.Y + u*7.4, W: in.W, H: in.H - u*7.4 - foot}
	rowH := u * 3.1
	n := max(1, int(c.list.H/rowH))
	if c.sel >= 0 {
		if c.sel < c.top {
			c.top = c.sel
		}
		if c.sel >= c.top+n {
			c.top = c.sel - n + 1
		}
	}
	c.top = min(c.top, max(len(c.rows)-n, 0))
	c.rowRects = c.rowRects[:0]
	for i := range n {
		c.rowRects = append(c.rowRects, layout.Rect{X: c.list.X, Y: c.list.Y + float64(i)*rowH, W: c.list.W, H: rowH - u*0.25})
	}
	bottom := in.Y + in.H
	actions := layout.Grid(layout.Rect{X: in.X + in.W*0.4, Y: bottom - u*2.6, W: in.W * 0.6, H: u * 2.6}, 2, 2, u*2.6, u*0.6)
	cancel := ui.Button{R: actions[1], Label: i18n.Cancel.In(l), Act: func() { c.pendingClose = true }}
	if c.mode == chooseOpen {
		ok := c.sel >= 0 && c.sel < len(c.rows)
		c.buttons = append(c.buttons, ui.Button{R: actions[0], Label: i18n.OpenButton.In(l), Primary: true, Disabled: !ok, Act: func() { c.pendingOpen = true }}, cancel)
		return
	}
	label := i18n.Save.In(l)
	if c.confirm != "" && c.confirm == c.path() {
		label = i18n.Replace.In(l)
	}
	fy := bottom - u*2.6 - u*7
	c.field = layout.Rect{X: in.X + in.W*0.2, Y: fy, W: in.W * 0.44, H: u * 2.4}
	formats := layout.Grid(layout.Rect{X: c.field.X + c.field.W + u*0.6, Y: fy, W: in.X + in.W - c.field.X - c.field.W - u*0.6, H: u * 2.4}, 2, 2, u*2.4, u*0.4)
	c.buttons = append(c.buttons,
		ui.Button{R: formats[0], Label: ".gib", On: c.format == record.GIB, Disabled: !c.canGIB(), Act: func() { c.setFormat(record.GIB) }},
		ui.Button{R: formats[1], Label: ".pgn", On: c.format == record.PGN, Act: func() { c.setFormat(record.PGN) }},
		ui.Button{R: actions[0], Label: label, Primary: true, Act: func() { c.pendingSave = true }}, cancel)
}

// chooserKey is what the chooser's picture depends on, for the scene's frame.
type chooserKey struct {
	dir, name, confirm, notice string
	sel, top, loaded, hover    int
	format                     record.Format
	caret                      bool
}

func (c *chooser) key(in *input) chooserKey {
	k := chooserKey{dir: c.listing.Dir, name: string(c.name), confirm: c.confirm, notice: c.notice, sel: c.sel, top: c.top,
		loaded: len(c.details), hover: -1, format: c.format, caret: c.mode == chooseSave && caretShown()}
	for i, r := range c.rowRects {
		if r.Contains(in.x, in.y) {
			k.hover = i
		}
	}
	return k
}

// draw draws the chooser over a shaded window.
func (c *chooser) draw(dst *ebiten.Image, st *State, g kind.Game) {
	u := st.screen.Unit
	l := st.lang()
	ui.Shade(dst)
	b := c.box
	in := b.Inset(u * 1.5)
	st.kit().DrawPanelBox(dst, b, u)
	title := i18n.Open.In(l)
	if c.mode == chooseSave {
		title = i18n.SaveTitle.In(l)
	}
	ui.DrawText(dst, st.fonts.Sans, u*1.5, title, in.X, in.Y+u*0.9, ui.CenterLeft, ui.PanelText)
	where := c.listing.Dir
	if c.err != nil {
		where = i18n.FolderUnreadable.Format(l, c.err)
	}
	st.pen().FitText(dst, u*0.85, where, in.X, in.Y+u*6.1, in.W, ui.CenterLeft, ui.PanelDim)
	st.shapes.RoundRect(dst, c.list.X-u*0.3, c.list.Y-u*0.3, c.list.W+u*0.6, c.list.H+u*0.3, u*0.4, color.RGBA{0x22, 0x1d, 0x19, 0xff})
	if len(c.rows) == 0 || (len(c.rows) == 1 && c.rows[0].kind == rowUp) {
		st.pen().FitText(dst, u*0.95, i18n.EmptyFolder.In(l), c.list.X+u*0.6, c.list.Y+c.list.H/2, c.list.W, ui.CenterLeft, ui.PanelDim)
	}
	for i, r := range c.rowRects {
		k := c.top + i
		if k >= len(c.rows) {
			break
		}
		c.drawRow(dst, st, g, r, c.rows[k], k == c.sel)
	}
	if c.mode == chooseSave {
		c.drawField(dst, st)
	}
	hint := i18n.ChooserOpenHint.In(l)
	if c.mode == chooseSave {
		hint = i18n.ChooserSaveHint.In(l)
	}
	st.pen().FitText(dst, u*0.85, hint, in.X, in.Y+in.H-u*3.6, in.W, ui.CenterLeft, ui.PanelDim)
	st.kit().DrawButtons(dst, c.buttons)
}

// drawRow draws one row of the list: the parent folder, a folder, or a record file with what it
// holds (date, players, result, length) under its name.
func (c *chooser) drawRow(dst *ebiten.Image, st *State, g kind.Game, r layout.Rect, row chooserRow, chosen bool) {
	u := st.screen.Unit
	l := st.lang()
	bg := color.RGBA{0x33, 0x2c, 0x26, 0xff}
	switch {
	case chosen:
		bg = ui.ButtonOn
	case r.Contains(st.in.x, st.in.y):
		bg = ui.ButtonHover
	}
	st.shapes.RoundRect(dst, r.X, r.Y, r.W, r.H, u*0.3, bg)
	ink, dim := ui.PanelText, ui.PanelDim
	if chosen {
		ink, dim = ui.DarkInk, color.RGBA{0x40, 0x30, 0x20, 0xff}
	}
	x := r.X + u*0.6
	switch row.kind {
	case rowUp:
		st.pen().FitText(dst, u*0.95, i18n.UpFolder.In(l), x, r.Y+r.H/2, r.W-u*1.2, ui.CenterLeft, ink)
	case rowFolder:
		st.pen().FitText(dst, u*0.95, row.name+" /", x, r.Y+r.H/2, r.W-u*1.2, ui.CenterLeft, ink)
	default:
		st.pen().FitText(dst, u*0.95, row.name, x, r.Y+r.H*0.3, r.W*0.7, ui.CenterLeft, ink)
		st.pen().FitText(dst, u*0.75, row.file.Mod.Format("2006-01-02 15:04"), r.X+r.W-u*0.6, r.Y+r.H*0.3, r.W*0.28, ui.CenterRight, dim)
		st.pen().FitText(dst, u*0.8, c.describe(l, row), x, r.Y+r.H*0.72, r.W-u*1.2, ui.CenterLeft, dim)
	}
}

// describe says what a record file holds: the game's date, players, result and length, or that
// it does not read; "…" until its summary is read.
func (c *chooser) describe(l i18n.Lang, row chooserRow) string {
	s, ok := c.details[row.path]
	switch {
	case !ok:
		return "…"
	case s.Err != nil:
		return i18n.Unreadable.In(l)
	}
	g := s.Game
	var parts []string
	if s.Date != "" && s.Date != "?" && !strings.HasPrefix(s.Date, "????") {
		parts = append(parts, s.Date)
	}
	if g != kind.Janggi {
		parts = append(parts, i18n.GameName(g, l))
	}
	name := func(n string) string {
		if n == "" || n == "?" {
			return "—"
		}
		return n
	}
	parts = append(parts, name(s.Cho)+" – "+name(s.Han))
	if line := resultLine(g, l, s.Record.Result, s.Record); line != "" {
		parts = append(parts, line)
	}
	parts = append(parts, i18n.MovesCount.Format(l, s.Moves))
	if s.Games > 1 {
		parts = append(parts, i18n.GamesInFile.Format(l, s.Games))
	}
	return strings.Join(parts, " · ")
}

// drawField draws the file name being typed, with its caret, and the line above the buttons.
func (c *chooser) drawField(dst *ebiten.Image, st *State) {
	u := st.screen.Unit
	l := st.lang()
	f := c.field
	in := c.box.Inset(u * 1.5)
	st.pen().FitText(dst, u*0.95, i18n.FileNameLabel.In(l), in.X, f.Y+f.H/2, f.X-in.X-u*0.5, ui.CenterLeft, ui.PanelText)
	st.shapes.RoundRect(dst, f.X, f.Y, f.W, f.H, u*0.3, color.RGBA{0xf6, 0xef, 0xe0, 0xff})
	text := string(c.name)
	size := u * 0.95
	caret := " "
	if caretShown() {
		caret = "|"
	}
	st.pen().FitText(dst, size, text+caret, f.X+u*0.5, f.Y+f.H/2, f.W-u*1.0, ui.CenterLeft, ui.DarkInk)
	var note string
	noteInk := ui.PanelDim
	switch {
	case c.notice == "noname":
		note, noteInk = i18n.NoName.In(l), ui.HanLight
	case c.confirm != "" && c.confirm == c.path():
		note, noteInk = i18n.ReplaceWarn.Format(l, filepath.Base(c.confirm)), ui.HanLight
	default:
		note = filepath.Join(c.listing.Dir, string(c.name)+"."+c.format.String())
	}
	st.pen().FitText(dst, u*0.8, note, in.X, f.Y+f.H+u*1.1, in.W, ui.CenterLeft, noteInk)
}

// caretShown reports whether the name field's caret shows: it blinks twice a second.
func caretShown() bool { return (time.Now().UnixMilli()/500)%2 == 0 }
