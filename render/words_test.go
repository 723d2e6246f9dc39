package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
	"janggi/puzzle"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/ui"
)

// wordsState returns the state of a 1000×720 window in language l with a computer that never
// answers, records and autosave in a temporary folder.
func wordsState(t *testing.T, l i18n.Lang) *State {
	t.Helper()
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	opts := &Options{Analysis: analyser.NewWindow(), Engines: match.Engines{Janggi: heldEngine(64)}, MaxLevel: 10, Settings: config.Settings{Hints: true, Lang: langSetting(l)},
		RecordsDir: filepath.Join(dir, "records"), Autosave: filepath.Join(dir, "autosave.pgn")}
	st := testState(opts, f)
	st.keeper = library.NewKeeper(opts.Autosave)
	st.screen = layout.Split(1000, 720, 1)
	t.Cleanup(func() { st.keeper.Close() })
	return st
}

// wordsDrawn draws scene sc and returns every text it drew.
func wordsDrawn(sc scene, dst *ebiten.Image) []string {
	var seen []string
	onLoop(func() {
		ui.DrawnText = func(s string) { seen = append(seen, s) }
		sc.Draw(dst)
		ui.DrawnText = nil
	})
	return seen
}

// tour shows the screens of the window in st's language, calling look on each with a name: the
// three games' boards and panels, a check, a pass, a game-over panel with counted points, the
// menu, the help, the pause, the save and open dialogs, an opened record with the play-from
// dialog, the resume question, and the new-game screen in every game and mode.
func tour(t *testing.T, st *State, look func(name string, sc scene)) {
	t.Helper()
	newGame := func(cfg match.Config) *gameScene {
		t.Helper()
		g, err := newGameScene(st, cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(g.m.Close)
		g.Update(st)
		return g
	}
	tc, err := clock.ParseTimeControl("5m 3x30s")
	if err != nil {
		t.Fatal(err)
	}
	// Janggi against the computer, with a clock, at the start and after a check.
	g := newGame(match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}, Rules: game.Standard(), Time: tc,
		StartFEN: "4k4/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1"})
	look("janggi start", g)
	click(t, g, st, "a1")
	click(t, g, st, "a10")
	look("janggi check", g)
	for _, o := range []overlay{menuOverlay, helpOverlay, pauseOverlay, saveOverlay, openOverlay} {
		switch o {
		case openOverlay:
			g.files.openFiles()
		case pauseOverlay:
			g.covers.togglePause()
		default:
			g.overlay = o
		}
		g.Update(st)
		look("janggi overlay", g)
		g.overlay = noOverlay
		g.Update(st)
	}
	// Two people pass in turn: the pass is announced, then the counted ending.
	h := newGame(match.Config{Mode: kind.HotSeat, Rules: game.Standard()})
	click(t, h, st, "a4")
	click(t, h, st, "a5")
	key(h, st, ebiten.KeyP, false)
	look("janggi pass", h)
	key(h, st, ebiten.KeyP, false)
	for range 30 {
		h.Update(st)
	}
	look("janggi passes", h)
	key(h, st, ebiten.KeyP, false) // Cho's pass back would end the game: the window asks
	look("pass question", h)
	h.overlay = noOverlay
	h.dialogs.passConfirmed()
	for range 30 {
		h.Update(st)
	}
	look("janggi counted", h)

	// An opened record, its play-from dialog, and the resume question.
	rec := h.files.record()
	dir, _ := st.recordsDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := library.SaveAs(filepath.Join(dir, library.FileName(rec, timeOfTest, record.PGN)), rec, false); err != nil {
		t.Fatal(err)
	}
	v, err := openedScene(st, "1.pgn", rec, 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(v.m.Close)
	v.Update(st)
	v.m.ReviewEnd()
	look("record", v)
	v.m.StepTo(1)
	v.dialogs.openPlayFrom()
	v.Update(st)
	look("play from", v)
	v.files.openFiles()
	v.Update(st)
	look("open list", v)
	r, err := resumeScene(st, h.m.Record(h.names(), timeOfTest))
	if err == nil {
		t.Cleanup(r.m.Close)
		r.Update(st)
		look("resume", r)
	}

	// Twelve Janggi and Xiangqi.
	tw := newGame(match.Config{Mode: kind.HotSeat, Game: kind.Twelve})
	look("twelve start", tw)
	clickSquare(t, tw, "b2")
	clickSquare(t, tw, "b3")
	look("twelve capture", tw)
	xq := newGame(match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{1, 1}, Rules: game.MustPreset("xiangqi")})
	look("xiangqi", xq)

	tourLearning(t, st, g, look)

	// The new-game screen in every game and mode.
	s := newSetupScene(st, g)
	for _, gm := range kind.Games() {
		for _, mode := range kind.Modes() {
			s.setGame(gm)
			s.cfg.Mode = mode
			s.layout()
			look("new game", s)
		}
	}
}

