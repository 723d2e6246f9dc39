package main

import (
	"os/exec"
	"path/filepath"
	"runtime"
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
	build := exec.Command("go", "build", "-o", bin,
		"-ldflags", "-X janggi/internal/version.version=1.2.3-4-gdeadbee -X janggi/internal/version.commit=deadbee", ".")
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
