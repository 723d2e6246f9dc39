package render

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"janggi/ai/analyser"

	"github.com/hajimehoshi/ebiten/v2"

	"janggi/analysis"
	"janggi/game/kind"
	"janggi/game/twelve"
	"janggi/record"
	"janggi/render/i18n"
	"janggi/render/ui"
)

// analysedRecord is a record in which Cho gives a chariot away (a soldier takes it, nothing
// takes back), then plays on a few moves.
func analysedRecord(t *testing.T) *record.Record {
	t.Helper()
	rec := record.New(kind.Janggi, nil)
	rec.Moves = []string{"a4b4", "a7a6", "a1a5", "a6a5", "b1c3", "b10c8", "c4c5", "c7c6"}
	if err := rec.Validate(); err != nil {
		t.Fatal(err)
	}
	return rec
}

// runAnalysis waits for the scene's running analysis to end, and updates the scene once to take in
// its end (pollAnalysis reads what runAnalysis puts back). The 2-minute guard only turns a hang
// into a failure.
func runAnalysis(t *testing.T, g *gameScene, st *State) {
	t.Helper()
	a := g.an.run
	if a == nil || !a.running {
		return
	}
	select {
	case err := <-a.finished:
		a.finished <- err
	case <-time.After(2 * time.Minute):
		t.Fatal("the analysis did not end")
	}
	g.Update(st)
	if g.an.run == a && a.running {
		t.Fatal("the scene did not take in the ended analysis")
	}
}

// TestAnalyseARecord opens a record, analyses it with A, and wants: the analysis in the
// background (Update never waits for it), every position analysed, the blunder classed in the
// move list, ] and [ stepping to it, a click on the graph stepping to its move, the better move's
// arrow drawable, the verdict naming the better line, Stop, and the analysis dropped when the
// game on the board changes.
func TestAnalyseARecord(t *testing.T) {
	st := sceneState(t, 1200, 900)
	rec := analysedRecord(t)
	g := live(openedScene(st, "blunder.pgn", rec, 1))(t)
	g.Update(st)
	if !g.an.canAnalyse() {
		t.Fatal("an opened record cannot be analysed")
	}
	if b := g.an.button(); b.Disabled || b.Label != "분석" && b.Label != "Analyse" {
		t.Fatalf("the Analyse button: %+v", b)
	}
	key(g, st, ebiten.KeyA, false) // runs the analysis in the background: still running below
	if g.an.run == nil || !g.an.run.running || g.an.run.deep {
		t.Fatalf("A did not start a quick analysis: %+v", g.an.run)
	}
	runAnalysis(t, g, st)
	a := g.an.run
	if !a.report.Complete() {
		t.Fatalf("%d of %d positions analysed", a.report.Done, len(a.positions))
	}
	m, ok := a.report.MoveAt(2)
	if !ok || m.Class != analysis.Blunder {
		t.Fatalf("the chariot given away: %+v", m)
	}
	if marks := g.panel.moves.marks; len(marks) != len(rec.Moves) || marks[2] != analysis.Blunder {
		t.Errorf("the move list's marks: %v", marks)
	}
	if b := g.an.button(); b.Label != "깊이 분석" && b.Label != "Deeper" {
		t.Errorf("after a quick analysis the button reads %q, want Deeper", b.Label)
	}

	// ] steps to the next move the analysis marked, [ to the one before: the blunder, and any move
	// a quick (timed) analysis marks besides, which depends on how deep it got on this machine.
	const blunderShown = 3 // the position after the blunder, move 2
	step := func(k ebiten.Key) {
		t.Helper()
		from := g.m.ShownPly()
		want, ok := a.report.PrevMistake(from-1, false)
		if k == ebiten.KeyBracketRight {
			want, ok = a.report.NextMistake(from-1, false)
		}
		want++
		if !ok {
			want = from
		}
		key(g, st, k, false)
		if got := g.m.ShownPly(); got != want {
			t.Fatalf("key %v from ply %d shows ply %d, want %d (the next move marked that way)", k, from, got, want)
		}
	}
	g.m.StepTo(0)
	for g.m.ShownPly() < blunderShown {
		from := g.m.ShownPly()
		if step(ebiten.KeyBracketRight); g.m.ShownPly() == from {
			t.Fatalf("] from ply %d found no marked move, the blunder at move 2 included", from)
		}
	}
	if got := g.m.ShownPly(); got != blunderShown {
		t.Fatalf("] from the start stepped over the blunder to ply %d", got)
	}
	g.layout()
	if a.footer == "" || a.footerInk != classInk(analysis.Blunder) {
		t.Errorf("the verdict on the blunder: %q", a.footer)
	}
	if _, _, _, _, _, ok := g.b.arrowFor(m.Best, m.Side); !ok {
		t.Errorf("no arrow for the better move %q", m.Best)
	}
	step(ebiten.KeyBracketRight)
	g.m.StepTo(len(rec.Moves))
	for g.m.ShownPly() > blunderShown {
		from := g.m.ShownPly()
		if step(ebiten.KeyBracketLeft); g.m.ShownPly() == from {
			t.Fatalf("[ from ply %d found no marked move, the blunder at move 2 included", from)
		}
	}
	if got := g.m.ShownPly(); got != blunderShown {
		t.Fatalf("[ from the end stepped over the blunder to ply %d", got)
	}

	// A click on the graph's right end shows the last position; on its left end the start.
	r := g.an.graphRect()
	if r.W <= 0 {
		t.Fatal("no graph")
	}
	clickAt(g, st, r.X+r.W-1, r.Y+r.H/2)
	if got := g.m.ShownPly(); got != len(rec.Moves) {
		t.Errorf("a click on the graph's end shows ply %d", got)
	}
	clickAt(g, st, r.X+1, r.Y+r.H/2)
	if got := g.m.ShownPly(); got != 0 {
		t.Errorf("a click on the graph's start shows ply %d", got)
	}
	img := ebiten.NewImage(1200, 900)
	g.m.StepTo(3)
	g.layout()
	if err := drawCatching(g, img); err != nil {
		t.Fatal(err)
	}
	rep := g.report()
	found := false
	for _, ar := range rep.Areas {
		found = found || ar.Name == "graph"
	}
	if !found {
		t.Error("the trace's report has no graph area")
	}

	// Shift+A: a deep analysis, stopped at once by A; what it finished stays.
	st.in.chars = []rune{'A'}
	st.in.keys = []ebiten.Key{ebiten.KeyA}
	g.Update(st)
	st.in = input{}
	if g.an.run == nil || !g.an.run.deep || !g.an.run.running {
		t.Fatalf("Shift+A: %+v", g.an.run)
	}
	key(g, st, ebiten.KeyA, false)
	if g.an.run == nil || g.an.run.running {
		t.Fatal("A did not stop the running analysis")
	}
	if b := g.an.button(); b.Disabled {
		t.Error("after a stop the button is off")
	}
	g.close()
	if g.an.run != nil {
		t.Error("closing the scene kept the analysis")
	}
}

