package render

import (
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// A window nobody touches should cost next to nothing. Skipping the drawing of an unchanged
// picture (see framed) is not enough: Ebitengine still runs its loop, the scene's Update and
// the frame key sixty times a second, a sixth of a core under software OpenGL. So the loop runs
// only when asked (Ebitengine's FPSModeVsyncOffMinimum: on input, and on ScheduleFrame), and a
// pacer asks sixty times a second while anything moves and ten times a second when still.
//
// Five ticks a second are enough for what changes by itself on a still board: a clock's face
// (each second), a search ending, a toast expiring. Input wakes the loop at once. The pace is
// time, not ticks: animations and clocks read the time, and the ticks only count the thinking
// dots' steps.
const (
	fastPace = time.Second / 60
	idlePace = time.Second / 5
	// stillAfter is how long the picture must stay unchanged, with no input, before the pace
	// drops: long enough that an animation's frames, each one a change, keep it fast.
	stillAfter = 150 * time.Millisecond
)

// pacer schedules the window's frames from its own goroutine, which sleeps between them: a
// ticker at the fast pace would wake it sixty times a second on a still board too.
type pacer struct {
	fast atomic.Bool
	wake chan struct{} // a pace turned fast: the sleep ends
	stop chan struct{}
}

// startPacer switches Ebitengine to frames on demand and starts asking for them.
func startPacer() *pacer {
	p := &pacer{wake: make(chan struct{}, 1), stop: make(chan struct{})}
	p.fast.Store(true)
	//lint:ignore SA1019 its replacement (SetScreenClearedEveryFrame) only skips the drawing, not the loop
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	go p.run()
	return p
}

func (p *pacer) run() {
	t := time.NewTimer(fastPace)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case <-p.wake:
			t.Stop() // no stale tick follows (Go 1.23's timers), and Reset below restarts it
		case <-t.C:
		}
		//lint:ignore SA1019 the frames on demand of FPSModeVsyncOffMinimum (startPacer) need it
		ebiten.ScheduleFrame()
		if p.fast.Load() {
			t.Reset(fastPace)
		} else {
			t.Reset(idlePace)
		}
	}
}

// setFast sets the pace, waking the pacer when it turns fast.
func (p *pacer) setFast(fast bool) {
	if fast && !p.fast.Swap(true) {
		select {
		case p.wake <- struct{}{}:
		default:
		}
		return
	}
	p.fast.Store(fast)
}

func (p *pacer) close() { close(p.stop) }

// pace sets the pace after an update: fast while the picture changes or input comes (and for
// stillAfter after), or when the benchmark measures the loop.
func (a *app) pace(now time.Time) {
	if a.pacer == nil {
		return
	}
	in := &a.st.in
	if f := ebiten.IsFocused(); f != a.focused || a.pointer != [2]float64{in.x, in.y} {
		a.touched, a.focused, a.pointer = true, f, [2]float64{in.x, in.y}
	}
	busy := a.want == nil || a.want != a.paced || a.st.bench != nil || in.down || in.pressed || len(in.keys) > 0 || in.wheel != 0
	a.paced = a.want
	if busy {
		a.busyAt = now
	}
	a.pacer.setFast(now.Sub(a.busyAt) < stillAfter || now.Sub(a.firstDraw) < alwaysDraw)
}
