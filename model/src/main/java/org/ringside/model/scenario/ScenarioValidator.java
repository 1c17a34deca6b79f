package org.ringside.model.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a scenario value against the knob table's ranges and the rules that tie knobs
 * together (gso_max_size at least the MTU, a ring big enough for the driver's stop/wake
 * thresholds, a udp_cbr payload that fits the MTU, unique flow names, ...). The loader runs it
 * on every file; a control panel can run it on every edit.
 */
public final class ScenarioValidator {
    /** Bytes of IP and UDP header a udp_cbr payload must leave room for within the MTU. */
    public static final int UDP_IP_HEADERS = 28;
    /** Bytes of IP and TCP header: a request must fit one MSS (MTU - 40). */
    public static final int TCP_IP_HEADERS = 40;
    /** The Ethernet header a pktgen packet carries on top of the MTU. */
    public static final int ETHERNET_HEADER = 14;
    /** pktgen's smallest pkt_size, a minimum Ethernet frame without FCS. */
    public static final int PKTGEN_MIN_SIZE = 60;

    private ScenarioValidator() {
    }

    /**
     * The most descriptors one packet can take with these settings, as the driver computes its
     * stop threshold: {@code 2 + ceil(gso_max_size / max_desc_bytes)} with TSO on,
     * {@code 2 + ceil(MTU / max_desc_bytes)} otherwise.
     */
    public static int mostDescriptorsPerPacket(Nic nic) {
        int largest = nic.tso() ? nic.gsoMaxSize() : nic.mtu();
        return 2 + ceilDiv(largest, nic.maxDescBytes());
    }

    /** Everything wrong with the scenario, in file order; empty if it is valid. */
    public static List<Problem> problems(Scenario s) {
        List<Problem> out = new ArrayList<>();
        Knob name = Knobs.get("name");
        name.textProblem(s.name()).ifPresent(w -> out.add(new Problem("name", w, name.allowed())));
        range(out, "duration", s.durationNs());
        range(out, "seed", s.seed());
        range(out, "link.rate", s.link().rateBps());
        nic(out, s.nic());
        bql(out, s.bql());
        range(out, "qdisc.txqueuelen", s.qdisc().txqueuelen());
        range(out, "qdisc.drain_budget_bytes", s.qdisc().drainBudgetBytes());
        range(out, "sample_interval", s.sampleIntervalNs());
        Cpu cpu = s.cpu();
        range(out, "cpu.per_packet", cpu.perPacketNs());
        range(out, "cpu.per_segment", cpu.perSegmentNs());
        range(out, "cpu.doorbell", cpu.doorbellNs());
        range(out, "cpu.per_completion", cpu.perCompletionNs());
        range(out, "cpu.pktgen_per_packet", cpu.pktgenPerPacketNs());
        flows(out, s.flows(), s.nic().mtu());
        return out;
    }

    /** The first problem, if any. */
    public static Optional<Problem> firstProblem(Scenario s) {
        List<Problem> p = problems(s);
        return p.isEmpty() ? Optional.empty() : Optional.of(p.get(0));
    }

    /**
     * Checks the scenario.
     *
     * @throws IllegalArgumentException naming the first problem
     */
    public static void requireValid(Scenario s) {
        firstProblem(s).ifPresent(p -> {
            throw new IllegalArgumentException(p.toString());
        });
    }

    private static void nic(List<Problem> out, Nic nic) {
        int before = out.size();
        range(out, "nic.ring_size", nic.ringSize());
        range(out, "nic.max_desc_bytes", nic.maxDescBytes());
        range(out, "nic.mtu", nic.mtu());
        range(out, "nic.gso_max_size", nic.gsoMaxSize());
        range(out, "nic.tx_usecs", nic.txUsecsNs());
        range(out, "nic.tx_frames", nic.txFrames());
        range(out, "nic.napi_budget", nic.napiBudget());
        range(out, "nic.dispatch_limit", nic.dispatchLimit());
        if (out.size() > before) {
            return; // the rules below assume each value is in range
        }
        Knob gsoMax = Knobs.get("nic.gso_max_size");
        if (nic.gsoMaxSize() < nic.mtu()) {
            out.add(new Problem("nic.gso_max_size", nic.gsoMaxSize() + " is below the MTU " + nic.mtu(),
                    nic.mtu() + " to " + gsoMax.max()));
        }
        if (nic.tso() && !nic.txChecksum()) {
            // Linux drops TSO when checksum offload goes off: the NIC must checksum each segment.
            out.add(new Problem("nic.tso", "TSO needs checksum offload, but tx_checksum is false",
                    "false while tx_checksum is false"));
        }
        // The driver stops the queue below `most` free descriptors and wakes it at 2 x most, so a
        // smaller ring could never wake.
        int most = mostDescriptorsPerPacket(nic);
        if (nic.ringSize() < 2 * most) {
            String why = nic.tso()
                    ? "TSO on: 2 + ceil(gso_max_size " + nic.gsoMaxSize()
                    : "TSO off: 2 + ceil(mtu " + nic.mtu();
            out.add(new Problem("nic.ring_size", nic.ringSize()
                    + " is below twice the most descriptors one packet can take (" + why
                    + " / max_desc_bytes " + nic.maxDescBytes() + ") = " + most + ")",
                    2 * most + " to " + Knobs.get("nic.ring_size").max()));
        }
        if (nic.dispatchLimit() != 0 && nic.doorbell() != DoorbellMode.DISPATCH_LIMIT) {
            out.add(new Problem("nic.dispatch_limit", nic.dispatchLimit()
                    + " has no effect with doorbell " + nic.doorbell().yamlName(),
                    "0, or doorbell: dispatch_limit"));
        }
    }

