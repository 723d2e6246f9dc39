//go:build !linux && !windows

package sysmem

func read() Info { return Info{} }
