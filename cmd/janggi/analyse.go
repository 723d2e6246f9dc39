package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"janggi/ai/analyser"
	"janggi/analysis"
	"janggi/game"
	"janggi/game/kind"
	"janggi/record"
)

func init() {
	addCommand("analyse", "annotate a game with the engine: analyse FILE [--movetime MS | --depth N] [--threads N] [--out FILE]", runAnalyse)
}

func runAnalyse(args []string) error {
	// Ctrl+C, a closed terminal and kill all stop the analysis the same way: the games finished
	// are written.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	return analyseCommand(ctx, args, os.Stdout, os.Stderr)
}

const analyseUsage = `usage: janggi analyse [flags] FILE
  Analyses every position of every game in FILE (.gib, .pgn) with the engine, writes the record
  with each move's evaluation ([%eval]), class glyph ($6 inaccuracy, $2 mistake, $4 blunder) and
  the better move in comments to --out (FILE.analysed.pgn or .gib beside it by default; an
  existing file is never replaced without --force), and prints each side's accuracy and counts.`

// analyseCommand runs "janggi analyse ..." with its output going to out and progress to errOut.
func analyseCommand(ctx context.Context, args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.Usage = func() { io.WriteString(errOut, analyseUsage+"\n\nflags:\n"); fs.PrintDefaults() }
	opts := recordFlags(fs)
	movetime := fs.Int("movetime", 0, "milliseconds of search per position (default 300 when --depth is not given)")
	depth := fs.Int("depth", 0, "search depth per position in plies, instead of --movetime")
	threads := fs.Int("threads", 0, "positions analysed at once, one thread each (default: every core)")
	hash := fs.Int("hash", analysis.DefaultHashMB, "hash table per thread, in MB")
	outPath := fs.String("out", "", "the annotated record to write (.pgn or .gib); default FILE.analysed.EXT")
	encoding := fs.String("encoding", "cp949", ".gib output encoding: cp949 or utf-8")
	gameNo := fs.Int("game", 0, "analyse only game N of the file (from 1)")
	force := fs.Bool("force", false, "replace --out if it exists")
	quiet := fs.Bool("q", false, "no progress on standard error")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		fs.Usage()
		return fmt.Errorf("analyse: want one record FILE, got %d", len(files))
	}
	in := files[0]
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["movetime"] && set["depth"] {
		return errors.New("analyse: give --movetime or --depth, not both")
	}
	// Every option is checked against its range before a file is read, with the flag's name:
	// an error after the first game would blame the game.
	switch maxMS := int(analysis.MaxMoveTime / time.Millisecond); {
	case set["movetime"] && (*movetime < 1 || *movetime > maxMS):
		return fmt.Errorf("analyse: --movetime %d: want 1 to %d milliseconds", *movetime, maxMS)
	case set["depth"] && (*depth < 1 || *depth > analysis.MaxDepth):
		return fmt.Errorf("analyse: --depth %d: want 1 to %d plies", *depth, analysis.MaxDepth)
	case set["threads"] && (*threads < 1 || *threads > analysis.MaxThreads):
		return fmt.Errorf("analyse: --threads %d: want 1 to %d", *threads, analysis.MaxThreads)
	case *hash < 1:
		return fmt.Errorf("analyse: --hash %d: want 1 or more MB", *hash)
	}
	a := analysis.Options{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond, Threads: *threads, HashMB: *hash}
	runner, err := analyser.NewRunner(a)
	if err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	o, err := opts()
	if err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	if o.Encoding, err = record.ParseEncoding(*encoding); err != nil {
		return fmt.Errorf("analyse: --encoding: %w", err)
	}
	recs, err := record.ReadFile(in, o)
	if err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	if *gameNo != 0 {
		if *gameNo < 1 || *gameNo > len(recs) {
			return fmt.Errorf("analyse: --game %d: %s holds %d games", *gameNo, in, len(recs))
		}
		recs = recs[*gameNo-1 : *gameNo]
	}
	dest := *outPath
	if dest == "" {
		ext := strings.ToLower(filepath.Ext(in))
		if ext != ".gib" || recs[0].Game != kind.Janggi {
			ext = ".pgn"
		}
		dest = strings.TrimSuffix(in, filepath.Ext(in)) + ".analysed" + ext
	}
	f, err := record.FormatOf(dest)
	if err != nil || f == record.FEN {
		return fmt.Errorf("analyse: --out %s: the annotated record is written as .pgn or .gib", dest)
	}
	if err := checkOut(dest, *force); err != nil {
		return fmt.Errorf("analyse: --out %s: %w", dest, err)
	}
	for i, rec := range recs {
		if len(rec.Moves) == 0 {
			return fmt.Errorf("analyse: %s: game %d has no moves to analyse", in, i+1)
		}
		if f == record.GIB && rec.Game != kind.Janggi {
			return fmt.Errorf("analyse: --out %s: .gib holds Janggi games only, not %s; write .pgn", dest, rec.Game)
		}
	}

	start := time.Now()
	positions, nodes := 0, int64(0)
	finished := 0
	var stopped error
	for i, rec := range recs {
		title := fmt.Sprintf("%s: game %d of %d", in, i+1, len(recs))
		last := time.Now()
		rep, err := runner.Run(ctx, rec, func(u analysis.Update) {
			if !*quiet && (time.Since(last) >= time.Second || u.Done == u.Total) {
				last = time.Now()
				fmt.Fprintf(errOut, "%s: %d of %d positions\n", title, u.Done, u.Total)
			}
		})
		if err != nil {
			if ctx.Err() != nil {
				stopped = fmt.Errorf("analyse: interrupted in game %d of %d", i+1, len(recs))
			} else {
				stopped = fmt.Errorf("analyse: %s: game %d: %w", in, i+1, err)
			}
			break
		}
		for _, p := range rep.Positions {
			nodes += p.Nodes
		}
		positions += len(rep.Positions)
		analysis.Annotate(rec, rep, f)
		printSummary(out, title, rec, rep, f)
		finished++
	}
	if finished == 0 {
		if stopped == nil {
			stopped = errors.New("analyse: no game analysed")
		}
		return fmt.Errorf("%w; nothing written", stopped)
	}
	// The games finished are written whatever stopped the others: hours of analysis are not
	// thrown away for the last game's sake.
	wrote, skipped, err := writeAnalysed(dest, recs[:finished], o, *force)
	for _, s := range skipped {
		fmt.Fprintln(errOut, "analyse:", s)
	}
	if err != nil {
		return fmt.Errorf("analyse: %w", err)
	}
	took := time.Since(start)
	fmt.Fprintf(out, "wrote %s: %d positions in %.1f s (%.1f a second, %s nodes a second, %d threads)\n",
		strings.Join(wrote, ", "), positions, took.Seconds(), float64(positions)/took.Seconds(), humanCount(float64(nodes)/took.Seconds()), threadsOf(a))
	if stopped != nil {
		return fmt.Errorf("%w: the %d games finished before it are written to %s", stopped, finished, strings.Join(wrote, ", "))
	}
	if len(skipped) > 0 {
		return fmt.Errorf("analyse: %d games not written (see above)", len(skipped))
	}
	return nil
}

