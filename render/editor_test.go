package render

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/internal/testenv"
	"janggi/record"
	"janggi/render/editor"
	"janggi/render/i18n"
	"janggi/render/layout"
	"janggi/render/library"
	"janggi/render/match"
)

// fakeClipboard is the system clipboard in the tests: what was copied, what a paste gives.
type fakeClipboard struct {
	mu     sync.Mutex
	text   string
	copies int
	err    error
}

func (c *fakeClipboard) Copy(text string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return c.err
	}
	c.text = text
	c.copies++
	return nil
}

func (c *fakeClipboard) Paste() (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.text, c.err
}

func (c *fakeClipboard) Name() string { return "fake" }

func (c *fakeClipboard) get() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.text
}

// editorState returns a window's state whose clipboard is clip (nil: none at all).
func editorState(t *testing.T, clip *fakeClipboard) *State {
	st := sceneState(t, 1100, 800)
	st.opts.NoSystemClipboard = true
	st.settings.Lang = langSetting(i18n.English)
	if clip != nil {
		st.opts.Clipboard = clip
	}
	return st
}

// editTick runs one update of the editor with this input.
func editTick(t *testing.T, e *editorScene, in input) {
	t.Helper()
	st := e.st
	in.reads = st.in.reads + 1
	st.in = in
	if err := e.Update(st); err != nil {
		t.Fatal(err)
	}
}

// editClick presses and releases at (x, y) in two ticks; editDragTo presses at (x0, y0), moves to
// (x1, y1) and releases there.
func editClick(t *testing.T, e *editorScene, x, y float64) {
	t.Helper()
	editTick(t, e, input{x: x, y: y, pressed: true, down: true})
	editTick(t, e, input{x: x, y: y, released: true})
}

func editDragTo(t *testing.T, e *editorScene, x0, y0, x1, y1 float64) {
	t.Helper()
	editTick(t, e, input{x: x0, y: y0, pressed: true, down: true})
	editTick(t, e, input{x: (x0 + x1) / 2, y: (y0 + y1) / 2, down: true})
	editTick(t, e, input{x: x1, y: y1, down: true})
	editTick(t, e, input{x: x1, y: y1, released: true})
}

