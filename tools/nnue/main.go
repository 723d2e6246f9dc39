// Command nnue trains the small neural evaluation of package ai/nnue on game logs and says how well
// it predicts the games against the evaluation the engine uses now, on positions it did not train on:
//
//	go run ./tools/match -engine "janggi uci" -opponent "janggi uci" -variant janggicasual -nodes 5000 -plies 8 -games 20000 -log /tmp/self.log
//	go run ./tools/nnue -logs /tmp/self.log -preset casual -out /tmp/janggi.nnue
//
// (Xiangqi's: -variant xiangqi and -preset xiangqi.)
//
// The positions are those tools/tune fits (after the opening, quiet, not in check), each game
// once. Each has a target winning chance for the side to move, a blend of the playing engine's
// score (turned into a chance by the scale that best predicts the results) and the game's result,
// as the Texel fit has; the network is fitted to it by Adam, and the last part of the games is held
// out (-mirror fits also each training position turned left to right). The figure to read is the
// held-out error, the network's against our evaluation's (turned into a chance by the scale that
// fits it best): a network worth trying in the search predicts better. It prints too the held-out
// error against the results alone, which does not depend on -lambda. -palace fits a Palace network
// (package ai/nnue); -from goes on from a network file, after printing its held-out error.
// The file written holds the epoch with the lowest held-out error; an existing file is not replaced
// unless -force says so. With -residual the network learns a correction to our evaluation, which
// the engine adds to it when given the file (UCI: setoption name EvalFile value FILE).
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/internal/atomicfile"
	"janggi/internal/regfile"
	"janggi/tools/internal/gamelog"
)

type config struct {
	logs           []string
	preset         string
	hidden, epochs int
	batch          int
	rate, lambda   float64
	decay          float64
	holdout        float64
	seed           uint64
	out            string
	from           string
	force          bool
	residual       bool
	palace         bool
	mirror         bool
}

func main() {
	var c config
	logs := flag.String("logs", "", "game logs written by tools/match -log, comma-separated")
	flag.StringVar(&c.preset, "preset", "casual", "the rules preset the games were played under")
	flag.IntVar(&c.hidden, "hidden", 64, "hidden units on each side")
	flag.IntVar(&c.epochs, "epochs", 10, "passes over the training positions")
	flag.IntVar(&c.batch, "batch", 4096, "positions a step")
	flag.Float64Var(&c.rate, "rate", 0.001, "Adam's step size")
	flag.Float64Var(&c.decay, "decay", 0, "weight decay (AdamW's), a part of the weights taken off at every step, times -rate")
	flag.Float64Var(&c.lambda, "lambda", 0.75, "the part of the target the engine's score makes (the rest is the result)")
	flag.Float64Var(&c.holdout, "holdout", 0.1, "the part of the positions (the last games) held out of training")
	flag.Uint64Var(&c.seed, "seed", 1, "seed of the initial weights and the order of the positions")
	flag.StringVar(&c.out, "out", "", "the network file to write (nothing is written without it)")
	flag.BoolVar(&c.force, "force", false, "replace -out if it exists")
	flag.StringVar(&c.from, "from", "", "start from this network file's weights (its size and layout: -hidden and -palace are then not used; give -residual if it was fitted with it); its error on the held-out positions is printed first")
	flag.BoolVar(&c.palace, "palace", false, "a Palace network: each piece also weighed by the point its side's general stands on")
	flag.BoolVar(&c.mirror, "mirror", false, "train also on every training position turned left to right (the held-out ones are not)")
	flag.BoolVar(&c.residual, "residual", false, "fit a correction to our evaluation (the network's output is added to it) instead of an evaluation of its own")
	flag.Parse()
	if flag.NArg() > 0 {
		fail(fmt.Errorf("unexpected argument %q", flag.Arg(0)))
	}
	for _, l := range strings.Split(*logs, ",") {
		if l = strings.TrimSpace(l); l != "" {
			c.logs = append(c.logs, l)
		}
	}
	if err := run(c, os.Stdout); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "nnue:", err)
	os.Exit(1)
}

