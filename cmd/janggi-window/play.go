package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"janggi/ai"
	"janggi/ai/analyser"
	aitwelve "janggi/ai/twelve"
	"janggi/ai/uci"
	"janggi/config"
	"janggi/game"
	"janggi/game/port"
	"janggi/internal/lowprio"
	"janggi/internal/version"
	"janggi/record"
	"janggi/render"
	"janggi/render/i18n"
	"janggi/render/library"
	"janggi/render/match"
)

// started is when the program started, for the window's time-to-first-frame figure.
var started = time.Now()

// twelveHashMB is the Twelve Janggi player's hash table size: its game has far fewer positions.
// The Janggi and Xiangqi player's table follows the level played (ai.LevelHash).
const twelveHashMB = 16

// resume sets the game the autosave offers to resume, and tells the player (on stderr and in the
// window's problems) what was lost from a game that can still be resumed (an autosave cut short)
// or why the last game cannot be resumed at all.
func (p *playSetup) resume(stderr io.Writer) {
	rec, err := library.Resumable(p.opts.Autosave)
	if err != nil {
		problem := "the last game could not be resumed: " + err.Error()
		if rec != nil {
			problem = "the last game can be resumed, but " + err.Error()
		}
		fmt.Fprintln(stderr, "janggi:", problem)
		p.opts.Problems = append(p.opts.Problems, problem)
	}
	p.opts.Resume = rec
}

func runPlay(args []string) error {
	p, err := parsePlay(args, os.Stderr)
	if err != nil {
		return err
	}
	srv, forwarded, err := claimWindow(&p, os.Stderr)
	if forwarded || err != nil {
		return err
	}
	if srv != nil {
		defer srv.Close() // after render.Run, which writes the last autosave: see instance.Server.Close
	}
	setProcs()
	if p.openErr != nil {
		p.opts.Problems = append(p.opts.Problems, p.openErr.Error())
	}
	for _, line := range p.opts.Problems {
		fmt.Fprintln(os.Stderr, "janggi:", line)
	}
	if p.created != "" {
		fmt.Fprintf(os.Stderr, "janggi: %s did not exist: it is written with the defaults, a comment on every key\n", p.created)
	}
	if p.offerResume {
		p.resume(os.Stderr)
	}
	if p.benchEmpty {
		return render.RunEmpty(*p.opts.Bench, p.settings.Width, p.settings.Height)
	}
	if path := string(p.settings.Engine); path != "" && p.opts.Bench == nil {
		if opp, err := startOpponent(path, p.opts.Engines.Janggi); err != nil {
			fmt.Fprintln(os.Stderr, "janggi:", err)
			p.opts.Problems = append(p.opts.Problems, err.Error())
		} else {
			defer opp.Close()
			p.opts.Engines.Janggi = opp
		}
	}
	saver := newSettingsSaver(p.path, p.opts.Settings, os.Stderr)
	p.opts.OnSettingsChanged = saver.update
	p.opts.SettingsErrors = saver.errs
	err = render.Run(p.opts)
	saver.close()
	return err
}

// startOpponent starts the external UCI engine at path as the computer player, with the built-in
// engine standing in where it cannot play. The error says the built-in engine plays instead.
func startOpponent(path string, builtin match.EngineOf[*game.Position, game.Move]) (*uci.Opponent, error) {
	e, ok := builtin.(*ai.Engine)
	if !ok {
		return nil, errors.New("play: no built-in engine to stand in for the external one")
	}
	c, err := uci.Start(path)
	if err != nil {
		return nil, fmt.Errorf("the engine %s did not start, the built-in engine plays: %w", path, err)
	}
	return uci.NewOpponent(c, e), nil
}

