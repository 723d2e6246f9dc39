package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/match"
	"janggi/render/standing"
)

// standingState returns sceneState's state of a w×h window with the player's record kept in a
// file of the test's (returned), written with text first unless text is "", on a fake clock whose
// day is 8 December 2026.
func standingState(t *testing.T, w, h float64, text string) (*State, string) {
	t.Helper()
	st := sceneState(t, w, h)
	st.opts.Standing = filepath.Join(t.TempDir(), "level-record.txt")
	if text != "" {
		if err := os.WriteFile(st.opts.Standing, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st.now = func() time.Time { return time.Date(2026, 12, 8, 20, 0, 0, 0, time.Local) }
	return st, st.opts.Standing
}

// loadStanding reads the record file the window wrote.
func loadStanding(t *testing.T, path string) *standing.Standing {
	t.Helper()
	s, err := standing.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// resign resigns the game of scene g through the menu's question.
func resign(t *testing.T, g *gameScene, st *State) {
	t.Helper()
	g.dialogs.askResign()
	g.layout()
	pressID(t, g, st, "confirm:yes")
	if r := g.m.Result(); r.Reason != game.Resignation {
		t.Fatalf("after resigning: %v", r)
	}
}

// TestAGameAgainstTheComputerIsCountedOnce: resigning against level 3 adds one loss at level 3,
// dated today, however often the result screen is updated and drawn afterwards; a hot-seat game
// and a handicap game count nothing, a game played on from a move of another counts nothing, and
// a resumed game counts as the game it was.
func TestAGameAgainstTheComputerIsCountedOnce(t *testing.T) {
	st, path := standingState(t, 1000, 720, "")
	vsAI := match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}, Rules: game.Standard()}
	g := live(newGameScene(st, vsAI))(t)
	g.Update(st)
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	resign(t, g, st)
	for range 5 { // the result screen stays, redrawn
		g.Update(st)
		g.layout()
	}
	got := loadStanding(t, path).Of(kind.Janggi, 3)
	if got.Won != 0 || got.Drawn != 0 || got.Lost != 1 || got.Last.Format("2006-01-02") != "2026-12-08" {
		t.Fatalf("after resigning against level 3: %+v, want one loss on 2026-12-08", got)
	}

	hot := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), Levels: [2]int{3, 3}}))(t)
	hot.Update(st)
	resign(t, hot, st)
	hot.Update(st)
	handicap := vsAI
	handicap.Handicap = game.Handicap{Giver: game.Han, Piece: game.Chariot}
	h := live(newGameScene(st, handicap))(t)
	h.Update(st)
	resign(t, h, st)
	h.Update(st)
	if got := loadStanding(t, path).Of(kind.Janggi, 3); got.Games() != 1 {
		t.Errorf("a hot-seat and a handicap game changed the record: %+v", got)
	}

	// Played on from the first move of the finished game: not the player's game against the level.
	g.m.StepTo(1)
	from := live(g.playFrom(vsAI))(t)
	if from.files.counts {
		t.Error("a game played on from a move of another counts in the record")
	}
	// Left unfinished and resumed from the autosave: still counts.
	fresh := live(newGameScene(st, vsAI))(t)
	fresh.Update(st)
	click(t, fresh, st, "a4")
	click(t, fresh, st, "a5")
	resumed, err := resumeScene(st, fresh.files.autosaveRecord())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(resumed.close)
	if _, marked := from.files.autosaveRecord().Tag(tagCounts); !resumed.files.counts || marked {
		t.Errorf("resumed game counts: %v; a game played on from another marked in its autosave: %v", resumed.files.counts, marked)
	}
}

