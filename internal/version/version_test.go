package version

import (
	"bytes"
	"runtime"
	"runtime/debug"
	"testing"
)

// TestResolveVersion checks the fallbacks used when the linker did not set the version.
func TestResolveVersion(t *testing.T) {
	stamped := &debug.BuildInfo{
		GoVersion: "go1.99.1",
		Main:      debug.Module{Version: "v0.0.0-20250101120000-0123456789ab+dirty"},
		Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	unstamped := &debug.BuildInfo{GoVersion: "go1.99.1", Main: debug.Module{Version: "(devel)"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "fedcba9876543210"}, {Key: "vcs.modified", Value: "false"}}}
	modified := &debug.BuildInfo{GoVersion: "go1.99.1", Main: debug.Module{Version: "(devel)"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "fedcba9876543210"}, {Key: "vcs.modified", Value: "true"}}}
	tests := []struct {
		name        string
		ver, com    string
		info        *debug.BuildInfo
		wantVersion string
		wantCommit  string
		wantGo      string
	}{
		{"linker values win", "0.1.0", "abc1234", stamped, "0.1.0", "abc1234", "go1.99.1"},
		{"go build pseudo-version", "", "", stamped, "0.0.0-20250101120000-0123456789ab+dirty", "0123456", "go1.99.1"},
		{"revision but no module version", "", "", unstamped, "devel-fedcba9", "fedcba9", "go1.99.1"},
		{"modified checkout", "", "", modified, "devel-fedcba9-dirty", "fedcba9", "go1.99.1"},
		{"go run: nothing recorded", "", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel", "unknown", runtime.Version()},
		{"no build info", "", "", nil, "devel", "unknown", runtime.Version()},
	}
	for _, tt := range tests {
		v := resolve(tt.ver, tt.com, tt.info)
		if v.Version != tt.wantVersion || v.Commit != tt.wantCommit || v.Go != tt.wantGo {
			t.Errorf("%s: got version %q commit %q go %q, want %q %q %q", tt.name, v.Version, v.Commit, v.Go, tt.wantVersion, tt.wantCommit, tt.wantGo)
		}
	}
	var buf bytes.Buffer
	Print(&buf, Info{Version: "0.1.0-12-gabc1234", Commit: "abc1234", Go: "go1.26.8", OS: "linux/amd64"})
	if got, want := buf.String(), "janggi 0.1.0-12-gabc1234 (commit abc1234, go1.26.8 linux/amd64)\n"; got != want {
		t.Errorf("Print: %q, want %q", got, want)
	}
}
