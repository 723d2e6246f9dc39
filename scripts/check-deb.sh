#!/usr/bin/env bash
# Checks the Debian package as a player's machine would use it: lintian on it, then installs it on
# this machine (root, or sudo), checks the command line with no display, starts the game from its
# menu entry's command under Xvfb, opens a .gib through its file type (xdg-open) both into the
# window already open and with none open, purges the package and checks that every path it
# installed is gone, and the file type with it. scripts/release.sh --check runs it (so CI does).
# It refuses to run where a janggi package is installed already: it would remove it.
#
# Usage: scripts/check-deb.sh FILE.deb VERSION
set -euo pipefail

if [ "${1:-}" = --under-xvfb ]; then
	under_xvfb=true
	shift
else
	under_xvfb=false
fi
[ $# -eq 2 ] || { echo "usage: scripts/check-deb.sh FILE.deb VERSION" >&2; exit 2; }
deb=$(realpath "$1") version=$2
say() { echo "check-deb: $*"; }
fail() { echo "check-deb: $*" >&2; exit 1; }

# The part that needs the display: this script again, under xvfb-run, with the package installed.
# The game's settings, autosave and records go to a home of its own.
if $under_xvfb; then
	home=$(mktemp -d)
	export HOME=$home
	unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CURRENT_DESKTOP
	cleanup() {
		[ -n "${window_pid:-}" ] && kill "$window_pid" 2> /dev/null || true
		[ -n "${opener:-}" ] && kill -- "-$opener" 2> /dev/null || true
		rm -rf "$home"
	}
	trap cleanup EXIT
	gib="$home/a record.gib" # a space in the name, as a player's files have
	cp "$(dirname "$0")/../record/testdata/gib/game-2016-12-06-73-moves.gib" "$gib"
	socket=$home/.config/janggi/autosave.pgn.sock

	# waitfor FILE PATTERN: until a line of FILE matches PATTERN (grep -E), a minute at most.
	waitfor() {
		for _ in $(seq 600); do
			grep -qE "$2" "$1" 2> /dev/null && return 0
			sleep 0.1
		done
		echo "--- $1:" >&2
		cat "$1" >&2
		fail "no line /$2/ in $1 within a minute"
	}

	# The menu entry's command (its field codes dropped: no file), with --trace added so that this
	# script reads what the window shows.
	entry=/usr/share/applications/janggi.desktop
	exec_line=$(sed -n 's/^Exec=//p' "$entry")
	read -ra cmd <<< "${exec_line//%f/}"
	say "the menu entry starts: ${cmd[*]}"
	"${cmd[@]}" --trace --sound=false > "$home/trace.txt" 2> "$home/err.txt" &
	window_pid=$!
	waitfor "$home/trace.txt" '^ready '

	filetype=$(xdg-mime query filetype "$gib")
	opener_app=$(xdg-mime query default "$filetype")
	say "\"$gib\" is $filetype, opened with $opener_app"
	[ "$filetype" = application/x-janggi-gib ] || fail "a .gib is $filetype, want application/x-janggi-gib"
	[ "$opener_app" = janggi.desktop ] || fail "a .gib opens with \"$opener_app\", want janggi.desktop"
	# Into the window already open: xdg-open starts janggi, which hands the record to the window
	# and ends.
	xdg-open "$gib" > "$home/open.txt" 2>&1 || { cat "$home/open.txt" >&2; fail "xdg-open \"$gib\" failed"; }
	waitfor "$home/trace.txt" "^request open $gib\$"
	waitfor "$home/trace.txt" '^open a record\.gib plies=73 '
	say "the window open shows the record: $(grep '^open a record' "$home/trace.txt")"
	kill "$window_pid"
	wait "$window_pid" 2> /dev/null || true
	window_pid=
	rm -f "$socket" # a killed window leaves it (the next start takes it over: internal/instance's tests)

	# With no window open: xdg-open starts the window on the record (and waits for it).
	setsid xdg-open "$gib" > "$home/open2.txt" 2>&1 &
	opener=$!
	for _ in $(seq 600); do
		[ -S "$socket" ] && break
		sleep 0.1
	done
	[ -S "$socket" ] || { cat "$home/open2.txt" >&2; fail "xdg-open with no window open started none within a minute"; }
	started=$(pgrep -g "$opener" -x janggi-window) || fail "no janggi-window among the processes xdg-open started"
	args=$(tr '\0' '\n' < "/proc/$started/cmdline" | tail -n +2)
	[ "$args" = "$gib" ] || fail "xdg-open started the window with \"$args\", want the record \"$gib\""
	say "xdg-open with no window open started /usr/libexec/janggi/janggi-window \"$args\""
	# It is the window of the autosave now: the menu entry's command hands it over and ends.
	again=$("${cmd[@]}" 2>&1) || fail "the menu entry's command beside the window: $again"
	grep -q 'already open' <<< "$again" || fail "the menu entry's command beside the window said: $again"
	say "the menu entry's command beside it: $again"
	kill -- "-$opener"
	opener=
	exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
	command -v sudo > /dev/null || fail "installing the package needs root: run as root, or where sudo is"
	sudo=(sudo)
fi
# Two checkouts testing at once on one machine (two CI jobs, or a developer's run beside one) would
# install and purge the same package under each other: each waits for the other's check to end.
# The lock is the file's, held until this script exits.
lock=/tmp/janggi-check-deb.lock
exec 9>> "$lock"
if ! flock -n 9; then
	say "another check of a janggi package runs on this machine: waiting for it ($lock)"
	flock 9
fi
if dpkg-query -W -f='${Status}' janggi 2> /dev/null | grep -q 'ok installed'; then
	fail "a janggi package is installed on this machine already: this check would remove it; remove it first (apt remove janggi)"
fi

say "lintian $(lintian --version | cut -d' ' -f2)"
lintian --fail-on error,warning --info "$deb"

paths=$(dpkg-deb --contents "$deb" | awk '{ print $6 }' | sed 's|^\./|/|; s|/$||' | grep -v '^$')
existed=()
while read -r p; do
	if [ -e "$p" ]; then existed+=("$p"); fi
done <<< "$paths"
say "installing"
installed=true
# A failed check leaves nothing installed either.
trap '$installed && "${sudo[@]}" dpkg --purge janggi > /dev/null' EXIT
"${sudo[@]}" dpkg -i "$deb" > /dev/null
listed=$(dpkg -L janggi | grep -vx '/\.')

say "the command line, with no display"
got=$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/games/janggi --version)
[[ "$got" == "janggi $version "* ]] || fail "janggi --version printed \"$got\", want janggi $version ..."
say "$got"
uci=$(printf 'uci\nisready\nquit\n' | env -u DISPLAY -u WAYLAND_DISPLAY /usr/games/janggi uci)
grep -qx uciok <<< "$uci" && grep -qx readyok <<< "$uci" || fail "janggi uci answered: $uci"
say "janggi uci answers uciok and readyok"
if nodisplay=$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/games/janggi 2>&1); then
	fail "janggi with no display exited 0: $nodisplay"