func run(c config, log io.Writer) error {
	switch {
	case len(c.logs) == 0:
		return errors.New("no game logs given (-logs; write them with: go run ./tools/match -log FILE)")
	case c.epochs < 1 || c.batch < 1:
		return errors.New("-epochs and -batch must be positive")
	case !(c.holdout > 0 && c.holdout < 1):
		return fmt.Errorf("-holdout %v: want a part between 0 and 1", c.holdout)
	case !(c.lambda >= 0 && c.lambda <= 1):
		return fmt.Errorf("-lambda %v: want 0 to 1", c.lambda)
	case !(c.rate > 0):
		return fmt.Errorf("-rate %v: want a positive step", c.rate)
	case !(c.decay >= 0 && c.rate*c.decay < 1):
		return fmt.Errorf("-decay %v: want 0 or more, under 1/-rate", c.decay)
	}
	if c.out != "" && !c.force {
		if _, err := os.Stat(c.out); err == nil {
			return fmt.Errorf("%s exists: choose another -out, or -force to replace it", c.out)
		}
	}
	rules, err := game.Preset(c.preset)
	if err != nil {
		return err
	}
	net, err := startingNet(c)
	if err != nil {
		return err
	}
	var logs []gamelog.Log
	for _, l := range c.logs {
		logs = append(logs, gamelog.Log{Path: l})
	}
	start := time.Now()
	pos, err := gamelog.ReadTrainingPositions(logs, rules)
	if err != nil {
		return err
	}
	held := int(float64(len(pos)) * c.holdout)
	if held < 1 || len(pos)-held < c.batch {
		return fmt.Errorf("%d positions in the logs: too few to hold %.0f%% out and train in batches of %d", len(pos), 100*c.holdout, c.batch)
	}
	fmt.Fprintf(log, "%d positions (%d to train on, %d held out), read in %.1fs\n", len(pos), len(pos)-held, held, time.Since(start).Seconds())

	train, test := pos[:len(pos)-held], pos[len(pos)-held:]
	if c.mirror {
		turned, err := gamelog.MirrorTrainingPositions(train, rules)
		if err != nil {
			return err
		}
		train = append(train, turned...)
		fmt.Fprintf(log, "%d training positions with their mirror images\n", len(train))
	}
	kEngine := gamelog.FitScale(func(k float64) float64 {
		var e float64
		for _, p := range train {
			d := gamelog.Sigmoid(p.Score/k) - p.Result
			e += d * d
		}
		return e
	})
	target := func(p *gamelog.TrainingPosition) float64 { // the side to move's
		t := c.lambda*gamelog.Sigmoid(p.Score/kEngine) + (1-c.lambda)*p.Result
		if p.Side == game.Han {
			t = 1 - t
		}
		return t
	}
	evalLoss := func(set []gamelog.TrainingPosition, k float64) float64 {
		var e float64
		for i := range set {
			ev := set[i].Eval
			if set[i].Side == game.Han {
				ev = -ev
			}
			d := gamelog.Sigmoid(ev/k) - target(&set[i])
			e += d * d
		}
		return e / float64(len(set))
	}
	kEval := gamelog.FitScale(func(k float64) float64 { return evalLoss(train, k) })
	net.Scale = float32(kEval)
	fmt.Fprintf(log, "scales: the engine's scores %.0f, our evaluation %.0f (centipawns for a factor e in the odds)\n", kEngine, kEval)
	fmt.Fprintf(log, "our evaluation's error: %.6f on the training positions, %.6f held out\n", evalLoss(train, kEval), evalLoss(test, kEval))

	samples := func(set []gamelog.TrainingPosition) []nnue.Sample {
		out := make([]nnue.Sample, len(set))
		for i := range set {
			p := &set[i]
			out[i] = nnue.Sample{Us: net.Features(nil, &p.Board, p.Side), Them: net.Features(nil, &p.Board, 1-p.Side), Target: float32(target(p))}
			if c.residual {
				ev := p.Eval
				if p.Side == game.Han {
					ev = -ev
				}
				out[i].Base = float32(ev / kEval)
			}
		}
		return out
	}
	trainS, testS := samples(train), samples(test)
	// The held-out positions again, with the game's result alone as the target: a measure that
	// does not depend on -lambda, to compare networks fitted with different ones.
	resultS := slices.Clone(testS)
	for i := range resultS {
		resultS[i].Target = float32(test[i].Result)
		if test[i].Side == game.Han {
			resultS[i].Target = 1 - resultS[i].Target
		}
	}
	if c.from != "" {
		fmt.Fprintf(log, "%s: error %.6f held out, %.6f against the results alone\n", c.from, net.Loss(testS), net.Loss(resultS))
	}
	r := rand.New(rand.NewPCG(c.seed, 1))
	tr := nnue.NewTrainer(net, c.rate, runtime.GOMAXPROCS(0))
	tr.Decay = c.decay
	best, bestResults := math.Inf(1), 0.0
	var bestFile bytes.Buffer
	for epoch := 1; epoch <= c.epochs; epoch++ {
		t0 := time.Now()
		r.Shuffle(len(trainS), func(i, j int) { trainS[i], trainS[j] = trainS[j], trainS[i] })
		for i := 0; i+c.batch <= len(trainS); i += c.batch {
			tr.Step(trainS[i : i+c.batch])
		}
		lt, lh := net.Loss(trainS), net.Loss(testS)
		mark := ""
		if lh < best {
			best, bestResults, mark = lh, net.Loss(resultS), " (best)"
			bestFile.Reset()
			if err := net.Write(&bestFile); err != nil {
				return err
			}
		}
		fmt.Fprintf(log, "epoch %d: error %.6f on the training positions, %.6f held out%s; %.1fs\n", epoch, lt, lh, mark, time.Since(t0).Seconds())
	}
	ours := evalLoss(test, kEval)
	fmt.Fprintf(log, "held out: the network %.6f, our evaluation %.6f (%+.1f%%)\n", best, ours, 100*(best-ours)/ours)
	resultLoss := func(set []gamelog.TrainingPosition, k float64) float64 {
		var e float64
		for i := range set {
			d := gamelog.Sigmoid(set[i].Eval/k) - set[i].Result
			e += d * d
		}
		return e / float64(len(set))
	}
	kResults := gamelog.FitScale(func(k float64) float64 { return resultLoss(train, k) })
	oursR := resultLoss(test, kResults)
	fmt.Fprintf(log, "held out, against the results alone: the network %.6f, our evaluation %.6f (%+.1f%%)\n", bestResults, oursR, 100*(bestResults-oursR)/oursR)
	if c.out == "" {
		return nil
	}
	if err := atomicfile.Write(c.out, bestFile.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(log, "wrote %s (%d bytes)\n", c.out, bestFile.Len())
	return nil
}

// startingNet returns the network to fit: the one in -from, or a new one of -hidden units whose
// correction, with -residual, starts at nothing.
func startingNet(c config) (*nnue.Net, error) {
	if c.from == "" {
		net, err := nnue.New(c.hidden, c.palace, c.seed)
		if err != nil {
			return nil, err
		}
		if c.residual {
			clear(net.W2) // start from our evaluation itself
		}
		return net, nil
	}
	f, _, err := regfile.Open(c.from)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	net, err := nnue.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.from, err)
	}
	return net, nil
}
