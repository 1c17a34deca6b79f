package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The table of every scenario setting, in the order a scenario file lists them, each bound by a
 * {@link Lens} to where a scenario (or a flow) holds it; its rows are in {@link KnobTable}, made
 * as {@link KnobMaking} says. The loader takes its known keys, ranges and defaults from here; the
 * validator its ranges; the writer its keys and formatting; the records their
 * {@code defaults()}; a running simulation's {@code RuntimeKnobs} and the control panel their
 * lenses, sliders and tooltips, and its {@link KnobSection sections}; the format documentation
 * its reference table.
 */
public final class Knobs {
    /** The section of the per-flow keys. */
    public static final String FLOWS = KnobSection.FLOWS.key();

    /** Most CPUs, and most transmit queues, a scenario may have. */
    public static final int MAX_QUEUES = 64;

    /** Longest duration a scenario may run, one hour. */
    public static final long MAX_DURATION_NS = 3_600L * Units.S;

    static final String BQL_SYSFS = "/sys/class/net/eth0/queues/tx-0/byte_queue_limits/";

    private static final List<Knob> ALL = KnobTable.ALL;

    private static final Map<String, Knob> BY_KEY = index(ALL);

    // Which per-flow keys each kind reads; any other key in a flow of that kind is an error.
    private static final Map<FlowKind, List<String>> FLOW_KEYS = flowKeys();

    // Folded from the table last, once every knob is bound.
    private static final Scenario DEFAULTS = foldDefaults();

    private Knobs() {
    }

    /** Every knob, in the order a scenario file lists them. */
    public static List<Knob> all() {
        return ALL;
    }

    /**
     * A scenario with every knob at the table's default, named "" and without flows: the
     * records' {@code defaults()} are taken from it.
     */
    static Scenario defaults() {
        return DEFAULTS;
    }

    /** A flow of this kind with every per-flow knob at the table's default, named after its kind. */
    static Flow defaultFlow(FlowKind kind) {
        Flow f = new Flow(kind, kind.yamlName(), 0, Priority.BESTEFFORT, 0, 0, 0, 0, Flow.SPREAD, false, 0);
        for (Knob k : section(FLOWS)) {
            if (k.bindsFlow()) {
                f = k.set(f, k.defaultValue());
            }
        }
        // The table's default size is a udp_cbr payload; pktgen starts at its smallest packet.
        return kind == FlowKind.PKTGEN ? f.withSize(Headers.PKTGEN_MIN_SIZE) : f;
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

    private static Scenario foldDefaults() {
        Scenario s = new Scenario("", 0, 0, Kernel.CURRENT, new Link(0),
                new Nic(0, 0, 0, false, false, false, 0, 0, 0, 0, DoorbellMode.IMMEDIATE, 0, NicDriver.GENERIC, 0, 0,
                        BqlBytes.SKB_LEN, TxModeration.TIMER, false, 0, 0, TxCompletion.SENT, 0, Xps.DRIVER),
                new Bql(BqlMode.AUTO, 0, 0, 0, 0), new Qdisc(QdiscKind.PFIFO_FAST, 0, 0),
                new Tcp(false, 0, 0, false, false, TcpCongestion.RENO), new Receiver(false, false, false, 0, 0),
                new Network(new Bottleneck(0, 0, 0, Aqm.DROPTAIL, false)), 0, new Cpu(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), List.of());
        for (Knob k : ALL) {
            if (k.bindsScenario()) {
                s = k.set(s, k.defaultValue());
            }
        }
        return s;
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
        m.put(FlowKind.BULK_TCP, join(common, "cpu", "zerocopy", "priority", "remote_rtt", "wait_warn"));
        m.put(FlowKind.REQUEST_RESPONSE, join(common, "cpu", "priority", "remote_rtt", "request", "wait_warn"));
        m.put(FlowKind.UDP_CBR, join(common, "cpu", "priority", "size", "interval", "wait_warn"));
        // pktgen calls the driver directly: no qdisc band, no TCP round trips; its thread sends on
        // CPU 0 to queue 0 (queue_map_min 0).
        m.put(FlowKind.PKTGEN, join(common, "size", "wait_warn"));
        return m;
    }

    private static List<String> join(List<String> head, String... tail) {
        List<String> l = new ArrayList<>(head);
        l.addAll(List.of(tail));
        return List.copyOf(l);
    }
}
