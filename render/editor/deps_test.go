package editor

import (
	"testing"

	"janggi/internal/testenv"
)

// TestTheModelLinksNoWindow: the editor's model is tested where there is no display (and with
// -race, which scripts/test.sh runs only on the packages that do not link the window), so it must
// not link Ebitengine, not even through another package of render.
func TestTheModelLinksNoWindow(t *testing.T) { testenv.CheckNoWindow(t, "janggi/render/editor") }
