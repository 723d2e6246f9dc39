package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"janggi/game"
	"janggi/record"
)

func init() {
	addCommand("record", "convert and check game records: record convert IN OUT | record check FILE...", runRecord)
}

func runRecord(args []string) error {
	return recordCommand(args, os.Stdout, os.Stderr)
}

const recordUsage = `usage:
  janggi record convert [flags] IN OUT   convert between .gib, .pgn and .fen (by extension)
  janggi record check [flags] FILE...    read records, check every move, report what they hold`

// recordCommand runs "janggi record ..." with its output going to out and errOut.
func recordCommand(args []string, out, errOut io.Writer) error {
	if len(args) == 0 {
		return errors.New("record: " + recordUsage)
	}
	switch args[0] {
	case "convert":
		return recordConvert(args[1:], errOut)
	case "check":
		return recordCheck(args[1:], out, errOut)
	}
	return fmt.Errorf("record: unknown subcommand %q\n%s", args[0], recordUsage)
}

// recordFlags registers the flags both subcommands share and returns a function that turns them
// into record.Options.
func recordFlags(fs *flag.FlagSet) func() (record.Options, error) {
	preset := fs.String("preset", "standard", "rules for records that do not name theirs ("+joinNames(game.PresetNames())+")")
	return func() (record.Options, error) {
		r, err := game.Preset(*preset)
		if err != nil {
			return record.Options{}, err
		}
		return record.Options{Rules: r}, nil
	}
}

func recordConvert(args []string, errOut io.Writer) error {
	fs := flag.NewFlagSet("record convert", flag.ContinueOnError)
	fs.SetOutput(errOut)
	opts := recordFlags(fs)
	encoding := fs.String("encoding", "cp949", ".gib output encoding: cp949 (what Korean programs read) or utf-8")
	uci := fs.Bool("uci", false, "write PGN moves in UCI form (b1c3) instead of algebraic notation (Hc3)")
	gameNo := fs.Int("game", 0, "convert only game N of the input (from 1); a .fen output needs it when the input holds several")
	force := fs.Bool("force", false, "replace OUT if it exists")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 2 {
		return errors.New("record convert: want IN and OUT\n" + recordUsage)
	}
	in, outPath := files[0], files[1]
	o, err := opts()
	if err != nil {
		return fmt.Errorf("record convert: %w", err)
	}
	if o.Encoding, err = record.ParseEncoding(*encoding); err != nil {
		return fmt.Errorf("record convert: --encoding: %w", err)
	}
	o.UCI = *uci
	recs, err := record.ReadFile(in, o)
	if err != nil {
		return fmt.Errorf("record convert: %w", err)
	}
	if *gameNo != 0 {
		if *gameNo < 1 || *gameNo > len(recs) {
			return fmt.Errorf("record convert: --game %d: %s holds %d games", *gameNo, in, len(recs))
		}
		recs = recs[*gameNo-1 : *gameNo]
	}
	for _, r := range recs {
		for _, w := range r.Warnings {
			fmt.Fprintf(errOut, "%s: warning: %s\n", in, w)
		}
	}
	if err := record.WriteFile(outPath, recs, o, *force); err != nil {
		if errors.Is(err, record.ErrExists) {
			return fmt.Errorf("record convert: %w; add --force to replace it", err)
		}
		return fmt.Errorf("record convert: %w", err)
	}
	return nil
}

func recordCheck(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("record check", flag.ContinueOnError)
	fs.SetOutput(errOut)
	opts := recordFlags(fs)
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return errors.New("record check: want one or more files\n" + recordUsage)
	}
	o, err := opts()
	if err != nil {
		return fmt.Errorf("record check: %w", err)
	}
	bad := 0
	for _, path := range files {
		recs, err := record.ReadFile(path, o)
		if err != nil {
			fmt.Fprintln(out, err)
			bad++
			continue
		}
		for i, r := range recs {
			fmt.Fprintf(out, "%s: game %d: %s\n", path, i+1, describe(r))
			for _, w := range r.Warnings {
				fmt.Fprintf(out, "%s: game %d: warning: %s\n", path, i+1, w)
			}
		}
	}
	if bad > 0 {
		return fmt.Errorf("record check: %d of %d files could not be read", bad, len(files))
	}
	return nil
}

// describe sums a record up in one line: game, rules, setups, players, moves and result.
func describe(r *record.Record) string {
	var parts []string
	what := r.Game.String()
	if r.Rules != nil && r.Game == record.Janggi {
		what += " (" + r.Rules.Name + ")"
	}
	parts = append(parts, what)
	cho, ok1 := r.Setup(game.Cho)
	han, ok2 := r.Setup(game.Han)
	if ok1 && ok2 {
		parts = append(parts, "초 "+cho.Korean()+" / 한 "+han.Korean())
	} else if r.Game == record.Janggi {
		parts = append(parts, "from "+r.StartFEN)
	}
	if r.Cho != "" || r.Han != "" {
		parts = append(parts, fmt.Sprintf("Cho %q vs Han %q", r.Cho, r.Han))
	}
	result := r.Result.String()
	if r.Result.Reason == game.NoReason && !r.Result.Counted {
		result = r.Result.Outcome.String()
	}
	parts = append(parts, fmt.Sprintf("%d moves", len(r.Moves)), "result "+result)
	return strings.Join(parts, ", ")
}

// parseInterspersed parses flags that may come before, between or after the file names, and
// returns the file names.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return files, nil
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