// TestAnalysisDroppedWhenTheGameChanges: an analysis of other moves than the board's is
// dropped, not shown against the wrong moves.
func TestAnalysisDroppedWhenTheGameChanges(t *testing.T) {
	st := sceneState(t, 1000, 720)
	rec := analysedRecord(t)
	g := live(openedScene(st, "blunder.pgn", rec, 1))(t)
	g.an.start(false)
	if g.an.run == nil {
		t.Fatal("no analysis")
	}
	runAnalysis(t, g, st)
	// Another record opened is another scene, so here the analysed moves are made to differ.
	g.an.run.rec.Moves = append([]string(nil), g.an.run.rec.Moves[:len(g.an.run.rec.Moves)-1]...)
	g.an.run.changes = -1
	g.Update(st)
	if g.an.run != nil {
		t.Error("an analysis of other moves than the board's was kept")
	}
}

// TestAnalyseTwelveJanggi analyses a Twelve Janggi record in which Cho leaves the king to be
// taken, and wants the move marked as changing the result, the verdict saying so, and the
// better move's arrow on the board (a drop starts in the hand).
func TestAnalyseTwelveJanggi(t *testing.T) {
	st := sceneState(t, 1000, 720)
	// The first legal moves that keep the king safe, until one leaves it to be taken (played),
	// then the king taken.
	p := twelve.NewPosition(twelve.TwelveJanggi)
	var moves []string
	for len(moves) < 12 {
		safe, hanging := twelve.NoMove, twelve.NoMove
		for _, m := range p.LegalMoves(nil) {
			p.Make(m)
			lost := false
			for _, r := range p.LegalMoves(nil) {
				lost = lost || !r.IsDrop() && p.PieceAt(r.To()).Type() == twelve.King
			}
			p.Unmake()
			if lost && hanging == twelve.NoMove && len(moves) >= 4 {
				hanging = m
			} else if !lost && safe == twelve.NoMove {
				safe = m
			}
		}
		if hanging != twelve.NoMove {
			moves = append(moves, hanging.String())
			p.Make(hanging)
			for _, r := range p.LegalMoves(nil) {
				if !r.IsDrop() && p.PieceAt(r.To()).Type() == twelve.King {
					moves = append(moves, r.String())
					break
				}
			}
			break
		}
		moves = append(moves, safe.String())
		p.Make(safe)
	}
	rec := record.New(kind.Twelve, nil)
	rec.Moves = moves
	if err := rec.Validate(); err != nil {
		t.Fatal(err)
	}
	g := live(openedScene(st, "twelve.pgn", rec, 1))(t)
	g.an.start(false)
	runAnalysis(t, g, st)
	if !g.an.run.report.Complete() {
		t.Fatal("not every position was analysed")
	}
	if p := g.an.run.positions[0]; !p.Proven {
		t.Errorf("Twelve Janggi's start is not scored from the solved book: %+v", p)
	}
	for _, m := range g.an.run.report.Moves {
		if m.Best == "" {
			continue
		}
		if _, _, _, _, _, ok := g.b.arrowFor(m.Best, m.Side); !ok {
			t.Errorf("no arrow for %q", m.Best)
		}
	}
	changed := 0
	for ply := range rec.Moves {
		g.m.StepTo(ply + 1)
		g.layout()
		if m, _ := g.an.run.report.MoveAt(ply); m.ResultChanged {
			changed++
			if !strings.Contains(g.an.run.footer, "→") {
				t.Errorf("the verdict on move %d, which changed the result: %q", ply+1, g.an.run.footer)
			}
		}
	}
	if changed == 0 {
		t.Error("no move marked as changing the result, though one left the king to be taken")
	}
}