    private static void bql(List<Problem> out, Bql bql) {
        range(out, "bql.limit_min", bql.limitMin());
        range(out, "bql.limit_max", bql.limitMax());
        range(out, "bql.limit", bql.limit());
        Knob hold = Knobs.get("bql.hold_time");
        if (bql.holdTimeMs() < 0 || bql.holdTimeMs() > hold.max() / Units.MS) {
            out.add(new Problem("bql.hold_time", bql.holdTimeMs() + "ms is out of range", hold.allowed()));
        }
        if (bql.mode() == BqlMode.FIXED) {
            if (bql.limitMin() != bql.limit() || bql.limitMax() != bql.limit()) {
                out.add(new Problem("bql.limit_min", "limit_min " + bql.limitMin() + " and limit_max "
                        + bql.limitMax() + " differ from limit " + bql.limit() + " in mode fixed",
                        "limit_min = limit_max = limit"));
            }
        } else {
            if (bql.limit() != 0) {
                out.add(new Problem("bql.limit", "applies only to mode fixed, not " + bql.mode().yamlName(),
                        "mode, limit_min, limit_max, hold_time"));
            }
            if (bql.limitMin() > bql.limitMax()) {
                out.add(new Problem("bql.limit_min", bql.limitMin() + " is above limit_max " + bql.limitMax(),
                        "0 to " + bql.limitMax()));
            }
        }
    }

    private static void flows(List<Problem> out, List<Flow> flows, int mtu) {
        if (flows.isEmpty()) {
            out.add(new Problem("flows", "a scenario needs at least one flow",
                    "a list of " + Knobs.get("flows[].kind").allowed() + " flows"));
            return;
        }
        Map<String, Integer> names = new HashMap<>();
        for (int i = 0; i < flows.size(); i++) {
            Flow f = flows.get(i);
            String at = "flows[" + i + "]";
            Knob name = Knobs.get("flows[].name");
            name.textProblem(f.name()).ifPresent(w -> out.add(new Problem(at + ".name", w, name.allowed())));
            Integer first = names.putIfAbsent(f.name(), i);
            if (first != null) {
                out.add(new Problem(at + ".name", f.name() + " is already the name of flows[" + first + "]",
                        "a name no other flow has"));
            }
            flowRange(out, at, "count", f.count());
            for (String key : Knobs.flowKeys(f.kind())) {
                switch (key) {
                    case "remote_rtt" -> flowRange(out, at, key, f.remoteRttNs());
                    case "interval" -> flowRange(out, at, key, f.intervalNs());
                    case "request" -> bounded(out, at + ".request", f.request(), 1, requestMax(mtu),
                            "MTU - " + TCP_IP_HEADERS);
                    case "size" -> {
                        if (f.kind() == FlowKind.PKTGEN) {
                            bounded(out, at + ".size", f.size(), PKTGEN_MIN_SIZE, pktgenSizeMax(mtu),
                                    "MTU + " + ETHERNET_HEADER);
                        } else {
                            bounded(out, at + ".size", f.size(), 1, udpSizeMax(mtu), "MTU - " + UDP_IP_HEADERS);
                        }
                    }
                    default -> {
                    }
                }
            }
        }
    }

    /** The largest request_response request for this MTU: one MSS. */
    public static int requestMax(int mtu) {
        return mtu - TCP_IP_HEADERS;
    }

    /** The largest udp_cbr payload for this MTU. */
    public static int udpSizeMax(int mtu) {
        return mtu - UDP_IP_HEADERS;
    }

    /** The largest pktgen pkt_size for this MTU. */
    public static int pktgenSizeMax(int mtu) {
        return mtu + ETHERNET_HEADER;
    }

    private static void bounded(List<Problem> out, String key, long v, long lo, long hi, String hiName) {
        if (v > hi) {
            out.add(new Problem(key, v + " is above " + hiName + " = " + hi, lo + " to " + hi));
        } else if (v < lo) {
            out.add(new Problem(key, v + " is out of range", lo + " to " + hi));
        }
    }

    private static void flowRange(List<Problem> out, String at, String key, long v) {
        Knob k = Knobs.get(Knobs.FLOWS + "." + key);
        k.rangeProblem(v).ifPresent(w -> out.add(new Problem(at + "." + key, w, k.allowed())));
    }

    private static void range(List<Problem> out, String key, long v) {
        Knob k = Knobs.get(key);
        k.rangeProblem(v).ifPresent(w -> out.add(new Problem(key, w, k.allowed())));
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