// press clicks the editor's button named id.
func press(t *testing.T, e *editorScene, id string) {
	t.Helper()
	bs := e.buttons
	if e.field != nil {
		bs = e.field.buttons
	}
	for _, b := range bs {
		if b.ID == id {
			editClick(t, e, b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
			return
		}
	}
	t.Fatalf("no button %q", id)
}

func editorButtonOff(t *testing.T, e *editorScene, id string) bool {
	t.Helper()
	for _, b := range e.buttons {
		if b.ID == id {
			return b.Disabled
		}
	}
	t.Fatalf("no button %q", id)
	return false
}

// pointOf returns the centre of a Janggi or Xiangqi point.
func pointOf(t *testing.T, e *editorScene, s string) (float64, float64) {
	t.Helper()
	return e.view().center(int(testenv.Parse(t, game.ParseSquare, s)))
}

func paletteAt(t *testing.T, e *editorScene, c game.Color, ty uint8) (float64, float64) {
	t.Helper()
	for _, p := range e.palette {
		if p.piece == editor.MakePiece(c, ty) {
			return p.r.X + p.r.W/2, p.r.Y + p.r.H/2
		}
	}
	t.Fatalf("no %v %d in the palette", c, ty)
	return 0, 0
}

// TestTheEditorSetsUpAPositionAndPlaysIt clears the board, sets up two generals and a chariot by
// clicks and drags, sees the verdict change with each flaw, and starts a hot-seat game from it.
func TestTheEditorSetsUpAPositionAndPlaysIt(t *testing.T) {
	st := editorState(t, nil)
	e := newEditorScene(st, nil, kind.Janggi, game.Standard(), nil)
	if e.bad || editorButtonOff(t, e, "play:hotseat") {
		t.Fatalf("the start position is refused: %v", e.lines)
	}
	// A setup button puts that side's horses and elephants in its order, and is lit.
	press(t, e, "setup:Cho:EHHE")
	press(t, e, "setup:Han:HEHE")
	if got := e.m.FEN(); !strings.HasPrefix(got, "rnba1anbr/") || !strings.HasSuffix(got, "/RBNA1ANBR w - - 0 1") {
		t.Errorf("after the setups EHHE for Cho and HEHE for Han: %s", got)
	}
	for _, b := range e.buttons {
		if strings.HasPrefix(b.ID, "setup:") && b.On != (b.ID == "setup:Cho:EHHE" || b.ID == "setup:Han:HEHE") {
			t.Errorf("the setup button %s is lit: %v", b.ID, b.On)
		}
	}
	press(t, e, "clear")
	if e.m.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" || !e.bad || !editorButtonOff(t, e, "play:hotseat") || !editorButtonOff(t, e, "play:ai") {
		t.Fatalf("after Clear: %s, flaws %v, play buttons on", e.m.FEN(), e.lines)
	}
	if !strings.Contains(e.lines[0], "Cho has no general") {
		t.Errorf("the empty board's first flaw: %q", e.lines[0])
	}
	// A click on the palette chooses the piece, a click on a point puts it there.
	px, py := paletteAt(t, e, game.Cho, uint8(game.General))
	editClick(t, e, px, py)
	x, y := pointOf(t, e, "e2")
	editClick(t, e, x, y)
	// A drag from the palette puts one there too, wherever it is let go.
	px, py = paletteAt(t, e, game.Han, uint8(game.General))
	x, y = pointOf(t, e, "e5")
	editDragTo(t, e, px, py, x, y)
	if got := e.m.FEN(); got != "9/9/9/9/9/4k4/9/9/4K4/9 w - - 0 1" {
		t.Fatalf("a Cho general clicked on e2, a Han one dragged to e5: %s", got)
	}
	if !e.bad || !strings.Contains(e.lines[0], "Han's general on 65 is outside its palace") {
		t.Errorf("the Han general on e5: %v", e.lines)
	}
	// A drag on the board moves it.
	x9, y9 := pointOf(t, e, "e9")
	editDragTo(t, e, x, y, x9, y9)
	if e.bad {
		t.Fatalf("two generals in their palaces: %v", e.lines)
	}
	// A chariot that gives check with Cho to move: impossible until Han is to move.
	px, py = paletteAt(t, e, game.Cho, uint8(game.Chariot))
	editClick(t, e, px, py)
	x, y = pointOf(t, e, "e6")
	editClick(t, e, x, y)
	if !e.bad || !strings.Contains(e.lines[0], "can be taken") {
		t.Fatalf("Han in check with Cho to move: %v", e.lines)
	}
	press(t, e, "side:Han")
	if e.bad {
		t.Fatalf("Han in check with Han to move: %v", e.lines)
	}
	// A click on a piece with the same piece chosen takes it off; a drag off the board too.
	editClick(t, e, x, y)
	if e.m.At(int(game.SquareAt(4, 5))) != editor.NoPiece {
		t.Error("a click with the chariot chosen on the chariot left it there")
	}
	editClick(t, e, x, y)
	editDragTo(t, e, x, y, 2, 2)
	if e.m.At(int(game.SquareAt(4, 5))) != editor.NoPiece {
		t.Error("a chariot dragged off the board is still there")
	}
	editClick(t, e, x, y) // back again
	want := "9/4k4/9/9/4R4/9/9/9/4K4/9 b - - 0 1"
	if e.m.FEN() != want {
		t.Fatalf("the position: %s, want %s", e.m.FEN(), want)
	}
	press(t, e, "play:hotseat")
	g, ok := st.next.(*gameScene)
	if !ok {
		t.Fatalf("Hot-seat switched to %T", st.next)
	}
	t.Cleanup(g.close)
	if g.m.Config().Mode != kind.HotSeat || g.b.shown().FEN() != want {
		t.Errorf("the game: mode %v, position %s; want hot-seat from %s", g.m.Config().Mode, g.b.shown().FEN(), want)
	}
}

