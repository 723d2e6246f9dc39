package record

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Encoding is a character encoding of a record file.
type Encoding uint8

// The encodings the readers detect and the .gib writer can write. Korean programs (Kakao Janggi
// and older Windows programs) write CP949, the Windows superset of EUC-KR; newer tools write UTF-8.
const (
	CP949 Encoding = iota
	UTF8
	UTF16 // read only: some Windows editors save records as UTF-16 with a byte order mark
)

// String returns "cp949", "utf-8" or "utf-16".
func (e Encoding) String() string {
	switch e {
	case UTF8:
		return "utf-8"
	case UTF16:
		return "utf-16"
	}
	return "cp949"
}

// ParseEncoding reads an encoding name: cp949 (also euc-kr, ks_c_5601-1987) or utf-8 (also utf8).
func ParseEncoding(name string) (Encoding, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "cp949", "euc-kr", "euckr", "ks_c_5601-1987", "uhc":
		return CP949, nil
	case "utf-8", "utf8":
		return UTF8, nil
	}
	return CP949, fmt.Errorf("unknown encoding %q (want cp949 or utf-8)", name)
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decodeText turns the bytes of a record file into text and says which encoding it found: UTF-8
// with or without a byte order mark, UTF-16 with one, else CP949. Real CP949 records sometimes
// hold stray 0xFF bytes and a DOS end-of-file mark (0x1A); neither is a character, so both go.
// Bytes that are not CP949 either become U+FFFD, which the parsers then report by line. The
// file ends at its first end-of-file mark: what follows is not read (see afterEOFMark).
func decodeText(data []byte) (string, Encoding) {
	utf16 := bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF})
	if !utf16 {
		// 0x1A is no part of a character in UTF-8 or CP949 (whose trail bytes start at 0x41).
		if i := bytes.IndexByte(data, 0x1A); i >= 0 {
			data = data[:i]
		}
	}
	if utf16 {
		if out, err := decodeUTF16(data); err == nil {
			text, _, _ := strings.Cut(out, "\x1a")
			return text, UTF16
		}
	}
	data = bytes.TrimPrefix(data, utf8BOM)
	if utf8.Valid(data) {
		return string(data), UTF8
	}
	return decodeWords(data)
}

// decodeWords decodes a file that is not UTF-8 throughout a word at a time (the bytes between
// blanks: a CP949 character's trail byte is never a blank), so that a record edited in two
// editors (CP949 headers, a move typed in UTF-8, or the other way) reads whole and its messages
// quote each word as it was written rather than as mojibake. A word that only one of the two
// encodings reads is read in it; a word both read (a short run of CP949 can be valid UTF-8) is read
// in the one more of the file's other words need, CP949 on a tie, as the whole file was before.
// 0xFF bytes, which some CP949 records carry and which are no character in either, are dropped
// in a file read mostly as CP949 and become U+FFFD (the parsers report them by line) in one read
// mostly as UTF-8. A word that is neither keeps its bytes as U+FFFD.
func decodeWords(data []byte) (string, Encoding) {
	utf, cp := 0, 0 // words only UTF-8 reads, only CP949 reads
	eachWord(data, func(w []byte) {
		switch isUTF8, isCP949 := wordEncodings(w); {
		case isUTF8 && !isCP949:
			utf++
		case isCP949 && !isUTF8:
			cp++
		}
	})
	mostlyCP949 := cp >= utf
	switch {
	case utf == 0:
		return decodeCP949(data), CP949
	case cp == 0:
		// UTF-8 with a few stray bytes (after the last move, say): those become U+FFFD.
		return strings.ToValidUTF8(string(data), "\uFFFD"), UTF8
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/2)
	eachWord(data, func(w []byte) {
		isUTF8, isCP949 := wordEncodings(w)
		switch {
		case isCP949 && (!isUTF8 || mostlyCP949):
			b.WriteString(decodeCP949(w))
		case !hasHigh(w) && mostlyCP949:
			b.Write(bytes.ReplaceAll(w, []byte{0xFF}, nil))
		default:
			b.WriteString(strings.ToValidUTF8(string(w), "\uFFFD"))
		}
	})
	if mostlyCP949 {
		return b.String(), CP949
	}
	return b.String(), UTF8
}

// eachWord calls f with each run of blanks and each run of other bytes of data, in order.
func eachWord(data []byte, f func([]byte)) {
	for i := 0; i < len(data); {
		j := i
		blank := isBlankByte(data[i])
		for j < len(data) && isBlankByte(data[j]) == blank {
			j++
		}
		f(data[i:j])
		i = j
	}
}

