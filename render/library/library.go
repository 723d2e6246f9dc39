// Package library is the window's record files without the window: the record folder and the
// list of files in it, reading a chosen or dropped file, naming and writing a saved game (never
// replacing another unless told), finding the game an earlier run left in the autosave, and
// keeping that autosave up to date from the window's loop without waiting for the disk (Keeper).
// It imports no Ebitengine, so its tests run anywhere.
//
//	dir, _ := library.Dir()                             // <UserConfigDir>/janggi/records
//	files := library.List(dir, ".")                     // newest first
//	rec, games, err := library.ReadFile(files[0].Path, nil) // the first game, and how many there are
//	name := library.SuggestedName(dir, rec, time.Now(), record.GIB) // 2024-05-01_1542_Kim-vs-Lee.gib
//	err = library.SaveAs(filepath.Join(dir, name), rec, false)      // never over another file
package library

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"

	"janggi/config"
	"janggi/game"
	"janggi/record"
)

// MaxFileSize bounds the files the window reads: the longest real records are a few kilobytes,
// and a file far larger is not a record (a dropped photo, a folder archive). It is the record
// package's limit.
const MaxFileSize = record.MaxFileSize

// Dir returns the record folder: records in the program's folder of the user's config folder,
// beside the settings file. It may not exist yet; Save creates it.
func Dir() (string, error) {
	d, err := config.Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "records"), nil
}

// File is a record file found in a folder.
type File struct {
	Path string // as found: the folder joined with the name
	Name string // the file's name
	Dir  string // the folder it is in
	Mod  time.Time
	Size int64
}

// isRecordName reports whether a file name has a record's extension.
func isRecordName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".gib", ".pgn", ".fen":
		return true
	}
	return false
}

// List returns the record files (.gib, .pgn, .fen) directly in the folders, newest first; a
// folder that is missing or unreadable adds nothing, and a folder named twice is listed once.
func List(dirs ...string) []File {
	var out []File
	seen := map[string]bool{}
	for _, dir := range dirs {
		key := dir
		if abs, err := filepath.Abs(dir); err == nil {
			key = abs
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !isRecordName(e.Name()) {
				continue
			}
			info, err := e.Info()
			if err != nil {
				continue
			}
			out = append(out, File{Path: filepath.Join(dir, e.Name()), Name: e.Name(), Dir: dir, Mod: info.ModTime(), Size: info.Size()})
		}
	}
	slices.SortStableFunc(out, func(a, b File) int {
		if c := b.Mod.Compare(a.Mod); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// Read reads the record file called name (the name's extension says its format; without a known
// one its content does) and returns its first game and the number of games in it. A FEN file is a
// position of the window's game, prefer (nil: standard Janggi), when nothing says otherwise (see
// readFEN). The games counted are all the file holds, read or not. Errors name the file and what
// is wrong with it.
func Read(name string, data []byte, prefer *game.Rules) (*record.Record, int, error) {
	base := filepath.Base(name)
	if len(data) > MaxFileSize {
		return nil, 0, fmt.Errorf("%s is %.1f MB: a record file is at most %d MB", base, float64(len(data))/(1<<20), MaxFileSize>>20)
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return nil, 0, fmt.Errorf("%s is empty", base)
	}
	f, err := record.FormatOf(name)
	if err != nil {
		f = record.DetectFormat(data)
	}
	var rec *record.Record
	games := 0
	if f == record.FEN {
		var recs []*record.Record
		if recs, err = readFEN(data, prefer); len(recs) > 0 {
			rec, games = recs[0], len(recs)
		}
	} else {
		// Only the first game is read, the others counted: a file of a thousand games opens in
		// the time of one.
		rec, games, err = record.ReadFirst(data, f, record.Options{})
	}
	if rec != nil {
		// The first game is shown: a record that stops at a fault opens up to there (its Stopped
		// says where and why), whatever the file's later games hold.
		return rec, games, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %w", base, err)
	}
	return nil, 0, fmt.Errorf("%s holds no game", base)
}

// ReadFile reads a record file from the disk (see Read): only a regular file, and no more than
// MaxFileSize bytes of it whatever its size says (a device, a named pipe are refused).
func ReadFile(path string, prefer *game.Rules) (*record.Record, int, error) {
	data, err := record.ReadFileData(path)
	if err != nil {
		return nil, 0, err
	}
	return Read(path, data, prefer)
}

// FileName returns the name a saved game gets: the date and time, then the players, e.g.
// 2024-05-01_1542_Kim-vs-Lee.gib. Characters that file systems refuse become dashes.
func FileName(rec *record.Record, when time.Time, f record.Format) string {
	cho, han := namePart(rec.Cho, "Cho"), namePart(rec.Han, "Han")
	return when.Format("2006-01-02_1504") + "_" + cho + "-vs-" + han + "." + f.String()
}

// namePart makes a player's name safe in a file name: letters and digits (Hangul too) stay,
// anything else becomes one dash, and it is at most 24 characters long.
func namePart(s, empty string) string {
	var b []rune
	dash := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && len(b) > 0 {
				b = append(b, '-')
			}
			b, dash = append(b, r), false
		} else {
			dash = true
		}
		if len(b) >= 24 {
			break
		}
	}
	if len(b) == 0 {
		return empty
	}
	return string(b)
}

// SetAside renames an autosave that cannot be resumed to a name of its own beside it
// (autosave.pgn.unreadable-20240501-154200), so that the next autosave does not replace it, and
// returns that name.
func SetAside(path string) (string, error) {
	kept := path + ".unreadable-" + time.Now().Format("20060102-150405")
	if err := os.Rename(path, kept); err != nil {
		return "", err
	}
	return kept, nil
}

// Resumable returns the game an earlier run left in the autosave at path when it is worth
// offering to resume: unfinished, with at least one move. A finished or empty game is removed
// (there is nothing to resume) and nil returned. A file the program did not write as its autosave
// (record.ErrNotAutosave) is left as it is, and the error says so. An autosave that does not read is moved aside,
// never lost, and the error says where it is kept. An autosave cut short (it says it held more
// moves than it does) is moved aside too, and the moves it still holds are returned together
// with an error that says exactly what was lost and where the file is kept.
func Resumable(path string) (*record.Record, error) {
	rec, err := record.LoadAutosave(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if errors.Is(err, record.ErrNotAutosave) {
		return nil, err // the user's file, not the program's: never moved, removed or replaced
	}
	if err != nil {
		kept, rerr := SetAside(path)
		if rerr != nil {
			return nil, fmt.Errorf("%v; it could not be kept aside either: %v", err, rerr)
		}
		return nil, fmt.Errorf("%v; the file is kept as %s", err, kept)
	}
	if rec.CutShort {
		// The file says it held more than it does: keep it as it is beside the next autosave,
		// and offer what is left, saying exactly what was lost.
		note := "its autosave was cut short: " + rec.LossNote()
		kept, rerr := SetAside(path)
		if rerr != nil {
			note += fmt.Sprintf("; it could not be kept aside: %v", rerr)
		} else {
			note += "; the file is kept as " + kept
		}
		if len(rec.Moves) == 0 || rec.Result.Over() {
			return nil, errors.New(note)
		}
		return rec, errors.New(note)
	}
	if rec.Result.Over() || len(rec.Moves) == 0 {
		return nil, record.ClearAutosave(path)
	}
	return rec, nil
}