fi
[ "$(wc -l <<< "$nodisplay")" = 1 ] && grep -q 'needs a desktop' <<< "$nodisplay" || fail "janggi with no display said: $nodisplay"
say "janggi alone, with no display: $nodisplay"
if command -v man > /dev/null; then
	manual=$(man -w janggi)
	[ "$manual" = /usr/share/man/man6/janggi.6.gz ] || fail "man janggi is $manual"
	warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings janggi 2>&1 > /dev/null)
	[ -z "$warnings" ] || fail "man janggi warns: $warnings"
	say "man janggi: $manual"
fi
desktop-file-validate /usr/share/applications/janggi.desktop

"$(dirname "$0")/xvfb.sh" "$0" --under-xvfb "$deb" "$version"

say "purging"
"${sudo[@]}" dpkg --purge janggi > /dev/null
installed=false
left=()
while read -r p; do
	[ -e "$p" ] || continue
	keep=false
	for e in "${existed[@]}"; do
		[ "$p" = "$e" ] && keep=true
	done
	$keep || left+=("$p")
done <<< "$listed"
[ "${#left[@]}" -eq 0 ] || fail "left after purging: ${left[*]}"
gone=$(mktemp --suffix=.gib)
filetype=$(xdg-mime query filetype "$gone")
rm -f "$gone"
[ "$filetype" != application/x-janggi-gib ] || fail "the .gib file type is still known after purging"
! grep -rqs janggi /usr/share/applications/mimeinfo.cache || fail "mimeinfo.cache still names janggi after purging"
say "purged: none of the $(wc -l <<< "$listed") paths it installed is left but the $((${#existed[@]})) folders that were there before"
