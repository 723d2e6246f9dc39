package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"janggi/ai/nnue"
	"janggi/game"
	"janggi/tools/internal/gamelog/gamelogtest"
)

// randomLog writes n random games under casual rules as tools/match -log does, Cho's moves the
// engine's.
func randomLog(t *testing.T, n int) string {
	path := filepath.Join(t.TempDir(), "games.log")
	if err := os.WriteFile(path, gamelogtest.Games(game.MustPreset("casual"), n, 80, "Cho", rand.New(rand.NewPCG(1, 2))), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRun trains on a small log, alone and as a correction, plain and Palace, with and without the
// mirror images, and checks the report and the network written: it reads back with the hidden size
// and layout asked for and the scale fitted to our evaluation. An existing file is not replaced
// without -force.
func TestRun(t *testing.T) {
	log := randomLog(t, 40)
	for _, tc := range []struct{ residual, palace, mirror bool }{{false, false, false}, {true, false, false}, {true, true, true}} {
		out := filepath.Join(t.TempDir(), "net.nnue")
		c := config{logs: []string{log}, preset: "casual", hidden: 8, epochs: 2, batch: 64, rate: 0.001, lambda: 0.75, holdout: 0.1, seed: 1, out: out,
			residual: tc.residual, palace: tc.palace, mirror: tc.mirror}
		var report bytes.Buffer
		if err := run(c, &report); err != nil {
			t.Fatalf("%+v: %v", tc, err)
		}
		var all, trained, held int
		if _, err := fmt.Sscanf(report.String(), "%d positions (%d to train on, %d held out)", &all, &trained, &held); err != nil || all != trained+held || held == 0 {
			t.Fatalf("%+v: report begins %q", tc, report.String()[:min(report.Len(), 80)])
		}
		if mirrored := fmt.Sprintf("%d training positions with their mirror images", 2*trained); tc.mirror != strings.Contains(report.String(), mirrored) {
			t.Errorf("%+v: %q in the report: %v, want %v", tc, mirrored, !tc.mirror, tc.mirror)
		}
		for _, want := range []string{"our evaluation's error", "epoch 2:", "held out: the network", "against the results alone: the network", "wrote " + out} {
			if !strings.Contains(report.String(), want) {
				t.Errorf("%+v: no %q in the report:\n%s", tc, want, report.String())
			}
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		n, err := nnue.Read(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if n.Hidden != 8 || n.Palace != tc.palace || n.Scale < 50 || n.Scale > 2000 {
			t.Errorf("%+v: hidden %d, palace %v, scale %v; want 8, %v and a fitted scale", tc, n.Hidden, n.Palace, n.Scale, tc.palace)
		}
		before, _ := os.ReadFile(out)
		err = run(c, &report)
		if after, _ := os.ReadFile(out); err == nil || !strings.Contains(err.Error(), "-force") || !bytes.Equal(before, after) {
			t.Errorf("%+v: a second run onto the same file: err %v, file changed %v; want a refusal naming -force and the file kept", tc, err, !bytes.Equal(before, after))
		}
	}
}

// TestRunFrom goes on from a network file: its size and layout are kept whatever -hidden says,
// and the error it reports for the file's network on the held-out positions is the one the run
// that wrote it reported for its best epoch, the same positions being held out.
func TestRunFrom(t *testing.T) {
	log := randomLog(t, 40)
	dir := t.TempDir()
	first, second := filepath.Join(dir, "a.nnue"), filepath.Join(dir, "b.nnue")
	c := config{logs: []string{log}, preset: "casual", hidden: 8, epochs: 2, batch: 64, rate: 0.001, lambda: 0.75, holdout: 0.1, seed: 1, out: first, residual: true}
	var report bytes.Buffer
	if err := run(c, &report); err != nil {
		t.Fatal(err)
	}
	var best, ours float64
	i := strings.Index(report.String(), "held out: the network")
	if _, err := fmt.Sscanf(report.String()[max(i, 0):], "held out: the network %f, our evaluation %f", &best, &ours); i < 0 || err != nil {
		t.Fatalf("no held-out figure in the report:\n%s", report.String())
	}
	c.from, c.out, c.hidden, c.epochs = first, second, 3, 1
	report.Reset()
	if err := run(c, &report); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("%s: error %.6f held out", first, best)
	if !strings.Contains(report.String(), want) {
		t.Errorf("no %q in the report:\n%s", want, report.String())
	}
	f, err := os.Open(second)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if n, err := nnue.Read(f); err != nil {
		t.Errorf("the network written: %v", err)
	} else if n.Hidden != 8 {
		t.Errorf("the network written has %d hidden units, want the 8 of the file it started from", n.Hidden)
	}
}

// TestRunRefusesBadInput checks that missing logs and bad flags are refused with errors naming them.
func TestRunRefusesBadInput(t *testing.T) {
	ok := config{logs: []string{"x"}, preset: "casual", hidden: 8, epochs: 1, batch: 64, rate: 0.001, lambda: 0.75, holdout: 0.1}
	log := randomLog(t, 2) // not a network file
	for _, tc := range []struct {
		change func(*config)
		want   string
	}{
		{func(c *config) { c.logs = nil }, "no game logs"},
		{func(c *config) { c.logs = []string{"/no/such/log"} }, "/no/such/log"},
		{func(c *config) { c.holdout = 1 }, "-holdout"},
		{func(c *config) { c.lambda = 2 }, "-lambda"},
		{func(c *config) { c.rate = 0 }, "-rate"},
		{func(c *config) { c.epochs = 0 }, "-epochs"},
		{func(c *config) { c.hidden = 0; c.logs = []string{randomLog(t, 2)} }, "hidden units"},
		{func(c *config) { c.preset = "chess" }, "chess"},
		{func(c *config) { c.logs = []string{randomLog(t, 2)}; c.batch = 100000 }, "too few"},
		{func(c *config) { c.logs = []string{randomLog(t, 2)}; c.from = "/no/such/net" }, "/no/such/net"},
		{func(c *config) { c.logs = []string{randomLog(t, 2)}; c.from = log }, log},
	} {
		c := ok
		tc.change(&c)
		if err := run(c, new(bytes.Buffer)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("err %v, want one containing %q", err, tc.want)
		}
	}
}
