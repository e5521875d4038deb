#!/usr/bin/env bash
# Runs the whole test suite (the README's test command) several times in a
# row while two busy loops keep both cores of the machine busy, and stops at
# the first failure: no retry. A test that waits on a guess of how long
# something takes, instead of on the event itself, fails here first.
#
# A developer tool, not part of CI (each run takes two to three times the
# suite's usual time). Run it in a checkout of its own, so the work tree you
# edit is not the one under test.
#
# Usage: scripts/dev/suite-under-load.sh [RUNS] [LOG_FOLDER]
#        e.g. scripts/dev/suite-under-load.sh 5 /var/tmp/load
set -uo pipefail

runs=${1:-5}
logs=${2:-$(mktemp -d /var/tmp/suite-under-load.XXXXXX)}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mkdir -p "$logs"
summary="$logs/summary.txt"

busy=()
stop_busy() {
    if ((${#busy[@]})); then
        kill "${busy[@]}" 2>/dev/null
    fi
}
trap stop_busy EXIT
for _ in 1 2; do
    python3 -c 'while True: pass' &
    busy+=($!)
done

cd "$here" || exit 2
echo "suite-under-load: $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD), $runs runs beside two busy loops; logs in $logs" | tee "$summary"
passed=0
for run in $(seq 1 "$runs"); do
    started=$(date +%s)
    CI=true ./test.sh -q >"$logs/run-$run.log" 2>&1 </dev/null
    status=$?
    echo "suite-under-load: run $run exited $status after $(($(date +%s) - started)) s (load $(cut -d' ' -f1-3 /proc/loadavg)): $(tail -n 1 "$logs/run-$run.log")" | tee -a "$summary"
    ((status == 0)) || break
    passed=$((passed + 1))
done
echo "suite-under-load: RESULT $passed of $runs passed in a row" | tee -a "$summary"
((passed == runs))
