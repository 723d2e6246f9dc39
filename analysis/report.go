package analysis

import (
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

// Value is a position's result for one side, as far as the analysis knows it.
type Value int8

// The values, worst first. Unknown is a position without a forced result found: in Twelve
// Janggi, whose start is a draw, it counts as a draw where results are compared.
const (
	Loss Value = iota - 1
	DrawOrUnknown
	Win
)

// String returns "loss", "draw" or "win".
func (v Value) String() string {
	switch v {
	case Loss:
		return "loss"
	case Win:
		return "win"
	}
	return "draw"
}

// valueFor returns the result a score says for side c.
func valueFor(s Score, c game.Color) Value {
	switch {
	case s.Kind == ChoWins && c == game.Cho, s.Kind == HanWins && c == game.Han:
		return Win
	case s.Kind == ChoWins, s.Kind == HanWins:
		return Loss
	}
	return DrawOrUnknown
}

// Move is the verdict on one move of the game.
type Move struct {
	Ply  int        // the move's index in the record, from 0
	Side game.Color // who played it
	Move string     // the move played (UCI form)
	// Before and After are the mover's expected score (0..1) before and after the move; Loss
	// is what the move gave away (Before - After, at least 0).
	Before, After, Loss float64
	Class               Class
	// Best and Line are the engine's move and line in the position before the move, when the
	// move played is not it.
	Best string
	Line []string
	// From and To are, in Twelve Janggi and Dobutsu, the mover's result before and after the
	// move (win, draw, loss, where a forced result is known); ResultChanged says the move made it
	// worse, Proven that both are exact (the solved values, proofs, the end of the game).
	From, To      Value
	ResultChanged bool
	Proven        bool
}

// Summary adds up one side's moves.
type Summary struct {
	Moves    int             // moves classified
	Accuracy float64         // mean MoveAccuracy of those moves, in percent
	Count    [ClassCount]int // moves of each class
	Changes  int             // moves that changed the result (see Move.ResultChanged)
	accSum   float64         // for the mean
}

// Report is the analysis of a game.
type Report struct {
	Game      kind.Game
	Options   Options    // what the analysis ran with (defaults filled in)
	Positions []Position // every position: the start, then after each move
	// Moves has an entry for every move whose two positions were analysed (all of them once
	// the analysis is complete), in the order of the game; Moves[k].Ply says which move it is.
	Moves []Move
	Sides [2]Summary // indexed by game.Color
	Done  int        // positions analysed
}

// Complete reports whether every position was analysed.
func (r *Report) Complete() bool { return r.Done == len(r.Positions) }

// MoveAt returns the verdict on the record's move ply (from 0), and false when it has none yet.
func (r *Report) MoveAt(ply int) (Move, bool) {
	for _, m := range r.Moves {
		if m.Ply == ply {
			return m, true
		}
	}
	return Move{}, false
}

// firstMover returns the side to move at the record's start.
func firstMover(rec *record.Record) game.Color {
	if f := strings.Fields(rec.StartFEN); len(f) > 1 && f[1] == "b" {
		return game.Han
	}
	return game.Cho
}

// Build makes the report of a game from the analyses of its positions, which may be partial
// (positions not Done are skipped, with the moves next to them): the window rebuilds it as the
// positions come in.
func Build(rec *record.Record, positions []Position) *Report {
	rep := &Report{Game: rec.Game, Positions: positions}
	for _, p := range positions {
		if p.Done {
			rep.Done++
		}
	}
	side := firstMover(rec)
	// Results are compared in the solved games only: elsewhere a position without a forced
	// result found is no draw.
	solved := Solved(rec.Game)
	for i := 0; i < len(rec.Moves) && i+1 < len(positions); i, side = i+1, side^1 {
		before, after := positions[i], positions[i+1]
		if !before.Done || !after.Done {
			continue
		}
		m := Move{Ply: i, Side: side, Move: rec.Moves[i]}
		m.Before = WinChance(rec.Game, before.Score, side)
		m.After = WinChance(rec.Game, after.Score, side)
		m.Loss = max(m.Before-m.After, 0)
		engine := before.Best != "" && before.Best == m.Move
		m.Class = Classify(m.Loss, engine)
		if !engine && before.Best != "" {
			m.Best, m.Line = before.Best, before.PV
		}
		if solved {
			m.From, m.To = valueFor(before.Score, side), valueFor(after.Score, side)
			m.ResultChanged = m.To < m.From
			m.Proven = before.Proven && after.Proven
		}
		rep.Moves = append(rep.Moves, m)
	}
	rep.summarise()
	return rep
}

// summarise adds up each side's moves into Sides.
func (r *Report) summarise() {
	r.Sides = [2]Summary{}
	for _, m := range r.Moves {
		s := &r.Sides[m.Side]
		s.Moves++
		s.Count[m.Class]++
		s.accSum += MoveAccuracy(m.Loss)
		s.Accuracy = s.accSum / float64(s.Moves)
		if m.ResultChanged {
			s.Changes++
		}
	}
}

// NextMistake returns the ply of the first move after ply (from 0; -1 to search from the start)
// classed a mistake or a blunder, or an inaccuracy when inaccuracies is true; and false when
// there is none. Moves that changed the result count too.
func (r *Report) NextMistake(ply int, inaccuracies bool) (int, bool) {
	for _, m := range r.Moves {
		if m.Ply > ply && m.notable(inaccuracies) {
			return m.Ply, true
		}
	}
	return 0, false
}

// PrevMistake is NextMistake backwards: the last such move before ply.
func (r *Report) PrevMistake(ply int, inaccuracies bool) (int, bool) {
	for k := len(r.Moves) - 1; k >= 0; k-- {
		if m := r.Moves[k]; m.Ply < ply && m.notable(inaccuracies) {
			return m.Ply, true
		}
	}
	return 0, false
}

func (m Move) notable(inaccuracies bool) bool {
	return m.Class >= Mistake || m.ResultChanged || inaccuracies && m.Class == Inaccuracy
}
