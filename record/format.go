package record

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/internal/atomicfile"
)

// Format is a record file format.
type Format uint8

// The formats: Korean .gib records, PGN-style records, and FEN (one position, no moves).
const (
	GIB Format = iota
	PGN
	FEN
)

// String returns "gib", "pgn" or "fen".
func (f Format) String() string {
	switch f {
	case PGN:
		return "pgn"
	case FEN:
		return "fen"
	}
	return "gib"
}

// ParseFormat reads a format name as String writes it (a leading dot is allowed).
func ParseFormat(name string) (Format, error) {
	switch strings.ToLower(strings.TrimPrefix(strings.TrimSpace(name), ".")) {
	case "gib":
		return GIB, nil
	case "pgn":
		return PGN, nil
	case "fen":
		return FEN, nil
	}
	return GIB, fmt.Errorf("unknown record format %q (want gib, pgn or fen)", name)
}

// FormatOf returns the format a file name's extension names (.gib, .pgn, .fen).
func FormatOf(path string) (Format, error) {
	ext := filepath.Ext(path)
	if ext == "" {
		return GIB, fmt.Errorf("%s has no extension to tell its format (.gib, .pgn or .fen)", path)
	}
	f, err := ParseFormat(ext)
	if err != nil {
		return GIB, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// gibLike matches a .gib header name (Korean) or a .gib move ("79졸78").
var gibLike = regexp.MustCompile(`^\[\s*\p{Hangul}|\d\d\p{Hangul}|\d\d\p{Han}|한수쉼`)

// DetectFormat guesses a record's format from its content: Korean headers or moves mean .gib,
// other [Tag "value"] lines PGN, anything else FEN.
func DetectFormat(data []byte) Format {
	text, _ := decodeText(data)
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "", strings.HasPrefix(line, "#"), strings.HasPrefix(line, "{"), strings.HasPrefix(line, ";"):
			continue
		case gibLike.MatchString(line):
			return GIB
		case strings.HasPrefix(line, "["):
			return PGN
		case strings.Count(line, "/") >= 3:
			return FEN
		case gibLike.MatchString(text):
			return GIB
		}
		return PGN
	}
	return PGN
}

// Options are the choices the generic Read and Write make that a file does not.
type Options struct {
	// Rules are the rules for .gib and FEN files that do not name theirs: a Janggi preset, or
	// the xiangqi preset for a Xiangqi FEN. Nil means the standard Janggi preset.
	Rules *game.Rules
	// Encoding is the encoding .gib files are written in; CP949 (the zero value) is what
	// Korean programs read.
	Encoding Encoding
	// UCI writes PGN moves in UCI form instead of the algebraic notation.
	UCI bool
}

// Read reads every record of a file in format f.
func Read(data []byte, f Format, opts Options) ([]*Record, error) {
	switch f {
	case GIB:
		return ReadGIB(data, opts.Rules)
	case PGN:
		return ReadPGN(data)
	case FEN:
		text, _ := decodeText(data)
		rec, err := ReadFEN(text, opts.Rules)
		if err != nil {
			return nil, err
		}
		return []*Record{rec}, nil
	}
	return nil, fmt.Errorf("unknown record format %d", uint8(f))
}

// ReadFirst reads what a viewer of one game needs from a file in format f: the first of Read's
// records, and how many games the file holds (read or not: a game that gives no record counts
// too), without reading the games after the first that gives a record, which in a file of a
// thousand games is nearly all the work. err is Read's when no game gives a record; otherwise it
// holds only the faults of the games read (the first record's own Stopped, and a fault of the file
// after its last game only when the first record is of that game).
func ReadFirst(data []byte, f Format, opts Options) (rec *Record, games int, err error) {
	var recs []*Record
	switch f {
	case GIB:
		recs, games, err = readGIB(data, opts.Rules, true)
	case PGN:
		recs, games, err = readPGN(data, true)
	default:
		recs, err = Read(data, f, opts)
		games = len(recs)
	}
	if len(recs) == 0 {
		return nil, games, err
	}
	return recs[0], games, err
}

// Write writes one record in format f.
func Write(w io.Writer, f Format, rec *Record, opts Options) error {
	switch f {
	case GIB:
		return WriteGIB(w, rec, opts.Encoding)
	case PGN:
		return WritePGN(w, rec, PGNOptions{UCI: opts.UCI})
	case FEN:
		return WriteFEN(w, rec)
	}
	return fmt.Errorf("unknown record format %d", uint8(f))
}

// ReadFile reads every record of a file; its extension names the format, or its content does
// when the extension is none of .gib, .pgn, .fen. Only a regular file of at most MaxFileSize
// bytes is read (see ReadFileData). Like the readers, it returns every game it could read even
// when it also returns an error; the error then names the file, and where and why it stopped.
func ReadFile(path string, opts Options) ([]*Record, error) {
	data, err := ReadFileData(path)
	if err != nil {
		return nil, inFile(err, path)
	}
	f, err := FormatOf(path)
	if err != nil {
		f = DetectFormat(data)
	}
	recs, err := Read(data, f, opts)
	return recs, inFile(err, path)
}

