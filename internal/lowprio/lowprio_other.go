//go:build !linux

package lowprio

// Lower does nothing outside Linux, where the system already favours the window in the
// foreground.
func Lower() {}
