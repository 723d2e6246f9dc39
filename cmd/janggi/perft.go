package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"janggi/game"
	"janggi/game/twelve"
)

// runPerft prints the perft count of a position; with --divide first one line per root move.
// The node count is always the last line.
func runPerft(args []string) error {
	return perft(args, os.Stdout, os.Stderr)
}

func perft(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(errOut)
	preset := fs.String("preset", "standard", "rules preset ("+joinNames(game.PresetNames())+", twelve, dobutsu)")
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
	tree, err := perftTree(*preset, *fen)
	if err != nil {
		return err
	}
	start := time.Now()
	var total uint64
	if *divide && *depth > 0 {
		for _, e := range tree.divide(*depth) {
			fmt.Fprintf(out, "%s: %d\n", e.move, e.nodes)
			total += e.nodes
		}
		fmt.Fprintln(out)
	} else {
		total = tree.perft(*depth)
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

// perftNode is one root move's count in a divide.
type perftNode struct {
	move  string
	nodes uint64
}

// perftable is a position of any of the games that can count its move tree.
type perftable struct {
	perft  func(depth int) uint64
	divide func(depth int) []perftNode
}

// perftTree reads the position to count: a 9×10 preset, or Twelve Janggi / Dobutsu.
func perftTree(preset, fen string) (perftable, error) {
	custom := fen != "" && fen != "startpos"
	if v, err := twelve.ParseVariant(preset); err == nil {
		p := twelve.NewPosition(v)
		if custom {
			if p, err = twelve.ParseFEN(v, fen); err != nil {
				return perftable{}, err
			}
		}
		return perftable{p.Perft, func(d int) []perftNode { return divideNodes(p.Divide(d)) }}, nil
	}
	rules, err := game.Preset(preset)
	if err != nil {
		return perftable{}, err
	}
	p := game.NewPosition(rules, game.HEEH, game.HEEH)
	if custom {
		if p, err = game.ParseFEN(rules, fen); err != nil {
			return perftable{}, err
		}
	}
	return perftable{p.Perft, func(d int) []perftNode { return divideNodes(p.Divide(d)) }}, nil
}

// divideNodes turns either game's divide entries into lines of the command's output.
func divideNodes[M fmt.Stringer](entries []game.MoveCount[M]) []perftNode {
	out := make([]perftNode, len(entries))
	for i, e := range entries {
		out[i] = perftNode{e.Move.String(), e.Nodes}
	}
	return out
}
