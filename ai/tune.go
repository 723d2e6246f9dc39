package ai

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"hash"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"janggi/game"
	"janggi/game/kind"
	"janggi/internal/regfile"
)

// TuneLog is a game log written by `go run ./tools/match -log FILE`, and whose scores the fit trusts.
type TuneLog struct {
	Path string
	// OpponentOnly keeps only the positions where the match's second engine (the opponent, not the
	// one its "engine=" names) was to move, and so judged them. A log of our engine against
	// Fairy-Stockfish then teaches the evaluation what Fairy-Stockfish thought of the positions our
	// search steered into, not what our own evaluation thought of them.
	OpponentOnly bool
}

// TuneWeights fits the evaluation weights of rules' game (Janggi, or Xiangqi) to the positions of
// game logs, and returns them as the Go source of the file that holds them (weights_janggi.go or
// weights_xiangqi.go), with its name. Progress goes to log. It is the generator that `go generate
// ./ai` runs (ai/internal/tune, see eval.go), not part of playing.
//
// Each position after the opening is resolved by the quiescence search, and its target is a blend
// of the game's result and the playing engine's own score for the position (turned into a winning
// chance). The weights minimise the squared error between the winning chance our evaluation
// predicts and that target (the Texel method), by gradient descent on the evaluation's
// coefficients, measured by finite differences: the evaluation is linear in every weight tuned.
//
// step, in (0, 1], is how far the weights move from the compiled-in ones toward the fit: 1 writes
// the fit, 0.5 the weights half-way (a fit to a few hundred games can overshoot what the search
// plays well with; docs/ai.md has the matches that chose the step of the weights in use).
func TuneWeights(logs []TuneLog, rules *game.Rules, step float64, log io.Writer) (file string, src []byte, err error) {
	if !(step > 0 && step <= 1) {
		return "", nil, fmt.Errorf("tune: step %v is not in (0, 1]", step)
	}
	if len(logs) == 0 {
		return "", nil, errors.New("tune: no game logs given (write them with: go run ./tools/match -log FILE)")
	}
	samples, err := readTuneSamples(logs, rules)
	if err != nil {
		return "", nil, fmt.Errorf("tune: %w", err)
	}
	if len(samples) == 0 {
		var paths []string
		for _, l := range logs {
			paths = append(paths, l.Path)
		}
		return "", nil, fmt.Errorf("tune: the logs %s hold no position to fit", strings.Join(paths, ", "))
	}
	fmt.Fprintf(log, "%d samples\n", len(samples))
	base, file, name := janggiWeights, "weights_janggi.go", "janggiTuned"
	if rules.Game == kind.Xiangqi {
		base, file, name = xiangqiWeights, "weights_xiangqi.go", "xiangqiTuned"
	}
	wt := *base
	src, err = weightsSource(name, tune(log, samples, rules, &wt, step))
	return file, src, err
}

// tuneSample is one position with its target winning chance for Cho.
type tuneSample struct {
	pos    *game.Position
	target float64
	// score is the playing engine's score from Cho's view; result the game's result for Cho.
	score, result float64
}

// readTuneSamples reads the games of match logs: "game N engine=Cho result=1-0", "fen ...", "moves ...",
// "scores ..." (each move's score from its mover's view).
func readTuneSamples(logs []TuneLog, rules *game.Rules) ([]tuneSample, error) {
	var out []tuneSample
	err := eachTuneGame(logs, rules, false, func(got []tuneSample) { out = append(out, got...) })
	return out, err
}

// eachTuneGame reads the games of match logs as readTuneSamples says, and gives each game's samples
// to use. With once, a game whose start and moves were seen before is left out.
func eachTuneGame(logs []TuneLog, rules *game.Rules, once bool, use func([]tuneSample)) error {
	seen := make(map[[2]uint64]bool)
	w := newWorker(0)
	s := &search{tt: newTable(1)}
	for _, l := range logs {
		path := l.Path
		f, _, err := regfile.Open(path)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		var result float64
		judge := bothJudge
		if l.OpponentOnly {
			judge = noJudge // until a game line names the engine's side
		}
		var fen string
		var moves []string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "game "):
				switch {
				case strings.Contains(line, "result=1-0"):
					result = 1
				case strings.Contains(line, "result=0-1"):
					result = 0
				default:
					result = 0.5
				}
				judge = bothJudge
				if l.OpponentOnly {
					switch {
					case strings.Contains(line, "engine=Cho"):
						judge = onlyJudge(game.Han)
					case strings.Contains(line, "engine=Han"):
						judge = onlyJudge(game.Cho)
					default:
						f.Close()
						return fmt.Errorf("%s: %q names no engine side (engine=Cho or engine=Han): the opponent's moves are unknown", path, line)
					}
				}
			case strings.HasPrefix(line, "fen "):
				fen = line[4:]
			case strings.HasPrefix(line, "moves "):
				moves = strings.Fields(line[6:])
			case strings.HasPrefix(line, "scores "):
				if judge == noJudge {
					f.Close()
					return fmt.Errorf("%s: scores before a \"game N engine=Cho|Han\" line: the opponent's moves are unknown", path)
				}
				if once {
					k := gameKey(fen, moves)
					if seen[k] {
						continue
					}
					seen[k] = true
				}
				got, err := gameSamples(w, s, rules, fen, moves, strings.Fields(line[7:]), result, judge)
				if err != nil {
					f.Close()
					return fmt.Errorf("%s: %w", path, err)
				}
				use(got)
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return err
		}
	}
	return nil
}

