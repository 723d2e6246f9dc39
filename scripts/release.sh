#!/usr/bin/env bash
# Makes what a player downloads, in dist/:
#   janggi-VERSION-linux-amd64.tar.gz        the Linux programs, unpacked and run anywhere
#   janggi_DEBVERSION_amd64.deb              the Debian/Ubuntu package
#   janggi-VERSION-windows-amd64.zip         the Windows programs, unzipped and run anywhere
#   janggi-VERSION-windows-amd64-setup.exe   the Windows installer (per user, no administrator)
#   janggi-VERSION-SHA256SUMS
# VERSION is `git describe --tags --always --dirty` without its leading v. Run it on Debian (amd64)
# from a git checkout; it installs the Debian packages it needs (as root, or with sudo).
# docs/release.md explains each step and how to publish a release.
#
# Usage: scripts/release.sh [--check]
#   --check  then lists every artefact with its size and what each holds, starts the Linux game
#            from its unpacked archive, alone in an empty folder, under Xvfb, and installs, starts
#            and removes the Debian package (scripts/check-deb.sh; what CI runs, from scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
xvfb="$PWD/scripts/xvfb.sh" # run() changes folder: the path must be absolute

check=false
case "${1:-}" in
'') ;;
--check) check=true ;;
*) echo "release: unknown argument $1; usage: scripts/release.sh [--check]" >&2; exit 2 ;;
esac

scripts/deps.sh release
export PATH="$PATH:/usr/local/go/bin"

version=$(git describe --tags --always --dirty)
version=${version#v}
commit=$(git rev-parse --short HEAD)
mtime=$(git log -1 --format=%ct) # every archive entry is dated with the commit: reproducible
linux=janggi-$version-linux-amd64
windows=janggi-$version-windows-amd64
# A native Debian version has no hyphen (it would start a Debian revision) and starts with a
# digit: 0.1.0-12-gabc1234 is 0.1.0+12.gabc1234 (after 0.1.0, before 0.1.1), a bare commit 0~abc1234.
debversion=$(printf '%s' "$version" | sed 's/-/+/; s/-/./g')
case "$debversion" in [0-9]*) ;; *) debversion="0~$debversion" ;; esac
deb=janggi_${debversion}_amd64.deb
setup=$windows-setup.exe
sums=janggi-$version-SHA256SUMS
echo "release: janggi $version (commit $commit)"

# go build links cmd/janggi/rsrc_windows_amd64.syso and cmd/janggi-window/rsrc_windows_amd64.syso
# (the icon and version) into the Windows programs. They are made here for this version and
# removed after, never committed (docs/release.md).
sysos=(cmd/janggi/rsrc_windows_amd64.syso cmd/janggi-window/rsrc_windows_amd64.syso)
for syso in "${sysos[@]}"; do
	if [ -e "$syso" ]; then
		echo "release: $syso exists, left by an interrupted release? Remove it and run again" >&2
		exit 1
	fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"; rm -f "${sysos[@]}"' EXIT

go build -o "$work/pack" ./packaging/pack
pack=$work/pack
"$pack" icons -src assets/icon.png -ico "$work/janggi.ico" -hicolor "$work/hicolor"
"$pack" winres -version "$version" -commit "$commit" -rc packaging/windows/janggi.rc -ico "$work/janggi.ico" \
	-name janggi.exe -description "Janggi 장기 command line" -o cmd/janggi/rsrc_windows_amd64.syso
"$pack" winres -version "$version" -commit "$commit" -rc packaging/windows/janggi.rc -ico "$work/janggi.ico" \
	-name janggi-window.exe -description "Janggi 장기 (Korean chess)" -o cmd/janggi-window/rsrc_windows_amd64.syso

# -trimpath and no VCS stamp: the binary does not depend on where or by whom it was built.
# -s -w: no symbol table or DWARF, a third smaller; panics still print file:line.
ldflags="-s -w -X janggi/internal/version.version=$version -X janggi/internal/version.commit=$commit"
goflags=(-trimpath -buildvcs=false)

# stage OS: the files both archives share; the licences are those of what that build links.
stage() {
	local dir=$work/$1
	cp LICENSE packaging/HOW-TO-PLAY.txt "$dir/"
	"$pack" licenses -o "$dir/licenses" -asset fonts=assets/fonts/OFL.txt ./cmd/janggi ./cmd/janggi-window
}

