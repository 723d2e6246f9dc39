package main

import (
	"flag"
	"fmt"
	"math"
	"strings"

	"janggi/ai/twelve/internal/book"
	"janggi/ai/twelve/internal/eval"
	"janggi/ai/twelve/internal/geom"
	rules "janggi/game/twelve"
)

// The tune mode fits the evaluation's weights to the solved game, as Texel tuning fits a chess
// evaluation to game results: over positions from games and random play, labelled 1, ½ or 0 as the
// database says the side to move wins, draws or loses, it minimises the mean squared difference
// between the label and a logistic function of the quiescence score, by coordinate descent.

// sample is one labelled position.
type sample struct {
	p     *rules.Position
	label float64
}

// tuner holds the samples and the weights being fitted.
type tuner struct {
	samples []sample
	w       eval.Weights
	scale   float64 // the logistic's slope: score units per unit of log-odds
}

// quiesce is a plain quiescence search over captures with the weights w: enough for the labels,
// which are about positions the engine would reach at the end of its search.
func quiesce(p *rules.Position, alpha, beta int, w *eval.Weights, ply int) int {
	us := p.SideToMove()
	if k := p.KingSquare(us ^ 1); p.Attacked(k, us) {
		return 10000 - ply
	}
	if p.Variant() == rules.TwelveJanggi && p.KingSquare(us^1).Rank() == geom.BackRank(us) {
		return -10000 + ply
	}
	stand := eval.Evaluate(p, w)
	if stand >= beta || ply > 12 {
		return stand
	}
	alpha = max(alpha, stand)
	best := stand
	for _, m := range p.LegalMoves(nil) {
		if m.IsDrop() || p.PieceAt(m.To()) == rules.NoPiece {
			continue
		}
		p.Make(m)
		var v int
		if p.Result().Over() {
			v = 10000 - ply // our capture or camp entry ended the game
		} else {
			v = -quiesce(p, -beta, -alpha, w, ply+1)
		}
		p.Unmake()
		if v > best {
			best = v
			alpha = max(alpha, v)
			if v >= beta {
				break
			}
		}
	}
	return best
}

// loss returns the mean squared error of the weights over the samples.
func (t *tuner) loss(w *eval.Weights) float64 {
	sum := 0.0
	for _, s := range t.samples {
		v := float64(quiesce(s.p, -20000, 20000, w, 0))
		sum += math.Pow(s.label-1/(1+math.Exp(-v/t.scale)), 2)
	}
	return sum / float64(len(t.samples))
}

// params lists the weights coordinate descent may change, with their names.
func params(w *eval.Weights) ([]*int, []string) {
	var ptrs []*int
	var names []string
	add := func(p *int, name string) { ptrs, names = append(ptrs, p), append(names, name) }
	types := []rules.PieceType{rules.General, rules.Elephant, rules.Soldier, rules.Lord}
	for _, t := range types {
		add(&w.Board[t], "Board["+t.String()+"]")
		add(&w.Mobility[t], "Mobility["+t.String()+"]")
		if t != rules.Lord {
			add(&w.Hand[t], "Hand["+t.String()+"]")
		}
	}
	for _, t := range append([]rules.PieceType{rules.King}, types...) {
		for r := range rules.Ranks {
			for f := range 2 {
				add(&w.Square[t][r][f], fmt.Sprintf("Square[%v][%d][%d]", t, r, f))
			}
		}
	}
	add(&w.ZoneAttacked, "ZoneAttacked")
	add(&w.ZoneGuarded, "ZoneGuarded")
	add(&w.DropThreat, "DropThreat")
	add(&w.CampThreat, "CampThreat")
	add(&w.Tempo, "Tempo")
	return ptrs, names
}

// fit runs coordinate descent from t.w with shrinking steps and returns the loss reached.
func (t *tuner) fit(progress func(string)) float64 {
	best := t.loss(&t.w)
	ptrs, names := params(&t.w)
	for _, step := range []int{40, 20, 10, 5} {
		for improved := true; improved; {
			improved = false
			for i, p := range ptrs {
				for _, d := range []int{step, -step} {
					*p += d
					if l := t.loss(&t.w); l < best {
						best, improved = l, true
						progress(fmt.Sprintf("step %d: %s = %d, loss %.6f", step, names[i], *p, best))
						break
					}
					*p -= d
				}
			}
		}
	}
	return best
}

// fitScale chooses the logistic's slope that fits the current weights best (a coarse line search).
func (t *tuner) fitScale() {
	bestScale, best := 100.0, math.Inf(1)
	for s := 25.0; s <= 1600; s *= 1.25 {
		t.scale = s
		if l := t.loss(&t.w); l < best {
			bestScale, best = s, l
		}
	}
	t.scale = bestScale
}

func runTune(args []string) error {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	dbPath := fs.String("db", "", "database written by twelvelab solve -o")
	from := fs.String("from", "", "game logs (written with -log), comma-separated, whose positions join the sample")
	random := fs.Int("random", 20000, "positions from random games to add")
	n := fs.Int("n", 20000, "positions to take from the logs")
	d, err := parseWithDB(fs, args, dbPath, "tune needs -db")
	if err != nil {
		return err
	}
	keep := func(*rules.Position) bool { return true }
	var positions []*rules.Position
	if *from != "" {
		for _, path := range strings.Split(*from, ",") {
			ps, err := logPositions(d, path, *n, 1, keep, true)
			if err != nil {
				return err
			}
			positions = append(positions, ps...)
		}
	}
	positions = append(positions, samplePositions(d, *random, 60, 2, keep, true)...)
	t := &tuner{w: eval.Default}
	for _, p := range positions {
		status, _, _ := d.lookup(book.StateOf(p))
		label := map[uint16]float64{won: 1, unknown: 0.5, lost: 0}[status]
		t.samples = append(t.samples, sample{p, label})
	}
	t.fitScale()
	fmt.Printf("%d positions; scale %.0f; loss of the current weights %.6f\n", len(t.samples), t.scale, t.loss(&t.w))
	l := t.fit(func(s string) { fmt.Println(s) })
	fmt.Printf("loss %.6f with\n%#v\n", l, t.w)
	return nil
}
