package render

import (
	"image"
	"io"
	"time"

	"janggi/analysis"
	"janggi/clock"
	"janggi/config"
	"janggi/record"
	"janggi/render/clipboard"
	"janggi/render/i18n"
	"janggi/render/match"
)

// Options is everything the window needs, filled in by the command from the settings file and
// its flags. The zero value of each field is a sensible default except Engines.Janggi, which
// every mode but hot-seat needs.
type Options struct {
	// Settings are the player's choices, as the settings file and the flags give them: the
	// pieces, the language, sounds, hints, the evaluation bar, the tutorial's lessons done, the
	// welcome, the window's size, and the new-game choices, which make the first game (see
	// settings.go). The window keeps them as the player changes them, a language left on auto
	// and a side left on random as they are, and reports them (OnSettingsChanged).
	Settings config.Settings
	// SystemLang is the language "auto" means: the system's (config.Language.Resolve, which
	// cmd/janggi-window reads).
	SystemLang i18n.Lang
	// StartFEN starts the first game from this position instead of the start position.
	StartFEN string
	// Engines play the computer's moves and the hints of every game, each match its own game's;
	// without Twelve Janggi's, it can only be played by two people.
	Engines match.Engines
	// Analysis runs the game analysis (Analyse) and the evaluation bar; without it, both say they
	// are not available. The window links no engine: cmd/janggi-window passes ai/analyser's.
	Analysis analysis.Engine
	// MaxLevel is the strongest level the engine offers (levels run from 1; i18n names them).
	MaxLevel int
	// Version is the program's version, shown in the window's title.
	Version string

	// Position places the window's top-left corner on the screen; nil lets the system choose.
	Position *image.Point
	// NewGameFirst opens on the new-game screen instead of starting the settings' game at once.
	NewGameFirst bool
	// PuzzlesFirst opens on the puzzles' screen.
	PuzzlesFirst bool
	// Message is shown in the panel until the first move.
	Message string
	// Problems are listed in a box over the window at the start, each in full, for the player to
	// read and close (the settings file's mistakes, an engine that did not start); the panel
	// counts them until the first move, and a click there shows them again.
	Problems []string
	// SettingsErrors receives an error whenever the player's changes could not be saved to the
	// settings file; the window says so, and lists it with the problems.
	SettingsErrors <-chan error

	// Autosave is the file the game in progress is kept in after every move ("" keeps none).
	Autosave string
	// Resume is the unfinished game an earlier run left in the autosave: the window offers to
	// resume it before anything else (nil: nothing to resume).
	Resume *record.Record
	// Open is a record to show at the start, to step through (OpenName: the file it came from).
	Open     *record.Record
	OpenName string
	// RecordsDir is the folder games are saved in and the first one the Open list shows (the
	// current folder is the second); "" means library.Dir().
	RecordsDir string
	// Requests are what later starts of the program ask of this window, which keeps the autosave
	// they would share (see package janggi/internal/instance): the absolute path of a record to
	// open, or "" only to be shown. The record opens over any screen, as a file dropped on the
	// game does (over an unfinished game once the player said to leave it): the game left is left
	// as closing the window leaves it, in the autosave, which the next start offers to resume.
	// Nil: no other start reaches this window.
	Requests <-chan string
	// PuzzleProgress is the file the player's puzzle rating, streak and puzzles tried are kept in
	// ("": kept only while the window is open).
	PuzzleProgress string
	// Standing is the file the player's record against the computer's levels is kept in (package
	// standing; "": kept only while the window is open).
	Standing string

	// OnSettingsChanged is called (from the window's loop) with the settings whenever the player
	// changes one in the window, and once more when the window closes (with its size then), so
	// that the command can save them. It must not block.
	OnSettingsChanged func(config.Settings)

	// Bench, when set, runs the computer against itself at its maximum level for Bench.Duration,
	// measures the window (see BenchResult) and closes it.
	Bench *BenchOptions
	// Clipboard copies and pastes FEN in the position editor and the game (Ctrl+C, Ctrl+V); nil
	// uses the system's (see package clipboard) unless NoSystemClipboard, and with neither the
	// editor's text field takes the FEN.
	Clipboard         clipboard.Clipboard
	NoSystemClipboard bool
	// Trace, when set, receives one line per move and per notice: a log for tests and debugging.
	Trace io.Writer
	// Now is the time source of everything in the window that keeps time for the game: the
	// games' clocks, the dates of records saved, the day of the record against the levels, the
	// pace of an analysis's redraws and how long a notice stays (nil: time.Now). cmd/janggi-window
	// passes time.Now; tests pass a fake, so that no verdict waits on real time. The frame pacing
	// and the benchmark measure the machine, and read the real time.
	Now clock.Now
	// Started is when the program started, for measuring the time to the first frame.
	Started time.Time
}

// BenchOptions configures the window benchmark.
type BenchOptions struct {
	Duration time.Duration
	// Level is the computer's level on both sides (0: MaxLevel); a low level shows what the
	// window costs by itself, the maximum what it costs beside the computer thinking.
	Level int
	// Analyse measures the window while it analyses the record opened (Options.Open) at the
	// quick strength, starting again whenever an analysis ends, instead of the computer playing.
	Analyse bool
	// Done receives the figures when the benchmark ends, from the window's loop.
	Done func(BenchResult)
}

// BenchResult is what the window benchmark measured.
type BenchResult struct {
	Ticks         int           // updates run while the computer thought
	Elapsed       time.Duration // time over which they ran
	TPS           float64       // Ticks / Elapsed
	LongestGap    time.Duration // the longest time between two updates
	LongestGapAt  time.Duration // when it ended, from the first update
	Stalls        int           // gaps longer than two frames (33 ms)
	Frames        int           // draws in the same time
	FirstFrame    time.Duration // from Options.Started to the end of the first draw
	ComputerMoves int           // moves the computer made meanwhile
	// UpdateMax and DrawMax are the longest the window's own Update and Draw took (Draw only
	// queues the drawing; the GPU, or software OpenGL, does it after); the means are per call.
	UpdateMax, UpdateMean time.Duration
	DrawMax, DrawMean     time.Duration
	HeapAlloc             uint64 // bytes of live heap at the end
	Sys                   uint64 // bytes obtained from the system by the Go runtime
	MaxRSS                uint64 // the process's peak resident memory (Linux), bytes
}
