package testenv

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Deps returns the packages that package pkg links (pkg among them) when built for goos, "" for
// this machine's.
func Deps(t testing.TB, pkg, goos string) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", pkg)
	if goos != "" {
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64")
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps %s (GOOS=%q): %v", pkg, goos, err)
	}
	return strings.Fields(string(out))
}

// CheckNoWindow fails t for each package of Ebitengine (or of its own dependencies) that pkg
// links: a program that links one panics at its start where there is no display, and a package
// tested there (a room's model, the command line) must not, not even through another package.
func CheckNoWindow(t testing.TB, pkg string) {
	t.Helper()
	for _, d := range Deps(t, pkg, "") {
		if Ebitengine(d) {
			t.Errorf("%s links %s", pkg, d)
		}
	}
}

// Ebitengine reports whether package path is Ebitengine's or one of its own dependencies'.
func Ebitengine(path string) bool {
	return strings.HasPrefix(path, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(path, "github.com/ebitengine/")
}