// tourLearning shows look the tutorial (its list and a step of every lesson) and the puzzles (a
// goal of every theme, a hint, a wrong move, the solution, the help and the menu), opened from g.
func tourLearning(t *testing.T, st *State, g *gameScene, look func(name string, sc scene)) {
	t.Helper()
	tu := newTutorialScene(st, g)
	look("tutorial", tu)
	for i, l := range tu.m.Lessons() {
		for k := range l.Steps {
			tu.open(i, k)
			tu.layout()
			look("tutorial "+l.ID, tu)
		}
	}

	pz := newPuzzleScene(st, nil)
	t.Cleanup(func() { pz.play.close() })
	for _, th := range puzzle.Themes() {
		for _, p := range puzzle.All() {
			if p.Theme == th {
				pz.load(p)
				break
			}
		}
		look("puzzle "+string(th), pz)
	}
	tourPuzzle := func(name string) {
		pz.giveHint()
		pz.giveHint()
		look(name+" hint", pz)
		pz.judge(judgement{text: wrongMove(t, pz, st.lang())})
		look(name+" wrong", pz)
		pz.showSolution()
		look(name+" solution", pz)
		for _, o := range []overlay{helpOverlay, menuOverlay} {
			pz.overlay = o
			pz.layout()
			look(name+" overlay", pz)
		}
		pz.overlay = noOverlay
	}
	tourPuzzle("puzzle")
	for _, th := range []puzzle.Theme{puzzle.Mate1, puzzle.Mate2, puzzle.Mate3} {
		for _, p := range puzzle.Of(puzzle.All(), kind.Twelve) {
			if p.Theme == th {
				pz.load(p)
				break
			}
		}
		look("Twelve Janggi puzzle "+string(th), pz)
	}
	tourPuzzle("Twelve Janggi puzzle")
	pz.overlay = noOverlay
}

// wrongMove returns a move of the puzzle shown that is not its solution's first, as the move
// list writes it.
func wrongMove(t *testing.T, pz *puzzleScene, l i18n.Lang) string {
	t.Helper()
	switch j := pz.play.(type) {
	case *janggiPlay:
		for _, m := range j.core(j.at.Pos).LegalMoves(nil) {
			if m != j.line[0] {
				return coreMoveText(j.core(j.at.Pos), m, l)
			}
		}
	case *twelvePlay:
		for _, m := range j.core(j.at.Pos).LegalMoves(nil) {
			if m != j.line[0] {
				return coreMoveText(j.core(j.at.Pos), m, l)
			}
		}
	}
	t.Fatalf("the puzzle %s has no wrong move", pz.play.id())
	return ""
}

// TestEveryWordOnTheScreenIsInTheInterfacesLanguage draws every screen in each language and reads
// what was drawn: nothing in the English interface is Korean but the language switch's own name
// and the glossary that explains the Korean game words; nothing in the Korean interface is
// English but key names, file formats and web addresses.
func TestEveryWordOnTheScreenIsInTheInterfacesLanguage(t *testing.T) {
	dst := ebiten.NewImage(1000, 720)
	englishOK := map[string]bool{i18n.Language.En: true, i18n.LanguageName.En: true, i18n.LanguageKey.En: true}
	koreanOK := map[string]bool{"Ctrl": true, "Shift": true, "Esc": true, "Enter": true, "Home": true, "End": true, "Space": true, "Backspace": true,
		"PGN": true, "pgn": true, "gib": true, "fen": true, "janggi": true, "yeeqia": true, "com": true, "English": true, "Language": true}
	for _, l := range sweep([]i18n.Lang{i18n.Korean, i18n.English}) {
		st := wordsState(t, l)
		dir, _ := st.recordsDir()
		for _, w := range latinWords(dir) { // the folders' names are the player's, in any language
			koreanOK[w] = true
		}
		screens := 0
		tour(t, st, func(name string, sc scene) {
			screens++
			for _, s := range wordsDrawn(sc, dst) {
				if os.Getenv("WORDS") != "" {
					t.Logf("%v %s: %q", l, name, s)
				}
				if l == i18n.English && !englishOK[s] && !inGlossary(s) && hasHangul(s) {
					t.Errorf("English %s: %q is Korean", name, s)
				}
				if l == i18n.Korean {
					for _, w := range latinWords(s) {
						if !koreanOK[w] {
							t.Errorf("Korean %s: %q has the English word %q", name, s, w)
							break
						}
					}
				}
			}
		})
		if screens < 20 {
			t.Errorf("%v: the tour showed only %d screens", l, screens)
		}
	}
}

// inGlossary reports whether s is a line of the glossary, which explains Korean words and so has
// them in English too.
func inGlossary(s string) bool {
	for _, g := range i18n.Glossary {
		if strings.Contains(g.En, s) {
			return true
		}
	}
	return false
}

func hasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}

// latinWords returns the runs of three or more Latin letters in s.
func latinWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r >= 0x80 || !unicode.IsLetter(r) }) {
		if len(w) >= 3 {
			out = append(out, w)
		}
	}
	return out
}

// timeOfTest is the time the tour's records are saved at.
var timeOfTest = time.Date(2024, 5, 1, 15, 42, 0, 0, time.UTC)
