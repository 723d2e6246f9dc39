package render

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"janggi/game/kind"
	"janggi/render/match"
)

// benchRecorder measures the window while the computer plays itself at its maximum level: the
// time between updates (60 a second is the target, and no gap should be longer than a frame),
// the time to the first frame, and memory.
type benchRecorder struct {
	opts       Options
	start      time.Time // the first update
	last       time.Time
	ticks      int
	frames     int
	longest    time.Duration
	longestAt  time.Duration // when the longest gap ended, from the first update
	stalls     int
	firstFrame time.Duration
	moves      int
	// time spent in the window's own Update and Draw
	updates, draws     int
	updateSum, drawSum time.Duration
	updateMax, drawMax time.Duration
}

func newBenchRecorder(opts Options) *benchRecorder { return &benchRecorder{opts: opts} }

// benchMatch is the game the benchmark watches: the computer against itself at its maximum level.
func benchMatch(opts Options) match.Config {
	cfg := firstGame(&opts)
	cfg.Mode = kind.AIvsAI
	lv := opts.MaxLevel
	if l := opts.Bench.Level; l > 0 && l < lv {
		lv = l
	}
	cfg.Levels = [2]int{lv, lv}
	cfg.StartFEN = ""
	return cfg
}

// tick records an update. The count starts at the first update after the first picture was
// shown: the first frame's gap (the caches filled, OpenGL's shaders compiled) is a cost of the
// start, which the time to the first frame reports, not a stall during play.
func (b *benchRecorder) tick() {
	now := time.Now()
	if b.frames < 2 {
		return
	}
	if b.start.IsZero() {
		b.start, b.last = now, now
		return
	}
	gap := now.Sub(b.last)
	b.last = now
	b.ticks++
	if gap > b.longest {
		b.longest, b.longestAt = gap, now.Sub(b.start)
	}
	if gap > 2*time.Second/60 {
		b.stalls++
	}
}

func (b *benchRecorder) frame() {
	if b.frames == 0 {
		b.firstFrame = time.Since(b.opts.Started)
	}
	b.frames++
}

// spent records the time one Update (draw false) or Draw took.
func (b *benchRecorder) spent(d time.Duration, draw bool) {
	if draw {
		b.draws++
		b.drawSum += d
		b.drawMax = max(b.drawMax, d)
		return
	}
	b.updates++
	b.updateSum += d
	b.updateMax = max(b.updateMax, d)
}

// moved counts a move of the computer's.
func (b *benchRecorder) moved() { b.moves++ }

func (b *benchRecorder) finished() bool {
	return !b.start.IsZero() && time.Since(b.start) >= b.opts.Bench.Duration
}

// report hands the figures to the caller.
func (b *benchRecorder) report() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	el := b.last.Sub(b.start)
	r := BenchResult{
		Ticks: b.ticks, Elapsed: el, LongestGap: b.longest, LongestGapAt: b.longestAt, Stalls: b.stalls, Frames: b.frames,
		FirstFrame: b.firstFrame, ComputerMoves: b.moves, HeapAlloc: ms.HeapAlloc, Sys: ms.Sys,
		MaxRSS: peakRSS(), UpdateMax: b.updateMax, DrawMax: b.drawMax,
	}
	if b.updates > 0 {
		r.UpdateMean = b.updateSum / time.Duration(b.updates)
	}
	if b.draws > 0 {
		r.DrawMean = b.drawSum / time.Duration(b.draws)
	}
	if el > 0 {
		r.TPS = float64(b.ticks) / el.Seconds()
	}
	if b.opts.Bench.Done != nil {
		b.opts.Bench.Done(r)
	}
}

// peakRSS reads the process's peak resident set size from /proc (Linux); 0 elsewhere.
func peakRSS() uint64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb * 1024
		}
	}
	return 0
}
