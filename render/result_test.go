package render

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/i18n"
	"janggi/render/library"
	"janggi/render/match"
)

// TestTheMoveListEndsWithTheResult ends a hot-seat game with two passes: the move list's last
// row is the result line (who won, why, the points), drawn, and a click on it shows the end.
func TestTheMoveListEndsWithTheResult(t *testing.T) {
	st := wordsState(t, i18n.English)
	g := hotSeatGame(t, st)
	if g.panel.moves.result != "" {
		t.Fatalf("a result line %q before the game ended", g.panel.moves.result)
	}
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	janggiOf(t, g).m.Pass()
	janggiOf(t, g).m.Pass()
	g.Update(st)
	want := "Cho wins · double pass · 72 : 73.5"
	if g.m.Result().Outcome == game.HanWins {
		want = "Han wins · double pass · 72 : 73.5"
	}
	if g.panel.moves.result != want {
		t.Fatalf("the result line reads %q, want %q", g.panel.moves.result, want)
	}
	dst := ebiten.NewImage(1000, 720)
	drawn := strings.Join(wordsDrawn(g, dst), "\n")
	if !strings.Contains(drawn, want) {
		t.Errorf("the result line is not drawn; drawn:\n%s", drawn)
	}
	g.m.StepTo(0)
	pl := panelLayoutOf(st.screen)
	mr := g.panel.moves.rowsIn(st, pl.moves)
	y := mr.top + float64(mr.total-mr.first)*mr.lineH + mr.lineH/2
	if ply, ok := g.panel.moves.plyAt(st, pl.moves, pl.moves.X+pl.moves.W/2, y); !ok || ply != 3 {
		t.Errorf("a click on the result line shows ply %d (%v), want the end (3)", ply, ok)
	}
}

// TestTheMoveListMarksBikjang plays a move that makes bikjang: the move list says so, in both
// languages.
func TestTheMoveListMarksBikjang(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.Korean, i18n.English} {
		st := wordsState(t, l)
		g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard(), StartFEN: "r3k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1"}))(t)
		g.Update(st)
		click(t, g, st, "e5")
		click(t, g, st, "d5")
		if g.m.Ply() != 1 {
			t.Fatal("the soldier did not step aside")
		}
		if got := g.panel.moves.entries[0]; !strings.HasSuffix(got, " "+i18n.BikjangMark.In(l)) {
			t.Errorf("%v: the move that made bikjang reads %q, without %q", l, got, i18n.BikjangMark.In(l))
		}
	}
}

// TestAnOpenedRecordShowsItsResult opens a real .gib whose header says 대국결과 "초 완승" (Cho won,
// no reason given) and whose last position is no ending on the board: at its end the panel says
// the record's result, the move list ends with it, and nobody is "to move".
func TestAnOpenedRecordShowsItsResult(t *testing.T) {
	data, err := os.ReadFile("../record/testdata/gib/game-2016-12-06-73-moves.gib")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []i18n.Lang{i18n.Korean, i18n.English} {
		st := wordsState(t, l)
		rec, games, err := library.Read("game.gib", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		v, err := openedScene(st, "game.gib", rec, games)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(v.m.Close)
		v.Update(st)
		v.m.ReviewEnd()
		v.Update(st)
		wins := i18n.WinsText(kind.Janggi, game.Cho).In(l)
		if !strings.HasPrefix(v.panel.moves.result, wins) {
			t.Errorf("%v: the move list's result line is %q, want %q", l, v.panel.moves.result, wins)
		}
		drawn := strings.Join(wordsDrawn(v, ebiten.NewImage(1000, 720)), "\n")
		if end := i18n.ViewingEnd.Format(l, 73) + " · " + wins; !strings.Contains(drawn, end) {
			t.Errorf("%v: the panel does not say %q at the record's end; drawn:\n%s", l, end, drawn)
		}
		if strings.Contains(drawn, i18n.ToMove.In(l)) {
			t.Errorf("%v: a player is %q at the end of a finished record", l, i18n.ToMove.In(l))
		}
		v.m.StepTo(10)
		v.Update(st)
		if drawn := strings.Join(wordsDrawn(v, ebiten.NewImage(1000, 720)), "\n"); !strings.Contains(drawn, i18n.ToMove.In(l)) {
			t.Errorf("%v: at move 10 of the record nobody is %q", l, i18n.ToMove.In(l))
		}
	}
}

// TestARecordsResultIsSaidInItsOwnTerms reads .gib records whose 대국결과 says how the game
// ended in the words records use: the move list's result line says it in the window's language.
func TestARecordsResultIsSaidInItsOwnTerms(t *testing.T) {
	for _, c := range []struct{ result, en, ko string }{
		{"초 기권승", "Cho wins · resignation", "초 승리 · 기권"},
		{"한 시간승", "Han wins · on time", "한 승리 · 시간패"},
		{"한 3.5점 승", "Han wins · by 3.5 points", "한 승리 · 3.5점 차"},
		{"초 접속끊김 패", "Han wins · lost connection", "한 승리 · 접속 끊김"},
		{"통신장애중단", "game stopped", "대국 중단"},
		{"초 완승", "Cho wins", "초 승리"},
	} {
		gib := "[초차림 \"상마상마\"]\n[한차림 \"상마상마\"]\n[대국결과 \"" + c.result + "\"]\n\n1. 71졸72 2. 49병48 3. 08마87\n"
		rec, _, err := library.Read("r.gib", []byte(gib), nil)
		if err != nil {
			t.Fatalf("%s: %v", c.result, err)
		}
		for l, want := range map[i18n.Lang]string{i18n.English: c.en, i18n.Korean: c.ko} {
			if got := resultLine(kind.Janggi, l, rec.Result, rec); got != want {
				t.Errorf("%s in %v: the result line reads %q, want %q (result %v, ending %+v)", c.result, l, got, want, rec.Result, rec.Ending)
			}
		}
	}
}
