#!/usr/bin/env bash
# Start-up of the window as a person sees it: from `ringside SCENARIO` to the painted picture on
# the screen, counted from screenshots of a virtual display, not from the application's own word.
# Runs each CHECKOUT (a built source tree; CHECKOUT@JAVA_HOME runs it on that Java; or an
# installed launcher such as /usr/bin/ringside, which brings its own Java).
#
#   scripts/startup.sh [RUNS] CHECKOUT[@JAVA_HOME]...
#   scripts/startup.sh 3 . ../other-checkout           # this build against another, interleaved
#   scripts/startup.sh 3 . .@/usr/lib/jvm/temurin-25-jdk-amd64
#
# Each start takes ONE screenshot, at one delay after the command, and counts the colours in the
# place where the picture is drawn: a probe that kept taking screenshots would take the processor
# from the start it times. The delays climb a ladder (STARTUP_DELAYS, in seconds); at each delay
# every checkout is started RUNS times, interleaved, so that a change in the machine's load falls
# on each alike, and a checkout leaves the ladder once all its starts at one delay show the
# picture. A shot shows one of:
#   -        nothing: the display's empty black
#   blank    a window with nothing drawn in it yet (the white window a start must not show)
#   bars     the window drawn, the picture's place still empty
#   picture  the picture painted
# Prints each delay's shots with the machine's load, then for each checkout the first delay at
# which every start showed the picture, whether a blank window was ever seen, and the median of
# what --startup-report said (the command to picture_epoch_ms) for comparison.
# STARTUP_SHOTS=DIR keeps each checkout's first blank and first picture shot there as PNG.
# Needs: xvfb-run (xvfb xauth), xwd (x11-apps), convert (imagemagick), libgtk-3-0.
set -euo pipefail

