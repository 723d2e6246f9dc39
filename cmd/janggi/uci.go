package main

import (
	"flag"
	"fmt"
	"os"

	"janggi/ai"
	"janggi/ai/uci"
)

func init() {
	addCommand("uci", "run as a UCI engine on standard input and output: uci [--hash MB] [--threads N]", runUCI)
}

// runUCI serves the UCI protocol on standard input and output until "quit".
func runUCI(args []string) error {
	fs := flag.NewFlagSet("uci", flag.ContinueOnError)
	hash := fs.Int("hash", 64, "hash table size in megabytes")
	threads := fs.Int("threads", 1, "search threads")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("uci: unexpected argument %q", fs.Arg(0))
	}
	eng := ai.NewEngine(*hash)
	if err := eng.SetThreads(*threads); err != nil {
		return err
	}
	return uci.NewServer(eng, "Janggi", os.Stdout).Run(os.Stdin)
}
