package org.ringside.model.host;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringside.model.scenario.QdiscKind;

/**
 * What iproute2 printed: the device's MTU, queue length and largest GSO packet
 * ({@code ip -d link show}, ipaddress.c), and its qdisc and the qdisc's settings
 * ({@code tc -s qdisc show}, q_fq_codel.c and q_fq.c print them as {@code limit 10240p},
 * {@code target 5ms}, {@code maxrate 1Gbit}; before iproute2 6.x times had a decimal, {@code 5.0ms}).
 */
final class LinkReading {
    static final String COUNTER = "a counter, not a setting";
    // Each qdisc's parameters as tc prints them, with the knob that takes each.
    private static final Map<String, String> FQ_CODEL = Map.of("limit", "qdisc.limit", "flows", "qdisc.flows",
            "quantum", "qdisc.quantum", "target", "qdisc.target", "interval", "qdisc.interval");
    private static final Map<String, String> FQ = Map.of("limit", "qdisc.fq.limit", "flow_limit", "qdisc.fq.flow_limit",
            "quantum", "qdisc.fq.quantum", "initial_quantum", "qdisc.fq.initial_quantum", "maxrate", "qdisc.fq.maxrate",
            "horizon", "qdisc.fq.horizon");

    private LinkReading() {
    }

    /** {@code ip -d link show}: {@code mtu}, {@code qlen} (txqueuelen) and {@code gso_max_size}. */
    static void link(HostReport.Section section, Draft d) {
        for (int i = 0; i < section.lines().size(); i++) {
            String line = section.lines().get(i);
            int n = section.line() + 1 + i;
            Lines.after(line, "mtu").flatMap(Lines::number).ifPresent(v -> d.set("nic.mtu", v, n));
            Lines.after(line, "qlen").flatMap(Lines::number).ifPresent(v -> d.set("qdisc.txqueuelen", v, n));
            Lines.after(line, "gso_max_size").flatMap(Lines::number).ifPresent(v -> d.set("nic.gso_max_size", v, n));
        }
    }

    /**
     * {@code tc -s qdisc show dev}: the root's kind and, under mq, its first child's (the queue
     * of {@code parent :1}); each leaf's settings. The statistics lines are counters.
     */
    static void qdisc(HostReport.Section section, Draft d) {
        boolean underMq = false;
        boolean childSeen = false;
        for (int i = 0; i < section.lines().size(); i++) {
            String line = section.lines().get(i);
            int n = section.line() + 1 + i;
            if (!line.startsWith("qdisc ")) {
                if (!line.isBlank() && !Unread.failed(line)) {
                    d.skip(n, COUNTER);
                }
                continue;
            }
            List<String> w = List.of(line.trim().split("\\s+"));
            String kind = w.size() > 1 ? w.get(1) : "";
            boolean root = w.contains("root");
            if (root) {
                Optional<QdiscKind> k = kind(kind);
                if (k.isEmpty()) {
                    d.leave(n, kind + " is not modelled"
                            + (kind.equals("noqueue") ? " (no qdisc: packets go straight to the driver)" : "")
                            + ": " + d.standing("qdisc.kind") + " stands");
                    continue;
                }
                underMq = k.get() == QdiscKind.MQ;
                if (d.set("qdisc.kind", k.get().yamlName(), n) && !underMq) {
                    settings(w, k.get(), d, n);
                }
            } else if (underMq && !childSeen) {
                Optional<QdiscKind> k = kind(kind).filter(c -> c != QdiscKind.MQ);
                childSeen = true;
                if (k.isPresent() && d.set("qdisc.child", k.get().yamlName(), n)) {
                    settings(w, k.get(), d, n);
                } else {
                    d.leave(n, kind + " is not modelled as mq's child: " + d.standing("qdisc.child") + " stands");
                }
            } else if (underMq) {
                boolean same = kind.equals(d.scenario().qdisc().child().yamlName());
                if (same) {
                    d.use(n);
                } else {
                    d.leave(n, "the model gives every queue the same child (" + d.scenario().qdisc().child().yamlName() + ")");
                }
            } else {
                d.leave(n, "a qdisc below the root is not modelled");
            }
        }
    }

    private static Optional<QdiscKind> kind(String word) {
        for (QdiscKind k : QdiscKind.values()) {
            if (k.yamlName().equals(word)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    /** fq_codel's and fq's settings on a qdisc line; pfifo's {@code limit} is its queue length. */
    private static void settings(List<String> w, QdiscKind kind, Draft d, int n) {
        Map<String, String> keys = kind == QdiscKind.FQ_CODEL ? FQ_CODEL : kind == QdiscKind.FQ ? FQ
                : kind == QdiscKind.PFIFO ? Map.of("limit", "qdisc.txqueuelen") : Map.of();
        for (int i = 0; i + 1 < w.size(); i++) {
            String key = keys.get(w.get(i));
            if (key == null) {
                continue;
            }
            String value = w.get(i + 1);
            Optional<Long> v = Lines.number(value.replaceAll("[pb]$", ""))
                    .or(() -> Lines.time(value)).or(() -> Lines.rate(value));
            if (v.isPresent()) {
                d.set(key, v.get(), n);
            }
        }
    }
}
