// Package fentext holds what the games' FEN and record texts share: the board field, written the
// same way for every board, and the check that a text is a line of text at all.
package fentext

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// AppendRow appends one row of a board as FEN writes it: each piece's letters (name returns them
// for file f, "" for an empty square), a run of empty squares as its count.
func AppendRow(b []byte, files int, name func(f int) string) []byte {
	empty := 0
	for f := range files {
		s := name(f)
		if s == "" {
			empty++
			continue
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
			empty = 0
		}
		b = append(b, s...)
	}
	if empty > 0 {
		b = append(b, byte('0'+empty))
	}
	return b
}

// AppendBoard appends FEN's board field: the rows from the last rank (ranks-1) down to rank 0,
// each written by AppendRow, separated by '/'. name returns the letters of the piece on file f of
// rank r, "" for an empty square.
func AppendBoard(b []byte, files, ranks int, name func(f, r int) string) []byte {
	for r := ranks - 1; r >= 0; r-- {
		b = AppendRow(b, files, func(f int) string { return name(f, r) })
		if r > 0 {
			b = append(b, '/')
		}
	}
	return b
}

// NotText reports the first character that cannot be in a line of text (invalid UTF-8 or a control
// character other than tab and line ends), with its byte offset, or found false when there is none.
func NotText(text string) (what string, at int, found bool) {
	for i, r := range text {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(text[i:]); size <= 1 {
				return fmt.Sprintf("byte 0x%02x (not UTF-8)", text[i]), i, true
			}
		}
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return fmt.Sprintf("control character %U", r), i, true
		}
	}
	return "", 0, false
}
