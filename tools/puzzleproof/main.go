// Command puzzleproof is the deep check of the shipped puzzles (package puzzle's puzzles.txt and
// twelve.txt), deeper than the generator's own (tools/puzzlegen: the engine at depth 7,
// Fairy-Stockfish at 12). It writes one verdict a puzzle to -out (puzzle/verdicts.tsv), which
// the tests hold every shipped puzzle to:
//
//   - a win puzzle (a mate in 1 to 3 in Janggi and Xiangqi, a win in Twelve Janggi) is proven
//     exactly by puzzle.Verify, whose search counts every way the puzzle's rules end a game (in
//     standard Janggi a bikjang accepted by a pass and a double pass decided on points, a
//     repetition, as well as checkmate): the stated length is the shortest forced win and the
//     first move the only one that wins that fast;
//   - a material or defence puzzle is put to Fairy-Stockfish (-fsf; UCI_Variant of the puzzle's
//     preset, Threads 1, Hash 64, MultiPV 2) at -depth: the solution must be its best move, at
//     least 150 cp better than the second; a defence must end level (within ±250), a material
//     puzzle win at least a horse (250).
//
// The file is rewritten after every puzzle, so a run can be stopped at any moment and started
// again: a puzzle whose verdict is fresh (the puzzle unchanged since, by its content hash) and
// deep enough is not checked again unless -redo. It prints the counts of the verdicts at the end,
// and every puzzle that fails or has none, and exits with status 1 when there is one.
//
//	nice -n 19 go run ./tools/puzzleproof -depth 18
//	go run ./tools/puzzleproof -kind mates
//	go run ./tools/puzzleproof -only J0007,X0052 -depth 20 -redo
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"janggi/ai/uci"
	"janggi/internal/testenv"
	"janggi/puzzle"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "puzzleproof:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	out   string
	fsf   string
	depth int
	kind  string
	only  map[string]bool
	redo  bool
	date  string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("puzzleproof", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.out, "out", "puzzle/verdicts.tsv", "the verdict file, read and rewritten")
	fs.StringVar(&o.fsf, "fsf", testenv.FairyStockfishPath, "Fairy-Stockfish, for the material and defence puzzles")
	fs.IntVar(&o.depth, "depth", 18, "Fairy-Stockfish's depth (at least 16)")
	fs.StringVar(&o.kind, "kind", "all", "which puzzles: all, mates (the win puzzles, exact) or engine (material and defence)")
	only := fs.String("only", "", "check only these puzzles (IDs separated by commas)")
	fs.BoolVar(&o.redo, "redo", false, "check a puzzle again even when its verdict is fresh")
	fs.StringVar(&o.date, "date", time.Now().UTC().Format(time.DateOnly), "the date written with each verdict")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if o.depth < 16 {
		return o, fmt.Errorf("-depth %d: the deep check searches at least 16", o.depth)
	}
	if !slices.Contains([]string{"all", "mates", "engine"}, o.kind) {
		return o, fmt.Errorf("-kind %q: want all, mates or engine", o.kind)
	}
	if _, err := time.Parse(time.DateOnly, o.date); err != nil {
		return o, fmt.Errorf("-date %q: want YYYY-MM-DD", o.date)
	}
	if *only != "" {
		o.only = map[string]bool{}
		for _, id := range strings.Split(*only, ",") {
			o.only[strings.TrimSpace(id)] = true
		}
	}
	return o, nil
}

