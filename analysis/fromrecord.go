package analysis

import (
	"math"
	"slices"
	"strings"

	"janggi/game"
	"janggi/record"
)

// FromRecord reads back the analysis a record carries (written by Annotate: an [%eval] after each
// move, the class as a glyph, the better line after "best:"), so that an annotated record shows
// its analysis without being analysed again. It returns false when no move has an evaluation.
//
// What a record keeps is less than the analysis knew: the start position has no evaluation (it
// counts as even when the record starts from an opening position), the position that ends the game
// none either (its move is then classed by its glyph alone), a draw known for certain reads as
// an even evaluation, and a move without a glyph was best or good, told apart by the loss the
// evaluations show. Options and depths are unknown (zero).
func FromRecord(rec *record.Record) (*Report, bool) {
	positions := make([]Position, len(rec.Moves)+1)
	found := false
	for i := range rec.Moves {
		if ev, ok := record.EvalOf(rec.Note(i).Comment); ok {
			positions[i+1] = Position{Done: true, Score: scoreOfEval(ev)}
			found = true
		}
	}
	if !found {
		return nil, false
	}
	if rec.AtStart() && positions[1].Done {
		positions[0] = Position{Done: true}
	}
	for i := range rec.Moves {
		line := bestLine(rec.Note(i).Comment)
		if line == "" || !positions[i].Done {
			continue
		}
		if pv := rec.ParseLine(i, line); len(pv) > 0 {
			positions[i].Best, positions[i].PV = pv[0], pv
		}
	}
	rep := Build(rec, positions)
	// The glyphs are the classes the analysis gave; the evaluations only tell best from good.
	classed := map[int]bool{}
	for k := range rep.Moves {
		m := &rep.Moves[k]
		classed[m.Ply] = true
		if c, ok := classOfNote(rec.Note(m.Ply)); ok {
			m.Class = c
		} else if m.Class > Good {
			m.Class = Good
		}
		if m.Class < Inaccuracy {
			m.Best, m.Line = "", nil
		} else if m.Best == "" && positions[m.Ply].Best != "" && positions[m.Ply].Best != m.Move {
			m.Best, m.Line = positions[m.Ply].Best, positions[m.Ply].PV
		}
	}
	// A move next to a position without an evaluation (the last, when it ended the game) still
	// has the class its glyph gives.
	for i := range rec.Moves {
		if c, ok := classOfNote(rec.Note(i)); ok && !classed[i] {
			rep.Moves = append(rep.Moves, Move{Ply: i, Side: sideOf(rec, i), Move: rec.Moves[i], Class: c, Best: positions[i].Best, Line: positions[i].PV})
		}
	}
	sortMoves(rep.Moves)
	rep.summarise()
	return rep, true
}

// scoreOfEval turns a record's evaluation back into a score: a forced end in n moves is a win in
// 2n-1 plies, the nearest the moves allow.
func scoreOfEval(ev record.Eval) Score {
	switch {
	case ev.Mate > 0:
		return Score{Kind: ChoWins, Plies: 2*ev.Mate - 1}
	case ev.Mate < 0:
		return Score{Kind: HanWins, Plies: -2*ev.Mate - 1}
	}
	return Score{CP: int(math.Round(ev.Pawns * 100))}
}

// bestLine returns the text after "best: " (or "최선: ") in a comment Annotate wrote, "" when
// there is none.
func bestLine(comment string) string {
	for _, part := range strings.Split(comment, ";") {
		part = strings.TrimSpace(part)
		if _, after, ok := strings.Cut(part, "] "); ok && strings.HasPrefix(part, "[%eval") {
			part = after
		}
		for _, label := range []string{"best: ", "최선: "} {
			if line, ok := strings.CutPrefix(part, label); ok {
				return line
			}
		}
	}
	return ""
}

// classOfNote returns the class a move's glyph gives (inaccuracy, mistake, blunder).
func classOfNote(a record.Annotation) (Class, bool) {
	for _, n := range a.NAGs {
		switch n {
		case record.NAGInaccuracy:
			return Inaccuracy, true
		case record.NAGMistake:
			return Mistake, true
		case record.NAGBlunder:
			return Blunder, true
		}
	}
	return 0, false
}

// sideOf returns who played the record's move i.
func sideOf(rec *record.Record, i int) game.Color {
	return firstMover(rec) ^ game.Color(i&1)
}

// sortMoves puts the verdicts in the order of the game.
func sortMoves(ms []Move) {
	slices.SortFunc(ms, func(a, b Move) int { return a.Ply - b.Ply })
}
