package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"janggi/game"
)

// runPerft prints the perft count of a position; with --divide first one line per root move.
// The node count is always the last line.
func runPerft(args []string) error {
	return perft(args, os.Stdout, os.Stderr)
}

func perft(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(errOut)
	preset := fs.String("preset", "standard", "rules preset ("+joinNames(game.PresetNames())+")")
	fen := fs.String("fen", "", "start position (default: the preset's start position)")
	depth := fs.Int("depth", 4, "depth in plies")
	divide := fs.Bool("divide", false, "print the count below each root move first")
	timing := fs.Bool("time", false, "print the time taken and the speed on standard error")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("perft: unexpected argument %q", fs.Arg(0))
	}
	if *depth < 0 || *depth > 12 {
		return errors.New("perft: --depth must be between 0 and 12")
	}
	rules, err := game.Preset(*preset)
	if err != nil {
		return err
	}
	var p *game.Position
	if *fen == "" || *fen == "startpos" {
		p = game.NewPosition(rules, game.HEEH, game.HEEH)
	} else if p, err = game.ParseFEN(rules, *fen); err != nil {
		return err
	}
	start := time.Now()
	var total uint64
	if *divide && *depth > 0 {
		for _, e := range p.Divide(*depth) {
			fmt.Fprintf(out, "%s: %d\n", e.Move, e.Nodes)
			total += e.Nodes
		}
		fmt.Fprintln(out)
	} else {
		total = p.Perft(*depth)
	}
	if *timing {
		el := time.Since(start)
		fmt.Fprintf(errOut, "%v, %.1f M nodes/s\n", el.Round(time.Millisecond), float64(total)/el.Seconds()/1e6)
	}
	fmt.Fprintln(out, total)
	return nil
}

func joinNames(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}
