// Command tune fits the evaluation weights to logged games and writes them as the Go source the
// engine compiles in (weights_janggi.go or weights_xiangqi.go, in the current folder). It is what
// `go generate ./ai` runs, from the directives in ai/eval.go, with the logs named by environment
// variables:
//
//	go run ./tools/match -games 300 -plies 4 -movetime 30 -engine /usr/games/fairy-stockfish -log /tmp/games.log
//	JANGGI_TUNE=/tmp/games.log go generate -run weights_janggi ./ai
//	go run ./tools/match -variant janggicasual -games 400 -movetime 50 -plies 4 -log /tmp/ours.log
//	JANGGI_TUNE_OPPONENT=/tmp/ours.log go generate -run weights_janggi ./ai
//	JANGGI_TUNE_XIANGQI=/tmp/xq.log go generate -run weights_xiangqi ./ai
//
// Directly: go run ./tools/tune -preset standard -logs A.log,B.log -out ai/weights_janggi.go.
// -opponent-logs names logs of our engine against another (go run ./tools/match -log FILE, our
// engine first): of those only the other engine's judgement of the positions it was to move in is
// fitted, so that the evaluation learns that engine's judgement of the positions our search chose.
// Without logs it fails and says how to make them; the weights file is written only when the fit
// succeeded. The method is fitWeights's (fit.go). Of the engine it uses only what package ai
// exports for fitting (ai.Weights, ai.Probe, through tools/internal/gamelog).
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"janggi/game"
	"janggi/tools/internal/gamelog"
)

func main() {
	logs := flag.String("logs", "", "game logs written by tools/match -log, comma-separated")
	opponentLogs := flag.String("opponent-logs", "", "logs of our engine against another, comma-separated: only the other engine's scores are fitted")
	preset := flag.String("preset", "standard", "the rules preset the games were played under (xiangqi tunes the Xiangqi weights)")
	out := flag.String("out", "", "the file to write (default: the weights file of the preset's game, in the current folder)")
	step := flag.Float64("step", 1, "how far to move the weights from the compiled-in ones toward the fit, in (0, 1]")
	flag.Parse()
	if err := run(*logs, *opponentLogs, *preset, *out, *step); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(logs, opponentLogs, preset, out string, step float64) error {
	rules, err := game.Preset(preset)
	if err != nil {
		return fmt.Errorf("tune: -preset: %w", err)
	}
	var paths []gamelog.Log
	for i, list := range []string{logs, opponentLogs} {
		for _, p := range strings.Split(list, ",") {
			if p = strings.TrimSpace(p); p != "" {
				paths = append(paths, gamelog.Log{Path: p, OpponentOnly: i == 1})
			}
		}
	}
	if len(paths) == 0 {
		return fmt.Errorf("tune: no game logs: set -logs (under go generate, JANGGI_TUNE for Janggi, JANGGI_TUNE_XIANGQI for Xiangqi), or -opponent-logs (JANGGI_TUNE_OPPONENT), to files written by: go run ./tools/match -log FILE")
	}
	file, src, err := fitWeights(paths, rules, step, os.Stderr)
	if err != nil {
		return err
	}
	if out == "" {
		out = file
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		return fmt.Errorf("tune: %w", err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s\n", out)
	return nil
}
