package org.ringside.model.sim;

import java.util.Locale;
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

    /** A few lines a person reads after a run: rates, queues and each flow's latency. */
    public static String describe(RunSummary s) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%s: %s simulated%n", s.scenario(), StepNarrator.duration(s.durationNs())));
        b.append(String.format(Locale.ROOT, "  wire: %.1f Mbit/s, %.0f frames/s, %.1f %% busy; CPU %.1f %% busy%n",
                s.throughputBps() / 1e6, s.pps(), 100 * s.linkUtilization(), 100 * s.cpuUtilization()));
        b.append(String.format(Locale.ROOT, "  ring: %.0f bytes on average (p95 %d); qdisc: %.0f bytes on average; BQL limit p50 %d%n",
                s.ringBytes().mean(), s.ringBytes().p95(), s.qdiscBytes().mean(), s.bqlLimit().p50()));
        if (s.nicFifoBytes() != null) {
            b.append(String.format(Locale.ROOT, "  NIC FIFO: %.0f bytes on average (p95 %d); driver to wire: %.0f bytes on average (p95 %d)%n",
                    s.nicFifoBytes().mean(), s.nicFifoBytes().p95(), s.driverToWireBytes().mean(),
                    s.driverToWireBytes().p95()));
        }
        b.append(String.format(Locale.ROOT, "  doorbells %d, drops %d%n", s.doorbells(), s.drops()));
        for (RunSummary.FlowSummary f : s.flows()) {
            b.append(String.format(Locale.ROOT, "  %s (%s): %d packets", f.name(), f.kind(), f.packets()));
            if (f.latencyNs().mean() != null) {
                b.append(String.format(Locale.ROOT, ", latency mean %s, p99 %s", StepNarrator.duration(Math.round(f.latencyNs().mean())),
                        StepNarrator.duration(f.latencyNs().p99())));
            }
            if (f.tps() != null) {
                b.append(String.format(Locale.ROOT, ", %.1f transactions/s", f.tps()));
            }
            b.append(System.lineSeparator());
        }
        return b.toString();
    }
}
