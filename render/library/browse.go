package library

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"janggi/game/kind"
	"janggi/record"
)

// The window's file chooser without the window: a folder's subfolders and record files, writing a
// game under the name the player chose, and what the list says of each record file.

// Listing is what the chooser shows of a folder: where it is, its parent, its subfolders and its
// record files.
type Listing struct {
	Dir     string   // the folder, absolute
	Parent  string   // its parent; "" at the root
	Folders []string // the subfolders' names, in name order; hidden ones (.name) left out
	Files   []File   // the record files, newest first (see List)
}

// Browse lists folder dir for the chooser. A folder that cannot be read is an error that says so.
func Browse(dir string) (Listing, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Listing{}, err
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		return Listing{}, err
	}
	l := Listing{Dir: abs}
	if p := filepath.Dir(abs); p != abs {
		l.Parent = p
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if e.IsDir() {
			l.Folders = append(l.Folders, e.Name())
		} else if e.Type()&os.ModeSymlink != 0 {
			if info, err := os.Stat(filepath.Join(abs, e.Name())); err == nil && info.IsDir() {
				l.Folders = append(l.Folders, e.Name())
			}
		}
	}
	slices.SortFunc(l.Folders, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	l.Files = List(abs)
	return l, nil
}

// SaveAs writes rec into the file at path, whose extension (.gib or .pgn) gives the format; the
// folder must exist. It replaces a file already there only when replace is set, and otherwise
// fails with an error that wraps record.ErrExists. The clock state goes into a Clock header in a
// .gib file, which has no field for it (PGN writes it itself).
func SaveAs(path string, rec *record.Record, replace bool) error {
	f, err := record.FormatOf(path)
	if err != nil {
		return err
	}
	if f == record.FEN {
		return errors.New("a game is saved as .gib or .pgn; FEN keeps one position only")
	}
	out := rec
	if rec.Clock != "" {
		out = rec.Clone()
		out.SetTag(record.TagClock, rec.Clock)
	}
	err = record.WriteFile(path, []*record.Record{out}, record.Options{Encoding: record.CP949}, replace)
	if err != nil && f == record.GIB && !errors.Is(err, record.ErrExists) {
		err = record.WriteFile(path, []*record.Record{out}, record.Options{Encoding: record.UTF8}, replace)
	}
	return err
}

// Summary is what the Open list says of a record file: the game's date, players, result and
// length, from the file's first game.
type Summary struct {
	Game     kind.Game
	Date     string // as the record gives it (2016.12.06), "" when it gives none
	Cho, Han string
	Moves    int
	Record   *record.Record // the first game, for its result
	Games    int            // the games in the file
	Err      error          // why the file does not read (whole); the rest is empty when nothing reads
}

// Describe reads the record file at path for the Open list (see Summary).
func Describe(path string) Summary {
	rec, games, err := ReadFile(path, nil)
	if err != nil {
		return Summary{Err: err}
	}
	s := Summary{Game: rec.Game, Date: rec.Date, Cho: rec.Cho, Han: rec.Han, Moves: len(rec.Moves), Record: rec, Games: games}
	if rec.Stopped != nil {
		s.Err = rec.Stopped // it opens up to the fault, but it does not read as a whole record
	}
	return s
}

// maxCopies bounds the numbered names SuggestedName tries (name-2, name-3, ...).
const maxCopies = 999

// SuggestedName returns the name the chooser offers for saving rec at when: FileName's, or when a
// file of that name exists in dir the first free name-2, name-3, ...
func SuggestedName(dir string, rec *record.Record, when time.Time, f record.Format) string {
	name := FileName(rec, when, f)
	stem := strings.TrimSuffix(name, filepath.Ext(name))
	for i := 2; i <= maxCopies; i++ {
		if _, err := os.Lstat(filepath.Join(dir, name)); err != nil {
			return name
		}
		name = fmt.Sprintf("%s-%d.%s", stem, i, f)
	}
	return name
}
