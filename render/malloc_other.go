//go:build !linux || !cgo

package render

// fixMmapThreshold does nothing here: the glibc allocator's adjustment it turns off is Linux's
// (malloc_linux.go).
func fixMmapThreshold() {}
