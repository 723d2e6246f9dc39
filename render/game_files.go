package render

import (
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/library"
)

// gameFiles is the game scene's files: the autosave after every move, the record opened (menu,
// Ctrl+O, a file dropped on the window, a path the window was asked to open), the file chooser of
// Save (Ctrl+S) and Open, and whether the game counts in the player's record (standing.go).
type gameFiles struct {
	scenePart
	source  *record.Record // the opened record shown, saved as it is; nil for a game played here
	chooser *chooser       // the file chooser of Save and Open
	saved   autosaveKey    // what the autosave holds

	// counts is set when the game counts in the player's record against the levels when it ends
	// (see standing.go), tallied once it has been counted.
	counts, tallied bool
}

// autosaveKey is what the autosave of a match depends on: a move, an undo, a redo or an ending
// changes it.
type autosaveKey struct {
	m       session
	changes int
}

// record returns the game to save: the opened record as it is, or the match's game with its
// players, date and clock.
func (f *gameFiles) record() *record.Record {
	if f.source != nil {
		return f.source
	}
	return f.m.Record(f.g.names(), f.st.now())
}

// autosave keeps the autosave up to date after every change of the game: the game in progress is
// saved, a finished one removed (the window still has it, for Save). An opened record, and a
// game the player has not yet chosen to resume, leave the autosave alone.
func (f *gameFiles) autosave() {
	if f.m.Viewing() || f.g.overlay == resumeOverlay {
		return
	}
	k := autosaveKey{f.m, f.m.Changes()}
	if k == f.saved {
		return
	}
	f.saved = k
	if f.m.Result().Over() {
		f.st.keeper.Clear()
	} else {
		f.st.keeper.Save(f.autosaveRecord())
	}
}

// saveNow writes the autosave as the game stands (the clock too), when the window closes or the
// match is left.
func (f *gameFiles) saveNow() {
	if f.m.Viewing() || f.g.overlay == resumeOverlay || f.m.Result().Over() || f.m.Ply() == 0 {
		return
	}
	f.st.keeper.Save(f.autosaveRecord())
}

// canSave reports whether there is a game to save: a move played, or an opened record. Save
// (the panel's, the menu's, the game-over panel's) and Ctrl+S all follow it.
func (f *gameFiles) canSave() bool { return f.m.Ply() > 0 || f.source != nil }

// openSave opens the file chooser to save the game, or says there is nothing to save yet.
func (f *gameFiles) openSave() {
	if !f.canSave() {
		f.st.say(i18n.NothingToSave.In(f.st.lang()))
		f.st.trace("save refused: no move\n")
		return
	}
	f.closeChooser()
	f.chooser = newChooser(f.st, chooseSave, f.st.chooserDir(), f.record())
	f.g.overlay = saveOverlay
}

// openFiles opens the file chooser to open a record.
func (f *gameFiles) openFiles() {
	f.closeChooser()
	f.chooser = newChooser(f.st, chooseOpen, f.st.chooserDir(), nil)
	f.g.overlay = openOverlay
}

// ensureChooser makes the chooser of the overlay shown when there is none yet.
func (f *gameFiles) ensureChooser() {
	if f.chooser != nil {
		return
	}
	if f.g.overlay == saveOverlay {
		f.chooser = newChooser(f.st, chooseSave, f.st.chooserDir(), f.record())
	} else {
		f.chooser = newChooser(f.st, chooseOpen, f.st.chooserDir(), nil)
	}
}

// closeChooser stops the chooser's reading of files.
func (f *gameFiles) closeChooser() {
	if f.chooser != nil {
		f.chooser.close()
		f.chooser = nil
	}
}

// openFile opens a record file chosen in the list.
func (f *gameFiles) openFile(path string) {
	rec, games, err := library.ReadFile(path, f.preferRules())
	f.opened(path, rec, games, err)
}

// drop opens the first file dropped on the window; over an unfinished game, once the player
// said to leave it (a file that cannot be read asks nothing: the game stays).
func (f *gameFiles) drop() {
	name, data, err := readDropped(f.st.in.dropped)
	if err != nil {
		f.opened(name, nil, 0, err)
		return
	}
	rec, games, err := library.Read(name, data, f.preferRules())
	if err != nil {
		f.opened(name, nil, 0, err)
		return
	}
	f.g.dialogs.leaveThen(func() { f.opened(name, rec, games, nil) })
}

// preferRules are the rules a FEN file is read with first: the game on the board's, or while
// Twelve Janggi is played the last Janggi preset chosen.
func (f *gameFiles) preferRules() *game.Rules {
	if r := f.b.rules(); r != nil {
		return r
	}
	return f.st.janggiRules()
}

// janggiRules are the last Janggi preset chosen, or nil (Xiangqi was): the rules a FEN file is
// read with first where no Janggi board is shown.
func (st *State) janggiRules() *game.Rules {
	if r := st.lastGame.Rules; r != nil && r.Game == kind.Janggi {
		return r
	}
	return nil
}

// opened shows a record read from a file, or what is wrong with the file; the game on the board
// stays when the file cannot be shown.
func (f *gameFiles) opened(path string, rec *record.Record, games int, err error) {
	l := f.st.lang()
	if err == nil {
		var n *gameScene
		n, err = openedScene(f.st, filepath.Base(path), rec, games)
		if err == nil {
			f.g.overlay = noOverlay
			f.g.switchTo(n)
			return
		}
	}
	f.st.fail(i18n.OpenFailed.Format(l, err))
	f.st.trace("open failed: %v\n", err)
}

// updateChooser handles the input of the file chooser shown, and opens or saves the file it chose.
func (f *gameFiles) updateChooser() {
	f.ensureChooser()
	res := f.chooser.update(f.st)
	if res.open != "" || res.save != "" {
		f.st.lastDir = f.chooser.listing.Dir
	}
	rec := f.chooser.rec
	if res.done {
		f.closeChooser()
		f.g.overlay = noOverlay
		f.g.hold()
	}
	if res.open != "" {
		f.openFile(res.open)
	}
	if res.save != "" {
		f.st.startSave(f.g.an.annotated(rec, res.save), res.save, res.replace)
	}
}

// drawChooser draws the file chooser shown.
func (f *gameFiles) drawChooser(dst *ebiten.Image) {
	if f.chooser != nil {
		f.chooser.draw(dst, f.st, f.b.game())
	}
}
