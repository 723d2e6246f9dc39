package editor

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/render/clipboard"
	"janggi/render/i18n"
)

// MaxFEN bounds what the editor's FEN text field holds, in characters, typed or pasted: a FEN of
// any of the games is well under it. A paste is bounded before, by clipboard.MaxPaste bytes.
const MaxFEN = 200

// Cap returns text as the field holds it: cut to MaxFEN characters, and with the control
// characters typing leaves out (a NUL, a line end, an escape) as spaces, so that a pasted text
// draws as one line.
func Cap(text string) string {
	n := 0
	for i := range text {
		if n == MaxFEN {
			text = text[:i]
			break
		}
		n++
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
}

// Type returns the field's text after the character r is typed: a control character, or one past
// MaxFEN, is left out.
func Type(text string, r rune) string {
	if r >= ' ' && r != 0x7f && utf8.RuneCountInString(text) < MaxFEN {
		return text + string(r)
	}
	return text
}

// Paste is what a paste of text (err: the clipboard's error) gives, in language l: the FEN to
// load and true; or false, the text the field shows (its start for a text too long to be a FEN)
// and the message that says why it is not read.
func Paste(l i18n.Lang, text string, err error) (fen string, ok bool, field, why string) {
	text = strings.TrimSpace(text)
	switch {
	case errors.Is(err, clipboard.ErrTooLong):
		return "", false, "", i18n.FENTooLong.Format(l, MaxFEN)
	case err != nil:
		return "", false, "", err.Error()
	case utf8.RuneCountInString(text) > MaxFEN:
		return "", false, text, i18n.FENTooLong.Format(l, MaxFEN)
	case text == "":
		return "", false, "", i18n.FENEmpty.In(l)
	}
	return text, true, "", ""
}
