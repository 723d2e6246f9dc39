package analysis

import (
	"fmt"
	"slices"
	"strings"

	"janggi/record"
)

// Annotate writes the report into the record's annotations, for a file of format f: after every
// analysed move, the evaluation of the position it leads to ([%eval]), the class's glyph ($6, $2,
// $4), and for the weaker moves the engine's better move and line in the file's notation (and in
// Twelve Janggi, a move that changed the result says so). A comment the record already had is kept
// after these, unless an earlier analysis wrote it (it has an [%eval]), which this one replaces.
func Annotate(rec *record.Record, rep *Report, f record.Format) {
	korean := f == record.GIB
	for _, m := range rep.Moves {
		if m.Ply >= len(rec.Moves) || m.Ply+1 >= len(rep.Positions) {
			continue
		}
		old := rec.Note(m.Ply)
		note := record.Annotation{}
		for _, n := range old.NAGs {
			if n != record.NAGInaccuracy && n != record.NAGMistake && n != record.NAGBlunder {
				note.NAGs = append(note.NAGs, n)
			}
		}
		if n := m.Class.NAG(); n != 0 && !slices.Contains(note.NAGs, n) {
			note.NAGs = append([]int{n}, note.NAGs...)
		}
		var parts []string
		if m.ResultChanged {
			word := "%s → %s"
			if korean {
				word = "%s → %s (결과가 바뀜)"
			}
			text := fmt.Sprintf(word, valueText(m.From, korean), valueText(m.To, korean))
			if !m.Proven {
				if korean {
					text += ", 탐색 깊이 안에서"
				} else {
					text += ", within the search's horizon"
				}
			}
			parts = append(parts, text)
		}
		if m.Class >= Inaccuracy && m.Best != "" {
			line := m.Line
			if len(line) > 6 {
				line = line[:6]
			}
			if text := rec.LineText(m.Ply, line, f); text != "" {
				label := "best: "
				if korean {
					label = "최선: "
				}
				parts = append(parts, label+text)
			}
		}
		if old.Comment != "" {
			if _, analysed := record.EvalOf(old.Comment); !analysed {
				parts = append(parts, old.Comment)
			}
		}
		note.Comment = strings.Join(parts, "; ")
		if ev, ok := rep.Positions[m.Ply+1].Score.RecordEval(); ok {
			note.Comment = record.WithEval(note.Comment, ev)
		}
		rec.SetNote(m.Ply, note)
	}
}

// valueText names a result in a comment.
func valueText(v Value, korean bool) string {
	if korean {
		switch v {
		case Win:
			return "승"
		case Loss:
			return "패"
		}
		return "무"
	}
	return v.String()
}
