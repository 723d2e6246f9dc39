// Package testenv finds the outside programs that tests check the game against, and decides what
// a test does when one is missing: it is skipped, unless the JANGGI_REQUIRE_* variable named for
// that program is 1, which makes the absence a failure. scripts/test.sh (what CI runs) sets them,
// so that a reference check which quietly stopped running cannot pass there.
//
//	JANGGI_REQUIRE_ORACLE=1  Fairy-Stockfish: its rules library (node with tools/oracle's npm
//	                         package ffish) and its engine (/usr/games/fairy-stockfish)
//	JANGGI_REQUIRE_E2E=1     an X display, xdotool and ImageMagick's import, for the end-to-end
//	                         tests of the window (tools/e2e)
//	JANGGI_REQUIRE_TOOLS=1   the other programs tests run or check their output with (awk, the
//	                         MinGW windres, makensis, 7-Zip, unzip, desktop-file-validate,
//	                         ImageMagick's identify) and git with the repository's whole history
//
// It also holds what tests share: CancelDelay for the engines' cancel benchmarks, OnLowered to run
// a search on a lowered thread as the window does, Pipes to drive a program, Parse to write a
// value as text, PerftTable to read a table of perft counts. Only tests use it (so deadcode,
// which looks from the programs, lists its functions).
package testenv

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The variables that turn a missing program into a failure.
const (
	RequireOracle = "JANGGI_REQUIRE_ORACLE"
	RequireE2E    = "JANGGI_REQUIRE_E2E"
	RequireTools  = "JANGGI_REQUIRE_TOOLS"
)

// FairyStockfishPath is where Debian's fairy-stockfish package installs the engine.
const FairyStockfishPath = "/usr/games/fairy-stockfish"

// Unavailable ends the test because something it needs is missing, described by the format and
// args: a skip, or a failure when the variable env is 1.
func Unavailable(t testing.TB, env, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv(env) == "1" {
		t.Fatalf("%s (%s=1 makes this a failure)", msg, env)
		return
	}
	t.Skip(msg)
}

// Oracle returns node's path and the folder of tools/oracle, whose oracle.js answers with
// Fairy-Stockfish's rules library, or ends the test as Unavailable (RequireOracle) when node or the
// npm package is missing.
func Oracle(t testing.TB) (node, dir string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		Unavailable(t, RequireOracle, "Fairy-Stockfish's rules library unavailable: node is not installed")
	}
	dir = filepath.Join(ModuleRoot(t), "tools", "oracle")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "ffish")); err != nil {
		Unavailable(t, RequireOracle, "Fairy-Stockfish's rules library unavailable: tools/oracle/node_modules/ffish is missing (run: cd tools/oracle && npm ci)")
	}
	return node, dir
}

// FairyStockfish returns the path of the Fairy-Stockfish engine, or ends the test as Unavailable
// (RequireOracle) when it is not installed.
func FairyStockfish(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath(FairyStockfishPath)
	if err != nil {
		if path, err = exec.LookPath("fairy-stockfish"); err != nil {
			Unavailable(t, RequireOracle, "%s is not installed (Debian package fairy-stockfish)", FairyStockfishPath)
		}
	}
	return path
}

// Programs ends the test as Unavailable (env) unless every named program is on PATH; what says
// which packages provide them.
func Programs(t testing.TB, env, what string, names ...string) {
	t.Helper()
	for _, name := range names {
		if _, err := exec.LookPath(name); err != nil {
			Unavailable(t, env, "%s is not installed (%s)", name, what)
		}
	}
}

// Has reports whether the program name is on PATH, for a check a test adds where the program is
// installed. When it is not and the variable env is 1, the test fails (and goes on): the check
// must not quietly stop running where it is required. what says which package provides it.
func Has(t testing.TB, env, what, name string) bool {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv(env) == "1" {
			t.Errorf("%s is not installed (%s); %s=1 makes this a failure", name, what, env)
		}
		return false
	}
	return true
}

// ModuleRoot returns the folder of the module's go.mod, found upward from the test's folder.
func ModuleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		} else if !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
}
