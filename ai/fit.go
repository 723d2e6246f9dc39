package ai

import (
	"bytes"
	"fmt"
	"go/format"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/kind"
)

// What the tools that fit an evaluation to games need of the engine, and no more: tools/tune fits
// the weights (go generate ./ai), tools/nnue trains the network. They read game logs themselves; of
// the engine they need the quiet position the quiescence search resolves a position to, the static
// evaluation, and the weights as a list of named numbers they can change, evaluate with and write
// back as the source of weights_janggi.go or weights_xiangqi.go. Nothing here runs when a game is
// played.

// Probe resolves and evaluates single positions outside a search. A Probe is for one goroutine.
type Probe struct {
	w *worker
	s *search
}

// NewProbe returns a Probe (a search thread's tables and a 1 MB hash table).
func NewProbe() *Probe { return &Probe{w: newWorker(0), s: &search{tt: newTable(1)}} }

// QuietLeaf returns the position at the end of the quiescence search's principal variation from p
// (a copy of p when nothing is to be captured), or nil when that position is in check or ends the
// game: a position whose static evaluation is worth fitting.
func (pr *Probe) QuietLeaf(p *game.Position) *game.Position {
	w := pr.w
	w.prepare(pr.s, p, nil)
	w.rootDepth = 2
	w.quiesce(-Infinite, Infinite, 0)
	q := p.Clone()
	for _, m := range w.pv[0][:w.pvLen[0]] {
		q.Make(m)
	}
	if q.InCheck() || q.Result().Over() {
		return nil
	}
	return q
}

// Eval returns the engine's static evaluation of p without a neural correction (the terms of the
// compiled-in weights, and the counting term under rules that count), from Cho's view.
func (pr *Probe) Eval(p *game.Position) Score {
	pr.w.prepare(pr.s, p, nil)
	return choView(p, pr.w.handEval())
}

// choView turns a score from the side to move's view to Cho's.
func choView(p *game.Position, v Score) Score {
	if p.SideToMove() == game.Han {
		return -v
	}
	return v
}

// Weights is a copy of the evaluation weights of Janggi or Xiangqi seen as a list of parameters,
// each a named number: a piece's value, a piece-square entry with its mirror image, a term's
// weight, each in the middlegame or the endgame. The evaluation is linear in each, which is what a
// fit by finite differences relies on. Changing a Weights changes no engine. It is for one
// goroutine.
type Weights struct {
	wt     weights
	params []tuneParam
	file   string // the source file the weights live in
	fn     string // the function in it that returns them
	w      *worker
}

// GameWeights returns a copy of the compiled-in weights of game g, Janggi or Xiangqi.
func GameWeights(g kind.Game) (*Weights, error) {
	x := &Weights{w: newWorker(0)}
	switch g {
	case kind.Janggi:
		x.wt, x.file, x.fn = *janggiWeights, "weights_janggi.go", "janggiTuned"
	case kind.Xiangqi:
		x.wt, x.file, x.fn = *xiangqiWeights, "weights_xiangqi.go", "xiangqiTuned"
	default:
		return nil, fmt.Errorf("ai: %v has no evaluation weights (only Janggi and Xiangqi have)", g)
	}
	x.params = tuneParams(&x.wt)
	return x, nil
}

// Len returns the number of parameters.
func (x *Weights) Len() int { return len(x.params) }

// Name returns parameter j's name, such as "value chariot mg" or "pst horse c3 eg".
func (x *Weights) Name(j int) string { return x.params[j].name }

// Value returns parameter j, in centipawns.
func (x *Weights) Value(j int) Score { return *x.params[j].cells[0] }

// Set sets parameter j to v, in every cell that shares it.
func (x *Weights) Set(j int, v Score) {
	for _, c := range x.params[j].cells {
		*c = v
	}
}

// Eval returns the evaluation of p by these weights from Cho's view: the terms alone, without the
// counting term (no weight of its own to fit) and without a neural correction, kept below the
// scores of won endings as the search keeps it.
func (x *Weights) Eval(p *game.Position) Score {
	w := x.w
	w.pos, w.rules, w.weights, w.counts = p, p.Rules(), &x.wt, false
	return choView(p, w.evaluate())
}

// Source returns the Go source of the file that holds the game's weights in package ai, with these
// weights in it, and the file's name (weights_janggi.go or weights_xiangqi.go).
func (x *Weights) Source() (file string, src []byte, err error) {
	src, err = weightsSource(x.fn, &x.wt)
	return x.file, src, err
}

// tuneParam is one tuned weight: the cells of the weights that hold it (a piece-square entry and
// its mirror image share one weight).
type tuneParam struct {
	name  string
	cells []*Score
}

