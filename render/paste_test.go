package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"janggi/game"
	"janggi/game/kind"
	"janggi/render/editor"
	"janggi/render/match"
)

// takePaste waits for the editor's paste to finish (the fake clipboard answers at once) and
// takes its result as the next tick would.
func takePaste(t *testing.T, e *editorScene) {
	t.Helper()
	if e.clipCh == nil {
		t.Fatal("no paste running")
	}
	r := <-e.clipCh
	ch := make(chan clipResult, 1)
	ch <- r
	e.clipCh = ch
	editTick(t, e, input{})
}

// TestALongPasteIsBounded: a paste of hundreds or thousands of characters that are not a FEN, or
// a FEN of a thousand pieces, opened the field with the whole text, and each frame measured it
// once per character it dropped to fit the line: no frame was drawn at 400 characters. The field
// holds at most editor.MaxFEN characters, says why, and a frame measures the text a few times when
// it changed and not at all when it did not.
func TestALongPasteIsBounded(t *testing.T) {
	clip := &fakeClipboard{}
	st := editorState(t, clip)
	img := ebiten.NewImage(1100, 800)
	calls := 0
	saved := fieldMeasure
	fieldMeasure = func(src *text.GoTextFaceSource, size float64, s string) (float64, float64) {
		calls++
		return saved(src, size, s)
	}
	t.Cleanup(func() { fieldMeasure = saved })
	pastes := map[string]string{
		"400 characters":    strings.Repeat("x", 400),
		"10,000 characters": strings.Repeat("장기", 5000),
		"1,000 pieces":      strings.Repeat("RRRRRRRRR/", 112)[:1119] + " w - - 0 1",
	}
	for name, text := range pastes {
		e := newEditorScene(st, nil, kind.Janggi, nil, nil)
		before := e.m.FEN()
		clip.Copy(text)
		editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}})
		takePaste(t, e)
		if e.field == nil {
			t.Fatalf("%s: no field", name)
		}
		if n := utf8.RuneCountInString(e.field.text); n > editor.MaxFEN || !strings.Contains(e.field.err, "more than 200 characters") {
			t.Errorf("%s: the field holds %d characters, says %q", name, n, e.field.err)
		}
		if e.m.FEN() != before {
			t.Errorf("%s: the board changed to %s", name, e.m.FEN())
		}
		calls = 0
		e.Draw(img)
		first := calls
		e.Draw(img)
		if first > 12 || calls != first {
			t.Errorf("%s: %d measurements in the first frame, %d in the second: want at most 12, then none", name, first, calls-first)
		}
		editTick(t, e, input{keys: []ebiten.Key{ebiten.KeyEscape}})
		if e.field != nil {
			t.Errorf("%s: Esc left the field open", name)
		}
	}
	// Control characters in a paste (a NUL, a line end inside, an escape) are spaces in the field.
	e := newEditorScene(st, nil, kind.Janggi, nil, nil)
	clip.Copy("4k4/9\x00/9\n9/\x1b[31m 9 w")
	editTick(t, e, input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}})
	takePaste(t, e)
	if e.field == nil || e.field.text != "4k4/9 /9 9/ [31m 9 w" {
		t.Errorf("a paste with control characters: field %+v", e.field)
	}
	// Typing past the bound adds nothing; the field then measures again once it changed.
	e = newEditorScene(st, nil, kind.Janggi, nil, nil)
	e.openField(strings.Repeat("9", editor.MaxFEN-1), "")
	editTick(t, e, input{chars: []rune("ab")})
	if e.field.text != strings.Repeat("9", editor.MaxFEN-1)+"a" {
		t.Errorf("typed past the bound: %q", e.field.text)
	}
	// In a game, Ctrl+V opens the editor on the clipboard's text, bounded the same.
	clip.Copy(strings.Repeat("y", 10_000))
	g := live(newGameScene(st, match.Config{Mode: kind.HotSeat, Rules: game.Standard()}))(t)
	st.in = input{ctrl: true, keys: []ebiten.Key{ebiten.KeyV}}
	g.keys()
	e, ok := st.next.(*editorScene)
	if !ok {
		t.Fatalf("Ctrl+V in the game: %T", st.next)
	}
	takePaste(t, e)
	if e.field == nil || utf8.RuneCountInString(e.field.text) > editor.MaxFEN {
		t.Errorf("Ctrl+V of 10,000 characters in a game: field %v", e.field != nil)
	}
}
