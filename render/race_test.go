//go:build race

package render

// raceBuild reports whether the tests run under the race detector (go test -race): see sweep.
const raceBuild = true
