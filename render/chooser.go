package render

import (
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/ui"
)

// The file chooser, in the window: Save and Open both use it. It shows a folder (the last one
// used, at first the record folder): its parent, its subfolders and its record files, each with
// the game's date, players, result and length, read in the background; buttons go to the record
// folder, the home folder and the current one. To save, the player types the file's name (the
// date and players are offered) and picks .gib or .pgn; a name already taken is replaced only
// after a second Save that the chooser asks for. No system dialog is used: none is reliably
// there on every system the game runs on, and the same chooser everywhere is tested.
//
// This file is the chooser's state and what it does (no Ebitengine); chooser_view.go maps the
// input to it, lays it out and draws it.

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
	buttons  []ui.Button
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

// pick chooses row to (kept within the list), and clears the line above the buttons.
func (c *chooser) pick(to int) {
	c.sel = min(max(to, 0), len(c.rows)-1)
	c.notice = ""
}

// typed adds the characters typed to the file's name, but those no file name may hold, up to
// maxNameLen; the name typed is then the one chosen (no row is).
func (c *chooser) typed(rs []rune) {
	for _, r := range rs {
		if len(c.name) < maxNameLen && unicode.IsPrint(r) && !strings.ContainsRune(`/\:*?"<>|`, r) {
			c.name = append(c.name, r)
		}
	}
	c.sel, c.confirm, c.notice = -1, "", ""
}

// erase takes the file name's last character off.
func (c *chooser) erase() {
	if len(c.name) > 0 {
		c.name = c.name[:len(c.name)-1]
	}
	c.sel, c.confirm, c.notice = -1, "", ""
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