echo "release: building for Linux"
mkdir -p "$work/linux"
# janggi links no C: Go links it statically, and it runs on any Linux. The window links C (cgo, for
# Ebitengine's X11 and OpenGL): built as Debian builds its programs, position-independent, its
# relocations read-only (relro, now) and the C parts with _FORTIFY_SOURCE (lintian checks all three).
GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build "${goflags[@]}" -ldflags "$ldflags" -o "$work/linux/janggi" ./cmd/janggi
GOOS=linux GOARCH=amd64 CGO_ENABLED=1 CGO_CPPFLAGS="-D_FORTIFY_SOURCE=2" go build "${goflags[@]}" -buildmode=pie \
	-ldflags "$ldflags -extldflags '-Wl,-z,relro,-z,now'" -o "$work/linux/janggi-window" ./cmd/janggi-window
GOOS=linux GOARCH=amd64 CGO_ENABLED=1 stage linux
cp packaging/linux/janggi.desktop packaging/linux/install.sh packaging/linux/INSTALL.txt "$work/linux/"
mkdir -p "$work/linux/icons" "$work/linux/mime"
cp -r "$work/hicolor" "$work/linux/icons/hicolor"
cp packaging/linux/mime/janggi.xml "$work/linux/mime/"
desktop-file-validate "$work/linux/janggi.desktop"
# INSTALL.txt promises glibc 2.34 (Debian 12, Ubuntu 22.04): a build on a newer system could
# silently need more, and then not start on those. janggi needs no library at all.
if objdump -p "$work/linux/janggi" | grep -q NEEDED; then
	echo "release: janggi links a shared library; the command line must run without any (no cgo)" >&2
	exit 1
fi
glibc=$(objdump -T "$work/linux/janggi-window" | grep -o 'GLIBC_[0-9.]*' | sort -Vu | tail -1)
if [ "$(printf '%s\n' "$glibc" GLIBC_2.34 | sort -V | tail -1)" != GLIBC_2.34 ]; then
	echo "release: the Linux build needs $glibc, more than the GLIBC_2.34 INSTALL.txt promises;" \
		"build on Debian 12, or update INSTALL.txt and this check" >&2
	exit 1
fi

echo "release: building for Windows"
mkdir -p "$work/windows"
# The window is a GUI program (-H windowsgui): no console opens beside the game. janggi.exe stays
# a console program, for cmd, PowerShell and the GUIs that run janggi.exe uci through pipes.
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build "${goflags[@]}" -ldflags "$ldflags" -o "$work/windows/janggi.exe" ./cmd/janggi
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build "${goflags[@]}" -ldflags "$ldflags -H windowsgui" -o "$work/windows/janggi-window.exe" ./cmd/janggi-window
rm -f "${sysos[@]}"
"$pack" checkexe -version "$version" -name janggi.exe -subsystem console "$work/windows/janggi.exe"
"$pack" checkexe -version "$version" -name janggi-window.exe -subsystem gui "$work/windows/janggi-window.exe"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 stage windows

mkdir -p dist
for f in "$linux.tar.gz" "$deb" "$windows.zip" "$setup" "$sums"; do
	if [ -e "dist/$f" ]; then
		echo "release: replacing dist/$f"
		rm -f "dist/$f"
	fi
done
"$pack" archive -o "dist/$linux.tar.gz" -root "$linux" -mtime "$mtime" "$work/linux"
"$pack" archive -o "dist/$windows.zip" -root "$windows" -mtime "$mtime" -crlf "$work/windows"
packaging/linux/deb.sh "$version" "$debversion" "$mtime" "$work/linux" "dist/$deb"
# The installer installs what the zip holds, as the zip holds it (Windows line ends in the texts,
# every file dated with the commit).
mkdir -p "$work/zip"
unzip -q "dist/$windows.zip" -d "$work/zip"
SOURCE_DATE_EPOCH=$mtime makensis -V2 -WX -INPUTCHARSET UTF8 -DVERSION="$version" -DVERSION4="$("$pack" winver -version "$version")" \
	-DFILES="$work/zip/$windows" -DICON="$work/janggi.ico" -DOUTFILE="$PWD/dist/$setup" packaging/windows/janggi.nsi
(cd dist && sha256sum "$linux.tar.gz" "$deb" "$windows.zip" "$setup" > "$sums")
echo "release: made (the Linux build needs $glibc)"

$check || exit 0

