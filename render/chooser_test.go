package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/library"
	"janggi/render/match"
	"janggi/render/ui"
)

// typeText types s into the scene, one character a tick.
func typeText(g *gameScene, st *State, s string) {
	for _, r := range s {
		st.in = input{chars: []rune{r}}
		g.Update(st)
	}
	st.in = input{}
}

// TestSaveAndCtrlSAgreeOnAnEmptyGame: before the first move the Save button is off and Ctrl+S
// says there is nothing to save, rather than opening a dialog; after it both open the chooser.
func TestSaveAndCtrlSAgreeOnAnEmptyGame(t *testing.T) {
	g, st, _ := recordsScene(t, match.Config{Mode: kind.HotSeat})
	st.settings.Lang = langSetting(i18n.English)
	g.Update(st)
	save := func() ui.Button {
		for _, b := range g.panel.buttons {
			if b.Label == i18n.Save.En {
				return b
			}
		}
		t.Fatalf("no Save button: %v", labels(g.panel.buttons))
		return ui.Button{}
	}
	if !save().Disabled {
		t.Error("the Save button is on before the first move")
	}
	key(g, st, ebiten.KeyS, true)
	if g.overlay != noOverlay || st.news.text != i18n.NothingToSave.En {
		t.Fatalf("Ctrl+S before the first move: overlay %v, news %q; want no dialog and %q", g.overlay, st.news.text, i18n.NothingToSave.En)
	}
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	if save().Disabled {
		t.Fatal("the Save button is off after a move")
	}
	key(g, st, ebiten.KeyS, true)
	if g.overlay != saveOverlay || g.files.chooser == nil || g.files.chooser.mode != chooseSave {
		t.Fatalf("Ctrl+S after a move: overlay %v; want the chooser to save", g.overlay)
	}
	key(g, st, ebiten.KeyEscape, false)
	pressButton(t, g, st, g.panel.buttons, i18n.Save.En)
	if g.overlay != saveOverlay {
		t.Fatalf("the Save button after a move: overlay %v; want the chooser", g.overlay)
	}
}

// TestSaveChoosesTheFolderAndTheName saves into a subfolder under a typed name: the news says
// "Saving…" until the file is written and then where it is; the next save opens in the same
// folder, and a name already taken is replaced only when the player presses Replace.
func TestSaveChoosesTheFolderAndTheName(t *testing.T) {
	g, st, dir := recordsScene(t, match.Config{Mode: kind.HotSeat})
	st.settings.Lang = langSetting(i18n.English)
	club := filepath.Join(dir, "records", "club")
	if err := os.MkdirAll(club, 0o755); err != nil {
		t.Fatal(err)
	}
	click(t, g, st, "a4")
	click(t, g, st, "a5")
	key(g, st, ebiten.KeyS, true)
	c := g.files.chooser
	if c == nil || !samePath(c.listing.Dir, filepath.Join(dir, "records")) {
		t.Fatalf("the chooser opens on %v, want the record folder", c)
	}
	row := -1
	for i, r := range c.rows {
		if r.kind == rowFolder && r.name == "club" {
			row = i
		}
	}
	if row < 0 || row < c.top || row-c.top >= len(c.rowRects) {
		t.Fatalf("the club folder is not shown: %+v", c.rows)
	}
	r := c.rowRects[row-c.top]
	clickAt(g, st, r.X+r.W/2, r.Y+r.H/2)
	if !samePath(c.listing.Dir, club) {
		t.Fatalf("a click on club/ shows %s", c.listing.Dir)
	}
	for range len(c.name) {
		key(g, st, ebiten.KeyBackspace, false)
	}
	typeText(g, st, "mine")
	key(g, st, ebiten.KeyEnter, false)
	if g.overlay != noOverlay || st.news.text != i18n.Saving.En {
		t.Fatalf("after Enter: overlay %v, news %q; want the chooser closed and %q until the file is written", g.overlay, st.news.text, i18n.Saving.En)
	}
	path := filepath.Join(club, "mine.gib")
	var sc scene = g
	sc = updateUntil(t, sc, st, "the save is reported", func() bool { return st.saving == nil })
	if !strings.Contains(st.news.text, path) || st.news.err {
		t.Fatalf("after saving, the news says %q, want %s", st.news.text, path)
	}
	if rec, _, err := library.ReadFile(path, nil); err != nil || len(rec.Moves) != 1 {
		t.Fatalf("the file saved: %v, %v", rec, err)
	}

	// Again, a move later, under the same name: the chooser opens in club, and asks first.
	click(t, g, st, "a7")
	click(t, g, st, "a6")
	key(g, st, ebiten.KeyS, true)
	if g.files.chooser == nil || !samePath(g.files.chooser.listing.Dir, club) {
		t.Fatalf("the second save opens on %v, want club", g.files.chooser)
	}
	for range len(g.files.chooser.name) {
		key(g, st, ebiten.KeyBackspace, false)
	}
	typeText(g, st, "mine")
	key(g, st, ebiten.KeyEnter, false)
	if g.overlay != saveOverlay || st.saving != nil || g.files.chooser.confirm != path {
		t.Fatalf("saving over mine.gib: overlay %v, saving %v; want the chooser to ask first", g.overlay, st.saving != nil)
	}
	pressButton(t, g, st, g.files.chooser.buttons, i18n.Replace.En)
	updateUntil(t, sc, st, "the second save is reported", func() bool { return st.saving == nil })
	if rec, _, err := library.ReadFile(path, nil); err != nil || len(rec.Moves) != 2 {
		t.Fatalf("after Replace the file holds %v, %v; want the 2 moves", rec, err)
	}
}

