package game

import (
	"fmt"
	"janggi/game/kind"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Error messages quote what the user typed, but never more than a short excerpt of it: a FEN
// field of 50 MB is shown by its first characters and its length.

// excerptRunes is how many characters of a quoted input an error message shows.
const excerptRunes = 100

// Excerpt returns text quoted as Go quotes strings, cut to its first characters, with its length
// in bytes when it was cut: "rnba1abnr/4k4/1c5c1/…" (52428800 bytes). Invalid UTF-8 and control
// characters are escaped (\x8f, \x00), so the excerpt is always printable, valid UTF-8.
func Excerpt(text string) string { return ExcerptN(text, excerptRunes) }

// ExcerptN is Excerpt showing at most max characters.
func ExcerptN(text string, max int) string {
	if utf8.RuneCountInString(text) <= max {
		return fmt.Sprintf("%q", text)
	}
	cut, n := 0, 0
	for cut < len(text) && n < max {
		_, size := utf8.DecodeRuneInString(text[cut:])
		cut += size
		n++
	}
	return fmt.Sprintf("%q (%d bytes)", text[:cut]+"…", len(text))
}

// QuoteRune returns the character at the start of text as the user typed it, quoted ('車', 'Q'),
// or the byte escaped when it is not valid UTF-8 ('\xe8'), and the number of bytes it takes.
func QuoteRune(text string) (string, int) {
	r, size := utf8.DecodeRuneInString(text)
	if r == utf8.RuneError && size <= 1 {
		if len(text) == 0 {
			return "''", 0
		}
		return fmt.Sprintf("'\\x%02x'", text[0]), 1
	}
	return fmt.Sprintf("%q", r), size
}

// pieceNames maps the hanja and hangul names of the pieces, as .gib records and boards write them,
// to the piece type, so that a FEN holding one can say which letter was meant.
var pieceNames = map[rune]PieceType{
	'將': General, '帥': General, '楚': General, '漢': General, '장': General, '궁': General,
	'士': Guard, '仕': Guard, '사': Guard,
	'象': Elephant, '相': Elephant, '상': Elephant,
	'馬': Horse, '傌': Horse, '마': Horse,
	'車': Chariot, '俥': Chariot, '차': Chariot,
	'包': Cannon, '砲': Cannon, '炮': Cannon, '포': Cannon,
	'卒': Soldier, '兵': Soldier, '졸': Soldier, '병': Soldier,
}

// letterHint explains, for a character that is not a FEN piece letter, which letters are.
func letterHint(r rune, g kind.Game) string {
	letters := "K A B/E N/H R C P (upper case for Cho, lower case for Han)"
	if g == kind.Xiangqi {
		letters = "K A B/E N/H R C P (upper case for Red, lower case for Black)"
	}
	if t, ok := pieceNames[r]; ok {
		l := t.Letter()
		return fmt.Sprintf("FEN writes the %s as %c for %s and %c for %s; its letters are %s",
			pieceName(t, g), l, sideName(Cho, g), l+'a'-'A', sideName(Han, g), letters)
	}
	if r == '0' {
		return "a digit counts empty points, from 1 to 9"
	}
	if unicode.IsLetter(r) && r < utf8.RuneSelf {
		switch unicode.ToUpper(r) {
		case 'G':
			return "the general is K; FEN's letters are " + letters
		case 'S':
			return "the soldier is P; FEN's letters are " + letters
		case 'M':
			return "the horse is N (or H); FEN's letters are " + letters
		}
	}
	return "FEN's piece letters are " + letters
}

// sideName names a side as its game does: Cho and Han, or Red and Black in Xiangqi.
func sideName(c Color, g kind.Game) string {
	if g == kind.Xiangqi {
		if c == Cho {
			return "Red"
		}
		return "Black"
	}
	return c.String()
}

// pieceName names a piece type as its game does: Xiangqi's guard is the advisor.
func pieceName(t PieceType, g kind.Game) string {
	if t == Guard && g == kind.Xiangqi {
		return "advisor"
	}
	return t.String()
}

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, strings.TrimSuffix(noun, "s"))
}