// playSetup is what the play command's flags and settings file give: the window's options, and
// the settings with the file they came from, to save the player's changes to.
type playSetup struct {
	opts     render.Options
	settings config.Settings
	path     string
	problems []*config.Error
	// created is the file --settings named that did not exist and was written with the defaults.
	created string
	// offerResume says the window may offer the game left in the autosave: no record to open,
	// no position to start from and no benchmark were asked for.
	offerResume bool
	// benchEmpty runs the benchmark's yardstick, an empty window, instead of the game.
	benchEmpty bool
	// openPath is the record the window was asked to open (--open, or the file named), and
	// openErr why it could not be read: the window then opens as it would without one, and
	// lists the error with the problems.
	openPath string
	openErr  error
}

// parsePlay reads the settings file and the flags (which override it for this run).
func parsePlay(args []string, errOut io.Writer) (playSetup, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(errOut)
	cf := config.RegisterFlags(fs)
	pos := fs.String("pos", "", "window position X,Y on the screen (default: the system's choice)")
	fen := fs.String("fen", "", "start from this position (FEN) instead of the start position")
	newFirst := fs.Bool("new", false, "open on the new-game screen")
	puzzlesFirst := fs.Bool("puzzles", false, "open on the puzzles' screen")
	bench := fs.Duration("bench", 0, "measure the window for this long while the computer plays itself at its maximum level, print the figures and quit")
	benchLevel := fs.Int("bench-level", ai.MaxLevel, "the computer's level during --bench")
	benchAnalyse := fs.Bool("bench-analyse", false, "with --bench and --open FILE: measure the window while it analyses the record (quick, again and again) instead of the computer playing")
	benchEmpty := fs.Bool("bench-empty", false, "with --bench: measure an empty window of the same size instead (what the machine allows any Ebitengine program)")
	benchHeap := fs.String("bench-heap", "", "with --bench: write the Go heap's profile to a new `FILE` at the end (go tool pprof FILE)")
	trace := fs.Bool("trace", false, "print a line per move and notice on standard output")
	defaultAutosave, _ := record.DefaultAutosavePath()
	autosave := fs.String("autosave", defaultAutosave, "keep the game in progress in `FILE` after every move, and offer to resume it at the next start (\"\": keep none)")
	open := fs.String("open", "", "open a record `FILE` (.gib, .pgn, .fen) to step through and play on from any move")
	records := fs.String("records", "", "the `folder` games are saved in and the Open list shows first (default: records in the settings folder)")
	fs.Usage = func() {
		fmt.Fprintln(errOut, "usage: janggi [play] [flags] [FILE.gib|.pgn|.fen]\n\nThe game's window, on the record FILE if one is named (as --open FILE). Flags override the settings file for this run:")
		fs.PrintDefaults()
	}
	var p playSetup
	if err := fs.Parse(args); err != nil {
		return p, err
	}
	// One record file may come among the flags (janggi game.gib --lang en): what a desktop
	// passes when a file is opened with the game.
	if fs.NArg() > 0 {
		file := fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return p, err
		}
		switch {
		case fs.NArg() > 0:
			return p, fmt.Errorf("play: unexpected argument %q (the window opens one record at a time)", fs.Arg(0))
		case *open != "":
			return p, fmt.Errorf("play: both --open %s and %s name a record to open: name one", *open, file)
		}
		*open = file
	}
	p.settings, p.path, p.problems = cf.Load()
	p.created = cf.Created()
	s := p.settings
	o := &p.opts
	o.Settings = s // the window reports them back as the player changes them (runPlay saves them)
	first := render.GameConfig(s, game.Cho)
	if *fen != "" {
		if err := checkFEN(s, *fen); err != nil {
			return p, fmt.Errorf("play: --fen: %w", err)
		}
		o.StartFEN = *fen
	}
	o.SystemLang = i18n.Korean
	if config.Auto.Resolve() == config.English {
		o.SystemLang = i18n.English
	}
	if *open != "" {
		// A FEN file is read as a position of the settings' game first (Janggi's preset while
		// Twelve Janggi is played: a 3×4 FEN tells itself apart).
		rec, games, err := library.ReadFile(*open, first.Rules)
		switch {
		case err != nil:
			p.openErr = fmt.Errorf("the record could not be opened: %w", err)
		case games > 1:
			fmt.Fprintf(errOut, "janggi: %s holds %d games; the window shows the first\n", *open, games)
		}
		if err == nil && rec.Stopped != nil {
			fmt.Fprintf(errOut, "janggi: %s: %v; the window shows the moves before it\n", *open, rec.Stopped)
		}
		if err == nil {
			o.Open, o.OpenName = rec, filepath.Base(*open)
		}
	}
	p.openPath = *open
	o.Autosave, o.RecordsDir = *autosave, *records
	if *autosave != "" { // the puzzles' rating and streak and the record against the levels, beside the game in progress
		o.PuzzleProgress = filepath.Join(filepath.Dir(*autosave), "puzzle-progress.txt")
		o.Standing = filepath.Join(filepath.Dir(*autosave), "level-record.txt")
	}
	p.offerResume = *autosave != "" && o.Open == nil && *fen == "" && *bench == 0 && !*puzzlesFirst
	o.NewGameFirst, o.PuzzlesFirst = *newFirst, *puzzlesFirst
	if *pos != "" {
		x, y, err := parsePair(*pos, ",")
		if err != nil {
			return p, fmt.Errorf("play: --pos %q: want X,Y", *pos)
		}
		o.Position = &image.Point{X: x, Y: y}
	}
	o.Problems = config.Summary(p.problems, config.MaxShown)
	o.Engines = match.Engines{Janggi: windowEngine(), Twelve: twelveEngine()}
	setMemoryTargets()
	o.Analysis = analyser.NewWindow()
	o.MaxLevel = ai.MaxLevel
	o.Version = version.Get().Version
	o.Started = started
	o.Now = time.Now // the one time source of the window's clocks and dates (tests give a fake)
	if *trace {
		o.Trace = os.Stdout
	}
	if *bench > 0 {
		if *benchLevel < 1 || *benchLevel > ai.MaxLevel {
			return p, fmt.Errorf("play: --bench-level %d: want 1..%d", *benchLevel, ai.MaxLevel)
		}
		what := fmt.Sprintf("while the computer thinks at level %d", *benchLevel)
		if *benchEmpty {
			what = "of an empty window (the yardstick)"
		}
		if *benchAnalyse {
			if *open == "" {
				return p, errors.New("play: --bench-analyse needs --open FILE, the record to analyse")
			}
			if p.openErr != nil {
				return p, fmt.Errorf("play: --bench-analyse: %w", p.openErr)
			}
			what = "while it analyses " + filepath.Base(*open) + " (quick)"
		}
		o.Bench = &render.BenchOptions{Duration: *bench, Level: *benchLevel, Analyse: *benchAnalyse, Done: benchDone(os.Stdout, what, *benchHeap)}
		p.benchEmpty = *benchEmpty
	} else if *benchEmpty || *benchAnalyse || *benchHeap != "" {
		return p, errors.New("play: --bench-empty, --bench-analyse and --bench-heap need --bench DURATION")
	}
	return p, nil
}

