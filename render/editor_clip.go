package render

import (
	"janggi/render/clipboard"
	"janggi/render/editor"
	"janggi/render/i18n"
)

// The FEN on the clipboard: the editor's Copy FEN and Paste FEN, its text field where there is no
// clipboard, and the game scene's Ctrl+C, Ctrl+V and Edit this position, which open the editor.
// A copy or a paste runs on a goroutine of its own (a clipboard program can be slow), whose result
// a later tick takes without waiting.

// clipResult is a copy or a paste that finished.
type clipResult struct {
	paste bool
	text  string
	err   error
}

// systemClipboard is looked up once: it runs no program, but looks through PATH.
var systemClipboard = func() func() clipboard.Clipboard {
	var c clipboard.Clipboard
	found := false
	return func() clipboard.Clipboard {
		if !found {
			c, found = clipboard.System(), true
		}
		return c
	}
}()

// copyFEN puts the board's FEN on the clipboard, or, with no clipboard, in the text field.
func (e *editorScene) copyFEN() {
	fen := e.m.FEN()
	e.st.trace("editor copy %s\n", fen)
	if e.clip == nil {
		e.openField(fen, "")
		e.st.say(i18n.FENInField.In(e.st.lang()))
		return
	}
	if e.clipCh != nil {
		return // the last copy or paste is still running
	}
	ch := make(chan clipResult, 1)
	e.clipCh = ch
	c := e.clip
	go func() { ch <- clipResult{text: fen, err: c.Copy(fen)} }()
}

// pasteFEN loads a FEN from the clipboard, or opens the text field to type one.
func (e *editorScene) pasteFEN() {
	if e.clip == nil {
		e.openField("", "")
		return
	}
	if e.clipCh != nil {
		return
	}
	ch := make(chan clipResult, 1)
	e.clipCh = ch
	c := e.clip
	go func() {
		text, err := c.Paste()
		ch <- clipResult{paste: true, text: text, err: err}
	}()
}

// pollClipboard takes the result of a copy or paste that finished, without waiting.
func (e *editorScene) pollClipboard() {
	if e.clipCh == nil {
		return
	}
	var r clipResult
	select {
	case r = <-e.clipCh:
		e.clipCh = nil
	default:
		return
	}
	l := e.st.lang()
	if !r.paste {
		if r.err != nil {
			e.openField(r.text, r.err.Error())
		} else {
			e.st.say(i18n.FENCopied.In(l))
		}
		return
	}
	fen, ok, field, why := editor.Paste(l, r.text, r.err)
	switch {
	case !ok:
		e.openField(field, why)
	case e.field != nil:
		e.field.text = editor.Cap(fen)
		e.field.err = ""
	default:
		if err := e.loadFEN(fen); err != nil {
			e.openField(fen, i18n.FENError(l, err))
		}
	}
}

// loadFEN reads a FEN of any of the three games into the editor (see editor.Model.Load).
func (e *editorScene) loadFEN(text string) error {
	if err := e.m.Load(text); err != nil {
		return err
	}
	e.tool = editor.NoPiece
	e.st.trace("editor paste %s %s\n", gameNames[e.m.Game()], e.m.FEN())
	e.st.say(i18n.FENPasted.In(e.st.lang()))
	return nil
}

// openField opens the FEN text field with text in it, cut to what the field holds, and an error
// under it.
func (e *editorScene) openField(text, err string) {
	e.field = &fenField{text: editor.Cap(text), err: err}
	e.drag = editDrag{}
}

// editGame returns the editor of the position game scene g shows; Back returns to g.
func editGame(st *State, g *gameScene) *editorScene {
	return newEditorScene(st, g, g.b.game(), g.b.rules(), g.b.shown())
}

// editPosition opens the position editor on the position g shows (the menu's Edit this position).
func editPosition(g *gameScene) {
	g.overlay = noOverlay
	g.st.next = editGame(g.st, g)
}

// gameFEN is the game scene's FEN on the clipboard: Ctrl+C copies the position shown, Ctrl+V opens
// the editor on the clipboard's FEN.
type gameFEN struct {
	copying chan error // a copy under way
}

// copy copies the FEN of the position g shows; with no clipboard, the editor opens on it with the
// FEN in its text field.
func (f *gameFEN) copy(g *gameScene) {
	fen := g.b.shown().FEN()
	g.trace("copy %s\n", fen)
	clip := g.st.opts.Clipboard
	if clip == nil && !g.st.opts.NoSystemClipboard {
		clip = systemClipboard()
	}
	if clip == nil {
		e := editGame(g.st, g)
		e.openField(fen, "")
		g.st.say(i18n.FENInField.In(g.lang()))
		g.st.next = e
		return
	}
	if f.copying != nil {
		return
	}
	ch := make(chan error, 1)
	f.copying = ch
	go func() { ch <- clip.Copy(fen) }()
}

// poll reports the copy that finished, without waiting.
func (f *gameFEN) poll(g *gameScene) {
	if f.copying == nil {
		return
	}
	select {
	case err := <-f.copying:
		f.copying = nil
		if err != nil {
			g.st.fail(err.Error())
		} else {
			g.st.say(i18n.FENCopied.In(g.lang()))
		}
	default:
	}
}

// paste opens the editor on the FEN of the clipboard, or on its text field.
func (f *gameFEN) paste(g *gameScene) {
	e := editGame(g.st, g)
	e.pasteFEN()
	g.st.next = e
}
