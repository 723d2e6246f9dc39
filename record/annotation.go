package record

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/port"
)

// Annotations: what a record says about its moves besides the moves themselves. PGN writes
// them after the move as Numeric Annotation Glyphs and a comment, `12. Hc3 $2 {[%eval -1.35]
// best Ec3}`; .gib as a comment in braces after the move, `12. 71졸72 {? [%eval -1.35] best
// 73상55}`, the glyphs at the comment's start written as the usual marks (see nagMarks), since
// .gib has no glyphs of its own. Both readers read them back; the evaluation in a comment is
// lichess's `[%eval 0.35]` (in pawns, from Cho's view, as PGN's from White's) or `[%eval #-3]`
// (a forced end in 3 moves, won by Han).

// Annotation is what a record says about one move: its glyphs and the comment after it.
type Annotation struct {
	NAGs    []int  // Numeric Annotation Glyphs, $1..$255 in PGN
	Comment string // the comment's text, without its braces
}

// IsZero reports whether the annotation says nothing.
func (a Annotation) IsZero() bool { return len(a.NAGs) == 0 && a.Comment == "" }

// The glyphs the analysis writes (PGN's standard meanings).
const (
	NAGGood        = 1 // !
	NAGMistake     = 2 // ?
	NAGBrilliant   = 3 // !!
	NAGBlunder     = 4 // ??
	NAGInteresting = 5 // !?
	NAGInaccuracy  = 6 // ?!
)

// nagMarks are the marks of the first six glyphs, which .gib comments start with and PGN move
// texts may carry ("Hc3?!").
var nagMarks = map[int]string{NAGGood: "!", NAGMistake: "?", NAGBrilliant: "!!", NAGBlunder: "??", NAGInteresting: "!?", NAGInaccuracy: "?!"}

// nagOfMark returns the glyph of a mark such as "?!", or 0.
func nagOfMark(mark string) int {
	for n, m := range nagMarks {
		if m == mark {
			return n
		}
	}
	return 0
}

// Note returns the annotation of move i (from 0); the zero Annotation when it has none.
func (r *Record) Note(i int) Annotation {
	if i < 0 || i >= len(r.Notes) {
		return Annotation{}
	}
	return r.Notes[i]
}

// SetNote sets the annotation of move i (from 0), which must be one of the record's moves.
func (r *Record) SetNote(i int, a Annotation) {
	if i < 0 || i >= len(r.Moves) {
		return
	}
	if len(r.Notes) < len(r.Moves) {
		r.Notes = append(r.Notes, make([]Annotation, len(r.Moves)-len(r.Notes))...)
	}
	r.Notes[i] = a
}

// HasNotes reports whether any move is annotated.
func (r *Record) HasNotes() bool {
	return slices.ContainsFunc(r.Notes, func(a Annotation) bool { return !a.IsZero() })
}

// addNote adds a glyph or comment text to move i while a record is read.
func (r *Record) addNote(i, nag int, comment string) {
	comment = strings.TrimSpace(comment)
	if i < 0 || i >= len(r.Moves) || nag <= 0 && comment == "" {
		return
	}
	a := r.Note(i)
	if nag > 0 && !slices.Contains(a.NAGs, nag) {
		a.NAGs = append(a.NAGs, nag)
	}
	if comment != "" {
		if a.Comment != "" {
			a.Comment += " "
		}
		a.Comment += comment
	}
	r.SetNote(i, a)
}

// Eval is an evaluation as a comment's [%eval ...] gives it, from Cho's view.
type Eval struct {
	// Pawns is the evaluation in pawns (the engine's centipawns / 100) when Mate is 0.
	Pawns float64
	// Mate is a forced end in that many moves: positive when Cho wins, negative when Han does.
	Mate int
}

// String writes the evaluation as [%eval] holds it: "0.35", "-1.20", "#3", "#-2".
func (e Eval) String() string {
	if e.Mate != 0 {
		return "#" + strconv.Itoa(e.Mate)
	}
	return strconv.FormatFloat(e.Pawns, 'f', 2, 64)
}

// evalCommand matches a [%eval ...] command in a comment.
var evalCommand = regexp.MustCompile(`\[%eval\s+([^\]\s]*)\s*\]`)

// EvalOf returns the evaluation a comment's [%eval ...] command holds, and whether it holds one
// that reads.
func EvalOf(comment string) (Eval, bool) {
	m := evalCommand.FindStringSubmatch(comment)
	if m == nil {
		return Eval{}, false
	}
	v := m[1]
	if s, ok := strings.CutPrefix(v, "#"); ok {
		n, err := strconv.Atoi(s)
		if err != nil || n == 0 {
			return Eval{}, false
		}
		return Eval{Mate: n}, true
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return Eval{}, false
	}
	return Eval{Pawns: f}, true
}

