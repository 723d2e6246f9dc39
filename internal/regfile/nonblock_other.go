//go:build !unix

package regfile

// nonblock is none where opening a file cannot block on a writer.
const nonblock = 0