// gameKey identifies a game by its start and moves (two hashes, so that different games do not
// meet by chance).
func gameKey(fen string, moves []string) [2]uint64 {
	a, b := fnv.New64a(), fnv.New64()
	for _, h := range []hash.Hash64{a, b} {
		h.Write([]byte(fen))
		for _, m := range moves {
			h.Write([]byte{' '})
			h.Write([]byte(m))
		}
	}
	return [2]uint64{a.Sum64(), b.Sum64()}
}

// judges says whose scores in a game the fit trusts: both sides', or one side's.
type judges uint8

const (
	bothJudge judges = 0
	noJudge   judges = 255 // not yet known
)

// onlyJudge is the judges of one side's scores.
func onlyJudge(c game.Color) judges { return judges(1 + c) }

// trusts reports whether the scores of side c's moves are trusted.
func (j judges) trusts(c game.Color) bool { return j == bothJudge || j == onlyJudge(c) }

// gameSamples returns the usable positions of one game: after the first plies, not in check, with
// a score that is not a forced ending, resolved to a quiet position by the quiescence search. With
// judge one side, only the positions where that side was to move (and so scored them).
func gameSamples(w *worker, sr *search, rules *game.Rules, fen string, moves, scores []string, result float64, judge judges) ([]tuneSample, error) {
	p, err := game.ParseFEN(rules, fen)
	if err != nil {
		return nil, err
	}
	var out []tuneSample
	for i, text := range moves {
		if i < len(scores) && i >= 8 && !p.InCheck() && !p.Bikjang() && judge.trusts(p.SideToMove()) {
			if cp, ok := strings.CutPrefix(scores[i], "cp:"); ok {
				s, err := strconv.Atoi(cp)
				if err == nil && s > -1500 && s < 1500 {
					if p.SideToMove() == game.Han {
						s = -s
					}
					if q := quietLeaf(w, sr, p); q != nil {
						out = append(out, tuneSample{pos: q, score: float64(s), result: result})
					}
				}
			}
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d %s: %w", i+1, text, err)
		}
		p.Make(m)
	}
	return out, nil
}

