package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestVersionFlag builds janggi the way the release script does, with the version and commit
// set by the linker, and checks what --version and the version subcommand print.
func TestVersionFlag(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	bin := filepath.Join(t.TempDir(), "janggi")
	build := exec.Command("go", "build", "-tags", "nogui", "-o", bin,
		"-ldflags", "-X main.version=1.2.3-4-gdeadbee -X main.commit=deadbee", ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	want := "janggi 1.2.3-4-gdeadbee (commit deadbee, " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"
	for _, arg := range []string{"--version", "-version", "version"} {
		out, err := exec.Command(bin, arg).Output()
		if err != nil {
			t.Fatalf("janggi %s: %v", arg, err)
		}
		if string(out) != want {
			t.Errorf("janggi %s printed %q, want %q", arg, out, want)
		}
	}
	out, err := exec.Command(bin, "version", "extra").CombinedOutput()
	if err == nil || !strings.Contains(string(out), `unexpected argument "extra"`) {
		t.Errorf("janggi version extra: err %v, output %q; want an error naming the argument", err, out)
	}
}

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
		v := resolveVersion(tt.ver, tt.com, tt.info)
		if v.Version != tt.wantVersion || v.Commit != tt.wantCommit || v.Go != tt.wantGo {
			t.Errorf("%s: got version %q commit %q go %q, want %q %q %q", tt.name, v.Version, v.Commit, v.Go, tt.wantVersion, tt.wantCommit, tt.wantGo)
		}
	}
	var buf bytes.Buffer
	printVersion(&buf, versionInfo{Version: "0.1.0-12-gabc1234", Commit: "abc1234", Go: "go1.26.8", OS: "linux/amd64"})
	if got, want := buf.String(), "janggi 0.1.0-12-gabc1234 (commit abc1234, go1.26.8 linux/amd64)\n"; got != want {
		t.Errorf("printVersion: %q, want %q", got, want)
	}
}
