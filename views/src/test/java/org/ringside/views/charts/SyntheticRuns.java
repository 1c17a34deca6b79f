package org.ringside.views.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Priority;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;

/**
 * Made-up runs shaped like the real thing (a bulk flow filling the qdisc in a sawtooth, BQL
 * capping the ring, a sparse interactive flow), for chart tests and demos. Not model output.
 */
final class SyntheticRuns {
    static final Scenario SCENARIO = Scenario.defaults()
            .withName("synthetic: bulk TCP + RR, BQL auto")
            .withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP),
                    Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withPriority(Priority.INTERACTIVE)));

    static final String[] FLOWS = {"bulk_tcp", "rr"};

    private SyntheticRuns() {
    }

    static List<Channel> channels() {
        List<Channel> channels = new ArrayList<>(Channels.STANDARD);
        for (String f : FLOWS) {
            channels.add(Channels.flowLatency(f));
        }
        return channels;
    }

    /** A run of {@code samples} samples every 100 µs, kept whole (no coarsening). */
    static RunResult run(int samples, long seed) {
        Generator g = new Generator(seed);
        TimeSeries series = new TimeSeries(channels(), Math.max(2, samples));
        for (int i = 0; i < samples; i++) {
            g.step(series);
        }
        return g.result(series);
    }

    /** Produces one sample after another, so a live view can watch a run grow. */
    static final class Generator {
        static final long INTERVAL_NS = 100_000;
        private final Random random;
        private final Map<String, Histogram> latencies = new LinkedHashMap<>();
        private long now;
        private double qdisc;
        private double limit = 3028;
        private int i;

        Generator(long seed) {
            random = new Random(seed);
            for (String f : FLOWS) {
                latencies.put(f, new Histogram());
            }
        }

        void step(TimeSeries series) {
            now += INTERVAL_NS;
            i++;
            // TCP fills the qdisc until a drop halves its window: a sawtooth of ~600 ms.
            qdisc = (i % 6000) < 5800 ? Math.min(1_500_000, qdisc + 260 + random.nextInt(40)) : qdisc * 0.9;
            // DQL: the limit grows after starvation and slowly decays.
            if (random.nextInt(400) == 0) {
                limit = Math.min(60_000, limit + 1514 * (1 + random.nextInt(4)));
            } else if (random.nextInt(300) == 0) {
                limit = Math.max(3028, limit - 1514);
            }
            // A backlogged qdisc keeps the ring at the limit most of the time: the stack stays
            // stopped (XOFF) until completions make room.
            boolean backlogged = qdisc > 3 * 1514;
            double ring = backlogged && random.nextInt(5) > 0 ? limit + random.nextInt(1515)
                    : limit * (0.5 + 0.45 * random.nextDouble());
            boolean stackXoff = ring >= limit;
            boolean driverXoff = random.nextInt(20_000) == 0;
            double throughput = 984.4e6 * (0.97 + 0.03 * random.nextDouble());
            double cpu = 0.28 + 0.06 * random.nextDouble() + (i % 5000 == 0 ? 0.5 : 0);
            double bulkLatency = (qdisc + ring) * 8 / 1e9 * 1e9 + 12_000;
            double rrLatency = random.nextInt(4) == 0 ? ring * 8 + 2_000 + random.nextInt(3000) : Double.NaN;
            latencies.get("bulk_tcp").record((long) bulkLatency);
            if (!Double.isNaN(rrLatency)) {
                latencies.get("rr").record((long) rrLatency);
            }
            double[] row = {qdisc, Math.ceil(qdisc / 1514), ring, Math.ceil(ring / 1514) * 3, limit,
                limit - ring, stackXoff ? 1 : 0, driverXoff ? 1 : 0, throughput, throughput / 8 / 1514,
                throughput / 1e9 * 1538 / 1514, cpu, i, 0, throughput * 1448 / 1538, bulkLatency, rrLatency};
            series.append(now, row);
        }

        long nowNs() {
            return now;
        }

        RunResult result(TimeSeries series) {
            Map<String, Histogram> copy = new LinkedHashMap<>();
            for (Map.Entry<String, Histogram> e : latencies.entrySet()) {
                Histogram h = new Histogram();
                h.addAll(e.getValue());
                copy.put(e.getKey(), h);
            }
            return new RunResult(SCENARIO, series, copy, now);
        }
    }
}