// ErrTooLarge is returned by WriteFile for records whose text is larger than MaxFileSize, which
// no reader would take back.
var ErrTooLarge = errors.New("too large to read back")

// ErrExists is returned by WriteFile when the file exists and overwriting was not asked for.
var ErrExists = errors.New("the file exists")

// WriteFile writes records to a file in the format its extension names, atomically; .gib and
// PGN files hold several games one after the other, a FEN file one position. It refuses to
// replace an existing file unless overwrite is true.
func WriteFile(path string, recs []*Record, opts Options, overwrite bool) error {
	f, err := FormatOf(path)
	if err != nil {
		return err
	}
	if len(recs) == 0 || (f == FEN && len(recs) > 1) {
		return fmt.Errorf("%s: a %s file holds one record, not %d", path, f, len(recs))
	}
	var b bytes.Buffer
	for i, rec := range recs {
		if i > 0 {
			b.WriteString("\n")
		}
		if err := Write(&b, f, rec, opts); err != nil {
			if len(recs) > 1 {
				return fmt.Errorf("game %d: %w", i+1, err)
			}
			return err
		}
	}
	if b.Len() > MaxFileSize {
		// What the program writes, it reads: a file past the readers' limit would be refused by
		// the next Open, record check or analyse.
		return fmt.Errorf("%s: %w: the records take %.1f MB, and a record file is at most %d MB; nothing written (write fewer games to a file)",
			path, ErrTooLarge, float64(b.Len())/(1<<20), MaxFileSize>>20)
	}
	if !overwrite {
		if _, err := os.Lstat(path); err == nil {
			return fmt.Errorf("%s: %w (choose another name or allow overwriting)", path, ErrExists)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return atomicfile.Write(path, b.Bytes(), 0o644)
}

// ReadFEN reads one position as a record without moves. Twelve Janggi FENs (3×4 board with
// hands in brackets) are told apart by their shape; any other FEN is a position of rules (nil:
// the standard Janggi preset; the xiangqi preset reads Xiangqi). Blank lines and lines starting
// with # are skipped; more than one position is an error.
func ReadFEN(text string, rules *game.Rules) (*Record, error) {
	// The position is the first line that is neither blank nor a comment; it is read before the
	// rest is looked at, so that a file that is not a FEN at all says what is wrong with its first
	// line rather than that it has a second.
	lines := strings.Split(strings.ReplaceAll(text, "\r", "\n"), "\n")
	fen, at := "", 0
	for n, line := range lines {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			fen, at = line, n
			break
		}
	}
	if fen == "" {
		return nil, &ReadError{Problem: ProblemNoGame, Err: errors.New("FEN: the file holds no position (only blank lines and # comments)")}
	}
	rec, err := readFENLine(fen, rules)
	if err != nil {
		return nil, &ReadError{Line: at + 1, Problem: ProblemHeader, Err: err}
	}
	for n := at + 1; n < len(lines); n++ {
		if line := strings.TrimSpace(lines[n]); line != "" && !strings.HasPrefix(line, "#") {
			return nil, readErrorf(ProblemSyntax, n+1, "a FEN file holds one position, the one on line %d, then only blank lines or # comments; line %d holds %s",
				at+1, n+1, game.Excerpt(line))
		}
	}
	return rec, nil
}

// readFENLine reads one FEN of the game whose board has as many ranks as the FEN's: rules' game
// (nil rules: standard Janggi) when its board does, else the first such game (Twelve Janggi for a
// 3×4 board).
func readFENLine(fen string, rules *game.Rules) (*Record, error) {
	first := kind.Janggi
	if rules != nil {
		first = rules.Game
	}
	played, err := port.For(first, rules)
	if err != nil {
		return nil, err
	}
	if ranks := strings.Count(strings.Fields(fen)[0], "/") + 1; !hasRanks(played, ranks) {
		for g := kind.Game(0); g.Valid(); g++ {
			if other := port.MustFor(g, nil); hasRanks(other, ranks) {
				played = other
				break
			}
		}
	}
	p, err := played.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	rec := &Record{Game: played.Game(), Rules: played.Preset(), StartFEN: p.FEN()}
	rec.settle(p, false)
	return rec, nil
}

// hasRanks reports whether the board of the game r plays has that many ranks.
func hasRanks(r port.Rules, ranks int) bool {
	_, n := r.Board()
	return n == ranks
}

// WriteFEN writes the FEN of the record's final position and a line break.
func WriteFEN(w io.Writer, rec *Record) error {
	fen, err := rec.FinalFEN()
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, fen+"\n")
	return err
}
