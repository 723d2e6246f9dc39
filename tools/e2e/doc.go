// Package e2e drives the real janggi binary under an X display as a player would: it clicks and
// drags with xdotool, takes screenshots with ImageMagick's import and checks their pixels (the
// board is drawn, a piece moved, the computer replied, the skin switched). Its test runs only
// where a display exists (DISPLAY set, as scripts/test.sh provides with scripts/xvfb.sh) and the tools
// are installed; elsewhere it skips and says why, unless JANGGI_REQUIRE_E2E=1 (set by
// scripts/test.sh, so in CI), which makes a missing display or tool a failure.
package e2e