// TestTheNewGameScreenShowsTheRecordAndOffersTheNextLevel: against level 3, after three wins in
// a row there, the new-game screen shows the record in the language chosen, inside the window and
// clear of every button, at the usual size, the smallest and a window taller than wide; its next
// level's button chooses level 4, whose record is empty.
func TestTheNewGameScreenShowsTheRecordAndOffersTheNextLevel(t *testing.T) {
	const text = "janggi 3 3 1 2 2026-12-06 LDLWWW\njanggi 5 0 0 1 2025-03-01 L\n"
	for _, c := range []struct {
		w, h float64
		l    i18n.Lang
		want []string
	}{
		{1200, 900, i18n.Korean, []string{"이 수준과의 전적: 3승 1무 2패", "마지막 대국 12월 6일"}},
		{640, 480, i18n.Korean, []string{"이 수준과의 전적: 3승 1무 2패", "마지막 대국 12월 6일"}},
		{1200, 900, i18n.English, []string{"Against this level: 3 W 1 D 2 L", "last played Dec 6"}},
		{640, 480, i18n.English, []string{"Against this level: 3 W 1 D 2 L", "last played Dec 6"}},
		{700, 900, i18n.English, []string{"Against this level: 3 W 1 D 2 L", "last played Dec 6"}},
	} {
		st, _ := standingState(t, c.w, c.h, text)
		st.settings.Lang = langSetting(c.l)
		s := newSetupScene(st, nil)
		s.setGame(kind.Janggi)
		s.cfg.Mode, s.cfg.Human, s.cfg.Levels = kind.VsAI, game.Cho, [2]int{3, 3}
		s.layout()
		shown := strings.Join(s.standing.lines, " ")
		for _, w := range c.want {
			if !strings.Contains(shown, w) {
				t.Errorf("%v×%v %v: the record reads %q, want %q in it", c.w, c.h, c.l, shown, w)
			}
		}
		u := st.screen.Unit
		for i, line := range s.standing.lines {
			r := layout.Rect{X: s.standing.x, Y: s.standing.y + float64(i)*u*1.2, W: textWidth(st, u*standingSize, line), H: u * standingSize}
			if r.X < 0 || r.Y < 0 || r.X+r.W > c.w || r.Y+r.H > c.h {
				t.Errorf("%v×%v %v: %q at %+v is not inside the window", c.w, c.h, c.l, line, r)
			}
			for _, b := range s.buttons {
				if overlaps(r, b.R) {
					t.Errorf("%v×%v %v: %q at %+v overlaps the button %q at %+v", c.w, c.h, c.l, line, r, b.Label, b.R)
				}
			}
			if overlaps(r, s.preview.Frame) {
				t.Errorf("%v×%v %v: %q overlaps the preview", c.w, c.h, c.l, line)
			}
		}
		next := buttonByID(t, s.buttons, "setup:next-level")
		if next.R.X+next.R.W > c.w || next.R.Y+next.R.H > c.h || overlaps(next.R, s.preview.Frame) {
			t.Errorf("%v×%v %v: the next level's button at %+v is not clear inside the window", c.w, c.h, c.l, next.R)
		}
		if want := i18n.Level(c.l, 4); !strings.Contains(next.Label, want) {
			t.Errorf("the next level's button says %q, want %q in it", next.Label, want)
		}
		pressID(t, s, st, "setup:next-level")
		if s.cfg.Levels[game.Han] != 4 || len(s.standing.lines) != 0 {
			t.Errorf("after the next level's button: level %d, record %q; want 4 and none yet", s.cfg.Levels[game.Han], s.standing.lines)
		}
	}

	// Level 5, lost once last year: its date has the year, and nothing is offered.
	st, _ := standingState(t, 1200, 900, text)
	s := newSetupScene(st, nil)
	s.setGame(kind.Janggi)
	s.cfg.Mode, s.cfg.Human, s.cfg.Levels = kind.VsAI, game.Han, [2]int{5, 5}
	s.layout()
	if shown := strings.Join(s.standing.lines, " "); !strings.Contains(shown, "2025년 3월 1일") || s.standing.next != 0 {
		t.Errorf("level 5: %q, next %d; want the year and no offer", shown, s.standing.next)
	}
	s.cfg.Mode = kind.HotSeat
	s.layout()
	if len(s.standing.lines) != 0 {
		t.Errorf("a game of two people shows a record against a level: %q", s.standing.lines)
	}
}

// overlaps reports whether rectangles a and b share any area.
func overlaps(a, b layout.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestACorruptRecordIsNeitherUsedNorOverwritten: a record file that does not read is said, and a
// finished game leaves it as it was.
func TestACorruptRecordIsNeitherUsedNorOverwritten(t *testing.T) {
	const bad = "janggi 3 1 0 0 yesterday W\n"
	st, path := standingState(t, 1000, 720, bad)
	g := live(newGameScene(st, match.Config{Mode: kind.VsAI, Human: game.Cho, Levels: [2]int{3, 3}, Rules: game.Standard()}))(t)
	g.Update(st)
	resign(t, g, st)
	g.Update(st)
	if data, _ := os.ReadFile(path); string(data) != bad {
		t.Errorf("the corrupt file was written over: %q", data)
	}
	if !st.news.err || !strings.Contains(st.news.text, "line 1") {
		t.Errorf("the window says %q, want the file's error naming line 1", st.news.text)
	}
}
