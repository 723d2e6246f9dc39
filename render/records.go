package render

import (
	"errors"
	"fmt"
	"io/fs"

	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/library"
)

// The window's record files, for any scene that plays a game: saving in a goroutine (its news in
// news.go), the folder the file chooser opens on (chooser.go), and files dropped on the window.

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

// chooserDir returns the folder the file chooser opens on: the last one it saved or opened in,
// at first the record folder.
func (st *State) chooserDir() string {
	if st.lastDir != "" {
		return st.lastDir
	}
	if d, err := st.recordsDir(); err == nil {
		return d
	}
	return "."
}

// startSave writes rec to the file at path (replacing a file there only when replace is set), in
// a goroutine (the disk may be slow; the window must not wait): the news says "Saving…" until
// tickNews reports where it went, once it is written, or why it was not.
func (st *State) startSave(rec *record.Record, path string, replace bool) {
	if st.saving != nil {
		return // one at a time; the button is pressed again after the news
	}
	done := make(chan saveResult, 1)
	st.saving = done
	st.say(i18n.Saving.In(st.lang()))
	st.trace("saving %s\n", path)
	rec = rec.Clone()
	go func() {
		done <- saveResult{path, library.SaveAs(path, rec, replace)}
	}()
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
		if !e.Type().IsRegular() {
			return e.Name(), nil, fmt.Errorf("%s is not a regular file", e.Name())
		}
		f, err := fsys.Open(e.Name())
		if err != nil {
			return e.Name(), nil, err
		}
		defer f.Close()
		data, err := record.ReadLimited(f, e.Name()) // whatever the size said
		return e.Name(), data, err
	}
	return "", nil, errors.New("only folders were dropped; drop a .gib, .pgn or .fen file")
}
