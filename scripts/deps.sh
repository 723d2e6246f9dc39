#!/usr/bin/env bash
# Installs what the game and its tests need on Debian (apt-get needs root: run as root or with sudo available).
# Usage: scripts/deps.sh game|test|release
set -euo pipefail
what="${1:-game}"
cd "$(dirname "$0")/.."

pkgs=(gcc libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config)
case "$what" in
  game) ;;
  # release (scripts/release.sh): windres for the Windows icon and version, with gcc as its C
  # preprocessor; desktop-file-validate for janggi.desktop; unzip to list the Windows archive; nsis
  # (makensis) for the Windows installer and 7zip to list it; xvfb to start the Linux build from its
  # archive (--check); lintian, xdg-utils and shared-mime-info to check the Debian package, opening
  # a .gib through its file type (scripts/check-deb.sh).
  release) pkgs+=(binutils-mingw-w64-x86-64 desktop-file-utils unzip nsis 7zip xvfb xauth lintian xdg-utils shared-mime-info) ;;
  # test: the release check runs in the tests (scripts/test.sh), so its packages come too, installed
  # here at the start rather than by release.sh halfway through the run.
  test) pkgs+=(xvfb xauth imagemagick xdotool fairy-stockfish nodejs npm binutils-mingw-w64-x86-64 desktop-file-utils unzip nsis 7zip lintian xdg-utils shared-mime-info) ;;
  *) echo "deps: unknown set $what; want game, test or release" >&2; exit 2 ;;
esac
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js may come from elsewhere than Debian; npm is only needed when node lacks it.
if command -v node >/dev/null && command -v npm >/dev/null; then
  missing=("${missing[@]/nodejs}"); missing=("${missing[@]/npm}")
fi
read -ra missing <<< "${missing[*]}"
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "deps: missing Debian packages: ${missing[*]}; run as root to install them" >&2; exit 1; }
    sudo=(sudo)
  fi
  echo "deps: installing ${missing[*]}"
  # Another apt-get (a desktop's unattended upgrades, another run of this script) may hold the
  # package lock: wait for it, up to 10 minutes, rather than fail at once.
  lock=(-o DPkg::Lock::Timeout=600)
  "${sudo[@]}" apt-get "${lock[@]}" update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "${lock[@]}" install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v go >/dev/null; then
  [ -x /usr/local/go/bin/go ] && export PATH="$PATH:/usr/local/go/bin"
fi
# The oldest Go the module builds with is go.mod's go line (README.md says the same; scripts/test.sh checks it).
need=$(sed -n 's/^go \([0-9][0-9.]*\)$/\1/p' go.mod)
command -v go >/dev/null || { echo "deps: Go $need or newer is needed (https://go.dev/dl/); /usr/local/go/bin/go not found" >&2; exit 1; }
have=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null || echo go0)
have=${have#go}
if [ "$(printf '%s\n' "$need" "$have" | sort -V | head -1)" != "$need" ]; then
  echo "deps: Go $need or newer is needed (https://go.dev/dl/); $(command -v go) is $have" >&2
  exit 1
fi

if [ "$what" = test ]; then
  (cd tools/oracle && npm ci --no-audit --no-fund --silent)
fi
go mod download
