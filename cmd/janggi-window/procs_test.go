package main

import (
	"context"
	"math"
	"runtime"
	"runtime/debug"
	"testing"

	"janggi/ai"
	"janggi/ai/analyser"
	aitwelve "janggi/ai/twelve"
	"janggi/game"
	"janggi/game/twelve"
	"janggi/internal/lowprio"
	"janggi/render"
)

// TestSetProcs checks the one place GOMAXPROCS is set: Go's default and a place for each goroutine
// the window lowers at the most (the computer's threads, an analysis's and the bar's), unless the
// user set GOMAXPROCS, whose value then stays.
func TestSetProcs(t *testing.T) {
	base := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(base)
	t.Setenv("GOMAXPROCS", "")
	setProcs()
	want := base + computerThreads() + analyser.WindowThreads()
	if got := runtime.GOMAXPROCS(0); got != want {
		t.Errorf("GOMAXPROCS %d, want %d: %d and one per lowered goroutine", got, want, base)
	}
	runtime.GOMAXPROCS(base)
	t.Setenv("GOMAXPROCS", "1")
	setProcs()
	if got := runtime.GOMAXPROCS(0); got != base {
		t.Errorf("with GOMAXPROCS set by the user: %d, want it left at %d", got, base)
	}
}

// TestWindowEnginesSearchBelowTheWindow checks that the window's computer players, Janggi's and
// Twelve Janggi's, search at lowprio.Nice (read back from the searching thread on Linux) and
// leave the caller's thread as it was.
func TestWindowEnginesSearchBelowTheWindow(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := lowprio.Current()
	want := before
	if runtime.GOOS == "linux" {
		want = max(before, lowprio.Nice)
	}
	var seen []int
	look := func() { seen = append(seen, lowprio.Current()) }
	if _, err := windowEngine().Search(context.Background(), game.NewPosition(game.Standard(), game.HEEH, game.EHHE),
		ai.Limits{Depth: 2}, func(ai.Info) { look() }); err != nil {
		t.Fatal(err)
	}
	if _, err := twelveEngine().Search(context.Background(), twelve.NewPosition(twelve.TwelveJanggi),
		aitwelve.Limits{Depth: 2}, func(int, int, []twelve.Move) { look() }); err != nil {
		t.Fatal(err)
	}
	if len(seen) < 2 {
		t.Fatalf("%d reports from the two searches, want some of each", len(seen))
	}
	for _, n := range seen {
		if n != want {
			t.Errorf("a window engine searched at nice %d, want %d", n, want)
		}
	}
	if now := lowprio.Current(); now != before {
		t.Errorf("the caller's thread is at nice %d after the searches, was %d", now, before)
	}
}

// TestSetMemoryTargets checks that the window sets the garbage collection target and the memory
// limit of render, and leaves each alone when the user set it in the environment.
func TestSetMemoryTargets(t *testing.T) {
	oldGC, oldLimit := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	defer func() { debug.SetGCPercent(oldGC); debug.SetMemoryLimit(oldLimit) }()
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	setMemoryTargets()
	if got := debug.SetGCPercent(100); got != render.GCPercent {
		t.Errorf("GC percent %d, want render.GCPercent (%d)", got, render.GCPercent)
	}
	if got, want := debug.SetMemoryLimit(math.MaxInt64), render.MemoryLimit(ai.LevelHash(ai.MaxLevel)); got != want {
		t.Errorf("memory limit %d, want %d", got, want)
	}
	t.Setenv("GOGC", "80")
	t.Setenv("GOMEMLIMIT", "1GiB")
	setMemoryTargets()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GC percent %d with GOGC set in the environment, want it left as it was (100)", got)
	}
	if got := debug.SetMemoryLimit(math.MaxInt64); got != math.MaxInt64 {
		t.Errorf("memory limit %d with GOMEMLIMIT set in the environment, want it left as it was", got)
	}
}
