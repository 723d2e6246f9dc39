#!/usr/bin/env bash
# screenshots.sh: takes the screenshots of README.md and docs/window.md again, from the real window
# under Xvfb at 800×600 (a small window: if it looks right there, it does on larger ones):
#   docs/screenshot-hanja.png      Korean, hanja counters: a real record opened and stepped to its end
#   docs/screenshot-pictogram.png  English, picture counters: playing on from its move 24 against the
#                                  computer with a clock, a horse selected
#   docs/screenshot-twelve.png     Twelve Janggi, English, picture counters: a soldier taken and
#                                  taken back, Red's soldier in hand about to be dropped
#   docs/screenshot-xiangqi.png    Xiangqi, Korean, hanja counters: a red horse selected
#   docs/screenshot-editor.png     the position editor, English, picture counters: an ending set up
#                                  with a soldier behind its start, which the editor names
#   docs/screenshot-tutorial.png   the tutorial, English, hanja counters: the cannon lesson, one
#                                  dot visited
#   docs/screenshot-puzzles-twelve.png  the Twelve Janggi puzzles, English: puzzle T0003, Red's
#                                  soldier dropped from the hand on a3 and Blue's reply played
# Needs Xvfb, xdotool, imagemagick (import) and jq. Usage: scripts/screenshots.sh [OUTDIR]
# (default docs); KEEP=DIR keeps the windows' traces and settings in DIR. The window is driven by its own report of the screen (--trace's "ui" lines),
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
	[ -n "${KEEP:-}" ] && cp -r "$tmp" "$KEEP" || true
	rm -rf "$tmp"
}
trap cleanup EXIT
go build -o "$tmp/" ./cmd/janggi ./cmd/janggi-window # janggi starts the window beside it
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
		--autosave "" --records "$tmp/$name/records" --pos 0,0 --width $W --height $H --sound=false --welcome=false --trace "$@" \
		>"$tmp/$name/trace" 2>"$tmp/$name/stderr") &
	gpid=$!
	trace="$tmp/$name/trace"
	for _ in $(seq 100); do grep -q '^ready' "$trace" 2>/dev/null && break; sleep 0.2; done
	sleep 1.5
}
# ui prints the window's last complete report of its screen (a line may still be being written).
ui() { tac "$trace" | grep -m1 '^ui .*}$' | cut -c4-; }
# waitfor PATTERN COUNT waits (at most 5 s) until the trace has more than COUNT lines matching.
waitfor() {
	for _ in $(seq 50); do [ "$(grep -c "$1" "$trace" || true)" -gt "$2" ] && return 0; sleep 0.1; done
	return 1
}
# click X Y presses the button there and lets it go only once the window has seen it go down (a
# press and release between two of its ticks, on a busy machine, would not be seen at all), then
# waits for the report of the screen that follows and for a move to slide.
click() {
	p=$(grep -c '^press' "$trace" || true)
	r=$(grep -c '^release' "$trace" || true)
	xdotool mousemove "$1" "$2" sleep 0.1 mousedown 1
	waitfor '^press' "$p" || true
	xdotool mouseup 1
	waitfor '^release' "$r" || true
	u=$(grep -c '^ui ' "$trace" || true)
	waitfor '^ui .*}$' "$u" || true
	sleep 0.7
}
# spot N prints where board spot N of the report is (a Janggi square is rank*9+file, a1 = 0; a
# Twelve Janggi square rank*3+file, then the hands' places).
spot() { ui | jq -r ".spots[$1] | \"\(.[0]) \(.[1])\""; }
# pick N chooses the piece on spot N: it clicks until the report shows a piece chosen.
pick() {
	for _ in 1 2 3; do
		read -r x y < <(spot "$1")
		click "$x" "$y"
		ui | jq -e '.sel != null' >/dev/null && return
	done
	echo "screenshots.sh: the piece on spot $1 could not be chosen" >&2
	exit 1
}
# moveto N moves the piece chosen to spot N, and waits for the move.
moveto() {
	n=$(grep -c '^move ' "$trace" || true)
	read -r x y < <(spot "$1")
	click "$x" "$y"
	for _ in $(seq 50); do [ "$(grep -c '^move ' "$trace" || true)" -gt "$n" ] && return; sleep 0.1; done
	echo "screenshots.sh: no move to spot $1" >&2
	exit 1
}
# button LABEL: clicks the button so labelled.
button() {
	read -r x y < <(ui | jq -r --arg l "$1" 'first(.buttons[] | select(.label == $l)) | "\(.x + .w/2 | floor) \(.y + .h/2 | floor)"')
	click "$x" "$y"
	sleep 0.3
}
# press KEY NAME [N]: presses the key (xdotool's name) N times (1), each time letting it go only
# once the window has seen it go down (its trace says "key NAME", Ebitengine's name), and pressing
# it again only once the window has seen it go up ("keyup NAME"): a press and release between two
# of its ticks, on a busy machine, would not be seen at all (as with click), nor a release and the
# next press (24 presses of an arrow stepped 23 moves).
press() {
	for _ in $(seq "${3:-1}"); do
		n=$(grep -c "^key $2\$" "$trace" || true)
		u=$(grep -c "^keyup $2\$" "$trace" || true)
		xdotool keydown "$1"
		waitfor "^key $2\$" "$n" || true
		xdotool keyup "$1"
		waitfor "^keyup $2\$" "$u" || true
	done
	sleep 0.5
}
# pressid ID [LABEL]: clicks the button with that id (and label: the editor's palette pieces are
# all "palette", labelled with their FEN letter).
pressid() {
	read -r x y < <(ui | jq -r --arg i "$1" --arg l "${2:-}" 'first(.buttons[] | select(.id == $i and ($l == "" or .label == $l))) | "\(.x + .w/2 | floor) \(.y + .h/2 | floor)"')
	click "$x" "$y"
}
# put LETTER N: puts the palette's piece LETTER on spot N of the editor.
put() {
	pressid palette "$1"
	read -r x y < <(spot "$2")
	click "$x" "$y"
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
press End End
shot screenshot-hanja.png

start pictogram --lang en --skin pictogram --level 3 --time "5m 3x30s" --open "$record"
press Home Home
press Right ArrowRight 24
button "Play from here"
button "Against the computer as Cho"
pick 38 # Cho's horse on c5 (rank 4, file c)
shot screenshot-pictogram.png

start twelve --lang en --skin pictogram --game twelve --mode hotseat
pick 4    # b2: Red's soldier
moveto 7  # takes Blue's on b3
pick 11   # c4: Blue's elephant
moveto 7  # takes back on b3
pick 14   # Red's soldier in hand
shot screenshot-twelve.png

start xiangqi --lang ko --skin hanja --game xiangqi --mode hotseat
pick 25   # h3: Red's cannon
moveto 22 # to e3
pick 88   # h10: Black's horse
moveto 69 # to g8
pick 1    # b1: Red's horse
shot screenshot-xiangqi.png

start editor --lang en --skin pictogram --new
pressid editor
pressid clear
put K 13 # e2
put A 5  # f1
put k 76 # e9
put a 84 # d10
put R 49 # e6
put c 64 # b8
put p 38 # c5
put P 20 # c3: behind Cho's start rank
pressid palette N
shot screenshot-editor.png

start tutorial --lang en --skin hanja --mode hotseat
press Escape Escape # the menu
pressid tutorial
pressid lesson:cannon
read -r x y < <(spot "$(ui | jq -r '.targets[2]')") # the cannon's third dot
click "$x" "$y"
shot screenshot-tutorial.png

# The Twelve Janggi puzzles, T0003 (a win in two that begins with a drop) the only one untried; the
# progress file is read beside the autosave.
mkdir -p "$tmp/puzzles"
printf 'game twelve\ntried %s\n' "$(grep -o '^T[0-9]*' puzzle/twelve.txt | grep -vx T0003 | tr '\n' ' ')" >"$tmp/puzzles/puzzle-progress.txt"
start puzzles --lang en --skin hanja --puzzles --autosave "$tmp/puzzles/autosave.pgn"
pick 14 # Red's soldier in hand
n=$(grep -c '^puzzle move' "$trace" || true)
read -r x y < <(spot 6) # a3
click "$x" "$y"
waitfor '^puzzle move' "$n" || { echo "screenshots.sh: the drop on a3 was not played" >&2; exit 1; }
sleep 1 # Blue's reply
shot screenshot-puzzles-twelve.png
