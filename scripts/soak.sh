#!/usr/bin/env bash
# Soak test of the window: runs Ringside under a virtual display on a busy scenario at top speed,
# starting it again each time it reaches its end, for MINUTES minutes (30 by default). Every
# minute it notes the process's resident memory beside the window's own line (frames drawn, the
# longest gap between two frames, stalls over 50 ms, heap after the last collection), then
# prints the table and a verdict: memory flat after the warm-up, no stall over 50 ms. Given a
# second scenario it runs it as lane B beside the first (--vs) and judges too that both lanes
# advanced and every frame showed them at one simulated time.
#
#   scripts/soak.sh [MINUTES] [SCENARIO] [LANE_B_SCENARIO]
#
# Needs xvfb-run (Debian: apt-get install xvfb xauth libgtk-3-0).
set -euo pipefail

minutes="${1:-30}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
scenario="${2:-$root/assets/scenarios/bql-paper-tso-off-bql-off.yaml}"
vs=()
[[ -n "${3:-}" ]] && vs=(--vs "$3")
warmup=5
work="$(mktemp -d)"
log="$work/frames.csv"
rss="$work/rss.txt"
trap 'rm -rf "$work"' EXIT

command -v xvfb-run >/dev/null || { echo "soak: needs xvfb-run (apt-get install xvfb xauth libgtk-3-0)" >&2; exit 1; }
[[ "$minutes" =~ ^[0-9]+$ && "$minutes" -gt "$warmup" ]] || { echo "soak: MINUTES must be a whole number above $warmup" >&2; exit 2; }

"$root/ringside" --version >/dev/null   # builds first if needed, outside the measured time

xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$root/ringside" "$scenario" "${vs[@]}" --play --speed fastest --loop --frame-log "$log" >"$work/out.txt" 2>&1 &
runner=$!

pid=""
for _ in $(seq 1 60); do
    pid="$(pgrep -f -n "org.ringside.app.Main.*--frame-log $log" || true)"
    [[ -n "$pid" ]] && break
    sleep 1
done
[[ -n "$pid" ]] || { echo "soak: the window did not start" >&2; cat "$work/out.txt" >&2; exit 1; }

echo "soak: $minutes min of $(basename "$scenario")${3:+ beside $(basename "$3")} at top speed, pid $pid" >&2
for m in $(seq 1 "$minutes"); do
    sleep 60
    kill -0 "$pid" 2>/dev/null || { echo "soak: the window ended early" >&2; cat "$work/out.txt" >&2; exit 1; }
    echo "$m $(awk '/VmRSS/ {print $2}' "/proc/$pid/status")" >>"$rss"
done
# The window writes its line for a minute at the first frame after it; wait for the last one.
for _ in $(seq 1 30); do
    (( $(wc -l <"$log") > minutes )) && break
    sleep 1
done
kill "$pid" 2>/dev/null || true
wait "$runner" 2>/dev/null || true

# Join the window's lines with the memory samples by minute, then judge.
awk -F, -v warmup="$warmup" -v lanes="${#vs[@]}" '
    NR == FNR { split($0, a, " "); rss[a[1]] = a[2] / 1024; next }
    FNR == 1 { printf "%6s %8s %12s %8s %14s %10s %6s %14s %14s %6s\n", "minute", "frames", "worst gap", "stalls", "heap after GC", "RSS", "runs", "lane A", "lane B", "apart"; next }
    {
        m = $1; printf "%6d %8d %9.1f ms %8d %11.1f MB %7.0f MB %6d %12.6f s %12s %6d\n", m, $2, $3, $4, $5, rss[m], $6, $7 / 1e9, $8 == "" ? "-" : sprintf("%.6f s", $8 / 1e9), $9
        apart += $9
        if ($8 != "" && $8 != lastb) movedb++
        lastb = $8
        if ($3 > worst) worst = $3
        stalls += $4
        if (m == warmup) { heap0 = $5; rss0 = rss[m] }
        if (m > warmup) { heap1 = $5; rss1 = rss[m]; if ($5 > heapmax) heapmax = $5 }
        n = m
    }
    END {
        printf "\nworst gap between frames: %.1f ms; stalls over 50 ms: %d\n", worst, stalls
        printf "after the %d-minute warm-up: heap after GC %.1f -> %.1f MB (highest %.1f), RSS %.0f -> %.0f MB\n", warmup, heap0, heap1, heapmax, rss0, rss1
        flat = heapmax <= heap0 * 1.25 + 5 && rss1 <= rss0 * 1.10 + 20
        together = lanes == 0 || (apart == 0 && movedb == n)
        print (flat ? "memory: flat" : "memory: GROWING") ", " (stalls == 0 ? "no stall over 50 ms" : "STALLS over 50 ms") \
            (lanes == 0 ? "" : (together ? ", lanes: both advanced, no frame apart" : ", LANES APART in " apart " frames or lane B stood still"))
        exit (flat && stalls == 0 && together && n >= warmup + 1) ? 0 : 1
    }' "$rss" "$log"
