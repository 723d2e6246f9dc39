package record

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
)

// annotate gives every third move of rec an annotation: glyphs, an evaluation, text with braces
// and Korean, so that the writers must escape and encode them.
func annotate(rng *rand.Rand, rec *Record) {
	nags := [][]int{nil, {NAGMistake}, {NAGBlunder}, {NAGInaccuracy}, {NAGGood, 140}}
	for i := range rec.Moves {
		if i%3 != 0 {
			continue
		}
		e := Eval{Pawns: float64(rng.IntN(2001)-1000) / 100}
		if rng.IntN(5) == 0 {
			e = Eval{Mate: rng.IntN(11) - 5}
			if e.Mate == 0 {
				e.Mate = 3
			}
		}
		comment := WithEval("", e)
		if i%2 == 0 {
			comment += " 최선 best 73상55 (a line)"
		}
		rec.SetNote(i, Annotation{NAGs: nags[rng.IntN(len(nags))], Comment: comment})
	}
}

// TestAnnotationsRoundTrip writes annotated random games as PGN (algebraic and UCI) and .gib
// (CP949 and UTF-8), reads them back, and wants the same moves and the same annotations.
func TestAnnotationsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, rules := range []*game.Rules{game.Standard(), game.MustPreset("casual"), game.MustPreset("xiangqi")} {
		for range 6 {
			rec := FromGame(port.GameOf(randomGame(rng, rules, 20+rng.IntN(120))))
			annotate(rng, rec)
			if !rec.HasNotes() {
				t.Fatal("the test game has no annotation")
			}
			for _, form := range writeForms(rec.Game == kind.Janggi, rules, CP949, UTF8) {
				got := roundTrip(t, rec, form.f, form.opts)
				sameGame(t, form.f.String(), rec, got)
				sameNotes(t, form.f.String(), rec, got)
			}
		}
	}
	for range 6 {
		rec := FromGame(randomTwelve(rng, kind.Twelve, 10+rng.IntN(60)))
		annotate(rng, rec)
		got := roundTrip(t, rec, PGN, Options{})
		sameGame(t, "twelve PGN", rec, got)
		sameNotes(t, "twelve PGN", rec, got)
	}
}

// sameNotes fails the test when two records' annotations differ (a comment's braces read back as
// parentheses, which is how the writers escape them).
func sameNotes(t *testing.T, what string, want, got *Record) {
	t.Helper()
	for i := range want.Moves {
		w, g := want.Note(i), got.Note(i)
		w.Comment = commentText(w.Comment)
		if !reflect.DeepEqual(w.NAGs, g.NAGs) || w.Comment != g.Comment {
			t.Fatalf("%s: move %d's annotation reads back as %+v, want %+v", what, i+1, g, w)
		}
		we, wok := EvalOf(w.Comment)
		ge, gok := EvalOf(g.Comment)
		if wok != gok || we != ge {
			t.Fatalf("%s: move %d's evaluation reads back as %v (%v), want %v (%v)", what, i+1, ge, gok, we, wok)
		}
	}
}

