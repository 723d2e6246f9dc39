package render

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// setupScene is the new-game screen: mode, side, levels, rules and both setups (Han chooses
// first), with a preview of the start position.
type setupScene struct {
	st      *State
	prev    *gameScene // the game to return to on cancel, or nil
	cfg     match.Config
	presets []*game.Rules // Janggi's, which the Rules arrows cycle through (Xiangqi is chosen as a game)
	buttons []ui.Button
	labels  []rowLabel
	// notes are the lines of text under some rows: the preset's description, what the setups'
	// letters mean.
	notes   []note
	labelW  float64 // the width of a row's label (the title's is not bounded)
	preview layout.Geometry
	// games are what differs between the games (setup_games.go), one of each.
	games map[kind.Game]setupGame
	pos   *game.Position // the start position the choices give, for the preview
	board boardLayer
	// starting is set by the Start button; Update then builds the game (which can fail).
	starting bool
	// standing is the player's record against the level chosen, under the preview (standing.go).
	standing standingView
}

// note is a few lines of dim text on the new-game screen, from (x, y) down.
type note struct {
	x, y  float64
	lines []string
}

type rowLabel struct {
	text string
	x, y float64
}

func newSetupScene(st *State, prev *gameScene) *setupScene {
	cfg := st.lastGame
	if prev != nil {
		cfg = prev.config()
	}
	cfg.StartFEN = ""
	if cfg.Rules == nil {
		cfg.Rules = game.Standard()
	}
	games := setupGames()
	if g, ok := games[cfg.Game]; !ok || g.rules(&cfg) != nil { // a preset's game is the preset's
		cfg.Game = match.GameOf(cfg.Rules)
	}
	for c := range cfg.Levels {
		cfg.Levels[c] = min(max(cfg.Levels[c], 1), st.opts.MaxLevel)
	}
	s := &setupScene{st: st, prev: prev, cfg: cfg, presets: janggiPresets(), games: games}
	s.layout() // drawable at once (see scene)
	return s
}

// janggiPresets returns the rules presets of Janggi, in the order of game.Presets.
func janggiPresets() []*game.Rules {
	var out []*game.Rules
	for _, r := range game.Presets() {
		if r.Game == kind.Janggi {
			out = append(out, r)
		}
	}
	return out
}

func (s *setupScene) close() {
	if s.prev != nil {
		s.prev.close()
	}
}

// Update implements scene.
func (s *setupScene) Update(st *State) error {
	s.layout()
	in := &st.in
	switch {
	case in.key(ebiten.KeyEscape) && s.prev != nil:
		s.cancel()
	case in.key(ebiten.KeyEnter) || in.key(ebiten.KeyNumpadEnter):
		return s.start()
	default:
		ui.ClickButtons(in, s.buttons)
		if s.starting {
			return s.start()
		}
	}
	s.layout()
	return nil
}

func (s *setupScene) cancel() {
	s.prev.shown = false // its clock waits until it is on the screen again
	s.st.next = s.prev
}

// start replaces the old game with the chosen one and remembers the choices.
func (s *setupScene) start() error {
	if s.prev != nil {
		s.prev.close()
	}
	g, err := newGameScene(s.st, s.cfg)
	if err != nil {
		return err
	}
	s.st.chooseGame(s.cfg)
	s.st.next = g
	return nil
}

