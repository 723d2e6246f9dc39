package editor

import (
	"os/exec"
	"strings"
	"testing"
)

// TestTheModelLinksNoWindow: the editor's model is tested where there is no display (and with
// -race, which scripts/test.sh runs only on the packages that do not link the window), so it must
// not link Ebitengine, not even through another package of render.
func TestTheModelLinksNoWindow(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "janggi/render/editor").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.HasPrefix(pkg, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(pkg, "github.com/ebitengine/") {
			t.Errorf("render/editor links %s", pkg)
		}
	}
}
