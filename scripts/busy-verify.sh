#!/usr/bin/env bash
# Runs the whole test suite N times in a row (default 3) while two CPU-bound processes run
# beside it, the proof that the suite waits for what it checks and never for time. Stops at the
# first failing run; each run's log is kept in a new temporary folder. Needs stress-ng (Debian package stress-ng).
#
#   scripts/busy-verify.sh [N] [MAVEN ARGUMENTS...]     e.g. scripts/busy-verify.sh 3 -o
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

runs="${1:-3}"
shift || true
command -v stress-ng >/dev/null || { echo "busy-verify: stress-ng is not installed" >&2; exit 1; }

stress-ng --cpu 2 --timeout 0 --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true; wait "$stress" 2>/dev/null || true' EXIT

# The logs stay outside the build's folders, which each run's 'clean' deletes.
logs="$(mktemp -d "${TMPDIR:-/tmp}/ringside-busy-verify.XXXXXX")"
echo "busy-verify: logs in $logs"
for ((i = 1; i <= runs; i++)); do
    start=$SECONDS
    log="$logs/run-$i.log"
    if mvn -B "$@" clean verify >"$log" 2>&1; then
        echo "busy-verify: run $i of $runs passed in $((SECONDS - start)) s, load $(cut -d' ' -f1 /proc/loadavg)"
    else
        echo "busy-verify: run $i of $runs FAILED after $((SECONDS - start)) s; see $log" >&2
        grep -E 'Tests run:.*Fail|FAIL|ERROR\]' "$log" | head -20 >&2
        exit 1
    fi
done
echo "busy-verify: $runs runs in a row passed beside stress-ng --cpu 2"
