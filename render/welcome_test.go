package render

import (
	"testing"

	"janggi/config"
	"janggi/game"
	"janggi/game/kind"
)

// TestTheWelcomeIsShownUntilAnswered: with the welcome not yet answered the window opens on it;
// New to Janggi opens the tutorial over a game against level 1, and the answer is kept.
func TestTheWelcomeIsShownUntilAnswered(t *testing.T) {
	st := sceneState(t, 1000, 720)
	var saved []config.Settings
	st.opts.OnSettingsChanged = func(s config.Settings) { saved = append(saved, s) }
	st.settings.Welcome = true
	sc, err := firstScene(st)
	if err != nil {
		t.Fatal(err)
	}
	w, ok := sc.(*welcomeScene)
	if !ok {
		t.Fatalf("the first start opens on %T, want the welcome", sc)
	}
	next := pressID(t, w, st, "welcome:learn")
	tu, ok := next.(*tutorialScene)
	if !ok {
		t.Fatalf("New to Janggi shows %T, want the tutorial", next)
	}
	g, ok := tu.prev.(*gameScene)
	if !ok || g.m.Config().Mode != kind.VsAI || g.m.Config().Levels[game.Han] != 1 {
		t.Fatalf("behind the tutorial: %T", tu.prev)
	}
	defer g.close()
	if st.settings.Welcome || len(saved) == 0 || saved[len(saved)-1].Welcome {
		t.Errorf("the answer is not kept: prefs %v, saved %d", st.settings.Welcome, len(saved))
	}
	sc, err = firstScene(st)
	if err != nil {
		t.Fatal(err)
	}
	if _, again := sc.(*welcomeScene); again {
		t.Error("the welcome is shown again after it was answered")
	}
	if c, ok := sc.(interface{ close() }); ok {
		c.close()
	}
}

// TestTheWelcomeStartsTheGameChosen: the level chosen is the computer's; two people play hot-seat.
func TestTheWelcomeStartsTheGameChosen(t *testing.T) {
	st := sceneState(t, 1000, 720)
	st.settings.Welcome = true
	w := newWelcomeScene(st)
	from := w.level
	pressID(t, w, st, "welcome:harder")
	g, ok := pressID(t, w, st, "welcome:ai").(*gameScene)
	if !ok {
		t.Fatal("Play the computer starts no game")
	}
	defer g.close()
	cfg := g.m.Config()
	if cfg.Mode != kind.VsAI || cfg.Levels[cfg.Human.Other()] != from+1 {
		t.Errorf("against the computer: mode %v, level %d, want %d", cfg.Mode, cfg.Levels[cfg.Human.Other()], from+1)
	}
	st.settings.Welcome = true
	h, ok := pressID(t, newWelcomeScene(st), st, "welcome:hotseat").(*gameScene)
	if !ok || h.m.Config().Mode != kind.HotSeat {
		t.Fatal("Two people starts no hot-seat game")
	}
	h.close()
}