// layout builds the buttons for the current choices and the window's size: the choices on the
// left and the preview on the right, or in a window taller than wide the choices above the
// preview. When the rows do not fit at their usual height (a low window, or a tall one that must
// leave the preview room), they are laid out closer together, so that Start is always in sight.
func (s *setupScene) layout() {
	sc := s.st.screen
	u := sc.Unit
	stacked := sc.W < sc.H
	left := layout.Rect{X: u * 2, Y: u * 2, W: sc.W*0.55 - u*3, H: sc.H - u*4}
	room := left.Y + left.H
	rightW := sc.W*0.43 - u*2
	if stacked {
		left.W = sc.W - u*4
		rightW = left.W
	}
	rec := s.standingView(rightW) // under the preview
	if stacked {
		_, fh := s.games[kind.Janggi].board().FrameCells()
		room = sc.H - previewMinCell*u*fh - u*3 - rec.height(u)
	}
	bottom := s.build(left, 2.4, 0.9, 3.5, true)
	if bottom > room {
		bottom = s.build(left, 2.0, 0.4, 2.8, true)
	}
	if bottom > room { // the smallest windows: without the notes under the rules and the setups
		bottom = s.build(left, 2.0, 0.4, 2.8, false)
	}
	area := layout.Rect{X: sc.W * 0.57, Y: u * 3.5, W: rightW, H: sc.H - u*5.5}
	if stacked {
		area = layout.Rect{X: u * 2, Y: bottom + u*2.5, W: rightW, H: sc.H - bottom - u*3.5}
	}
	area.H -= rec.height(u)
	cfg := &s.cfg
	flipped := cfg.Mode == kind.VsAI && cfg.Human == game.Han
	s.preview = layout.Fit(s.setupGame().board(), area, flipped)
	s.placeStanding(rec, area.X, s.preview.Frame.Y+s.preview.Frame.H, area.W)
	fen := game.StartFEN(cfg.Rules.Game, cfg.Setups[game.Cho], cfg.Setups[game.Han])
	if cfg.Rules.Game == kind.Janggi {
		if f, err := game.HandicapFEN(cfg.Setups[game.Cho], cfg.Setups[game.Han], cfg.Handicap); err == nil {
			fen = f // a bad handicap (which the buttons cannot choose) shows the even start
		}
	}
	if s.pos == nil || s.pos.Rules().Name != cfg.Rules.Name || s.pos.FEN() != fen {
		p, err := game.ParseFEN(cfg.Rules, fen)
		if err != nil {
			p = game.NewPosition(cfg.Rules, cfg.Setups[game.Cho], cfg.Setups[game.Han])
		}
		s.pos = p
	}
}

// handicaps returns the handicaps the new-game screen cycles through: none, then the pieces the
// computer (or Han, in a game of two people) gives, then those the other side gives. The computer
// comes first against a person because it is the usual stronger side there, and Han in a game of
// two people because the stronger player traditionally takes Han.
func handicaps(cfg match.Config) []game.Handicap {
	first := game.Han
	if cfg.Mode == kind.VsAI {
		first = cfg.Human.Other()
	}
	out := []game.Handicap{{}}
	for _, giver := range []game.Color{first, first.Other()} {
		for _, t := range game.HandicapPieces() {
			out = append(out, game.Handicap{Giver: giver, Piece: t})
		}
	}
	return out
}

// previewMinCell is the smallest cell of the preview, in units, that a window taller than wide
// keeps under the choices: its counters' characters stay legible.
const previewMinCell = 2.2