// WithEval returns the comment with its [%eval] command set to e: replaced where it has one,
// put first where it has none.
func WithEval(comment string, e Eval) string {
	cmd := "[%eval " + e.String() + "]"
	if evalCommand.MatchString(comment) {
		return evalCommand.ReplaceAllLiteralString(comment, cmd)
	}
	if comment == "" {
		return cmd
	}
	return cmd + " " + comment
}

// commentText makes text safe inside braces: a closing brace would end the comment early.
func commentText(s string) string {
	return commentEscaper.Replace(strings.TrimSpace(s))
}

// gibComment writes an annotation as the .gib comment after its move, "" when there is none:
// the glyphs as marks, then the comment.
func gibComment(a Annotation) string {
	var parts []string
	for _, n := range a.NAGs {
		if m, ok := nagMarks[n]; ok {
			parts = append(parts, m)
		} else if n > 0 && n < 256 {
			parts = append(parts, "$"+strconv.Itoa(n))
		}
	}
	if c := commentText(a.Comment); c != "" {
		parts = append(parts, c)
	}
	if len(parts) == 0 {
		return ""
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// readGIBComment splits a .gib comment's text into the glyphs it starts with and the rest.
func readGIBComment(text string) ([]int, string) {
	var nags []int
	rest := strings.TrimSpace(text)
	for rest != "" {
		word, after, _ := strings.Cut(rest, " ")
		n := nagOfMark(word)
		if s, ok := strings.CutPrefix(word, "$"); ok && n == 0 {
			if v, err := strconv.Atoi(s); err == nil && v > 0 && v < 256 {
				n = v
			}
		}
		if n == 0 {
			break
		}
		nags = append(nags, n)
		rest = strings.TrimSpace(after)
	}
	return nags, rest
}

// LineText writes moves (in UCI form) played from the position after the record's first ply
// moves, in the notation of format f: PGN's algebraic notation, or .gib's ("73상55"), in the games
// of package game's core that have them (Janggi, Xiangqi); the moves of the other games, which
// have one notation, as they are. It stops at the first move that is not legal there, so that a
// line from an engine never makes a wrong text.
func (r *Record) LineText(ply int, moves []string, f Format) string {
	n := notationOf(f)
	return r.line(ply, moves, func(w mover, m port.Move) string { return w.write(m, n) })
}

// LineWith is LineText with the notation chosen by the caller: each move is written by text, in
// the position it is played from (a window writes them in its own language this way).
func (r *Record) LineWith(ply int, moves []string, text func(p port.Position, m port.Move) string) string {
	return r.line(ply, moves, func(w mover, m port.Move) string { return text(w.position(), m) })
}

// line writes moves from the position after the record's first ply moves, each by write, up to
// the first that is not legal there.
func (r *Record) line(ply int, moves []string, write func(w mover, m port.Move) string) string {
	w, err := r.walk(ply, false, nil)
	if err != nil {
		return ""
	}
	var out []string
	for _, text := range moves {
		m, err := w.read(text, uciNotation)
		if err != nil {
			break
		}
		out = append(out, write(w, m))
		w.apply(m)
	}
	return strings.Join(out, " ")
}

// ParseLine reads back a line LineText wrote (in either notation, or UCI) from the position
// after the record's first ply moves, and returns its moves in UCI form; it stops at the first
// word that is not a legal move there.
func (r *Record) ParseLine(ply int, text string) []string {
	w, err := r.walk(ply, false, nil)
	if err != nil {
		return nil
	}
	var out []string
	for _, word := range strings.Fields(text) {
		m, err := w.read(word, sanNotation)
		if err != nil {
			m, err = w.read(word, gibNotation)
		}
		if err != nil {
			break
		}
		out = append(out, m.String())
		w.apply(m)
	}
	return out
}

// lineGIBMove reads one move of a line in .gib's notation ("73상55") on p.
func lineGIBMove(p *game.Position, word string) (game.Move, error) {
	mv, err := parseGIBMove(word)
	if err != nil {
		return game.NoMove, err
	}
	m, _, err := mv.resolve(p, gridRows)
	return m, err
}

// notesError checks that Notes fits the moves before a record is written.
func (r *Record) notesError() error {
	if len(r.Notes) > len(r.Moves) {
		return fmt.Errorf("the record has %d annotations for %d moves", len(r.Notes), len(r.Moves))
	}
	for i, a := range r.Notes {
		for _, n := range a.NAGs {
			if n <= 0 || n > 255 {
				return fmt.Errorf("move %d: glyph $%d is outside $1..$255", i+1, n)
			}
		}
	}
	return nil
}

// commentEscaper turns braces into parentheses and line breaks into spaces (commentText).
var commentEscaper = strings.NewReplacer("}", ")", "{", "(", "\r\n", " ", "\n", " ", "\r", " ")
