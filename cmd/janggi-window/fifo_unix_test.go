//go:build unix

package main

import "syscall"

// mkfifo makes a named pipe, for the tests of what the program refuses to read.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