// tuneParams lists the weights the tuner changes. The evaluation must be linear in each of them.
func tuneParams(w *weights) []tuneParam {
	var ps []tuneParam
	add := func(name string, cells ...*Score) { ps = append(ps, tuneParam{name, cells}) }
	phases := []string{"mg", "eg"}
	types := []game.PieceType{game.Soldier, game.Guard, game.Elephant, game.Horse, game.Cannon, game.Chariot}
	for ph, phn := range phases {
		for _, t := range types {
			add(fmt.Sprintf("value %s %s", t, phn), &w.value[t][ph])
			for i, who := range []string{"mover's", "other's"} {
				add(fmt.Sprintf("threat %s %s %s", who, t, phn), &w.threat[i][t][ph])
				add(fmt.Sprintf("hanging %s %s %s", who, t, phn), &w.hanging[i][t][ph])
			}
			if w.mobility[t][ph] != 0 {
				add(fmt.Sprintf("mobility %s %s", t, phn), &w.mobility[t][ph])
			}
		}
		add("kingAttack "+phn, &w.kingAttack[ph])
		add("guardMissing "+phn, &w.guardMissing[ph])
		add("connected "+phn, &w.connected[ph])
		add("cannonScreens "+phn, &w.cannonScreens[ph])
		if ph == 0 {
			// Only while material is on the board: fitted in the endgame too, the term took a
			// bonus for the side whose palace is attacked, and the search then missed mates.
			add("palaceHits "+phn, &w.palaceHits[ph])
		}
		for n := range w.escape {
			add(fmt.Sprintf("escape %d %s", n, phn), &w.escape[n][ph])
		}
		for t := game.General; t <= game.Soldier; t++ {
			for s := game.Square(0); s < game.SquareCount; s++ {
				f, r := s.File(), s.Rank()
				if f > 4 {
					continue
				}
				cells := []*Score{&w.pst[t][s][ph]}
				if f < 4 {
					cells = append(cells, &w.pst[t][game.SquareAt(8-f, r)][ph])
				}
				add(fmt.Sprintf("pst %s %s %s", t, s, phn), cells...)
			}
		}
	}
	add("tempo", &w.tempo)
	return ps
}

// weightsSource writes the weights as a Go function returning them.
func weightsSource(name string, w *weights) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by tools/tune (go generate ./ai); DO NOT EDIT.\n\npackage ai\n\nimport \"janggi/game\"\n\n")
	fmt.Fprintf(&b, "// %s returns the evaluation weights fitted to logged games.\nfunc %s() *weights {\n\treturn &weights{\n", name, name)
	pairs := func(xs [][2]Score) string {
		var parts []string
		for _, x := range xs {
			parts = append(parts, fmt.Sprintf("{%d, %d}", x[0], x[1]))
		}
		return strings.Join(parts, ", ")
	}
	ints := func(xs []int) string {
		var parts []string
		for _, x := range xs {
			parts = append(parts, strconv.Itoa(x))
		}
		return strings.Join(parts, ", ")
	}
	fmt.Fprintf(&b, "value: [8][2]Score{%s},\n", pairs(w.value[:]))
	fmt.Fprintf(&b, "pst: [8][game.SquareCount][2]Score{\n")
	for t := range w.pst {
		fmt.Fprintf(&b, "{%s},\n", pairs(w.pst[t][:]))
	}
	fmt.Fprintf(&b, "},\n")
	fmt.Fprintf(&b, "mobility: [8][2]Score{%s},\n", pairs(w.mobility[:]))
	fmt.Fprintf(&b, "mobBase: [8]int{%s},\n", ints(w.mobBase[:]))
	fmt.Fprintf(&b, "phase: [8]int{%s},\n", ints(w.phase[:]))
	fmt.Fprintf(&b, "attack: [8]int{%s},\n", ints(w.attack[:]))
	fmt.Fprintf(&b, "kingAttack: [2]Score{%d, %d},\n", w.kingAttack[0], w.kingAttack[1])
	fmt.Fprintf(&b, "guardMissing: [2]Score{%d, %d},\n", w.guardMissing[0], w.guardMissing[1])
	fmt.Fprintf(&b, "connected: [2]Score{%d, %d},\n", w.connected[0], w.connected[1])
	fmt.Fprintf(&b, "threat: [2][8][2]Score{{%s}, {%s}},\n", pairs(w.threat[0][:]), pairs(w.threat[1][:]))
	fmt.Fprintf(&b, "hanging: [2][8][2]Score{{%s}, {%s}},\n", pairs(w.hanging[0][:]), pairs(w.hanging[1][:]))
	fmt.Fprintf(&b, "cannonScreens: [2]Score{%d, %d},\n", w.cannonScreens[0], w.cannonScreens[1])
	fmt.Fprintf(&b, "escape: [4][2]Score{%s},\n", pairs(w.escape[:]))
	fmt.Fprintf(&b, "palaceHits: [2]Score{%d, %d},\n", w.palaceHits[0], w.palaceHits[1])
	fmt.Fprintf(&b, "tempo: %d,\n", w.tempo)
	fmt.Fprintf(&b, "}\n}\n")
	return format.Source(b.Bytes())
}
