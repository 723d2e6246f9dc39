// Command janggi-window is the Janggi game's window. Players start it as `janggi` (cmd/janggi,
// the command line, which finds this program beside itself or in ../libexec/janggi and passes its
// arguments on), from the desktop's menu, or by opening a record file, which the desktop gives as
// the one argument:
//
//	janggi-window [flags] [FILE.gib|.pgn|.fen]
//
// It links Ebitengine, which cannot start without a display: that is why the command line is
// another program. On Windows it is built as a GUI program (-H windowsgui), so that no console
// opens beside the game.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
)

func main() {
	if err := runPlay(os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return // -h: the flag package has printed the usage
		}
		fmt.Fprintln(os.Stderr, "janggi:", err)
		os.Exit(1)
	}
}
