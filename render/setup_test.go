package render

import (
	"slices"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/ui"
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
			s.buttons[i].Act()
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
		if b.Label == arrow {
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
		if b.Label == i18n.SideChoiceText(kind.Janggi, game.Han).In(st.lang()) {
			s.buttons[i].Act()
			break
		}
	}
	if s.cfg.Human != game.Han || s.cfg.Levels[game.Cho] != 5 {
		t.Errorf("after choosing Han: human %v, computer's level %d, want Han and 5", s.cfg.Human, s.cfg.Levels[game.Cho])
	}
}

// TestHandicapRowStartsAHandicapGame picks "the computer gives a chariot" against the computer:
// the preview and the game started (hot-seat: the test has no engine) lack the computer's chariot on its left, and the game counts
// it out (Han 60.5 at the start); going round the row comes back to an even game.
func TestHandicapRowStartsAHandicapGame(t *testing.T) {
	_, _, st := newTwelveTestScene(t)
	s := newSetupScene(st, nil)
	s.setGame(kind.Janggi)
	s.cfg.Mode, s.cfg.Human, s.cfg.Rules, s.cfg.StartFEN = kind.VsAI, game.Cho, game.Standard(), ""
	s.cfg.Setups = [2]game.Setup{game.HEEH, game.HEEH}
	s.layout()
	next := buttonByID(t, s.buttons, "handicap:next")
	next.Act()
	s.layout()
	want := game.Handicap{Giver: game.Han, Piece: game.Chariot}
	if s.cfg.Handicap != want {
		t.Fatalf("after ▶ the handicap is %v, want %v", s.cfg.Handicap, want)
	}
	label := i18n.Handicap(st.lang(), want, kind.VsAI, game.Cho)
	if !slices.Contains(labels(s.buttons), label) {
		t.Errorf("no %q on the screen: %v", label, labels(s.buttons))
	}
	const fen = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
	if s.pos.FEN() != fen {
		t.Errorf("preview %s, want %s", s.pos.FEN(), fen)
	}
	s.cfg.Mode = kind.HotSeat // the test has no engine; the handicap stays Han's chariot
	s.layout()
	if err := s.start(); err != nil {
		t.Fatal(err)
	}
	g := mustBe[*gameScene](t, st.next)
	t.Cleanup(g.close)
	p := janggiOf(t, g).m.Game().Position()
	if p.FEN() != fen || p.Points(game.Han) != 121 || p.Points(game.Cho) != 144 {
		t.Errorf("game starts at %s, Cho %s Han %s; want %s, 72 and 60.5", p.FEN(), p.Points(game.Cho), p.Points(game.Han), fen)
	}

	s = newSetupScene(st, nil) // the choice is kept for the next game, and the row goes round
	s.layout()
	if s.cfg.Handicap != want {
		t.Fatalf("the next new-game screen has %v, want %v kept", s.cfg.Handicap, want)
	}
	for range 8 {
		buttonByID(t, s.buttons, "handicap:next").Act()
		s.layout()
	}
	if !s.cfg.Handicap.None() {
		t.Errorf("nine presses of ▶ give %v, want an even game", s.cfg.Handicap)
	}
}

// buttonByID returns the button named id, or fails the test.
func buttonByID(t *testing.T, bs []ui.Button, id string) ui.Button {
	t.Helper()
	for _, b := range bs {
		if b.ID == id {
			return b
		}
	}
	t.Fatalf("no button %q: %v", id, labels(bs))
	return ui.Button{}
}
