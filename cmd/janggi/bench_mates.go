package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"janggi/ai"
	"janggi/game"
)

// benchMates runs the mate suite (ai.MatePositions): each position is searched from an empty hash
// table for a fixed number of nodes, and a mate counts as found when the search reports a mate
// score for the right side (of any length) before its nodes run out. It prints how many were
// found, by side and by length, and the nodes the found ones took: bench mates [--nodes 200000]
// [--positions N] [--hash 64] [--engine PATH] [--eval-file FILE] [-v]. With --engine the same
// searches are asked of that UCI engine ("go nodes N"): Fairy-Stockfish, to compare how soon each
// sees a mate.
func benchMates(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench mates", flag.ContinueOnError)
	nodes := fs.Int64("nodes", 200000, "nodes each search may take")
	npos := fs.Int("positions", len(ai.MatePositions), fmt.Sprintf("how many of the %d positions to search (the first N, the shortest mates first)", len(ai.MatePositions)))
	hash := fs.Int("hash", 64, "hash table size in megabytes")
	enginePath := fs.String("engine", "", "a UCI engine to ask instead of ours, e.g. /usr/games/fairy-stockfish")
	evalFile := fs.String("eval-file", ai.BuiltinEvalFile, "our engine's network, as UCI's EvalFile names it: a file, <builtin> or <empty> (none)")
	verbose := fs.Bool("v", false, "print a line for every position")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("bench mates: unexpected argument %q", fs.Arg(0))
	}
	if *npos < 1 || *npos > len(ai.MatePositions) {
		return fmt.Errorf("bench mates: --positions %d: want 1..%d", *npos, len(ai.MatePositions))
	}
	if *nodes < 1 {
		return fmt.Errorf("bench mates: --nodes %d: want at least 1", *nodes)
	}
	var e benchSearcher
	name := "janggi"
	if *enginePath != "" {
		if *evalFile != ai.BuiltinEvalFile {
			return errors.New("bench mates: --eval-file is for our engine, not --engine's")
		}
		c, err := startBenchEngine(*enginePath, 1, *hash)
		if err != nil {
			return fmt.Errorf("bench mates: --engine %s: %w", *enginePath, err)
		}
		defer c.Close()
		e, name = c, c.Name
	} else {
		eng := ai.NewEngine(1)
		if err := eng.SetHash(*hash); err != nil {
			return fmt.Errorf("bench mates: --hash %d: %s", *hash, strings.TrimPrefix(err.Error(), "ai: "))
		}
		if err := eng.SetEvalFile(*evalFile); err != nil {
			return fmt.Errorf("bench mates: --eval-file: %s", strings.TrimPrefix(err.Error(), "ai: "))
		}
		e = eng
	}
	fmt.Fprintf(out, "mate suite: %s, %d positions (casual rules), %d nodes each, hash %d MB; load average %s\n",
		name, *npos, *nodes, *hash, loadAverage())
	rules := game.MustPreset("casual")
	var found []int64             // nodes to the first mate score of each mate found
	var foundBy, total [2]int     // by side: the side to move mates (0) or is mated (1)
	var foundLen, totalLen [3]int // by length: 5 moves or fewer, 6-8, 9 or more
	var searched int64
	start := time.Now()
	for i, mp := range ai.MatePositions[:*npos] {
		pos, err := game.ParseFEN(rules, mp.FEN)
		if err != nil {
			return fmt.Errorf("bench mates: position %d: %w", i+1, err)
		}
		if err := e.NewGame(); err != nil {
			return fmt.Errorf("bench mates: %w", err)
		}
		at := int64(-1)
		res, err := e.Search(context.Background(), pos, ai.Limits{Nodes: *nodes}, func(in ai.Info) {
			if at < 0 && mp.Found(in.Score) {
				at = in.Nodes
			}
		})
		if err != nil {
			return fmt.Errorf("bench mates: position %d: %w", i+1, err)
		}
		// The last iteration, cut short by the node limit, may have no info line of its own.
		if at < 0 && mp.Found(res.Score) {
			at = res.Nodes
		}
		searched += res.Nodes
		side := 0
		if mp.Mate < 0 {
			side = 1
		}
		length := min(max(mp.Moves()-3, 0)/3, 2)
		total[side]++
		totalLen[length]++
		if at >= 0 {
			found = append(found, at)
			foundBy[side]++
			foundLen[length]++
		}
		if *verbose {
			seen := "not found"
			if at >= 0 {
				seen = fmt.Sprintf("found at %d nodes", at)
			}
			fmt.Fprintf(out, "%3d  mate %3d  %-24s  %s (%s)  %s\n", i+1, mp.Mate, seen, res.Score, res.Move, mp.FEN)
		}
	}
	el := time.Since(start)
	fmt.Fprintf(out, "found %d of %d within %d nodes: side to move mates %d of %d, is mated %d of %d\n",
		len(found), *npos, *nodes, foundBy[0], total[0], foundBy[1], total[1])
	fmt.Fprintf(out, "by length: mate in 5 or fewer %d of %d, 6-8 %d of %d, 9 or more %d of %d\n",
		foundLen[0], totalLen[0], foundLen[1], totalLen[1], foundLen[2], totalLen[2])
	if len(found) > 0 {
		f := make([]float64, len(found))
		for i, n := range found {
			f[i] = float64(n)
		}
		fmt.Fprintf(out, "nodes to the first mate score, mates found: median %.0f, mean %.0f, most %.0f\n", median(f), mean(f), slices.Max(f))
	}
	fmt.Fprintf(out, "%.1fs in all, %d nodes, %.0f k nodes/s; load average after: %s\n",
		el.Seconds(), searched, float64(searched)/max(el.Seconds(), 1e-9)/1000, loadAverage())
	return nil
}