func run(args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	all := puzzle.All()
	if o.only != nil {
		for id := range o.only {
			if !slices.ContainsFunc(all, func(p *puzzle.Puzzle) bool { return p.ID == id }) {
				return fmt.Errorf("-only: no puzzle %s", id)
			}
		}
	}
	vs, err := readVerdicts(o.out)
	if err != nil {
		return fmt.Errorf("%s: %w", o.out, err)
	}
	shipped := map[string]bool{}
	for _, p := range all {
		shipped[p.ID] = true
	}
	for id := range vs {
		if !shipped[id] {
			delete(vs, id) // a puzzle no longer shipped needs no verdict
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var c *uci.Client
	defer func() {
		if c != nil {
			c.Close()
		}
	}()
	start := time.Now()
	for _, p := range all {
		mate := p.Theme.MateIn() > 0
		if o.only != nil && !o.only[p.ID] || o.kind == "mates" && !mate || o.kind == "engine" && mate {
			continue
		}
		if v, ok := vs[p.ID]; ok && !o.redo && fresh(v, p, o.depth) {
			continue
		}
		if ctx.Err() != nil {
			break
		}
		t0 := time.Now()
		v := verdict{ID: p.ID, Hash: contentHash(p), Date: o.date}
		if mate {
			v.Method = "exact"
			v.OK, v.Detail = proveMate(p)
		} else {
			if c == nil {
				if c, err = startEngine(o.fsf); err != nil {
					return err
				}
			}
			v.Method = fmt.Sprintf("fsf-d%d", o.depth)
			v.OK, v.Detail, err = engineCheck(ctx, c, p, o.depth)
			if ctx.Err() != nil {
				break // an interrupted search is no verdict
			}
			if err != nil {
				return err
			}
		}
		vs[p.ID] = v
		if err := writeVerdicts(o.out, vs); err != nil {
			return err
		}
		word := "ok"
		if !v.OK {
			word = "FAIL"
		}
		fmt.Fprintf(stderr, "%s %s %s %s (%.1fs)\n", p.ID, word, v.Method, v.Detail, time.Since(t0).Seconds())
	}
	if err := writeVerdicts(o.out, vs); err != nil {
		return err
	}
	return summary(stdout, all, vs, time.Since(start), ctx.Err())
}

// fresh reports whether v is a verdict of p as it is now, by a method at least as deep as the
// run's.
func fresh(v verdict, p *puzzle.Puzzle, depth int) bool {
	d, _ := methodDepth(v.Method)
	if p.Theme.MateIn() > 0 {
		return v.Hash == contentHash(p) && v.Method == "exact"
	}
	return v.Hash == contentHash(p) && d >= depth
}

// startEngine starts Fairy-Stockfish as the deep check wants it: one thread, a small hash, its
// two best lines.
func startEngine(path string) (*uci.Client, error) {
	c, err := uci.Start(path)
	if err != nil {
		return nil, fmt.Errorf("-fsf: %w", err)
	}
	for _, o := range [][2]string{{"Threads", "1"}, {"Hash", "64"}, {"MultiPV", "2"}} {
		if err := c.SetOption(o[0], o[1]); err != nil {
			c.Close()
			return nil, err
		}
	}
	return c, nil
}

// errFailing reports that some shipped puzzle fails the deep check or has not been through it.
var errFailing = errors.New("some puzzles fail the deep check or have no verdict")

// summary prints the counts of the verdicts and every shipped puzzle that fails or has none.
func summary(w io.Writer, all []*puzzle.Puzzle, vs map[string]verdict, took time.Duration, interrupted error) error {
	var ok, failed, stale, none []string
	byMethod := map[string]int{}
	for _, p := range all {
		v, has := vs[p.ID]
		switch {
		case !has:
			none = append(none, p.ID)
		case v.Hash != contentHash(p):
			stale = append(stale, p.ID)
		case !v.OK:
			failed = append(failed, p.ID)
		default:
			ok = append(ok, p.ID)
			byMethod[v.Method]++
		}
	}
	methods := make([]string, 0, len(byMethod))
	for m := range byMethod {
		methods = append(methods, m)
	}
	slices.Sort(methods)
	fmt.Fprintf(w, "%d puzzles in %v: %d ok (", len(all), took.Round(time.Second), len(ok))
	for i, m := range methods {
		if i > 0 {
			fmt.Fprint(w, ", ")
		}
		fmt.Fprintf(w, "%s %d", m, byMethod[m])
	}
	fmt.Fprintf(w, "), %d fail, %d stale, %d unchecked\n", len(failed), len(stale), len(none))
	for _, l := range []struct {
		name string
		ids  []string
	}{{"fail", failed}, {"stale", stale}, {"unchecked", none}} {
		if len(l.ids) > 0 {
			fmt.Fprintf(w, "%s: %s\n", l.name, strings.Join(l.ids, " "))
		}
		if l.name == "unchecked" && len(l.ids) > 0 {
			fmt.Fprintln(w, "(the tests accept an unchecked puzzle only when puzzle/unchecked.txt names it)")
		}
	}
	if interrupted != nil {
		fmt.Fprintln(w, "interrupted: run the command again to go on")
	}
	if len(failed)+len(stale)+len(none) > 0 {
		return errFailing
	}
	return nil
}