// wordEncodings reports whether a word that holds bytes outside ASCII (0xFF bytes aside) reads as
// UTF-8 and whether it reads as CP949; both are false for a word of ASCII.
func wordEncodings(w []byte) (isUTF8, isCP949 bool) {
	high := false
	for _, c := range w {
		if c >= utf8.RuneSelf && c != 0xFF {
			high = true
			break
		}
	}
	if !high {
		return false, false
	}
	if bytes.IndexByte(w, 0xFF) >= 0 {
		w = bytes.ReplaceAll(w, []byte{0xFF}, nil)
	}
	return utf8.Valid(w), validCP949(w)
}

// validCP949 reports whether b is CP949 by its form: ASCII, and pairs of a lead byte 0x81-0xFE
// and a trail byte 0x41-0x5A, 0x61-0x7A or 0x81-0xFE.
func validCP949(b []byte) bool {
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c < utf8.RuneSelf {
			continue
		}
		if c < 0x81 || c == 0xFF || i+1 == len(b) {
			return false
		}
		i++
		t := b[i]
		if !(t >= 0x41 && t <= 0x5A || t >= 0x61 && t <= 0x7A || t >= 0x81 && t <= 0xFE) {
			return false
		}
	}
	return true
}

// decodeCP949 decodes CP949 bytes, dropping 0xFF bytes; what the decoder cannot read becomes
// U+FFFD.
func decodeCP949(data []byte) string {
	clean := bytes.ReplaceAll(data, []byte{0xFF}, nil)
	out, _, err := transform.Bytes(korean.EUCKR.NewDecoder(), clean)
	if err != nil {
		// The decoder replaces what it cannot read instead of failing; keep the bytes as
		// Latin-1-like runes rather than losing the whole file if it ever does fail.
		return strings.ToValidUTF8(string(clean), "\uFFFD")
	}
	return string(out)
}

// isBlankByte reports whether c separates words: a space, a tab or a line end.
func isBlankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// hasHigh reports whether b holds a byte outside ASCII.
func hasHigh(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// errNotCP949 says that a text holds characters CP949 cannot write.
var errNotCP949 = errors.New("the text holds characters that CP949 cannot write (write UTF-8 instead)")

// encodeText returns text in the encoding e (UTF-16 is written as UTF-8, which every program
// that reads UTF-16 records also reads).
func encodeText(text string, e Encoding) ([]byte, error) {
	if e != CP949 {
		return []byte(text), nil
	}
	out, _, err := transform.Bytes(korean.EUCKR.NewEncoder(), []byte(text))
	if err != nil {
		for i, r := range text {
			if _, _, err := transform.String(korean.EUCKR.NewEncoder(), string(r)); err != nil {
				line := strings.Count(text[:i], "\n") + 1
				return nil, fmt.Errorf("line %d: %q: %w", line, r, errNotCP949)
			}
		}
		return nil, errNotCP949
	}
	return out, nil
}

// eofWarning is the warning of a file with text after its end-of-file mark, which is not read.
const eofWarning = "the text after the end-of-file mark (byte 0x1A) is not read"

// afterEOFMark reports whether a file holds more than blanks and stray marks after its first
// end-of-file mark (0x1A), which old DOS programs wrote at a file's end: decodeText drops it.
func afterEOFMark(data []byte) bool {
	var rest string
	if bytes.HasPrefix(data, []byte{0xFF, 0xFE}) || bytes.HasPrefix(data, []byte{0xFE, 0xFF}) {
		out, err := decodeUTF16(data)
		if err != nil {
			return false
		}
		_, rest, _ = strings.Cut(out, "\x1a")
	} else if i := bytes.IndexByte(data, 0x1A); i >= 0 {
		rest = string(data[i:])
	}
	// Byte by byte: 0xFF is a byte here, not a character (a cutset of strings.Trim is read as
	// UTF-8, where "\xff" is no character at all).
	for i := 0; i < len(rest); i++ {
		switch rest[i] {
		case ' ', '\t', '\r', '\n', 0x00, 0x1a, 0xff:
		default:
			return true
		}
	}
	return false
}

// decodeUTF16 decodes UTF-16 text that starts with a byte order mark.
func decodeUTF16(data []byte) (string, error) {
	out, _, err := transform.Bytes(unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder(), data)
	return string(out), err
}
