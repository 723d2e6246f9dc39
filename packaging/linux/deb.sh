#!/usr/bin/env bash
# Makes the Debian package of the game from the Linux release's folder, with Debian's own dpkg-deb.
# scripts/release.sh runs it; docs/release.md says what the package holds and why.
#
# Usage: packaging/linux/deb.sh VERSION DEBVERSION MTIME FOLDER OUT.deb
#   VERSION     the release's version (git describe without its v: 0.1.0, 0.1.0-12-gabc1234, abc1234)
#   DEBVERSION  the same as a Debian version (0.1.0, 0.1.0+12.gabc1234, 0~abc1234)
#   MTIME       the commit's time (Unix seconds): every file of the package is dated with it
#   FOLDER   the Linux release's folder: janggi, janggi-window, LICENSE, HOW-TO-PLAY.txt, licenses/,
#            janggi.desktop, icons/hicolor/, mime/janggi.xml
# The environment's JANGGI_MAINTAINER names the package's maintainer ("Name <address>"); by
# default the author of the commit.
set -euo pipefail

[ $# -eq 5 ] || { echo "usage: packaging/linux/deb.sh VERSION DEBVERSION MTIME FOLDER OUT.deb" >&2; exit 2; }
version=$1 debversion=$2 mtime=$3 from=$4 out=$5
here=$(cd "$(dirname "$0")" && pwd)
[ ! -e "$out" ] || { echo "deb: $out already exists; remove it first" >&2; exit 1; }
maintainer=${JANGGI_MAINTAINER:-$(git log -1 --format='%an <%ae>')}

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
pkg=$root/janggi
doc=$pkg/usr/share/doc/janggi
# put SRC DEST MODE
put() {
	mkdir -p "$(dirname "$pkg/$2")"
	cp "$1" "$pkg/$2"
	chmod "$3" "$pkg/$2"
}

# The command line goes where Debian puts games; the window, which nobody types, out of the PATH,
# where janggi looks for it (../libexec/janggi from its own folder).
put "$from/janggi" usr/games/janggi 755
put "$from/janggi-window" usr/libexec/janggi/janggi-window 755
# The menu entry names the program by its full path: /usr/games is on users' PATH, not root's.
mkdir -p "$pkg/usr/share/applications"
sed 's|^Exec=janggi |Exec=/usr/games/janggi |' "$from/janggi.desktop" > "$pkg/usr/share/applications/janggi.desktop"
chmod 644 "$pkg/usr/share/applications/janggi.desktop"
grep -q '^Exec=/usr/games/janggi %f$' "$pkg/usr/share/applications/janggi.desktop" ||
	{ echo "deb: janggi.desktop's Exec line is not \"janggi %f\"" >&2; exit 1; }
(cd "$from/icons/hicolor" && find . -name janggi.png) | while read -r icon; do
	put "$from/icons/hicolor/$icon" "usr/share/icons/hicolor/${icon#./}" 644
done
put "$from/mime/janggi.xml" usr/share/mime/packages/janggi.xml 644
mkdir -p "$pkg/usr/share/man/man6"
gzip -9n < "$here/janggi.6" > "$pkg/usr/share/man/man6/janggi.6.gz"
chmod 644 "$pkg/usr/share/man/man6/janggi.6.gz"
mkdir -p "$doc"
gzip -9n < "$from/HOW-TO-PLAY.txt" > "$doc/HOW-TO-PLAY.txt.gz"
put "$here/lintian-overrides" usr/share/lintian/overrides/janggi 644

# The copyright file: the game's licence, then the licence of every Go module linked into the
# programs and of the embedded fonts, as the release's licenses/ folder lists them. The Apache
# License 2.0, which Debian keeps in /usr/share/common-licenses, is named there, not copied (only
# the notice after its terms, where a module may put its copyright, is kept).
licence() {
	if head -3 "$1" | grep -q 'Apache License' && head -3 "$1" | grep -q 'Version 2.0, January 2004'; then
		printf 'Apache License 2.0: /usr/share/common-licenses/Apache-2.0. After its terms:\n'
		sed -n '/END OF TERMS AND CONDITIONS/,$p' "$1" | tail -n +2
	else
		cat "$1"
	fi
}
{
	printf 'Janggi, the game of Korean chess\n\nCopyright (c) the Janggi authors, under the MIT licence below.\n\n'
	printf 'The programs link the Go code and embed the fonts listed in licenses/README.txt below; each\n'
	printf 'licence follows in full, under the name of its file.\n\n'
	cat "$from/LICENSE"
	(cd "$from/licenses" && printf '%s\n' README.txt && find . -type f ! -name README.txt | sed 's|^\./||' | LC_ALL=C sort) |
		while read -r f; do
			printf '\n\n==== licenses/%s ====\n\n' "$f"
			licence "$from/licenses/$f"
		done
} > "$doc/copyright"
# A native package's changelog: this version, dated with its commit.
{
	printf 'janggi (%s) unstable; urgency=medium\n\n' "$debversion"
	printf '  * Release %s; what changed is in the project'"'"'s git history.\n\n' "$version"
	printf ' -- %s  %s\n' "$maintainer" "$(LC_ALL=C date -u -R -d "@$mtime")"
} | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc"/*

# Every folder 0755, every date the commit's: the package is the same from any checkout.
find "$pkg" -type d -exec chmod 755 {} +
size=$(du -sk --apparent-size "$pkg/usr" | cut -f1)
mkdir -p "$pkg/DEBIAN"
cat > "$pkg/DEBIAN/control" <<EOF
Package: janggi
Version: $debversion
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $size
Depends: libc6 (>= 2.34), libasound2 (>= 1.0.16), libgl1, libx11-6, libxcursor1, libxi6, libxinerama1, libxrandr2, libxxf86vm1
Suggests: fairy-stockfish
Section: games
Priority: optional
Description: Korean chess (Janggi) against the computer or a friend
 An offline game of Janggi, Korean chess, in a window: against the computer at
 ten levels, two players at one computer, or the computer against itself, with
 clocks, hints, an analysis of finished games, puzzles, a tutorial and a
 position editor, in Korean or English. It also plays Twelve Janggi and
 Xiangqi, and opens .gib and PGN records.
 .
 The janggi command also speaks UCI for other programs, converts and checks
 records, and analyses games, without a display.
EOF
(cd "$pkg" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$pkg/DEBIAN/md5sums"
chmod 644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"
find "$pkg" -exec touch -h -d "@$mtime" {} +
SOURCE_DATE_EPOCH=$mtime dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out" > /dev/null
echo "deb: made $out (janggi $debversion)"
