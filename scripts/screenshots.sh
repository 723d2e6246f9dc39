#!/usr/bin/env bash
# screenshots.sh: takes the screenshots of README.md and docs/window.md again, from the real window
# under Xvfb at 800×600 (a small window: if it looks right there, it does on larger ones):
#   docs/screenshot-hanja.png      Korean, hanja counters: a real record opened and stepped to its end
#   docs/screenshot-pictogram.png  English, picture counters: playing on from its move 24 against the
#                                  computer with a clock, a horse selected
#   docs/screenshot-twelve.png     Twelve Janggi, English, picture counters: a soldier taken and
#                                  taken back, Red's soldier in hand about to be dropped
#   docs/screenshot-xiangqi.png    Xiangqi, Korean, hanja counters: a red horse selected
# Needs Xvfb, xdotool, imagemagick (import) and jq. Usage: scripts/screenshots.sh [OUTDIR]
# (default docs). The window is driven by its own report of the screen (--trace's "ui" lines),
# so that the clicks land on the points and buttons wherever the layout puts them.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs}"
W=800 H=600
for p in Xvfb xdotool import jq; do
	command -v "$p" >/dev/null || { echo "screenshots.sh: $p is missing" >&2; exit 2; }
done
tmp=$(mktemp -d)
xpid=""
cleanup() {
	[ -n "${gpid:-}" ] && kill "$gpid" 2>/dev/null || true
	[ -n "$xpid" ] && kill "$xpid" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
go build -o "$tmp/janggi" ./cmd/janggi
record="$PWD/record/testdata/gib/game-2016-12-06-73-moves.gib"

disp=":$((500 + RANDOM % 400))"
Xvfb "$disp" -screen 0 "${W}x${H}x24" -nolisten tcp -nocursor >/dev/null 2>&1 &
xpid=$!
export DISPLAY="$disp"
sleep 1

# start NAME ARGS...: runs the window with its own settings, records and autosave, tracing.
start() {
	name=$1
	shift
	mkdir -p "$tmp/$name"
	(cd "$tmp/$name" && HOME="$tmp/$name" exec "$tmp/janggi" play --settings "$tmp/$name/settings.toml" \
		--autosave "" --records "$tmp/$name/records" --pos 0,0 --width $W --height $H --sound=false --trace "$@" \
		>"$tmp/$name/trace" 2>"$tmp/$name/stderr") &
	gpid=$!
	trace="$tmp/$name/trace"
	for _ in $(seq 100); do grep -q '^ready' "$trace" 2>/dev/null && break; sleep 0.2; done
	sleep 1.5
}
# ui prints the window's last complete report of its screen (a line may still be being written).
ui() { tac "$trace" | grep -m1 '^ui .*}$' | cut -c4-; }
# click X Y clicks there and waits until the window reports a new screen (a piece chosen, a move
# made, a dialog opened), then for the move to slide.
click() {
	n=$(grep -c '^ui ' "$trace" || true)
	xdotool mousemove "$1" "$2" sleep 0.1 mousedown 1 sleep 0.1 mouseup 1
	for _ in $(seq 50); do [ "$(grep -c '^ui ' "$trace" || true)" -gt "$n" ] && break; sleep 0.1; done
	sleep 0.7
}
# point N: clicks board spot N of the report (a Janggi square is rank*9+file, a1 = 0; a Twelve
# Janggi square rank*3+file, then the hands' places).
point() {
	read -r x y < <(ui | jq -r ".spots[$1] | \"\(.[0]) \(.[1])\"")
	click "$x" "$y"
}
# button LABEL: clicks the button so labelled.
button() {
	read -r x y < <(ui | jq -r --arg l "$1" 'first(.buttons[] | select(.label == $l)) | "\(.x + .w/2 | floor) \(.y + .h/2 | floor)"')
	click "$x" "$y"
	sleep 0.3
}
keys() {
	for k in "$@"; do xdotool key "$k"; sleep 0.15; done
	sleep 0.5
}
shot() {
	xdotool mousemove $((W - 1)) $((H - 1)) # out of the way: no hover
	sleep 1.5
	import -window root -crop "${W}x${H}+0+0" "$out/$1"
	kill "$gpid" 2>/dev/null || true
	wait "$gpid" 2>/dev/null || true
	gpid=""
	echo "$out/$1"
}

start hanja --lang ko --skin hanja --open "$record"
keys End
shot screenshot-hanja.png

start pictogram --lang en --skin pictogram --level 3 --time "5m 3x30s" --open "$record"
keys Home
for _ in $(seq 24); do xdotool key Right; sleep 0.1; done
sleep 0.5
button "Play from here"
button "Against the computer as Cho"
point 38 # Cho's horse on c5 (rank 4, file c)
shot screenshot-pictogram.png

start twelve --lang en --skin pictogram --game twelve --mode hotseat
point 4  # b2: Red's soldier
point 7  # takes Blue's on b3
point 11 # c4: Blue's elephant
point 7  # takes back on b3
point 14 # Red's soldier in hand
shot screenshot-twelve.png

start xiangqi --lang ko --skin hanja --game xiangqi --mode hotseat
point 25 # h3: Red's cannon
point 22 # to e3
point 88 # h10: Black's horse
point 69 # to g8
point 1  # b1: Red's horse
shot screenshot-xiangqi.png
