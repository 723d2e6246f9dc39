package ai

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/game/kind"
)

// TestNNCorrectionFollowsTheSearch walks random lines the way the search does (moves, passes,
// takebacks, evaluations at some plies and not others) and checks that the correction at every
// evaluation is what the network gives for the board from scratch.
func TestNNCorrectionFollowsTheSearch(t *testing.T) {
	for _, palace := range []bool{false, true} {
		t.Run(map[bool]string{false: "plain", true: "palace"}[palace], func(t *testing.T) { testNNCorrectionFollowsTheSearch(t, palace) })
	}
}

func testNNCorrectionFollowsTheSearch(t *testing.T, palace bool) {
	n, err := nnue.New(8, palace, 5)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale = 300
	r := rand.New(rand.NewPCG(6, 7))
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	p := position(t, "casual", benchFENs[5])
	w.prepare(s, p, nil)
	w.prepareNN(n)
	ply, checked := 0, 0
	for step := 0; step < 3000; step++ {
		switch {
		case ply > 0 && (r.IntN(3) == 0 || ply >= 40 || w.pos.Result().Over()):
			w.unmakeMove()
			ply--
		case r.IntN(8) == 0 && !w.pos.LastMove().IsPass():
			w.makeNull(ply)
			ply++
		default:
			moves := w.pos.LegalMoves(nil)
			if len(moves) == 0 {
				continue
			}
			w.makeMove(moves[r.IntN(len(moves))], ply)
			ply++
		}
		if r.IntN(2) == 0 {
			continue
		}
		var board [game.SquareCount]game.Piece
		for sq := range board {
			board[sq] = w.pos.At(game.Square(sq))
		}
		side := w.pos.SideToMove()
		want := n.Output(n.Features(nil, &board, side), n.Features(nil, &board, 1-side)) * n.Scale
		if got := float64(w.nnCorrection()); math.Abs(got-float64(Score(want))) > 1 {
			t.Fatalf("step %d, ply %d: correction %v, from the board %v", step, ply, got, want)
		}
		checked++
	}
	if checked < 1000 {
		t.Fatalf("only %d evaluations checked", checked)
	}
}

