package lowprio

import (
	"runtime"
	"testing"
)

// TestLoweringLeavesGOMAXPROCS checks that lowering a goroutine, by every entry, and releasing it
// leave GOMAXPROCS as the program set it: GOMAXPROCS is set once, by the command (Procs), and a
// change of it stops the world.
func TestLoweringLeavesGOMAXPROCS(t *testing.T) {
	base := runtime.GOMAXPROCS(0)
	for name, lower := range map[string]func() func(){
		"Lower": Lower, "Background": Background, "LowerTo(Nice)": func() func() { return LowerTo(Nice) },
		"LowerTo(0)": func() func() { return LowerTo(0) },
	} {
		during := make(chan int)
		release := make(chan struct{})
		done := make(chan int)
		go func() { // the goroutine ends: its locked thread with it
			r := lower()
			during <- runtime.GOMAXPROCS(0)
			<-release
			r()
			r()
			done <- runtime.GOMAXPROCS(0)
		}()
		if got := <-during; got != base {
			t.Errorf("%s: GOMAXPROCS %d while lowered, want %d as set", name, got, base)
		}
		close(release)
		if got := <-done; got != base {
			t.Errorf("%s: GOMAXPROCS %d after release, want %d as set", name, got, base)
		}
	}
}

// TestProcs checks the GOMAXPROCS a command sets: Go's own, and a place for each lowered
// goroutine.
func TestProcs(t *testing.T) {
	base := runtime.GOMAXPROCS(0)
	for lowered, want := range map[int]int{0: base, 3: base + 3, -1: base} {
		if got := Procs(lowered); got != want {
			t.Errorf("Procs(%d) = %d, want %d (GOMAXPROCS %d)", lowered, got, want, base)
		}
	}
}
