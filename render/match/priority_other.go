//go:build !linux

package match

// lowerPriority does nothing outside Linux, where the system already favours the window in the
// foreground.
func lowerPriority() {}
