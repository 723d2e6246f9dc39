package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"janggi/ai"
	"janggi/ai/uci"
	"janggi/game/kind"
)

func init() {
	addCommand("uci", "run as a UCI engine on standard input and output: uci [--hash MB] [--threads N]", runUCI)
}

// runUCI serves the UCI protocol on standard input and output until "quit".
func runUCI(args []string) error {
	return serveUCI(args, os.Stdin, os.Stdout, os.Stderr)
}

// serveUCI reads the uci command's flags, then serves UCI on in and out: Janggi and Xiangqi, and
// Twelve Janggi and Dobutsu once UCI_Variant names them. --hash is checked as
// "setoption name Hash" checks it: from 1 to what this machine holds.
func serveUCI(args []string, in io.Reader, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("uci", flag.ContinueOnError)
	fs.SetOutput(errOut)
	// Janggi's and Twelve Janggi's engines each have a table of --hash: together they get what
	// one engine alone may (half the machine's memory).
	maxHash := uci.MaxHash(2)
	hash := fs.Int("hash", min(64, maxHash), fmt.Sprintf("hash table size in megabytes, for each of the two engines (Janggi and Xiangqi, Twelve Janggi), 1 to %d on this machine (half its memory for both)", maxHash))
	threads := fs.Int("threads", 1, "search threads, 1 to 256")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("uci: unexpected argument %q", fs.Arg(0))
	}
	if err := ai.CheckHashTotal(2, *hash); err != nil {
		return fmt.Errorf("uci: --hash %d: %s", *hash, strings.TrimPrefix(err.Error(), "ai: "))
	}
	var engines []uci.Engine
	for _, g := range []kind.Game{kind.Janggi, kind.Twelve} { // each serves its core's other game too
		eng, err := uci.New(g, *hash)
		if err != nil {
			return fmt.Errorf("uci: --hash %d: %s", *hash, strings.TrimPrefix(err.Error(), "ai: "))
		}
		if err := eng.SetThreads(*threads); err != nil {
			return fmt.Errorf("uci: --threads %d: %s", *threads, strings.TrimPrefix(err.Error(), "ai: "))
		}
		engines = append(engines, eng)
	}
	return uci.NewServer("Janggi", out, engines[0], engines[1:]...).Run(in)
}
