package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleFunction;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.FlowKind;

/**
 * The figures a class compares between two runs, A and B, with B's over A's: the interactive
 * flow's p99 wait (and its transactions a second), throughput, the bytes waiting in the ring and
 * in the qdisc, CPU use and drops; where either run has a port beyond the wire, a request/response
 * flow's p99 transaction in place of its wait, and the host's drops and the bottleneck port's
 * together, after throughput. {@code ringside run A --vs B} prints it; the window's scoreboard
 * shows the same rows.
 *
 * @param rows the figures, in the order above; those neither run has are left out
 */
public record Scoreboard(List<Row> rows) {
    /** The names of its lines wherever it is shown: lane A, lane B and B's over A's. */
    public static final List<String> LINES = List.of("A", "B", "B/A");

    public Scoreboard {
        rows = List.copyOf(rows);
    }

    /** How a figure reads: {@code 12.3 ms}, {@code 941 Mbit/s}, {@code 150 KB}, {@code 42.0 %}, {@code 7}. */
    public enum Unit {
        DURATION(v -> Durations.human(v)),
        RATE(Rates::human),
        BYTES(ByteCounts::readable),
        FRACTION(v -> String.format(Locale.ROOT, "%.1f %%", 100 * v)),
        PER_SECOND(v -> String.format(Locale.ROOT, "%.1f/s", v)),
        COUNT(v -> String.format(Locale.ROOT, "%d", Math.round(v)));

        private final DoubleFunction<String> format;

        Unit(DoubleFunction<String> format) {
            this.format = format;
        }

        /** A value in the model's units as a person reads it. */
        public String format(double value) {
            return format.apply(value);
        }
    }

    /**
     * One figure of both runs.
     *
     * @param figure what it is, e.g. {@code rr p99 wait}
     * @param unit how its values read
     * @param a A's value in the model's units, null where A has none (no packet of the flow)
     * @param b B's, likewise
     * @param help what it is and the summary key it comes from, for a reader who asks
     * @param aShown A's value as it reads where its unit alone does not say it (a sum with its
     *     parts), or null for the unit's
     * @param bShown B's, likewise
     */
    public record Row(String figure, Unit unit, Double a, Double b, String help, String aShown, String bShown) {
        /** A figure whose values read in its unit. */
        public Row(String figure, Unit unit, Double a, Double b, String help) {
            this(figure, unit, a, b, help, null, null);
        }

        /** B's value over A's; empty when either is missing or A's is 0. */
        public Optional<Double> ratio() {
            return a == null || b == null || a == 0 ? Optional.empty() : Optional.of(b / a);
        }

        /** A's value as a person reads it, or a dash. */
        public String aText() {
            return aShown != null ? aShown : a == null ? "–" : unit.format(a);
        }

        /** B's value as a person reads it, or a dash. */
        public String bText() {
            return bShown != null ? bShown : b == null ? "–" : unit.format(b);
        }

        /** The ratio as {@code 0.25×} or {@code 0.059×} (two digits after the point, two significant below 0.1), or a dash. */
        public String ratioText() {
            return ratio().map(r -> String.format(Locale.ROOT, r >= 10 ? "%.0f×" : r >= 0.1 ? "%.2f×" : "%.2g×", r))
                    .orElse("–");
        }
    }

