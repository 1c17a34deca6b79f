package org.ringside.model.scenario;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The rules that tie the bottleneck port's knobs together and to the host's MTU. */
final class NetworkRules {
    private static final String KEY = "network.bottleneck.";

    private NetworkRules() {
    }

    static void bottleneck(List<Problem> out, Scenario s) {
        Bottleneck b = s.network().bottleneck();
        boolean bytes = b.bufferBytes() > 0;
        boolean packets = b.bufferPackets() > 0;
        if (!b.present()) {
            if (bytes || packets || b.aqm() != Aqm.DROPTAIL || b.ecn()) {
                String key = bytes ? "buffer" : packets ? "buffer_packets" : b.aqm() != Aqm.DROPTAIL ? "aqm" : "ecn";
                out.add(new Problem(KEY + key, "is set but the port has no rate",
                        "a network.bottleneck.rate above 0bit, or no bottleneck keys"));
            }
            return;
        }
        if (b.ecn() && b.aqm() == Aqm.DROPTAIL) {
            out.add(new Problem(KEY + "ecn", "needs an AQM to mark: a full buffer can only drop",
                    "aqm: codel, fq_codel or red"));
        }
        if (b.aqm() == Aqm.RED) {
            red(out, b);
        }
        if (bytes && packets) {
            out.add(new Problem(KEY + "buffer_packets", "is given with buffer; a buffer counts bytes or packets",
                    "one of buffer and buffer_packets"));
        } else if (!bytes && !packets) {
            out.add(new Problem(KEY + "buffer", "is missing: the port needs a buffer",
                    "a byte count in buffer, or a packet count in buffer_packets"));
        } else if (bytes && b.bufferBytes() < largestFrame(s)) {
            out.add(new Problem(KEY + "buffer", b.bufferBytes() + " bytes cannot hold one full frame",
                    "at least " + largestFrame(s) + " (the MTU plus the Ethernet header)"));
        }
    }

    /**
     * Other hosts' flows need a port to cross, names that tell them from each other and from the
     * host's flows, values in range and datagrams that fit the MTU.
     */
    static void crossTraffic(List<Problem> out, Scenario s) {
        List<CrossFlow> cross = s.network().crossTraffic();
        String at = "network." + CrossTrafficReader.KEY;
        if (cross.isEmpty()) {
            return;
        }
        if (!s.network().present()) {
            out.add(new Problem(at, "is set but there is no port for it to cross",
                    "a network.bottleneck with a rate and a buffer"));
            return;
        }
        Set<String> names = new HashSet<>();
        for (Flow f : s.flows()) {
            names.add(f.name());
        }
        Knob name = Knobs.get("flows[].name");
        Knob count = Knobs.get("flows[].count");
        Knob rtt = Knobs.get("flows[].remote_rtt");
        Knob rate = Knobs.get("network.bottleneck.rate");
        for (int i = 0; i < cross.size(); i++) {
            CrossFlow c = cross.get(i);
            String e = at + "[" + i + "]";
            name.textProblem(c.name()).ifPresent(w -> out.add(new Problem(e + ".name", w, name.allowed())));
            if (!names.add(c.name())) {
                out.add(new Problem(e + ".name", c.name() + " is already the name of another flow",
                        "a name no flow of this host or other entry has"));
            }
            count.rangeProblem(c.count()).ifPresent(w -> out.add(new Problem(e + ".count", w, count.allowed())));
            rate.rangeProblem(c.accessRateBps()).ifPresent(w -> out.add(new Problem(e + ".access_rate", w, rate.allowed())));
            if (c.kind() != CrossKind.CBR_UDP) {
                rtt.rangeProblem(c.remoteRttNs()).ifPresent(w -> out.add(new Problem(e + ".remote_rtt", w, rtt.allowed())));
                if (c.kind() == CrossKind.REQUEST_RESPONSE) {
                    // The host's own rule: a request is one segment with timestamps.
                    FlowBound b = FlowBound.of(FlowKind.REQUEST_RESPONSE, "request", s.nic().mtu()).orElseThrow();
                    b.problem(c.request(), String.valueOf(c.request()))
                            .ifPresent(w -> out.add(new Problem(e + ".request", w, b.allowed())));
                }
                continue;
            }
            if (c.rateBps() <= 0) {
                out.add(new Problem(e + ".rate", "a cbr_udp flow needs a rate above 0bit", rate.allowed()));
            } else {
                rate.rangeProblem(c.rateBps()).ifPresent(w -> out.add(new Problem(e + ".rate", w, rate.allowed())));
            }
            int most = s.nic().mtu() - Headers.UDP_IP;
            if (c.size() < 1 || c.size() > most) {
                out.add(new Problem(e + ".size", c.size() + " bytes do not fit one datagram",
                        "1 to " + most + " (the MTU less the UDP and IP headers)"));
            }
        }
        if (s.network().crossFlows() > InputLimits.CROSS_FLOWS) {
            out.add(new Problem(at, s.network().crossFlows() + " flows in all",
                    "at most " + InputLimits.CROSS_FLOWS + " other hosts' flows"));
        }
    }

    /** RED's settings as tc and {@code red_check_params} (include/net/red.h) would take them. */
    private static void red(List<Problem> out, Bottleneck b) {
        if (b.bufferPackets() > 0) {
            out.add(new Problem(KEY + "buffer_packets", "cannot be red's limit: sch_red's limit counts bytes",
                    "a byte count in buffer"));
            return;
        }
        if (b.bufferBytes() <= 0) {
            return; // the buffer's own problem is told above
        }
        Red red = b.red();
        long limit = b.bufferBytes();
        long min = red.minFor(limit);
        long max = red.maxFor(limit);
        if (max <= min) {
            out.add(new Problem(KEY + "red_max", max + " bytes is not above red_min's " + min,
                    "a red_max above red_min, or 0 for red_min × 3"));
            return;
        }
        if (max > limit) {
            out.add(new Problem(KEY + "red_max", max + " bytes is more than the buffer holds (" + limit + ")",
                    "a red_max at most the buffer"));
            return;
        }
        int wlog = red.wlog(limit);
        if (wlog < 0) {
            long fits = red.burstFor(limit) + 1;
            while (fits < 100_000 && red.withBurstPackets(fits).wlog(limit) < 0) {
                fits++;
            }
            out.add(new Problem(KEY + "red_burst", red.burstFor(limit) + " packets is too small for red_min "
                    + min + " (tc_red_eval_ewma)", "at least " + fits));
        } else if (64 - Long.numberOfLeadingZeros(max) + wlog >= 32) {
            out.add(new Problem(KEY + "red_max", max + " bytes scaled by the weight 2^" + wlog
                    + " does not fit 32 bits (red_check_params)", "a smaller red_max or red_burst"));
        }
    }

    /** The largest frame the host sends, as the buffer counts it ({@code skb->len}). */
    private static long largestFrame(Scenario s) {
        return s.nic().mtu() + Headers.ETHERNET;
    }
}
