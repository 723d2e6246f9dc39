//go:build !nogui

package main

import (
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"janggi/ai"
	"janggi/game"
	"janggi/render"
	"janggi/render/i18n"
	"janggi/render/match"
)

// started is when the program started, for the window's time-to-first-frame figure.
var started = time.Now()

func init() {
	addCommand("play", "open the game window (the default): play [--mode ai|hotseat|aivsai] [--side cho|han] [--level N] ...", runPlay)
}

// hashMB is the computer player's hash table size.
const hashMB = 64

func runPlay(args []string) error {
	opts, err := playOptions(args, os.Stderr)
	if err != nil {
		return err
	}
	return render.Run(opts)
}

// playOptions reads the play command's flags into the window's options.
func playOptions(args []string, errOut io.Writer) (render.Options, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(errOut)
	mode := fs.String("mode", "ai", "who plays: ai (you against the computer), hotseat (two people), aivsai")
	side := fs.String("side", "cho", "your side against the computer: cho (moves first) or han")
	level := fs.Int("level", 4, fmt.Sprintf("the computer's level, 1..%d", ai.MaxLevel))
	preset := fs.String("preset", "standard", "rules preset ("+strings.Join(game.PresetNames(), ", ")+")")
	choSetup := fs.String("cho-setup", "HEEH", "Cho's setup: HEEH (마상상마), EHHE, HEHE or EHEH")
	hanSetup := fs.String("han-setup", "HEEH", "Han's setup")
	fen := fs.String("fen", "", "start from this position instead")
	skin := fs.String("skin", "hanja", "pieces: hanja or pictogram")
	lang := fs.String("lang", "ko", "interface language: ko or en")
	sound := fs.Bool("sound", true, "play sounds")
	hints := fs.Bool("hints", true, "offer hints")
	autoFlip := fs.Bool("autoflip", false, "hot-seat: turn the board after every move")
	size := fs.String("size", "1100x800", "window size WxH in logical pixels")
	pos := fs.String("pos", "", "window position X,Y on the screen (default: the system's choice)")
	newFirst := fs.Bool("new", false, "open on the new-game screen")
	bench := fs.Duration("bench", 0, "measure the window for this long while the computer plays itself at its maximum level, print the figures and quit")
	trace := fs.Bool("trace", false, "print a line per move and notice on standard output")
	if err := fs.Parse(args); err != nil {
		return render.Options{}, err
	}
	if fs.NArg() > 0 {
		return render.Options{}, fmt.Errorf("play: unexpected argument %q", fs.Arg(0))
	}
	var o render.Options
	var err error
	cfg := &o.Match
	if cfg.Mode, err = match.ParseMode(*mode); err != nil {
		return o, fmt.Errorf("play: --mode: %w", err)
	}
	switch strings.ToLower(*side) {
	case "cho", "초":
		cfg.Human = game.Cho
	case "han", "한":
		cfg.Human = game.Han
	default:
		return o, fmt.Errorf("play: --side %q: want cho or han", *side)
	}
	if *level < 1 || *level > ai.MaxLevel {
		return o, fmt.Errorf("play: --level %d: want 1..%d", *level, ai.MaxLevel)
	}
	cfg.Levels = [2]int{*level, *level}
	if cfg.Rules, err = game.Preset(*preset); err != nil {
		return o, fmt.Errorf("play: --preset: %w", err)
	}
	if cfg.Setups[game.Cho], err = game.ParseSetup(*choSetup); err != nil {
		return o, fmt.Errorf("play: --cho-setup: %w", err)
	}
	if cfg.Setups[game.Han], err = game.ParseSetup(*hanSetup); err != nil {
		return o, fmt.Errorf("play: --han-setup: %w", err)
	}
	if *fen != "" {
		if _, err := game.ParseFEN(cfg.Rules, *fen); err != nil {
			return o, fmt.Errorf("play: --fen: %w", err)
		}
		cfg.StartFEN = *fen
	}
	cfg.AutoFlip = *autoFlip
	if o.Skin, err = render.ParseSkin(*skin); err != nil {
		return o, fmt.Errorf("play: --skin: %w", err)
	}
	if o.Lang, err = i18n.ParseLang(*lang); err != nil {
		return o, fmt.Errorf("play: --lang: %w", err)
	}
	o.Sound, o.Hints, o.NewGameFirst = *sound, *hints, *newFirst
	if o.Width, o.Height, err = parsePair(*size, "x"); err != nil || o.Width < 320 || o.Height < 240 {
		return o, fmt.Errorf("play: --size %q: want WxH, at least 320x240", *size)
	}
	if *pos != "" {
		x, y, err := parsePair(*pos, ",")
		if err != nil {
			return o, fmt.Errorf("play: --pos %q: want X,Y", *pos)
		}
		o.Position = &image.Point{X: x, Y: y}
	}
	o.Engine = ai.NewEngine(hashMB)
	o.MaxLevel = ai.MaxLevel
	o.LevelName = func(l int) string { return fmt.Sprintf("%d · %s", l, ai.LevelName(l)) }
	o.Started = started
	if *trace {
		o.Trace = os.Stdout
	}
	if *bench > 0 {
		o.Bench = &render.BenchOptions{Duration: *bench, Done: func(r render.BenchResult) { printBench(os.Stdout, r) }}
	}
	return o, nil
}

// parsePair reads two integers separated by sep, e.g. "1100x800".
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
func printBench(w io.Writer, r render.BenchResult) {
	fmt.Fprintf(w, "ticks per second while the computer thinks at level %d: %.1f (%d ticks in %v)\n", ai.MaxLevel, r.TPS, r.Ticks, r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "longest gap between ticks: %v (one frame is 16.7ms); gaps over two frames: %d\n", r.LongestGap.Round(100*time.Microsecond), r.Stalls)
	fmt.Fprintf(w, "frames drawn: %d; computer moves: %d\n", r.Frames, r.ComputerMoves)
	fmt.Fprintf(w, "time from start to first frame: %v\n", r.FirstFrame.Round(time.Millisecond))
	fmt.Fprintf(w, "memory: heap %.1f MB, from the system %.1f MB, peak RSS %.1f MB\n", mb(r.HeapAlloc), mb(r.Sys), mb(r.MaxRSS))
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }
