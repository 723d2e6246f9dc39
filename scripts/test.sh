#!/usr/bin/env bash
# Installs what the tests need (Debian packages need root) and runs every test, the way CI does.
set -Eeuo pipefail
# A command that fails stops the run; this says which, as set -e alone does not.
trap 'echo "scripts/test.sh: line $LINENO failed (exit $?): $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/.."
scripts/deps.sh test
export PATH="$PATH:/usr/local/go/bin"
export JANGGI_REQUIRE_ORACLE=1
# The packaging tests' programs and the git history: a check that quietly stopped running fails here.
export JANGGI_REQUIRE_TOOLS=1

# Each step says when it starts, in seconds since the run began: where the time goes is read off
# the log, not guessed.
step() { echo "== [${SECONDS}s] $*"; }
step gofmt
bad=$(gofmt -l $(git ls-files '*.go'))
[ -z "$bad" ] || { echo "gofmt would change: $bad"; exit 1; }
step "go.mod: tidy, and its go line is the version README.md states"
go mod tidy -diff
need=$(sed -n 's/^go \([0-9]*\.[0-9]*\).*/\1/p' go.mod)
grep -q "with Go $need or newer" README.md || { echo "README.md does not say \"with Go $need or newer\" as go.mod's go line does"; exit 1; }
step "go vet"
go vet ./...
step "go vet for Windows (the release cross-compiles it: a change that breaks Windows fails here)"
GOOS=windows GOARCH=amd64 go vet ./...
step "staticcheck (a pinned version, built into .cache/bin, which git ignores)"
# go install with a version builds exactly that release (checked against Go's checksum
# database), whatever is installed elsewhere. Linux only: a second run for Windows costs as much
# again, and go vet above already checks the Windows build.
GOBIN="$PWD/.cache/bin" go install honnef.co/go/tools/cmd/staticcheck@v0.8.2
.cache/bin/staticcheck ./...
step "go test (tools/e2e's monkey test among them, with a fresh seed: a failure prints it)"
# Under Xvfb the end-to-end tests have their display and tools: missing ones fail (not skip) here.
# They get a display of their own: with no window manager the keyboard goes to the window under the
# pointer, and another package's test window on the same display took their keys. scripts/xvfb.sh
# says why it, not xvfb-run. They run beside every step up to the release check: most of their time
# is spent waiting for windows, and the other steps are the load the monkey wants: go test alone
# keeps both cores busy for longer than the walk takes, so it spins no process of its own
# (JANGGI_MONKEY_BUSY=0; its spinning process cost a core for the walk's whole 7 minutes). A
# monkey failure prints its seed to replay it.
e2e_log=$(mktemp)
# The timeouts are hang guards, not verdicts on speed: at load 25 on 2 cores render's and game's
# tests take 18 minutes each; 45 minutes stops a hung package well within CI's 90.
# setsid: its own process group, so that a step failing before it ends stops it (and its window and
# display) instead of leaving them running.
JANGGI_REQUIRE_E2E=1 JANGGI_MONKEY_BUSY=0 setsid scripts/xvfb.sh go test -count=1 -timeout 45m ./tools/e2e/ >"$e2e_log" 2>&1 &
e2e_pid=$!
trap 'kill -- -"$e2e_pid" 2>/dev/null || true' EXIT
# xvfb_test FLAGS -- PACKAGES: go test under Xvfb. Mesa's software OpenGL now and then kills a
# test process that draws (a SIGSEGV inside glDrawElements on Ebitengine's render thread;
# CONTRIBUTING.md, step 4): a package whose only failure is that crash runs once more, and the log
# says so; any other failure, or the crash again, fails the run.
xvfb_test() {
	local flags=() log crashed
	while [ "$1" != -- ]; do flags+=("$1"); shift; done
	shift
	log=$(mktemp)
	if JANGGI_REQUIRE_E2E=1 scripts/xvfb.sh go test "${flags[@]}" "$@" 2>&1 | tee "$log"; then
		rm -f "$log"
		return 0
	fi
	crashed=$(awk '
		/^(ok  |FAIL|\?   )\t/ {
			if ($1 == "FAIL") print ((block ~ /SIGSEGV: segmentation violation/ && block ~ /signal arrived during cgo execution/ && block ~ /graphicsdriver\/opengl\/gl\.\(\*defaultContext\)/) ? "" : "other ") $2
			block = ""; next
		}
		{ block = block "\n" $0 }' "$log")
	rm -f "$log"
	if [ -z "$crashed" ] || grep -q '^other ' <<<"$crashed"; then
		echo "go test failed"
		return 1
	fi
	echo "scripts/test.sh: Mesa's software OpenGL crashed in $(echo $crashed); running them once more"
	JANGGI_REQUIRE_E2E=1 scripts/xvfb.sh go test "${flags[@]}" $crashed
}
xvfb_test -count=1 -timeout 45m -- $(go list ./... | grep -v '/tools/e2e$')
step "go test -race -short (every package whose own code runs goroutines or shares memory)"
# The race detector finds races only where goroutines share memory, and makes the rest ten times
# slower: a package whose code neither starts goroutines nor uses sync or channels is left out.
# Packages that link Ebitengine need a display: they run next, under Xvfb.
race_list() { # race_list ebiten|plain: the packages of that kind whose own code runs goroutines
	go list -f '{{.ImportPath}}|{{.Dir}}|{{join .GoFiles " "}}|{{join .Deps " "}}' ./... |
		while IFS='|' read -r pkg dir files deps; do
			case " $deps " in *" github.com/hajimehoshi/ebiten/v2 "*) kind=ebiten ;; *) kind=plain ;; esac
			[ "$kind" = "$1" ] || continue
			if [ -n "$files" ] && (cd "$dir" && grep -qE '^\s+go [[:alnum:]_(]|"sync"|"sync/atomic"|chan ' $files); then
				echo "$pkg"
			fi
		done
}
race_pkgs=$(race_list plain)
[ -n "$race_pkgs" ] || { echo "no package for the race detector: the search for them is broken"; exit 1; }
echo $race_pkgs
go test -count=1 -timeout 45m -race -short $race_pkgs
step "go test -race -short of the window's packages that run goroutines (under Xvfb)"
# The window's own goroutines: the analysis and the evaluation bar, the computer thinking, the
# clipboard, saving (records, the autosave, the settings) and the records read for the open list.
# Every test of these packages runs (render's test loop, render/internal/testloop, with render's),
# but the tests that sweep a layout over many window sizes (or both languages) check the first
# under the race detector (sweep, in render/legible_test.go), having checked them all above, and
# the memory test, whose bounds the race detector would break, ran above only.
race_window=$(race_list ebiten)
grep -qx janggi/render <<<"$race_window" || { echo "render is not among the window's packages for the race detector: the search for them is broken"; exit 1; }
echo $race_window
xvfb_test -count=1 -timeout 45m -race -short -- $race_window
step "release archives, listed, and the Linux game started from its archive (beside the fuzzing)"
# The fuzzing runs for a fixed time, whatever the machine: building the release beside it costs
# the fuzzers some inputs, not the run a minute and more. Its own process group, as tools/e2e's.
release_log=$(mktemp)
setsid scripts/release.sh --check >"$release_log" 2>&1 &
release_pid=$!
trap 'kill -- -"$e2e_pid" -"$release_pid" 2>/dev/null || true' EXIT
step "fuzz: every fuzz target for a few seconds, about 2 minutes in all (a crasher is kept in its package's testdata/fuzz)"
FUZZ_BUDGET=110 scripts/xvfb.sh scripts/fuzz.sh
step "release check (started before the fuzzing)"
release_rc=0
wait "$release_pid" || release_rc=$?
cat "$release_log"
rm -f "$release_log"
[ "$release_rc" = 0 ] || { echo "the release check failed"; exit 1; }
trap 'kill -- -"$e2e_pid" 2>/dev/null || true' EXIT
step "tools/e2e (started with go test above)"
e2e_rc=0
wait "$e2e_pid" || e2e_rc=$?
cat "$e2e_log"
rm -f "$e2e_log"
trap - EXIT
[ "$e2e_rc" = 0 ] || { echo "tools/e2e failed"; exit 1; }
step "all tests passed"
