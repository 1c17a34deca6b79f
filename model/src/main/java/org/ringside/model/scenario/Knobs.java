package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The table of every scenario setting, in the order a scenario file lists them. The loader
 * takes its known keys, ranges and defaults from here, the validator its ranges, the control
 * panel its sliders and tooltips, and the format documentation its reference table.
 */
public final class Knobs {
    /** The section of the per-flow keys. */
    public static final String FLOWS = "flows[]";

    /** Longest duration a scenario may run, one hour. */
    public static final long MAX_DURATION_NS = 3_600L * Units.S;

    private static final String BQL_SYSFS = "/sys/class/net/eth0/queues/tx-0/byte_queue_limits/";

    private static final List<Knob> ALL = List.of(
            text("name", 1, 200, "the file name without .yaml",
                    "A title for the scenario, shown in the window and under exported charts."),
            duration("duration", Units.US, MAX_DURATION_NS, Units.S, Units.MS,
                    "How much simulated time a headless run covers.", ""),
            integer("seed", 0, Long.MAX_VALUE, 1, 1,
                    "Staggers the flows' start times within the first millisecond and drives every other"
                            + " random choice, so the same seed gives the same run.", ""),

            rate("link.rate", Units.MBIT, 400 * Units.GBIT, Units.GBIT, Units.MBIT,
                    "How fast the wire sends bits; each frame also carries FCS, preamble and"
                            + " inter-frame gap on the wire.",
                    "ethtool -s eth0 speed 1000 duplex full autoneg off"),

            count("nic.ring_size", 8, 16384, 256, 8,
                    "How many descriptors the NIC's transmit ring holds; a bigger ring hides more"
                            + " bytes from the qdisc.",
                    "ethtool -G eth0 tx 256"),
            bytes("nic.max_desc_bytes", 256, 65536, 4096, 256,
                    "The most bytes one data descriptor can point at, so a large packet needs"
                            + " several descriptors (a driver constant, 4096 on e1000).", ""),
            bytes("nic.mtu", 68, 9216, 1500, 1,
                    "The largest IP packet the link carries; a full Ethernet packet is the MTU plus"
                            + " 14 header bytes.",
                    "ip link set eth0 mtu 1500"),
            bool("nic.tso", true,
                    "TCP segmentation offload: the stack hands the NIC packets of up to gso_max_size"
                            + " bytes and the NIC cuts them into MTU-sized frames.",
                    "ethtool -K eth0 tso off"),
            bool("nic.gso", true,
                    "Generic segmentation offload: with TSO off, large packets pass the qdisc whole"
                            + " and are cut into MTU-sized segments in software just before the driver.",
                    "ethtool -K eth0 gso off"),
            bool("nic.tx_checksum", true,
                    "Checksum offload: the NIC fills in checksums at the cost of one context"
                            + " descriptor per packet, and TSO cannot work without it.",
                    "ethtool -K eth0 tx off"),
            bytes("nic.gso_max_size", 68, 65536, 65536, 1024,
                    "The largest packet the stack builds when TSO or GSO is on; at least the MTU.",
                    "ip link set eth0 gso_max_size 65536"),
            duration("nic.tx_usecs", 0, 10 * Units.MS, 100 * Units.US, Units.US,
                    "Interrupt coalescing: the TX interrupt fires this long after the first"
                            + " completion not yet signalled (0 means one interrupt per completion).",
                    "ethtool -C eth0 tx-usecs 100"),
            count("nic.tx_frames", 1, 4096, 64, 1,
                    "Interrupt coalescing: this many pending completions fire the TX interrupt at once.",
                    "ethtool -C eth0 tx-frames 64"),
            count("nic.napi_budget", 1, 4096, 64, 1,
                    "The most packets one clean-up (NAPI poll) frees before it yields; drivers fix it"
                            + " when they are built, usually at 64.", ""),
            choice("nic.doorbell", List.of("immediate", "dispatch_limit", "xmit_more"), "immediate",
                    "When the driver writes the NIC's tail register, an MMIO write that stalls the CPU:"
                            + " for every packet, once per dispatch_limit + 1 packets, or when the qdisc"
                            + " has nothing more to send right now (xmit_more).", ""),
            count("nic.dispatch_limit", 0, 256, 0, 1,
                    "With doorbell dispatch_limit, how many packets may follow the first before the"
                            + " driver rings again (a 2012 proposal; 0 rings for every packet).",
                    "echo 16 > /sys/class/net/eth0/queues/tx-0/dispatch_limit"),

            choice("bql.mode", List.of("auto", "fixed", "off"), "auto",
                    "Byte queue limits: auto lets DQL size the ring's byte limit, fixed pins it to"
                            + " limit, off lets the ring fill up.",
                    "echo max > " + BQL_SYSFS + "limit_min"),
            bytes("bql.limit_min", 0, Bql.MAX_LIMIT, 0, 1,
                    "The smallest byte limit DQL may choose.",
                    "echo 0 > " + BQL_SYSFS + "limit_min"),
            bytes("bql.limit_max", 0, Bql.MAX_LIMIT, Bql.MAX_LIMIT, 1,
                    "The largest byte limit DQL may choose.",
                    "echo 1879048192 > " + BQL_SYSFS + "limit_max"),
            duration("bql.hold_time", 0, MAX_DURATION_NS, Units.S, Units.MS,
                    "How long DQL watches for unused slack before it lowers the limit, in whole"
                            + " milliseconds.",
                    "echo 1000 > " + BQL_SYSFS + "hold_time"),
            new Knob("bql.limit", KnobKind.BYTES, 0, Bql.MAX_LIMIT, 0, 1, List.of(),
                    "none (needed with mode fixed)",
                    "With mode fixed, the ring's byte limit (limit_min and limit_max are both set to it).",
                    "echo 6000 > " + BQL_SYSFS + "limit_max; echo 6000 > " + BQL_SYSFS + "limit_min"),

            choice("qdisc.kind", List.of("pfifo_fast", "pfifo"), "pfifo_fast",
                    "The queuing discipline: pfifo_fast keeps three priority bands and serves band 0"
                            + " first, pfifo keeps a single queue.",
                    "tc qdisc replace dev eth0 root pfifo_fast"),
            count("qdisc.txqueuelen", 1, 100_000, 1000, 10,
                    "How many packets each qdisc band holds before new ones are dropped.",
                    "ip link set eth0 txqueuelen 1000"),
            bytes("qdisc.drain_budget_bytes", 0, 2L << 20, 0, 1514,
                    "If above 0, a qdisc run stops after this many bytes instead of after 64 packets,"
                            + " as FreeBSD's iflib does (0 counts packets).", ""),

            duration("sample_interval", Units.US, Units.S, 100 * Units.US, 10 * Units.US,
                    "How often queue depths, rates and the other metrics are sampled for charts and CSV.",
                    ""),

            duration("cpu.per_packet", 0, Units.MS, 300, 10,
                    "CPU time the stack and driver spend on each packet the qdisc hands to the driver.", ""),
            duration("cpu.per_segment", 0, Units.MS, 100, 10,
                    "CPU time for each segment that software GSO cuts.", ""),
            duration("cpu.doorbell", 0, Units.MS, 10, 1,
                    "CPU time one doorbell (MMIO tail write) stalls the CPU.", ""),
            duration("cpu.per_completion", 0, Units.MS, 10, 1,
                    "CPU time the clean-up spends freeing one sent packet.", ""),
            duration("cpu.pktgen_per_packet", 0, Units.MS, 60, 1,
                    "CPU time pktgen spends on each packet; it skips the stack, so it costs less than"
                            + " per_packet.", ""),

            new Knob("flows[].kind", KnobKind.CHOICE, 0, 3, 0, 1,
                    List.of("bulk_tcp", "request_response", "udp_cbr", "pktgen"), "none (required)",
                    "What the flow sends: bulk TCP, TCP requests that wait for replies, UDP at a"
                            + " constant rate, or pktgen packets straight into the driver.",
                    "netperf -t TCP_STREAM; netperf -t TCP_RR; modprobe pktgen"),
            text("flows[].name", 1, 200, "the flow's kind",
                    "The name the flow is reported under; two flows may not share one."),
            count("flows[].count", 1, 10_000, 1, 1,
                    "How many identical flows this entry stands for; they are reported together.", ""),
            choice("flows[].priority", List.of("interactive", "besteffort", "bulk"), "besteffort",
                    "Which pfifo_fast band the flow's packets use: interactive is band 0, besteffort"
                            + " band 1, bulk band 2.",
                    "iptables -t mangle -A OUTPUT -j TOS --set-tos Minimize-Delay"),
            duration("flows[].remote_rtt", 0, 10 * Units.S, 100 * Units.US, 10 * Units.US,
                    "Time from a packet's last bit leaving the wire to its ACK or reply coming back.", ""),
            bytes("flows[].request", 1, 9216 - 40, 1, 1,
                    "Bytes in each request of a request-response flow, at most one MSS (MTU - 40);"
                            + " the packet is 54 bytes more.",
                    "netperf -t TCP_RR -- -r 1,1"),
            new Knob("flows[].size", KnobKind.BYTES, 1, 9216 + 14, 200, 1, List.of(),
                    "200 (udp_cbr), 60 (pktgen)",
                    "For udp_cbr the UDP payload of each packet, up to MTU - 28 (the packet is 42 bytes"
                            + " more); for pktgen the packet as pkt_size counts it, 60 to MTU + 14.",
                    "echo \"pkt_size 60\" > /proc/net/pktgen/eth0"),
            duration("flows[].interval", 1, 10 * Units.S, 20 * Units.MS, Units.MS,
                    "Time between the packets of a udp_cbr flow.", ""));

