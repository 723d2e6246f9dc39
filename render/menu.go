package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/ui"
)

// The panel's layout, the menu over the board, and the switches (skin, language, sound) that the
// keys and the menu share.

// panelLayoutOf returns where the parts of the panel go in the window sc (see
// layout.Screen.PanelParts): the two players, the status, the move list and the buttons are in
// the same places for every game.
func panelLayoutOf(sc layout.Screen) panelLayout {
	pp := sc.PanelParts()
	return panelLayout{title: pp.Title, cards: pp.Cards, trays: pp.Trays, status: pp.Status, moves: pp.Moves, buttons: pp.Buttons}
}

// menuBox returns where a menu of n rows goes: over the middle of the board area. Its rows are
// menuPitch apart.
func menuBox(sc layout.Screen, n int) layout.Rect {
	u := sc.Unit
	w, h := min(u*30, sc.W-u*2), float64(n)*menuPitch(sc, n)+u*2.5
	return overBoard(sc, w, h)
}

// menuPitch is the distance between the rows of a menu of n rows: 3.1 units, less in a window
// too low for the menu (2.5 at least: the rows are 1.9 units high then, their text still 1.05).
func menuPitch(sc layout.Screen, n int) float64 {
	u := sc.Unit
	return max(min(u*3.1, (sc.H-u*3.5)/float64(n)), u*2.5)
}

// overBoard returns a box w×h over the middle of the board area, moved into the window if the
// board area is smaller than the box (the panel below the board leaves it less than the window).
func overBoard(sc layout.Screen, w, h float64) layout.Rect {
	b := sc.Board
	x := min(max(b.X+(b.W-w)/2, 0), sc.W-w)
	y := min(max(b.Y+(b.H-h)/2, 0), sc.H-h)
	return layout.Rect{X: x, Y: max(y, 0), W: w, H: h}
}

// menuActions are what a game scene's menu does beyond the preferences every menu switches.
type menuActions struct {
	close, newGame, help func()
	open                 func() // opens a record; nil leaves the button out
	edit                 func() // opens the position editor on the position shown; nil leaves it out
	save                 func()
	canSave              bool
	resign               func()
	canResign            bool
	// learn are the buttons of the Learn row (the tutorial, the puzzles); none leaves the row out.
	learn []ui.Button
}

// gameMenu returns a game scene's menu (Esc): resume, new game, open a record and save, the
// switches (pieces, language, sound, legal moves, evaluation bar), learn (the tutorial), help,
// resign and quit, laid out in menuBox. Every
// switch shows all its options with the one it is set to lit, the same way for each.
func gameMenu(st *State, a menuActions) []ui.Button {
	l := st.lang()
	p := st.settings
	set := func(f func(*config.Settings)) func() { return func() { st.changeSettings(f) } }
	rows := []ui.Row{
		{Action: ui.Button{Label: i18n.Resume.In(l), Act: a.close}},
		{Action: ui.Button{Label: i18n.NewGame.In(l), Act: a.newGame}},
	}
	if a.edit != nil { // beside New game: a row more would not fit a low window
		rows[1] = ui.Row{Options: []ui.Button{rows[1].Action, {Label: i18n.EditPosition.In(l), Act: a.edit, ID: "editor"}}}
	}
	save := ui.Button{Label: i18n.Save.In(l), Act: a.save, Disabled: !a.canSave}
	if a.open != nil { // Open and Save side by side: a row less, for the window's smallest height
		rows = append(rows, ui.Row{Options: []ui.Button{{Label: i18n.Open.In(l), Act: a.open}, save}})
	} else {
		rows = append(rows, ui.Row{Action: save})
	}
	noSound := !st.sounds.available()
	rows = append(rows,
		ui.SwitchRow(i18n.Skin.In(l),
			ui.Button{Label: i18n.SkinNames[SkinHanja].In(l), On: p.Skin == SkinHanja, Act: set(func(q *config.Settings) { q.Skin = SkinHanja })},
			ui.Button{Label: i18n.SkinNames[SkinPictogram].In(l), On: p.Skin == SkinPictogram, Act: set(func(q *config.Settings) { q.Skin = SkinPictogram })}),
		ui.SwitchRow(i18n.LanguageName.In(l),
			ui.Button{Label: i18n.Language.In(i18n.English), On: l == i18n.Korean, Act: func() { st.setLang(i18n.Korean) }},
			ui.Button{Label: i18n.Language.In(i18n.Korean), On: l == i18n.English, Act: func() { st.setLang(i18n.English) }}),
		ui.SwitchRow(i18n.Sound.In(l),
			ui.Button{Label: i18n.On.In(l), On: p.Sound, Disabled: noSound, Act: set(func(q *config.Settings) { q.Sound = true })},
			ui.Button{Label: i18n.Off.In(l), On: !p.Sound, Disabled: noSound, Act: set(func(q *config.Settings) { q.Sound = false })}),
		ui.SwitchRow(i18n.LegalDots.In(l),
			ui.Button{Label: i18n.On.In(l), On: p.Hints, Act: set(func(q *config.Settings) { q.Hints = true })},
			ui.Button{Label: i18n.Off.In(l), On: !p.Hints, Act: set(func(q *config.Settings) { q.Hints = false })}),
		ui.SwitchRow(i18n.EvalBarName.In(l), evalBarOptions(st, set)...),
	)
	if len(a.learn) > 0 {
		rows = append(rows, ui.SwitchRow(i18n.Learn.In(l), a.learn...))
	}
	rows = append(rows,
		ui.Row{Action: ui.Button{Label: i18n.Help.In(l), Act: a.help}},
		ui.Row{Action: ui.Button{Label: i18n.Resign.In(l), Act: a.resign, Disabled: !a.canResign}}, // it asks first (see askResign)
		ui.Row{Action: ui.Button{Label: i18n.Quit.In(l), Act: func() { st.quit = true }}},
	)
	box := menuBox(st.screen, len(rows))
	u := st.screen.Unit
	pitch := menuPitch(st.screen, len(rows))
	return ui.LayOutRows(rows, box, u, pitch)
}

// switchSkin, switchLang and switchSound change a preference from any scene (keys and menus).
func (st *State) switchSkin() {
	st.changeSettings(func(s *config.Settings) { s.Skin = nextSkin(s.Skin) })
	st.trace("skin %s\n", st.settings.Skin)
}

func (st *State) switchLang() { st.setLang(1 - st.lang()) }

// setLang makes l the interface language, the window's title included: the settings name it
// from now on, auto no more.
func (st *State) setLang(l i18n.Lang) {
	st.changeSettings(func(s *config.Settings) { s.Lang = langSetting(l) })
	ebiten.SetWindowTitle(windowTitle(st.lang(), st.opts.Version))
}

func (st *State) switchSound() {
	st.changeSettings(func(s *config.Settings) { s.Sound = !s.Sound })
}

// evalBarOptions are the evaluation bar switch's options: off, in reviews and hot-seat, always.
func evalBarOptions(st *State, set func(func(*config.Settings)) func()) []ui.Button {
	var out []ui.Button
	for m := range evalBarModes {
		out = append(out, ui.Button{Label: i18n.EvalBarModes[m].In(st.lang()), On: st.settings.EvalBar == m, Act: set(func(q *config.Settings) { q.EvalBar = m })})
	}
	return out
}