// quietLeaf returns the position at the end of the quiescence search's principal variation.
func quietLeaf(w *worker, s *search, p *game.Position) *game.Position {
	w.prepare(s, p, nil)
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

// sparseRow is one sample's evaluation as rest + Σ coef[k]·θ[index[k]].
type sparseRow struct {
	index []int32
	coef  []float32
	rest  float64
}

// tune fits the weights in place, moves them the fraction step of the way from where they were to
// the fit, and returns them.
func tune(log io.Writer, samples []tuneSample, rules *game.Rules, wt *weights, step float64) *weights {
	params := tuneParams(wt)
	theta := make([]float64, len(params))
	for j, p := range params {
		theta[j] = float64(*p.cells[0])
	}
	prior := append([]float64(nil), theta...)

	rows := tuneRows(samples, rules, wt, params, theta)

	// The scale of the playing engine's scores, then the blended targets, then our own scale.
	kEngine := FitScale(func(k float64) float64 {
		var e float64
		for _, s := range samples {
			d := sigmoid(s.score/k) - s.result
			e += d * d
		}
		return e
	})
	const lambda = 0.75
	for i := range samples {
		samples[i].target = lambda*sigmoid(samples[i].score/kEngine) + (1-lambda)*samples[i].result
	}
	predict := func(r *sparseRow, th []float64) float64 {
		v := r.rest
		for k, j := range r.index {
			v += float64(r.coef[k]) * th[j]
		}
		return v
	}
	// Hold out a tenth of the games' positions to see whether the fit generalises.
	rng := rand.New(rand.NewPCG(1, 2))
	holdout := make([]bool, len(samples))
	for i := range holdout {
		holdout[i] = rng.IntN(10) == 0
	}
	loss := func(th []float64, k float64, held bool) float64 {
		var e float64
		n := 0
		for i := range rows {
			if holdout[i] != held {
				continue
			}
			d := sigmoid(predict(&rows[i], th)/k) - samples[i].target
			e += d * d
			n++
		}
		return e / float64(max(n, 1))
	}
	k := FitScale(func(k float64) float64 { return loss(theta, k, false) })
	fmt.Fprintf(log, "engine scale %.0f, our scale %.0f; loss %.6f (held out %.6f)\n", kEngine, k, loss(theta, k, false), loss(theta, k, true))

	// Adam on the mean squared error, with a pull toward the hand-set weights against overfitting.
	const (
		epochs = 3000
		rate   = 1.0
		l2     = 1e-8
	)
	m := make([]float64, len(theta))
	v := make([]float64, len(theta))
	grad := make([]float64, len(theta))
	for epoch := 1; epoch <= epochs; epoch++ {
		clear(grad)
		n := 0
		for i := range rows {
			if holdout[i] {
				continue
			}
			n++
			p := sigmoid(predict(&rows[i], theta) / k)
			g := 2 * (p - samples[i].target) * p * (1 - p) / k
			for kk, j := range rows[i].index {
				grad[j] += g * float64(rows[i].coef[kk])
			}
		}
		for j := range theta {
			g := grad[j]/float64(n) + 2*l2*(theta[j]-prior[j])
			m[j] = 0.9*m[j] + 0.1*g
			v[j] = 0.999*v[j] + 0.001*g*g
			mh := m[j] / (1 - math.Pow(0.9, float64(epoch)))
			vh := v[j] / (1 - math.Pow(0.999, float64(epoch)))
			theta[j] -= rate * mh / (math.Sqrt(vh) + 1e-12)
		}
		if epoch%500 == 0 {
			fmt.Fprintf(log, "epoch %d: loss %.6f (held out %.6f)\n", epoch, loss(theta, k, false), loss(theta, k, true))
		}
	}
	if step < 1 {
		// Between the weights as they were and the fit as it would be written (whole numbers),
		// rounded half to even.
		for j := range theta {
			theta[j] = math.RoundToEven(prior[j] + step*(math.Round(theta[j])-prior[j]))
		}
		fmt.Fprintf(log, "step %g: loss %.6f (held out %.6f)\n", step, loss(theta, k, false), loss(theta, k, true))
	}
	for j, p := range params {
		for _, c := range p.cells {
			*c = Score(math.Round(theta[j]))
		}
	}
	for j, p := range params {
		if d := theta[j] - prior[j]; math.Abs(d) >= 20 && !strings.HasPrefix(p.name, "pst") {
			fmt.Fprintf(log, "%-28s %6.0f -> %6.0f\n", p.name, prior[j], theta[j])
		}
	}
	return wt
}

// tuneRows returns each sample's evaluation from Cho's view as a sparse row: its coefficient for
// each weight of params (now at theta), by finite differences, and the rest.
func tuneRows(samples []tuneSample, rules *game.Rules, wt *weights, params []tuneParam, theta []float64) []sparseRow {
	w := newWorker(0)
	evalCho := func(p *game.Position) float64 {
		w.pos, w.rules, w.weights, w.counts = p, rules, wt, false
		v := float64(w.evaluate())
		if p.SideToMove() == game.Han {
			v = -v
		}
		return v
	}
	const delta = 64
	rows := make([]sparseRow, len(samples))
	for i, s := range samples {
		base := evalCho(s.pos)
		row := sparseRow{rest: base}
		for j, p := range params {
			for _, c := range p.cells {
				*c += delta
			}
			d := (evalCho(s.pos) - base) / delta
			for _, c := range p.cells {
				*c -= delta
			}
			if math.Abs(d) > 1e-6 {
				row.index = append(row.index, int32(j))
				row.coef = append(row.coef, float32(d))
				row.rest -= d * theta[j]
			}
		}
		rows[i] = row
	}
	return rows
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// fitScale finds the k in 50..2000 that minimises f, by golden-section search.
func FitScale(f func(k float64) float64) float64 {
	lo, hi := 50.0, 2000.0
	g := (math.Sqrt(5) - 1) / 2
	for hi-lo > 1 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if f(a) < f(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// weightsSource writes the weights as a Go function returning them.
func weightsSource(name string, w *weights) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by ai/internal/tune (go generate ./ai); DO NOT EDIT.\n\npackage ai\n\nimport \"janggi/game\"\n\n")
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
