package analyser

import (
	"context"
	"janggi/analysis"
	"slices"
	"sync"
	"testing"
)

// fakeSearch stands in for the engines: position i scores shallow[i] centipawns (Cho's view) at
// the asked options and deep[i] at Deeper's, and names a move no one plays as its best. It counts
// the positions searched deeply.
type fakeSearch struct {
	base          analysis.Options
	shallow, deep []int
	mu            sync.Mutex
	deepened      []int
}

func (f *fakeSearch) make(o analysis.Options) (analyseFunc, func()) {
	deep := o.Depth > f.base.Depth
	return func(ctx context.Context, j job) analysis.Position {
		cp := f.shallow[j.i]
		if deep {
			cp = f.deep[j.i]
			f.mu.Lock()
			f.deepened = append(f.deepened, j.i)
			f.mu.Unlock()
		}
		return analysis.Position{Done: true, Score: analysis.Score{CP: cp}, Best: "a1a1", Depth: o.Depth}
	}, nil
}

// TestAFlagSurvivesOnlyADeeperLook: at the first depth Cho's third ply seems to throw 600
// centipawns away (and Han's reply to win them back); a deeper look at the positions around those
// two moves finds nothing lost, and neither move is flagged. Where the deeper look agrees, the
// blunder stays. Only the positions around flagged moves are searched again.
func TestAFlagSurvivesOnlyADeeperLook(t *testing.T) {
	rec := janggiRecord(t, blunderGame...)
	base := analysis.Options{Depth: 5, Threads: 2}
	level := []int{0, 0, 0, 0, 0, 0, 0}
	dip := []int{0, 0, 0, -600, 0, 0, 0}
	for _, c := range []struct {
		name        string
		deep        []int
		wantFlagged bool
	}{{"the deeper look reverses it", level, false}, {"the deeper look agrees", dip, true}} {
		f := &fakeSearch{base: base, shallow: dip, deep: c.deep}
		rep, err := run(context.Background(), rec, base, nil, f.make)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(f.deepened)
		if want := []int{2, 3, 4}; !slices.Equal(f.deepened, want) {
			t.Errorf("%s: positions searched again %v, want %v (those around the flagged moves)", c.name, f.deepened, want)
		}
		for _, ply := range []int{blunderPly, blunderPly + 1} {
			m := rep.Moves[ply]
			if flagged := m.Class >= analysis.Inaccuracy; flagged != c.wantFlagged {
				t.Errorf("%s: move %d (%s) is classed %s, want flagged %v", c.name, ply+1, m.Move, m.Class, c.wantFlagged)
			}
		}
		if got := rep.Positions[3].Depth; got != base.Depth+2 {
			t.Errorf("%s: the flagged position kept depth %d, want the deeper look's %d", c.name, got, base.Depth+2)
		}
		if rep.Options.Depth != base.Depth {
			t.Errorf("%s: the report says depth %d, want the asked %d", c.name, rep.Options.Depth, base.Depth)
		}
	}
}

func TestDeeper(t *testing.T) {
	if got := Deeper(analysis.Options{Depth: 5}); got.Depth != 7 {
		t.Errorf("Deeper at depth 5: %d", got.Depth)
	}
	if got := Deeper(analysis.Options{Depth: analysis.MaxDepth}); got.Depth != analysis.MaxDepth {
		t.Errorf("Deeper at the most depth: %d", got.Depth)
	}
	if got := Deeper(analysis.Options{MoveTime: analysis.DefaultMoveTime}); got.MoveTime != 3*analysis.DefaultMoveTime {
		t.Errorf("Deeper at %v: %v", analysis.DefaultMoveTime, got.MoveTime)
	}
}