// TestTheEditorPlaysTheComputerAndAnalyses: the player takes the side to move against the
// computer; Analyse starts the analysis of the position.
func TestTheEditorPlaysTheComputerAndAnalyses(t *testing.T) {
	st := editorState(t, nil)
	e := newEditorScene(st, nil, kind.Xiangqi, nil, nil)
	press(t, e, "side:Han")
	press(t, e, "play:ai")
	g, ok := st.next.(*gameScene)
	if !ok {
		t.Fatalf("Play the computer switched to %T", st.next)
	}
	t.Cleanup(g.close)
	if cfg := g.m.Config(); cfg.Mode != kind.VsAI || cfg.Human != game.Han || g.b.game() != kind.Xiangqi {
		t.Errorf("the game: %+v, game %v", cfg, g.b.game())
	}
	st.next = nil
	e = newEditorScene(st, nil, kind.Twelve, nil, nil)
	press(t, e, "play:analyse")
	g, ok = st.next.(*gameScene)
	if !ok {
		t.Fatalf("Analyse switched to %T", st.next)
	}
	t.Cleanup(g.close)
	if !g.an.on() || g.b.game() != kind.Twelve {
		t.Errorf("Analyse: analysis %v, game %v", g.an.run, g.b.game())
	}
}

// TestTwelveJanggiHandsInTheEditor puts pieces in the hands and takes them out.
func TestTwelveJanggiHandsInTheEditor(t *testing.T) {
	st := editorState(t, nil)
	e := newEditorScene(st, nil, kind.Janggi, nil, nil)
	press(t, e, "game:twelve")
	if e.m.Game() != kind.Twelve || e.m.FEN() != twelve.NewPosition(twelve.TwelveJanggi).FEN() {
		t.Fatalf("Twelve Janggi's start: %v %s", e.m.Game(), e.m.FEN())
	}
	// The Cho soldier on b2 dragged into Han's hand: Han holds a soldier.
	sx, sy := e.view().center(int(twelve.SquareAt(1, 1)))
	hanSoldiers, choSoldiers := twelve.SquareCount+1*editor.HandSlots+2, twelve.SquareCount+2
	inHand := func(spot int) int { _, n := e.m.Spot(spot); return n }
	hx, hy := e.view().center(hanSoldiers)
	editDragTo(t, e, sx, sy, hx, hy)
	if inHand(hanSoldiers) != 1 || e.m.At(int(twelve.SquareAt(1, 1))) != editor.NoPiece {
		t.Fatalf("a soldier dragged to Han's hand: %s", e.m.FEN())
	}
	if e.bad {
		t.Errorf("a soldier in hand: %v", e.lines)
	}
	// A third soldier, from the palette into Cho's hand: too many.
	px, py := paletteAt(t, e, game.Cho, uint8(twelve.Soldier))
	cx, cy := e.view().center(choSoldiers)
	editDragTo(t, e, px, py, cx, cy)
	if inHand(choSoldiers) != 1 || !e.bad || !strings.Contains(e.lines[0], "3 soldiers and lords") {
		t.Fatalf("a third soldier: %s, %v", e.m.FEN(), e.lines)
	}
	// A right-click is not seen here; the eraser takes it out again.
	press(t, e, "eraser")
	editClick(t, e, cx, cy)
	if inHand(choSoldiers) != 0 || e.bad {
		t.Errorf("after the eraser: %s, %v", e.m.FEN(), e.lines)
	}
}

// TestFENCopyAndPaste copies through the clipboard, pastes a Xiangqi FEN into the Janggi editor
// (the editor switches game), and a bad one (the field opens with the error).
func TestFENCopyAndPaste(t *testing.T) {
	clip := &fakeClipboard{}
	st := editorState(t, clip)
	e := newEditorScene(st, nil, kind.Janggi, nil, nil)
	waitClip := func() {
		t.Helper()
		pollFor(t, "the clipboard's answer", func() bool { return e.clipCh == nil }, func() { editTick(t, e, input{}) })
	}
	editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyControl, ebiten.KeyC}})
	waitClip()
	if clip.get() != e.m.FEN() || e.field != nil {
		t.Fatalf("Ctrl+C copied %q, want %q", clip.get(), e.m.FEN())
	}
	xiangqi := "3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"
	clip.Copy(xiangqi)
	press(t, e, "paste")
	waitClip()
	if e.m.Game() != kind.Janggi || e.m.FEN() != xiangqi {
		// Janggi takes this board too (a general on d10 is in its palace): it stays Janggi.
		t.Fatalf("pasted %s: game %v, %s", xiangqi, e.m.Game(), e.m.FEN())
	}
	twelveFEN := "gle/3/1C1/ELG[c] b - - 0 1"
	clip.Copy(twelveFEN)
	editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}})
	waitClip()
	if e.m.Game() != kind.Twelve || e.m.FEN() != twelveFEN {
		t.Fatalf("pasted %s: game %v, %s", twelveFEN, e.m.Game(), e.m.FEN())
	}
	// A FEN with a flaw loads, and the message names it.
	clip.Copy("3kk4/9/9/9/9/9/9/9/4K4/9 w - - 0 1")
	editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}})
	waitClip()
	if e.m.Game() != kind.Janggi || !e.bad || !strings.Contains(e.lines[0], "Han has 2 generals") {
		t.Fatalf("a FEN with two Han generals: game %v, %v", e.m.Game(), e.lines)
	}
	// A bad FEN opens the field with the text and what is wrong.
	clip.Copy("rnbakabnr/9/9 w")
	editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}})
	waitClip()
	if e.field == nil || e.field.text != "rnbakabnr/9/9 w" || !strings.Contains(e.field.err, "Bad FEN") || !strings.Contains(e.field.err, "ranks") {
		t.Fatalf("a bad FEN: field %+v", e.field)
	}
	// A clipboard that fails: the field opens with its error.
	e.field = nil
	clip.mu.Lock()
	clip.err = errors.New("xclip: Error: Can't open display")
	clip.mu.Unlock()
	press(t, e, "copy")
	waitClip()
	if e.field == nil || e.field.text != e.m.FEN() || !strings.Contains(e.field.err, "open display") {
		t.Errorf("a copy that failed: field %+v", e.field)
	}
}

