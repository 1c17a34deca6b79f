package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.format.Rates;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.SampleSink;
import org.ringside.model.scenario.Scenario;

/**
 * A whole run without a display, as {@code ringside run} does it: simulate the scenario for its
 * duration (or another) and keep the sampled series and the summary.
 */
public final class HeadlessRun {
    private HeadlessRun() {
    }

    /**
     * What a run leaves behind.
     *
     * @param result the sampled series and latency distributions, for CSV and charts
     * @param summary the summary, for JSON
     * @param events events processed
     */
    public record Output(RunResult result, RunSummary summary, long events) {
    }

    /**
     * Runs {@code scenario} for {@code durationNs} of simulated time (events at exactly that time
     * included).
     *
     * @throws IllegalArgumentException when the scenario is not valid
     */
    public static Output run(Scenario scenario, long durationNs) {
        return run(scenario, durationNs, null);
    }

    /**
     * Runs {@code scenario} as {@link #run(Scenario, long)} does, passing every sample to
     * {@code sink} as it is taken (none when null).
     *
     * @throws IllegalArgumentException when the scenario is not valid
     */
    public static Output run(Scenario scenario, long durationNs, SampleSink sink) {
        Simulation sim = new Simulation(scenario);
        if (sink != null) {
            sim.feed(sink);
        }
        sim.runUntil(durationNs);
        return new Output(sim.result(), sim.summary(), sim.eventsProcessed());
    }

    /**
     * The summaries of one run of {@code scenario} stopped at each of {@code stopsNs}, ascending:
     * each the summary a run of that length alone gives, since stopping a run and carrying on
     * changes nothing in it (the window's run does the same, a frame at a time). A check that
     * reads one scenario for several lengths simulates the longest alone.
     *
     * @throws IllegalArgumentException when the scenario is not valid or the stops do not ascend
     */
    public static List<RunSummary> summaries(Scenario scenario, List<Long> stopsNs) {
        Simulation sim = new Simulation(scenario);
        List<RunSummary> out = new ArrayList<>(stopsNs.size());
        for (long stop : stopsNs) {
            sim.runUntil(stop);
            out.add(sim.summary());
        }
        return out;
    }

    /**
     * A few lines a person reads after a run: rates, queues and each flow's latency; with a port
     * beyond the wire, its figures and each flow entry's part of it ({@link PortLines}).
     */
    public static String describe(RunSummary s) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s: %s simulated%n", PrintableText.of(s.scenario()), Durations.human(s.durationNs())));
        b.append(String.format(Locale.ROOT, "  wire: %s, %.0f frames/s, %.1f %% busy; %s %.1f %% busy%n",
                Rates.human(s.throughputBps()), s.pps(), 100 * s.linkUtilization(),
                s.cpus() == null ? "CPU" : s.cpus().size() + " CPUs on average", 100 * s.cpuUtilization()));
        // With several queues these are sums over them; each queue's own follow below.
        String summed = s.queues() == null ? "" : " (" + Channels.SUM_OVER_QUEUES + ")";
        b.append(String.format(Locale.ROOT, "  ring%s: %s on average (p95 %s); qdisc%s: %s on average; BQL limit p50%s %s%n",
                summed, ByteCounts.readable(s.ringBytes().mean()), ByteCounts.readable(s.ringBytes().p95()), summed,
                ByteCounts.readable(s.qdiscBytes().mean()), summed, ByteCounts.readable(s.bqlLimit().p50())));
        if (s.nicFifoBytes() != null) {
            b.append(String.format(Locale.ROOT, "  NIC FIFO: %s on average (p95 %s); driver to wire: %s on average (p95 %s)%n",
                    ByteCounts.readable(s.nicFifoBytes().mean()), ByteCounts.readable(s.nicFifoBytes().p95()),
                    ByteCounts.readable(s.driverToWireBytes().mean()), ByteCounts.readable(s.driverToWireBytes().p95())));
        }
        if (s.queues() != null) {
            b.append(String.format(Locale.ROOT, "  %d transmit queues, frames each:", s.queues().size()));
            for (RunSummary.QueueSummary q : s.queues()) {
                b.append(' ').append(q.frames());
            }
            b.append(System.lineSeparator());
            b.append("  BQL limit p50 each:");
            for (RunSummary.QueueSummary q : s.queues()) {
                b.append(" tx-").append(q.queue()).append(' ').append(ByteCounts.readable(q.bqlLimit().p50()));
            }
            b.append(System.lineSeparator());
        }
        b.append(String.format(Locale.ROOT, "  doorbells %d, drops %d%n", s.doorbells(), s.drops()));
        for (RunSummary.FlowSummary f : s.flows()) {
            // The kind only where the name does not already say it ("rr (request_response)").
            String name = PrintableText.of(f.name());
            String who = f.name().equals(f.kind()) ? name : name + " (" + f.kind() + ")";
            b.append(String.format(Locale.ROOT, "  %s: %d packets", who, f.packets()));
            if (f.latencyNs().mean() != null) {
                b.append(String.format(Locale.ROOT, ", latency mean %s, p99 %s", Durations.human(f.latencyNs().mean()),
                        Durations.human(f.latencyNs().p99())));
            }
            if (f.tps() != null) {
                b.append(String.format(Locale.ROOT, ", %.1f transactions/s", f.tps()));
            }
            b.append(System.lineSeparator());
        }
        if (s.bottleneck() != null) {
            PortLines.append(b, s.bottleneck());
        }
        return b.toString();
    }
}
