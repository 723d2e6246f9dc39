package config

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"janggi/internal/regfile"
)

// The settings file's limits, properties of the program rather than of any one input: a file
// larger than MaxFileSize is not read (the defaults are used and the file is left as it is), a
// text value longer than maxValue is refused without being parsed, and every message quotes at
// most maxQuoted characters of the file and says at most maxMessage characters, so that a
// 10 MB value costs no more to report than a short one.
const (
	// MaxFileSize is the largest settings file read, in bytes: 64 KB, some 25 times the file the
	// game writes with a comment on every key. Reading it takes at most a few tens of
	// milliseconds whatever it holds.
	MaxFileSize = 64 << 10
	// maxValue is the longest text value read: the longest path Linux allows (engine = "...").
	maxValue = 4096
	// maxQuoted is how many characters of a key or value a message quotes.
	maxQuoted = 40
	// maxMessage bounds the reader's own words in a message.
	maxMessage = 300
)

// MaxShown is how many problems the window and the command line list; Summary says how many
// more there are.
const MaxShown = 30

// Summary returns the problems as lines to show, at most max of them, the last saying how many
// more there are ("… and 299,970 more problems").
func Summary(problems []*Error, max int) []string {
	var out []string
	for i, p := range problems {
		if i == max && len(problems) > max+1 {
			out = append(out, fmt.Sprintf("… and %d more problems in %s", len(problems)-max, p.Path))
			break
		}
		out = append(out, p.Error())
	}
	return out
}

// readFile reads a settings file of at most MaxFileSize bytes. It reads no more than that, and
// refuses what is not a regular file (a FIFO would block, /dev/zero never end) without waiting on it.
func readFile(path string) ([]byte, error) {
	f, _, err := regfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%w: a settings file holds at most %s", errTooLarge, sizeText(MaxFileSize))
	}
	return data, nil
}

var errTooLarge = errors.New("the file is too large")

// sizeText writes a size in bytes as people read it: 1 MB, 64 KB, 300 bytes.
func sizeText(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.Itoa(n>>20) + " MB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.Itoa(n>>10) + " KB"
	}
	return strconv.Itoa(n) + " bytes"
}

// cut shortens s to at most n characters, ending it with "…" when it was longer.
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i, k := 0, 0
	for i = range s {
		if k == n-1 {
			break
		}
		k++
	}
	return s[:i] + "…"
}

// excerpt quotes s for a message: whole when short, else its first n characters, "…" and its
// length ("aaaa…" (20480 characters)).
func excerpt(s string, n int) string {
	c := utf8.RuneCountInString(s)
	if c <= n {
		return s
	}
	return fmt.Sprintf("%s (%d characters)", cut(s, n), c)
}

// maxTimeControl is the longest time_control text handed to package clock, whose messages quote
// it whole; the longest it reads ("10h59m59.999s 99x10h59m59.999s") is shorter.
const maxTimeControl = 64

// quote returns text quoted for a message about a value: whole when short, else its first
// maxQuoted characters and its length.
func quote(text string) string {
	if c := utf8.RuneCountInString(text); c > maxQuoted {
		return fmt.Sprintf("%q (%d characters)", cut(text, maxQuoted), c)
	}
	return strconv.Quote(text)
}

// bom is the byte order mark some editors put at the start of a UTF-8 file; TOML allows it.
const bom = "\ufeff"

// printable returns a piece of the file's text as a message quotes it: cut short, and in Go's
// quoted form when it holds characters that are not printable (a NUL, an escape sequence).
func printable(s string) string {
	for _, r := range s {
		if !unicode.IsPrint(r) && r != ' ' {
			return excerpt(strconv.Quote(s), maxQuoted)
		}
	}
	return excerpt(s, maxQuoted)
}

// escapeControls writes the control characters of s (a NUL, a line end, an escape sequence that
// a terminal would obey) as Go escapes, so that a message is one line of plain text.
func escapeControls(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// printableKey returns a key as a message shows it: cut short, and quoted when it holds
// characters that are not printable (a key may be any quoted text in TOML).
func printableKey(k string) string {
	for _, r := range k {
		if !unicode.IsPrint(r) {
			return excerpt(strconv.Quote(k), maxQuoted)
		}
	}
	return excerpt(k, maxQuoted)
}

// isNotExist reports whether err says the file is missing.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