    /** The scoreboard of two runs' summaries. */
    public static Scoreboard of(RunSummary a, RunSummary b) {
        List<Row> rows = new ArrayList<>();
        boolean port = a.bottleneck() != null || b.bottleneck() != null;
        interactive(a).ifPresent(flow -> {
            Optional<RunSummary.FlowSummary> other = b.flows().stream().filter(f -> f.name().equals(flow.name()))
                    .findFirst();
            if (port && flow.transactionNs() != null) {
                // Behind a port the host's own wait is microseconds whatever the port does: the
                // time the class compares is the whole request and response, the port's queue in it.
                rows.add(new Row(flow.name() + " p99 transaction", Unit.DURATION,
                        asDouble(flow.transactionNs().p99()),
                        other.map(f -> f.transactionNs() == null ? null : asDouble(f.transactionNs().p99()))
                                .orElse(null),
                        "The interactive flow's 99th percentile transaction, from its request handed to the stack "
                                + "to its response back, the bottleneck port's queue included "
                                + "(flows[].transaction_ns.p99); the wait inside this host alone is its "
                                + "flows[].latency_ns.p99"));
            } else {
                rows.add(waitRow(flow, other));
            }
            if (flow.tps() != null) {
                rows.add(new Row(flow.name() + " transactions", Unit.PER_SECOND, flow.tps(),
                        other.map(RunSummary.FlowSummary::tps).orElse(null),
                        "The interactive flow's completed requests and responses a second (flows[].tps)"));
            }
        });
        rows.add(new Row("throughput", Unit.RATE, a.throughputBps(), b.throughputBps(),
                "Bytes of frames on the wire × 8 per second (throughput_bps)"));
        if (port) {
            // Drops where they happen: a port beyond the wire drops where the host's count never
            // looks, so the host's alone would read 0 beside a port that dropped many. One column,
            // summed, and before the host's queues, which behind a slower port stay nearly empty:
            // a narrow board's last columns give way first.
            rows.add(new Row("drops (host + port)", Unit.COUNT, allDrops(a), allDrops(b),
                    "Packets dropped where they were: by this host (qdisc tail drops and ring resets, drops) "
                            + "and frames the bottleneck port beyond the wire dropped, its buffer full or by its "
                            + "AQM (bottleneck.drops; – for a run without a port); B/A compares the sums",
                    dropsSplit(a), dropsSplit(b)));
        }
        rows.add(new Row("ring bytes (mean)", Unit.BYTES, a.ringBytes().mean(), b.ringBytes().mean(),
                "The ring's bytes, BQL's inflight, on average over the samples (ring_bytes.mean)"));
        rows.add(new Row("qdisc bytes (mean)", Unit.BYTES, a.qdiscBytes().mean(), b.qdiscBytes().mean(),
                "The qdisc's bytes on average over the samples (qdisc_bytes.mean)"));
        rows.add(new Row("CPU busy", Unit.FRACTION, a.cpuUtilization(), b.cpuUtilization(),
                "The share of the run the CPU was busy (cpu_utilization)"));
        if (!port) {
            rows.add(new Row("drops", Unit.COUNT, (double) a.drops(), (double) b.drops(),
                    "Packets dropped: qdisc tail drops and ring resets (drops)"));
        }
        return new Scoreboard(rows);
    }

    /** The host's drops and the port's, if it has one. */
    private static double allDrops(RunSummary s) {
        return s.drops() + (s.bottleneck() == null ? 0 : s.bottleneck().drops());
    }

    /** {@code 0 + 85}: the host's drops and the port's, or a dash for a run without a port. */
    private static String dropsSplit(RunSummary s) {
        return Unit.COUNT.format(s.drops()) + " + "
                + (s.bottleneck() == null ? "–" : Unit.COUNT.format(s.bottleneck().drops()));
    }

    private static Row waitRow(RunSummary.FlowSummary flow, Optional<RunSummary.FlowSummary> other) {
        return new Row(flow.name() + " p99 wait", Unit.DURATION, asDouble(flow.latencyNs().p99()),
                other.map(f -> asDouble(f.latencyNs().p99())).orElse(null),
                "The interactive flow's 99th percentile wait, from handed to the stack to its last bit on the "
                        + "wire: the first request_response flow's, else the first udp_cbr flow's "
                        + "(flows[].latency_ns.p99)");
    }

    /**
     * The flow whose wait the class watches: the first request/response or constant-rate UDP
     * flow (a call, a ping-pong), the small one beside the bulk streams; none in a run of bulk
     * streams or pktgen alone.
     */
    static Optional<RunSummary.FlowSummary> interactive(RunSummary s) {
        return s.flows().stream().filter(f -> f.kind().equals(FlowKind.REQUEST_RESPONSE.yamlName())
                        || f.kind().equals(FlowKind.UDP_CBR.yamlName()))
                .findFirst();
    }

    private static Double asDouble(Long v) {
        return v == null ? null : v.doubleValue();
    }
}
