// Command janggi is the Janggi game: run without arguments it opens the game window; its
// subcommands count perft, speak UCI, and measure speed.
//
// A binary that links the window (Ebitengine) cannot start without a display, so the window lives
// behind the build tag "nogui": `go build -tags nogui ./cmd/janggi` gives a binary with every
// subcommand but play, for servers and CI.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

// command is one subcommand: run gets the arguments after the subcommand's name.
type command struct {
	summary string
	run     func(args []string) error
}

// commands lists the subcommands. Files behind build tags add theirs with addCommand in init.
var commands = map[string]command{
	"perft": {"count the legal move tree: perft --preset P --fen F --depth N [--divide]", runPerft},
	"bench": {"measure against Fairy-Stockfish: bench perft [--depth N], bench search [--threads 1,2], bench mates [--nodes N]", runBench},
}

func addCommand(name, summary string, run func([]string) error) {
	commands[name] = command{summary, run}
}

func main() {
	args := os.Args[1:]
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version") {
		args[0] = "version" // the flag every program has, as well as the subcommand
	}
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	if name == "help" || name == "-h" || name == "--help" {
		usage()
		return
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "janggi: unknown command %q\n", name)
		usage()
		os.Exit(2)
	}
	if err := cmd.run(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return // -h: the flag package has printed the usage
		}
		fmt.Fprintln(os.Stderr, "janggi:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: janggi [command] [flags]\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %-8s %s\n", n, commands[n].summary)
	}
}