// TestTheFENFieldTakesTyping: without a clipboard, Paste FEN opens the field; typed characters,
// Backspace and Enter load a FEN; a bad one says what is wrong and stays; Esc closes it.
func TestTheFENFieldTakesTyping(t *testing.T) {
	st := editorState(t, nil)
	e := newEditorScene(st, nil, kind.Janggi, nil, nil)
	press(t, e, "paste")
	if e.field == nil {
		t.Fatal("Paste FEN without a clipboard: no field")
	}
	if r := e.report(); r.Overlay != "fen" || len(r.Buttons) != 3 {
		t.Errorf("the report of the field: %+v", r)
	}
	typed := func(s string) {
		editTick(t, e, input{chars: []rune(s)})
	}
	typed("4k4/9/9/9/9/9/9/9/9/4K4 w!")
	editTick(t, e, input{keys: []ebiten.Key{ebiten.KeyBackspace}})
	if e.field.text != "4k4/9/9/9/9/9/9/9/9/4K4 w" {
		t.Fatalf("typed: %q", e.field.text)
	}
	editTick(t, e, input{keys: []ebiten.Key{ebiten.KeyEnter}})
	if e.field != nil || e.m.FEN() != "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1" {
		t.Fatalf("Enter: field %+v, %s", e.field, e.m.FEN())
	}
	press(t, e, "paste")
	typed("4k4/9/9/9/9/9/9/9/9/4X4 w")
	press(t, e, "fen:load")
	if e.field == nil || !strings.Contains(e.field.err, "X") || !strings.Contains(e.field.err, "not a piece letter") {
		t.Fatalf("a bad letter: %+v", e.field)
	}
	if e.m.FEN() != "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1" {
		t.Errorf("a bad FEN changed the board: %s", e.m.FEN())
	}
	editTick(t, e, input{keys: []ebiten.Key{ebiten.KeyEscape}})
	if e.field != nil {
		t.Error("Esc left the field open")
	}
	editTick(t, e, input{keys: []ebiten.Key{ebiten.KeyEscape}})
	if _, ok := st.next.(*setupScene); !ok {
		t.Errorf("Esc in the editor opened without a game: %T, want the new-game screen", st.next)
	}
}

