#!/usr/bin/env bash
# Makes the archives a player downloads, in dist/:
#   janggi-VERSION-linux-amd64.tar.gz  janggi-VERSION-windows-amd64.zip  janggi-VERSION-SHA256SUMS
# VERSION is `git describe --tags --always --dirty` without its leading v. Run it on Debian (amd64)
# from a git checkout; it installs the Debian packages it needs (as root, or with sudo).
# docs/release.md explains each step and how to publish a release.
#
# Usage: scripts/release.sh [--check]
#   --check  then lists both archives, and starts the Linux game from its unpacked archive, alone
#            in an empty folder, under Xvfb (what CI runs, from scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

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
echo "release: janggi $version (commit $commit)"

# go build links cmd/janggi/rsrc_windows_amd64.syso (the icon and version) into the Windows
# program. It is made here for this version and removed after, never committed (docs/release.md).
syso=cmd/janggi/rsrc_windows_amd64.syso
if [ -e "$syso" ]; then
	echo "release: $syso exists, left by an interrupted release? Remove it and run again" >&2
	exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"; rm -f "$syso"' EXIT

go build -o "$work/pack" ./packaging/pack
pack=$work/pack
"$pack" icons -src assets/icon.png -ico "$work/janggi.ico" -hicolor "$work/hicolor"
"$pack" winres -version "$version" -commit "$commit" -rc packaging/windows/janggi.rc -ico "$work/janggi.ico" -o "$syso"

# -trimpath and no VCS stamp: the binary does not depend on where or by whom it was built.
# -s -w: no symbol table or DWARF, a third smaller; panics still print file:line.
goflags=(-trimpath -buildvcs=false -ldflags "-s -w -X janggi/internal/version.version=$version -X janggi/internal/version.commit=$commit")

# stage OS: the files both archives share; the licences are those of what that build links.
stage() {
	local dir=$work/$1
	cp LICENSE packaging/HOW-TO-PLAY.txt "$dir/"
	"$pack" licenses -o "$dir/licenses" -asset fonts=assets/fonts/OFL.txt ./cmd/janggi ./cmd/janggi-window
}

echo "release: building for Linux"
mkdir -p "$work/linux"
GOOS=linux GOARCH=amd64 CGO_ENABLED=1 go build "${goflags[@]}" -o "$work/linux/" ./cmd/janggi ./cmd/janggi-window
GOOS=linux GOARCH=amd64 CGO_ENABLED=1 stage linux
cp packaging/linux/janggi.desktop packaging/linux/install.sh packaging/linux/INSTALL.txt "$work/linux/"
mkdir -p "$work/linux/icons"
cp -r "$work/hicolor" "$work/linux/icons/hicolor"
desktop-file-validate "$work/linux/janggi.desktop"
# INSTALL.txt promises glibc 2.34 (Debian 12, Ubuntu 22.04): a build on a newer system could
# silently need more, and then not start on those.
glibc=$(objdump -T "$work/linux/janggi" | grep -o 'GLIBC_[0-9.]*' | sort -Vu | tail -1)
if [ "$(printf '%s\n' "$glibc" GLIBC_2.34 | sort -V | tail -1)" != GLIBC_2.34 ]; then
	echo "release: the Linux build needs $glibc, more than the GLIBC_2.34 INSTALL.txt promises;" \
		"build on Debian 12, or update INSTALL.txt and this check" >&2
	exit 1
fi

echo "release: building for Windows"
mkdir -p "$work/windows"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go build "${goflags[@]}" -o "$work/windows/" ./cmd/janggi ./cmd/janggi-window
rm -f "$syso"
"$pack" checkexe -version "$version" "$work/windows/janggi.exe"
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 stage windows

mkdir -p dist
for f in "dist/$linux.tar.gz" "dist/$windows.zip" "dist/janggi-$version-SHA256SUMS"; do
	if [ -e "$f" ]; then
		echo "release: replacing $f"
		rm -f "$f"
	fi
done
"$pack" archive -o "dist/$linux.tar.gz" -root "$linux" -mtime "$mtime" "$work/linux"
"$pack" archive -o "dist/$windows.zip" -root "$windows" -mtime "$mtime" -crlf "$work/windows"
(cd dist && sha256sum "$linux.tar.gz" "$windows.zip" > "janggi-$version-SHA256SUMS")
echo "release: made (the Linux build needs $glibc)"
(cd dist && ls -l "$linux.tar.gz" "$windows.zip" && cat "janggi-$version-SHA256SUMS")

$check || exit 0

echo "== contents of dist/$linux.tar.gz"
tar -tvzf "dist/$linux.tar.gz"
echo "== contents of dist/$windows.zip"
unzip -Z "dist/$windows.zip"
missing=()
for f in janggi HOW-TO-PLAY.txt INSTALL.txt LICENSE licenses/README.txt licenses/fonts/OFL.txt licenses/go/LICENSE \
	janggi.desktop install.sh icons/hicolor/256x256/apps/janggi.png icons/hicolor/16x16/apps/janggi.png; do
	tar -tzf "dist/$linux.tar.gz" "$linux/$f" > /dev/null 2>&1 || missing+=("$linux.tar.gz: $f")
done
for f in janggi.exe HOW-TO-PLAY.txt LICENSE licenses/README.txt licenses/fonts/OFL.txt licenses/go/LICENSE; do
	unzip -l "dist/$windows.zip" "$windows/$f" > /dev/null 2>&1 || missing+=("$windows.zip: $f")
done
if [ "${#missing[@]}" -gt 0 ]; then
	printf 'release: missing from the archives: %s\n' "${missing[@]}" >&2
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
# Linking the window means needing a display even for --version, so this runs under Xvfb too.
got=$(run xvfb-run -a ./janggi --version)
want="janggi $version (commit $commit, "
if [[ "$got" != "$want"* ]]; then
	echo "release: janggi --version printed \"$got\", want \"$want...\"" >&2
	exit 1
fi
echo "$got"
# --bench plays the computer against itself in the window for 3 s, then quits and prints what it
# measured; a game that cannot draw or start says so on stderr and exits non-zero.
if ! run xvfb-run -a -s "-screen 0 1280x960x24" timeout 120 ./janggi --bench 3s > "$work/out.txt" 2> "$work/err.txt"; then
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
echo "release: checked"
