package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"janggi/internal/testenv"
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
		h, err := versionHeader(programInfo{tt.version, tt.commit, "janggi-window.exe", "Janggi 장기 (Korean chess)"})
		if err != nil {
			t.Errorf("versionHeader(%q): %v", tt.version, err)
			continue
		}
		for _, want := range []string{
			"#define JANGGI_VERSION_NUM " + tt.nums + "\n",
			"#define JANGGI_VERSION_STR " + tt.str + "\n",
			`#define JANGGI_COMMENTS_STR "commit ` + tt.commit + `"` + "\n",
			`#define JANGGI_FILENAME_STR "janggi-window.exe"` + "\n",
			`#define JANGGI_DESCRIPTION_STR "Janggi 장기 (Korean chess)"` + "\n",
		} {
			if !strings.Contains(string(h), want) {
				t.Errorf("versionHeader(%q) lacks %q:\n%s", tt.version, want, h)
			}
		}
	}
	bad := []struct {
		info programInfo
		why  string
	}{
		{programInfo{"1.2.70000", "abc1234", "janggi.exe", "Janggi"}, "70000 does not fit"},
		{programInfo{`1.0"; #include <x>`, "abc1234", "janggi.exe", "Janggi"}, "letters, digits"},
		{programInfo{"1.0", "", "janggi.exe", "Janggi"}, "commit"},
		{programInfo{"", "abc1234", "janggi.exe", "Janggi"}, "version"},
		{programInfo{"1.0", "abc1234", "janggi", "Janggi"}, "ending in .exe"},
		{programInfo{"1.0", "abc1234", `a".exe`, "Janggi"}, "ending in .exe"},
		{programInfo{"1.0", "abc1234", "janggi.exe", `Janggi"; #x`}, "without"},
		{programInfo{"1.0", "abc1234", "janggi.exe", "two\nlines"}, "without"},
		{programInfo{"1.0", "abc1234", "janggi.exe", ""}, "without"},
	}
	for _, tt := range bad {
		if _, err := versionHeader(tt.info); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("versionHeader(%+v): %v, want an error about %q", tt.info, err, tt.why)
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
	testenv.Programs(t, testenv.RequireTools, "Debian package binutils-mingw-w64-x86-64; scripts/deps.sh test installs it", windres)
	dir := t.TempDir()
	icoPath := gameICO(t, dir)
	mod := filepath.Join(dir, "hello")
	os.Mkdir(mod, 0o755)
	os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module hello\n\ngo 1.24\n"), 0o644)
	os.WriteFile(filepath.Join(mod, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
	syso := filepath.Join(mod, "rsrc_windows_amd64.syso")
	const version = "1.2.3-4-gabc1234"
	info := programInfo{"v" + version, "abc1234", "hello.exe", "Hello 안녕 (a test)"}
	if err := compileResources("../windows/janggi.rc", icoPath, info, syso); err != nil {
		t.Fatal(err)
	}
	if err := compileResources("../windows/janggi.rc", icoPath, info, syso); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("compiling over an existing .syso: %v, want a refusal", err)
	}
	build := func(out string, flags ...string) {
		cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", out, ".")...)
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build for Windows: %v\n%s", err, msg)
		}
	}
	console := exeWant{version, "hello.exe", subsystems["console"]}
	gui := exeWant{version, "hello.exe", subsystems["gui"]}
	exe := filepath.Join(dir, "hello.exe")
	build(exe)
	if err := checkExe(exe, console); err != nil {
		t.Errorf("checkExe of a program with the resources: %v", err)
	}
	if err := checkExe(exe, exeWant{"1.2.4", "hello.exe", console.subsystem}); err == nil || !strings.Contains(err.Error(), "does not name version 1.2.4") {
		t.Errorf("checkExe with another version: %v, want an error naming it", err)
	}
	if err := checkExe(exe, exeWant{version, "janggi.exe", console.subsystem}); err == nil || !strings.Contains(err.Error(), "does not name the file janggi.exe") {
		t.Errorf("checkExe with another name: %v, want an error naming it", err)
	}
	if err := checkExe(exe, gui); err == nil || !strings.Contains(err.Error(), "(gui)") {
		t.Errorf("checkExe of a console program as a GUI one: %v, want an error", err)
	}
	window := filepath.Join(dir, "window.exe")
	build(window, "-ldflags", "-H windowsgui")
	if err := checkExe(window, gui); err != nil {
		t.Errorf("checkExe of a GUI program: %v", err)
	}
	os.Remove(syso)
	bare := filepath.Join(dir, "bare.exe")
	build(bare)
	if err := checkExe(bare, console); err == nil || !strings.Contains(err.Error(), "rsrc_windows_amd64.syso was not linked") {
		t.Errorf("checkExe of a program without resources: %v, want an error saying the .syso is missing", err)
	}
	if err := checkExe(icoPath, console); err == nil || !strings.Contains(err.Error(), icoPath) {
		t.Errorf("checkExe of an .ico: %v, want an error naming the file", err)
	}
}