// checkFEN reports whether fen is a position of the settings' game, under their rules.
func checkFEN(s config.Settings, fen string) error {
	rules, err := port.For(s.Game, s.Rules())
	if err != nil {
		return err
	}
	_, err = rules.ParseFEN(fen)
	return err
}

// parsePair reads two integers separated by sep, e.g. "100,50".
func parsePair(text, sep string) (int, int, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), sep)
	if !ok {
		return 0, 0, fmt.Errorf("missing %q", sep)
	}
	x, err := strconv.Atoi(a)
	if err != nil {
		return 0, 0, err
	}
	y, err := strconv.Atoi(b)
	return x, y, err
}

// printBench prints the window benchmark's figures, one per line.
func printBench(w io.Writer, what string, r render.BenchResult) {
	fmt.Fprintf(w, "ticks per second %s: %.1f (%d ticks in %v)\n", what, r.TPS, r.Ticks, r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "longest gap between ticks: %v, ending %v after the first (one frame is 16.7ms); gaps over two frames: %d\n",
		r.LongestGap.Round(100*time.Microsecond), r.LongestGapAt.Round(time.Millisecond), r.Stalls)
	fmt.Fprintf(w, "frames drawn: %d; computer moves: %d\n", r.Frames, r.ComputerMoves)
	fmt.Fprintf(w, "the window's own work: Update mean %v max %v; Draw mean %v max %v\n",
		r.UpdateMean.Round(time.Microsecond), r.UpdateMax.Round(time.Microsecond), r.DrawMean.Round(time.Microsecond), r.DrawMax.Round(time.Microsecond))
	fmt.Fprintf(w, "time from start to first frame: %v\n", r.FirstFrame.Round(time.Millisecond))
	fmt.Fprintf(w, "memory: heap %.1f MB, from the system %.1f MB, peak RSS %.1f MB\n", mb(r.HeapAlloc), mb(r.Sys), mb(r.MaxRSS))
}

