package render

import (
	"testing"

	"janggi/render/internal/testloop"
)

// TestMain runs the tests inside a running game loop (testloop): Ebitengine reads pixels back
// only once its loop has started. It needs an X display (scripts/test.sh runs the tests under
// scripts/xvfb.sh).
func TestMain(m *testing.M) { testloop.Main(m) }

// onLoop runs f on the game loop's goroutine and returns once the loop is held again (testloop.Do).
func onLoop(f func()) { testloop.Do(f) }
