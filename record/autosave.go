package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"janggi/internal/atomicfile"
	"janggi/internal/latest"
	"janggi/internal/regfile"
)

// The autosave keeps the game in progress on disk after every move, so that a crash, a power cut
// or kill -9 loses nothing: the next start finds the file and offers to resume. It is a PGN-style
// record with UCI moves, written atomically (see package atomicfile): whatever moment the program
// dies at, the file holds either the game before the last move or the game after it, never a
// half-written one. The window stores what it needs to resume the same kind of game (mode, the
// player's side, the AI level) in the record's Tags.

// DefaultAutosavePath returns where the game in progress is kept: autosave.pgn in the janggi
// folder of the user's config folder (os.UserConfigDir), beside the settings file.
func DefaultAutosavePath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for the autosave: %w", err)
	}
	return filepath.Join(dir, "janggi", "autosave.pgn"), nil
}

// autosaveMark is the first line of every autosave: only a file that starts with it is replaced,
// removed or set aside as the autosave. A user may point the autosave at any file (the window's
// --autosave FILE); one the program did not write there, a finished record say, is the user's.
const autosaveMark = `[JanggiAutosave "the game in progress, rewritten after every move"]`

// ErrNotAutosave is the reason Autosave, LoadAutosave and ClearAutosave give for a file that is
// not an autosave this program wrote: they leave it as it is.
var ErrNotAutosave = errors.New("not an autosave this program wrote")

// notAutosave is ErrNotAutosave naming the file and what is done about it; notRegular, when set,
// says the path is no regular file at all (it then also satisfies ErrNotRegular).
type notAutosave struct {
	path       string
	notRegular error
}

func (e notAutosave) Error() string {
	why := fmt.Sprintf("its first line is not %s", autosaveMark)
	if e.notRegular != nil {
		why = e.notRegular.Error()
	}
	return fmt.Sprintf("autosave %s: %v (%s): it is left as it is, and the game in progress is not kept there; choose another file for the autosave",
		e.path, ErrNotAutosave, why)
}

func (e notAutosave) Is(target error) bool { return target == ErrNotAutosave }

func (e notAutosave) Unwrap() error { return e.notRegular }

// checkOwnAutosave returns nil when path is free for the autosave (no file there) or holds one this
// program wrote, and a notAutosave error otherwise (a folder, a device, any other file).
func checkOwnAutosave(path string) error {
	// Opened without blocking and checked once open: a named pipe put at path between a check and
	// the open would otherwise block the game.
	f, _, err := regfile.Open(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, regfile.ErrNotRegular):
		return notAutosave{path, err}
	case err != nil:
		return fmt.Errorf("autosave: %w", err)
	}
	defer f.Close()
	head := make([]byte, len(autosaveMark)+1)
	if n, _ := io.ReadFull(f, head); !isAutosave(head[:n]) && !isDefaultAutosave(path) {
		return notAutosave{path, nil}
	}
	return nil
}

// isDefaultAutosave reports whether path is the default autosave (DefaultAutosavePath), a file in
// the program's own folder that only the program writes. Builds before the mark wrote their
// autosave there without it; a player who upgrades must still be offered his game and keep an
// autosave, so a file there without the mark is the program's too. A path the player chose
// (--autosave FILE) gets no such trust.
func isDefaultAutosave(path string) bool {
	def, err := DefaultAutosavePath()
	if err != nil {
		return false
	}
	a, errA := filepath.Abs(path)
	b, errB := filepath.Abs(def)
	return errA == nil && errB == nil && a == b
}

// isAutosave reports whether data starts with the autosave's mark line.
func isAutosave(data []byte) bool {
	return bytes.HasPrefix(data, []byte(autosaveMark+"\n"))
}