// checkOut says why the annotated record cannot be written to dest, before the analysis: its
// folder is missing or not a folder, dest exists (without force) or is not a regular file (even
// with force), or the folder takes no new file.
func checkOut(dest string, force bool) error {
	dir := filepath.Dir(dest)
	if st, err := os.Stat(dir); err != nil {
		return fmt.Errorf("its folder %s: %w", dir, err)
	} else if !st.IsDir() {
		return fmt.Errorf("%s is not a folder", dir)
	}
	if st, err := os.Stat(dest); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("it exists and is %s, not a regular file; choose another --out", kindOf(st.Mode()))
		}
		if !force {
			return errors.New("it exists; choose another --out or add --force to replace it")
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	probe, err := os.CreateTemp(dir, "."+filepath.Base(dest)+".probe-*")
	if err != nil {
		return fmt.Errorf("no file can be written in %s: %w", dir, errors.Unwrap(err))
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// kindOf names what a file that is not a regular file is.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a plain file"
}

// writeAnalysed writes the annotated games to dest, in parts of at most record.MaxFileSize (dest,
// then NAME.2.EXT, NAME.3.EXT...), so that every file written reads back; it returns the files
// written and, for a game whose annotated record alone is larger, why it was left out.
func writeAnalysed(dest string, recs []*record.Record, o record.Options, force bool) (wrote, skipped []string, err error) {
	f, err := record.FormatOf(dest)
	if err != nil {
		return nil, nil, err
	}
	var parts [][]*record.Record
	size := 0
	for i, rec := range recs {
		var b bytes.Buffer
		if err := record.Write(&b, f, rec, o); err != nil {
			return nil, nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		n := b.Len() + 1
		if n > record.MaxFileSize {
			skipped = append(skipped, fmt.Sprintf("game %d: its annotated record takes %.1f MB, more than the %d MB a record file may hold: not written (its summary is above)",
				i+1, float64(n)/(1<<20), record.MaxFileSize>>20))
			continue
		}
		if len(parts) == 0 || size+n > record.MaxFileSize {
			parts, size = append(parts, nil), 0
		}
		parts[len(parts)-1] = append(parts[len(parts)-1], rec)
		size += n
	}
	ext := filepath.Ext(dest)
	for k, part := range parts {
		name := dest
		for n := k + 1; k > 0; n++ {
			name = fmt.Sprintf("%s.%d%s", strings.TrimSuffix(dest, ext), n, ext)
			if _, err := os.Lstat(name); force || errors.Is(err, fs.ErrNotExist) {
				break
			}
		}
		if err := record.WriteFile(name, part, o, force); err != nil {
			return wrote, skipped, err
		}
		wrote = append(wrote, name)
	}
	return wrote, skipped, nil
}

// threadsOf returns the threads an analysis runs with.
func threadsOf(a analysis.Options) int {
	if a.Threads > 0 {
		return a.Threads
	}
	return max(1, analysisThreads())
}

// humanCount writes 1234567 as "1.2 M".
func humanCount(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.1f M", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.0f k", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}

// printSummary prints a game's players, each side's accuracy and counts, and its inaccuracies,
// mistakes, blunders and result changes with the better move.
func printSummary(out io.Writer, title string, rec *record.Record, rep *analysis.Report, f record.Format) {
	fmt.Fprintf(out, "%s (%s, %d moves, %s)\n", title, rec.Game, len(rec.Moves), rec.Result.Outcome)
	names := [2]string{orDash(rec.Cho), orDash(rec.Han)}
	for _, c := range []game.Color{game.Cho, game.Han} {
		s := rep.Sides[c]
		line := fmt.Sprintf("  %-3s %-16s accuracy %5.1f%%  best %d, good %d, inaccuracies %d, mistakes %d, blunders %d",
			c, clipName(names[c]), s.Accuracy, s.Count[analysis.Best], s.Count[analysis.Good], s.Count[analysis.Inaccuracy],
			s.Count[analysis.Mistake], s.Count[analysis.Blunder])
		if analysis.Solved(rec.Game) {
			line += fmt.Sprintf(", result changed %d", s.Changes)
		}
		fmt.Fprintln(out, line)
	}
	for _, m := range rep.Moves {
		if m.Class < analysis.Inaccuracy && !m.ResultChanged {
			continue
		}
		num := rec.LineText(m.Ply, []string{m.Move}, f)
		what := m.Class.String()
		if m.ResultChanged {
			what += fmt.Sprintf(", %s -> %s", m.From, m.To)
			if !m.Proven {
				what += " within the search's horizon"
			}
		}
		line := fmt.Sprintf("  %s %s: %s (expected score %.2f -> %.2f)", moveNumber(rec, m.Ply, f), num, what, m.Before, m.After)
		if m.Best != "" {
			line += "; best " + rec.LineText(m.Ply, m.Line[:min(len(m.Line), 4)], f)
		}
		fmt.Fprintln(out, line)
	}
}

// moveNumber writes a ply's move number as the file does: PGN's "12." for Cho and "12..." for
// Han, .gib's count of plies "23.".
func moveNumber(rec *record.Record, ply int, f record.Format) string {
	if f == record.GIB {
		return fmt.Sprintf("%d.", ply+1)
	}
	hanFirst := false
	if f := strings.Fields(rec.StartFEN); len(f) > 1 && f[1] == "b" {
		hanFirst = true
	}
	k := ply
	if hanFirst {
		k++
	}
	if k%2 == 0 {
		return fmt.Sprintf("%d.", k/2+1)
	}
	return fmt.Sprintf("%d...", k/2+1)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// clipName keeps a player's name to 16 characters for the summary's columns.
func clipName(s string) string {
	if r := []rune(s); len(r) > 16 {
		return string(r[:15]) + "…"
	}
	return s
}

// analysisThreads is the default thread count: one per core.
func analysisThreads() int { return runtime.NumCPU() }
