package analyser

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"janggi/ai"
	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/game/port"
	"janggi/game/twelve"
	"janggi/record"
)

// janggiRecord returns the record of a standard Janggi game of the given UCI moves.
func janggiRecord(t *testing.T, moves ...string) *record.Record {
	t.Helper()
	rec := record.New(kind.Janggi, nil)
	rec.Moves = moves
	if err := rec.Validate(); err != nil {
		t.Fatal(err)
	}
	return rec
}

// blunderGame: Cho's third ply puts a chariot where a soldier takes it, and nothing can take back.
// Han's moves are sound: on two threads, which table, warm from which positions, searches which
// position is a matter of timing, and at depth 5 the soldier's a7a6 of an earlier fixture lost
// from 0.06 to 0.12, sometimes a mistake (0.10); even the horse's h10g8 was, once in 150 runs
// under load. TestBlunderMarked's verdicts come from one thread.
var blunderGame = []string{"a4b4", "h10g8", "a1a6", "a7a6", "b1c3", "b10c8"}

const blunderPly = 2

// TestBlunderMarked analyses a game in which Cho gives a chariot away for nothing and wants that
// move marked a blunder, the capture that punishes it not marked at all, the counts and the
// summary to say so, and the annotated PGN to carry the blunder's glyph and evaluations.
func TestBlunderMarked(t *testing.T) {
	rec := janggiRecord(t, blunderGame...)
	// The fixture is what it says: after the chariot's move a soldier takes it, and no Cho piece
	// can reach that point.
	at, _ := rec.Position(blunderPly + 1)
	p, _ := port.Core[*game.Position](at)
	if p.At(p.LastMove().To()).Type() != game.Chariot {
		t.Fatal("the blunder is not a chariot move")
	}
	at, _ = rec.Position(blunderPly + 2)
	p, _ = port.Core[*game.Position](at)
	to := p.LastMove().To()
	if slices.ContainsFunc(p.LegalMoves(nil), func(m game.Move) bool { return m.To() == to }) {
		t.Fatal("Cho can take back: the fixture gives nothing away")
	}

	// One thread, so that every run searches the positions in one order from one table and gets
	// the same verdicts (TestProgress and the window's tests run analyses on several).
	rep, err := Run(context.Background(), rec, analysis.Options{Depth: 5, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete() || len(rep.Moves) != len(blunderGame) {
		t.Fatalf("report of %d positions done of %d, %d moves", rep.Done, len(rep.Positions), len(rep.Moves))
	}
	m, _ := rep.MoveAt(blunderPly)
	if m.Class != analysis.Blunder || m.Side != game.Cho {
		t.Fatalf("the chariot given away is %v by %v (lost %.2f of the expected score: %.2f -> %.2f), want a blunder by Cho", m.Class, m.Side, m.Loss, m.Before, m.After)
	}
	if m.Best == "" || m.Best == m.Move || len(m.Line) == 0 || m.Line[0] != m.Best {
		t.Errorf("the blunder's better move %q and line %v", m.Best, m.Line)
	}
	if c, _ := rep.MoveAt(blunderPly + 1); c.Class > analysis.Good {
		t.Errorf("the soldier's capture of the chariot is %v, want best or good", c.Class)
	}
	if got := rep.Sides[game.Cho].Count[analysis.Blunder]; got != 1 {
		t.Errorf("Cho's blunders: %d, want 1", got)
	}
	if got := rep.Sides[game.Han].Count[analysis.Blunder] + rep.Sides[game.Han].Count[analysis.Mistake]; got != 0 {
		t.Errorf("Han's mistakes and blunders: %d, want 0", got)
	}
	if a, b := rep.Sides[game.Cho].Accuracy, rep.Sides[game.Han].Accuracy; !(a < b) || a <= 0 || b > 100 {
		t.Errorf("accuracy Cho %.1f, Han %.1f: want Cho's lower, both within 0..100", a, b)
	}
	if next, ok := rep.NextMistake(-1, false); !ok || next != blunderPly {
		t.Errorf("NextMistake from the start: %d %v, want %d", next, ok, blunderPly)
	}
	if _, ok := rep.NextMistake(blunderPly, false); ok {
		t.Error("NextMistake after the blunder found another")
	}
	if prev, ok := rep.PrevMistake(len(blunderGame), false); !ok || prev != blunderPly {
		t.Errorf("PrevMistake from the end: %d %v", prev, ok)
	}

	for _, f := range []record.Format{record.PGN, record.GIB} {
		back, b := annotated(t, rec, rep, f)
		note := back[0].Note(blunderPly)
		if !slices.Contains(note.NAGs, record.NAGBlunder) {
			t.Errorf("%s: the blunder's annotation %+v has no $4\n%s", f, note, b.String())
		}
		ev, ok := record.EvalOf(note.Comment)
		if !ok || ev.Pawns > -5 && ev.Mate >= 0 {
			t.Errorf("%s: the evaluation after the blunder %v (%v), want Han a chariot up\n%s", f, ev, ok, b.String())
		}
		for i := range blunderGame {
			if _, ok := record.EvalOf(back[0].Note(i).Comment); !ok {
				t.Errorf("%s: move %d has no evaluation", f, i+1)
			}
		}
		if !strings.Contains(note.Comment, "best") && !strings.Contains(note.Comment, "최선") {
			t.Errorf("%s: the blunder's comment %q does not give the better move", f, note.Comment)
		}
	}
}

// TestProgress: every position is reported once, with the count done; then the positions
// searched again around a flagged move, once more each, with the count at the total.
func TestProgress(t *testing.T) {
	rec := janggiRecord(t, blunderGame...)
	var mu sync.Mutex
	seen, again := map[int]bool{}, map[int]bool{}
	last, total := 0, len(blunderGame)+1
	_, err := Run(context.Background(), rec, analysis.Options{Depth: 3, Threads: 2}, func(u analysis.Update) {
		mu.Lock()
		defer mu.Unlock()
		if u.Total != total || !u.Position.Done {
			t.Errorf("update %+v", u)
		}
		if last == total { // the deeper look
			if again[u.Index] || u.Done != total {
				t.Errorf("update %+v after the first pass", u)
			}
			again[u.Index] = true
			return
		}
		if seen[u.Index] || u.Done != last+1 {
			t.Errorf("update %+v after %d", u, last)
		}
		seen[u.Index], last = true, u.Done
	})
	if err != nil || len(seen) != len(blunderGame)+1 {
		t.Fatalf("%d positions reported, error %v", len(seen), err)
	}

}

// TestCancelStops cancels a long analysis while it runs.
func TestCancelStops(t *testing.T) {
	rec := janggiRecord(t, blunderGame...)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel) // when it comes does not matter: the verdict is the same
	// Uncancelled, the analysis takes a minute for each of its positions: the guard turns that
	// (a hang, to this test) into a failure; it is no speed limit.
	type result struct {
		rep *analysis.Report
		err error
	}
	done := make(chan result, 1)
	go func() {
		rep, err := Run(ctx, rec, analysis.Options{MoveTime: time.Minute, Threads: 2}, nil)
		done <- result{rep, err}
	}()
	var rep *analysis.Report
	select {
	case r := <-done:
		rep = r.rep
		if !errors.Is(r.err, context.Canceled) {
			t.Fatalf("error %v, want context.Canceled", r.err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the cancelled analysis did not stop")
	}
	if rep == nil || rep.Complete() || len(rep.Positions) != len(blunderGame)+1 {
		t.Fatalf("report after cancel: %+v", rep)
	}
}

// TestTwelveResultChange plays Twelve Janggi games until a move leaves the king to be taken in a
// position that was not lost, and wants the analysis to mark that move as changing the result
// (proven: the king is taken next ply), a blunder, with the book's or the proof's exact values.
func TestTwelveResultChange(t *testing.T) {
	p := twelve.NewPosition(twelve.TwelveJanggi)
	var moves []string
	// A fixed walk: the first legal move that keeps the king safe, until a ply where some move
	// leaves it en prise; that move is played.
	blunder := -1
	for ply := 0; ply < 12 && blunder < 0; ply++ {
		legal := p.LegalMoves(nil)
		var safe, hanging twelve.Move = twelve.NoMove, twelve.NoMove
		for _, m := range legal {
			p.Make(m)
			lost := kingTakeable(p)
			p.Unmake()
			if lost && hanging == twelve.NoMove && ply >= 4 {
				hanging = m
			}
			if !lost && safe == twelve.NoMove {
				safe = m
			}
		}
		m := safe
		if hanging != twelve.NoMove {
			m, blunder = hanging, ply
		}
		moves = append(moves, m.String())
		p.Make(m)
	}
	if blunder < 0 {
		t.Fatal("no move leaves the king en prise in the walk")
	}
	// The king is taken.
	for _, m := range p.LegalMoves(nil) {
		if p.PieceAt(m.To()).Type() == twelve.King {
			moves = append(moves, m.String())
			break
		}
	}
	rec := record.New(kind.Twelve, nil)
	rec.Moves = moves
	if err := rec.Validate(); err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), rec, analysis.Options{Depth: 6, Threads: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := rep.MoveAt(blunder)
	if !m.ResultChanged || m.To != analysis.Loss || m.From == analysis.Loss || !m.Proven || m.Class != analysis.Blunder {
		t.Fatalf("move %d (%s) leaving the king: %+v", blunder+1, moves[blunder], m)
	}
	last := rep.Positions[len(rep.Positions)-1]
	if !last.Proven || last.Score.Kind == analysis.Eval {
		t.Errorf("the final position (king taken): %+v", last)
	}
	if got := rep.Sides[m.Side].Changes; got < 1 {
		t.Errorf("%v's moves that changed the result: %d", m.Side, got)
	}
	// The early positions are in the solved opening book: exact.
	if !rep.Positions[0].Proven || rep.Positions[0].Score.Kind != analysis.Drawn {
		t.Errorf("Twelve Janggi's start: %+v, want a proven draw", rep.Positions[0])
	}
}

// kingTakeable reports whether the side to move can take the other king.
func kingTakeable(p *twelve.Position) bool {
	for _, m := range p.LegalMoves(nil) {
		if !m.IsDrop() && p.PieceAt(m.To()).Type() == twelve.King {
			return true
		}
	}
	return false
}

// TestOptionsChecked: wrong options are refused with the option named.
func TestOptionsChecked(t *testing.T) {
	rec := janggiRecord(t)
	for _, c := range []struct {
		o    analysis.Options
		want string
	}{{analysis.Options{Depth: -1}, "depth"}, {analysis.Options{Depth: analysis.MaxDepth + 1}, "depth"}, {analysis.Options{MoveTime: -time.Second}, "time"},
		{analysis.Options{Threads: analysis.MaxThreads + 1}, "threads"}, {analysis.Options{HashMB: -1}, "hash"}} {
		if _, err := Run(context.Background(), rec, c.o, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error naming %s", c.o, err, c.want)
		}
	}
	if _, err := Run(context.Background(), nil, analysis.Options{}, nil); err == nil {
		t.Error("no record: no error")
	}
}

// annotated writes rec annotated with rep in format f and reads it back: the records read, and
// the text written (for failure messages).
func annotated(t *testing.T, rec *record.Record, rep *analysis.Report, f record.Format) ([]*record.Record, *bytes.Buffer) {
	t.Helper()
	out := *rec
	out.Notes = nil
	analysis.Annotate(&out, rep, f)
	var b bytes.Buffer
	if err := record.Write(&b, f, &out, record.Options{Encoding: record.UTF8}); err != nil {
		t.Fatal(err)
	}
	back, err := record.Read(b.Bytes(), f, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return back, &b
}

// TestAnalysisUsesTheNetwork checks that an analysis of a game under standard rules, the window's
// default, searches with the built-in network, as the engine at full strength does: the start
// position, analysed first on the analyser's fresh engine, takes the nodes a fresh engine with the
// network takes to the same depth, and not those of one without.
func TestAnalysisUsesTheNetwork(t *testing.T) {
	rec := janggiRecord(t)
	rep, err := Run(context.Background(), rec, analysis.Options{Depth: 6, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete() || len(rep.Positions) != 1 {
		t.Fatalf("the analysis of the start alone: %d of %d positions", rep.Done, len(rep.Positions))
	}
	start, err := rec.Position(0)
	if err != nil {
		t.Fatal(err)
	}
	pos, _ := port.Core[*game.Position](start)
	nodes := func(evalFile string) int64 {
		e := ai.NewEngine(analysis.DefaultHashMB)
		if err := e.SetEvalFile(evalFile); err != nil {
			t.Fatal(err)
		}
		res, err := e.Search(context.Background(), pos.Clone(), ai.Limits{Depth: 6}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res.Nodes
	}
	with, without := nodes(ai.BuiltinEvalFile), nodes(ai.EmptyEvalFile)
	if with == without {
		t.Fatalf("the engine takes %d nodes with the network and without: the test cannot tell them apart", with)
	}
	if got := rep.Positions[0].Nodes; got != with {
		t.Errorf("the analysis searched %d nodes; with the built-in network %d, without %d", got, with, without)
	}
}
