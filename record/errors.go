package record

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Problem is the kind of fault that stops a reader, for summaries over many files.
type Problem uint8

// The problems a reader reports.
const (
	ProblemNone     Problem = iota
	ProblemIllegal          // a move the rules refuse, or one that does not fit the board (no piece there, another piece)
	ProblemNotAMove         // text where a move should be that reads as no move
	ProblemHeader           // a header whose value cannot be used (a setup, a start board, the rules)
	ProblemSyntax           // the file's structure is broken (an unclosed comment, a bad tag)
	ProblemNoGame           // the file holds no game at all
	ProblemLimit            // the file is larger than a record can be, or holds too many games or moves
	ProblemFile             // the file cannot be read: missing, not a regular file, no permission
	problemCount
)

var problemNames = [problemCount]string{"", "illegal move", "not a move", "bad header", "broken file structure",
	"no game", "over a limit", "unreadable file"}

var problemKorean = [problemCount]string{"", "규칙에 어긋난 수", "수가 아닌 글", "잘못된 머리말", "깨진 파일 구조",
	"대국 없음", "한도 초과", "읽을 수 없는 파일"}

// Korean returns the problem in a few Korean words, e.g. "규칙에 어긋난 수".
func (p Problem) Korean() string {
	if p < problemCount {
		return problemKorean[p]
	}
	return p.String()
}

// String returns the problem in a few English words, e.g. "illegal move".
func (p Problem) String() string {
	if p < problemCount {
		return problemNames[p]
	}
	return "Problem(" + strconv.Itoa(int(p)) + ")"
}

// ReadError says where and why a reader stopped: the file, the line, the game, the move and the
// reason, in one message such as
//
//	games.gib: game 3: line 41: move 16 "71졸72": no piece on a4
//
// Readers return it together with every game and move before that point (Record.Stopped is the
// same value on the game that stopped).
type ReadError struct {
	File    string  // the file as the user named it; "" when the data did not come from a file
	Game    int     // the game's number in the file, from 1; 0 when the file holds only that game
	Line    int     // the line, from 1; 0 when the fault has none (an empty file)
	Move    int     // the move's number as the record counts it (every move of either side); 0 for no move
	Text    string  // the move as the record writes it (shortened); "" for no move
	Problem Problem // the kind of fault
	Err     error   // the reason
}

// Error returns the one message that says it all: file, game, line, move and reason.
func (e *ReadError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(": ")
	}
	if e.Game > 0 {
		fmt.Fprintf(&b, "game %d: ", e.Game)
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Move > 0 {
		fmt.Fprintf(&b, "move %d %q: ", e.Move, clip(e.Text))
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString(e.Problem.String())
	}
	return b.String()
}

// Unwrap returns the reason.
func (e *ReadError) Unwrap() error { return e.Err }

// Where says where the reader stopped in words for a person: "line 41, move 16 (71졸72)".
func (e *ReadError) Where() string {
	var parts []string
	if e.Game > 0 {
		parts = append(parts, "game "+strconv.Itoa(e.Game))
	}
	if e.Line > 0 {
		parts = append(parts, "line "+strconv.Itoa(e.Line))
	}
	if e.Move > 0 {
		parts = append(parts, fmt.Sprintf("move %d (%s)", e.Move, clip(e.Text)))
	}
	return strings.Join(parts, ", ")
}

// readErrorf returns a ReadError without a move.
func readErrorf(p Problem, line int, format string, args ...any) *ReadError {
	return &ReadError{Line: line, Problem: p, Err: fmt.Errorf(format, args...)}
}

// inFile names the file (and, in a file of several games, the game) in every ReadError err
// holds, and returns err. Errors of other kinds are wrapped with the file's name.
func inFile(err error, file string) error {
	if err == nil {
		return nil
	}
	var re *ReadError
	if errors.As(err, &re) {
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				if r, ok := e.(*ReadError); ok {
					r.File = file
				}
			}
		}
		re.File = file
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == file {
		err = pe.Err // "x.gib: no such file or directory", not "x.gib: stat x.gib: ..."
	}
	return &ReadError{File: file, Problem: ProblemFile, Err: err}
}

// countOf writes a count with its noun: "1 move", "4 moves".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// fenReason returns what game.ParseFEN found wrong without its "FEN ...:" preamble, for a start
// board the user did not write as a FEN (a .gib 판 header).
func fenReason(err error) error {
	msg := err.Error()
	if strings.HasPrefix(msg, "FEN \"") {
		if i := strings.Index(msg, "\": "); i > 0 {
			return errors.New(msg[i+3:])
		}
	}
	return err
}

// withoutEcho drops the move a reason starts with ("b2b4+: a soldier cannot ..."): the
// ReadError quotes the move already.
func withoutEcho(err error) error {
	msg := err.Error()
	if i := strings.Index(msg, ": "); i > 0 && i <= 8 && !strings.Contains(msg[:i], " ") {
		return errors.New(msg[i+2:])
	}
	return err
}

// warningLine returns the line a warning begins with ("line 12: ..."), or a number past any line.
func warningLine(w string) int {
	rest, ok := strings.CutPrefix(w, "line ")
	if !ok {
		return math.MaxInt
	}
	n := 0
	for _, c := range []byte(rest) {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// sortWarnings puts a record's warnings in the order of the lines they are about, those about
// no line last, each group in the order it was found.
func sortWarnings(ws []string) {
	slices.SortStableFunc(ws, func(a, b string) int { return cmp.Compare(warningLine(a), warningLine(b)) })
}

// ProblemOf returns the kind of fault err reports, ProblemFile for an error that is no ReadError.
func ProblemOf(err error) Problem {
	var re *ReadError
	if errors.As(err, &re) {
		return re.Problem
	}
	if err == nil {
		return ProblemNone
	}
	return ProblemFile
}
