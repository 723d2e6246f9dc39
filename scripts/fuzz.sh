#!/usr/bin/env bash
# Fuzzes every fuzz target of the module for a short time each: CI's fuzz step (scripts/test.sh).
#
# Targets are found, not listed by hand: every package with a `func Fuzz` in its tests is asked
# for its targets with `go test -list '^Fuzz'`, so a target added later is fuzzed too. The time
# is shared out: the step aims to end within FUZZ_BUDGET seconds (default 170), builds included;
# each target gets what is left over the targets left, less the build and start-up time the
# targets before took on average, from 5 to 20 s of fuzzing. A crasher the fuzzer finds is written by
# `go test` to testdata/fuzz/FuzzName/ in its package, where `go test` runs it from then on as a
# regular test: the step prints its path and content, goes on with the other targets, and fails
# at the end. Commit the file with the fix.
#
# Each input that finds new code is first shrunk ("minimized"), and no input runs meanwhile. With
# go's default of 60 s, or the 10 s used before, FuzzReadGIB spent its whole time shrinking one
# mutant of a 3 kB record: 10 to 13 inputs run in 10 s. At 1 s, 5 000 in 10 s; a crasher is
# still written, only less shrunk.
#
# Usage: scripts/fuzz.sh [-budget SECONDS] [PACKAGE_DIR...]   (window packages need a display:
# run it under scripts/xvfb.sh, as scripts/test.sh does)
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
budget="${FUZZ_BUDGET:-170}"
if [ "${1:-}" = "-budget" ]; then budget="$2"; shift 2; fi
start=$SECONDS

# The packages whose tests declare a fuzz target (any `func FuzzXxx(f *testing.F)` starts so).
if [ $# -gt 0 ]; then
	dirs=("$@")
else
	mapfile -t dirs < <(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -r -n1 dirname | sort -u)
fi
targets=()
for d in "${dirs[@]}"; do
	list=$(go test -list '^Fuzz' -run '^$' "$d") || { echo "fuzz: cannot list the targets of $d:"; echo "$list"; exit 1; }
	for t in $(grep '^Fuzz' <<<"$list"); do
		targets+=("$d $t")
	done
done
n=${#targets[@]}
[ "$n" -gt 0 ] || { echo "fuzz: no fuzz targets found"; exit 1; }
echo "fuzz: $n targets (found in $((SECONDS - start))s), about $budget s in all"

failed=()
done_n=0 fuzzed=0 spent=0 # targets run, seconds of fuzzing asked, seconds they took in all
for tg in "${targets[@]}"; do
	read -r d t <<<"$tg"
	overhead=0
	(( done_n > 0 )) && overhead=$(( (spent - fuzzed) / done_n ))
	each=$(( (budget - (SECONDS - start)) / (n - done_n) - overhead ))
	(( each < 5 )) && each=5
	(( each > 20 )) && each=20
	before=$(find "$d/testdata/fuzz/$t" -type f 2>/dev/null | sort)
	t0=$SECONDS
	out=$(go test -run "^$t\$" -fuzz "^$t\$" -fuzztime "${each}s" -fuzzminimizetime 1s "$d" 2>&1)
	rc=$?
	done_n=$((done_n + 1)) fuzzed=$((fuzzed + each)) spent=$((spent + SECONDS - t0))
	# go test -fuzz now and then ends its time with "context deadline exceeded" and exit 1 though
	# no input failed (a worker still starting when the time ran out): no failing input, no failure.
	if [ $rc -ne 0 ] && grep -q 'context deadline exceeded' <<<"$out" && ! grep -q 'Failing input written' <<<"$out"; then
		echo "fuzz: $d $t: the fuzzer's time ran out while a worker started (context deadline exceeded), no failing input"
		rc=0
	fi
	if [ $rc -eq 0 ]; then
		echo "fuzz: $d $t: ok, ${each}s: $(grep -o 'execs: [0-9]*' <<<"$out" | tail -1 | cut -d' ' -f2) executions ($((SECONDS - t0))s with the build)"
		continue
	fi
	failed+=("$d $t")
	echo "fuzz: $d $t: FAILED"
	echo "$out" | tail -40
	for f in $(comm -13 <(echo "$before") <(find "$d/testdata/fuzz/$t" -type f 2>/dev/null | sort)); do
		echo "fuzz: the crasher is kept in $f (commit it with the fix; go test runs it from now on):"
		head -c 2000 "$f"
		echo
	done
done
echo "fuzz: done in $((SECONDS - start))s"
if [ ${#failed[@]} -gt 0 ]; then
	echo "fuzz: failing targets: ${failed[*]}"
	exit 1
fi
