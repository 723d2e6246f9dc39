package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"

	"janggi/ai"
	"janggi/game"
	"janggi/tools/internal/gamelog"
)

// fitWeights fits the evaluation weights of rules' game (Janggi, or Xiangqi) to the positions of
// game logs, and returns them as the Go source of the file of package ai that holds them
// (weights_janggi.go or weights_xiangqi.go), with its name. Progress goes to log.
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
func fitWeights(logs []gamelog.Log, rules *game.Rules, step float64, log io.Writer) (file string, src []byte, err error) {
	if !(step > 0 && step <= 1) {
		return "", nil, fmt.Errorf("tune: step %v is not in (0, 1]", step)
	}
	if len(logs) == 0 {
		return "", nil, errors.New("tune: no game logs given (write them with: go run ./tools/match -log FILE)")
	}
	wt, err := ai.GameWeights(rules.Game)
	if err != nil {
		return "", nil, fmt.Errorf("tune: %w", err)
	}
	samples, err := gamelog.Read(logs, rules)
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
	return tune(log, samples, wt, step).Source()
}

// sparseRow is one sample's evaluation as rest + Σ coef[k]·θ[index[k]].
type sparseRow struct {
	index []int32
	coef  []float32
	rest  float64
}

// tune fits the weights in place, moves them the fraction step of the way from where they were to
// the fit, and returns them.
func tune(log io.Writer, samples []gamelog.Sample, wt *ai.Weights, step float64) *ai.Weights {
	theta := make([]float64, wt.Len())
	for j := range theta {
		theta[j] = float64(wt.Value(j))
	}
	prior := append([]float64(nil), theta...)

	rows := tuneRows(samples, wt, theta)

	// The scale of the playing engine's scores, then the blended targets, then our own scale.
	kEngine := gamelog.FitScale(func(k float64) float64 {
		var e float64
		for _, s := range samples {
			d := gamelog.Sigmoid(s.Score/k) - s.Result
			e += d * d
		}
		return e
	})
	const lambda = 0.75
	target := make([]float64, len(samples))
	for i, s := range samples {
		target[i] = lambda*gamelog.Sigmoid(s.Score/kEngine) + (1-lambda)*s.Result
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
			d := gamelog.Sigmoid(predict(&rows[i], th)/k) - target[i]
			e += d * d
			n++
		}
		return e / float64(max(n, 1))
	}
	k := gamelog.FitScale(func(k float64) float64 { return loss(theta, k, false) })
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
			p := gamelog.Sigmoid(predict(&rows[i], theta) / k)
			g := 2 * (p - target[i]) * p * (1 - p) / k
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
	for j := range theta {
		wt.Set(j, ai.Score(math.Round(theta[j])))
	}
	for j := range theta {
		if d := theta[j] - prior[j]; math.Abs(d) >= 20 && !strings.HasPrefix(wt.Name(j), "pst") {
			fmt.Fprintf(log, "%-28s %6.0f -> %6.0f\n", wt.Name(j), prior[j], theta[j])
		}
	}
	return wt
}

// tuneRows returns each sample's evaluation from Cho's view as a sparse row: its coefficient for
// each weight (now at theta), by finite differences, and the rest.
func tuneRows(samples []gamelog.Sample, wt *ai.Weights, theta []float64) []sparseRow {
	const delta = 64
	rows := make([]sparseRow, len(samples))
	for i, s := range samples {
		base := float64(wt.Eval(s.Pos))
		row := sparseRow{rest: base}
		for j := range theta {
			v := wt.Value(j)
			wt.Set(j, v+delta)
			d := (float64(wt.Eval(s.Pos)) - base) / delta
			wt.Set(j, v)
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
