package ui

import (
	"testing"

	"janggi/render/internal/testloop"
)

// TestMain runs the tests inside a running game loop (testloop): text is measured and drawn on
// the loop's goroutine, and pixels read back only once it has started.
func TestMain(m *testing.M) { testloop.Main(m) }
