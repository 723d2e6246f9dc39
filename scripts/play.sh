#!/usr/bin/env bash
# Installs what the game needs (Debian packages need root; sudo is used when not root) and starts it.
# Arguments are passed to the game, e.g. scripts/play.sh --settings my.toml
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh game
export PATH="$PATH:/usr/local/go/bin"
mkdir -p bin
go build -o bin/ ./cmd/janggi ./cmd/janggi-window # janggi starts the window beside it
exec bin/janggi "$@"
