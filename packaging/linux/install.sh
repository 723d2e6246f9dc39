#!/bin/sh
# Puts Janggi in your desktop's application menu, for you alone (no root needed):
#   the game        ~/.local/bin/janggi and ~/.local/bin/janggi-window (its window, which janggi starts)
#   the menu entry  ~/.local/share/applications/janggi.desktop
#   the icons       ~/.local/share/icons/hicolor/NxN/apps/janggi.png
#   the .gib type   ~/.local/share/mime/packages/janggi.xml (a .gib then opens in the game)
# Run it from the unpacked folder:  ./install.sh        Remove them again:  ./install.sh --uninstall
# XDG_BIN_HOME and XDG_DATA_HOME move these places, as the freedesktop.org specifications say.
# Your settings and the game in progress (~/.config/janggi) are never touched.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
bin_dir=${XDG_BIN_HOME:-$HOME/.local/bin}
data_dir=${XDG_DATA_HOME:-$HOME/.local/share}
entry=$data_dir/applications/janggi.desktop
mime=$data_dir/mime/packages/janggi.xml

say() { printf 'install.sh: %s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# put SRC DEST MODE copies beside DEST and renames over it, so that a running janggi can be
# replaced (writing into a running program fails with "Text file busy").
put() {
	mkdir -p -- "$(dirname -- "$2")"
	cp -- "$1" "$2.new.$$"
	chmod "$3" "$2.new.$$"
	settle "$2.new.$$" "$2"
}

# settle TMP DEST renames TMP over DEST, saying which it does.
settle() {
	if [ -e "$2" ]; then say "replacing $2"; else say "adding $2"; fi
	mv -f -- "$1" "$2"
}

icons() { # the icon files of the archive, one per line: NxN/apps/janggi.png
	(cd "$here/icons/hicolor" && ls -d -- */apps/janggi.png)
}

remove() {
	if [ -e "$1" ]; then
		rm -f -- "$1"
		say "removed $1"
	fi
}

# refresh brings the desktop's caches up to date where the tools exist: the file types
# (update-mime-database, of shared-mime-info) and which program opens them (update-desktop-database).
# Menus notice new entries and icons by themselves.
refresh() {
	touch "$data_dir/icons/hicolor"
	if [ -d "$data_dir/mime/packages" ] && command -v update-mime-database > /dev/null; then
		update-mime-database "$data_dir/mime" || true
	fi
	command -v update-desktop-database > /dev/null && update-desktop-database -q "$data_dir/applications" || true
}

uninstall() {
	remove "$bin_dir/janggi"
	remove "$bin_dir/janggi-window"
	remove "$entry"
	remove "$mime"
	for i in $(icons); do
		remove "$data_dir/icons/hicolor/$i"
	done
	refresh
	say "janggi is uninstalled; your settings stay in ${XDG_CONFIG_HOME:-$HOME/.config}/janggi"
}

case "${1:-}" in
'') ;;
--uninstall) uninstall; exit 0 ;;
-h | --help) sed -n '2,9s/^# \{0,1\}//p' "$0"; exit 0 ;;
*) fail "unknown argument $1: run ./install.sh to install, ./install.sh --uninstall to remove" ;;
esac

for f in janggi janggi-window; do
	[ -x "$here/$f" ] || fail "no $f program beside install.sh in $here: run it from the unpacked folder"
done
# The menu entry names the program by its full path in double quotes; the few characters that
# would need escaping there (" \ $ ` %) are refused rather than escaped wrong.
case "$bin_dir" in
*[\"\\\$\`%]*) fail "the folder $bin_dir has a character a menu entry cannot hold (\" \\ \$ \` %); set XDG_BIN_HOME to another" ;;
esac

put "$here/janggi-window" "$bin_dir/janggi-window" 755 # first: janggi starts it
put "$here/janggi" "$bin_dir/janggi" 755
put "$here/mime/janggi.xml" "$mime" 644
for i in $(icons); do
	put "$here/icons/hicolor/$i" "$data_dir/icons/hicolor/$i" 644
done
mkdir -p -- "$data_dir/applications"
awk -v exec="Exec=\"$bin_dir/janggi\" %f" '/^Exec=/ { print exec; next } { print }' \
	"$here/janggi.desktop" > "$entry.new.$$"
chmod 644 "$entry.new.$$"
settle "$entry.new.$$" "$entry"

refresh

say "done: Janggi is in your applications menu (under Games), and opens .gib records"
case ":$PATH:" in
*":$bin_dir:"*) say "start it from a terminal with: janggi" ;;
*) say "start it from a terminal with: $bin_dir/janggi (or add $bin_dir to your PATH)" ;;
esac
