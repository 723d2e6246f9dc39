package render

import (
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/render/i18n"
	"janggi/render/library"
)

// takeRequest takes what a later start of the program asked of this window (Options.Requests),
// if anything, and reports whether it did. The window comes forward (restored if minimised, and
// asking for the player's attention: a system lets no program that was not clicked take the focus)
// and a record opens over whatever screen is shown, leaving the scene as closing the window
// would: its game saved in the autosave, its computer stopped. Over an unfinished game it opens
// once the player said to leave the game, as the menu's Open asks (issue 54: anything that drops
// a game asks first). A record that cannot be read leaves the screen as it was and says why.
func (a *app) takeRequest() bool {
	st := a.st
	var path string
	select {
	case path = <-st.opts.Requests: // a nil channel: nothing, ever
	default:
		return false
	}
	if ebiten.IsWindowMinimized() {
		ebiten.RestoreWindow()
	}
	ebiten.RequestAttention()
	if path == "" {
		st.trace("request show\n")
		return true
	}
	st.trace("request open %s\n", path)
	prefer := st.janggiRules()
	if g, ok := a.scene.(*gameScene); ok {
		prefer = g.files.preferRules()
	}
	rec, games, err := library.ReadFile(path, prefer)
	if g, ok := a.scene.(*gameScene); ok && err == nil && g.dialogs.unfinished() {
		g.dialogs.leaveThen(func() { g.files.opened(path, rec, games, nil) })
		g.layout() // the question's buttons, for the report of the screen that follows
		return true
	}
	var n *gameScene
	if err == nil {
		n, err = openedScene(st, filepath.Base(path), rec, games)
	}
	if err != nil {
		st.fail(i18n.OpenFailed.Format(st.lang(), err))
		st.trace("open failed: %v\n", err)
		return true
	}
	if c, ok := a.scene.(interface{ close() }); ok {
		c.close()
	}
	a.scene = n
	n.layout()
	return true
}
