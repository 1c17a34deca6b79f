#!/bin/sh
# Gathers what 'ringside import' reads about one network interface of a Linux host, into one
# text file: each command's output follows a line '### ' and the command as it was run.
#   sh collect.sh [IFACE] > host.txt
# IFACE is the interface of the default route when not given, else eth0. It needs no root: a
# file it may not read, or a tool the host lacks, says so in its place.

iface=${1:-}
if [ -z "$iface" ]; then
    iface=$(ip route show default 2>/dev/null |
        awk '{ for (i = 1; i < NF; i++) if ($i == "dev") { print $(i + 1); exit } }')
fi
[ -n "$iface" ] || iface=eth0
case $iface in
    */* | *' '* | . | ..)
        echo "collect: '$iface' is not an interface name" >&2
        exit 2 ;;
esac
if [ ! -d "/sys/class/net/$iface" ]; then
    echo "collect: there is no interface $iface (ls /sys/class/net lists them)" >&2
    exit 2
fi

# The command line after '### ', then what it printed, errors included.
run() {
    echo "### $*"
    "$@" 2>&1
}

run uname -r
run nproc
for option in -i -g -c -k -l; do
    run ethtool "$option" "$iface"
done
run ethtool "$iface"
run ip -d link show "$iface"
run tc -s qdisc show dev "$iface"
for file in /sys/class/net/"$iface"/queues/tx-*/byte_queue_limits/* /sys/class/net/"$iface"/queues/tx-*/xps_cpus; do
    if [ -e "$file" ]; then
        run cat "$file"
    fi
done
for key in net.core.default_qdisc net.ipv4.tcp_congestion_control net.ipv4.tcp_limit_output_bytes \
        net.ipv4.tcp_wmem net.core.dev_weight; do
    if command -v sysctl > /dev/null 2>&1; then
        run sysctl "$key"
    else
        run cat "/proc/sys/$(echo "$key" | tr . /)"
    fi
done
