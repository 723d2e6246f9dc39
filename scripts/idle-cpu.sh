#!/usr/bin/env bash
# Measures the CPU the game's window uses, as a per cent of one core: it starts the window with a
# settings file of its own (in a temporary HOME), waits WARM seconds (default 12: the first ten
# seconds redraw every second, see render/app.go), then reads the process's CPU time
# (/proc/PID/stat, all its threads) before and after SECONDS (default 30).
#   scripts/xvfb.sh scripts/idle-cpu.sh bin/janggi-window [SECONDS] [-- FLAGS...]
# e.g. a still board:        scripts/xvfb.sh scripts/idle-cpu.sh bin/janggi-window 30 -- --welcome=false
#      the computer playing:  ... 30 -- --welcome=false --mode aivsai --level 2 --autosave ""
set -euo pipefail
bin=${1:?usage: idle-cpu.sh JANGGI-WINDOW [SECONDS] [-- FLAGS...]}
secs=${2:-30}
shift $(( $# >= 2 ? 2 : 1 ))
[ "${1:-}" = "--" ] && shift
home=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$home"' EXIT
HOME=$home XDG_CONFIG_HOME= XDG_DATA_HOME= "$bin" "$@" >"$home/out.log" 2>&1 &
pid=$!
sleep "${WARM:-12}"
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
a=$(ticks); t0=$(date +%s.%N)
sleep "$secs"
b=$(ticks); t1=$(date +%s.%N)
awk -v a="$a" -v b="$b" -v hz="$(getconf CLK_TCK)" -v t0="$t0" -v t1="$t1" \
	'BEGIN { printf "cpu %.2f%% of a core over %.1f s\n", (b - a) * 100 / hz / (t1 - t0), t1 - t0 }'
