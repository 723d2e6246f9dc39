package render

import (
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
)

// The file chooser, in the window: Save and Open both use it. It shows a folder (the last one
// used, at first the record folder): its parent, its subfolders and its record files, each with
// the game's date, players, result and length, read in the background; buttons go to the record
// folder, the home folder and the current one. To save, the player types the file's name (the
// date and players are offered) and picks .gib or .pgn; a name already taken is replaced only
// after a second Save that the chooser asks for. No system dialog is used: none is reliably
// there on every system the game runs on, and the same chooser everywhere is tested.

// chooserMode says what the chooser is for.
type chooserMode uint8

const (
	chooseOpen chooserMode = iota
	chooseSave
)

// rowKind is what a row of the chooser's list is.
type rowKind uint8

const (
	rowUp rowKind = iota
	rowFolder
	rowFile
)

type chooserRow struct {
	kind rowKind
	name string
	path string
	file library.File
}

// detail is a file's summary, read in the background.
type detail struct {
	path string
	sum  library.Summary
}

// maxNameLen bounds the file name the player types, in characters.
const maxNameLen = 120

// chooser is the file chooser's state.
type chooser struct {
	mode    chooserMode
	listing library.Listing
	err     error // the folder could not be read
	rows    []chooserRow
	sel     int // the row chosen, -1 for none (saving: the name field has the keys)
	top     int // the first row shown

	rec     *record.Record // saving: the game
	name    []rune         // saving: the file's name without its extension
	format  record.Format
	confirm string // the path that the next Save replaces, after the warning
	notice  string // a line above the buttons: the warning, or why it cannot save

	details map[string]library.Summary
	found   chan detail
	stop    chan struct{}

	// The buttons' actions, taken after the click that pressed them.
	pendingOpen, pendingSave, pendingClose bool

	box      layout.Rect
	list     layout.Rect
	rowRects []layout.Rect
	field    layout.Rect
	buttons  []button
}

// newChooser opens the chooser on dir (falling back to the record folder and the current one
// when it cannot be read); to save, rec is the game and name the file name offered.
func newChooser(st *State, mode chooserMode, dir string, rec *record.Record) *chooser {
	c := &chooser{mode: mode, rec: rec, sel: -1, format: record.PGN}
	if mode == chooseOpen {
		c.sel = 0
	}
	if rec != nil && rec.Game == kind.Janggi {
		c.format = record.GIB
	}
	c.chdir(dir)
	if c.err != nil {
		if d, err := st.recordsDir(); err == nil && os.MkdirAll(d, 0o755) == nil {
			c.chdir(d)
		}
	}
	if c.err != nil {
		c.chdir(".")
	}
	if rec != nil {
		name := library.SuggestedName(c.listing.Dir, rec, st.now(), c.format)
		c.name = []rune(strings.TrimSuffix(name, filepath.Ext(name)))
	}
	c.layout(st)
	return c
}

// chdir shows folder dir, and starts reading its files' summaries.
func (c *chooser) chdir(dir string) {
	l, err := library.Browse(dir)
	if err != nil {
		c.err = err
		return
	}
	c.close()
	c.err, c.listing, c.top, c.confirm, c.notice = nil, l, 0, "", ""
	if c.mode == chooseOpen {
		c.sel = 0
	} else {
		c.sel = -1
	}
	c.rows = c.rows[:0]
	if l.Parent != "" {
		c.rows = append(c.rows, chooserRow{kind: rowUp, path: l.Parent})
	}
	for _, f := range l.Folders {
		c.rows = append(c.rows, chooserRow{kind: rowFolder, name: f, path: filepath.Join(l.Dir, f)})
	}
	for _, f := range l.Files {
		c.rows = append(c.rows, chooserRow{kind: rowFile, name: f.Name, path: f.Path, file: f})
	}
	if c.mode == chooseOpen {
		for i, r := range c.rows { // the first record file, or else the first folder
			if r.kind == rowFile {
				c.sel = i
				break
			}
		}
	}
	c.details = map[string]library.Summary{}
	c.found, c.stop = make(chan detail, 16), make(chan struct{})
	go describeFiles(l.Files, c.found, c.stop)
}

// describeFiles reads each file's summary and sends it, until stop is closed.
func describeFiles(files []library.File, found chan<- detail, stop <-chan struct{}) {
	for _, f := range files {
		d := detail{f.Path, library.Describe(f.Path)}
		select {
		case found <- d:
		case <-stop:
			return
		}
	}
}

// close stops reading summaries: the chooser is closed or shows another folder.
func (c *chooser) close() {
	if c.stop != nil {
		close(c.stop)
		c.stop = nil
	}
}

// poll takes the summaries read since the last tick, never waiting.
func (c *chooser) poll() {
	for range 64 {
		select {
		case d := <-c.found:
			c.details[d.path] = d.sum
		default:
			return
		}
	}
}

