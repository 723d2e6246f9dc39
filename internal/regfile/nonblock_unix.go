//go:build unix

package regfile

import "syscall"

// nonblock makes opening a named pipe return at once instead of waiting for a writer; on a
// regular file it changes nothing.
const nonblock = syscall.O_NONBLOCK
