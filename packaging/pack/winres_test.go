package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestVersionHeader(t *testing.T) {
	tests := []struct {
		version, commit string
		nums, str       string // the expected JANGGI_VERSION_NUM and JANGGI_VERSION_STR
	}{
		{"0.1.0-12-gabc1234", "abc1234", "0,1,0,12", `"0.1.0-12-gabc1234"`},
		{"v1.2.3", "abc1234", "1,2,3,0", `"1.2.3"`},
		{"v1.2.3-4-gabc1234-dirty", "abc1234", "1,2,3,4", `"1.2.3-4-gabc1234-dirty"`},
		{"0.2.0-rc1-3-gabc1234", "abc1234", "0,2,0,0", `"0.2.0-rc1-3-gabc1234"`},
		{"9bc36ce-dirty", "9bc36ce", "0,0,0,0", `"9bc36ce-dirty"`}, // no tag yet
	}
	for _, tt := range tests {
		h, err := versionHeader(tt.version, tt.commit)
		if err != nil {
			t.Errorf("versionHeader(%q): %v", tt.version, err)
			continue
		}
		for _, want := range []string{
			"#define JANGGI_VERSION_NUM " + tt.nums + "\n",
			"#define JANGGI_VERSION_STR " + tt.str + "\n",
			`#define JANGGI_COMMENTS_STR "commit ` + tt.commit + `"` + "\n",
		} {
			if !strings.Contains(string(h), want) {
				t.Errorf("versionHeader(%q) lacks %q:\n%s", tt.version, want, h)
			}
		}
	}
	bad := []struct{ version, commit, why string }{
		{"1.2.70000", "abc1234", "70000 does not fit"},
		{`1.0"; #include <x>`, "abc1234", "letters, digits"},
		{"1.0", "", "commit"},
		{"", "abc1234", "version"},
	}
	for _, tt := range bad {
		if _, err := versionHeader(tt.version, tt.commit); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("versionHeader(%q, %q): %v, want an error about %q", tt.version, tt.commit, err, tt.why)
		}
	}
}

// TestWindowsResources runs the release's Windows steps on a small program: the icon, the
// resources from packaging/windows/janggi.rc, a cross-compiled .exe that links them, and
// checkExe, which must accept it and refuse a program built without them.
func TestWindowsResources(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compiles a Windows program")
	}
	if _, err := exec.LookPath(windres); err != nil {
		t.Skipf("%s is not installed (scripts/deps.sh test installs it)", windres)
	}
	dir := t.TempDir()
	ico, err := makeICO(gameIcon(t))
	if err != nil {
		t.Fatal(err)
	}
	icoPath := filepath.Join(dir, "janggi.ico")
	if err := os.WriteFile(icoPath, ico, 0o644); err != nil {
		t.Fatal(err)
	}
	mod := filepath.Join(dir, "hello")
	os.Mkdir(mod, 0o755)
	os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module hello\n\ngo 1.24\n"), 0o644)
	os.WriteFile(filepath.Join(mod, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
	syso := filepath.Join(mod, "rsrc_windows_amd64.syso")
	const version = "1.2.3-4-gabc1234"
	if err := compileResources("../windows/janggi.rc", icoPath, "v"+version, "abc1234", syso); err != nil {
		t.Fatal(err)
	}
	if err := compileResources("../windows/janggi.rc", icoPath, version, "abc1234", syso); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("compiling over an existing .syso: %v, want a refusal", err)
	}
	build := func(out string) {
		cmd := exec.Command("go", "build", "-o", out, ".")
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build for Windows: %v\n%s", err, msg)
		}
	}
	exe := filepath.Join(dir, "hello.exe")
	build(exe)
	if err := checkExe(exe, version); err != nil {
		t.Errorf("checkExe of a program with the resources: %v", err)
	}
	if err := checkExe(exe, "1.2.4"); err == nil || !strings.Contains(err.Error(), "does not name version 1.2.4") {
		t.Errorf("checkExe with another version: %v, want an error naming it", err)
	}
	os.Remove(syso)
	bare := filepath.Join(dir, "bare.exe")
	build(bare)
	if err := checkExe(bare, version); err == nil || !strings.Contains(err.Error(), "rsrc_windows_amd64.syso was not linked") {
		t.Errorf("checkExe of a program without resources: %v, want an error saying the .syso is missing", err)
	}
	if err := checkExe(icoPath, version); err == nil || !strings.Contains(err.Error(), icoPath) {
		t.Errorf("checkExe of an .ico: %v, want an error naming the file", err)
	}
}