// chooserResult is what the player chose: a file to open, or a path to save at (replacing what
// is there when replace is set); done closes the chooser.
type chooserResult struct {
	open    string
	save    string
	replace bool
	done    bool
}

// update handles this tick's input.
func (c *chooser) update(st *State) chooserResult {
	in := &st.in
	c.poll()
	c.layout(st)
	var res chooserResult
	n := len(c.rows)
	move := func(to int) {
		c.sel = min(max(to, 0), n-1)
		c.notice = ""
	}
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
		if len(c.name) > 0 {
			c.name = c.name[:len(c.name)-1]
		}
		c.sel, c.confirm, c.notice = -1, "", ""
	case in.pressed && !c.box.Contains(in.x, in.y):
		return chooserResult{done: true}
	case in.pressed:
		if clickButtons(in, c.buttons) {
			break
		}
		for i, r := range c.rowRects {
			if k := c.top + i; r.Contains(in.x, in.y) && k < n {
				res = c.choose(k)
			}
		}
	}
	if c.mode == chooseSave && len(in.chars) > 0 && !in.ctrl {
		for _, r := range in.chars {
			if len(c.name) < maxNameLen && unicode.IsPrint(r) && !strings.ContainsRune(`/\:*?"<>|`, r) {
				c.name = append(c.name, r)
			}
		}
		c.sel, c.confirm, c.notice = -1, "", ""
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

// choose acts on row k: enters a folder; opens a file, or to save takes its name.
func (c *chooser) choose(k int) chooserResult {
	row := c.rows[k]
	switch {
	case row.kind != rowFile:
		c.chdir(row.path)
	case c.mode == chooseOpen:
		return chooserResult{open: row.path, done: true}
	default:
		c.name = []rune(strings.TrimSuffix(row.name, filepath.Ext(row.name)))
		if f, err := record.FormatOf(row.name); err == nil && f != record.FEN && (f == record.PGN || c.canGIB()) {
			c.format = f
		}
		c.sel, c.confirm, c.notice = k, "", ""
	}
	return chooserResult{}
}

// canGIB reports whether the game can be saved as .gib, which holds Janggi only.
func (c *chooser) canGIB() bool { return c.rec != nil && c.rec.Game == kind.Janggi }

// path returns the file the typed name and format make, in the folder shown.
func (c *chooser) path() string {
	name := strings.TrimSpace(string(c.name))
	if ext := filepath.Ext(name); strings.EqualFold(ext, ".gib") || strings.EqualFold(ext, ".pgn") {
		name = strings.TrimSuffix(name, ext)
	}
	if name == "" {
		return ""
	}
	return filepath.Join(c.listing.Dir, name+"."+c.format.String())
}

// save returns the save the player asked for, or asks first when the name is taken.
func (c *chooser) save() chooserResult {
	p := c.path()
	if p == "" {
		c.notice = "noname"
		return chooserResult{}
	}
	if _, err := os.Lstat(p); err == nil && c.confirm != p {
		c.confirm = p
		return chooserResult{}
	}
	return chooserResult{save: p, replace: c.confirm == p, done: true}
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
		c.buttons = append(c.buttons, button{r: places[i], label: p.label, act: func() { c.chdir(p.dir) }, disabled: p.dir == "", on: p.dir != "" && samePath(p.dir, c.listing.Dir)})
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
	cancel := button{r: actions[1], label: i18n.Cancel.In(l), act: func() { c.pendingClose = true }}
	if c.mode == chooseOpen {
		ok := c.sel >= 0 && c.sel < len(c.rows)
		c.buttons = append(c.buttons, button{r: actions[0], label: i18n.OpenButton.In(l), primary: true, disabled: !ok, act: func() { c.pendingOpen = true }}, cancel)
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
		button{r: formats[0], label: ".gib", on: c.format == record.GIB, disabled: !c.canGIB(), act: func() { c.setFormat(record.GIB) }},
		button{r: formats[1], label: ".pgn", on: c.format == record.PGN, act: func() { c.setFormat(record.PGN) }},
		button{r: actions[0], label: label, primary: true, act: func() { c.pendingSave = true }}, cancel)
}

func (c *chooser) setFormat(f record.Format) {
	c.format, c.confirm, c.notice = f, "", ""
}

// place is a folder the chooser goes to in one click.
type place struct {
	label string
	dir   string // "" when the system does not say
}

func (c *chooser) places(st *State) []place {
	l := st.lang()
	var out [3]place
	out[0].label, out[1].label, out[2].label = i18n.PlaceRecords.In(l), i18n.PlaceHome.In(l), i18n.PlaceHere.In(l)
	if d, err := st.recordsDir(); err == nil {
		if os.MkdirAll(d, 0o755) == nil {
			out[0].dir = d
		}
	}
	if d, err := os.UserHomeDir(); err == nil {
		out[1].dir = d
	}
	if d, err := os.Getwd(); err == nil {
		out[2].dir = d
	}
	return out[:]
}

// samePath reports whether two folder paths name the same folder.
func samePath(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
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
	shade(dst)
	b := c.box
	in := b.Inset(u * 1.5)
	drawPanelBox(dst, st, b, u)
	title := i18n.Open.In(l)
	if c.mode == chooseSave {
		title = i18n.SaveTitle.In(l)
	}
	drawText(dst, st.fonts.sans, u*1.5, title, in.X, in.Y+u*0.9, centerLeft, panelText)
	where := c.listing.Dir
	if c.err != nil {
		where = i18n.FolderUnreadable.Format(l, c.err)
	}
	fitText(dst, st, u*0.85, where, in.X, in.Y+u*6.1, in.W, centerLeft, panelDim)
	st.shapes.roundRect(dst, c.list.X-u*0.3, c.list.Y-u*0.3, c.list.W+u*0.6, c.list.H+u*0.3, u*0.4, color.RGBA{0x22, 0x1d, 0x19, 0xff})
	if len(c.rows) == 0 || (len(c.rows) == 1 && c.rows[0].kind == rowUp) {
		fitText(dst, st, u*0.95, i18n.EmptyFolder.In(l), c.list.X+u*0.6, c.list.Y+c.list.H/2, c.list.W, centerLeft, panelDim)
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
	fitText(dst, st, u*0.85, hint, in.X, in.Y+in.H-u*3.6, in.W, centerLeft, panelDim)
	drawButtons(dst, st, c.buttons)
}

// drawRow draws one row of the list: the parent folder, a folder, or a record file with what it
// holds (date, players, result, length) under its name.
func (c *chooser) drawRow(dst *ebiten.Image, st *State, g kind.Game, r layout.Rect, row chooserRow, chosen bool) {
	u := st.screen.Unit
	l := st.lang()
	bg := color.RGBA{0x33, 0x2c, 0x26, 0xff}
	switch {
	case chosen:
		bg = buttonOn
	case r.Contains(st.in.x, st.in.y):
		bg = buttonHover
	}
	st.shapes.roundRect(dst, r.X, r.Y, r.W, r.H, u*0.3, bg)
	ink, dim := panelText, panelDim
	if chosen {
		ink, dim = darkInk, color.RGBA{0x40, 0x30, 0x20, 0xff}
	}
	x := r.X + u*0.6
	switch row.kind {
	case rowUp:
		fitText(dst, st, u*0.95, i18n.UpFolder.In(l), x, r.Y+r.H/2, r.W-u*1.2, centerLeft, ink)
	case rowFolder:
		fitText(dst, st, u*0.95, row.name+" /", x, r.Y+r.H/2, r.W-u*1.2, centerLeft, ink)
	default:
		fitText(dst, st, u*0.95, row.name, x, r.Y+r.H*0.3, r.W*0.7, centerLeft, ink)
		fitText(dst, st, u*0.75, row.file.Mod.Format("2006-01-02 15:04"), r.X+r.W-u*0.6, r.Y+r.H*0.3, r.W*0.28, centerRight, dim)
		fitText(dst, st, u*0.8, c.describe(l, row), x, r.Y+r.H*0.72, r.W-u*1.2, centerLeft, dim)
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
	g := kind.Janggi
	switch s.Game {
	case kind.Twelve, kind.Dobutsu:
		g = kind.Twelve
	case kind.Xiangqi:
		g = kind.Xiangqi
	}
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
	fitText(dst, st, u*0.95, i18n.FileNameLabel.In(l), in.X, f.Y+f.H/2, f.X-in.X-u*0.5, centerLeft, panelText)
	st.shapes.roundRect(dst, f.X, f.Y, f.W, f.H, u*0.3, color.RGBA{0xf6, 0xef, 0xe0, 0xff})
	text := string(c.name)
	size := u * 0.95
	caret := " "
	if caretShown() {
		caret = "|"
	}
	fitText(dst, st, size, text+caret, f.X+u*0.5, f.Y+f.H/2, f.W-u*1.0, centerLeft, darkInk)
	var note string
	noteInk := panelDim
	switch {
	case c.notice == "noname":
		note, noteInk = i18n.NoName.In(l), hanLight
	case c.confirm != "" && c.confirm == c.path():
		note, noteInk = i18n.ReplaceWarn.Format(l, filepath.Base(c.confirm)), hanLight
	default:
		note = filepath.Join(c.listing.Dir, string(c.name)+"."+c.format.String())
	}
	fitText(dst, st, u*0.8, note, in.X, f.Y+f.H+u*1.1, in.W, centerLeft, noteInk)
}

// caretShown reports whether the name field's caret shows: it blinks twice a second.
func caretShown() bool { return (time.Now().UnixMilli()/500)%2 == 0 }
