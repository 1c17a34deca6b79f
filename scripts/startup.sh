#!/usr/bin/env bash
# Start-up of the window: from `ringside SCENARIO` to the picture on screen, as docs/benchmarks.md's
# start-up table gives it. Runs each CHECKOUT (a built source tree; CHECKOUT@JAVA_HOME runs it on
# that Java; or an installed launcher such as /usr/bin/ringside, which brings its own Java) RUNS times under a virtual display, interleaved so that a change in the machine's
# load falls on every one alike, and prints each run, then each checkout's median with the load.
# The time counts from the command's start to --startup-report's picture_epoch_ms; the processor
# time is what the process had used by then (user and system, all threads), which the machine's
# load changes far less than the time.
#
#   scripts/startup.sh [RUNS] CHECKOUT[@JAVA_HOME]...
#   scripts/startup.sh 5 . .@/usr/lib/jvm/temurin-25-jdk-amd64
#   scripts/startup.sh 5 . /usr/bin/ringside
#
# Each checkout is started once before the runs, so that its launcher has made its archive.
# Needs xvfb-run (Debian: apt-get install xvfb xauth libgtk-3-0).
set -euo pipefail

runs=5
[[ "${1:-}" =~ ^[0-9]+$ ]] && { runs="$1"; shift; }
(( $# > 0 && runs > 0 )) || { echo "startup: usage: scripts/startup.sh [RUNS] CHECKOUT[@JAVA_HOME]..." >&2; exit 2; }
scenario=assets/scenarios/voip-vs-bulk.yaml
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"

if [[ -z "${STARTUP_DISPLAY_READY:-}" ]]; then
    command -v xvfb-run >/dev/null || { echo "startup: needs xvfb-run (apt-get install xvfb xauth libgtk-3-0)" >&2; exit 1; }
    STARTUP_DISPLAY_READY=1 exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$runs" "$@"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One start: prints the milliseconds from the command to the picture on screen, and the
# milliseconds of processor time the process had used when the report appeared.
start_once() {
    local checkout="$1" java_home="$2" report="$work/report.csv" started pid line stat cpu=-1
    rm -f "$report"
    started="$(date +%s%3N)"
    if [[ -d "$checkout" ]]; then
        (cd "$checkout" && JAVA_HOME="$java_home" exec ./ringside "$scenario" --startup-report "$report") \
            >"$work/out.txt" 2>&1 &
    else
        "$checkout" "$repo/$scenario" --startup-report "$report" >"$work/out.txt" 2>&1 &
    fi
    pid=$!
    # The report is written once the picture is on screen; a minute is the most a start may take.
    for _ in $(seq 1 1200); do
        if [[ -s "$report" ]]; then
            # Fields 14 and 15 after the command's name: user and system time, in clock ticks.
            stat="$(cat "/proc/$pid/stat" 2>/dev/null)" && read -r -a stat <<<"${stat##*) }" \
                && cpu=$(( (stat[11] + stat[12]) * 1000 / $(getconf CLK_TCK) ))
            break
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [[ -s "$report" ]]; then
        line="$(tail -n 1 "$report")"
        echo "$(( ${line##*,} - started )) $cpu"
    else
        echo "startup: $checkout did not show its picture within a minute:" >&2
        cat "$work/out.txt" >&2
        echo "-1 -1"
    fi
}

declare -a names=() checkouts=() javas=()
for each in "$@"; do
    names+=("$each")
    checkouts+=("${each%%@*}")
    if [[ "$each" == *@* ]]; then javas+=("${each#*@}"); else javas+=("${JAVA_HOME:-}"); fi
done

for i in "${!names[@]}"; do
    [[ -d "${checkouts[$i]}" ]] || continue   # an installed launcher has its archive already
    # The launcher makes the window's archive here, outside the measured runs: its training run
    # opens the window once and closes it.
    (cd "${checkouts[$i]}" && JAVA_HOME="${javas[$i]}" ./ringside --version >/dev/null \
        && JAVA_HOME="${javas[$i]}" timeout 300 ./ringside --train-startup >/dev/null 2>&1) || true
done

for run in $(seq 1 "$runs"); do
    for i in "${!names[@]}"; do
        read -r ms cpu < <(start_once "${checkouts[$i]}" "${javas[$i]}")
        load="$(cut -d' ' -f1 /proc/loadavg)"
        echo "$run ${names[$i]} ${ms} ms, processor ${cpu} ms, load $load"
        echo "$ms $load" >>"$work/$i.txt"
        echo "$cpu" >>"$work/$i.cpu"
    done
done

for i in "${!names[@]}"; do
    cpu="$(sort -n "$work/$i.cpu" | awk '{ c[NR] = $1 } END { printf "%.2f", c[int((NR + 1) / 2)] / 1000 }')"
    sort -n "$work/$i.txt" | awk -v name="${names[$i]}" -v cpu="$cpu" '
        { ms[NR] = $1; load[NR] = $2 }
        END {
            lo = hi = load[1]
            for (j = 1; j <= NR; j++) { if (load[j] < lo) lo = load[j]; if (load[j] > hi) hi = load[j] }
            printf "%s: median %.2f s (%.2f to %.2f s), processor %s s, load %s to %s\n", name,
                ms[int((NR + 1) / 2)] / 1000, ms[1] / 1000, ms[NR] / 1000, cpu, lo, hi
        }'
done
