package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/ai"
	"janggi/game"
	"janggi/game/kind"
	"janggi/tools/internal/gamelog"
	"janggi/tools/internal/gamelog/gamelogtest"
)

// TestFitWeights fits the weights to a small log of random games, scored by material, and checks
// the output: Go source that declares the game's weights function, under the game's file name.
func TestFitWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("fitting takes a few seconds (not in -short)")
	}
	for _, preset := range []string{"standard", "xiangqi"} {
		rules := game.MustPreset(preset)
		path := filepath.Join(t.TempDir(), "games.log")
		if err := os.WriteFile(path, gamelogtest.RandomGames(rules, 6, rand.New(rand.NewPCG(1, 2))), 0o644); err != nil {
			t.Fatal(err)
		}
		var progress bytes.Buffer
		file, src, err := fitWeights([]gamelog.Log{{Path: path}}, rules, 1, &progress)
		if err != nil {
			t.Fatalf("%s: %v", preset, err)
		}
		wantFile, wantFunc := "weights_janggi.go", "janggiTuned"
		if preset == "xiangqi" {
			wantFile, wantFunc = "weights_xiangqi.go", "xiangqiTuned"
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, src, 0)
		if err != nil {
			t.Fatalf("%s: the source does not parse: %v", preset, err)
		}
		if file != wantFile || f.Scope.Lookup(wantFunc) == nil || f.Scope.Lookup(wantFunc).Kind != ast.Fun {
			t.Errorf("%s: wrote %s declaring %v, want %s declaring func %s", preset, file, f.Scope.Objects, wantFile, wantFunc)
		}
		if !strings.Contains(progress.String(), "samples") || !strings.Contains(progress.String(), "epoch 3000") {
			t.Errorf("%s: progress %q: want the samples and the epochs", preset, progress.String())
		}
	}
}

// TestTuneStep checks that a step below 1 moves every weight that fraction of the way from where it
// was to the full fit (to the rounding of each), and that a step outside (0, 1] is refused.
func TestTuneStep(t *testing.T) {
	if testing.Short() {
		t.Skip("fitting takes a few seconds (not in -short)")
	}
	rules := game.Standard()
	path := filepath.Join(t.TempDir(), "games.log")
	if err := os.WriteFile(path, gamelogtest.RandomGames(rules, 6, rand.New(rand.NewPCG(3, 4))), 0o644); err != nil {
		t.Fatal(err)
	}
	weights := func() *ai.Weights {
		wt, err := ai.GameWeights(kind.Janggi)
		if err != nil {
			t.Fatal(err)
		}
		return wt
	}
	fit := func(step float64) *ai.Weights {
		samples, err := gamelog.Read([]gamelog.Log{{Path: path}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		return tune(io.Discard, samples, weights(), step)
	}
	full, half, base := fit(1), fit(0.5), weights()
	moved := 0
	for j := range base.Len() {
		b, f, h := float64(base.Value(j)), float64(full.Value(j)), float64(half.Value(j))
		if math.Abs(h-(b+f)/2) > 1 {
			t.Errorf("%s: %v at step 0.5, want half-way from %v to the fit's %v", base.Name(j), h, b, f)
		}
		if f != b {
			moved++
		}
	}
	if moved == 0 {
		t.Error("the fit moved no weight: nothing was tested")
	}
	for _, step := range []float64{0, -1, 1.5, math.NaN()} {
		if _, _, err := fitWeights([]gamelog.Log{{Path: path}}, rules, step, io.Discard); err == nil || !strings.Contains(err.Error(), "step") {
			t.Errorf("step %v: %v, want an error naming the step", step, err)
		}
	}
}

// TestFitWeightsErrors checks that missing or empty logs are errors that say what is wrong.
func TestFitWeightsErrors(t *testing.T) {
	rules := game.Standard()
	if _, _, err := fitWeights(nil, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "tools/match -log") {
		t.Errorf("no logs: %v, want an error saying how to make them", err)
	}
	missing := filepath.Join(t.TempDir(), "nothing.log")
	if _, _, err := fitWeights([]gamelog.Log{{Path: missing}}, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("a missing log: %v, want an error naming it", err)
	}
	empty := filepath.Join(t.TempDir(), "empty.log")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := fitWeights([]gamelog.Log{{Path: empty}}, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "no position") {
		t.Errorf("an empty log: %v, want an error saying there is nothing to fit", err)
	}
}
