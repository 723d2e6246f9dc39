package lowprio

import (
	"runtime"
	"testing"
)

// TestLoweredGoroutinesBringTheirOwnPlace checks that GOMAXPROCS grows by one for every lowered
// goroutine while it runs and comes back to what it was when the last one releases, whatever
// the order, that a second release changes nothing, and that LowerTo(0) changes nothing.
func TestLoweredGoroutinesBringTheirOwnPlace(t *testing.T) {
	base := runtime.GOMAXPROCS(0)
	lowered := func() (release func()) {
		got := make(chan func())
		go func() { got <- Lower() }() // the goroutine ends: its locked thread with it
		return <-got
	}
	a := lowered()
	if got := runtime.GOMAXPROCS(0); got != base+1 {
		t.Fatalf("one lowered goroutine: GOMAXPROCS %d, want %d", got, base+1)
	}
	b := lowered()
	if got := runtime.GOMAXPROCS(0); got != base+2 {
		t.Errorf("two lowered goroutines: GOMAXPROCS %d, want %d", got, base+2)
	}
	a()
	a()
	if got := runtime.GOMAXPROCS(0); got != base+1 {
		t.Errorf("after the first's release (twice): GOMAXPROCS %d, want %d", got, base+1)
	}
	done := make(chan struct{})
	go func() { LowerTo(0)(); close(done) }()
	<-done
	if got := runtime.GOMAXPROCS(0); got != base+1 {
		t.Errorf("LowerTo(0) changed GOMAXPROCS to %d", got)
	}
	b()
	if got := runtime.GOMAXPROCS(0); got != base {
		t.Errorf("after both releases: GOMAXPROCS %d, want %d as before", got, base)
	}
}
