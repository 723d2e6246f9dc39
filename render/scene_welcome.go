package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// welcomeScene is the first start's question: who is playing? Someone new to Janggi is offered
// the tutorial (over a game against the weakest level, where it comes back to); a player picks
// the computer's level, or two people play at one computer. Once answered it is not asked again
// (the settings' welcome key); the language can be switched first.
type welcomeScene struct {
	st      *State
	ready   bool // "ready" is traced (on the first update), as the game scene does
	level   int
	buttons []ui.Button
	title   layout.Rect
}

func newWelcomeScene(st *State) *welcomeScene {
	w := &welcomeScene{st: st, level: st.lastGame.Levels[st.lastGame.Human.Other()]}
	w.level = min(max(w.level, 1), st.opts.MaxLevel)
	w.layout()
	return w
}

func (w *welcomeScene) layout() {
	st := w.st
	sc := st.screen
	u := sc.Unit
	l := st.lang()
	bw := min(sc.W-u*2, u*30)
	x := (sc.W - bw) / 2
	bh := u * 2.8
	total := u*5 + bh*4 + u*1.2*3 + u*2
	y := max((sc.H-total)/2, u*0.5)
	w.title = layout.Rect{X: x, Y: y, W: bw, H: u * 4}
	y += u * 5
	row := func(h float64) layout.Rect { r := layout.Rect{X: x, Y: y, W: bw, H: h}; y += h + u*1.2; return r }
	lvRow := func() []layout.Rect { return layout.Grid(row(bh), 4, 4, bh, u*0.5) }
	w.buttons = w.buttons[:0]
	w.buttons = append(w.buttons,
		ui.Button{R: row(bh), Label: i18n.WelcomeNew.In(l), Primary: true, Act: w.learn, ID: "welcome:learn"},
		ui.Button{R: row(bh), Label: i18n.WelcomeVsAI.In(l), Act: func() { w.play(kind.VsAI) }, ID: "welcome:ai"})
	y -= u * 0.6 // the level belongs to the button above
	rs := lvRow()
	mid := layout.Rect{X: rs[1].X, Y: rs[1].Y, W: rs[2].X + rs[2].W - rs[1].X, H: rs[1].H}
	w.buttons = append(w.buttons,
		ui.Button{R: rs[0], Label: i18n.Minus, Act: func() { w.level = max(1, w.level-1) }, Disabled: w.level <= 1, ID: "welcome:easier"},
		ui.Button{R: mid, Label: i18n.WelcomeLevel.In(l) + " " + i18n.Level(l, w.level), Disabled: true, Ink: ui.PanelText},
		ui.Button{R: rs[3], Label: i18n.Plus, Act: func() { w.level = min(st.opts.MaxLevel, w.level+1) }, Disabled: w.level >= st.opts.MaxLevel, ID: "welcome:harder"},
		ui.Button{R: row(bh), Label: i18n.WelcomeTwo.In(l), Act: func() { w.play(kind.HotSeat) }, ID: "welcome:hotseat"},
		ui.Button{R: layout.Rect{X: sc.W - u*9.5, Y: u * 0.6, W: u * 9, H: u * 2.2}, Label: i18n.LanguageName.In(l), Act: st.switchLang, ID: "welcome:language"})
}

// answered keeps the answer: the welcome is not shown again.
func (w *welcomeScene) answered() {
	w.st.changeSettings(func(s *config.Settings) { s.Welcome = false })
}

// learn starts a game against the weakest level and opens the tutorial over it.
func (w *welcomeScene) learn() {
	cfg := w.st.lastGame.AgainstComputer(game.Cho)
	cfg.Levels[game.Han] = 1
	if g := w.start(cfg); g != nil {
		w.st.trace("welcome learn\n")
		w.st.next = newTutorialScene(w.st, g)
	}
}

// play starts a game against the computer at the level chosen, or of two people.
func (w *welcomeScene) play(mode kind.Mode) {
	cfg := w.st.lastGame
	if mode == kind.VsAI {
		cfg = cfg.AgainstComputer(cfg.Human)
		cfg.Levels[cfg.Human.Other()] = w.level
	}
	cfg.Mode = mode
	if g := w.start(cfg); g != nil {
		w.st.trace("welcome play %s\n", mode)
		w.st.next = g
	}
}

// start keeps the answer with the game chosen and makes that game's scene (nil, and the failure
// said, when it cannot start).
func (w *welcomeScene) start(cfg match.Config) *gameScene {
	w.st.chooseGame(cfg)
	w.answered()
	g, err := newGameScene(w.st, cfg)
	if err != nil {
		w.st.fail(err.Error())
		return nil
	}
	return g
}

// Update implements scene.
func (w *welcomeScene) Update(st *State) error {
	if !w.ready {
		w.ready = true
		st.trace("ready %dx%d welcome\n", int(st.screen.W), int(st.screen.H))
	}
	w.layout()
	ui.ClickButtons(&st.in, w.buttons)
	w.layout()
	return nil
}

// Draw implements scene.
func (w *welcomeScene) Draw(dst *ebiten.Image) {
	st := w.st
	u := st.screen.Unit
	l := st.lang()
	dst.Fill(ui.Backdrop)
	t := w.title
	st.pen().FitText(dst, u*2, i18n.WelcomeTitle.In(l), t.X+t.W/2, t.Y+u*1.2, t.W, ui.Centered, ui.PanelText)
	st.pen().FitText(dst, u*1.3, i18n.WelcomeAsk.In(l), t.X+t.W/2, t.Y+u*3.4, t.W, ui.Centered, ui.PanelDim)
	st.kit().DrawButtons(dst, w.buttons)
	last := w.buttons[len(w.buttons)-2].R
	st.pen().FitText(dst, u*0.9, i18n.WelcomeLater.In(l), t.X+t.W/2, last.Y+last.H+u*1.2, t.W, ui.Centered, ui.PanelDim)
}

// frame implements framed.
func (w *welcomeScene) frame() any {
	return [5]any{w.level, w.st.lang(), hovered(&w.st.in, w.buttons), w.st.screen.W, w.st.screen.H}
}

func (w *welcomeScene) report() uiReport {
	r := newUIReport(w.st, "welcome")
	r.addButtons(w.buttons)
	return r
}
