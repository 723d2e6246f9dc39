package record

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"janggi/internal/atomicfile"
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

// Autosave writes the record to path atomically, creating the folder if needed. When it returns
// nil the record is on disk and survives a crash of the program.
func Autosave(path string, rec *Record) error {
	var b bytes.Buffer
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
func LoadAutosave(path string) (*Record, error) {
	data, err := ReadFileData(path)
	if err != nil {
		return nil, err
	}
	recs, err := ReadPGN(data)
	if len(recs) == 0 {
		return nil, fmt.Errorf("autosave %s: %w", path, err)
	}
	if len(recs) != 1 {
		return nil, fmt.Errorf("autosave %s: holds %d games, want 1", path, len(recs))
	}
	rec := recs[0]
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
// A missing file is not an error.
func ClearAutosave(path string) error {
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
	snap := rec.Clone()
	for {
		select {
		case a.reqs <- snap:
			return
		default:
			select {
			case <-a.reqs: // an older snapshot nobody wrote yet: the new one supersedes it
			default:
			}
		}
	}
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
		for {
			select {
			case a.done <- last:
				return
			default:
				select {
				case <-a.done:
				default:
				}
			}
		}
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
