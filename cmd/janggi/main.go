// Command janggi is the Janggi game's command line: run without a subcommand (or with a record
// file, or play and the window's flags) it starts the game's window; its subcommands count perft,
// speak UCI, read and analyse records, and measure speed.
//
// The window is a program of its own, janggi-window (cmd/janggi-window), found beside this one or
// in ../libexec/janggi: a binary that links Ebitengine cannot start without a display, not even
// for --version, and this one links none of it (TestTheCommandLineLinksNoWindow), so that every
// subcommand runs on a server, over SSH, or under a GUI that starts `janggi uci` without a display.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
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
	if len(args) > 0 && (args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		usage(os.Stdout) // the window's own flags: janggi play -h
		return
	}
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") && !opensRecord(args[0]) {
		name, args = args[0], args[1:]
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "janggi: unknown command %q\n", name)
		usage(os.Stderr)
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

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: janggi [command] [flags]\n       janggi [FILE.gib|.pgn|.fen] [window flags]\n\n"+
		"Without a command, janggi opens the game's window (on the record FILE if one is named).\n\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nEach command's flags: janggi COMMAND -h. The manual: man 6 janggi (Debian package).")
}
