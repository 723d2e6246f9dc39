//go:build !linux

package atomicfile

import "os"

// writeAnonymous is Linux's; elsewhere Write uses a named temporary file.
func writeAnonymous(dir, base, path string, data []byte, perm os.FileMode) (bool, error) {
	return false, nil
}
