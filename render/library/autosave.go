package library

import (
	"janggi/record"
)

// Keeper keeps the autosave of the game in the window. Its methods are called from the window's
// loop and never wait for the disk: the writes happen in a record.Autosaver's goroutine, and
// removing the file once a game is over happens in a goroutine of its own, after the writes queued
// before it (so a late write cannot bring a finished game back); a save asked for meanwhile waits
// in the Keeper until the removal is done. A Keeper with no path does nothing. It is not safe for
// concurrent use. A nil *Keeper, like one without a path, keeps nothing.
type Keeper struct {
	path     string
	saver    *record.Autosaver
	clearing chan error     // the removal under way, or nil
	pending  *record.Record // a save asked for during the removal
	failed   bool           // the last write failed (reported once until one succeeds)
}

// NewKeeper returns a keeper of the autosave at path; "" keeps none.
func NewKeeper(path string) *Keeper { return &Keeper{path: path} }

// Path returns the autosave's path ("" when there is none).
func (k *Keeper) Path() string {
	if k == nil {
		return ""
	}
	return k.path
}

// Save has rec written as the autosave (a copy is taken at once), replacing any older save not
// yet written.
func (k *Keeper) Save(rec *record.Record) {
	if k == nil || k.path == "" {
		return
	}
	if k.clearing != nil {
		k.pending = rec.Clone()
		return
	}
	if k.saver == nil {
		k.saver = record.NewAutosaver(k.path)
	}
	k.saver.Save(rec)
}

// Clear removes the autosave once the writes asked for before have been made: the game is over,
// or the player chose not to resume it.
func (k *Keeper) Clear() {
	if k == nil || k.path == "" {
		return
	}
	k.pending = nil
	if k.clearing != nil {
		return // a removal is under way, and nothing was saved since
	}
	saver, path := k.saver, k.path
	k.saver = nil
	done := make(chan error, 1)
	k.clearing = done
	go func() {
		if saver != nil {
			saver.Close() // its error was reported, or is moot: the file goes
		}
		done <- record.ClearAutosave(path)
	}()
}

// Poll is called in every update: it starts a save that waited for a removal and returns the
// error of a failed write or removal, once (nil otherwise), for the window to show.
func (k *Keeper) Poll() error {
	if k == nil {
		return nil
	}
	if k.clearing != nil {
		select {
		case err := <-k.clearing:
			k.clearing = nil
			if p := k.pending; p != nil {
				k.pending = nil
				k.Save(p)
			}
			if err != nil {
				return err
			}
		default:
		}
	}
	if k.saver == nil {
		return nil
	}
	select {
	case err := <-k.saver.Done():
		if err != nil && !k.failed {
			k.failed = true
			return err
		}
		if err == nil {
			k.failed = false
		}
	default:
	}
	return nil
}

// Close waits for the writes and the removal under way and returns the error of the last write.
func (k *Keeper) Close() error {
	if k == nil {
		return nil
	}
	var err error
	if k.clearing != nil {
		err = <-k.clearing
		k.clearing = nil
		if k.pending != nil {
			k.Save(k.pending)
			k.pending = nil
		}
	}
	if k.saver != nil {
		err = k.saver.Close()
		k.saver = nil
	}
	return err
}