// TestAnAnnotatedRecordShowsItsAnalysis opens a record that an analysis annotated and wants its
// analysis shown at once, without analysing again: the graph, the blunder marked in the move
// list and its better move's arrow, the graph labelled as read from the record; Analyse then runs
// a fresh analysis.
func TestAnAnnotatedRecordShowsItsAnalysis(t *testing.T) {
	rec := analysedRecord(t)
	rep, err := analyser.Run(t.Context(), rec, analysis.Options{Depth: 4, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	analysis.Annotate(rec, rep, record.PGN)
	var b strings.Builder
	if err := record.Write(&b, record.PGN, rec, record.Options{Encoding: record.UTF8}); err != nil {
		t.Fatal(err)
	}
	back, err := record.Read([]byte(b.String()), record.PGN, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := sceneState(t, 1200, 900)
	g := live(openedScene(st, "annotated.pgn", back[0], 1))(t)
	g.Update(st)
	a := g.an.run
	if a == nil || a.running || !a.fromFile {
		t.Fatalf("the annotated record's analysis is not shown: %+v", a)
	}
	if marks := g.panel.moves.marks; len(marks) != len(rec.Moves) || marks[2] != analysis.Blunder {
		t.Errorf("the move list's marks: %v", marks)
	}
	m, ok := a.report.MoveAt(2)
	if !ok || m.Best == "" {
		t.Fatalf("the blunder read back: %+v", m)
	}
	if _, _, _, _, _, ok := g.b.arrowFor(m.Best, m.Side); !ok {
		t.Errorf("no arrow for the better move %q", m.Best)
	}
	if r := g.an.graphRect(); r.W <= 0 {
		t.Error("no graph")
	}
	img := ebiten.NewImage(1200, 900)
	g.m.StepTo(3)
	g.layout()
	if err := drawCatching(g, img); err != nil {
		t.Fatal(err)
	}
	if bt := g.an.button(); bt.Disabled || bt.Label != "분석" && bt.Label != "Analyse" {
		t.Errorf("the button beside an analysis read from the record: %+v, want Analyse", bt)
	}
	key(g, st, ebiten.KeyA, false)
	if g.an.run == nil || !g.an.run.running || g.an.run.fromFile {
		t.Fatalf("A beside an analysis read from the record did not start one: %+v", g.an.run)
	}
}

// TestSaveWritesTheAnalysis: once a game is analysed, the record Save writes carries the
// analysis in its annotations (the blunder's glyph, the evaluations), in a copy: the game's own
// record is left without them; a FEN, which has no moves, is saved as it is.
func TestSaveWritesTheAnalysis(t *testing.T) {
	st := sceneState(t, 1200, 900)
	g := live(openedScene(st, "blunder.pgn", analysedRecord(t), 1))(t)
	g.Update(st)
	if rec := g.files.record(); g.an.annotated(rec, "x.pgn") != rec {
		t.Error("a game without an analysis was changed for saving")
	}
	key(g, st, ebiten.KeyA, false)
	runAnalysis(t, g, st)
	rec := g.files.record()
	out := g.an.annotated(rec, "x.pgn")
	if rec.HasNotes() {
		t.Error("saving wrote the analysis into the game's own record")
	}
	if n := out.Note(2); !slices.Contains(n.NAGs, record.NAGBlunder) {
		t.Errorf("the blunder's annotation in the saved record: %+v", n)
	}
	if _, ok := record.EvalOf(out.Note(0).Comment); !ok {
		t.Errorf("the first move has no evaluation: %+v", out.Note(0))
	}
	if g.an.annotated(rec, "x.fen") != rec {
		t.Error("a FEN was annotated")
	}
}

// TestTheVerdictFitsItsBox analyses a record with a blunder and shows the blunder in the
// smallest window and the usual one, in both languages: the verdict is drawn whole, on as many
// lines as it takes, and every text of the analysis box is drawn within it, none cut short with
// "…" (issue 54: the verdict was cut off, and at 640×480 left out).
func TestTheVerdictFitsItsBox(t *testing.T) {
	for _, sz := range [][2]float64{{640, 480}, {1200, 900}} {
		st := sceneState(t, sz[0], sz[1])
		g := live(openedScene(st, "blunder.pgn", analysedRecord(t), 1))(t)
		g.Update(st)
		key(g, st, ebiten.KeyA, false)
		runAnalysis(t, g, st)
		g.m.StepTo(3) // after the chariot given away
		// The engine's better line is as long as the verdict shows (four moves), the same in
		// every run: the horses out.
		for i := range g.an.run.report.Moves {
			if m := &g.an.run.report.Moves[i]; m.Ply == 2 {
				m.Best, m.Line = "b1c3", []string{"b1c3", "b10c8", "h1g3", "h10g8"}
			}
		}
		g.an.run.version++
		for _, l := range []i18n.Lang{i18n.Korean, i18n.English} {
			st.settings.Lang = langSetting(l)
			g.layout()
			name := fmt.Sprintf("%.0f×%.0f, %v", sz[0], sz[1], l)
			_, box := g.an.rects()
			p := g.an.parts(box)
			type drawn struct {
				s    string
				size float64
			}
			var texts []drawn
			onLoop(func() {
				ui.DrawnSize = func(s string, size float64) { texts = append(texts, drawn{s, size}) }
				defer func() { ui.DrawnSize = nil }()
				dst := ebiten.NewImage(int(sz[0]), int(sz[1]))
				defer dst.Deallocate()
				g.an.draw(dst, box)
			})
			var verdict []string
			for _, d := range texts {
				if w, _ := ui.Measure(st.fonts.Sans, d.size, d.s); w > p.foot.W+0.5 || strings.Contains(d.s, "…") {
					t.Errorf("%s: %q is drawn %.0f pixels wide in a box %.0f wide", name, d.s, w, p.foot.W)
				}
				if slices.Contains(g.an.run.footerLines, d.s) {
					verdict = append(verdict, d.s)
				}
			}
			if g.an.run.footer == "" || strings.Join(verdict, " · ") != g.an.run.footer && strings.Join(verdict, " ") != strings.ReplaceAll(g.an.run.footer, " · ", " ") {
				t.Errorf("%s: the verdict %q is drawn as %q", name, g.an.run.footer, verdict)
			}
			if sz[0] == 640 && len(g.an.run.footerLines) < 2 {
				t.Errorf("%s: the verdict %q fits one line: the test wants one that does not", name, g.an.run.footer)
			}
			if r := p.foot; r.Y < box.Y || r.Y+r.H > box.Y+box.H {
				t.Errorf("%s: the verdict's lines %+v run out of the box %+v", name, r, box)
			}
			t.Logf("%s: %q, graph %+v", name, verdict, p.graph)
		}
	}
}
