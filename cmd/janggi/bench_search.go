package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"janggi/ai"
	"janggi/ai/uci"
	"janggi/game"
)

// benchSearcher is what bench search times: our engine, or a UCI engine it drives (--engine).
type benchSearcher interface {
	NewGame() error
	Search(ctx context.Context, pos *game.Position, lim ai.Limits, info func(ai.Info)) (ai.Result, error)
}

// benchSearch times the search to a fixed depth on ai.BenchPositions with each thread count and
// prints, per position and in all, the time each took and how many times faster the later thread
// counts were than the first: bench search [--threads 1,2] [--positions N] [--depth 11] [--hash 64]
// [--engine PATH] [--eval-file LIST]. Each search starts from an empty hash table. The machine's
// load average is printed before and after, since a busy machine makes the threads' figures
// meaningless. With --engine the same searches are asked of that UCI engine (Fairy-Stockfish, to
// compare what its threads bring), through its Threads and Hash options and "go depth N"; its depth
// counts its own way, and its node counts say nothing of its busiest thread. --eval-file gives our
// engines network files, one each (a network's cost in nodes a second).
func benchSearch(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench search", flag.ContinueOnError)
	threadList := fs.String("threads", "1,2", "thread counts to compare, the first one the reference")
	npos := fs.Int("positions", len(ai.BenchPositions), fmt.Sprintf("how many of the %d bench positions to search (the first N)", len(ai.BenchPositions)))
	depth := fs.Int("depth", 11, "depth every search completes")
	hash := fs.Int("hash", 64, "hash table size in megabytes")
	enginePath := fs.String("engine", "", "a UCI engine to time instead of ours, e.g. /usr/games/fairy-stockfish")
	evalFiles := fs.String("eval-file", "", "network files (UCI's EvalFile) of our engines, one for each of --threads in its order, comma-separated, empty for none: --threads 1,1 --eval-file ,net.nnue gives a network's cost in nodes a second")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("bench search: unexpected argument %q", fs.Arg(0))
	}
	threads, err := parseThreads(*threadList)
	if err != nil {
		return fmt.Errorf("bench search: --threads %q: %w", *threadList, err)
	}
	if *npos < 1 || *npos > len(ai.BenchPositions) {
		return fmt.Errorf("bench search: --positions %d: want 1..%d", *npos, len(ai.BenchPositions))
	}
	if *depth < 1 || *depth > 64 {
		return fmt.Errorf("bench search: --depth %d: want 1..64", *depth)
	}
	nets := make([]string, len(threads))
	if *evalFiles != "" {
		if *enginePath != "" {
			return errors.New("bench search: --eval-file is for our engine, not --engine's")
		}
		nets = strings.Split(*evalFiles, ",")
		if len(nets) != len(threads) {
			return fmt.Errorf("bench search: --eval-file %q names %d files (empty ones included), --threads %q %d engines: want one for each", *evalFiles, len(nets), *threadList, len(threads))
		}
	}
	engines := make([]benchSearcher, len(threads))
	for i, n := range threads {
		if *enginePath != "" {
			c, err := startBenchEngine(*enginePath, n, *hash)
			if err != nil {
				return fmt.Errorf("bench search: --engine %s: %w", *enginePath, err)
			}
			defer c.Close()
			engines[i] = c
			continue
		}
		e := ai.NewEngine(1)
		if err := e.SetHash(*hash); err != nil {
			return fmt.Errorf("bench search: --hash %d: %s", *hash, strings.TrimPrefix(err.Error(), "ai: "))
		}
		if err := e.SetThreads(n); err != nil {
			return fmt.Errorf("bench search: --threads: %s", strings.TrimPrefix(err.Error(), "ai: "))
		}
		if err := e.SetEvalFile(strings.TrimSpace(nets[i])); err != nil {
			return fmt.Errorf("bench search: --eval-file: %s", strings.TrimPrefix(err.Error(), "ai: "))
		}
		engines[i] = e
	}
	if *enginePath != "" {
		fmt.Fprintf(out, "engine %s\n", engines[0].(*uci.Client).Name)
	}
	fmt.Fprintf(out, "search to depth %d of %d positions, threads %s, hash %d MB; load average %s\n",
		*depth, *npos, *threadList, *hash, loadAverage())
	// name labels an engine's column: its threads, and "+net" with a network.
	name := func(i int) string {
		if strings.TrimSpace(nets[i]) != "" {
			return fmt.Sprintf("%d thread+net", threads[i])
		}
		return fmt.Sprintf("%d thread", threads[i])
	}
	header := fmt.Sprintf("%-14s %-10s", "position", "stage")
	for i := range threads {
		header += fmt.Sprintf(" %12s", name(i))
	}
	for _, n := range threads[1:] {
		header += fmt.Sprintf(" %8s", fmt.Sprintf("x%d", n))
	}
	fmt.Fprintln(out, header)
	total := make([]time.Duration, len(threads))
	nodes := make([]int64, len(threads))
	ratios := make([][]float64, len(threads))
	work := make([][]float64, len(threads)) // per position: the first's busiest thread's nodes / these
	most := make([]int64, len(threads))
	for _, bp := range ai.BenchPositions[:*npos] {
		pos, err := game.ParseFEN(game.Standard(), bp.FEN)
		if err != nil {
			return fmt.Errorf("bench search: %s: %w", bp.Name, err)
		}
		line := fmt.Sprintf("%-14s %-10s", bp.Name, bp.Stage())
		took := make([]time.Duration, len(threads))
		searched := make([]int64, len(threads))
		for i, e := range engines {
			if err := e.NewGame(); err != nil {
				return err
			}
			start := time.Now()
			res, err := e.Search(context.Background(), pos, ai.Limits{Depth: *depth}, nil)
			took[i] = time.Since(start)
			if err != nil {
				return fmt.Errorf("bench search: %s: %w", bp.Name, err)
			}
			total[i] += took[i]
			nodes[i] += res.Nodes
			searched[i] = res.MostNodes
			most[i] += res.MostNodes
			line += fmt.Sprintf(" %11.3fs", took[i].Seconds())
		}
		for i := range threads[1:] {
			r := took[0].Seconds() / max(took[i+1].Seconds(), 1e-9)
			ratios[i+1] = append(ratios[i+1], r)
			work[i+1] = append(work[i+1], float64(searched[0])/float64(max(searched[i+1], 1)))
			line += fmt.Sprintf(" %7.2fx", r)
		}
		fmt.Fprintln(out, line)
	}
	for i, n := range threads {
		with := ""
		if f := strings.TrimSpace(nets[i]); f != "" {
			with = " with " + f
		}
		fmt.Fprintf(out, "%d thread(s)%s: %.2fs in all, %d nodes, %.0f k nodes/s\n", n, with, total[i].Seconds(), nodes[i],
			float64(nodes[i])/max(total[i].Seconds(), 1e-9)/1000)
	}
	for i, n := range threads[1:] {
		r := ratios[i+1]
		fmt.Fprintf(out, "%d threads against %d: time to depth %d %.2fx faster in all; per position median %.2fx, mean %.2fx (min %.2fx, max %.2fx)\n",
			n, threads[0], *depth, total[0].Seconds()/max(total[i+1].Seconds(), 1e-9), median(r), mean(r), slices.Min(r), slices.Max(r))
	}
	for i, n := range threads[1:] {
		if *enginePath != "" {
			break // a UCI engine does not say how many nodes each thread searched
		}
		r := work[i+1]
		fmt.Fprintf(out, "%d threads against %d, in nodes of the busiest thread (the time on idle cores, every thread searching as fast as one alone): %.2fx faster in all; per position median %.2fx, mean %.2fx\n",
			n, threads[0], float64(most[0])/float64(max(most[i+1], 1)), median(r), mean(r))
	}
	fmt.Fprintf(out, "load average after: %s\n", loadAverage())
	return nil
}

// startBenchEngine starts the UCI engine at path with n threads and a hash table of hash MB.
func startBenchEngine(path string, n, hash int) (*uci.Client, error) {
	c, err := uci.Start(path)
	if err != nil {
		return nil, err
	}
	for _, o := range [][2]string{{"Threads", strconv.Itoa(n)}, {"Hash", strconv.Itoa(hash)}} {
		if err := c.SetOption(o[0], o[1]); err != nil {
			c.Close()
			return nil, err
		}
	}
	return c, nil
}

// parseThreads reads a comma-separated list of thread counts, e.g. "1,2".
func parseThreads(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 256 {
			return nil, fmt.Errorf("%q is not a thread count from 1 to 256", strings.TrimSpace(f))
		}
		out = append(out, n)
	}
	return out, nil
}

func median(x []float64) float64 {
	s := slices.Clone(x)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func mean(x []float64) float64 {
	var t float64
	for _, v := range x {
		t += v
	}
	return t / float64(len(x))
}

// loadAverage returns the machine's load averages over 1, 5 and 15 minutes, where the system says
// them (Linux), else "unknown".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}
