package render

import (
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
)

// TestRulesArrowsCycleThroughTheGamesPresets presses the Rules row's ▶ and ◀ more times than there
// are presets: the game stays Janggi, every Janggi preset comes round once, and the row stays.
func TestRulesArrowsCycleThroughTheGamesPresets(t *testing.T) {
	_, _, st := newTwelveTestScene(t)
	s := newSetupScene(st, nil)
	s.setGame(kind.Janggi)
	s.cfg.Mode = kind.HotSeat
	s.cfg.Rules = game.Standard()
	s.layout()
	var janggi []string
	for _, r := range game.Presets() {
		if r.Game == kind.Janggi {
			janggi = append(janggi, r.Name)
		}
	}
	for _, arrow := range []string{i18n.Next, i18n.Previous} {
		seen := map[string]int{}
		for range 2 * len(janggi) {
			i := rulesArrow(t, s, arrow)
			s.buttons[i].act()
			s.layout()
			if s.game() != kind.Janggi || s.cfg.Rules.Game != kind.Janggi {
				t.Fatalf("%s switched the game to %v (rules %s)", arrow, s.game(), s.cfg.Rules.Name)
			}
			seen[s.cfg.Rules.Name]++
		}
		for _, name := range janggi {
			if seen[name] != 2 {
				t.Errorf("%s twice round: %s came %d times, want 2 (%v)", arrow, name, seen[name], seen)
			}
		}
	}
}

// rulesArrow returns the index of the Rules row's arrow button: the first of its label, since the
// Rules row comes before the time control's.
func rulesArrow(t *testing.T, s *setupScene, arrow string) int {
	t.Helper()
	for i, b := range s.buttons {
		if b.label == arrow {
			return i
		}
	}
	t.Fatalf("no %s button on the new-game screen: %v", arrow, labels(s.buttons))
	return -1
}

// TestChoosingASideKeepsTheComputersLevel sets the computer's level, then changes the player's
// side: the level shown and played stays the one chosen.
func TestChoosingASideKeepsTheComputersLevel(t *testing.T) {
	_, _, st := newTwelveTestScene(t)
	s := newSetupScene(st, nil)
	s.setGame(kind.Janggi)
	s.cfg.Mode, s.cfg.Human, s.cfg.Levels = kind.VsAI, game.Cho, [2]int{6, 5}
	s.layout()
	for i, b := range s.buttons {
		if b.label == i18n.SideChoiceText(kind.Janggi, game.Han).In(st.lang()) {
			s.buttons[i].act()
			break
		}
	}
	if s.cfg.Human != game.Han || s.cfg.Levels[game.Cho] != 5 {
		t.Errorf("after choosing Han: human %v, computer's level %d, want Han and 5", s.cfg.Human, s.cfg.Levels[game.Cho])
	}
}