// TestPGNAnnotationsRead reads the forms other programs write: marks on the move text, glyphs,
// comments over several lines, several comments after one move; comments before the first
// move, inside variations and after the result are not any move's.
func TestPGNAnnotationsRead(t *testing.T) {
	text := `[Variant "Janggi"]
[Result "*"]

{a comment before the first move} 1. Hc3?! {[%eval
  0.35]   first} {second} 1... Hc8 $2 $18 (1... Hg8 {in a variation} $4) 2. Rb1?? *
`
	recs, err := ReadPGN([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	rec := recs[0]
	if len(rec.Moves) != 3 {
		t.Fatalf("%d moves, want 3", len(rec.Moves))
	}
	want := []Annotation{
		{NAGs: []int{NAGInaccuracy}, Comment: "[%eval 0.35] first second"},
		{NAGs: []int{NAGMistake, 18}},
		{NAGs: []int{NAGBlunder}},
	}
	for i, w := range want {
		if g := rec.Note(i); !reflect.DeepEqual(g, w) {
			t.Errorf("move %d: %+v, want %+v", i+1, g, w)
		}
	}
	if e, ok := EvalOf(rec.Note(0).Comment); !ok || e.Pawns != 0.35 {
		t.Errorf("move 1's evaluation: %v %v, want 0.35", e, ok)
	}
}

// TestGIBAnnotationsRead reads .gib comments: one over several lines, marks at a comment's start,
// a comment before the first move (dropped) and two after one move (joined).
func TestGIBAnnotationsRead(t *testing.T) {
	text := `[초차림 "마상상마"]
[한차림 "마상상마"]

{before the moves}
1. 71졸72 {?! [%eval -0.40]
the soldier
goes} 2. 41병42 3. 72졸62 {??} {first} {second} 4. 42병52
`
	recs, err := ReadGIB([]byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := recs[0]
	if len(rec.Moves) != 4 {
		t.Fatalf("%d moves, want 4: %v", len(rec.Moves), rec.Moves)
	}
	want := []Annotation{
		{NAGs: []int{NAGInaccuracy}, Comment: "[%eval -0.40] the soldier goes"},
		{},
		{NAGs: []int{NAGBlunder}, Comment: "first second"},
		{},
	}
	for i, w := range want {
		g := rec.Note(i)
		if !reflect.DeepEqual(g.NAGs, w.NAGs) || g.Comment != w.Comment {
			t.Errorf("move %d: %+v, want %+v", i+1, g, w)
		}
	}
}

// TestEvalText checks the [%eval] command's forms both ways and the comments that hold none.
func TestEvalText(t *testing.T) {
	for _, c := range []struct {
		comment string
		want    Eval
		ok      bool
	}{
		{"[%eval 0.35]", Eval{Pawns: 0.35}, true},
		{"good [%eval -12.50] move", Eval{Pawns: -12.5}, true},
		{"[%eval #3]", Eval{Mate: 3}, true},
		{"[%eval #-2] [%clk 0:01:00]", Eval{Mate: -2}, true},
		{"[%eval #0]", Eval{}, false},
		{"[%eval x]", Eval{}, false},
		{"[%eval Inf]", Eval{}, false},
		{"no eval", Eval{}, false},
		{"", Eval{}, false},
	} {
		got, ok := EvalOf(c.comment)
		if ok != c.ok || got != c.want {
			t.Errorf("EvalOf(%q) = %v, %v; want %v, %v", c.comment, got, ok, c.want, c.ok)
		}
		if c.ok {
			if back, _ := EvalOf(WithEval("", got)); back != got {
				t.Errorf("%v does not read back: %v", got, back)
			}
		}
	}
	if got := WithEval("[%eval 1.00] best Hc3", Eval{Mate: -4}); got != "[%eval #-4] best Hc3" {
		t.Errorf("WithEval replaced: %q", got)
	}
	if got := WithEval("best Hc3", Eval{Pawns: -0.5}); got != "[%eval -0.50] best Hc3" {
		t.Errorf("WithEval added: %q", got)
	}
}

// TestNotesChecked: a record whose annotations do not fit its moves is not written.
func TestNotesChecked(t *testing.T) {
	rec := New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4"}
	rec.Notes = []Annotation{{}, {Comment: "x"}}
	var b strings.Builder
	if err := WritePGN(&b, rec, PGNOptions{}); err == nil || !strings.Contains(err.Error(), "2 annotations for 1 moves") {
		t.Errorf("PGN with too many notes: %v", err)
	}
	rec.Notes = []Annotation{{NAGs: []int{300}}}
	if err := WriteGIB(&b, rec, UTF8); err == nil || !strings.Contains(err.Error(), "$300") {
		t.Errorf(".gib with glyph 300: %v", err)
	}
}

// TestAtStart: a record starting from any of the sixteen pairs of setups starts at the start; one
// from a position with a piece gone, or with Han to move, does not.
func TestAtStart(t *testing.T) {
	rec := New(kind.Janggi, nil)
	for _, cho := range game.Setups() {
		for _, han := range game.Setups() {
			rec.StartFEN = game.StartFEN(game.Standard().Game, cho, han)
			if !rec.AtStart() {
				t.Errorf("%v/%v: not at the start", cho, han)
			}
		}
	}
	start := rec.StartFEN
	rec.StartFEN = strings.Replace(start, " w ", " b ", 1)
	if rec.AtStart() {
		t.Errorf("%s: Han to move, yet at the start", rec.StartFEN)
	}
	rec.StartFEN = strings.Replace(start, "R", "1", 1)
	if rec.AtStart() {
		t.Errorf("%s: a chariot gone, yet at the start", rec.StartFEN)
	}
	x := New(kind.Xiangqi, nil)
	if !x.AtStart() {
		t.Errorf("Xiangqi's start %s is not at the start", x.StartFEN)
	}
}