// build lays the choices out in left, rows rowH units high and gap units apart under a title
// titleH units high, with or without the notes that explain the rules and the setups, and returns
// where the last row (Start) ends.
func (s *setupScene) build(left layout.Rect, rowH, gap, titleH float64, notes bool) float64 {
	st := s.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	cfg := &s.cfg
	s.buttons, s.labels, s.notes = s.buttons[:0], s.labels[:0], s.notes[:0]

	s.labels = append(s.labels, rowLabel{i18n.NewGameTitle.In(l), left.X, left.Y + u*titleH*0.3})
	y := left.Y + u*titleH
	labelW := left.W * 0.3
	s.labelW = labelW - u*0.5
	bh := u * rowH
	row := func(label string, n int) []layout.Rect {
		s.labels = append(s.labels, rowLabel{label, left.X, y + bh/2})
		r := layout.Grid(layout.Rect{X: left.X + labelW, Y: y, W: left.W - labelW, H: bh}, n, n, bh, u*0.4)
		y += bh + u*gap
		return r
	}
	add := func(r layout.Rect, label string, on bool, act func()) {
		s.buttons = append(s.buttons, ui.Button{R: r, Label: label, On: on, Act: act})
	}
	named := func(id string) { s.buttons[len(s.buttons)-1].ID = id } // names the last button added, for the trace

	rs := row(i18n.GameLabel.In(l), 3)
	for i, g := range kind.Games() {
		add(rs[i], i18n.GameName(g, l), s.game() == g, func() { s.setGame(g) })
		named("game:" + gameNames[g])
	}
	rs = row(i18n.ModeLabel.In(l), 3)
	for i, m := range kind.Modes() {
		add(rs[i], i18n.ModeNames[i].In(l), cfg.Mode == m, func() { cfg.Mode = m })
		named("mode:" + m.String())
	}
	if cfg.Mode == kind.VsAI {
		rs = row(i18n.YourSide.In(l), 2)
		for c := game.Cho; c <= game.Han; c++ {
			add(rs[c], i18n.SideChoiceText(s.game(), c).In(l), cfg.Human == c, func() { *cfg = cfg.AgainstComputer(c) })
		}
	}
	for c := game.Cho; c <= game.Han; c++ {
		if !cfg.Computer(c) || (cfg.Mode == kind.VsAI && c == cfg.Human) {
			continue
		}
		label := i18n.LevelLabel.In(l)
		if cfg.Mode == kind.AIvsAI {
			label = i18n.LevelOfText(s.game(), c).In(l)
		}
		rs = row(label, 4)
		lv := &cfg.Levels[c]
		add(rs[0], i18n.Minus, false, func() { *lv = max(1, *lv-1) })
		mid := layout.Rect{X: rs[1].X, Y: rs[1].Y, W: rs[2].X + rs[2].W - rs[1].X, H: rs[1].H}
		s.buttons = append(s.buttons, ui.Button{R: mid, Label: i18n.Level(l, *lv), Disabled: true, Ink: ui.PanelText})
		add(rs[3], i18n.Plus, false, func() { *lv = min(st.opts.MaxLevel, *lv+1) })
	}
	if s.game() == kind.Janggi {
		rs = row(i18n.RulesLabel.In(l), 4)
		idx := 0
		for i, p := range s.presets {
			if p.Name == cfg.Rules.Name {
				idx = i
			}
		}
		n := len(s.presets)
		add(rs[0], i18n.Previous, false, func() { cfg.Rules = s.presets[(idx+n-1)%n] })
		mid := layout.Rect{X: rs[1].X, Y: rs[1].Y, W: rs[2].X + rs[2].W - rs[1].X, H: rs[1].H}
		s.buttons = append(s.buttons, ui.Button{R: mid, Label: i18n.Preset(l, cfg.Rules), Disabled: true, Ink: ui.PanelText})
		add(rs[3], i18n.Next, false, func() { cfg.Rules = s.presets[(idx+1)%n] })
	}
	addNote := func(text string) {
		if !notes {
			return
		}
		lines := ui.Wrap(st.fonts.Sans, u*0.85, text, left.W-labelW) // a narrow window takes more lines
		s.notes = append(s.notes, note{x: left.X + labelW, y: y - u*0.5, lines: lines})
		y += float64(len(lines))*u*1.15 + u*0.1
	}
	addNote(s.setupGame().description(l, cfg.Rules))
	if s.game() == kind.Janggi && cfg.Mode != kind.AIvsAI {
		hs := handicaps(*cfg)
		i, n := slices.Index(hs, cfg.Handicap), len(hs)
		if i < 0 {
			i, cfg.Handicap = 0, game.Handicap{}
		}
		rs = row(i18n.HandicapLabel.In(l), 4)
		add(rs[0], i18n.Previous, false, func() { cfg.Handicap = hs[(i+n-1)%n] })
		named("handicap:previous")
		mid := layout.Rect{X: rs[1].X, Y: rs[1].Y, W: rs[2].X + rs[2].W - rs[1].X, H: rs[1].H}
		s.buttons = append(s.buttons, ui.Button{R: mid, Label: i18n.Handicap(l, cfg.Handicap, cfg.Mode, cfg.Human), Disabled: true, Ink: ui.PanelText})
		add(rs[3], i18n.Next, false, func() { cfg.Handicap = hs[(i+1)%n] })
		named("handicap:next")
		if !cfg.Handicap.None() {
			addNote(i18n.HandicapHelp.In(l))
		}
	} else {
		cfg.Handicap = game.Handicap{} // not offered here, so not played unseen
	}
	choices := timeChoices(*cfg, s.setupGame().rules(cfg))
	i, n := max(timeIndex(choices, *cfg), 0), len(choices)
	rs = row(i18n.TimeLabel.In(l), 4)
	add(rs[0], i18n.Previous, false, func() { choices[(i+n-1)%n].apply(cfg) })
	mid := layout.Rect{X: rs[1].X, Y: rs[1].Y, W: rs[2].X + rs[2].W - rs[1].X, H: rs[1].H}
	s.buttons = append(s.buttons, ui.Button{R: mid, Label: choices[i].label(l, cfg.Rules), Disabled: true, Ink: ui.PanelText})
	add(rs[3], i18n.Next, false, func() { choices[(i+1)%n].apply(cfg) })
	if s.game() == kind.Janggi {
		for _, c := range []game.Color{game.Han, game.Cho} { // Han chooses first
			rs = row(i18n.SetupLabel[c].In(l), 4)
			for i, su := range game.Setups() {
				add(rs[i], i18n.SideSetup(l, su, c), cfg.Setups[c] == su, func() { cfg.Setups[c] = su })
			}
		}
		addNote(i18n.SetupHelp.In(l))
	}
	if cfg.Mode == kind.HotSeat {
		rs = row("", 1)
		add(rs[0], i18n.AutoFlip.In(l), cfg.AutoFlip, func() { cfg.AutoFlip = !cfg.AutoFlip })
	}
	rs = row(i18n.Learn.In(l), 2)
	add(rs[0], i18n.Tutorial.In(l), false, func() { st.next = newTutorialScene(st, s) })
	named("tutorial")
	add(rs[1], i18n.Puzzles.In(l), false, s.openPuzzles)
	named("setup:puzzles")
	y += u * gap
	startH := u * (rowH + 0.6)
	rs = layout.Grid(layout.Rect{X: left.X + labelW, Y: y, W: left.W - labelW, H: startH}, 3, 3, startH, u*0.6)
	s.buttons = append(s.buttons, ui.Button{R: rs[0], Label: i18n.Start.In(l), Primary: true, Act: func() { s.starting = true }, ID: "start"})
	add(rs[1], i18n.SetUpPosition.In(l), false, func() { st.next = newEditorScene(st, s, s.game(), cfg.Rules, nil) })
	named("editor")
	if s.prev != nil {
		add(rs[2], i18n.Cancel.In(l), false, s.cancel)
	}
	return y + startH
}

