package testenv

import (
	"context"
	"time"
)

// CancelDelay runs search in the background, waits until search calls deep (the point where it
// should be stopped, e.g. the start of a deep iteration), cancels its context and returns how
// long search took to return after that. fatalf reports a search that failed or ended before it
// was deep (testing.B's Fatalf, for the engines' cancel benchmarks).
func CancelDelay(fatalf func(format string, args ...any), search func(ctx context.Context, deep func()) error) time.Duration {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	deep, done := make(chan struct{}, 1), make(chan error, 1)
	go func() {
		done <- search(ctx, func() {
			select {
			case deep <- struct{}{}:
			default:
			}
		})
	}()
	select {
	case <-deep:
	case err := <-done:
		fatalf("the search ended before it was deep: %v", err)
		return 0
	}
	start := time.Now()
	cancel()
	if err := <-done; err != nil {
		fatalf("the cancelled search: %v", err)
	}
	return time.Since(start)
}