// TestTheOpenListSaysWhatEachRecordHolds opens the chooser on a folder with a real .gib: its row
// gives the game's date, players, result and length, and Enter opens it.
func TestTheOpenListSaysWhatEachRecordHolds(t *testing.T) {
	g, st, dir := recordsScene(t, match.Config{Mode: kind.HotSeat, Rules: game.Standard()})
	st.settings.Lang = langSetting(i18n.English)
	records := filepath.Join(dir, "records")
	if err := os.MkdirAll(records, 0o755); err != nil {
		t.Fatal(err)
	}
	copyTestFile(t, "../record/testdata/gib/game-2016-12-06-73-moves.gib", filepath.Join(records, "game.gib"))
	key(g, st, ebiten.KeyO, true)
	c := g.files.chooser
	if g.overlay != openOverlay || c == nil {
		t.Fatalf("Ctrl+O: overlay %v", g.overlay)
	}
	updateUntil(t, g, st, "the file's summary is read", func() bool { return len(c.details) == 1 })
	if c.sel < 0 || c.rows[c.sel].name != "game.gib" {
		t.Fatalf("the row chosen is %d of %+v, want game.gib", c.sel, c.rows)
	}
	got := c.describe(i18n.English, c.rows[c.sel])
	for _, want := range []string{"2016.12.06", "하여명 – 전동하", "Cho wins", "73 moves"} {
		if !strings.Contains(got, want) {
			t.Errorf("the row says %q, without %q", got, want)
		}
	}
	if ko := c.describe(i18n.Korean, c.rows[c.sel]); !strings.Contains(ko, "초 승리") || !strings.Contains(ko, "73수") {
		t.Errorf("in Korean the row says %q", ko)
	}
	st.in = input{keys: []ebiten.Key{ebiten.KeyEnter}}
	next := update(t, g, st)
	st.in = input{}
	v, ok := next.(*gameScene)
	if !ok || !v.m.Viewing() || v.m.Ply() != 73 {
		t.Fatalf("Enter opens %T (viewing %v)", next, ok && v.m.Viewing())
	}
	v.close()
}

// TestTheOpenListNamesEachGame: a row names the game of a record other than Janggi by the game's
// own name, a Dobutsu record's as Dobutsu shogi.
func TestTheOpenListNamesEachGame(t *testing.T) {
	names := map[kind.Game]string{kind.Janggi: "", kind.Xiangqi: "Xiangqi", kind.Twelve: "Twelve Janggi", kind.Dobutsu: "Dobutsu shogi"}
	for g, want := range names {
		c := &chooser{details: map[string]library.Summary{"f": {Game: g, Record: record.New(g, nil), Moves: 3, Games: 1}}}
		got := c.describe(i18n.English, chooserRow{kind: rowFile, path: "f"})
		for other, name := range names {
			if name != "" && strings.Contains(got, name) != (other == g) {
				t.Errorf("a %v record's row says %q", g, got)
			}
		}
		if want != "" && !strings.Contains(got, want) {
			t.Errorf("a %v record's row says %q, without %q", g, got, want)
		}
	}
}

func copyTestFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
