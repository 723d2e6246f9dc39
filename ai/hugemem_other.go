//go:build !linux

package ai

// hugeSlice returns n zero values of T from the Go heap (huge pages are asked for on Linux only).
func hugeSlice[T, O any](owner *O, n int) []T { return make([]T, n) }