// benchDone returns what the window calls with the benchmark's figures: it prints them, then the
// Go heap still live after a collection (what the game holds, its garbage gone), and writes the
// heap's profile to a new file at heapPath ("": none).
func benchDone(w io.Writer, what, heapPath string) func(render.BenchResult) {
	return func(r render.BenchResult) {
		printBench(w, what, r)
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Fprintf(w, "Go heap live after a collection: %.1f MB\n", mb(ms.HeapAlloc))
		if heapPath == "" {
			return
		}
		if err := writeHeapProfile(heapPath); err != nil {
			fmt.Fprintln(os.Stderr, "janggi:", err)
		}
	}
}

// writeHeapProfile writes the heap's profile to path, which must not exist yet.
func writeHeapProfile(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("--bench-heap: %w", err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("--bench-heap %s: %w", path, err)
	}
	return f.Close()
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

// setMemoryTargets sets the Go runtime's memory limit (render.MemoryLimit) and its garbage
// collection target (render.GCPercent), each unless the user set it in the environment (GOMEMLIMIT,
// GOGC), whose value then stays.
func setMemoryTargets() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(render.MemoryLimit(ai.LevelHash(ai.MaxLevel)))
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(render.GCPercent)
	}
}

// computerThreads is the number of threads the window's computer player searches on at the
// full-strength levels: every core of the machine.
func computerThreads() int { return min(runtime.NumCPU(), 256) }

// setProcs sets GOMAXPROCS, once, before the window starts any search: Go's places for the
// window's own goroutines and one more for each goroutine it runs below its priority at the most
// (the computer's search threads, an analysis's and the evaluation bar's), so that no lowered
// search holds the place the window's loop waits for (lowprio.Procs; docs/window.md, "Background
// work on a busy machine"). A GOMAXPROCS the user set wins. Nothing else in the program changes it.
func setProcs() {
	if os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(lowprio.Procs(computerThreads() + analyser.WindowThreads()))
	}
}

// windowEngine returns the window's computer player: its hash table sized to the level played
// (ai.LevelHash: 1 MB for the weakest levels, 32 MB for the strongest), and the full-strength
// levels, 8 to 10, searching on every core of the machine (the weaker levels search on one). Its
// searches run at lowprio.Nice, on threads of their own, helpers too, so the window's own thread
// gets a core first.
func windowEngine() *ai.Engine {
	e := ai.NewEngine(1)
	_ = e.SetLevelHash(true) // no search runs yet, and the values are in range: none can fail
	_ = e.SetThreads(computerThreads())
	_ = e.SetNice(lowprio.Nice)
	return e
}

// twelveEngine returns the window's Twelve Janggi and Dobutsu player, searching at lowprio.Nice as
// windowEngine's does.
func twelveEngine() *aitwelve.Engine {
	e := aitwelve.NewEngine(twelveHashMB)
	_ = e.SetNice(lowprio.Nice) // in range: cannot fail
	return e
}
