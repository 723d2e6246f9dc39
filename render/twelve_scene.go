package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/twelve"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/sfx"
)

// handTypes are the kinds of piece a hand can hold, in the order of a tray's places (top first).
var handTypes = [layout.TwelveSlots]twelve.PieceType{twelve.General, twelve.Elephant, twelve.Soldier}

// twelveScene is a game of Twelve Janggi: the 3×4 board with both hands beside it, the side
// panel and their overlays.
type twelveScene struct {
	st    *State
	m     *match.TwelveMatch
	spec  *layout.Board // made once: the board layer is redrawn only when the geometry changes
	geo   layout.TwelveGeometry
	board boardLayer

	overlay overlay
	buttons []button // the panel's
	extra   []button // the game-over panel's or the menu's
	moves   []string // the move list, kept up to date in Update
	movesAt uint64   // the position the move list was made for
	traced  int      // moves written to the trace
	saved   twelveSaved
	ticks   int
	ready   bool
}

// newTwelveScene starts a match of Twelve Janggi with cfg.
func newTwelveScene(st *State, cfg match.Config) (*twelveScene, error) {
	m, err := match.NewTwelve(cfg, st.opts.Twelve)
	if err != nil {
		return nil, err
	}
	s := &twelveScene{st: st, m: m, spec: layout.Twelve()}
	s.traced = m.Ply()
	return s, nil
}

// close saves the game as it stands in the autosave and cancels the computer's search; the window
// is closing or the match is replaced.
func (s *twelveScene) close() {
	s.saveNow()
	s.m.Close()
}

// config returns the match's setup, for the new-game screen.
func (s *twelveScene) config() match.Config { return s.m.Config() }

func (s *twelveScene) lang() i18n.Lang { return s.st.lang() }

// fit recomputes the layout for the window's size and orientation.
func (s *twelveScene) fit() {
	s.geo = s.st.screen.FitTwelve(s.spec, s.m.Flipped())
}

// spot returns the board square or hand place under pixel (x, y), or match.NoSpot.
func (s *twelveScene) spot(x, y float64) match.Spot {
	if p, ok := s.geo.Hit(x, y); ok {
		return match.BoardSpot(twelve.SquareAt(p.File, p.Rank))
	}
	if player, slot, ok := s.geo.HitSlot(x, y); ok {
		return match.HandSpot(game.Color(player), handTypes[slot])
	}
	return match.NoSpot
}

// center returns the pixel at the centre of a board square.
func (s *twelveScene) center(sq twelve.Square) (float64, float64) {
	return s.geo.Center(layout.Point{File: sq.File(), Rank: sq.Rank()})
}

// slotOf returns the centre of the tray place of hand pieces of type t of side c.
func (s *twelveScene) slotOf(c game.Color, t twelve.PieceType) (float64, float64) {
	for i, h := range handTypes {
		if h == t.Demoted() {
			return s.geo.SlotCenter(int(c), i)
		}
	}
	return s.geo.SlotCenter(int(c), 0)
}

// from returns where the piece of move mv starts: its square, or its place in the mover's hand.
func (s *twelveScene) from(mv twelve.Move, mover game.Color) (float64, float64) {
	if mv.IsDrop() {
		return s.slotOf(mover, mv.DropType())
	}
	return s.center(mv.From())
}

// Update implements scene.
func (s *twelveScene) Update(st *State) error {
	in := &st.in
	s.ticks++
	if !s.ready {
		s.ready = true
		s.trace("ready %dx%d twelve\n", int(st.screen.W), int(st.screen.H))
	}
	s.fit()
	covered := s.overlay != noOverlay
	switch s.overlay {
	case helpOverlay:
		if in.pressed || len(in.keys) > 0 {
			s.overlay = noOverlay
		}
	case menuOverlay:
		s.extra = s.menuButtons()
		if in.key(ebiten.KeyEscape) || !clickButtons(in, s.extra) && in.pressed {
			s.overlay = noOverlay
		}
	case resumeOverlay:
		s.updateResume()
	}
	if !covered {
		s.keys()
		s.buttons = s.panelButtons()
		s.extra = nil
		if s.m.ShowResult() {
			s.extra = s.resultButtons()
		}
		if clickButtons(in, s.extra) || clickButtons(in, s.buttons) {
			in.pressed = false
		}
		s.pointer()
	}
	if s.overlay != resumeOverlay { // the computer waits for the answer
		s.m.Tick()
	}
	s.events()
	s.autosave()
	s.fit()
	s.updateMoves()
	return nil
}

