package org.ringside.views.compare;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.RunSummary.FlowSummary;

/**
 * The figures a {@link Scoreboard} sets side by side for two lanes: each read from a run's
 * {@link RunSummary} as {@code ringside run --summary} writes it, and written in the project's
 * own units.
 */
public enum ScoreFigure {
    /** The interactive flow's 99th percentile of handed-to-the-stack to last bit on the wire. */
    INTERACTIVE_P99("p99-wait", "interactive p99 wait",
            "The interactive flow's 99th percentile wait, from handed to the stack to its last bit on the wire: "
                    + "the first request_response flow's, else the first udp_cbr flow's (flows[].latency_ns.p99)",
            ScoreFigure::interactiveP99, Durations::human),
    THROUGHPUT("throughput", "throughput", "Bytes of frames on the wire × 8 per second (throughput_bps)",
            s -> OptionalDouble.of(s.throughputBps()), Rates::human),
    RING_BYTES("ring-bytes", "ring bytes", "The ring's bytes, BQL's inflight, on average over the samples "
            + "(ring_bytes.mean)", s -> OptionalDouble.of(s.ringBytes().mean()), ByteCounts::readable),
    QDISC_BYTES("qdisc-bytes", "qdisc bytes", "The qdisc's bytes on average over the samples (qdisc_bytes.mean)",
            s -> OptionalDouble.of(s.qdiscBytes().mean()), ByteCounts::readable),
    CPU("cpu", "CPU busy", "The share of the run the CPU was busy (cpu_utilization)",
            s -> OptionalDouble.of(s.cpuUtilization()), f -> String.format(Locale.ROOT, "%.1f %%", 100 * f)),
    DROPS("drops", "drops", "Packets dropped: qdisc tail drops and ring resets (drops)",
            s -> OptionalDouble.of(s.drops()), d -> String.format(Locale.ROOT, "%,d", Math.round(d)));

    private final String id;
    private final String title;
    private final String help;
    private final Function<RunSummary, OptionalDouble> value;
    private final DoubleFunction<String> format;

    ScoreFigure(String id, String title, String help, Function<RunSummary, OptionalDouble> value,
            DoubleFunction<String> format) {
        this.id = id;
        this.title = title;
        this.help = help;
        this.value = value;
        this.format = format;
    }

    /** Its part of the scoreboard's node ids, e.g. {@code throughput}. */
    public String id() {
        return id;
    }

    /** Its column's heading. */
    public String title() {
        return title;
    }

    /** What it is and the summary key it comes from, for the heading's tooltip. */
    public String help() {
        return help;
    }

    /** Its value in the model's units (ns, bit/s, bytes, a fraction, a count); empty when the run has none. */
    public OptionalDouble of(RunSummary summary) {
        return value.apply(summary);
    }

    /** {@link #of} written out, or a dash when the run has none. */
    public String text(RunSummary summary) {
        OptionalDouble v = of(summary);
        return v.isPresent() ? format.apply(v.getAsDouble()) : "—";
    }

    /** B's value over A's, e.g. "× 0.52"; a dash where either has none or A's is 0. */
    public String ratio(RunSummary a, RunSummary b) {
        OptionalDouble va = of(a);
        OptionalDouble vb = of(b);
        if (va.isEmpty() || vb.isEmpty() || va.getAsDouble() == 0) {
            return "—";
        }
        return String.format(Locale.ROOT, "× %.2f", vb.getAsDouble() / va.getAsDouble());
    }

    private static OptionalDouble interactiveP99(RunSummary s) {
        for (FlowKind kind : new FlowKind[] {FlowKind.REQUEST_RESPONSE, FlowKind.UDP_CBR}) {
            for (FlowSummary f : s.flows()) {
                if (f.kind().equals(kind.yamlName())) {
                    Long p99 = f.latencyNs() == null ? null : f.latencyNs().p99();
                    return p99 == null ? OptionalDouble.empty() : OptionalDouble.of(p99);
                }
            }
        }
        return OptionalDouble.empty();
    }
}
