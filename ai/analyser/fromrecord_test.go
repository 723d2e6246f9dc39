package analyser

import (
	"context"
	"janggi/analysis"
	"math"
	"slices"
	"testing"

	"janggi/record"
)

// TestFromRecordGivesBackTheAnalysis analyses the blunder game, writes the annotated record as
// PGN and as .gib, reads it back and wants FromRecord to give the same verdicts as the analysis:
// every move's class (best and good alike count as not notable), the blunder's better move, the
// evaluations within a centipawn, and the sides' counts.
func TestFromRecordGivesBackTheAnalysis(t *testing.T) {
	rec := janggiRecord(t, blunderGame...)
	rep, err := Run(context.Background(), rec, analysis.Options{Depth: 5, Threads: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := analysis.FromRecord(rec); ok {
		t.Fatal("a record without annotations has an analysis")
	}
	notable := func(c analysis.Class) analysis.Class { return max(c, analysis.Good) }
	for _, f := range []record.Format{record.PGN, record.GIB} {
		back, b := annotated(t, rec, rep, f)
		got, ok := analysis.FromRecord(back[0])
		if !ok {
			t.Fatalf("%s: no analysis read back from\n%s", f, b.String())
		}
		if len(got.Moves) != len(rep.Moves) {
			t.Fatalf("%s: %d verdicts read back, want %d", f, len(got.Moves), len(rep.Moves))
		}
		for i, want := range rep.Moves {
			m := got.Moves[i]
			if m.Ply != want.Ply || m.Side != want.Side || notable(m.Class) != notable(want.Class) {
				t.Errorf("%s: move %d read back as %v by %v, was %v by %v", f, want.Ply+1, m.Class, m.Side, want.Class, want.Side)
			}
			if want.Class >= analysis.Inaccuracy && (m.Best != want.Best || !slices.Equal(m.Line, want.Line[:len(m.Line)]) || len(m.Line) == 0) {
				t.Errorf("%s: move %d's better move read back %q %v, was %q %v", f, want.Ply+1, m.Best, m.Line, want.Best, want.Line)
			}
			if a, w := got.Positions[i+1].Score.For(0), rep.Positions[i+1].Score.For(0); math.Abs(float64(a-w)) > 1 && w > -analysis.Mate+200 && w < analysis.Mate-200 {
				t.Errorf("%s: the evaluation after move %d read back %d, was %d", f, i+1, a, w)
			}
		}
		for side := range got.Sides {
			for _, c := range []analysis.Class{analysis.Inaccuracy, analysis.Mistake, analysis.Blunder} {
				if got.Sides[side].Count[c] != rep.Sides[side].Count[c] {
					t.Errorf("%s: side %d's %v count %d, was %d", f, side, c, got.Sides[side].Count[c], rep.Sides[side].Count[c])
				}
			}
		}
	}
}