// keys handles the keyboard shortcuts: Janggi's, without the pass.
func (s *twelveScene) keys() {
	in := &s.st.in
	m := s.m
	switch {
	case in.ctrl && in.key(ebiten.KeyQ):
		s.st.quit = true
	case in.ctrl && in.key(ebiten.KeyZ):
		m.Undo()
	case in.ctrl && in.key(ebiten.KeyY):
		m.Redo()
	case in.ctrl && in.key(ebiten.KeyS):
		s.save()
	case in.ctrl:
	case in.char('?') || in.key(ebiten.KeyF1):
		s.overlay = helpOverlay
	case in.key(ebiten.KeyEscape):
		s.overlay = menuOverlay
	case in.key(ebiten.KeyF):
		m.Flip()
	case in.key(ebiten.KeyS):
		s.st.switchSkin()
	case in.key(ebiten.KeyH):
		m.RequestHint()
	case in.key(ebiten.KeyN):
		s.newGame()
	case in.key(ebiten.KeyL):
		s.st.switchLang()
	case in.key(ebiten.KeyM):
		s.st.switchSound()
	case in.key(ebiten.KeyArrowLeft):
		m.Step(-1)
	case in.key(ebiten.KeyArrowRight):
		m.Step(+1)
	case in.key(ebiten.KeyHome):
		m.ReviewStart()
	case in.key(ebiten.KeyEnd):
		m.ReviewEnd()
	}
}

// pointer passes the mouse to the match when it is over the board or a hand.
func (s *twelveScene) pointer() {
	in := &s.st.in
	if s.m.ShowResult() {
		return
	}
	at := s.spot(in.x, in.y)
	if in.pressed && s.st.screen.Board.Contains(in.x, in.y) {
		s.m.Press(at, in.x, in.y)
	}
	if in.down {
		s.m.Drag(in.x, in.y, s.geo.Cell*0.15)
	}
	if in.released {
		s.m.Release(at)
	}
}

// events plays the sounds of what happened and writes the trace.
func (s *twelveScene) events() {
	for _, e := range s.m.Events() {
		var snd sfx.Sound
		switch e {
		case match.EventMove:
			snd = sfx.Move
		case match.EventCapture:
			snd = sfx.Capture
		case match.EventCheck:
			snd = sfx.Check
			s.trace("notice %s\n", map[bool]string{true: "camp", false: "check"}[s.m.Announcement().Notice == match.NoticeCamp])
		case match.EventGameOver:
			snd = sfx.GameOver
			s.trace("result %s\n", s.m.Result())
		default:
			continue
		}
		if s.st.prefs.Sound {
			s.st.sounds.play(snd)
		}
	}
	moves := s.m.Game().Moves()
	if len(moves) < s.traced {
		s.traced = len(moves)
		s.trace("undo ply=%d\n", len(moves))
	}
	for ; s.traced < len(moves); s.traced++ {
		s.trace("move ply=%d %s by=%s\n", s.traced+1, moves[s.traced], s.m.MoverOf(s.traced+1))
		if s.st.bench != nil {
			s.st.bench.moved()
		}
	}
}

// updateMoves rewrites the move list when the game changed.
func (s *twelveScene) updateMoves() {
	pos := s.m.Game().Position()
	key := pos.Hash() ^ uint64(pos.HistoryLen())<<48
	if key == s.movesAt && len(s.moves) == pos.HistoryLen() {
		return
	}
	s.movesAt = key
	s.moves = s.moves[:0]
	p, err := twelve.ParseFEN(twelve.TwelveJanggi, s.m.Game().StartFEN())
	if err != nil {
		return
	}
	for _, mv := range s.m.Game().Moves() {
		s.moves = append(s.moves, i18n.TwelveMove(p, mv))
		p.Make(mv)
	}
}

func (s *twelveScene) trace(format string, args ...any) { s.st.trace(format, args...) }

func (s *twelveScene) newGame() {
	s.overlay = noOverlay
	s.st.next = newSetupScene(s.st, s)
}
