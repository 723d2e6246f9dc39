package testenv

import (
	"sync"
	"time"
)

// FakeTime is a time source (clock.Now) that only the test moves: a window or a match given it
// reads the same instant however slow the machine, so no verdict depends on real time passing.
// It is safe for concurrent use.
type FakeTime struct {
	mu sync.Mutex
	t  time.Time
}

// NewFakeTime returns a time source standing at t.
func NewFakeTime(t time.Time) *FakeTime { return &FakeTime{t: t} }

// Now returns the time it stands at.
func (f *FakeTime) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

// Add moves the time on by d.
func (f *FakeTime) Add(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}
