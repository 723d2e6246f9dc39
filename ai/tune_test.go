package ai

import (
	"bytes"
	"fmt"
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

	"janggi/game"
)

// TestWeightsFilesAreTheGeneratorsOutput checks that weights_janggi.go and weights_xiangqi.go are
// exactly what the generator writes for the weights they hold, so that a hand edit, or a change
// to the writer, shows.
func TestWeightsFilesAreTheGeneratorsOutput(t *testing.T) {
	for file, c := range map[string]struct {
		name string
		w    *weights
	}{"weights_janggi.go": {"janggiTuned", janggiWeights}, "weights_xiangqi.go": {"xiangqiTuned", xiangqiWeights}} {
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		got, err := weightsSource(c.name, c.w)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes for its weights", file)
		}
	}
}

// TestTuneWeights fits the weights to a small log of random games, scored by material, and checks
// the output: Go source that declares the game's weights function, under the game's file name.
func TestTuneWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("fitting takes a few seconds (not in -short)")
	}
	for _, preset := range []string{"standard", "xiangqi"} {
		rules := game.MustPreset(preset)
		path := filepath.Join(t.TempDir(), "games.log")
		if err := os.WriteFile(path, randomGamesLog(rules, 6, rand.New(rand.NewPCG(1, 2))), 0o644); err != nil {
			t.Fatal(err)
		}
		var progress bytes.Buffer
		file, src, err := TuneWeights([]TuneLog{{Path: path}}, rules, 1, &progress)
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
	if err := os.WriteFile(path, randomGamesLog(rules, 6, rand.New(rand.NewPCG(3, 4))), 0o644); err != nil {
		t.Fatal(err)
	}
	fit := func(step float64) []tuneParam {
		samples, err := readTuneSamples([]TuneLog{{Path: path}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		wt := *janggiWeights
		return tuneParams(tune(io.Discard, samples, rules, &wt, step))
	}
	byName := func(ps []tuneParam) map[string]float64 {
		m := map[string]float64{}
		for _, p := range ps {
			m[p.name] = float64(*p.cells[0])
		}
		return m
	}
	full, half := byName(fit(1)), byName(fit(0.5))
	moved := 0
	for _, p := range tuneParams(janggiWeights) {
		b, f, h := float64(*p.cells[0]), full[p.name], half[p.name]
		if math.Abs(h-(b+f)/2) > 1 {
			t.Errorf("%s: %v at step 0.5, want half-way from %v to the fit's %v", p.name, h, b, f)
		}
		if f != b {
			moved++
		}
	}
	if moved == 0 {
		t.Error("the fit moved no weight: nothing was tested")
	}
	for _, step := range []float64{0, -1, 1.5, math.NaN()} {
		if _, _, err := TuneWeights([]TuneLog{{Path: path}}, rules, step, io.Discard); err == nil || !strings.Contains(err.Error(), "step") {
			t.Errorf("step %v: %v, want an error naming the step", step, err)
		}
	}
}

// TestTuneWeightsErrors checks that missing or empty logs are errors that say what is wrong.
func TestTuneWeightsErrors(t *testing.T) {
	rules := game.Standard()
	if _, _, err := TuneWeights(nil, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "tools/match -log") {
		t.Errorf("no logs: %v, want an error saying how to make them", err)
	}
	missing := filepath.Join(t.TempDir(), "nothing.log")
	if _, _, err := TuneWeights([]TuneLog{{Path: missing}}, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("a missing log: %v, want an error naming it", err)
	}
	empty := filepath.Join(t.TempDir(), "empty.log")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := TuneWeights([]TuneLog{{Path: empty}}, rules, 1, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "no position") {
		t.Errorf("an empty log: %v, want an error saying there is nothing to fit", err)
	}
}

// randomGamesLog writes n games of random moves in tools/match's log format, each move scored
// by the material balance from its mover's view and each game won by the side ahead at its end.
func randomGamesLog(rules *game.Rules, n int, rng *rand.Rand) []byte {
	var b bytes.Buffer
	for g := 1; g <= n; g++ {
		p := game.NewPosition(rules, game.HEEH, game.EHHE)
		var moves, scores []string
		for ply := 0; ply < 60 && !p.Result().Over(); ply++ {
			legal := p.LegalMoves(nil)
			m := legal[rng.IntN(len(legal))]
			us := p.SideToMove()
			lead := int(p.Points(us)) - int(p.Points(1-us))
			moves, scores = append(moves, m.String()), append(scores, fmt.Sprintf("cp:%d", lead*10))
			p.Make(m)
		}
		result := "1/2-1/2"
		switch d := int(p.Points(game.Cho)) - int(p.Points(game.Han)); {
		case d > 0:
			result = "1-0"
		case d < 0:
			result = "0-1"
		}
		fmt.Fprintf(&b, "game %d engine=random result=%s\nfen %s\nmoves %s\nscores %s\n\n", g, result,
			game.NewPosition(rules, game.HEEH, game.EHHE).FEN(), strings.Join(moves, " "), strings.Join(scores, " "))
	}
	return b.Bytes()
}

// TestTuneOpponentOnly checks that a log read with OpponentOnly gives only the positions the
// opponent of the engine named by "engine=" was to move in, with the opponent's scores, and that a
// game line naming no side is an error that says so.
func TestTuneOpponentOnly(t *testing.T) {
	rules := game.MustPreset("casual")
	rng := rand.New(rand.NewPCG(5, 6))
	p := game.NewPosition(rules, game.HEEH, game.EHHE)
	start := p.FEN()
	var moves, scores []string
	for ply := 0; ply < 40 && !p.Result().Over(); ply++ {
		legal := p.LegalMoves(nil)
		m := legal[rng.IntN(len(legal))]
		// Each side's scores tell which side gave them: Cho 111, Han 222, from the mover's view.
		score := "cp:111"
		if p.SideToMove() == game.Han {
			score = "cp:222"
		}
		moves, scores = append(moves, m.String()), append(scores, score)
		p.Make(m)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		engine string
		want   float64 // the opponent's score from Cho's view
	}{{"Cho", -222}, {"Han", 111}} {
		path := filepath.Join(dir, c.engine+".log")
		log := fmt.Sprintf("game 1 engine=%s result=1/2-1/2\nfen %s\nmoves %s\nscores %s\n\n", c.engine, start,
			strings.Join(moves, " "), strings.Join(scores, " "))
		if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
			t.Fatal(err)
		}
		all, err := readTuneSamples([]TuneLog{{Path: path}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		only, err := readTuneSamples([]TuneLog{{Path: path, OpponentOnly: true}}, rules)
		if err != nil {
			t.Fatal(err)
		}
		if len(only) == 0 || len(only) >= len(all) {
			t.Fatalf("engine %s: %d samples of the opponent's out of %d, want some but not all", c.engine, len(only), len(all))
		}
		for _, s := range only {
			if s.score != c.want {
				t.Errorf("engine %s: a sample scored %v, want only the opponent's %v", c.engine, s.score, c.want)
			}
		}
	}
	path := filepath.Join(dir, "noside.log")
	if err := os.WriteFile(path, []byte(fmt.Sprintf("game 1 result=1-0\nfen %s\nmoves %s\nscores %s\n", start,
		strings.Join(moves, " "), strings.Join(scores, " "))), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readTuneSamples([]TuneLog{{Path: path, OpponentOnly: true}}, rules); err == nil || !strings.Contains(err.Error(), "engine=Cho") {
		t.Errorf("a game naming no engine side: %v, want an error saying so", err)
	}
	path = filepath.Join(dir, "noheader.log")
	if err := os.WriteFile(path, []byte(fmt.Sprintf("fen %s\nmoves %s\nscores %s\n", start,
		strings.Join(moves, " "), strings.Join(scores, " "))), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readTuneSamples([]TuneLog{{Path: path, OpponentOnly: true}}, rules); err == nil || !strings.Contains(err.Error(), "engine=Cho|Han") {
		t.Errorf("scores without a game line: %v, want an error saying so", err)
	}
}
