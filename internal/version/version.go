// Package version says which code a janggi binary was built from: the command line's
// `janggi --version` prints it, and the window shows it in its title.
package version

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
)

// version and commit are set by the release build (scripts/release.sh), for both programs at once:
//
//	go build -ldflags "-X janggi/internal/version.version=0.1.0-12-gabc1234 -X janggi/internal/version.commit=abc1234" ./cmd/...
//
// A build without them (go build, go run) falls back to what the Go toolchain recorded in the
// binary, so that a bug report from any build names the code it came from.
var (
	version string
	commit  string
)

// Info says which code a binary was built from.
type Info struct {
	Version string // e.g. 0.1.0-12-gabc1234, or "devel" when unknown
	Commit  string // the short commit hash, or "unknown"
	Go      string // the Go release that built it
	OS      string // GOOS/GOARCH
}

// Get returns the version the release build set, or else the one the Go toolchain recorded (go
// build in a git checkout records the commit; go run records none).
func Get() Info {
	info, _ := debug.ReadBuildInfo()
	return resolve(version, commit, info)
}

// resolve prefers the linker-set values and fills what they leave empty from info (which may be
// nil).
func resolve(ver, com string, info *debug.BuildInfo) Info {
	v := Info{Version: ver, Commit: com, Go: runtime.Version(), OS: runtime.GOOS + "/" + runtime.GOARCH}
	if info != nil {
		if info.GoVersion != "" {
			v.Go = info.GoVersion
		}
		var rev string
		dirty := false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if v.Commit == "" && rev != "" {
			v.Commit = rev[:min(len(rev), 7)]
		}
		if v.Version == "" {
			// Since Go 1.24, go build stamps a pseudo-version such as
			// v0.0.0-20250101120000-abcdef123456+dirty; "(devel)" means it knew nothing.
			if mv := info.Main.Version; mv != "" && mv != "(devel)" {
				v.Version = strings.TrimPrefix(mv, "v")
			} else if v.Commit != "" {
				v.Version = "devel-" + v.Commit
				if dirty {
					v.Version += "-dirty"
				}
			}
		}
	}
	if v.Version == "" {
		v.Version = "devel"
	}
	if v.Commit == "" {
		v.Commit = "unknown"
	}
	return v
}

// Print writes the one line janggi --version prints, e.g.
// "janggi 0.1.0-12-gabc1234 (commit abc1234, go1.26.8 linux/amd64)".
func Print(w io.Writer, v Info) {
	fmt.Fprintf(w, "janggi %s (commit %s, %s %s)\n", v.Version, v.Commit, v.Go, v.OS)
}