    private static final Map<String, Knob> BY_KEY = index(ALL);

    // Which per-flow keys each kind reads; any other key in a flow of that kind is an error.
    private static final Map<FlowKind, List<String>> FLOW_KEYS = flowKeys();

    private Knobs() {
    }

    /** Every knob, in the order a scenario file lists them. */
    public static List<Knob> all() {
        return ALL;
    }

    /** The knob with this key ({@code nic.ring_size}, {@code flows[].size}), if there is one. */
    public static Optional<Knob> find(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /**
     * The knob with this key.
     *
     * @throws IllegalArgumentException if there is none
     */
    public static Knob get(String key) {
        Knob k = BY_KEY.get(key);
        if (k == null) {
            throw new IllegalArgumentException("no knob " + key);
        }
        return k;
    }

    /** The knobs of one section ("" for the top-level scalars, {@code nic}, {@code flows[]}). */
    public static List<Knob> section(String section) {
        return ALL.stream().filter(k -> k.section().equals(section)).toList();
    }

    /** The keys a scenario file may have at the top, in order: name, duration, ..., flows. */
    public static List<String> topLevelKeys() {
        LinkedHashSet<String> keys = new LinkedHashSet<>();
        for (Knob k : ALL) {
            keys.add(k.section().isEmpty() ? k.name() : k.section().replace("[]", ""));
        }
        return List.copyOf(keys);
    }

    /** The keys a flow of this kind may have, in order. */
    public static List<String> flowKeys(FlowKind kind) {
        return FLOW_KEYS.get(kind);
    }

    /** The knobs a flow of this kind reads, in order. */
    public static List<Knob> flowKnobs(FlowKind kind) {
        return flowKeys(kind).stream().map(k -> get(FLOWS + "." + k)).toList();
    }

    private static Map<String, Knob> index(List<Knob> knobs) {
        Map<String, Knob> m = new LinkedHashMap<>();
        for (Knob k : knobs) {
            if (m.put(k.key(), k) != null) {
                throw new IllegalStateException("knob " + k.key() + " described twice");
            }
        }
        return Map.copyOf(m);
    }

    private static Map<FlowKind, List<String>> flowKeys() {
        Map<FlowKind, List<String>> m = new EnumMap<>(FlowKind.class);
        List<String> common = List.of("kind", "name", "count");
        m.put(FlowKind.BULK_TCP, join(common, "priority", "remote_rtt"));
        m.put(FlowKind.REQUEST_RESPONSE, join(common, "priority", "remote_rtt", "request"));
        m.put(FlowKind.UDP_CBR, join(common, "priority", "size", "interval"));
        // pktgen calls the driver directly: no qdisc band, no TCP round trips.
        m.put(FlowKind.PKTGEN, join(common, "size"));
        return m;
    }

    private static List<String> join(List<String> head, String... tail) {
        List<String> l = new ArrayList<>(head);
        l.addAll(List.of(tail));
        return List.copyOf(l);
    }

    private static Knob duration(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.DURATION, min, max, def, step, List.of(), Units.formatDuration(def), tip, cmd);
    }

    private static Knob rate(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.RATE, min, max, def, step, List.of(), Units.formatRate(def), tip, cmd);
    }

    private static Knob bytes(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.BYTES, min, max, def, step, List.of(), Long.toString(def), tip, cmd);
    }

    private static Knob count(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.COUNT, min, max, def, step, List.of(), Long.toString(def), tip, cmd);
    }

    private static Knob integer(String key, long min, long max, long def, long step, String tip, String cmd) {
        return new Knob(key, KnobKind.INTEGER, min, max, def, step, List.of(), Long.toString(def), tip, cmd);
    }

    private static Knob bool(String key, boolean def, String tip, String cmd) {
        return new Knob(key, KnobKind.BOOLEAN, 0, 1, def ? 1 : 0, 1, List.of(), Boolean.toString(def), tip, cmd);
    }

    private static Knob choice(String key, List<String> words, String def, String tip, String cmd) {
        return new Knob(key, KnobKind.CHOICE, 0, words.size() - 1, words.indexOf(def), 1, words, def, tip, cmd);
    }

    private static Knob text(String key, int minLength, int maxLength, String def, String tip) {
        return new Knob(key, KnobKind.TEXT, minLength, maxLength, minLength, 1, List.of(), def, tip, "");
    }
}
