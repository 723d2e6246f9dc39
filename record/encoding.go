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
	switch {
	case bytes.HasPrefix(data, utf8BOM):
		return string(data[len(utf8BOM):]), UTF8
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		if out, err := decodeUTF16(data); err == nil {
			text, _, _ := strings.Cut(out, "\x1a")
			return text, UTF16
		}
	case utf8.Valid(data):
		return string(data), UTF8
	case mostlyUTF8(data):
		// UTF-8 with a few stray bytes (after the last move, say): those become U+FFFD, which
		// the parsers report or skip by line, rather than the whole file misread as CP949.
		return strings.ToValidUTF8(string(data), "\uFFFD"), UTF8
	}
	clean := make([]byte, 0, len(data))
	for _, c := range data {
		if c != 0xFF && c != 0x1A {
			clean = append(clean, c)
		}
	}
	out, _, err := transform.Bytes(korean.EUCKR.NewDecoder(), clean)
	if err != nil {
		// The decoder replaces what it cannot read instead of failing; keep the bytes as
		// Latin-1-like runes rather than losing the whole file if it ever does fail.
		return strings.ToValidUTF8(string(clean), "\uFFFD"), CP949
	}
	return string(out), CP949
}

// mostlyUTF8 reports whether data is UTF-8 with a few bytes that are not: its Korean text is
// valid UTF-8 and the faults are at least eight times fewer. CP949 text is not: its lead bytes
// are UTF-8 continuation bytes or start sequences that its trail bytes do not continue.
func mostlyUTF8(data []byte) bool {
	multi, bad := 0, 0
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n == 1 {
			bad++
		} else {
			multi++
		}
		i += n
	}
	return multi > 0 && bad*8 <= multi
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
	return strings.Trim(rest, " \t\r\n\x00\x1a\xff") != ""
}

// decodeUTF16 decodes UTF-16 text that starts with a byte order mark.
func decodeUTF16(data []byte) (string, error) {
	out, _, err := transform.Bytes(unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder(), data)
	return string(out), err
}
