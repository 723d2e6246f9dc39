package render

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/render/editor"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/ui"
)

// screenMaker makes one screen of the window on st: a scene, perhaps with an overlay open.
type screenMaker struct {
	name string
	make func(t *testing.T, st *State) scene
}

// everyScreen lists the window's screens: each game and mode, with and without a clock, an
// opened record, the game-over panel, every overlay, and the new-game screen of each game.
func everyScreen() []screenMaker {
	tc, _ := clock.ParseTimeControl("5m 3x30s")
	janggi := match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{10, 10}, Rules: game.Standard(), Time: tc}
	hotseat := match.Config{Mode: kind.HotSeat, Rules: game.Standard()}
	xiangqi := match.Config{Mode: kind.AIvsAI, Levels: [2]int{3, 10}, Rules: game.MustPreset("xiangqi")}
	twelveCfg := match.Config{Mode: kind.VsAI, Levels: [2]int{10, 10}, Rules: game.Standard(), Game: kind.Twelve, Time: tc}
	played := func(t *testing.T, st *State, cfg match.Config) *gameScene {
		g := must(resumeScene(st, gameRecord(t, st, cfg)))(t)
		g.overlay = noOverlay
		g.hold()
		g.layout()
		return g
	}
	withOverlay := func(o overlay) func(t *testing.T, st *State) scene {
		return func(t *testing.T, st *State) scene {
			g := played(t, st, janggi)
			switch o {
			case saveOverlay:
				g.files.openSave()
			case openOverlay:
				g.files.openFiles()
			default:
				g.overlay = o
			}
			g.layout()
			return g
		}
	}
	return append([]screenMaker{
		{"Janggi against the computer with a clock", func(t *testing.T, st *State) scene { return played(t, st, janggi) }},
		{"Janggi hot-seat", func(t *testing.T, st *State) scene { return must(newGameScene(st, hotseat))(t) }},
		{"Xiangqi computer against computer", func(t *testing.T, st *State) scene { return must(newGameScene(st, xiangqi))(t) }},
		{"Twelve Janggi with a clock", func(t *testing.T, st *State) scene { return must(newGameScene(st, twelveCfg))(t) }},
		{"an opened record", func(t *testing.T, st *State) scene {
			return must(openedScene(st, "2016-12-06 a long name of a record file.gib", gameRecord(t, st, janggi), 3))(t)
		}},
		{"the game-over panel", func(t *testing.T, st *State) scene {
			g := played(t, st, janggi)
			g.m.Resign()
			g.layout()
			return g
		}},
		{"the puzzles", func(t *testing.T, st *State) scene { return newPuzzleScene(st, nil) }},
		{"the puzzles' menu", func(t *testing.T, st *State) scene {
			s := newPuzzleScene(st, played(t, st, janggi))
			s.overlay = menuOverlay
			s.layout()
			return s
		}},
		{"the menu", withOverlay(menuOverlay)},
		{"the help", withOverlay(helpOverlay)},
		{"the pause", withOverlay(pauseOverlay)},
		{"saving", withOverlay(saveOverlay)},
		{"opening", withOverlay(openOverlay)},
		{"play from here", withOverlay(playFromOverlay)},
		{"the welcome", func(t *testing.T, st *State) scene { return newWelcomeScene(st) }},
		{"resign?", func(t *testing.T, st *State) scene {
			g := played(t, st, janggi)
			g.dialogs.askResign()
			g.layout()
			return g
		}},
		{"leave the unfinished game?", func(t *testing.T, st *State) scene {
			g := played(t, st, janggi)
			g.dialogs.leaveThen(func() {})
			g.layout()
			return g
		}},
		{"the resume offer", func(t *testing.T, st *State) scene { return must(resumeScene(st, gameRecord(t, st, janggi)))(t) }},
		{"the new-game screen, Janggi", func(t *testing.T, st *State) scene {
			st.lastGame = janggi
			return newSetupScene(st, nil)
		}},
		{"the new-game screen, Twelve Janggi, computer against computer", func(t *testing.T, st *State) scene {
			st.lastGame = match.Config{Mode: kind.AIvsAI, Levels: [2]int{1, 10}, Rules: game.Standard(), Game: kind.Twelve}
			return newSetupScene(st, nil)
		}},
		{"the new-game screen, Xiangqi hot-seat", func(t *testing.T, st *State) scene {
			st.lastGame = match.Config{Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi"), AutoFlip: true}
			return newSetupScene(st, nil)
		}},
		{"the position editor, Janggi", func(t *testing.T, st *State) scene { return newEditorScene(st, nil, kind.Janggi, nil, nil) }},
		{"the position editor, Xiangqi, impossible", func(t *testing.T, st *State) scene {
			e := newEditorScene(st, nil, kind.Xiangqi, nil, nil)
			e.m.Clear()
			e.layout()
			return e
		}},
		{"the position editor, Twelve Janggi, with hands", func(t *testing.T, st *State) scene {
			e := newEditorScene(st, nil, kind.Twelve, nil, nil)
			hanSoldiers := twelve.SquareCount + 1*editor.HandSlots + 2
			e.m.Put(hanSoldiers, editor.MakePiece(game.Han, uint8(twelve.Soldier)))
			e.m.Put(hanSoldiers, editor.MakePiece(game.Han, uint8(twelve.Soldier)))
			e.layout()
			return e
		}},
		{"the position editor's FEN field", func(t *testing.T, st *State) scene {
			e := newEditorScene(st, nil, kind.Janggi, nil, nil)
			e.openField("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "Bad FEN: the board has 3 ranks, want 10 separated by '/'")
			e.layout()
			return e
		}},
	}, tutorialScreens()...)
}

// windowSizes are the sizes the layout is checked at: the usual, issue 12's awkward ones, and the
// smallest the window allows.
var windowSizes = [][2]float64{{1200, 900}, {800, 600}, {1270, 500}, {700, 900}, {640, 480}}

// sweep returns the cases a test that sweeps over sizes (or languages) checks: all of them, but
// under the race detector only the first. The race run looks for goroutines sharing memory, which
// one size shows as well as every one, and it makes each draw some ten times as slow (the
// legibility sweep alone took over 16 minutes); scripts/test.sh runs every sweep in full without
// it too.
func sweep[T any](all []T) []T {
	if raceBuild {
		return all[:1]
	}
	return all
}

// TestNoTextIsTooSmallToRead draws every screen at every window size (in both languages in the
// small windows) and fails on any text drawn under the legible minimum (layout.MinText pixels):
// the players' subtitles, the points and the 덤 were 7 pixels high in an 800×600 window.
func TestNoTextIsTooSmallToRead(t *testing.T) {
	for _, sz := range sweep(windowSizes) {
		dst := ebiten.NewImage(int(sz[0]), int(sz[1]))
		langs := []i18n.Lang{i18n.English}
		if sz[0] <= 800 { // Korean labels are wider: checked where the room is least
			langs = append(langs, i18n.Korean)
		}
		for _, l := range langs {
			small := map[string]float64{}
			st := sceneState(t, sz[0], sz[1]) // one for all the screens, as one window: its caches are filled once
			st.settings.Lang = langSetting(l)
			for _, mk := range everyScreen() {
				st.lastGame = match.Config{}
				sc := mk.make(t, st)
				if c, ok := sc.(interface{ close() }); ok {
					defer c.close()
				}
				sc.layout()
				var err error
				onLoop(func() {
					ui.DrawnSize = func(s string, size float64) {
						if size < layout.MinText-0.01 && strings.TrimSpace(s) != "" {
							key := fmt.Sprintf("%s: %q", mk.name, s)
							if v, ok := small[key]; !ok || size < v {
								small[key] = size
							}
						}
					}
					defer func() { ui.DrawnSize = nil }()
					err = drawCatching(sc, dst)
				})
				if err != nil {
					t.Fatalf("%s at %.0f×%.0f: %v", mk.name, sz[0], sz[1], err)
				}
			}
			var lines []string
			for k, v := range small {
				lines = append(lines, fmt.Sprintf("%s at %.1f px", k, v))
			}
			sort.Strings(lines)
			if len(lines) > 0 {
				t.Errorf("%.0f×%.0f, %v: %d texts under %d pixels:\n  %s", sz[0], sz[1], l, len(lines), layout.MinText, strings.Join(lines, "\n  "))
			}
		}
	}
}

// TestTheCardSubtitleKeepsItsSize draws both players' cards of a game between two computers at
// the top level in a small window: the side to move's subtitle has "· to move" added, and is
// drawn at the same size as the other's (it was shrunk to fit), the level name giving way.
func TestTheCardSubtitleKeepsItsSize(t *testing.T) {
	for _, sz := range [][2]float64{{800, 600}, {1200, 900}, {700, 900}} {
		st := sceneState(t, sz[0], sz[1])
		st.settings.Lang = langSetting(i18n.English)
		tc, _ := clock.ParseTimeControl("10m+5s")
		g := live(newGameScene(st, match.Config{Mode: kind.AIvsAI, Levels: [2]int{10, 10}, Rules: game.Standard(), Time: tc}))(t)
		sizes := map[string]float64{}
		var texts []string
		onLoop(func() {
			ui.DrawnSize = func(s string, size float64) {
				if strings.Contains(s, i18n.Computer.Format(i18n.English, "")) || strings.Contains(s, i18n.ToMove.En) {
					sizes[s] = size
					texts = append(texts, s)
				}
			}
			defer func() { ui.DrawnSize = nil }()
			if err := drawCatching(g, ebiten.NewImage(int(sz[0]), int(sz[1]))); err != nil {
				t.Error(err)
			}
		})
		var toMove, other []float64
		for s, size := range sizes {
			if strings.HasSuffix(s, " · "+i18n.ToMove.En) {
				toMove = append(toMove, size)
			} else {
				other = append(other, size)
			}
		}
		if len(toMove) != 1 || len(other) != 1 {
			t.Fatalf("%.0f×%.0f: subtitles drawn %q, want one with %q and one without", sz[0], sz[1], texts, i18n.ToMove.En)
		}
		if toMove[0] != other[0] {
			t.Errorf("%.0f×%.0f: the subtitle of the side to move is %.1f px, the other's %.1f px (%q)", sz[0], sz[1], toMove[0], other[0], texts)
		}
	}
}

// TestALabelThatFitsIsNotCut lays button labels out in buttons of every width from the narrowest
// the panel has: a label that fits (on one line, or two at the legible size) is drawn whole, never
// cut short ("← Revi…" was drawn at 800×600: a text's width does not scale exactly with its size).
func TestALabelThatFitsIsNotCut(t *testing.T) {
	st := sceneState(t, 800, 600)
	u := st.screen.Unit
	var widths []float64
	for w := 45.0; w <= 200; w++ {
		widths = append(widths, w)
	}
	onLoop(func() {
		dst := ebiten.NewImage(200, 100)
		defer dst.Deallocate()
		for _, label := range []string{"← Review", "Review →", "New game", "Pieces: hanja", "Against the computer", "새 대국"} {
			for _, w := range sweep(widths) {
				var drawn []string
				ui.DrawnSize = func(s string, size float64) { drawn = append(drawn, s) }
				st.pen().FitLines(dst, u*1.05, label, layout.Rect{W: w, H: u * 2.4}, ui.Centered, ui.PanelText)
				ui.DrawnSize = nil
				if strings.Contains(strings.Join(drawn, ""), "…") && strings.Count(label, " ") > 0 {
					_, second, _ := st.pen().BalancedSplit(st.pen().Legible(), label)
					first := strings.TrimSuffix(label, " "+second)
					w1, _ := ui.Measure(st.fonts.Sans, st.pen().Legible(), first)
					w2, _ := ui.Measure(st.fonts.Sans, st.pen().Legible(), second)
					if max(w1, w2) <= w {
						t.Errorf("%q in %.0f pixels is drawn %q, though it fits on two lines", label, w, drawn)
					}
				}
			}
		}
	})
}

// TestEveryButtonIsInsideTheWindow lays every screen out at every window size, and at sizes under
// the window's limit (a system without a window manager does not keep to it: the smallest layout
// is then scaled down, see screenZoom), and fails on any button that is not wholly inside the
// window: one under its bottom edge cannot be clicked (the new-game screen's Start was below a
// 420×320 window in a game between two computers, and the monkey test waited for its click).
func TestEveryButtonIsInsideTheWindow(t *testing.T) {
	sizes := append([][2]float64{{1600, 480}, {640, 1000}, {2560, 1440}, {641, 481}, {420, 320}, {480, 360}, {1600, 400}, {400, 1000}, {200, 150}}, windowSizes...)
	aivsai := func(g string) screenMaker {
		return screenMaker{"the new-game screen, " + g + ", computer against computer", func(t *testing.T, st *State) scene {
			st.lastGame = match.Config{Mode: kind.AIvsAI, Levels: [2]int{1, 10}, Rules: game.Standard()}
			if g == "twelve" {
				st.lastGame.Game = kind.Twelve
			}
			if g == "xiangqi" {
				st.lastGame.Rules = game.MustPreset("xiangqi")
			}
			return newSetupScene(st, nil)
		}}
	}
	over := func(name string, cfg match.Config) screenMaker {
		return screenMaker{"the game-over panel, " + name, func(t *testing.T, st *State) scene {
			g := must(newGameScene(st, cfg))(t)
			g.m.Resign()
			if !g.m.ShowResult() {
				t.Fatalf("%s: no game-over panel after resigning", name)
			}
			g.layout()
			return g
		}}
	}
	screens := append(everyScreen(), aivsai("janggi"), aivsai("xiangqi"), aivsai("twelve"),
		over("Twelve Janggi", match.Config{Mode: kind.VsAI, Levels: [2]int{1, 1}, Rules: game.Standard(), Game: kind.Twelve}),
		over("Xiangqi hot-seat", match.Config{Mode: kind.HotSeat, Rules: game.MustPreset("xiangqi")}),
		over("Janggi hot-seat, counted", match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))
	for _, sz := range sweep(sizes) {
		z := screenZoom(sz[0], sz[1], 1) // the smallest layout scaled down in a window under the limit
		if z < 1 || sz[0]*z < minWindowW || sz[1]*z < minWindowH || sz[0] >= minWindowW && sz[1] >= minWindowH && z != 1 {
			t.Fatalf("a window of %.0f×%.0f gets a screen zoomed %.3f times", sz[0], sz[1], z)
		}
		sz = [2]float64{math.Ceil(sz[0] * z), math.Ceil(sz[1] * z)}
		for _, l := range []i18n.Lang{i18n.English, i18n.Korean} {
			st := sceneState(t, sz[0], sz[1])
			st.settings.Lang = langSetting(l)
			for _, mk := range screens {
				st.lastGame = match.Config{}
				sc := mk.make(t, st)
				if c, ok := sc.(interface{ close() }); ok {
					defer c.close()
				}
				sc.layout()
				for _, b := range sc.report().Buttons {
					if b.X < 0 || b.Y < 0 || float64(b.X+b.W) > sz[0]+0.5 || float64(b.Y+b.H) > sz[1]+0.5 {
						t.Errorf("%s at %.0f×%.0f, %v: the button %q at %d,%d %d×%d is not inside the window", mk.name, sz[0], sz[1], l, b.Label, b.X, b.Y, b.W, b.H)
					}
				}
			}
		}
	}
}

// TestTheTraceReportsPlacesInWindowPixels: in a window under the smallest size the screen is
// zoomed, and the report a test clicks by is scaled back to the window's pixels.
func TestTheTraceReportsPlacesInWindowPixels(t *testing.T) {
	r := uiReport{W: 640, H: 480, Buttons: []uiButton{{Label: "Start", X: 100, Y: 400, W: 60, H: 40}},
		Spots: [][2]int{{320, 240}}, Areas: []uiArea{{"moves", 500, 0, 140, 480}}}
	r.scale(0.5)
	if r.W != 320 || r.H != 240 || r.Buttons[0] != (uiButton{Label: "Start", X: 50, Y: 200, W: 30, H: 20}) ||
		r.Spots[0] != [2]int{160, 120} || r.Areas[0] != (uiArea{"moves", 250, 0, 70, 240}) {
		t.Errorf("scaled by one half: %+v", r)
	}
}

// TestTheHelpFitsTheWindow lays the game's help out in the smallest window and a tall narrow one,
// in both languages: the box is inside the window and every line within its column.
func TestTheHelpFitsTheWindow(t *testing.T) {
	for _, sz := range [][2]float64{{640, 480}, {700, 900}, {1000, 720}} {
		for _, l := range []i18n.Lang{i18n.Korean, i18n.English} {
			st := sceneState(t, sz[0], sz[1])
			st.settings.Lang = langSetting(l)
			h := layoutKeyHelp(st, i18n.HelpKeys, i18n.Glossary)
			if h.r.Y < 0 || h.r.Y+h.r.H > sz[1] || h.r.X < 0 || h.r.X+h.r.W > sz[0] {
				t.Errorf("%v at %v×%v: the help's box %+v is not inside the window", l, sz[0], sz[1], h.r)
			}
			for i, list := range [][][]string{h.keys, h.words} {
				size := []float64{h.size, h.wordSize}[i]
				for _, lines := range list {
					for _, line := range lines {
						if w, _ := ui.Measure(st.fonts.Sans, size, line); w > h.colW+1 {
							t.Errorf("%v at %v×%v: %q is %.0f wide in a column of %.0f", l, sz[0], sz[1], line, w, h.colW)
						}
					}
				}
			}
		}
	}
}

// TestTheMoveShownStaysInAShortMoveList: however few rows the move list has room for, the row of
// the move shown is one of them.
func TestTheMoveShownStaysInAShortMoveList(t *testing.T) {
	st := sceneState(t, 700, 900)
	u := st.screen.Unit
	ml := moveList{entries: make([]string, 40)}
	for rows := 1; rows <= 6; rows++ {
		r := layout.Rect{X: 0, Y: 0, W: u * 20, H: u*2 + u*0.3 + float64(rows)*u*1.45 + 0.5}
		for cur := 1; cur <= 40; cur++ {
			ml.current = cur
			mr := ml.rowsIn(st, r)
			focus := (cur - 1) / 2
			if mr.rows != rows || focus < mr.first || focus >= mr.first+mr.rows {
				t.Fatalf("%d rows (%d fit), move %d: rows %d to %d shown", rows, mr.rows, cur, mr.first, mr.first+mr.rows-1)
			}
		}
	}
}

// TestTheCardNamesTheComputerWhole checks that in a counted game without a clock, the cards name
// their players without cutting a word: the subtitle was given a fixed two thirds of the card,
// and Cho's "Computer 3 · to move" was cut to "Com…" beside its short "Points"; where even
// "Computer 3" does not fit beside Han's "incl. deom 1.5", the level's rank alone does.
func TestTheCardNamesTheComputerWhole(t *testing.T) {
	for _, sz := range [][2]float64{{1200, 900}, {1000, 720}} {
		st := sceneState(t, sz[0], sz[1])
		st.settings.Lang = langSetting(i18n.English)
		g := live(newGameScene(st, match.Config{Mode: kind.AIvsAI, Levels: [2]int{3, 3}, Rules: game.Standard()}))(t)
		var subtitles []string
		onLoop(func() {
			ui.DrawnSize = func(s string, _ float64) {
				if strings.Contains(s, "Computer") || strings.Contains(s, "kyu") {
					subtitles = append(subtitles, s)
				}
			}
			defer func() { ui.DrawnSize = nil }()
			if err := drawCatching(g, ebiten.NewImage(int(sz[0]), int(sz[1]))); err != nil {
				t.Error(err)
			}
		})
		toMove := 0
		for _, s := range subtitles {
			if strings.Contains(s, "…") {
				t.Errorf("%.0f×%.0f: a card's subtitle is cut: %q", sz[0], sz[1], s)
			}
			if strings.HasSuffix(s, " · "+i18n.ToMove.En) {
				toMove++
			}
		}
		if len(subtitles) != 2 || toMove != 1 {
			t.Errorf("%.0f×%.0f: subtitles %q, want two, one of them the side to move's", sz[0], sz[1], subtitles)
		}
	}
}