// TestSetEvalFile checks that an engine given a network file searches with the correction (its
// search differs from one without), Janggi and Xiangqi alike (the file is the user's choice for the
// game played), that "" takes it away (the search is again the one without),
// and that a missing or broken file is refused with an error naming it, the evaluation kept.
func TestSetEvalFile(t *testing.T) {
	n, err := nnue.New(8, false, 9)
	if err != nil {
		t.Fatal(err)
	}
	n.Scale = 400
	path := filepath.Join(t.TempDir(), "net.nnue")
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(4)
	nodes := func(p *game.Position, depth int) int64 { return searchNodes(t, e, p, Limits{Depth: depth}) }
	p := position(t, "casual", benchFENs[7])
	if err := e.SetEvalFile(""); err != nil {
		t.Fatal(err)
	}
	plain := nodes(p, 6)
	if err := e.SetEvalFile(path); err != nil {
		t.Fatal(err)
	}
	if got := nodes(p, 6); got == plain {
		t.Errorf("with the network: %d nodes, the same as without: the correction was not used", got)
	}
	for _, bad := range []string{filepath.Join(t.TempDir(), "missing"), "/etc/hostname"} {
		if err := e.SetEvalFile(bad); err == nil || !strings.Contains(err.Error(), filepath.Base(bad)) {
			t.Errorf("SetEvalFile(%s): err %v, want one naming it", bad, err)
		}
	}
	x := position(t, "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
	withNet := nodes(x, 5)
	if err := e.SetEvalFile(""); err != nil {
		t.Fatal(err)
	}
	if without := nodes(x, 5); without == withNet {
		t.Errorf("Xiangqi: %d nodes with the file's network, the same as without: it was not used", withNet)
	}
	if err := e.SetEvalFile(""); err != nil {
		t.Fatal(err)
	}
	if got := nodes(p, 6); got != plain {
		t.Errorf("after SetEvalFile(\"\"): %d nodes, want %d as without a network", got, plain)
	}
}

// TestBuiltinNet checks the built-in networks: each reads, a new engine has them, and the searches
// use them where searchNet says (Janggi at full strength, under rules that count as under those that
// do not, and at level 10, the window's strongest, with Janggi's; Xiangqi at full strength and at
// level 10 with its own) and nowhere else: not at a level bounded in depth, not after
// SetEvalFile("") or SetEvalFile(EmptyEvalFile), where the search is the one without.
func TestBuiltinNet(t *testing.T) {
	for name, n := range map[string]*nnue.Net{"Janggi's": builtinNet(), "Xiangqi's": builtinXiangqiNet()} {
		if n == nil {
			t.Fatalf("the built-in network, %s, does not read", name)
		}
		if n.Palace || n.Hidden < 8 || n.Scale <= 0 {
			t.Errorf("the built-in network, %s: palace %v, %d hidden, scale %v: want a plain one fitted as a correction", name, n.Palace, n.Hidden, n.Scale)
		}
	}
	e := NewEngine(4)
	if got := e.searchNet(nil, kind.Xiangqi); got != builtinXiangqiNet() {
		t.Errorf("a new engine's network for Xiangqi is not Xiangqi's own")
	}
	if got := e.searchNet(nil, kind.Janggi); got != builtinNet() {
		t.Errorf("a new engine's network for Janggi is not Janggi's own")
	}
	stopClock(e) // level 5's time cap must not cut one search shorter than the other
	search := func(p *game.Position, lim Limits) int64 { return searchNodes(t, e, p, lim) }
	casual := position(t, "casual", benchFENs[7])
	standard := position(t, "standard", benchFENs[7])
	xiangqi := position(t, "xiangqi", game.StartFEN(kind.Xiangqi, game.HEEH, game.HEEH))
	full, weak, top := Limits{Depth: 6}, Limits{Level: 5}, Limits{Level: MaxLevel, Depth: 6}
	all := func() [7]int64 {
		return [7]int64{search(casual, full), search(standard, full), search(standard, top), search(xiangqi, full), search(xiangqi, top),
			search(casual, weak), search(xiangqi, weak)}
	}
	builtin := all()
	if err := e.SetEvalFile(""); err != nil {
		t.Fatal(err)
	}
	none := all()
	for i, what := range []string{"casual rules", "standard rules", "level 10", "Xiangqi", "Xiangqi at level 10"} {
		if builtin[i] == none[i] {
			t.Errorf("%s: %d nodes with the built-in network and without: it was not used", what, none[i])
		}
	}
	for i, what := range []string{"level 5 (bounded in depth)", "Xiangqi at level 5"} {
		if builtin[5+i] != none[5+i] {
			t.Errorf("%s: %d nodes with the built-in network, %d without: want the same (it does not use one)", what, builtin[5+i], none[5+i])
		}
	}
	if err := e.SetEvalFile(BuiltinEvalFile); err != nil {
		t.Fatal(err)
	}
	if got := search(casual, full); got != builtin[0] {
		t.Errorf("after SetEvalFile(BuiltinEvalFile): %d nodes, want %d as a new engine", got, builtin[0])
	}
	if got := search(xiangqi, full); got != builtin[3] {
		t.Errorf("Xiangqi after SetEvalFile(BuiltinEvalFile): %d nodes, want %d as a new engine", got, builtin[3])
	}
	if err := e.SetEvalFile(EmptyEvalFile); err != nil {
		t.Fatal(err)
	}
	if got := search(casual, full); got != none[0] {
		t.Errorf("after SetEvalFile(EmptyEvalFile): %d nodes, want %d as after SetEvalFile(\"\")", got, none[0])
	}
}

// searchNodes returns the nodes e searches in p within lim, from a new game (an empty table).
func searchNodes(t *testing.T, e *Engine, p *game.Position, lim Limits) int64 {
	t.Helper()
	if err := e.NewGame(); err != nil {
		t.Fatal(err)
	}
	res, err := e.Search(context.Background(), p, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Nodes
}