// Autosave writes the record to path atomically, creating the folder if needed. When it returns
// nil the record is on disk and survives a crash of the program. A file at path that is not an
// autosave this program wrote is never replaced: the error satisfies errors.Is(err, ErrNotAutosave).
func Autosave(path string, rec *Record) error {
	if err := checkOwnAutosave(path); err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString(autosaveMark + "\n")
	if err := WritePGN(&b, rec, PGNOptions{UCI: true}); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := atomicfile.Write(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// LoadAutosave reads the game an earlier run left at path. When there is none the error
// satisfies errors.Is(err, fs.ErrNotExist), which means there is nothing to resume.
//
// The autosave says how many moves it holds (a PlyCount tag) and ends with PGN's result marker,
// so a file cut short (a disk that filled up, a copy that stopped) tells on itself: LoadAutosave
// then returns the moves it still holds, with CutShort set and Missing the number of moves lost,
// and LossNote says it in words. A file damaged in the middle of a move keeps the moves before.
// A file that is not an autosave this program wrote (see Autosave) is not read as one: the error
// satisfies errors.Is(err, ErrNotAutosave).
func LoadAutosave(path string) (*Record, error) {
	// A folder, a device or a file without the mark is the user's: it is not read, and the
	// caller, which moves an unreadable autosave aside, must leave it where it is.
	if err := checkOwnAutosave(path); err != nil {
		return nil, err
	}
	data, err := ReadFileData(path)
	if err != nil {
		return nil, err
	}
	if !isAutosave(data) && !isDefaultAutosave(path) {
		return nil, notAutosave{path, nil}
	}
	recs, err := ReadPGN(data)
	if len(recs) == 0 {
		return nil, fmt.Errorf("autosave %s: %w", path, err)
	}
	if len(recs) != 1 {
		return nil, fmt.Errorf("autosave %s: holds %d games, want 1", path, len(recs))
	}
	rec := recs[0]
	rec.Tags = slices.DeleteFunc(rec.Tags, func(t Tag) bool { return t.Name == "JanggiAutosave" })
	if rec.Stopped != nil {
		rec.CutShort = true
	} else if err != nil {
		return nil, fmt.Errorf("autosave %s: %w", path, err)
	}
	return rec, nil
}

// LossNote says in a sentence what a record cut short has lost, for the player: "the file holds
// 6 of its 10 moves: the last 4 are lost". It is "" for a record read whole.
func (r *Record) LossNote() string {
	held := len(r.Moves)
	switch {
	case !r.CutShort:
		return ""
	case r.Missing > 0:
		return fmt.Sprintf("the file holds %d of its %d moves: the last %d are lost", held, held+r.Missing, r.Missing)
	case r.Stopped != nil:
		return fmt.Sprintf("the file is damaged at %s: the %d moves before it are kept, the rest is lost", r.Stopped.Where(), held)
	}
	return fmt.Sprintf("the file ends after move %d without the mark that closes a game: any moves after it are lost", held)
}

// ClearAutosave removes the autosave, once its game is over or the player declined to resume it.
// A missing file is not an error; a file that is not an autosave this program wrote is left where it
// is, with an error that satisfies errors.Is(err, ErrNotAutosave).
func ClearAutosave(path string) error {
	if err := checkOwnAutosave(path); err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// Autosaver writes autosaves in a goroutine of its own, so that the window's Update never waits
// for the disk. Save hands it a snapshot and returns at once; when several snapshots arrive
// faster than the disk takes them, only the newest is written, since it holds every move of the
// older ones. Each finished write reports its error (nil on success) on Done, which the window
// polls without blocking. Save may be called from one goroutine at a time; Close once at the end.
type Autosaver struct {
	path string
	reqs chan *Record
	done chan error
	quit chan struct{}
	end  chan error
}

// NewAutosaver starts an autosaver that writes to path.
func NewAutosaver(path string) *Autosaver {
	a := &Autosaver{
		path: path,
		reqs: make(chan *Record, 1),
		done: make(chan error, 1),
		quit: make(chan struct{}),
		end:  make(chan error, 1),
	}
	go a.run()
	return a
}

// Save queues a copy of the record for writing, replacing a snapshot not yet written.
func (a *Autosaver) Save(rec *Record) {
	latest.Put(a.reqs, rec.Clone()) // an older snapshot nobody wrote yet: the new one supersedes it
}

// Done delivers the result of each write; when the window is slow to look, only the latest
// result waits there.
func (a *Autosaver) Done() <-chan error { return a.done }

// Close writes the snapshot still waiting, if any, stops the goroutine and returns the error of
// the last write (nil when it succeeded or there was none).
func (a *Autosaver) Close() error {
	close(a.quit)
	return <-a.end
}

func (a *Autosaver) run() {
	var last error
	write := func(rec *Record) {
		last = Autosave(a.path, rec)
		latest.Put(a.done, last)
	}
	for {
		select {
		case rec := <-a.reqs:
			write(rec)
		case <-a.quit:
			select {
			case rec := <-a.reqs:
				write(rec)
			default:
			}
			a.end <- last
			return
		}
	}
}

// Clone returns a copy of the record that shares nothing that can change (the rules presets are
// never changed and stay shared).
func (r *Record) Clone() *Record {
	c := *r
	c.Moves = append([]string(nil), r.Moves...)
	c.Tags = append([]Tag(nil), r.Tags...)
	c.Warnings = append([]string(nil), r.Warnings...)
	return &c
}