echo "== the artefacts in dist/"
(cd dist && for f in "$linux.tar.gz" "$deb" "$windows.zip" "$setup" "$sums"; do
	printf '%10d bytes  %7s  %s\n' "$(stat -c %s "$f")" "$(numfmt --to=iec --suffix=B "$(stat -c %s "$f")")" "$f"
done)
cat "dist/$sums"
echo "== contents of dist/$linux.tar.gz"
tar -tvzf "dist/$linux.tar.gz"
echo "== contents of dist/$deb"
dpkg-deb --info "dist/$deb"
dpkg-deb --contents "dist/$deb"
echo "== contents of dist/$windows.zip"
unzip -Z "dist/$windows.zip"
echo "== contents of dist/$setup"
sevenzip=$(command -v 7zz || command -v 7z)
"$sevenzip" l "dist/$setup" | sed -n '/^   Date/,$p'
missing=()
for f in janggi janggi-window HOW-TO-PLAY.txt INSTALL.txt LICENSE licenses/README.txt licenses/fonts/OFL.txt licenses/go/LICENSE \
	janggi.desktop install.sh mime/janggi.xml icons/hicolor/256x256/apps/janggi.png icons/hicolor/16x16/apps/janggi.png; do
	tar -tzf "dist/$linux.tar.gz" "$linux/$f" > /dev/null 2>&1 || missing+=("$linux.tar.gz: $f")
done
for f in janggi.exe janggi-window.exe HOW-TO-PLAY.txt LICENSE licenses/README.txt licenses/fonts/OFL.txt licenses/go/LICENSE; do
	unzip -l "dist/$windows.zip" "$windows/$f" > /dev/null 2>&1 || missing+=("$windows.zip: $f")
done
# The installer holds every file of the zip, and its uninstaller.
zipped=$(cd "$work/zip/$windows" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
installed=$("$sevenzip" l -ba -slt "dist/$setup" | sed -n 's/^Path = //p' | grep -v '^\$PLUGINSDIR' | LC_ALL=C sort)
if [ "$installed" != "$(printf '%s\nuninstall.exe\n' "$zipped" | LC_ALL=C sort)" ]; then
	missing+=("$setup holds other files than the zip:" "$(diff <(echo "$zipped") <(echo "$installed") || true)")
fi
if [ "${#missing[@]}" -gt 0 ]; then
	printf 'release: missing from the artefacts: %s\n' "${missing[@]}" >&2
	exit 1
fi

echo "== the Linux game from its archive, alone in a folder, under Xvfb"
game=$work/unpacked/$linux
mkdir -p "$work/unpacked"
tar -xzf "dist/$linux.tar.gz" -C "$work/unpacked"
home=$work/home # the player's home: the game may write there (its settings), nowhere else
mkdir -p "$home"
run() { (cd "$game" && env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME="$home" "$@"); }
before=$(cd "$game" && find . | sort)
# The command line needs no display: no X server here.
got=$(run env -u DISPLAY -u WAYLAND_DISPLAY ./janggi --version)
want="janggi $version (commit $commit, "
if [[ "$got" != "$want"* ]]; then
	echo "release: janggi --version printed \"$got\", want \"$want...\"" >&2
	exit 1
fi
echo "$got"
# --bench plays the computer against itself in the window for 3 s, then quits and prints what it
# measured; a game that cannot draw or start says so on stderr and exits non-zero. janggi starts
# the window's program beside it.
if ! run "$xvfb" timeout 120 ./janggi --bench 3s > "$work/out.txt" 2> "$work/err.txt"; then
	echo "release: the game failed to run:" >&2
	cat "$work/out.txt" "$work/err.txt" >&2
	exit 1
fi
cat "$work/out.txt"
if grep -E '^(janggi:|panic|fatal error)' "$work/err.txt" >&2; then
	echo "release: the game reported errors (above)" >&2
	exit 1
fi
frames=$(sed -n 's/^frames drawn: \([0-9]*\);.*/\1/p' "$work/out.txt")
if [ "${frames:-0}" -lt 1 ]; then
	echo "release: the game drew no frame" >&2
	exit 1
fi
if [ ! -f "$home/.config/janggi/settings.toml" ]; then
	echo "release: the game did not write its settings to ~/.config/janggi/settings.toml, where HOW-TO-PLAY.txt says" >&2
	exit 1
fi
after=$(cd "$game" && find . | sort)
if [ "$before" != "$after" ]; then
	echo "release: the game changed its own folder:" >&2
	diff <(echo "$before") <(echo "$after") >&2 || true
	exit 1
fi

echo "== install.sh from the archive"
run ./install.sh
desktop-file-validate "$home/.local/share/applications/janggi.desktop"
run ./install.sh --uninstall

echo "== the Debian package: lintian, installed, started, a record opened, removed"
scripts/check-deb.sh "dist/$deb" "$version"
echo "release: checked"
