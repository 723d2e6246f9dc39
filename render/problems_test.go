package render

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/clock"
	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/match"
	"janggi/render/ui"
)

// TestProblemBoxShowsEveryProblem checks that the problem box lists every problem, wrapped to its
// width (a 5000-character value included), and that scrolling reaches the last row (before, the
// panel showed four lines of them and cut off the rest).
func TestProblemBoxShowsEveryProblem(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat, Rules: game.Standard()})
	var problems []string
	for i := 0; i < 40; i++ {
		problems = append(problems, fmt.Sprintf("settings.toml:%d: problem number %d of the file", i+1, i))
	}
	problems = append(problems, "settings.toml:41: skin = "+strings.Repeat("x", 5000))
	st.problems = newProblemBox(problems)
	if !st.problems.open {
		t.Fatal("the box is not open at the start")
	}
	onLoop(func() {
		b := &st.problems
		_, list, _, size := b.boxLayout(st.screen)
		st.in = input{keys: []ebiten.Key{ebiten.KeyEnd}}
		if !b.update(st) {
			t.Error("the open box did not take the input")
		}
		view := visibleRows(list, size)
		if b.top != len(b.rows)-view || b.top <= 0 {
			t.Errorf("End scrolled to row %d of %d (%d shown)", b.top, len(b.rows), view)
		}
		joined := strings.Join(b.rows, "")
		for i := 0; i < 40; i++ {
			if !strings.Contains(joined, fmt.Sprintf("problem number %d of", i)) {
				t.Errorf("problem %d is not in the box", i)
			}
		}
		if !strings.Contains(joined, strings.Repeat("x", 900)) {
			t.Error("the long value is not in the box")
		}
		for _, r := range b.rows {
			if w, _ := ui.Measure(st.fonts.Sans, size, r); w > list.W+0.5 {
				t.Errorf("a row %.0f px wide in a list %.0f px wide: %.40q", w, list.W, r)
			}
		}
		img := ebiten.NewImage(int(st.screen.W), int(st.screen.H))
		g.Draw(img)
		b.draw(img, st)
		st.in = input{wheel: 100}
		b.update(st)
		if b.top != 0 {
			t.Errorf("the wheel up scrolled to row %d, want 0", b.top)
		}
	})
}

// TestProblemBoxTakesInputAndHoldsTheGame checks that while the box is open the game's clock
// stands and the keys go to the box (Esc closes it and does not open the menu behind it).
func TestProblemBoxTakesInputAndHoldsTheGame(t *testing.T) {
	tc, err := clock.ParseTimeControl("move 15s")
	if err != nil {
		t.Fatal(err)
	}
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), Time: tc})
	st.problems = newProblemBox([]string{"settings.toml:1: a problem"})
	tick := func(keys ...ebiten.Key) {
		st.in = input{keys: keys}
		if st.problems.update(st) {
			st.in.take()
		}
		onLoop(func() { update(t, g, st) })
	}
	for i := 0; i < 5; i++ {
		tick()
	}
	if r := g.m.Clock().Read(game.Cho); r.Running {
		t.Errorf("Cho's clock runs behind the problem box: %+v", r)
	}
	tick(ebiten.KeyEscape)
	if st.problems.open || g.overlay != noOverlay {
		t.Errorf("after Esc: box open %v, overlay %v; want the box closed and nothing else opened", st.problems.open, g.overlay)
	}
	tick()
	if r := g.m.Clock().Read(game.Cho); !r.Running {
		t.Errorf("Cho's clock does not run once the box is closed: %+v", r)
	}
}

// TestSettingsNotSavedIsShown checks that a failure to save the settings reaches the window: a
// failure at the foot of the board, cut short, and the whole error with the problems.
func TestSettingsNotSavedIsShown(t *testing.T) {
	_, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat, Rules: game.Standard()})
	st.settings.Lang = langSetting(i18n.English)
	errs := make(chan error, 1)
	st.opts.SettingsErrors = errs
	long := "the settings file could not be read cleanly; it is left as it is: settings.toml:3: " + strings.Repeat("skin ", 100)
	errs <- errors.New(long)
	st.pollSettingsErrors()
	if !st.news.err || !strings.HasPrefix(st.news.text, "The settings were not saved: the settings file") || len([]rune(st.news.text)) > 120 {
		t.Errorf("news %+v", st.news)
	}
	if len(st.problems.lines) != 1 || !strings.Contains(st.problems.lines[0], strings.TrimSpace(long)) {
		t.Errorf("problems %q", st.problems.lines)
	}
	st.pollSettingsErrors() // nothing more to say: no second notice
	if len(st.problems.lines) != 1 {
		t.Errorf("problems %q after a second poll", st.problems.lines)
	}
}
