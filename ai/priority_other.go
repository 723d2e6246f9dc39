//go:build !linux

package ai

// callerNice returns 0 outside Linux, where threads have no priority of their own to inherit.
func callerNice() int { return 0 }

// niceHelper does nothing outside Linux.
func niceHelper(int) {}
