package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"janggi/game"
	"janggi/game/kind"
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
  janggi record check [flags] FILE|DIR...  read records (folders: every .gib, .pgn, .fen in them), check
                                          every move, report what they hold and a summary`

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
	quiet := fs.Bool("q", false, "print only the records that do not read whole, and the summary")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return errors.New("record check: want one or more files or folders\n" + recordUsage)
	}
	o, err := opts()
	if err != nil {
		return fmt.Errorf("record check: %w", err)
	}
	var sum checkSummary
	start := time.Now()
	for _, arg := range files {
		paths, errs := recordFiles(arg)
		for _, err := range errs {
			sum.fail(out, record.ProblemFile, err.Error())
		}
		for _, path := range paths {
			sum.check(out, path, o, *quiet)
		}
	}
	sum.print(out, time.Since(start))
	if sum.failures > 0 {
		return fmt.Errorf("record check: %d of %d games or files could not be read whole", sum.failures, max(sum.games, sum.files))
	}
	return nil
}

// recordFiles returns the record files an argument names: the file itself, or for a folder every
// .gib, .pgn and .fen file in it and its subfolders, in name order; and the folders it could not
// read. A symbolic link (or anything else that is not a folder) by a record's name is one of them:
// ReadFile follows the link to a record, and refuses what it leads to otherwise, so that every
// record-named entry is counted, read or failed, never skipped unsaid. Links to folders are not
// walked (a link back up would loop).
func recordFiles(arg string) ([]string, []error) {
	st, err := os.Stat(arg)
	if err != nil || !st.IsDir() {
		return []string{arg}, nil // ReadFile says what is wrong with it
	}
	var paths []string
	var errs []error
	filepath.WalkDir(arg, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			errs = append(errs, err)
			return nil // the rest of the folder is still read
		}
		if !d.IsDir() {
			switch strings.ToLower(filepath.Ext(path)) {
			case ".gib", ".pgn", ".fen":
				paths = append(paths, path)
			}
		}
		return nil
	})
	return paths, errs
}

// checkSummary counts what record check read.
type checkSummary struct {
	files, games, whole, moves, warned, failures int
	byProblem                                    map[record.Problem]int
	byRules                                      map[string]int
}

func (s *checkSummary) fail(out io.Writer, p record.Problem, msg string) {
	fmt.Fprintln(out, msg)
	s.failures++
	if s.byProblem == nil {
		s.byProblem = map[record.Problem]int{}
	}
	s.byProblem[p]++
}

// check reads one file and prints a line a game, its warnings, and one message for each game or
// file that does not read whole.
func (s *checkSummary) check(out io.Writer, path string, o record.Options, quiet bool) {
	s.files++
	recs, err := record.ReadFile(path, o)
	reported := map[*record.ReadError]bool{}
	for i, r := range recs {
		s.games++
		s.moves += len(r.Moves)
		if r.Stopped != nil {
			reported[r.Stopped] = true
			s.fail(out, r.Stopped.Problem, fmt.Sprintf("%s (%s)", r.Stopped, movesBefore(len(r.Moves))))
		} else {
			s.whole++
			if !quiet {
				fmt.Fprintf(out, "%s: game %d: %s\n", path, i+1, describe(r))
			}
		}
		if r.RulesNote != "" {
			if s.byRules == nil {
				s.byRules = map[string]int{}
			}
			s.byRules[r.Rules.Name]++
		}
		if len(r.Warnings) > 0 {
			s.warned++
		}
		if !quiet {
			for _, w := range r.Warnings {
				fmt.Fprintf(out, "%s: game %d: warning: %s\n", path, i+1, w)
			}
		}
	}
	if err == nil {
		return
	}
	var errs []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	} else {
		errs = []error{err}
	}
	for _, e := range errs {
		var re *record.ReadError
		if errors.As(e, &re) && reported[re] {
			continue
		}
		s.fail(out, record.ProblemOf(e), e.Error())
	}
}

// movesBefore says how many moves before a fault were read.
func movesBefore(n int) string {
	switch n {
	case 0:
		return "no move before it is read"
	case 1:
		return "the move before it is read"
	}
	return fmt.Sprintf("the %d moves before it are read", n)
}

// plural writes "1 file", "2 files".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// print writes the summary: files, games, moves, the time taken, and the failures by reason.
func (s *checkSummary) print(out io.Writer, took time.Duration) {
	rate := ""
	if secs := took.Seconds(); secs > 0 && s.games > 0 {
		rate = fmt.Sprintf(", %.0f games/s", float64(s.games)/secs)
	}
	fmt.Fprintf(out, "summary: %s, %s (%d read whole), %s in %.2f s%s\n", plural(s.files, "file", "files"),
		plural(s.games, "game", "games"), s.whole, plural(s.moves, "move", "moves"), took.Seconds(), rate)
	if s.warned > 0 {
		fmt.Fprintf(out, "summary: %s with warnings\n", plural(s.warned, "game", "games"))
	}
	if len(s.byRules) > 0 {
		fmt.Fprintf(out, "summary: read under another preset than asked: %s\n", countList(s.byRules))
	}
	if s.failures == 0 {
		fmt.Fprintln(out, "summary: no failures")
		return
	}
	byName := map[string]int{}
	for p, n := range s.byProblem {
		byName[p.String()] += n
	}
	fmt.Fprintf(out, "summary: %s: %s\n", plural(s.failures, "failure", "failures"), countList(byName))
}

// countList writes counts as "3 illegal move, 1 not a move", largest first.
func countList(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d %s", m[k], k)
	}
	return strings.Join(parts, ", ")
}

// describe sums a record up in one line: game, rules, setups, players, moves and result.
func describe(r *record.Record) string {
	var parts []string
	what := r.Game.String()
	if r.Rules != nil && r.Game == kind.Janggi {
		what += " (" + r.Rules.Name + ")"
	}
	parts = append(parts, what)
	cho, ok1 := r.Setup(game.Cho)
	han, ok2 := r.Setup(game.Han)
	if ok1 && ok2 && strings.Fields(r.StartFEN)[0] == strings.Fields(game.StartFEN(kind.Janggi, cho, han))[0] {
		parts = append(parts, "초 "+cho.Korean()+" / 한 "+han.Korean())
	} else if r.Game == kind.Janggi {
		parts = append(parts, "from "+r.StartFEN)
	}
	if r.Cho != "" || r.Han != "" {
		parts = append(parts, fmt.Sprintf("Cho %q vs Han %q", r.Cho, r.Han))
	}
	parts = append(parts, fmt.Sprintf("%d moves", len(r.Moves)), "result "+resultText(r))
	return strings.Join(parts, ", ")
}

// resultText writes a record's result with how it ended: "0-1 (resignation)", "1-0 (bikjang,
// counted 72 : 73.5)", "* (aborted)", and what the record says when the reader could not take it.
func resultText(r *record.Record) string {
	res, e := r.Result, r.Ending
	s := res.Outcome.String()
	how := ""
	switch {
	case res.Over() && res.Reason != game.NoReason:
		how = res.Reason.String()
	case res.Over() && e.Outcome == res.Outcome:
		how = e.How.String()
	case !res.Over() && e.Outcome == game.Ongoing:
		how = e.How.String() // aborted, unknown
	}
	if res.Counted && res.Over() {
		if how == "" || how == "points" {
			how = "points"
		}
		how += fmt.Sprintf(", counted %s : %s", res.Points[game.Cho], res.Points[game.Han])
	}
	if how != "" {
		s += " (" + how + ")"
	}
	if e.Text != "" && e.Outcome != res.Outcome {
		s += fmt.Sprintf(", the record says %q", e.Text)
	}
	return s
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
