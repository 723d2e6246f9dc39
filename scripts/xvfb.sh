#!/usr/bin/env bash
# Runs a command under an X server of its own: scripts/xvfb.sh COMMAND [ARG...]
#
# Why not xvfb-run: it starts Xvfb without -noreset, and Xvfb resets (closes every connection and
# reinitialises) when its last client disconnects. A test that quits the window and then sends
# the key-up with xdotool finds the server resetting ("Can't open display") now and then, more
# often under load. And xvfb-run -a picks a display number by looking for a free lock file, so two
# started together can pick the same one. Here Xvfb picks its own free display (-displayfd) and
# never resets; the server lives exactly as long as the command.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: scripts/xvfb.sh COMMAND [ARG...]" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "xvfb.sh: Xvfb is not installed (Debian package xvfb; scripts/deps.sh test installs it)" >&2; exit 1; }
fifo_dir=$(mktemp -d)
mkfifo "$fifo_dir/display"
Xvfb -displayfd 3 -screen 0 1280x960x24 -nolisten tcp -noreset 3>"$fifo_dir/display" >"$fifo_dir/xvfb.log" 2>&1 &
xvfb_pid=$!
cleanup() {
	kill "$xvfb_pid" 2>/dev/null || true
	wait "$xvfb_pid" 2>/dev/null || true
	rm -rf "$fifo_dir"
}
trap cleanup EXIT
# Xvfb writes the display number it took once it accepts connections.
if ! read -r -t 60 num <"$fifo_dir/display"; then
	echo "xvfb.sh: Xvfb did not start within 60 s:" >&2
	cat "$fifo_dir/xvfb.log" >&2
	exit 1
fi
export DISPLAY=":$num"
rc=0
"$@" || rc=$?
exit "$rc"
