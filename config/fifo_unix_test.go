//go:build unix

package config

import "syscall"

// mkfifo makes a named pipe for the test that the settings file must be a regular file.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
