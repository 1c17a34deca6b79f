#!/usr/bin/env bash
# Runs one dumbbell in ns-3 and in Ringside and prints their figures side by side: one CUBIC
# stream from a 1 Gbit/s host through a 100 Mbit/s tail-drop port with one bandwidth-delay product
# of buffer (250,000 bytes) to a receiver 20 ms away (base round trip), TSO and pacing off, 30 s.
# The figures: the stream's payload rate, the port's mean queue and the period of CUBIC's
# sawtooth, each over the last 25 s (slow start left out), the last two read from both queue
# series by the same script (scripts/ns3/sawtooth.py). docs/benchmarks.md explains the
# differences. Not part of CI: it needs Debian's ns-3 (apt-get install libns3-dev ns3) and a C++
# compiler, and takes about a minute.
#   scripts/ns3-crosscheck.sh            work in a temporary folder (OUT=folder to keep it)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="${OUT:-$(mktemp -d)}"
mkdir -p "$out"
mods="ns3-core ns3-network ns3-internet ns3-point-to-point ns3-applications ns3-traffic-control"
if ! pkg-config --exists $mods 2>/dev/null; then
    echo "ns3-crosscheck: ns-3's development files are missing (apt-get install libns3-dev ns3)" >&2
    exit 1
fi
# Debian's .pc files emit a bogus "-I/usr\;" include flag and list -dev symlinks that libns3-dev
# does not pull in; the shared libraries carry their own dependencies, so only -l flags are kept.
cflags="$(pkg-config --cflags $mods | sed 's#-I/usr\\;##')"
libs="$(pkg-config --libs $mods | tr ' ' '\n' | grep '^-l' | awk '!seen[$0]++' | tr '\n' ' ')"
echo "ns3-crosscheck: compiling the ns-3 program…" >&2
# shellcheck disable=SC2086
g++ -std=c++17 -O2 -DNDEBUG -o "$out/dumbbell" "$here/ns3/dumbbell_cubic.cc" $cflags $libs

buffer=250000 from=5
echo "ns3-crosscheck: running ns-3 (30 simulated seconds)…" >&2
start=$SECONDS
"$out/dumbbell" --simTime=30 --rate=100Mbps --rttMs=20 --bufferBytes=$buffer --from=$from \
    --out="$out/ns3" >"$out/ns3.txt"
ns3_s=$((SECONDS - start))
echo "ns3-crosscheck: running Ringside…" >&2
start=$SECONDS
"$root/ringside" run "$here/ns3/dumbbell-cubic.yaml" --csv "$out/ringside.csv" --summary "$out/ringside.json" \
    >/dev/null
ringside_s=$((SECONDS - start))

figure() { sed -n "s/^$1 //p" "$2" | cut -d' ' -f1; }
python3 "$here/ns3/sawtooth.py" "$out/ns3-queue.csv" bottleneck_bytes $buffer $from >"$out/ns3-read.txt"
python3 "$here/ns3/sawtooth.py" "$out/ringside.csv" bottleneck_bytes $buffer $from tcp_payload_bps \
    >"$out/ringside-read.txt"
printf '%-34s %16s %16s\n' "figure (from ${from} s to 30 s)" ns-3 Ringside
mbit() { awk -v v="$1" 'BEGIN { printf "%.2f", v / 1e6 }'; }
printf '%-34s %16s %16s\n' "payload rate, Mbit/s" \
    "$(mbit "$(figure goodput_bps "$out/ns3.txt")")" "$(mbit "$(figure rate_mean_bps "$out/ringside-read.txt")")"
printf '%-34s %16s %16s\n' "port's mean queue, bytes" \
    "$(figure queue_mean_bytes "$out/ns3-read.txt")" "$(figure queue_mean_bytes "$out/ringside-read.txt")"
printf '%-34s %16s %16s\n' "sawtooth period, s" \
    "$(figure sawtooth_period_s "$out/ns3-read.txt")" "$(figure sawtooth_period_s "$out/ringside-read.txt")"
echo "ns-3's cuts:      $(sed -n 's/^sawtooth_period_s [^(]*//p' "$out/ns3-read.txt")"
echo "Ringside's cuts:  $(sed -n 's/^sawtooth_period_s [^(]*//p' "$out/ringside-read.txt")"
echo "wall time: ns-3 ${ns3_s} s, Ringside ${ringside_s} s (whole process, with its CSV of 30,000 rows)"
echo "files: $out" >&2