// TestTheGameCopiesAndEditsItsPosition: Ctrl+C in a game copies the shown position's FEN; the
// menu's Edit this position opens the editor on it; Back returns to the game; Ctrl+V opens the
// editor on the clipboard's FEN.
func TestTheGameCopiesAndEditsItsPosition(t *testing.T) {
	clip := &fakeClipboard{}
	st := editorState(t, clip)
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	if _, err := janggiOf(t, g).m.Game().PlayText("a4a5"); err != nil {
		t.Fatal(err)
	}
	fen := g.b.shown().FEN()
	st.in = input{ctrl: true, keys: []ebiten.Key{ebiten.KeyC}}
	g.keys()
	pollFor(t, "the copy's end", func() bool { return g.fen.copying == nil }, func() { g.fen.poll(g) })
	if clip.get() != fen {
		t.Fatalf("Ctrl+C copied %q, want %q", clip.get(), fen)
	}
	g.overlay = menuOverlay
	g.layout()
	found := false
	for _, b := range g.extra {
		if b.ID == "editor" {
			found = true
			b.Act()
		}
	}
	if !found {
		t.Fatal("the menu has no Edit this position")
	}
	e, ok := st.next.(*editorScene)
	if !ok || e.m.FEN() != game.PlacementOf(janggiOf(t, g).m.Shown()).FEN() {
		t.Fatalf("Edit this position: %T", st.next)
	}
	st.next = nil
	press(t, e, "back")
	if st.next != g {
		t.Errorf("Back went to %T, not the game", st.next)
	}
	clip.Copy("gle/3/1C1/ELG[c] b - - 0 1")
	st.next = nil
	st.in = input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}}
	g.keys()
	e, ok = st.next.(*editorScene)
	if !ok {
		t.Fatalf("Ctrl+V in the game: %T", st.next)
	}
	pollFor(t, "the clipboard's answer", func() bool { return e.clipCh == nil }, func() { editTick(t, e, input{}) })
	if e.m.Game() != kind.Twelve || e.m.FEN() != "gle/3/1C1/ELG[c] b - - 0 1" {
		t.Errorf("Ctrl+V in the game: %v %s", e.m.Game(), e.m.FEN())
	}
}

// TestAGameFromTheEditorIsResumed: a game started from a set-up position of each game is
// written as the autosave writes it (PGN) and resumed on the same position.
func TestAGameFromTheEditorIsResumed(t *testing.T) {
	for _, tc := range []struct {
		g   kind.Game
		fen string
	}{
		{kind.Janggi, "9/4k4/9/9/4R4/9/9/9/4K4/9 b - - 0 1"},
		{kind.Xiangqi, "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1"},
		{kind.Twelve, "gl1/1c1/3/1LG[Ee] b - - 0 1"},
	} {
		st := editorState(t, nil)
		e := newEditorScene(st, nil, tc.g, nil, nil)
		err := e.loadFEN(tc.fen)
		e.layout()
		if err != nil || e.m.Game() != tc.g || e.m.FEN() != tc.fen || e.bad {
			t.Fatalf("%s: %v, game %v, %s, %v", tc.fen, err, e.m.Game(), e.m.FEN(), e.lines)
		}
		press(t, e, "play:hotseat")
		g, ok := st.next.(*gameScene)
		if !ok {
			t.Fatalf("%s: Hot-seat switched to %T (%s)", tc.fen, st.next, st.news.text)
		}
		t.Cleanup(g.close)
		var buf bytes.Buffer
		if err := record.Write(&buf, record.PGN, g.m.Record([2]string{"A", "B"}, testStart), record.Options{}); err != nil {
			t.Fatal(err)
		}
		rec, _, err := library.Read("autosave.pgn", buf.Bytes(), nil)
		if err != nil {
			t.Fatalf("%s: the autosave does not read: %v\n%s", tc.fen, err, buf.String())
		}
		r := live(resumeScene(st, rec))(t)
		if r.b.game() != tc.g || r.b.shown().FEN() != tc.fen {
			t.Errorf("%s: resumed as %v on %s", tc.fen, r.b.game(), r.b.shown().FEN())
		}
	}
}

// TestTheEditorsHandsAreTheTrays: the editor's model numbers a side's hand places in the order the
// window's trays draw them (handTypes), so a piece dropped on a tray place goes in that hand.
func TestTheEditorsHandsAreTheTrays(t *testing.T) {
	if editor.HandSlots != layout.TwelveSlots {
		t.Fatalf("the model's hand has %d places, a tray %d", editor.HandSlots, layout.TwelveSlots)
	}
	m := editor.New(kind.Twelve, nil, editor.Defaults{}, nil)
	for c := game.Cho; c <= game.Han; c++ {
		for slot, ty := range handTypes {
			if p, _ := m.Spot(m.Squares() + int(c)*editor.HandSlots + slot); p != editor.MakePiece(c, uint8(ty)) {
				t.Errorf("%v's hand place %d: %s, the tray's %v", c, slot, m.Name(p), ty)
			}
		}
	}
}
