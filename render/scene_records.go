package render

import (
	"path/filepath"
	"strings"

	"janggi/game"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/match"
)

// The game scenes of records: the game an earlier run left in the autosave, offered to resume,
// and a record opened (menu, Ctrl+O, a file dropped on the window) to step through and play on
// from any move; and the players' names a record gets. The scene's files are gameFiles'
// (game_files.go), its dialogs dialogs' (dialogs.go).

// resumeScene shows the game an earlier run left in the autosave, in its game's scene, under a
// dialog that offers to resume it or to start anew; the clock and the computer wait for the answer.
func resumeScene(st *State, rec *record.Record) (*gameScene, error) {
	base := st.lastGame
	base.Now = st.now
	m, err := match.Resume(rec, st.opts.Engines, base, st.opts.MaxLevel)
	g, err := sceneOf(st, m, err)
	if err != nil {
		return nil, err
	}
	g.files.counts = resumedCounts(rec, g.m.Config())
	g.overlay = resumeOverlay
	g.hold()
	g.layout() // the offer's buttons, drawable at once
	st.trace("resume offered plies=%d\n", len(rec.Moves))
	return g, nil
}

// startAfresh starts the game the settings give (or the new-game screen, when the window was asked
// to open on it) instead of a game the player declined to resume.
func startAfresh(st *State) {
	st.keeper.Clear()
	st.trace("resume declined\n")
	if st.opts.NewGameFirst {
		st.next = newSetupScene(st, nil)
		return
	}
	n, err := newGameScene(st, st.lastGame)
	if err != nil {
		st.fail(err.Error())
		st.next = newSetupScene(st, nil)
		return
	}
	st.next = n
}

// openedScene shows a record to step through, in its game's scene; name is the file it came from
// and games the number of games in it (the first is shown).
func openedScene(st *State, name string, rec *record.Record, games int) (*gameScene, error) {
	m, err := match.View(rec)
	g, err := sceneOf(st, m, err)
	if err != nil {
		return nil, err
	}
	g.files.source = rec
	g.an.showRecorded(rec)
	l := st.lang()
	msg := i18n.Opened.Format(l, name, len(rec.Moves))
	if strings.EqualFold(filepath.Ext(name), ".fen") {
		msg = i18n.OpenedFEN.Format(l, name, i18n.GameName(g.b.game(), l)) // a FEN does not say its game: say which it was read as
	}
	if games > 1 {
		msg += " " + i18n.FirstOfGames.Format(l, games)
	}
	if stop := rec.Stopped; stop != nil {
		why := stop.Problem.Korean()
		if l == i18n.English && stop.Err != nil {
			why = stop.Err.Error()
		}
		msg += ". " + i18n.OpenedStopped.Format(l, stop.Line, stop.Move, stop.Text, why)
	} else if n, res := rec.EndPly(); n >= 0 {
		msg += ". " + i18n.OpenedPlayedOn.Format(l, n, i18n.Reason(rec.Game, l, res.Reason), len(rec.Moves)-n)
	}
	st.say(msg)
	st.trace("open %s plies=%d game=%s\n", name, len(rec.Moves), rec.Game)
	return g, nil
}

// playerNames returns the players' names for a record: the person, or the computer with its level.
func playerNames(l i18n.Lang, cfg match.Config) [2]string {
	var out [2]string
	for c := game.Cho; c <= game.Han; c++ {
		out[c] = i18n.Person.In(l)
		if cfg.Computer(c) {
			out[c] = i18n.Computer.Format(l, i18n.Level(l, max(1, cfg.Levels[c])))
		}
	}
	return out
}

// names returns the players' names: an opened record's, or for a game played here the person, or
// the computer with its level.
func (g *gameScene) names() [2]string {
	if g.files.source == nil {
		return playerNames(g.lang(), g.m.Config())
	}
	out := [2]string{g.files.source.Cho, g.files.source.Han}
	for c := range out {
		if out[c] == "" || out[c] == "?" {
			out[c] = "—"
		}
	}
	return out
}
