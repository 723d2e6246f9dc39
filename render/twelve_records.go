package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
)

// Twelve Janggi's records, as the game scene keeps Janggi's: saved as PGN (the .gib format is
// Janggi's alone), autosaved after every change, and offered for resuming at the next start.

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

// record returns the game with its players and date, to save.
func (s *twelveScene) record() *record.Record {
	return s.m.Record(playerNames(s.lang(), s.m.Config()), time.Now())
}

// save writes the game to the record folder as PGN, in the background (the news says where).
func (s *twelveScene) save() {
	s.st.startSave(s.record(), record.PGN)
}

// twelveSaved is what the autosave of a Twelve Janggi match depends on.
type twelveSaved struct {
	m          *match.TwelveMatch
	ply        int
	hash       uint64
	over, redo bool
}

// autosave keeps the autosave up to date after every change: the game in progress is saved, a
// finished one removed. A game the player has not yet chosen to resume is left alone.
func (s *twelveScene) autosave() {
	if s.overlay == resumeOverlay {
		return
	}
	pos := s.m.Game().Position()
	k := twelveSaved{s.m, s.m.Ply(), pos.Hash(), s.m.Result().Over(), s.m.CanRedo()}
	if k == s.saved {
		return
	}
	s.saved = k
	if k.over {
		s.st.keeper.Clear()
	} else {
		s.st.keeper.Save(s.record())
	}
}

// saveNow writes the autosave as the game stands, when the window closes or the match is left.
func (s *twelveScene) saveNow() {
	if s.overlay != resumeOverlay && !s.m.Result().Over() && s.m.Ply() > 0 {
		s.st.keeper.Save(s.record())
	}
}

// resumePlayScene shows the game an earlier run left in the autosave, in its game's scene, under
// the question whether to resume it.
func resumePlayScene(st *State, rec *record.Record) (scene, error) {
	if rec.Game != record.TwelveJanggi {
		return resumeScene(st, rec)
	}
	m, err := match.ResumeTwelve(rec, st.opts.Twelve, st.prefs.Match, st.opts.MaxLevel)
	if err != nil {
		return nil, err
	}
	s := &twelveScene{st: st, m: m, spec: layout.Twelve(), traced: m.Ply(), overlay: resumeOverlay}
	st.trace("resume offered plies=%d\n", len(rec.Moves))
	return s, nil
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
	n, err := newPlayScene(st, st.prefs.Match)
	if err != nil {
		st.fail(err.Error())
		st.next = newSetupScene(st, nil)
		return
	}
	st.next = n
}

// resumeBox is where the question to resume goes.
func (s *twelveScene) resumeBox() layout.Rect {
	sc := s.st.screen
	u := sc.Unit
	w, h := min(sc.Board.W*0.8, u*28), 2*u*3.1+u*7.5
	return layout.Rect{X: sc.Board.X + (sc.Board.W-w)/2, Y: (sc.H - h) / 2, W: w, H: h}
}

// resumeButtons are the question's answers: resume (Enter), or start anew.
func (s *twelveScene) resumeButtons() []button {
	l := s.lang()
	u := s.st.screen.Unit
	box := s.resumeBox()
	rects := layout.Grid(layout.Rect{X: box.X + u*1.5, Y: box.Y + u*6, W: box.W - u*3, H: box.H}, 2, 1, u*2.5, u*0.6)
	return []button{
		{r: rects[0], label: i18n.ResumeGame.In(l), on: true, act: func() {
			s.overlay = noOverlay
			s.trace("resume plies=%d\n", s.m.Ply())
		}},
		{r: rects[1], label: i18n.NewGame.In(l), act: func() {
			s.overlay = noOverlay
			s.m.Close()
			startAfresh(s.st)
		}},
	}
}

// updateResume handles the question's input: a button, or Enter for the first.
func (s *twelveScene) updateResume() {
	in := &s.st.in
	s.extra = s.resumeButtons()
	if in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter) {
		s.extra[0].act()
		return
	}
	clickButtons(in, s.extra)
}

// drawResume asks whether to resume the game, over the board.
func (s *twelveScene) drawResume(dst *ebiten.Image) {
	st := s.st
	u := st.screen.Unit
	l := s.lang()
	box := s.resumeBox()
	shade(dst)
	drawPanelBox(dst, st, box, u)
	fitText(dst, st, u*1.5, i18n.ResumeTitle.In(l), box.X+u*1.5, box.Y+u*2.2, box.W-u*3, centerLeft, panelText)
	info := i18n.ResumeInfo.Format(l, i18n.ModeNames[s.m.Config().Mode].In(l), s.m.Ply(), i18n.Twelve.Name(l))
	fitText(dst, st, u*0.9, info, box.X+u*1.5, box.Y+u*4.3, box.W-u*3, centerLeft, panelDim)
	drawButtons(dst, st, s.extra)
}
