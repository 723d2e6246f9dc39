//go:build !linux

package analysis

// lowerPriority does nothing outside Linux.
func lowerPriority() {}