runs=3
[[ "${1:-}" =~ ^[0-9]+$ ]] && { runs="$1"; shift; }
(( $# > 0 && runs > 0 )) || { echo "startup: usage: scripts/startup.sh [RUNS] CHECKOUT[@JAVA_HOME]..." >&2; exit 2; }
delays=(${STARTUP_DELAYS:-0.75 1.0 1.25 1.5 1.75 2.0 2.5 3.0 3.5 4.0 5.0 6.0 8.0 10.0 13.0 16.0})
scenario=assets/scenarios/voip-vs-bulk.yaml
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
# The screen and the part of it the picture fills whatever the panes beside it (the window opens
# at the top left, 1584x952, the picture in its middle).
screen=1600x1000
picture_area=500x300+550+300

if [[ -z "${STARTUP_DISPLAY_READY:-}" ]]; then
    for tool in xvfb-run xwd convert; do
        command -v "$tool" >/dev/null || { echo "startup: needs $tool (apt-get install xvfb xauth x11-apps imagemagick)" >&2; exit 1; }
    done
    STARTUP_DISPLAY_READY=1 exec xvfb-run -a -s "-screen 0 ${screen}x24" "$0" "$runs" "$@"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Microseconds since the epoch, without starting a program.
now_us() {
    local t="$EPOCHREALTIME"
    echo "${t/./}"
}

# What a screenshot shows: -, blank, bars or picture (see above).
shot_shows() {
    local all area
    all="$(convert "$1" -format %k info: 2>/dev/null || echo 0)"
    area="$(convert "$1" -crop "$picture_area" +repage -format %k info: 2>/dev/null || echo 0)"
    if (( all <= 1 )); then echo -
    elif (( all <= 4 )); then echo blank
    elif (( area <= 8 )); then echo bars
    else echo picture
    fi
}

# One start with one screenshot DELAY seconds after the command. Prints what the shot showed and
# the milliseconds from the command to the report's picture_epoch_ms (-1 if not written by then).
start_once() {
    local checkout="$1" java_home="$2" delay="$3" report="$work/report.csv" started pid wait_us ms=-1
    rm -f "$report" "$work/shot.xwd"
    started="$(now_us)"
    if [[ -d "$checkout" ]]; then
        (cd "$checkout" && JAVA_HOME="$java_home" exec ./ringside "$scenario" --startup-report "$report") \
            >"$work/out.txt" 2>&1 &
    else
        "$checkout" "$repo/$scenario" --startup-report "$report" >"$work/out.txt" 2>&1 &
    fi
    pid=$!
    wait_us=$(( started + $(awk -v d="$delay" 'BEGIN { printf "%d", d * 1000000 }') - $(now_us) ))
    (( wait_us > 0 )) && sleep "$(awk -v u="$wait_us" 'BEGIN { printf "%.6f", u / 1000000 }')"
    xwd -root -silent >"$work/shot.xwd"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [[ -s "$report" ]]; then
        ms=$(( $(tail -n 1 "$report" | cut -d, -f3) - started / 1000 ))
    fi
    echo "$(shot_shows "$work/shot.xwd") $ms"
}

declare -a names=() checkouts=() javas=() done_at=()
for each in "$@"; do
    names+=("$each")
    checkouts+=("${each%%@*}")
    if [[ "$each" == *@* ]]; then javas+=("${each#*@}"); else javas+=("${JAVA_HOME:-}"); fi
    done_at+=("")
done

# The first start after a build makes the launcher's archive: once for each checkout, untimed,
# until its picture is on screen.
prepare() {
    local checkout="$1" java_home="$2" pid
    (cd "$checkout" && JAVA_HOME="$java_home" ./ringside --version >/dev/null) || return 0
    (cd "$checkout" && JAVA_HOME="$java_home" exec ./ringside "$scenario" --startup-report "$work/first.csv") \
        >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 1 3000); do
        [[ -s "$work/first.csv" ]] && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -f "$work/first.csv"
}
for i in "${!names[@]}"; do
    [[ -d "${checkouts[$i]}" ]] || continue   # an installed launcher has its archive already
    prepare "${checkouts[$i]}" "${javas[$i]}"
done

for delay in "${delays[@]}"; do
    line="$(printf '%5.2f s' "$delay")"
    left=0
    declare -a painted=()
    for i in "${!names[@]}"; do painted[$i]=0; done
    for run in $(seq 1 "$runs"); do
        for i in "${!names[@]}"; do
            [[ -z "${done_at[$i]}" ]] || continue
            read -r shows ms < <(start_once "${checkouts[$i]}" "${javas[$i]}" "$delay")
            echo "$shows" >>"$work/$i.shots"
            [[ "$ms" != -1 ]] && echo "$ms" >>"$work/$i.report"
            [[ "$shows" == picture ]] && painted[$i]=$(( painted[$i] + 1 ))
            if [[ "$shows" == blank ]]; then echo "$delay" >>"$work/$i.blank"; fi
            if [[ -n "${STARTUP_SHOTS:-}" ]]; then
                mkdir -p "$STARTUP_SHOTS"
                png="$STARTUP_SHOTS/$i-$shows.png"
                [[ "$shows" == - || -f "$png" ]] || convert "$work/shot.xwd" "$png"
            fi
            eval "shots_$i+=\" $shows\""
        done
    done
    for i in "${!names[@]}"; do
        var="shots_$i"
        [[ -n "${!var:-}" ]] && line+="  ${names[$i]}:${!var}"
        unset "$var"
        if [[ -z "${done_at[$i]}" ]]; then
            if (( painted[$i] == runs )); then done_at[$i]="$delay"; else left=1; fi
        fi
    done
    echo "$line   load $(cut -d' ' -f1 /proc/loadavg)"
    (( left )) || break
done

for i in "${!names[@]}"; do
    blank="never"
    [[ -s "$work/$i.blank" ]] && blank="at $(sort -un "$work/$i.blank" | tr '\n' ' ' | sed 's/ $//') s"
    report="none written"
    [[ -s "$work/$i.report" ]] && report="$(sort -n "$work/$i.report" \
        | awk '{ ms[NR] = $1 } END { printf "median %.2f s of %d", ms[int((NR + 1) / 2)] / 1000, NR }')"
    echo "${names[$i]}: picture on screen in every start from ${done_at[$i]:-(not by the last delay)} s;" \
        "blank window seen $blank; its own report: $report"
done