// openPuzzles leaves the new-game screen for the puzzles, which come back to the game behind it.
func (s *setupScene) openPuzzles() { s.st.next = newPuzzleScene(s.st, s.prev) }

// Draw implements scene.
func (s *setupScene) Draw(dst *ebiten.Image) {
	st := s.st
	u := st.screen.Unit
	l := st.lang()
	dst.Fill(ui.Backdrop)
	for i, lb := range s.labels {
		if i == 0 { // the title
			st.pen().FitText(dst, u*2, lb.text, lb.x, lb.y, st.screen.W, ui.CenterLeft, ui.PanelText)
			continue
		}
		st.pen().FitLines(dst, u*1.05, lb.text, layout.Rect{X: lb.x, Y: lb.y - u*1.2, W: s.labelW, H: u * 2.4}, ui.CenterLeft, ui.PanelText)
	}
	for _, n := range s.notes {
		for i, line := range n.lines {
			ui.DrawText(dst, st.fonts.Sans, u*0.85, line, n.x, n.y+float64(i)*u*1.15, ui.TopLeft, ui.PanelDim)
		}
	}
	st.kit().DrawButtons(dst, s.buttons)
	s.drawStanding(dst)

	ui.DrawText(dst, st.fonts.Sans, u*1.05, i18n.Preview.In(l), s.preview.Frame.X, s.preview.Frame.Y-u*1.2, ui.CenterLeft, ui.PanelDim)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(s.preview.Frame.X, s.preview.Frame.Y)
	dst.DrawImage(s.board.image(s.preview, st.fonts, st.pen().Legible()), op)
	s.setupGame().drawPreview(dst, s)
}

// setupGame returns what differs in the game chosen.
func (s *setupScene) setupGame() setupGame { return s.games[s.game()] }
